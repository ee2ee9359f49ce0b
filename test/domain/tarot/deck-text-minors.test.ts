import { describe, expect, it } from "vitest";
import { CUPS } from "../../../src/tarot/deck/cups";
import { PENTACLES } from "../../../src/tarot/deck/pentacles";
import { SWORDS } from "../../../src/tarot/deck/swords";
import type { CardElement, CardText, Suit } from "../../../src/tarot/deck/types";
import { MAJOR_NAMES } from "./card-names";

const RANK_WORDS = ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"];
const COURT_WORDS = ["Page", "Knight", "Queen", "King"];
const rankWord = (rank: number) => (rank <= 10 ? RANK_WORDS[rank - 1] : COURT_WORDS[rank - 11]);

/** Golden Dawn decans for the pips 2–10, in rank order. */
const PIP_ASTROLOGY: Record<Exclude<Suit, "wands">, string[]> = {
  cups: [
    "Venus in Cancer",
    "Mercury in Cancer",
    "Moon in Cancer",
    "Mars in Scorpio",
    "Sun in Scorpio",
    "Venus in Scorpio",
    "Saturn in Pisces",
    "Jupiter in Pisces",
    "Mars in Pisces",
  ],
  swords: [
    "Moon in Libra",
    "Saturn in Libra",
    "Jupiter in Libra",
    "Venus in Aquarius",
    "Mercury in Aquarius",
    "Moon in Aquarius",
    "Jupiter in Gemini",
    "Mars in Gemini",
    "Sun in Gemini",
  ],
  pentacles: [
    "Jupiter in Capricorn",
    "Mars in Capricorn",
    "Sun in Capricorn",
    "Mercury in Taurus",
    "Moon in Taurus",
    "Saturn in Taurus",
    "Sun in Virgo",
    "Venus in Virgo",
    "Mercury in Virgo",
  ],
};

const COURT_ELEMENT = ["Earth", "Fire", "Water", "Air"];
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function expectedAstrology(suit: Exclude<Suit, "wands">, element: CardElement, rank: number): string | undefined {
  if (rank === 1) return `Root of ${capitalised(element)}`;
  if (rank <= 10) return PIP_ASTROLOGY[suit][rank - 2];
  return `${COURT_ELEMENT[rank - 11]} of ${capitalised(element)}`;
}

const SUITS: { suit: Exclude<Suit, "wands">; element: CardElement; cards: CardText[] }[] = [
  { suit: "cups", element: "water", cards: CUPS },
  { suit: "swords", element: "air", cards: SWORDS },
  { suit: "pentacles", element: "earth", cards: PENTACLES },
];
const ALL = [...CUPS, ...SWORDS, ...PENTACLES];

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim().toLowerCase())
    .filter(Boolean);
const meanings = (card: CardText) => [
  { where: `${card.id} upright`, text: card.upright },
  { where: `${card.id} reversed`, text: card.reversed },
];

describe.each(SUITS)("the $suit suit", ({ suit, element, cards }) => {
  it("has fourteen cards, Ace to King in rank order", () => {
    expect(cards).toHaveLength(14);
    expect(cards.map((card) => card.rank)).toEqual(Array.from({ length: 14 }, (_, index) => index + 1));
  });

  it("names and slugs every card from its rank and suit", () => {
    for (const card of cards) {
      const name = `${rankWord(card.rank)} of ${capitalised(suit)}`;
      expect(card.name).toBe(name);
      expect(card.id).toBe(name.toLowerCase().replaceAll(" ", "-"));
      expect(card).toMatchObject({ arcana: "minor", suit, element });
    }
  });

  it("gives each card its Golden Dawn correspondence", () => {
    for (const card of cards) expect(card.astrology, card.id).toBe(expectedAstrology(suit, element, card.rank));
  });
});

describe("minor arcana text: cups, swords and pentacles", () => {
  it("keeps ids, names and essences unique across the three suits", () => {
    const ids = ALL.map((card) => card.id);
    const names = ALL.map((card) => card.name);
    const essences = ALL.flatMap((card) => [card.essence.upright, card.essence.reversed]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(essences).size).toBe(essences.length);
  });

  it("writes every upright and reversed meaning in 40 to 80 words", () => {
    for (const card of ALL) {
      for (const { where, text } of meanings(card)) {
        const count = words(text).length;
        expect(count, where).toBeGreaterThanOrEqual(40);
        expect(count, where).toBeLessThanOrEqual(80);
      }
    }
  });

  it("gives 3 to 5 distinct lower-case keywords per orientation", () => {
    for (const card of ALL) {
      for (const list of [card.keywords.upright, card.keywords.reversed]) {
        expect(list.length, card.id).toBeGreaterThanOrEqual(3);
        expect(list.length, card.id).toBeLessThanOrEqual(5);
        expect(new Set(list).size, card.id).toBe(list.length);
        for (const keyword of list) expect(keyword, card.id).toBe(keyword.toLowerCase().trim());
      }
    }
  });

  it("keeps essences to 3–10 lower-case words with no final full stop", () => {
    for (const card of ALL) {
      for (const essence of [card.essence.upright, card.essence.reversed]) {
        expect(words(essence).length, essence).toBeGreaterThanOrEqual(3);
        expect(words(essence).length, essence).toBeLessThanOrEqual(10);
        expect(essence, essence).toBe(essence.toLowerCase());
        expect(essence.endsWith("."), essence).toBe(false);
      }
    }
  });

  it("shares no sentence and no six-word run between any two meanings", () => {
    const sentenceOwner = new Map<string, string>();
    const runOwner = new Map<string, string>();
    for (const card of ALL) {
      for (const { where, text } of meanings(card)) {
        for (const sentence of sentences(text)) {
          const owner = sentenceOwner.get(sentence);
          expect(owner === undefined || owner === where, `"${sentence}" in ${owner} and ${where}`).toBe(true);
          sentenceOwner.set(sentence, where);
        }
        const plain = words(text.toLowerCase().replace(/[^a-z' ]+/g, " "));
        for (let start = 0; start + 6 <= plain.length; start++) {
          const run = plain.slice(start, start + 6).join(" ");
          const owner = runOwner.get(run);
          expect(owner === undefined || owner === where, `"${run}" in ${owner} and ${where}`).toBe(true);
          runOwner.set(run, where);
        }
      }
    }
  });

  it("names no card in its prose, so a reading never seems to mention an undrawn card", () => {
    const names = [...ALL.map((card) => card.name), ...MAJOR_NAMES.filter((name) => name.includes(" "))];
    for (const card of ALL) {
      const prose = [card.upright, card.reversed, card.essence.upright, card.essence.reversed].join(" ");
      for (const name of names) expect(prose.includes(name), `${card.id} names ${name}`).toBe(false);
    }
  });

  it("gives no medical, legal or financial directives and predicts no death or illness", () => {
    const forbidden =
      /\b(doctor|diagnos\w*|medication|therap\w*|lawyer|sue|lawsuit|invest\w*|buy|loan|debt|die|dies|dying|death|illness|sick\w*|disease|cancer)\b/i;
    for (const card of ALL) {
      for (const { where, text } of meanings(card)) expect(text, where).not.toMatch(forbidden);
      expect(`${card.essence.upright} ${card.essence.reversed}`, card.id).not.toMatch(forbidden);
    }
  });

  it("uses Australian spelling", () => {
    const american =
      /\b(color\w*|honor\w*|favor\w*|(real|organ|recogn|apolog|priorit|emphas|ideal)iz\w*|center\w*|fulfill|fulfills|judgment|behavior\w*|gray)\b/i;
    for (const card of ALL) {
      for (const { where, text } of meanings(card)) expect(text, where).not.toMatch(american);
    }
  });
});
