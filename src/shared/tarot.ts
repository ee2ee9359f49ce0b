/**
 * The tarot API's shapes, shared by the Worker and the SPA (docs/product/api.md,
 * Tarot: session view, CardView, reading view, the interpret stream).
 */
import type { SpreadType, TarotSessionStatus } from "./statuses";

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

/** A drawn card as the browser sees it. */
export type CardView = {
  id: string;
  name: string;
  imageUrl: string;
  alt: string;
  reversed: boolean;
  /** The position label, e.g. "Challenge". */
  position: string;
};

/** A face-down card in the shuffled deck: the order stays on the server until cards are drawn. */
export type CardBackView = { index: number; imageUrl: string };

/** GET /api/tarot/sessions/:id */
export type SessionView = {
  id: string;
  status: TarotSessionStatus;
  intention: string | null;
  spread_type: SpreadType | null;
  /** The drawn cards in spread order once a spread is chosen; empty before. */
  shuffledDeck: CardView[];
  deckSize: number;
  cardBackUrl: string;
  readingId: string | null;
};

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

/** GET /api/tarot/readings/:id */
export type ReadingView = {
  id: string;
  spread_type: SpreadType;
  intention: string;
  cards: CardView[];
  interpretation: string;
  created_at: string;
};

/**
 * One Server-Sent Event of GET …/interpret. `content` is appended to what the
 * reader has. `restart` (only after a generation failed its check) means: clear
 * the text so far, a new version follows.
 */
export type InterpretMessage = {
  content?: string;
  done?: boolean;
  readingId?: string;
  error?: string;
  restart?: boolean;
};
