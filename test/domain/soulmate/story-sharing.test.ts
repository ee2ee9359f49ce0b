/**
 * Sentences written for one person (issue 25, item 5): over 60 seeded buyers (every sign, both
 * preferences, every status, names of every shape, towns from the gazetteer fixture, random
 * birthdays), the books' running text is read as template sentences with every slot (name,
 * sign and its creature, element, planet, pronoun, town) written as one placeholder
 * (sharing.ts). Each run prints the figures as FIGURE lines.
 *
 * The owner's goals are at most 5% of template sentences shared by any two books, and no
 * template sentence in more than 5% of books. Neither is reached: the most widespread sentences
 * are in 4 of 60 books (6.7%: Venus's magnitude for a Taurus or Libra), and 8 of the 1,770
 * pairs share more than 5% (8.9% at most), mostly buyers of one sign
 * born on or near the same day of the year in different years, whose sun facts are the same
 * (docs/quality.md). A widowed or divorced buyer's loss is its own sentence, not spliced onto a
 * compass bearing; the two lines that led the spread carry the birth year ("Since that day in 1958").
 * The bounds below are what the book reaches now (a ratchet), so the figures cannot get worse.
 */
import { describe, expect, it } from "vitest";
import { composeStory } from "../../../src/soulmate/story-composer";
import { sharingBuyers, sharingFigures, spreadSentences } from "./sharing";

/** What the book reaches now; the goals are 0.05 for the pairs and 0.05 for the spread. */
const RATCHET = {
  maxPair: 0.089,
  medianPair: 0,
  maxSameSign: 0.089,
  maxSpread: 0.067,
  medianInAnyOther: 0.153,
  pairsOver5: 8,
};

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

describe("template sentences shared between buyers' books", () => {
  const buyers = sharingBuyers(60);
  const books = buyers.map((inputs, i) => ({ inputs, story: composeStory(inputs, `sharing-${i}`) }));
  const figures = sharingFigures(books);

  it("prints the figures", () => {
    console.log(`FIGURE book sharing, any two books, largest share of template sentences: ${pct(figures.maxPair)}`);
    console.log(`FIGURE book sharing, any two books, median share: ${pct(figures.medianPair)}`);
    console.log(`FIGURE book sharing, pairs of books sharing more than 5%: ${figures.pairsOver5} of ${(60 * 59) / 2}`);
    console.log(`FIGURE book sharing, two books of one sign, largest share: ${pct(figures.maxSameSign)}`);
    console.log(
      `FIGURE book sharing, one book's template sentences found in any of the other 59: median ${pct(figures.medianInAnyOther)}, largest ${pct(figures.maxInAnyOther)}`,
    );
    console.log(
      `FIGURE book sharing, most widespread template sentence: in ${pct(figures.maxSpread)} of books ("${figures.mostSpread.slice(0, 70)}…")`,
    );
    for (const [sentence, n] of spreadSentences(books, 0.05).slice(0, 12))
      console.log(`FIGURE book sharing, in ${pct(n / books.length)} of books: "${sentence.slice(0, 110)}"`);
    expect(figures.books).toBe(60);
  });

  it("covers every sign, preference and status", () => {
    expect(new Set(buyers.map((b) => b.starSign)).size).toBe(12);
    expect(new Set(buyers.map((b) => b.preference)).size).toBe(2);
    expect(new Set(buyers.map((b) => b.relationshipStatus)).size).toBe(5);
  });

  it("shares no more than it does now (goal: 5%)", () => {
    expect(figures.maxPair).toBeLessThanOrEqual(RATCHET.maxPair);
    expect(figures.medianPair).toBeLessThanOrEqual(RATCHET.medianPair);
    expect(figures.pairsOver5).toBeLessThanOrEqual(RATCHET.pairsOver5);
    expect(figures.maxSameSign).toBeLessThanOrEqual(RATCHET.maxSameSign);
    expect(figures.maxSpread).toBeLessThanOrEqual(RATCHET.maxSpread);
    expect(figures.medianInAnyOther).toBeLessThanOrEqual(RATCHET.medianInAnyOther);
  });

  it("fits every page with whole sentences: facts in place of stock lines never force a cut", () => {
    for (const { story } of books) for (const panel of story.panels) expect(panel.text).toMatch(/[.!?"”’)]$/);
  });

  it("counts a sentence that differs only in its slots as one template", () => {
    const [a, b] = buyers;
    const first = books[0];
    if (!a || !b || !first) throw new Error("no buyers");
    const story = (text: string) => ({
      ...first.story,
      dedication: text,
      panels: [],
      closing: "",
      portrait: undefined,
    });
    const one = sharingFigures([
      { inputs: a, story: story(`For ${a.firstName ?? "you"}: Venus stood in Leo, and she smiled.`) },
      { inputs: b, story: story(`For ${b.firstName ?? "you"}: Mars stood in Aries, and he smiled.`) },
    ]);
    expect(one.maxSpread).toBe(1);
  });
});
