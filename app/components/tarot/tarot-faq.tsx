import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SupportEmail } from "../support-email";
import { TarotSection } from "./tarot-section";

const inlineLink = "font-medium text-gold-300 underline underline-offset-4 hover:text-gold-200";

/** docs/product/screens.md, Tarot landing and checkout: spreads, how the AI works, saving a reading, satisfaction and refunds. */
const FAQ_ITEMS: { id: string; question: string; answer: ReactNode }[] = [
  {
    id: "spreads",
    question: "Which spreads can I choose?",
    answer: (
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <strong className="text-parchment">One Card</strong>: quick insight, daily guidance.
        </li>
        <li>
          <strong className="text-parchment">Past/Present/Future</strong>: 3 cards, for where a situation has come from,
          where it stands and where it may be heading.
        </li>
        <li>
          <strong className="text-parchment">Celtic Cross</strong>: 10 cards, the classic in-depth spread, from the
          heart of the matter to its likely outcome.
        </li>
      </ul>
    ),
  },
  {
    id: "ai",
    question: "How does the AI reading work?",
    answer: (
      <p>
        It’s an AI interpretation, not a human reader. The deck is shuffled fairly at random on our server, and you
        choose your spread and turn the cards. A language model then writes your reading in the Rider-Waite-Smith
        tradition, from each card’s traditional meaning, its position in the spread, whether it’s upright or reversed,
        and your question. It’s offered for entertainment and reflection: it doesn’t predict the future and isn’t
        advice.
      </p>
    ),
  },
  {
    id: "saving",
    question: "Is my reading saved?",
    answer: (
      <p>
        Yes. When the interpretation finishes, it’s saved to its own permanent link. Open it again any time, copy it
        with Share Reading, or find it in{" "}
        <Link to="/portal" className={inlineLink}>
          My Orders
        </Link>{" "}
        with the email you gave at checkout. Anyone with the link can read it, so share it only with people you trust.
      </p>
    ),
  },
  {
    id: "refunds",
    question: "What if I’m not happy with my reading?",
    answer: (
      <p>
        Every reading comes with a 30-day money-back guarantee. Email <SupportEmail /> within 30 days and we’ll refund
        you in full; refunds take 3 to 10 business days to reach you. See the{" "}
        <Link to="/refunds" className={inlineLink}>
          refund policy
        </Link>{" "}
        for details.
      </p>
    ),
  },
];

export const TAROT_FAQ_COUNT = FAQ_ITEMS.length;

/**
 * Four questions as native disclosures (<details>): keyboard and screen
 * readers get them for free, they work before the page hydrates, and no
 * accordion code is shared with the landing page (see tarot-section.tsx).
 */
export function TarotFaq() {
  return (
    <TarotSection id="faq" eyebrow="FAQ" title="Questions, answered" band>
      <div className="mx-auto mt-12 max-w-3xl divide-y divide-night-700 overflow-hidden rounded-2xl border border-night-700 bg-night-950/70">
        {FAQ_ITEMS.map((item) => (
          <details key={item.id} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-parchment transition-colors hover:bg-night-900 hover:text-gold-200 focus-visible:-outline-offset-4 sm:px-7 sm:text-lg [&::-webkit-details-marker]:hidden">
              {item.question}
              <Plus
                aria-hidden="true"
                className="size-5 shrink-0 text-gold-300 motion-safe:transition-transform group-open:rotate-45"
              />
            </summary>
            <div className="px-5 pb-6 leading-relaxed text-mist sm:px-7">{item.answer}</div>
          </details>
        ))}
      </div>
    </TarotSection>
  );
}
