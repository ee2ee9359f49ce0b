/**
 * Buyers compare their books, so stock sentences must not recur too often:
 * random pairs of buyers (and pairs of the same sign) share only a small
 * fraction of their sentences, and no single sentence turns up in a large
 * share of books.
 */
import { describe, expect, it } from "vitest";
import { SeededRandom } from "../../../src/lib/seeded-random";
import type { StarSign } from "../../../src/shared/statuses";
import { composeStory } from "../../../src/soulmate/story-composer";
import type { SoulmateInputs, Story } from "../../../src/soulmate/types";
import { randomBuyer as randomFixtureBuyer } from "./fixtures";

const r = new SeededRandom("story-variety");

const randomBuyer = (starSign?: StarSign): SoulmateInputs => randomFixtureBuyer(r, starSign);

/** Every sentence a buyer reads in the book's running text. */
function sentences(story: Story): string[] {
  return [story.dedication, ...story.panels.map((p) => p.text), story.closing, ...(story.portrait?.paragraphs ?? [])]
    .join(" ")
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The share of one book's sentences that also appear in the other's, over 200 pairs. */
function shared(sameSign: boolean): { mean: number; p90: number } {
  const shares: number[] = [];
  for (let i = 0; i < 200; i++) {
    const first = randomBuyer();
    const second = randomBuyer(sameSign ? first.starSign : undefined);
    const a = sentences(composeStory(first, `variety-${i}-a`));
    const b = new Set(sentences(composeStory(second, `variety-${i}-b`)));
    shares.push(a.filter((s) => b.has(s)).length / a.length);
  }
  shares.sort((x, y) => x - y);
  return {
    mean: shares.reduce((sum, v) => sum + v, 0) / shares.length,
    p90: shares[Math.floor(shares.length * 0.9)] ?? 1,
  };
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

describe("no two books read alike", () => {
  it("any two buyers share few sentences", () => {
    const { mean, p90 } = shared(false);
    console.log(`any two buyers: mean ${pct(mean)}, p90 ${pct(p90)}`);
    expect(mean).toBeLessThan(0.07);
    // 400 books composed: 5 s idle, past 20 s once on a loaded 2-core machine, and past 60 s beside a whole run.
  }, 180_000);

  it("two buyers of the same sign share few sentences", () => {
    const { mean, p90 } = shared(true);
    console.log(`same sign: mean ${pct(mean)}, p90 ${pct(p90)}`);
    expect(mean).toBeLessThan(0.15);
  }, 180_000);

  it("no sentence appears in more than 15% of books", () => {
    const books = 300;
    const counts = new Map<string, number>();
    for (let i = 0; i < books; i++) {
      for (const s of new Set(sentences(composeStory(randomBuyer(), `variety-book-${i}`)))) {
        counts.set(s, (counts.get(s) ?? 0) + 1);
      }
    }
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(`most repeated: ${top.map(([s, n]) => `${n}/${books} ${s.slice(0, 60)}`).join(" | ")}`);
    const over = top.filter(([, n]) => n > books * 0.15);
    expect(over).toEqual([]);
    // 300 whole books: about 15 s on an idle 2-core machine, past the 20 s default when the machine is busy.
  }, 60_000);
});
