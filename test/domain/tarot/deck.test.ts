import { describe, expect, it } from "vitest";
import { cardAt, cardById, DECK } from "../../../src/tarot/deck";

const SUITS = ["wands", "cups", "swords", "pentacles"] as const;
const words = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

/** Share of word trigrams two texts have in common (Jaccard); templated text scores high. */
function overlap(a: string, b: string): number {
  const grams = (text: string) => {
    const w = words(text);
    return new Set(w.slice(0, -2).map((_, i) => `${w[i]} ${w[i + 1]} ${w[i + 2]}`));
  };
  const [x, y] = [grams(a), grams(b)];
  const shared = [...x].filter((gram) => y.has(gram)).length;
  return shared / (x.size + y.size - shared || 1);
}

describe("the deck", () => {
  it("has 78 unique cards: 22 majors in order, then four suits of 14", () => {
    expect(DECK).toHaveLength(78);
    expect(new Set(DECK.map((card) => card.id)).size).toBe(78);
    expect(new Set(DECK.map((card) => card.name)).size).toBe(78);
    const majors = DECK.filter((card) => card.arcana === "major");
    expect(majors.map((card) => card.rank)).toEqual(Array.from({ length: 22 }, (_, i) => i));
    expect(majors.every((card) => card.suit === null)).toBe(true);
    expect(majors[0]?.name).toBe("The Fool");
    expect(majors[8]?.name).toBe("Strength");
    expect(majors[11]?.name).toBe("Justice");
    expect(majors[21]?.name).toBe("The World");
    for (const suit of SUITS) {
      const cards = DECK.filter((card) => card.suit === suit);
      expect(cards.map((card) => card.rank)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
      expect(cards.every((card) => card.arcana === "minor")).toBe(true);
    }
    expect(cardById("queen-of-cups")?.name).toBe("Queen of Cups");
    expect(cardAt(22).name).toBe("Ace of Wands");
    expect(() => cardAt(78)).toThrow(RangeError);
  });

  it("fills every field of every card", () => {
    for (const card of DECK) {
      for (const text of [card.upright, card.reversed, card.essence.upright, card.essence.reversed, card.alt]) {
        expect(text.trim().length, `${card.name}`).toBeGreaterThan(5);
      }
      expect(card.keywords.upright.length, card.name).toBeGreaterThanOrEqual(3);
      expect(card.keywords.reversed.length, card.name).toBeGreaterThanOrEqual(3);
      expect(["fire", "water", "air", "earth"]).toContain(card.element);
      expect(card.astrology.length, card.name).toBeGreaterThan(2);
      expect(words(card.upright).length, `${card.name} upright`).toBeGreaterThanOrEqual(35);
      expect(words(card.reversed).length, `${card.name} reversed`).toBeGreaterThanOrEqual(35);
    }
  });

  it("gives minors their suit's element", () => {
    const element = { wands: "fire", cups: "water", swords: "air", pentacles: "earth" } as const;
    for (const card of DECK) if (card.suit) expect(card.element, card.name).toBe(element[card.suit]);
  });

  it("never repeats a meaning, an essence or an alt text, nor reuses a template", () => {
    const meanings = DECK.flatMap((card) => [card.upright, card.reversed]);
    expect(new Set(meanings).size).toBe(156);
    expect(new Set(DECK.flatMap((card) => [card.essence.upright, card.essence.reversed])).size).toBe(156);
    expect(new Set(DECK.map((card) => card.alt)).size).toBe(78);
    let worst = { score: 0, pair: "" };
    for (let i = 0; i < meanings.length; i++) {
      for (let j = i + 1; j < meanings.length; j++) {
        const score = overlap(meanings[i] as string, meanings[j] as string);
        if (score > worst.score) worst = { score, pair: `${i}/${j}` };
      }
    }
    expect(worst.score, `most similar meanings: ${worst.pair}`).toBeLessThan(0.2);
  });
});
