/**
 * The 78-card deck in traditional order: the Major Arcana, then Wands, Cups,
 * Swords and Pentacles, each Ace to King. A card's index in DECK is what the
 * session stores, so this order must never change.
 */
import { cardAltText } from "../card-art";
import { CUPS } from "./cups";
import { MAJOR_ARCANA } from "./majors";
import { PENTACLES } from "./pentacles";
import { SWORDS } from "./swords";
import type { TarotCard } from "./types";
import { WANDS } from "./wands";

export const DECK: readonly TarotCard[] = [...MAJOR_ARCANA, ...WANDS, ...CUPS, ...SWORDS, ...PENTACLES].map((card) => ({
  ...card,
  alt: cardAltText(card),
}));

export const DECK_SIZE = 78;

const BY_ID = new Map(DECK.map((card) => [card.id, card]));

export function cardById(id: string): TarotCard | undefined {
  return BY_ID.get(id);
}

export function cardAt(index: number): TarotCard {
  const card = DECK[index];
  if (!card) throw new RangeError(`No card at index ${index}`);
  return card;
}

export type { TarotCard } from "./types";
