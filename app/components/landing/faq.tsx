import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SupportEmail } from "../support-email";
import { LandingSection, SectionHeading } from "./section-heading";

const inlineLink = "font-medium text-gold-300 underline underline-offset-4 hover:text-gold-200";

const FAQ_ITEMS: { id: string; question: string; answer: ReactNode }[] = [
  {
    id: "delivery",
    question: "How quickly will my Soulmate Story arrive?",
    answer: (
      <p>
        Within 24 hours of payment, and often much sooner. At our busiest times it can take up to 48 hours. Your result
        page updates by itself, and you can check My Orders whenever you like.
      </p>
    ),
  },
  {
    id: "included",
    question: "What’s included in a Soulmate Story?",
    answer: (
      <p>
        An animated storybook of 8 symbolic panels you can watch in your browser, the same story as a print-ready A5
        PDF, a symbolic card set (PDF and images), and a free oracle pack of five cards: Gratitude, Peace, Joy, Love and
        Protection.
      </p>
    ),
  },
  {
    id: "no-faces",
    question: "Will I see my soulmate’s face?",
    answer: (
      <p>
        No, and that’s deliberate. The art is symbolic: constellations, the moon on your birthday, the motifs of your
        element, your city’s skyline and two paths meeting. It’s a story to enjoy and reflect on, not a portrait or a
        prediction of a particular person.
      </p>
    ),
  },
  {
    id: "how-tarot-works",
    question: "How does the AI Tarot Reading work?",
    answer: (
      <p>
        After payment you write your intention, the full 78-card Rider-Waite-Smith deck is shuffled, you choose a spread
        and flip each card yourself. Our AI then writes an interpretation in the Rider-Waite-Smith tradition, taking in
        every card, its position and whether it’s upright or reversed. Like everything here, it’s for entertainment.
      </p>
    ),
  },
  {
    id: "spreads",
    question: "Which spreads can I choose?",
    answer: (
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <strong className="text-parchment">One Card</strong>: a single, focused message.
        </li>
        <li>
          <strong className="text-parchment">Three Cards</strong>: past, present and future.
        </li>
        <li>
          <strong className="text-parchment">Celtic Cross</strong>: ten cards for a deeper look, from the present and
          its challenge through to the likely outcome.
        </li>
      </ul>
    ),
  },
  {
    id: "instant",
    question: "Is the tarot reading instant?",
    answer: (
      <p>
        Yes. Your session opens as soon as payment goes through, and the interpretation starts streaming the moment
        you’ve turned your cards. It’s then saved to a permanent link you can come back to or share.
      </p>
    ),
  },
  {
    id: "orders",
    question: "How do I find my orders later?",
    answer: (
      <p>
        Open{" "}
        <Link to="/portal" className={inlineLink}>
          My Orders
        </Link>{" "}
        and enter the email you used at checkout. You’ll see every storybook pack and tarot reading linked to it. No
        account or password needed.
      </p>
    ),
  },
  {
    id: "refunds",
    question: "Can I get a refund?",
    answer: (
      <p>
        Yes. Every purchase has a 30-day money-back guarantee: email <SupportEmail /> and we’ll refund you in full.
        Refunds take 3 to 10 business days to reach you. We also refund any Soulmate Stories pack that hasn’t arrived
        within 48 hours of payment. See the{" "}
        <Link to="/refunds" className={inlineLink}>
          refund policy
        </Link>{" "}
        for details.
      </p>
    ),
  },
  {
    id: "help",
    question: "I need help. How do I contact you?",
    answer: (
      <p>
        Email <SupportEmail /> with the email address you ordered with and, if you have it, your order number. We’ll get
        back to you as soon as we can.
      </p>
    ),
  },
];

export const FAQ_COUNT = FAQ_ITEMS.length;

/** Nine questions in an accordion: Enter or Space toggles, the arrow keys move between questions. */
export function Faq() {
  return (
    <LandingSection id="faq" labelledBy="faq-title" band>
      <SectionHeading eyebrow="FAQ" title="Questions, answered" id="faq-title" />
      <Accordion.Root
        type="multiple"
        className="mx-auto mt-12 max-w-3xl divide-y divide-night-700 overflow-hidden rounded-2xl border border-night-700 bg-night-950/70"
      >
        {FAQ_ITEMS.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.Header className="font-sans">
              <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-parchment transition-colors hover:bg-night-900 hover:text-gold-200 focus-visible:-outline-offset-4 sm:px-7 sm:text-lg">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-gold-300 motion-safe:transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-6 leading-relaxed text-mist sm:px-7">{item.answer}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </LandingSection>
  );
}
