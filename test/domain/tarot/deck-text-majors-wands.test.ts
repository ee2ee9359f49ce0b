import { describe, expect, it } from "vitest";
import { MAJOR_ARCANA } from "../../../src/tarot/deck/majors";
import type { CardText } from "../../../src/tarot/deck/types";
import { WANDS } from "../../../src/tarot/deck/wands";
import { MAJOR_NAMES, RANK_NAMES, slug } from "./card-names";

/** Golden Dawn correspondence and element for each major, in rank order. */
const MAJOR_ASTROLOGY: [string, CardText["element"]][] = [
  ["Air", "air"],
  ["Mercury", "air"],
  ["Moon", "water"],
  ["Venus", "earth"],
  ["Aries", "fire"],
  ["Taurus", "earth"],
  ["Gemini", "air"],
  ["Cancer", "water"],
  ["Leo", "fire"],
  ["Virgo", "earth"],
  ["Jupiter", "fire"],
  ["Libra", "air"],
  ["Water", "water"],
  ["Scorpio", "water"],
  ["Sagittarius", "fire"],
  ["Capricorn", "earth"],
  ["Mars", "fire"],
  ["Aquarius", "air"],
  ["Pisces", "water"],
  ["Sun", "fire"],
  ["Fire", "fire"],
  ["Saturn", "earth"],
];

const WAND_ASTROLOGY = [
  "Root of Fire",
  "Mars in Aries",
  "Sun in Aries",
  "Venus in Aries",
  "Saturn in Leo",
  "Jupiter in Leo",
  "Mars in Leo",
  "Mercury in Sagittarius",
  "Moon in Sagittarius",
  "Saturn in Sagittarius",
  "Earth of Fire",
  "Fire of Fire",
  "Water of Fire",
  "Air of Fire",
];

const ALL: CardText[] = [...MAJOR_ARCANA, ...WANDS];

const wordCount = (text: string) => text.trim().split(/\s+/).length;
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length > 0);

describe("Major Arcana text", () => {
  it("has the 22 majors in RWS order with slug ids", () => {
    expect(MAJOR_ARCANA).toHaveLength(22);
    expect(MAJOR_ARCANA.map((c) => c.rank)).toEqual(Array.from({ length: 22 }, (_, i) => i));
    expect(MAJOR_ARCANA.map((c) => c.name)).toEqual(MAJOR_NAMES);
    expect(MAJOR_ARCANA.map((c) => c.id)).toEqual(MAJOR_NAMES.map(slug));
    for (const card of MAJOR_ARCANA) {
      expect(card.arcana).toBe("major");
      expect(card.suit).toBeNull();
    }
  });

  it("puts Strength at 8 and Justice at 11", () => {
    expect(MAJOR_ARCANA[8]?.id).toBe("strength");
    expect(MAJOR_ARCANA[11]?.id).toBe("justice");
  });

  it("carries the Golden Dawn correspondence and element for each major", () => {
    expect(MAJOR_ARCANA.map((c) => [c.astrology, c.element])).toEqual(MAJOR_ASTROLOGY);
  });
});

describe("Wands text", () => {
  it("has the 14 wands from Ace to King with slug ids", () => {
    expect(WANDS).toHaveLength(14);
    expect(WANDS.map((c) => c.rank)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(WANDS.map((c) => c.name)).toEqual(RANK_NAMES.map((w) => `${w} of Wands`));
    expect(WANDS.map((c) => c.id)).toEqual(RANK_NAMES.map((w) => `${w.toLowerCase()}-of-wands`));
    for (const card of WANDS) {
      expect(card.arcana).toBe("minor");
      expect(card.suit).toBe("wands");
      expect(card.element).toBe("fire");
    }
  });

  it("carries the Golden Dawn decan or court correspondence for each wand", () => {
    expect(WANDS.map((c) => c.astrology)).toEqual(WAND_ASTROLOGY);
  });
});

describe("majors and wands together", () => {
  it("have unique ids, names and essences", () => {
    const ids = ALL.map((c) => c.id);
    const names = ALL.map((c) => c.name);
    const essences = ALL.flatMap((c) => [c.essence.upright, c.essence.reversed]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(essences).size).toBe(essences.length);
  });

  it.each(ALL.map((c) => [c.id, c] as const))("%s: meanings are 40 to 80 words", (_id, card) => {
    for (const text of [card.upright, card.reversed]) {
      const n = wordCount(text);
      expect(n).toBeGreaterThanOrEqual(40);
      expect(n).toBeLessThanOrEqual(80);
    }
  });

  it.each(ALL.map((c) => [c.id, c] as const))("%s: 3 to 5 distinct lower-case keywords each way", (_id, card) => {
    for (const list of [card.keywords.upright, card.keywords.reversed]) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.length).toBeLessThanOrEqual(5);
      expect(new Set(list).size).toBe(list.length);
      for (const keyword of list) {
        expect(keyword).toBe(keyword.toLowerCase());
        expect(keyword.trim()).toBe(keyword);
        expect(keyword.length).toBeGreaterThan(0);
      }
    }
  });

  it.each(ALL.map((c) => [c.id, c] as const))(
    "%s: essences are 3 to 10 lower-case words, no full stop",
    (_id, card) => {
      for (const essence of [card.essence.upright, card.essence.reversed]) {
        const n = wordCount(essence);
        expect(n).toBeGreaterThanOrEqual(3);
        expect(n).toBeLessThanOrEqual(10);
        expect(essence).toBe(essence.toLowerCase());
        expect(essence).not.toMatch(/[.!?]$/);
        expect(essence.trim()).toBe(essence);
      }
    },
  );

  it("share no sentence between any two meanings", () => {
    const seen = new Map<string, string>();
    for (const card of ALL) {
      for (const [side, text] of [
        ["upright", card.upright],
        ["reversed", card.reversed],
      ] as const) {
        for (const sentence of sentences(text)) {
          const where = `${card.id} ${side}`;
          expect(seen.get(sentence), `"${sentence}" in ${where}`).toBeUndefined();
          seen.set(sentence, where);
        }
      }
    }
  });

  it("use Australian spelling and give no medical, legal or financial directives", () => {
    const forbidden = [
      /\b(reali|recogni|organi|apologi|prioriti|emphasi|symboli)z\w*/i,
      /\b(color|favor|favorite|honor|behavior|center|fulfill)\b/i,
      /\b(doctor|physician|medication|diagnos\w*|lawyer|attorney|sue|invest\w*|stock market)\b/i,
      /\b(die|dies|dying|illness|disease)\b/i,
    ];
    for (const card of ALL) {
      const text = [card.upright, card.reversed, card.essence.upright, card.essence.reversed].join(" ");
      for (const pattern of forbidden) {
        expect(text, `${card.id} matches ${pattern}`).not.toMatch(pattern);
      }
    }
  });
});
