/**
 * Clean wording in every book: no sentence names one direction twice ("Venus was shining in the
 * west, with Mars in the west"), no window of dates to watch for a meeting (the book says it is
 * not a forecast), and on every page the other person is named before any "he" or "she".
 */
import { describe, expect, it } from "vitest";
import { SeededRandom } from "../../../src/lib/seeded-random";
import type { TownSky } from "../../../src/soulmate/astro";
import { composeStory, storyContext } from "../../../src/soulmate/story-composer";
import { SKY_WITH_PLANETS } from "../../../src/soulmate/story-text/city";
import { say } from "../../../src/soulmate/story-text/context";
import type { SoulmateInputs, Story } from "../../../src/soulmate/types";
import { BERGEN, randomBuyer as randomFixtureBuyer } from "./fixtures";

const r = new SeededRandom("story-wording");
function randomBuyer(): SoulmateInputs {
  const buyer = randomFixtureBuyer(r);
  // Bergen too: a northern town with planets low in the south.
  return r.next() < 0.2 ? { ...buyer, city: "Bergen", place: BERGEN } : buyer;
}
const BOOKS: { inputs: SoulmateInputs; story: Story }[] = Array.from({ length: 240 }, (_, i) => {
  const inputs = randomBuyer();
  return { inputs, story: composeStory(inputs, `wording-${i}`) };
});

/** Every page a buyer reads, as the pages run. */
const pages = (story: Story): string[] => [
  story.dedication,
  ...story.panels.map((p) => p.text),
  (story.portrait?.paragraphs ?? []).join(" "),
  story.closing,
];
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

const DIRECTION =
  /\b(?:in|to|over|toward|towards) the ((?:(?:north|south|east|west)-)?(?:north|south)-(?:east|west)|north|south|east|west)\b/g;

describe("clean wording", () => {
  it("never names one direction twice in a sentence", () => {
    const where = (direction: TownSky["eveningPlanets"][number]["direction"], altitude: number) => ({
      direction,
      altitude,
    });
    const sky: TownSky = {
      daylightMinutes: 600,
      dayKind: null,
      polar: null,
      lightNight: false,
      eveningPlanets: [
        { planet: "Venus", ...where("west", 25) },
        { planet: "Mars", ...where("west", 30) },
        { planet: "Jupiter", ...where("south", 12) },
        { planet: "Saturn", ...where("south", 15) },
      ],
      lowPlanets: [],
      eveningMoon: null,
    };
    const c = { ...storyContext({ ...randomBuyer(), city: "Bergen", place: BERGEN }), townSky: sky };
    const lines = SKY_WITH_PLANETS.map((line) => say(line, c));
    expect(lines[0]).toBe(
      "As dusk fell on the day you were born, Venus and Mars were shining in the west, with Jupiter and Saturn, both low in the south.",
    );
    for (const s of [...lines, ...BOOKS.flatMap(({ story }) => pages(story).flatMap(sentencesOf))]) {
      const found = [...s.matchAll(DIRECTION)].map((m) => m[1]);
      expect(new Set(found).size, s).toBe(found.length);
    }
  });

  it("gives no window of dates to watch: the book is not a forecast", () => {
    const MONTH = "(January|February|March|April|May|June|July|August|September|October|November|December)";
    const WINDOW = new RegExp(
      `keep an eye|date for the diary|for meetings|likeliest to (cross|meet)|(cross|meet|meeting|plans with)[^.]*\\b(early|mid-|late) ${MONTH}|(early|mid-|late) ${MONTH}[^.]*\\b(cross|meet|meeting|plans with)`,
      "i",
    );
    for (const { story } of BOOKS) for (const s of pages(story).flatMap(sentencesOf)) expect(s).not.toMatch(WINDOW);
  });

  it("names the other person on each page before calling them he or she", () => {
    const PRONOUN = /\b(he|she|him|her|his|hers)\b/i;
    const NAMED =
      /\b(soulmate|partner|someone (who|new|looking)|person|companion|company|friend|the one (meant|made|who|you|drawn)|this sketch|(?:a|the) (?:wo)?man)\b/i;
    let checked = 0;
    for (const { inputs, story } of BOOKS) {
      for (const page of pages(story)) {
        const at = page.search(PRONOUN);
        if (at < 0) continue;
        checked++;
        expect(
          page.slice(0, at),
          `${inputs.relationshipStatus}: …${page.slice(Math.max(0, at - 160), at + 40)}…`,
        ).toMatch(NAMED);
      }
    }
    // Fact sentences now say less of the other person than the stock lines did, the element page no longer
    // speaks of the soulmate's modality, the status lines only fill a short page, and a partnered or widowed
    // buyer's portrait draws no one (172 pages measured, 266 before); well over a hundred pages are still read.
    expect(checked).toBeGreaterThan(150);
  });
  it("says no word of character more than five times in a book, titles and symbols included", () => {
    // Review 33: "steady" nine times in one Taurus book ("a steady laugh", "a steady heart", "Where Two Steady Lines
    // Meet", "a steady pace"…). The stems are the book's words for a temperament.
    const WORDS = ["stead", "gentl", "quiet", "patien", "loyal", "tender", "calm", "kind"];
    let most = 0;
    for (const { inputs, story } of BOOKS) {
      const text = [
        story.title,
        story.dedication,
        ...story.panels.flatMap((p) => [p.title, p.text, ...p.symbols]),
        // The portrait's traits are its own words again, printed on the card.
        ...(story.portrait?.paragraphs ?? []),
        story.closing,
      ]
        .join(" ")
        .toLowerCase();
      for (const word of WORDS) {
        const count = text.match(new RegExp(`\\b${word}[a-z]*`, "g"))?.length ?? 0;
        most = Math.max(most, count);
        expect(count, `${word}… in a ${inputs.starSign} book (${inputs.relationshipStatus})`).toBeLessThanOrEqual(5);
      }
    }
    console.log(`FIGURE the most a word of character is said in one book, over ${BOOKS.length}: ${most}`);
  });
});
