/**
 * Our own card faces for the 78-card Rider-Waite-Smith deck, drawn as SVG
 * strings with pure TypeScript (no DOM, no Node APIs), so the Worker can
 * serve them offline at /api/tarot/cards/{id}.svg.
 */
import type { CardText } from "../deck/types";
import { CARD_BACK_ALT, renderCardBackSvg as drawCardBack } from "./back";
import { courtScene } from "./courts";
import { cardDocument } from "./frame";
import { majorScene } from "./majors";
import { pipScene } from "./minors";
import { INK, SUIT_INK } from "./palette";
import { pipDef, pipUse } from "./pips";
import { hashText } from "./svg";

export type CardFace = Pick<CardText, "id" | "name" | "arcana" | "suit" | "rank">;

export { CARD_BACK_ALT };

const ROMAN: [number, string][] = [
  [10, "X"],
  [9, "IX"],
  [5, "V"],
  [4, "IV"],
  [1, "I"],
];

/** Roman numerals up to 39; 0 stays "0" (The Fool). */
export function romanNumeral(value: number): string {
  if (value === 0) return "0";
  let rest = value;
  let out = "";
  for (const [n, letters] of ROMAN) {
    while (rest >= n) {
      out += letters;
      rest -= n;
    }
  }
  return out;
}

const COURT_WORDS: Record<number, string> = { 1: "ACE", 11: "PAGE", 12: "KNIGHT", 13: "QUEEN", 14: "KING" };

/** What sits at the top of the card: a Roman numeral, or the rank word for aces and courts. */
export function topLabelFor(card: CardFace): string {
  if (card.arcana === "major") return romanNumeral(card.rank);
  return COURT_WORDS[card.rank] ?? romanNumeral(card.rank);
}

function checkCard(card: CardFace): void {
  if (card.arcana === "major") {
    if (!Number.isInteger(card.rank) || card.rank < 0 || card.rank > 21) {
      throw new RangeError(`Major arcana rank must be 0–21, got ${card.rank} for ${card.id}`);
    }
  } else if (!card.suit || !Number.isInteger(card.rank) || card.rank < 1 || card.rank > 14) {
    throw new RangeError(`Minor arcana card ${card.id} needs a suit and a rank of 1–14`);
  }
}

/** A prefix for element ids, unique per card, safe inside XML ids and url(#…). */
function uidFor(card: CardFace): string {
  return `t-${card.id.toLowerCase().replace(/[^a-z0-9-]/g, "")}`;
}

type Drawing = { art: () => string; defs: string; phrase: string; accent: string; motifs: readonly string[] };

const PIP_MOTIF = { wands: "wand", cups: "goblet", swords: "sword", pentacles: "pentacle" } as const;

/** What a card shows and how to draw it; the art itself is only made when a face is rendered. */
function drawCard(card: CardFace, uid: string): Drawing {
  if (card.arcana === "major") {
    const scene = majorScene(card.rank, uid);
    return {
      art: scene.art,
      defs: "",
      phrase: `${scene.phrase}, on a night-blue field`,
      accent: INK.goldLight,
      motifs: scene.motifs,
    };
  }
  const suit = card.suit ?? "wands";
  const ink = SUIT_INK[suit];
  const defs = pipDef(uid, suit);
  if (card.rank > 10) {
    const court = courtScene(suit, card.rank, uid);
    return {
      art: () => court.under + pipUse(uid, court.pip) + court.emblem,
      defs,
      phrase: `${court.phrase}, on a night-blue field`,
      accent: ink.fill,
      motifs: [PIP_MOTIF[suit], ...court.motifs],
    };
  }
  const scene = pipScene(suit, card.rank, uid);
  return {
    art: () => (scene.under ?? "") + scene.pips.map((at) => pipUse(uid, at)).join("") + (scene.over ?? ""),
    defs: defs + (scene.defs ?? ""),
    phrase: `${scene.phrase}, in ${ink.word} and gold on a night-blue field`,
    accent: ink.fill,
    motifs: [PIP_MOTIF[suit], ...scene.motifs],
  };
}

/** Rendered faces, kept for the isolate's life: the same card always gives the same string. */
const faces = new Map<string, string>();
/** 78 faces in the deck; anything past this (made-up cards in tests) just starts the cache over. */
const MAX_FACES = 200;
let back: string | undefined;

function faceKey(card: CardFace): string {
  return JSON.stringify([card.id, card.name, card.arcana, card.suit, card.rank]);
}

/** A complete standalone SVG document for one card face. Same card in, same string out. */
export function renderCardSvg(card: CardFace): string {
  checkCard(card);
  const key = faceKey(card);
  const cached = faces.get(key);
  if (cached !== undefined) return cached;
  const uid = uidFor(card);
  const drawing = drawCard(card, uid);
  const svg = cardDocument({
    uid,
    title: card.name,
    bandText: card.name,
    topLabel: topLabelFor(card),
    accent: drawing.accent,
    defs: drawing.defs,
    art: drawing.art(),
    seed: hashText(card.id),
  });
  if (faces.size >= MAX_FACES) faces.clear();
  faces.set(key, svg);
  return svg;
}

/** The shared card back, drawn once per isolate. */
export function renderCardBackSvg(): string {
  back ??= drawCardBack();
  return back;
}

/** One sentence describing our drawing of the card, for screen readers. */
export function cardAltText(card: CardFace): string {
  checkCard(card);
  return `${card.name}: ${drawCard(card, uidFor(card)).phrase}.`;
}

/**
 * The things our face for this card draws (suit pip first on minors), each named in its alt text.
 * Card texts that mention something visible may mention only these.
 */
export function cardMotifs(card: CardFace): readonly string[] {
  checkCard(card);
  return drawCard(card, uidFor(card)).motifs;
}
