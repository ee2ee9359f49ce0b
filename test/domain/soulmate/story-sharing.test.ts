/**
 * Sentences written for one person (issue 25, item 5): over 60 seeded buyers (every sign, both
 * preferences, every status, names of every shape, towns from the gazetteer fixture, random
 * birthdays), the books' running text is read as template sentences with every slot (name,
 * sign and its creature, element, planet, pronoun, town) written as one placeholder
 * (sharing.ts). Each run prints the figures as FIGURE lines.
 *
 * The owner's goals are at most 5% of template sentences shared by any two books, and no template
 * sentence in more than 5% of books. On these 60 buyers both are met by sentence: the largest pair shares
 * 4.3% and the most widespread sentence is in 5.0% of books. Until round 8 the most widespread were each
 * status's own lines, the door's opening and the farewell, which every buyer of a status is told one of.
 * They now carry facts of the buyer's own sky: the door's line answers how long the night after the town's
 * sunset was, and which way the days were going (or, with no town, whether the sun ran ahead of the
 * clocks), and the farewell names the moon the buyer was born under (decision 0078). The last pairs over
 * 5% shared facts: two buyers born on 18 August were told the same noon (the year is now told with it),
 * and two widowed buyers born in 1992 the same framing line (one wording now names the birth moon). The
 * second sample of 100 does not meet them yet (largest pair 8.5%, 10 pairs over 5%, one sentence in 6% of
 * books): two buyers of one sign share its traditional lines, and a day apart, the planets' degrees.
 * The bounds below are what the book reaches now (a ratchet), so the figures cannot get worse.
 */
import { describe, expect, it } from "vitest";
import { composeStory } from "../../../src/soulmate/story-composer";
import { figuresPerThousand, sharingBuyers, sharingFigures, spreadSentences } from "./sharing";

/** What the first sample reaches now; the goals are 0.05 for the pairs and the spread. */
const RATCHET = {
  // The owner's goals, met: no two books share more than 5%, and no template sentence is in more than 3 of 60.
  maxPair: 0.05,
  medianPair: 0,
  maxSameSign: 0.05,
  maxSpread: 0.05,
  // 12.5% until the sign's gifts were read by the sun's decan and what is loved first by the birth moon (0079); 12.3% until
  // the meeting page ended on Venus and Mars and a page said its day once (round 11); 10.7% until review 25's words
  // (the soulmate's time together by their Venus's own sign, not its element's four endings). Round 15's words took it
  // to 10.6% ("about" dropped before whole figures let two more optional stock lines fit) and then to 10.2% (the
  // Crab's sky in one sentence, not two, and the closing's far planet always told with its place). 12.8% from round 19
  // (decision 0091), when the stock lines that carried the birth month and year stopped reading as each buyer's own: a
  // divorced or widowed reader's door, the paths page's opening, the portrait's framing, a town's closing. In round 20
  // the sign's star called by what its name means (review 35), seven words longer, took it to 13.0% (on a full page the
  // sun's distance gave way); the trait noticed first said to be the birth moon's reading (review 36) brought it back.
  // Round 21: 13.0% (6 of 46 where it was 6 of 47), with every wording of that trait saying whose reading it is (review
  // 37): on a full page one optional sentence gave way. No sentence became more shared.
  medianInAnyOther: 0.131,
  pairsOver5: 0,
};
/**
 * Two more samples of 100 other buyers: what the pairs and the spread reach now. Their largest pairs are two
 * buyers of one sign born a day apart (the second), or a month apart in one year, whose planets stood alike.
 */
// The largest pairs rose by 0.2 points (8.5% to 8.7%, 8.3% to 8.5%) when the moon page gave up its angle from the sun,
// which told the phase a third time in degrees (0081): the same shared sentences over one sentence fewer a book. The
// pairs over 5% fell, 8 to 6 and 7 to 6 (with the place page's closing on the next sunrise, review 19). The second's
// rose to 7 when the day's figures were read at the clock's midday: two Virgos born on 17 September, 1976 and 1989, in
// one town now also share the latitude of the overhead sun, a true fact of the date (2.1 degrees north), beside the
// sunset and the season they shared before. Its spread fell to 5% when an unplaced town's page stopped opening on a
// stock line. The third's largest pair fell from 8.5% to 6.7% when the meeting page came to end on Venus and Mars's
// next meeting, its slow planet's line moving up beside them (review 20).
// With one clock day for the phase, the chart and the full moon (the senior review of round 11), the pairs over 5%
// fell to 6 and 5; with round 12's oppositions and the sun's distance worded by date, the second's to 5 (8.5%).
// Round 19 (decision 0091) took the month and year out of the stock lines that carried them: what they had hidden shows
// in these samples (the second's pairs over 5% from 5 to 15, the third's from 5 to 8), while the same samples read with
// the month and year as slots fell from 53 to 23 and from 60 to 13.
// Round 21: the second's largest pair from 10.9% to 8.7%, and its pairs over 5% from 13 to 12.
// Round 23 (decision 0096): books without a town read Canberra's day, where two of the third sample's unplaced buyers
// were both born under a waxing crescent and share four of 45 sentences (8.9%, from 8.6%).
const SECOND_RATCHET = { maxPair: 0.087, maxSpread: 0.06, pairsOver5: 12 };
const THIRD_RATCHET = { maxPair: 0.089, maxSpread: 0.06, pairsOver5: 7 };

/**
 * The same 60 books read by clause (cut at semicolons as well), which no splice can hide from: the bounds are
 * what the book reaches now (docs/quality.md). Sixteen compass points (review 21) took the median from 14.5% to
 * 14.8%, since a planet told alone makes a shorter, commoner clause; round 12's facts (oppositions, the element's full
 * count) brought it to 14.6% and the largest pair to 7.8%; round 13's words (reviews 25 and 26) to 13.7%; round 15's
 * to 13.2%. Round 18 took the disclaimer out of the closing (decision 0090): its clauses, in a fifth of the books, went
 * with it, and the median fell to 12.2%, the pairs over 5% from 5 to 1 and the most widespread clause to 11.7%.
 */
// Round 19: the median to 14.9% (decision 0091), as for the sentences above.
const CLAUSE_RATCHET = { maxPair: 0.065, maxSpread: 0.12, medianInAnyOther: 0.149, pairsOver5: 1 };

/**
 * The same 60 books with the birthday's month and year counted as slots too, as the name and the town are (decision
 * 0091): "a path of light that began in March 1987" is then one stock line in many books, where the count
 * reads each month and year as the buyer's own. At round 18 this count found a sentence in 23.3% of the books, 14 pairs
 * over 5% and a median of 17.4%; round 19 brought the owner's goals within it on these 60 (no pair over 5%, no
 * sentence in more than 3 books), with the median at 14.9%. Round 23 (decision 0096): two buyers of a town the gazetteer
 * cannot place, both born on 18 August (1968 and 1979), read the same Canberra sunset in the line that says whose sky
 * the book tells, one pair at 6.7%.
 */
const DATED_RATCHET = { maxPair: 0.067, maxSpread: 0.05, medianInAnyOther: 0.149, pairsOver5: 1 };

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

  for (const [name, seed, ratchet] of [
    ["second", "second-sample", SECOND_RATCHET],
    ["third", "third-sample", THIRD_RATCHET],
  ] as const)
    it(`prints the figures of a ${name} sample of 100 other buyers, and they get no worse`, () => {
      const sample = sharingBuyers(100, seed).map((inputs, i) => ({
        inputs,
        story: composeStory(inputs, `${seed}-${i}`),
      }));
      const f = sharingFigures(sample);
      const label = `FIGURE book sharing, ${name} sample of 100`;
      console.log(`${label}, largest share between two books: ${pct(f.maxPair)}`);
      console.log(`${label}, pairs sharing more than 5%: ${f.pairsOver5} of 4950`);
      console.log(
        `${label}, median pair ${pct(f.medianPair)}, two books of one sign largest ${pct(f.maxSameSign)}, one book's sentences in any of the other 99: median ${pct(f.medianInAnyOther)}`,
      );
      console.log(`${label}, most widespread: in ${pct(f.maxSpread)} of books ("${f.mostSpread.slice(0, 70)}…")`);
      for (const [sentence, n] of spreadSentences(sample, 0.04).slice(0, 12))
        console.log(
          `FIGURE book sharing, ${name} sample, in ${pct(n / sample.length)} of books: "${sentence.slice(0, 110)}"`,
        );
      expect(f.maxPair).toBeLessThanOrEqual(ratchet.maxPair);
      expect(f.maxSpread).toBeLessThanOrEqual(ratchet.maxSpread);
      expect(f.pairsOver5).toBeLessThanOrEqual(ratchet.pairsOver5);
    });

  // Review 30 read the book as an almanac: about 87 figures in 1,418 words. 57.1 figures per thousand words in the median
  // book before round 17, 54.8 after it (a figure fewer in the starlight, the moon's orbit, the sunset, the slow planet's
  // return and the far planet's closing). A figure is kept where it is what tells two buyers' sentences apart.
  it("prints how thick with figures the books read, and it gets no worse", () => {
    const density = books.map(({ story }) => figuresPerThousand(story)).sort((a, b) => a - b);
    const median = density[Math.floor(density.length / 2)] as number;
    const most = density[density.length - 1] as number;
    console.log(
      `FIGURE book figures per thousand words, 60 buyers: median ${median.toFixed(1)}, largest ${most.toFixed(1)}`,
    );
    // Round 18 (decision 0090): 54.8 to 52.3, with the quick ruler told by its star and the couple's and widowed
    // reader's meeting page closing on the birthday's star in place of Jupiter's place.
    // Round 19 (decision 0091): 51.5, the birth year no longer written into the stock lines that carried it.
    // Round 21: 51.6 with 51.7 allowed, the moon's lit share written "31%" as its caption and cards write it, not "31
    // per cent" (review 37), two words fewer for the same figure. The overhead sun's line placed from the town in words,
    // not kilometres, took it to 50.8, but made one sentence the same in Reykjavík's and Bergen's books, so it was not
    // kept.
    // Round 23 (decision 0096): 51.9, the sun's change of sign told by the clock ("at about 6:35 in the evening by the
    // clock in Canberra") where it was "about four hours after midday Greenwich time", an hour off (review 40).
    expect(median).toBeLessThanOrEqual(51.9);
    expect(most).toBeLessThanOrEqual(60.5);
  });

  it("prints the figures by clause, which no semicolon can hide a stock line from, and they get no worse", () => {
    const f = sharingFigures(books, { clauses: true });
    console.log(`FIGURE book sharing by clause, any two books, largest share: ${pct(f.maxPair)}`);
    console.log(`FIGURE book sharing by clause, pairs sharing more than 5%: ${f.pairsOver5} of ${(60 * 59) / 2}`);
    console.log(
      `FIGURE book sharing by clause, one book's clauses found in any of the other 59: median ${pct(f.medianInAnyOther)}`,
    );
    console.log(`FIGURE book sharing by clause, most widespread: in ${pct(f.maxSpread)} of books`);
    for (const [clause, n] of spreadSentences(books, 0.05, { clauses: true }).slice(0, 12))
      console.log(`FIGURE book sharing by clause, in ${pct(n / books.length)} of books: "${clause.slice(0, 110)}"`);
    expect(f.maxPair).toBeLessThanOrEqual(CLAUSE_RATCHET.maxPair);
    expect(f.maxSpread).toBeLessThanOrEqual(CLAUSE_RATCHET.maxSpread);
    expect(f.medianInAnyOther).toBeLessThanOrEqual(CLAUSE_RATCHET.medianInAnyOther);
    expect(f.pairsOver5).toBeLessThanOrEqual(CLAUSE_RATCHET.pairsOver5);
  });

  it("prints the figures with the birthday's month and year as slots too, and they get no worse", () => {
    const f = sharingFigures(books, { dates: true });
    console.log(`FIGURE book sharing, month and year as slots, any two books, largest share: ${pct(f.maxPair)}`);
    console.log(`FIGURE book sharing, month and year as slots, pairs over 5%: ${f.pairsOver5} of ${(60 * 59) / 2}`);
    console.log(
      `FIGURE book sharing, month and year as slots, one book's sentences in any of the other 59: median ${pct(f.medianInAnyOther)}`,
    );
    for (const [sentence, n] of spreadSentences(books, 0.05, { dates: true }).slice(0, 12))
      console.log(
        `FIGURE book sharing, month and year as slots, in ${pct(n / books.length)} of books: "${sentence.slice(0, 110)}"`,
      );
    expect(f.maxPair).toBeLessThanOrEqual(DATED_RATCHET.maxPair);
    expect(f.maxSpread).toBeLessThanOrEqual(DATED_RATCHET.maxSpread);
    expect(f.medianInAnyOther).toBeLessThanOrEqual(DATED_RATCHET.medianInAnyOther);
    expect(f.pairsOver5).toBeLessThanOrEqual(DATED_RATCHET.pairsOver5);
  });

  it("covers every sign, preference and status", () => {
    expect(new Set(buyers.map((b) => b.starSign)).size).toBe(12);
    expect(new Set(buyers.map((b) => b.preference)).size).toBe(2);
    expect(new Set(buyers.map((b) => b.relationshipStatus)).size).toBe(5);
  });

  it("gets no worse on these buyers", () => {
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
            /\b(none|one|two|three|four|five|six|all seven)(?: of those seven stood)? in (?:a )?(cardinal|fixed|mutable)\b/g,
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
