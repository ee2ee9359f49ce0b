/**
 * Sentences written for one person (issue 25, item 5): over 60 seeded buyers (every sign, both
 * preferences, every status, names of every shape, towns from the gazetteer fixture, random
 * birthdays), the books' running text is read as template sentences with every slot (name,
 * sign and its creature, element, planet, pronoun, town) written as one placeholder
 * (sharing.ts). Each run prints the figures as FIGURE lines.
 *
 * The owner's goals are at most 5% of template sentences shared by any two books, and no
 * template sentence in more than 5% of books. On these 60 buyers both are met: the largest share
 * between two books is 4.7% (two sentences of 43) and the most widespread sentence is in 3 of 60
 * books. A second sample of 100 other buyers is measured and printed too. There no template sentence
 * is in more than 5% of books, since a widowed or divorced reader's opening carries the birth year
 * and a page about a town the book cannot place opens joined to where the moon stood overhead; but
 * four pairs of books still share three sentences of some 46 (6.8% at most): two buyers of one sign
 * born a day apart, or whose numbers coincide (Venus 23 degrees into Libra in two different years),
 * or whose moons stood at the same angle from the sun (docs/quality.md). Same-day buyers of different years share the
 * sun's facts, so those facts carry the year (decision 0073), and the starlight and the sunlight's
 * travel time carry the date.
 * The bounds below are the goals where they are met and what the book reaches now elsewhere (a
 * ratchet), so the figures cannot get worse.
 */
import { describe, expect, it } from "vitest";
import { composeStory } from "../../../src/soulmate/story-composer";
import { sharingBuyers, sharingFigures, spreadSentences } from "./sharing";

/** The goals (0.05 for the pairs and 0.05 for the spread), met on the first sample; a ratchet on the rest. */
const RATCHET = {
  maxPair: 0.05,
  medianPair: 0,
  maxSameSign: 0.05,
  maxSpread: 0.05,
  // 11.1% until the element page's tallies counted all seven at midday (a buyer found them adding to six):
  // counts that add up to seven coincide between books more often. 11.4% since the starlight and the
  // sunlight's travel carry the date and an unplaced town's page opens on the moon overhead. 10.9% since
  // a bright planet just above the horizon at dusk is named with its height, not an empty sky; 10.6% since the
  // closing's far planet may be told by where it stood that day.
  medianInAnyOther: 0.107,
  pairsOver5: 0,
};
/** The second sample: the spread goal, and what the pairs reach now (not yet the goal). */
// 6.7% until degrees were rounded, not cut ("about 12 degrees" for 11.9): two Leos born a day apart in
// August 1973 then shared three of 43 (7.0%), their planets standing where they did on consecutive days;
// 6.8% since Jupiter's and Saturn's closing tells the year the planet came back round.
const SECOND_RATCHET = { maxPair: 0.069, maxSpread: 0.05, pairsOver5: 4 };

/**
 * The same 60 books read by clause (cut at semicolons as well): the status lines spliced onto a fact of the
 * day are stock, shared by the buyers of a status, and this measure shows them. The goals are not met by
 * clause yet; the bounds are what the book reaches now (docs/quality.md).
 */
const CLAUSE_RATCHET = { maxPair: 0.116, maxSpread: 0.367, medianInAnyOther: 0.256, pairsOver5: 142 };

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

  it("prints the figures of a second sample of 100 other buyers, and they get no worse", () => {
    const second = sharingBuyers(100, "second-sample").map((inputs, i) => ({
      inputs,
      story: composeStory(inputs, `second-sample-${i}`),
    }));
    const f = sharingFigures(second);
    console.log(`FIGURE book sharing, second sample of 100, largest share between two books: ${pct(f.maxPair)}`);
    console.log(`FIGURE book sharing, second sample of 100, pairs sharing more than 5%: ${f.pairsOver5} of 4950`);
    console.log(
      `FIGURE book sharing, second sample of 100, median pair ${pct(f.medianPair)}, two books of one sign largest ${pct(f.maxSameSign)}, one book's sentences in any of the other 99: median ${pct(f.medianInAnyOther)}`,
    );
    console.log(
      `FIGURE book sharing, second sample of 100, most widespread: in ${pct(f.maxSpread)} of books ("${f.mostSpread.slice(0, 70)}…")`,
    );
    for (const [sentence, n] of spreadSentences(second, 0.04).slice(0, 12))
      console.log(
        `FIGURE book sharing, second sample, in ${pct(n / second.length)} of books: "${sentence.slice(0, 110)}"`,
      );
    expect(f.maxPair).toBeLessThanOrEqual(SECOND_RATCHET.maxPair);
    expect(f.maxSpread).toBeLessThanOrEqual(SECOND_RATCHET.maxSpread);
    expect(f.pairsOver5).toBeLessThanOrEqual(SECOND_RATCHET.pairsOver5);
  });

  it("prints the figures by clause, a fact's semicolon not hiding the stock line spliced onto it, and they get no worse", () => {
    const f = sharingFigures(books, true);
    console.log(`FIGURE book sharing by clause, any two books, largest share: ${pct(f.maxPair)}`);
    console.log(`FIGURE book sharing by clause, pairs sharing more than 5%: ${f.pairsOver5} of ${(60 * 59) / 2}`);
    console.log(
      `FIGURE book sharing by clause, one book's clauses found in any of the other 59: median ${pct(f.medianInAnyOther)}`,
    );
    console.log(`FIGURE book sharing by clause, most widespread: in ${pct(f.maxSpread)} of books`);
    for (const [clause, n] of spreadSentences(books, 0.05, true).slice(0, 12))
      console.log(`FIGURE book sharing by clause, in ${pct(n / books.length)} of books: "${clause.slice(0, 110)}"`);
    expect(f.maxPair).toBeLessThanOrEqual(CLAUSE_RATCHET.maxPair);
    expect(f.maxSpread).toBeLessThanOrEqual(CLAUSE_RATCHET.maxSpread);
    expect(f.medianInAnyOther).toBeLessThanOrEqual(CLAUSE_RATCHET.medianInAnyOther);
    expect(f.pairsOver5).toBeLessThanOrEqual(CLAUSE_RATCHET.pairsOver5);
  });

  it("covers every sign, preference and status", () => {
    expect(new Set(buyers.map((b) => b.starSign)).size).toBe(12);
    expect(new Set(buyers.map((b) => b.preference)).size).toBe(2);
    expect(new Set(buyers.map((b) => b.relationshipStatus)).size).toBe(5);
  });

  it("meets the 5% goals on these buyers", () => {
    expect(figures.maxPair).toBeLessThanOrEqual(RATCHET.maxPair);
    expect(figures.medianPair).toBeLessThanOrEqual(RATCHET.medianPair);
    expect(figures.pairsOver5).toBeLessThanOrEqual(RATCHET.pairsOver5);
    expect(figures.maxSameSign).toBeLessThanOrEqual(RATCHET.maxSameSign);
    expect(figures.maxSpread).toBeLessThanOrEqual(RATCHET.maxSpread);
    expect(figures.medianInAnyOther).toBeLessThanOrEqual(RATCHET.medianInAnyOther);
  });

  it("counts all seven old planets by modality, one sign each, so the counts add up to seven", () => {
    // A buyer found "two in mutable, one in cardinal and three in fixed": the moon, changing sign that
    // day, had been left out. Each body is now counted by its sign at midday.
    const WORDS = ["none", "one", "two", "three", "four", "five", "six", "all seven"];
    let checked = 0;
    for (const { story } of books)
      for (const panel of story.panels) {
        const sentence = panel.text.match(/[^.]*cardinal, fixed and mutable signs[^.]*\./)?.[0];
        if (!sentence) continue;
        const counts = [
          ...sentence.matchAll(
            /\b(none|one|two|three|four|five|six|all seven)(?: of those seven stood)? in (cardinal|fixed|mutable)\b/g,
          ),
        ];
        expect(new Set(counts.map((m) => m[2])).size, sentence).toBe(3);
        expect(
          counts.reduce((sum, m) => sum + WORDS.indexOf(m[1] ?? ""), 0),
          sentence,
        ).toBe(7);
        checked++;
      }
    expect(checked).toBeGreaterThan(20);
  });

  it("counts the old planets on the element page with the verb that agrees", () => {
    for (const { story } of books)
      for (const panel of story.panels)
        expect(panel.text).not.toMatch(/\bone of the seven old planets, sun and moon included, were\b/);
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
