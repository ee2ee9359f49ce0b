import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useSiteContent } from "../../lib/site-content";
import { TestimonialList } from "../testimonial-card";
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
 * How an AI Tarot Reading goes, in five steps, and the customers’ notes the operator published in
 * /admin with their consent (docs/product/rules.md, Testimonials); with none, the section says so.
 */
export function TarotExplainer() {
  const notes = useSiteContent().data?.testimonials.home ?? [];
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
        {notes.length > 0 ? (
          <p className="mt-3 text-center text-mist">
            In their own words, shared with their permission. First names only.
          </p>
        ) : null}
        <TestimonialList
          testimonials={notes}
          className="mt-10 grid gap-6 md:grid-cols-3"
          empty={
            <p className="mx-auto mt-3 max-w-2xl text-center text-mist">
              No notes from customers yet: we’re new. After your story or reading, tell us how it went. With your
              permission, a few of your words may appear here.
            </p>
          }
        />
      </div>
    </LandingSection>
  );
}
