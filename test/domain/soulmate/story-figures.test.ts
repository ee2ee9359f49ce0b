/**
 * How many figures a page carries (the buyers' reviews: "an almanac, not a story", "five to eight numbers a
 * page"). Counts of time are written in words up to a hundred, as a storybook writes them ("seventeen days
 * into its cycle", "about two hours and fifty-five minutes after sunset"), so the figures left on a page are
 * its measurements: degrees, kilometres, dates and clock times (docs/decisions/0081). Over the sharing test's
 * 60 buyers, each run prints the figures per page as FIGURE lines; the bounds are what the book reaches now.
 */
import { describe, expect, it } from "vitest";
import { composeStory, storyContext } from "../../../src/soulmate/story-composer";
import { inWords, timeCount } from "../../../src/soulmate/story-text/context";
import { overheadSunFact } from "../../../src/soulmate/story-text/paths";
import { numberIn } from "./fixtures";
import { sharingBuyers } from "./sharing";

/** A number written in figures: "17", "383,400", "148.2", "4:20". */
const FIGURE = /\b\d[\d,.:]*\b/g;
/** A count of time in figures under a hundred: what the book now writes in words. */
const TIME_IN_FIGURES = /(?<![\d.,:])\b(?:[1-9]|[1-9]\d) (?:days?|hours?|minutes?|seconds?)\b/;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe("figures on a page", () => {
  const books = sharingBuyers(60).map((inputs, i) => ({ inputs, story: composeStory(inputs, `sharing-${i}`) }));

  it("prints the figures per page, and they get no more", () => {
    const perPage = books.flatMap(({ story }) => story.panels.map((p) => (p.text.match(FIGURE) ?? []).length));
    const byScene = new Map<string, number[]>();
    for (const { story } of books)
      for (const p of story.panels)
        byScene.set(p.scene, [...(byScene.get(p.scene) ?? []), (p.text.match(FIGURE) ?? []).length]);
    const mean = perPage.reduce((a, b) => a + b, 0) / perPage.length;
    console.log(
      `FIGURE figures per page over 60 books: median ${median(perPage)}, mean ${mean.toFixed(1)}, largest ${Math.max(...perPage)}`,
    );
    for (const [scene, counts] of byScene)
      console.log(`FIGURE figures per page, ${scene}: median ${median(counts)}, largest ${Math.max(...counts)}`);
    // Before counts of time were written in words: median 6, mean 6.4, largest 13 (the moon page's median 10). The
    // moon page's angle from the sun, the phase told a third time, now only fills a short page.
    expect(median(perPage)).toBeLessThanOrEqual(4);
    expect(mean).toBeLessThanOrEqual(4.6);
    // 10 since decision 0096: a book without a town tells its moments by Canberra's clock, in figures, as every book does.
    expect(Math.max(...perPage)).toBeLessThanOrEqual(10);
    expect(median(byScene.get("moon") ?? [])).toBeLessThanOrEqual(3);
  });

  it("writes every count of time under a hundred in words, on every page, the portrait and the closing", () => {
    for (const { inputs, story } of books) {
      const text = [...story.panels.map((p) => p.text), story.closing, ...(story.portrait?.paragraphs ?? [])].join(
        "\n",
      );
      expect(text, JSON.stringify(inputs)).not.toMatch(TIME_IN_FIGURES);
    }
  });

  it("writes numbers as a storybook does: words to a hundred, figures beyond, 'a day' and 'an hour' for one", () => {
    for (let n = 0; n <= 100; n++) expect(numberIn(inWords(n)), `${n}`).toBe(n);
    expect(inWords(57)).toBe("fifty-seven");
    expect(inWords(40)).toBe("forty");
    expect(inWords(515)).toBe("515");
    expect(inWords(1234)).toBe("1,234");
    expect(timeCount(1, "day")).toBe("a day");
    expect(timeCount(1, "hour")).toBe("an hour");
    expect(timeCount(17, "day")).toBe("seventeen days");
    expect(timeCount(515, "day")).toBe("515 days");
  });
});

describe("the overhead sun near a solstice", () => {
  it("tells the days to its turn at the tropic, against the published solstice times", () => {
    // The December solstice of 1978 fell on 22 December at 05:21 UT, and of 2004 on 21 December at 12:42 UT
    // (US Naval Observatory). From noon UT on the 15th of 1978, 6.7 days before: "seven days short".
    const line = (day: number, month: number, year: number) =>
      overheadSunFact(
        storyContext({
          starSign: "sagittarius",
          birthday: { day, month, year },
          city: null,
          place: null,
          preference: "women",
          relationshipStatus: "single",
          firstName: null,
        }),
      );
    expect(line(15, 12, 1978)).toContain(
      "moving south a little each day, seven days short of its turn at the Tropic of Capricorn",
    );
    expect(line(16, 12, 2004)).toContain("five days short of its turn at the Tropic of Capricorn");
    // After a solstice the days since it are the season line's to tell (on the same page), not this one's: 1 July.
    expect(line(1, 7, 1990)).toContain("moving south a little each day");
    expect(line(1, 7, 1990)).not.toMatch(/Tropic/);
    // Far from a solstice, nothing of it: 1 April.
    expect(line(1, 4, 1990)).not.toMatch(/Tropic/);
    // At the solstice itself the sun is turning, and told so.
    expect(line(21, 6, 1990)).toContain("at the far end of its yearly swing");
  });
});
