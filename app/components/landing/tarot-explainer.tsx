import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { TestimonialCard } from "../testimonial-card";
import { buttonStyles } from "../ui/button-styles";
import { LandingSection, SectionHeading } from "./section-heading";

const STEPS = [
  { title: "Pay", text: "Pay once with PayPal or a card, or use a coupon code. Your session opens straight away." },
  {
    title: "Write your intention",
    text: "Put your question or focus into words. It’s yours alone and shapes the reading.",
  },
  {
    title: "Shuffle",
    text: "Hold your question in mind while the full 78-card Rider-Waite-Smith deck is shuffled, fairly and at random.",
  },
  {
    title: "Choose a spread",
    text: "One card for a clear message, three for past, present and future, or the ten-card Celtic Cross.",
  },
  {
    title: "Flip and read",
    text: "Turn each card yourself, then watch your interpretation stream in, saved to a link you can revisit or share.",
  },
];

/**
 * Sample notes for launch. Replace them with real customers’ words, used with
 * their permission, before going live: invented reviews are not allowed under
 * Australian Consumer Law.
 */
const CUSTOMER_NOTES = [
  {
    name: "Tom",
    product: "AI Tarot Reading, three cards",
    quote:
      "I was weighing up a move interstate and chose the three-card spread. Flipping each card myself made it feel like a proper ritual, and the reading gave me plenty to sit with.",
  },
  {
    name: "Priya",
    product: "Soulmate Stories",
    quote:
      "Bought one for my sister’s birthday. The little panel of Fremantle under the moon from the night she was born made her tear up, in the best way. The cards are on her fridge now.",
  },
  {
    name: "Jess",
    product: "AI Tarot Reading, Celtic Cross",
    quote:
      "Did the Celtic Cross on a rainy Sunday. It was gentle and thoughtful, and it spoke to the exact cards I’d drawn. I saved the link to reread later.",
  },
];

/** How an AI Tarot Reading goes, in five steps, and three customer notes. */
export function TarotExplainer() {
  return (
    <LandingSection id="tarot" labelledBy="tarot-title" band>
      <SectionHeading eyebrow="AI Tarot Reading" title="Your reading, in five quiet steps" id="tarot-title">
        <p>
          An interactive reading in the Rider-Waite-Smith tradition. There’s no waiting: you shuffle, you choose, you
          turn the cards, and the interpretation arrives as you watch.
        </p>
      </SectionHeading>
      <ol className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {STEPS.map((step, i) => (
          <li key={step.title} className="relative rounded-2xl border border-night-700 bg-night-950/60 p-6">
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-full bg-gold-400 font-display text-lg font-bold text-night-950"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg text-parchment">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-[0.95rem] leading-relaxed text-mist">{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex justify-center">
        <Link to="/tarot" className={buttonStyles.ctaSecondary}>
          Get a Tarot Reading
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>

      <div className="mt-20">
        <h3 className="text-center text-2xl text-parchment">Notes from customers</h3>
        <p className="mt-3 text-center text-mist">In their own words, first names only. Every reading is personal.</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {CUSTOMER_NOTES.map((note) => (
            <li key={note.name}>
              <TestimonialCard quote={note.quote} name={note.name} detail={note.product} />
            </li>
          ))}
        </ul>
      </div>
    </LandingSection>
  );
}
