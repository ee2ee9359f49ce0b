/** What a soulmate pack holds, as the result page and My Orders list it. */

/** Symbolic cards in the card set (each also a PNG). */
export const CARD_COUNT = 5;

/** The oracle cards, in the order they are shown and zipped. */
export const ORACLE_NAMES = ["gratitude", "peace", "joy", "love", "protection"] as const;
export type OracleName = (typeof ORACLE_NAMES)[number];
