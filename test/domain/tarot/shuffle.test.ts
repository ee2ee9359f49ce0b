import { createCipheriv, createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type RandomWords, randomBelow, shuffleDeck } from "../../../src/tarot/shuffle";

const DECK = 78;
const RUNS = 20_000;

/** Pearson's chi-square of observed counts against a uniform expectation. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
}

/**
 * 77 degrees of freedom: the 99.99th percentile is about 132 (Wilson–Hilferty),
 * so a fair shuffle fails a position about once in ten thousand runs.
 */
const CRITICAL_77_DF = 135;

/**
 * A seeded, uniformly random stream: AES-256 in counter mode over zeros, keyed by the seed. The
 * statistical tests run the shop's shuffle on it, so their verdict is the same on every run (a fair
 * shuffle on a true random source fails a chi-square bound now and then, by design).
 */
function seededWords(seed: string): RandomWords {
  const cipher = createCipheriv("aes-256-ctr", createHash("sha256").update(seed).digest(), Buffer.alloc(16));
  let pool = new Uint32Array(0);
  let next = 0;
  return (count) => {
    if (next + count > pool.length) {
      const bytes = cipher.update(Buffer.alloc(Math.max(count, 16_384) * 4));
      pool = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
      next = 0;
    }
    next += count;
    return pool.subarray(next - count, next);
  };
}

function topTenCounts(shuffle: () => number[]): number[][] {
  const counts = Array.from({ length: 10 }, () => new Array<number>(DECK).fill(0));
  for (let run = 0; run < RUNS; run++) {
    const order = shuffle();
    for (let position = 0; position < 10; position++) {
      const row = counts[position] as number[];
      row[order[position] as number] = (row[order[position] as number] as number) + 1;
    }
  }
  return counts;
}

describe("shuffleDeck", () => {
  it("returns a permutation of the whole deck", () => {
    const deck = shuffleDeck(DECK);
    expect(deck).toHaveLength(DECK);
    expect(new Set(deck.map((card) => card.cardIndex)).size).toBe(DECK);
  });

  it("puts every card in each of the ten drawn positions equally often (chi-square)", () => {
    const words = seededWords("shuffle chi-square");
    const counts = topTenCounts(() => shuffleDeck(DECK, words).map((card) => card.cardIndex));
    for (const row of counts) expect(chiSquare(row)).toBeLessThan(CRITICAL_77_DF);
  });

  it("the same test catches a biased shuffle", () => {
    // The classic mistake: sorting by a random key, which favours the original order.
    const words = seededWords("biased sort");
    const biased = () => Array.from({ length: DECK }, (_, i) => i).sort(() => ((words(1)[0] as number) & 1 ? -1 : 1));
    const counts = topTenCounts(biased);
    expect(Math.max(...counts.map(chiSquare))).toBeGreaterThan(CRITICAL_77_DF);
  });

  it("reverses each card independently about half the time", () => {
    let reversed = 0;
    const perPosition = new Array<number>(DECK).fill(0);
    const words = seededWords("reversals");
    for (let run = 0; run < RUNS; run++) {
      for (const [position, card] of shuffleDeck(DECK, words).entries()) {
        if (card.reversed) {
          reversed++;
          perPosition[position] = (perPosition[position] as number) + 1;
        }
      }
    }
    expect(reversed / (RUNS * DECK)).toBeCloseTo(0.5, 2);
    // Each position: 20 000 fair coins stay within ±2.5% of half (over 7 standard deviations).
    for (const count of perPosition) expect(Math.abs(count / RUNS - 0.5)).toBeLessThan(0.025);
  });
});

describe("randomBelow", () => {
  it("rejects words from the uneven top of the range instead of folding them with modulo", () => {
    const words = [0xffffffff, 0xfffffffe, 5];
    const source: RandomWords = (count) => Uint32Array.from(words.splice(0, count));
    // For n = 3 the accepted range ends at 2^32 − 1, so 0xffffffff is drawn again; 0xfffffffe is kept.
    expect(randomBelow(3, source)).toBe(0xfffffffe % 3);
    expect(words).toEqual([5]);
  });

  it("refuses a range it cannot sample", () => {
    expect(() => randomBelow(0)).toThrow(RangeError);
    expect(() => randomBelow(1.5)).toThrow(RangeError);
  });
});
