/** The composer's writing tools: word ranges, card labels and the name guard, sentence tests, the writer that keeps openers unique, and the fitting of paragraphs to a spread's length. */
import type { SeededRandom } from "../../lib/seeded-random";
import type { SpreadType } from "../../shared/statuses";
import { DECK } from "../deck";
import type { CardText, Suit } from "../deck/types";
import type { SpreadPosition } from "../positions";
import { CONNECTORS } from "./reading-text";

export type ComposeCard = { card: CardText; reversed: boolean; position: SpreadPosition };
export type ComposeInput = { spreadType: SpreadType; intention: string; cards: ComposeCard[]; seed: string };

type WordRange = { readonly min: number; readonly max: number };

/** The word range per spread, both inclusive (docs/product/tarot.md, Interpretation). */
export const READING_WORDS: Record<SpreadType, WordRange> = {
  one_card: { min: 170, max: 300 },
  three_card: { min: 330, max: 550 },
  celtic_cross: { min: 750, max: 1200 },
};

/** What the fitting aims for: inside the spread's length range (docs/product/tarot.md, Interpretation), with room for a counter that counts a little differently. */
export const TARGET_WORDS: Record<SpreadType, WordRange> = {
  one_card: { min: 200, max: 280 },
  three_card: { min: 380, max: 520 },
  celtic_cross: { min: 830, max: 1100 },
};

export const SUITS: readonly Suit[] = ["wands", "cups", "swords", "pentacles"];
/** All 78 card names, majors first: any the draw does not include must stay out of the text. */
export const RWS_CARD_NAMES: readonly string[] = DECK.map((card) => card.name);

/** How a drawn card is named in the reading: "The Tower (reversed)". */
export function cardLabel(card: Pick<CardText, "name">, reversed: boolean): string {
  return `${card.name} (${reversed ? "reversed" : "upright"})`;
}

/** Whitespace-separated tokens that contain a letter or digit. */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) {
    if (/[\p{L}\p{N}]/u.test(token)) count++;
  }
  return count;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A test for text that names no card except the drawn ones: refused if an
 * undrawn name appears as whole words in any case, or as a plain substring
 * with its capitals ("The Start" contains "The Star").
 */
export function undrawnNameGuard(drawnNames: readonly string[]): (text: string) => boolean {
  const drawn = new Set(drawnNames);
  const banned = RWS_CARD_NAMES.filter((name) => !drawn.has(name));
  if (banned.length === 0) return () => true;
  const words = new RegExp(`\\b(?:${banned.map(escapeRegExp).join("|")})\\b`, "i");
  return (text) => !words.test(text) && !banned.some((name) => text.includes(name));
}

/** Words a sentence taken from the deck's text must not carry into a reading (rule: no medical, legal, money directives, no death talk). */
export const RISKY = new RegExp(
  [
    "doctor",
    "diagnos\\w*",
    "prescri\\w*",
    "medicat\\w*",
    "medicine",
    "illness\\w*",
    "disease\\w*",
    "cancer",
    "terminal",
    "invest\\w*",
    "shares",
    "stocks?",
    "lawyer\\w*",
    "lawsuit\\w*",
    "sue",
    "suing",
    "die",
    "dies",
    "dying",
    "dead",
    "suicid\\w*",
    "self-harm",
  ]
    .map((w) => `\\b${w}\\b`)
    .join("|"),
  "i",
);

/** Markup, markdown and control characters never reach the reader from card data. */
export function cleanText(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
      .replace(/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, " ")
      .replace(/[<>*#`_~|[\]{}\\]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}]/u.test(s));
}

/** The first two words of a sentence, lower case, letters only: what "the same opener" means. */
export function openerOf(sentence: string): string {
  return sentence
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ""))
    .join(" ");
}

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
export const numberWord = (n: number) => NUMBER_WORDS[n] ?? String(n);
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => vars[key] ?? match);
}

/** Planets and signs keep their capitals when a connector is put before a sentence. */
export const PROPER_START =
  /^(?:I|I'm|I've|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)\b/;

// ---------------------------------------------------------------------------
// The writer: picks sentences, keeps openers unique and names clean

export class Writer {
  private readonly used = new Set<string>();

  constructor(
    readonly rng: SeededRandom,
    readonly clean: (text: string) => boolean,
  ) {}

  /** True when the text is clean and none of its sentences starts like one already written. */
  fits(text: string): boolean {
    if (!this.clean(text)) return false;
    const openers = splitSentences(text).map(openerOf);
    return new Set(openers).size === openers.length && openers.every((o) => !this.used.has(o));
  }

  take(text: string): string {
    for (const s of splitSentences(text)) this.used.add(openerOf(s));
    return text;
  }

  /** The first candidate that fits, in the given order. */
  first(candidates: readonly string[]): string | null {
    for (const text of candidates) {
      if (this.fits(text)) return this.take(text);
    }
    return null;
  }

  /** A random template that fits once filled. */
  pick(templates: readonly string[], vars: Record<string, string> = {}): string | null {
    return this.first(this.rng.shuffle(templates).map((t) => fill(t, vars)));
  }

  /** A sentence from the deck's text, given a connector if its opener is taken; null when it can't be used. */
  borrow(sentence: string): string | null {
    if (!this.clean(sentence) || RISKY.test(sentence)) return null;
    if (this.fits(sentence)) return this.take(sentence);
    if (PROPER_START.test(sentence) || RWS_CARD_NAMES.some((name) => sentence.startsWith(name))) return null;
    const lowered = sentence.charAt(0).toLowerCase() + sentence.slice(1);
    return this.first(this.rng.shuffle(CONNECTORS).map((c) => c + lowered));
  }
}

// ---------------------------------------------------------------------------
// Pieces and fitting

type Piece = {
  text: string;
  /** A section heading: kept always, written on its own line above the paragraph. */
  heading?: boolean;
  /** 0 is always kept; 1–3 are dropped when long, 3 first. */
  level: number;
  /** Left out unless the reading runs short. */
  extra: boolean;
};
export type Paragraph = Piece[];

export const core = (text: string | null): Piece[] => (text ? [{ text, level: 0, extra: false }] : []);
export const optional = (text: string | null, level: 1 | 2 | 3): Piece[] =>
  text ? [{ text, level, extra: false }] : [];
export const extra = (text: string | null): Piece[] => (text ? [{ text, level: 0, extra: true }] : []);
export const heading = (text: string): Piece[] => [{ text, level: 0, extra: false, heading: true }];

export function fitToRange(paragraphs: readonly Paragraph[], range: WordRange): string[] {
  const words = paragraphs.map((p) => p.map((piece) => countWords(piece.text)));
  const on = paragraphs.map((p) => p.map((piece) => !piece.extra));
  const paraWords = (i: number) => (words[i] ?? []).reduce((sum, w, j) => sum + (on[i]?.[j] ? w : 0), 0 as number);
  const total = () => paragraphs.reduce((sum, _, i) => sum + paraWords(i), 0);

  // Too long: drop optional pieces, highest level first, from the longest paragraph first.
  for (let level = 3; level >= 1; level--) {
    while (total() > range.max) {
      let bi = -1;
      let bj = -1;
      for (let i = 0; i < paragraphs.length; i++) {
        const p = paragraphs[i] ?? [];
        for (let j = 0; j < p.length; j++) {
          const piece = p[j];
          if (!piece || piece.level !== level || piece.extra || !on[i]?.[j]) continue;
          if (bi < 0 || paraWords(i) > paraWords(bi)) {
            bi = i;
            bj = j;
          }
        }
      }
      const row = on[bi];
      if (!row) break;
      row[bj] = false;
    }
  }

  // Too short: add extras one paragraph at a time, in order, while they fit under the ceiling.
  let added = true;
  while (added && total() < range.min) {
    added = false;
    for (let i = 0; i < paragraphs.length && total() < range.min; i++) {
      const p = paragraphs[i] ?? [];
      const j = p.findIndex((piece, k) => piece.extra && !on[i]?.[k]);
      if (j < 0) continue;
      if (total() + (words[i]?.[j] ?? 0) > range.max) continue;
      const row = on[i];
      if (row) row[j] = true;
      added = true;
    }
  }

  return paragraphs
    .map((p, i) => {
      const kept = p.filter((_, j) => on[i]?.[j]);
      const title = kept.filter((piece) => piece.heading).map((piece) => piece.text);
      const body = kept
        .filter((piece) => !piece.heading)
        .map((piece) => piece.text)
        .join(" ");
      return [...title, body].filter((line) => line.length > 0).join("\n");
    })
    .filter((text) => text.length > 0);
}
