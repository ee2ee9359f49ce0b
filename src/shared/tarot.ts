/**
 * The tarot API's shapes, shared by the Worker and the SPA (docs/product/api.md,
 * Tarot: session view, CardView, reading view, the interpret stream).
 */
import type { SpreadType } from "./statuses";
import type { CardView } from "./tarot-views";

/** The API's tarot answers (GET a session, a reading, the interpret stream), inferred from their schemas. */
export type { CardBackView, CardView, InterpretMessage, ReadingView, SessionView } from "./tarot-views";

export const SPREAD_CARD_COUNTS: Record<SpreadType, number> = { one_card: 1, three_card: 3, celtic_cross: 10 };

/** Spread labels on the saved reading page (docs/product/tarot.md, Spreads and positions); anything else reads 'Tarot Reading'. */
export const SPREAD_LABELS: Record<SpreadType, string> = {
  one_card: "One Card",
  three_card: "Past • Present • Future",
  celtic_cross: "Celtic Cross",
};
export const DEFAULT_SPREAD_LABEL = "Tarot Reading";

/** Position labels in spread order (docs/product/tarot.md, Spreads and positions). */
export const POSITION_LABELS: Record<SpreadType, readonly string[]> = {
  one_card: ["Your Card"],
  three_card: ["Past", "Present", "Future"],
  celtic_cross: [
    "Present",
    "Challenge",
    "Foundation",
    "Recent Past",
    "Crown",
    "Near Future",
    "Self",
    "Environment",
    "Hopes/Fears",
    "Outcome",
  ],
};

/** The longest intention kept; longer text is refused by the API (400). */
export const INTENTION_MAX_LENGTH = 500;

/**
 * "The Fool, The Star (reversed) and Ace of Cups": a reading's cards in spread order, as its link
 * preview's description names them (the intention never: it is private to whoever holds the link).
 */
export function readingCardList(cards: readonly Pick<CardView, "name" | "reversed">[]): string {
  const names = cards.map((card) => (card.reversed ? `${card.name} (reversed)` : card.name));
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** Where a saved reading's link preview is served (src/api/tarot.ts). */
export function readingPreviewPath(id: string): string {
  return `/api/tarot/readings/${id}/preview.png`;
}
