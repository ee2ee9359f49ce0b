/**
 * Where a card's picture comes from: our bundled art, served by the Worker at
 * /api/tarot/cards/{id}.svg, or — when the operator sets CARD_IMAGE_BASE — the
 * public-domain scans they host there as {id}.jpg (e.g. the-fool.jpg).
 */
import type { RuntimeConfig } from "../lib/runtime-config";
import type { TarotCard } from "./deck/types";

export const CARD_ART_PATH = "/api/tarot/cards";
export const CARD_BACK_ID = "card-back";

export function cardImageUrl(config: Pick<RuntimeConfig, "CARD_IMAGE_BASE">, cardId: string): string {
  const base = config.CARD_IMAGE_BASE?.replace(/\/+$/, "");
  return base ? `${base}/${cardId}.jpg` : `${CARD_ART_PATH}/${cardId}.svg`;
}

/** The back is always ours, so the deck looks the same before the scans are revealed. */
export function cardBackUrl(): string {
  return `${CARD_ART_PATH}/${CARD_BACK_ID}.svg`;
}

/** Alt text for the picture actually shown: ours describes our drawing; a scan gets a plain description. */
export function cardImageAlt(config: Pick<RuntimeConfig, "CARD_IMAGE_BASE">, card: TarotCard): string {
  return config.CARD_IMAGE_BASE ? `${card.name}, Rider-Waite-Smith tarot card` : card.alt;
}
