import { LayoutGrid, Link2, Shuffle, Sparkles } from "lucide-react";
import { TarotSection } from "./tarot-section";

/** docs/product/screens.md, Tarot landing and checkout: the four features of an AI Tarot Reading. */
const FEATURES = [
  {
    icon: Shuffle,
    title: "Intentional card-shuffle reveal",
    text: "Write your question, watch the deck shuffle, then turn every card over yourself, one at a time.",
  },
  {
    icon: LayoutGrid,
    title: "Multiple spreads",
    text: "One Card for a quick insight, Past/Present/Future with 3 cards, or the Celtic Cross with 10 cards.",
  },
  {
    icon: Sparkles,
    title: "AI interpretation in the Rider-Waite-Smith tradition",
    text: "Each card read in its place, upright or reversed, and drawn together into one answer to your question.",
  },
  {
    icon: Link2,
    title: "Saved, shareable permalink",
    text: "Your reading is kept at its own address, so you can come back to it or share it with someone you trust.",
  },
] as const;

export function TarotIncluded() {
  return (
    <TarotSection id="included" eyebrow="One reading, start to finish" title="What's Included" band>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-night-700 bg-night-950/60 p-6">
            <span className="grid size-12 place-items-center rounded-full border border-gold-500/50 bg-night-900 text-gold-300">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg leading-snug text-parchment">{title}</h3>
            <p className="mt-2 text-[0.95rem] leading-relaxed text-mist">{text}</p>
          </li>
        ))}
      </ul>
    </TarotSection>
  );
}
