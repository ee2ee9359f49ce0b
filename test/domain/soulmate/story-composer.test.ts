import { describe, expect, it } from "vitest";
import { SeededRandom } from "../../../src/lib/seeded-random";
import { formatBirthday, MONTH_NAMES } from "../../../src/shared/quiz";
import { PREFERENCES, RELATIONSHIP_STATUSES, STAR_SIGNS } from "../../../src/shared/statuses";
import { birthSky, moonPhaseOn, SIGN_FACTS } from "../../../src/soulmate/astro";
import {
  addressed,
  bookDisclaimer,
  composeStory,
  countWords,
  STORY_CLOSING_WORDS,
  STORY_PANEL_WORDS,
  storyContext,
} from "../../../src/soulmate/story-composer";
import { say } from "../../../src/soulmate/story-text/context";
import { STATUS_TEXT } from "../../../src/soulmate/story-text/threshold";
import { PANEL_SCENES, type PanelScene, type SoulmateInputs, type Story } from "../../../src/soulmate/types";
import { curled } from "../../../src/soulmate/typography";
import { sharingBuyers } from "./sharing";

const base: SoulmateInputs = {
  starSign: "libra",
  birthday: { day: 17, month: 10, year: 1992 },
  city: "Hobart",
  preference: "men",
  relationshipStatus: "single",
  firstName: "Ari",
};

const inputs = (over: Partial<SoulmateInputs> = {}): SoulmateInputs => ({ ...base, ...over });

/** Dates chosen to land on every moon phase between them. */
const BIRTHDAYS = [
  { day: 6, month: 1, year: 2000 }, // new
  { day: 10, month: 1, year: 2000 }, // waxing crescent
  { day: 14, month: 1, year: 2000 }, // first quarter
  { day: 18, month: 1, year: 2000 }, // waxing gibbous
  { day: 21, month: 1, year: 2000 }, // full
  { day: 25, month: 1, year: 2000 }, // waning gibbous
  { day: 28, month: 1, year: 2000 }, // last quarter
  { day: 2, month: 2, year: 2000 }, // waning crescent
];

/** All the reader-facing text of a story. */
const allText = (story: Story) =>
  [
    story.title,
    story.subtitle,
    story.dedication,
    ...story.panels.flatMap((p) => [p.title, p.text]),
    story.closing,
  ].join("\n");

/** A story's page of one scene, wherever the chart put it. */
const pageOf = (story: Story, scene: PanelScene) => story.panels.find((p) => p.scene === scene);

const sentencesOf = (story: Story) => story.panels.flatMap((p) => p.text.split(/(?<=[.!?])\s+/)).map((s) => s.trim());

function* grid(): Generator<SoulmateInputs> {
  let i = 0;
  for (const starSign of STAR_SIGNS) {
    for (const relationshipStatus of RELATIONSHIP_STATUSES) {
      for (const city of [null, "Hobart", "Wagga Wagga"]) {
        for (const firstName of [null, "Ari", "Mary-Kate Olsen-Thompson"]) {
          const preference = PREFERENCES[i % 2] ?? "men";
          const birthday = BIRTHDAYS[i % BIRTHDAYS.length] ?? base.birthday;
          i++;
          yield { starSign, relationshipStatus, city, firstName, preference, birthday };
        }
      }
    }
  }
}

describe("astro", () => {
  it("uses the traditional signs, glyphs and modern rulers", () => {
    expect(SIGN_FACTS.libra).toMatchObject({
      name: "Libra",
      element: "air",
      modality: "cardinal",
      rulingPlanet: "Venus",
    });
    expect(SIGN_FACTS.scorpio.rulingPlanet).toBe("Pluto");
    expect(SIGN_FACTS.cancer.rulingPlanet).toBe("Moon");
    expect(SIGN_FACTS.leo.rulingPlanet).toBe("Sun");
    expect(STAR_SIGNS.map((s) => SIGN_FACTS[s].glyph.codePointAt(0))).toEqual(STAR_SIGNS.map((_, i) => 0x2648 + i));
    const rulers = new Set(STAR_SIGNS.map((s) => SIGN_FACTS[s].rulingPlanet));
    expect(rulers.size).toBe(10);
  });

  it("computes the real moon phase for known dates", () => {
    // New moon of 6 January 2000.
    expect(moonPhaseOn({ day: 6, month: 1, year: 2000 })).toMatchObject({ name: "New Moon" });
    expect(moonPhaseOn({ day: 6, month: 1, year: 2000 }).illumination).toBeLessThan(0.02);
    // Total lunar eclipse night of 20–21 January 2000.
    const eclipse = moonPhaseOn({ day: 21, month: 1, year: 2000 });
    expect(eclipse.name).toBe("Full Moon");
    expect(eclipse.illumination).toBeGreaterThan(0.98);
    // Total solar eclipse of 11 August 1999: the moon was new.
    const solar = moonPhaseOn({ day: 11, month: 8, year: 1999 });
    expect(solar.name).toBe("New Moon");
    expect(Math.min(solar.angle, 360 - solar.angle)).toBeLessThan(5);
    // Quarters of the same lunation.
    expect(moonPhaseOn({ day: 14, month: 1, year: 2000 })).toMatchObject({ name: "First Quarter", waxing: true });
    expect(moonPhaseOn({ day: 28, month: 1, year: 2000 })).toMatchObject({ name: "Last Quarter", waxing: false });
  });

  it("covers every phase across one lunation of test birthdays", () => {
    const names = BIRTHDAYS.map((birthday) => moonPhaseOn(birthday).name);
    expect(new Set(names).size).toBe(8);
  });

  it("builds the birth sky from the sign and the date", () => {
    const sky = birthSky(inputs({ starSign: "pisces", birthday: { day: 21, month: 1, year: 2000 } }));
    expect(sky).toMatchObject({ sign: "pisces", signName: "Pisces", glyph: "\u2653", element: "water" });
    expect(sky.moon.name).toBe("Full Moon");
  });
});

describe("SeededRandom", () => {
  it("repeats the same sequence for the same seed, pinned so a change of algorithm is noticed", () => {
    const a = new SeededRandom("order-123");
    expect([a.nextUint32(), a.nextUint32(), a.nextUint32()]).toEqual([3446463264, 3502838786, 1641422130]);
    const b = new SeededRandom("order-124");
    expect(b.nextUint32()).not.toBe(3446463264);
  });

  it("keeps int, pick and shuffle within their contracts", () => {
    const r = new SeededRandom("helpers");
    for (let i = 0; i < 500; i++) {
      const n = r.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      expect(Number.isInteger(n)).toBe(true);
    }
    const items = ["a", "b", "c", "d", "e"] as const;
    expect(items).toContain(r.pick(items));
    const shuffled = r.shuffle(items);
    expect([...shuffled].sort()).toEqual([...items]);
    expect(items).toEqual(["a", "b", "c", "d", "e"]);
    expect(() => r.pick([])).toThrow();
  });
});

describe("countWords", () => {
  it("counts tokens with letters or digits, not spaced dashes", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  The moon – full, and 99 per cent lit.\n\nNext  ")).toBe(9);
  });
});

/**
 * The tests that write every book of the grid (540): about 3 s each on an idle 2-core machine, and past the
 * 20 s default once under a full `npm test` beside the other layers.
 */
const GRID_TIMEOUT = 60_000;

describe("composeStory", () => {
  it(
    "gives the moon's lit share once, with its hour (midday), so it cannot be mistaken for the star chart's dusk figure",
    () => {
      for (const over of grid()) {
        const story = composeStory(over, "ord_5");
        const text = [allText(story), ...(story.portrait?.paragraphs ?? [])].join("\n");
        const figures = text.match(/\b\d+(?: per cent|%)(?! illuminated)[^.]*/g) ?? [];
        const moonFigures = figures.filter((f) => /of its (face|disc)|lit\b/.test(f));
        expect(moonFigures.length, JSON.stringify(over)).toBeLessThanOrEqual(1);
        for (const f of moonFigures) expect(f, JSON.stringify(over)).toMatch(/at midday/);
      }
    },
    GRID_TIMEOUT,
  );

  it(
    "tells each fact of the day once in a book: the weekday, the turn of the year, the moon's age, and hands the page back once",
    () => {
      const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, "gi"))?.length ?? 0;
      for (const over of grid()) {
        const story = composeStory(over, "ord_7");
        const text = [allText(story), ...(story.portrait?.paragraphs ?? [])].join("\n");
        const label = JSON.stringify(over);
        const { year, month, day } = over.birthday;
        const weekday = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString("en-AU", {
          weekday: "long",
          timeZone: "UTC",
        });
        expect(count(text, new RegExp(`\\b${weekday}\\b`)), label).toBeLessThanOrEqual(1);
        expect(count(text, /\b(solstice|equinox)\b/), label).toBeLessThanOrEqual(1);
        expect(count(text, /\bdays? old\b/), label).toBeLessThanOrEqual(1);
        expect(count(text, /\bwhatever comes next\b/), label).toBeLessThanOrEqual(1);
      }
    },
    GRID_TIMEOUT,
  );

  it(
    "never gives a fire buyer's soulmate a fire of their own, since the book draws them in air",
    () => {
      for (const over of grid()) {
        if (SIGN_FACTS[over.starSign].element !== "fire") continue;
        for (const seed of ["ord_1", "ord_2", "ord_3"]) {
          const story = composeStory(over, seed);
          // Beside a partner, or widowed, the portrait is of the reader's own heart, drawn in their own element
          // (reviews 22 and 23).
          const ownHeart = over.relationshipStatus === "widowed" || over.relationshipStatus === "in-relationship";
          expect(story.portrait?.element).toBe(ownHeart ? "fire" : "air");
          expect(allText(story)).not.toMatch(/\bspark of (his|her|their) own\b/);
        }
      }
    },
    GRID_TIMEOUT,
  );

  it("is deterministic for the same inputs and seed", () => {
    const first = composeStory(inputs(), "ord_42");
    const second = composeStory(structuredClone(inputs()), "ord_42");
    expect(second).toEqual(first);
  });

  it("writes the eight panels in order, with titles and 2–5 symbols each", () => {
    const story = composeStory(inputs(), "ord_1");
    expect(story.panels.map((p) => p.scene).sort()).toEqual([...PANEL_SCENES].sort());
    for (const panel of story.panels) {
      expect(panel.title.length).toBeGreaterThan(3);
      expect(panel.symbols.length).toBeGreaterThanOrEqual(2);
      expect(panel.symbols.length).toBeLessThanOrEqual(5);
      for (const symbol of panel.symbols) expect(symbol.length).toBeLessThanOrEqual(60);
      // Paragraphs separated by one blank line, no stray line breaks inside them.
      for (const paragraph of panel.text.split("\n\n")) expect(paragraph).toMatch(/^[^\n]+$/);
    }
    expect(story.title).toMatch(/^The /);
    expect(story.subtitle).toBe("A soulmate story for Ari");
    expect(story.dedication).toContain("Ari");
  });

  it("writes the birthday in the dedication in words, as a dedication is written, not 'the 129th day of 1987'", () => {
    const cases: [SoulmateInputs["birthday"], string][] = [
      [{ day: 1, month: 1, year: 1990 }, "the first of January 1990"],
      [{ day: 2, month: 2, year: 1990 }, "the second of February 1990"],
      [{ day: 3, month: 3, year: 1990 }, "the third of March 1990"],
      [{ day: 9, month: 5, year: 1987 }, "the ninth of May 1987"],
      [{ day: 11, month: 6, year: 1990 }, "the eleventh of June 1990"],
      [{ day: 12, month: 7, year: 1990 }, "the twelfth of July 1990"],
      [{ day: 20, month: 8, year: 1990 }, "the twentieth of August 1990"],
      [{ day: 21, month: 4, year: 1990 }, "the twenty-first of April 1990"],
      [{ day: 22, month: 10, year: 1990 }, "the twenty-second of October 1990"],
      [{ day: 31, month: 12, year: 2000 }, "the thirty-first of December 2000"],
    ];
    for (const [birthday, said] of cases) {
      const story = composeStory(inputs({ birthday }), "ord_1");
      expect(story.dedication).toContain(said);
      expect(story.dedication).not.toMatch(/\d+(?:st|nd|rd|th)\b|\bday \d+ of\b/);
    }
  });

  it(
    "writes 80–150 words in every panel and 40–90 in the closing, across signs, statuses, places and names",
    () => {
      let stories = 0;
      for (const answers of grid()) {
        const story = composeStory(answers, `grid-${stories++}`);
        for (const panel of story.panels) {
          const words = countWords(panel.text);
          expect(words, `${answers.starSign} ${answers.relationshipStatus} ${panel.scene}`).toBeGreaterThanOrEqual(
            STORY_PANEL_WORDS.min,
          );
          expect(words, `${answers.starSign} ${answers.relationshipStatus} ${panel.scene}`).toBeLessThanOrEqual(
            STORY_PANEL_WORDS.max,
          );
        }
        const closing = countWords(story.closing);
        expect(closing).toBeGreaterThanOrEqual(STORY_CLOSING_WORDS.min);
        expect(closing).toBeLessThanOrEqual(STORY_CLOSING_WORDS.max);
      }
      expect(stories).toBe(12 * 5 * 3 * 3);
    },
    GRID_TIMEOUT,
  );

  it("names the real birth moon in the moon panel", () => {
    const full = pageOf(composeStory(inputs({ birthday: { day: 21, month: 1, year: 2000 } }), "ord_1"), "moon");
    expect(full?.symbols).toContain("full moon");
    expect(full?.text).toMatch(/\bfull\b/);
    const fresh = pageOf(composeStory(inputs({ birthday: { day: 11, month: 8, year: 1999 } }), "ord_1"), "moon");
    expect(fresh?.symbols).toContain("new moon");
    expect(fresh?.text).toMatch(/new moon|moon was new/);
    const quarter = pageOf(composeStory(inputs({ birthday: { day: 28, month: 1, year: 2000 } }), "ord_1"), "moon");
    expect(quarter?.text).toMatch(/last quarter|last-quarter/);
  });

  it("orders the pages by the chart: every page once, the constellation first and the meeting place last", () => {
    const orders = new Set<string>();
    for (const [i, starSign] of STAR_SIGNS.entries()) {
      for (const relationshipStatus of RELATIONSHIP_STATUSES) {
        const scenes = composeStory(inputs({ starSign, relationshipStatus }), `ord_${i}`).panels.map((p) => p.scene);
        expect([...scenes].sort()).toEqual([...PANEL_SCENES].sort());
        expect(scenes[0]).toBe("constellation");
        expect(scenes.at(-1)).toBe("union");
        // The same buyer always gets the same order, whatever the order id.
        expect(composeStory(inputs({ starSign, relationshipStatus }), "ord_other").panels.map((p) => p.scene)).toEqual(
          scenes,
        );
        orders.add(scenes.join(" "));
      }
    }
    expect(orders.size).toBeGreaterThanOrEqual(30);
  });

  it("says once, on the back cover and the web story's foot, that the story is symbolic, and not in the closing", () => {
    // Two buyer reviews read the disclaimer between the far planet and the farewell as cold (decision 0090).
    for (let i = 0; i < 20; i++) {
      const said = bookDisclaimer(inputs(), `ord_${i}`);
      expect(said).toMatch(/symbol/);
      expect(said).toMatch(/entertainment/);
      expect(composeStory(inputs(), `ord_${i}`).closing).not.toMatch(/entertainment|symbolic|predict|forecast/);
    }
  });

  it("joins the disclaimer to the buyer's own birthday, and opens the closing on the sky of that day, then a farewell of its own", () => {
    for (const [i, birthday] of [
      { day: 9, month: 11, year: 1978 },
      { day: 29, month: 2, year: 2000 },
    ].entries()) {
      const buyer = inputs({ birthday });
      const closing = composeStory(buyer, `ord_${i}`).closing;
      expect(bookDisclaimer(buyer, `ord_${i}`)).toContain(formatBirthday(birthday));
      expect(closing).toMatch(/(Neptune|Uranus), .*(million|billion) kilometres away[^;]*\. \p{Lu}/u);
      // The farewell is a sentence of its own, not spliced onto the planet with a semicolon (a buyer's review).
      const farewells = STATUS_TEXT[buyer.relationshipStatus].farewells.map((f) => say(f, storyContext(buyer)));
      // Spoken to the reader by name when there is one ("Ari, may…").
      expect(farewells.some((f) => closing.endsWith(` ${addressed(buyer.firstName, f)}`))).toBe(true);
    }
  });

  it("opens every closing on the sky, however long the name and the farewell, and words the disclaimer five ways", () => {
    // Review 31: a widowed reader's closing opened on the disclaimer, cold, when the far planet gave way to a long one.
    const disclaimers = new Set<string>();
    for (const [i, buyer] of sharingBuyers(200, "closing-sky").entries()) {
      const closing = composeStory(buyer, `closing-${i}`).closing;
      const first = closing.split(/(?<=\.)\s+/)[0] ?? "";
      expect(first, closing).toMatch(/Neptune|Uranus|Venus/);
      disclaimers.add(bookDisclaimer(buyer, `closing-${i}`).replace(/ (?:over|on) .*? \d{4}/, ""));
    }
    // The back cover's disclaimer is worded five ways, taken by the order.
    expect(disclaimers.size).toBe(5);
  });

  it("leaves a widowed reader's door open with an if or a wish, naming whom they prefer, and puts a couple's door third", () => {
    let hopes = 0;
    for (const [i, buyer] of sharingBuyers(200, "widowed-door").entries()) {
      const story = composeStory(buyer, `door-${i}`);
      const door = story.panels.find((p) => p.scene === "threshold")?.text ?? "";
      if (buyer.relationshipStatus === "in-relationship") expect(story.panels[2]?.scene).toBe("threshold");
      const HOPE = /\b(?:a|the) (?:wo)?man\b/;
      if (buyer.relationshipStatus !== "widowed") {
        expect(door).not.toMatch(HOPE);
        continue;
      }
      const hope = door.split(/(?<=\.)\s+/).find((s) => HOPE.test(s));
      if (!hope) continue;
      hopes++;
      // Never a promise: a widowed reader decides (decision 0090), and the portrait imagines no one (decision 0075).
      expect(hope).toMatch(/\b(?:if|should|whether|may)\b/i);
      expect(hope).not.toMatch(/\bwill\b/);
      // Whom the buyer said they prefer, named plainly (review 33: "new company" read as a hedge to a widower).
      expect(hope).toMatch(buyer.preference === "women" ? /\bwoman\b/ : /\bman\b/);
      expect(hope).not.toMatch(buyer.preference === "women" ? /\b(?:a|the) man\b|\bhe\b/ : /\bwoman\b|\bshe\b/);
      // After the page's new moon, whose month it carries.
      const moon = door.match(/began again on \d+ (\w+)|new moon came [^,]+, on \d+ (\w+)/);
      expect(door.indexOf(hope)).toBeGreaterThan(door.search(/new moon|began again on/));
      const onBirthday = MONTH_NAMES[buyer.birthday.month - 1];
      expect(hope).toContain(
        moon?.[1] ?? moon?.[2] ?? (/(?:birthday|that day) itself/.test(door) ? onBirthday : "no month"),
      );
    }
    expect(hopes).toBeGreaterThanOrEqual(20);
  });

  it("speaks to a named reader by name on the first page and in the last words, where the sentence allows", () => {
    // A review: the buyer's name was never seen past the cover and the dedication.
    let first = 0;
    let last = 0;
    for (let i = 0; i < 12; i++) {
      const story = composeStory(inputs({ firstName: "Ari" }), `ord_named_${i}`);
      // "Ari, on the day you were born…", or an opening that names the reader already ("You were born, Ari, …").
      if (/^Ari, [a-z]|^[^.]*\bAri\b/.test(story.panels[0]?.text ?? "")) first++;
      if (/ Ari, [a-z][^.]*\.$/.test(story.closing)) last++;
      const unnamed = composeStory(inputs({ firstName: null }), `ord_named_${i}`);
      expect(unnamed.panels[0]?.text).toMatch(/^[A-Z]/);
    }
    expect(first).toBeGreaterThan(9);
    expect(last).toBeGreaterThan(6);
    // Only before a word that reads as well after it, and never a name too long to open a sentence.
    expect(addressed("Ari", "On your birthday the moon was full.")).toBe("Ari, on your birthday the moon was full.");
    expect(addressed("Ari", "Taurus is a fixed earth sign.")).toBe("Taurus is a fixed earth sign.");
    expect(addressed("Ari", "Ari, the sky remembers.")).toBe("Ari, the sky remembers.");
    expect(addressed("Maximiliana Alessandra Fitzgerald", "On your birthday…")).toBe("On your birthday…");
    // A name typed in lower case is not set at the head of a page.
    expect(addressed("mia", "On your birthday the moon was full.")).toBe("On your birthday the moon was full.");
  });

  it("tells different readers substantially different stories", () => {
    const a = composeStory(inputs(), "ord_same");
    const b = composeStory(
      inputs({
        starSign: "taurus",
        birthday: { day: 6, month: 5, year: 1981 },
        city: null,
        preference: "women",
        relationshipStatus: "widowed",
        firstName: null,
      }),
      "ord_same",
    );
    const bSentences = new Set(sentencesOf(b));
    const aSentences = sentencesOf(a);
    const shared = aSentences.filter((s) => bSentences.has(s)).length;
    expect(shared / aSentences.length).toBeLessThan(0.4);
    for (const panel of a.panels) expect(panel.text).not.toBe(pageOf(b, panel.scene)?.text);
  });

  it("keeps any two readers who differ in sign, moon and status well apart", () => {
    const pairs: [SoulmateInputs, SoulmateInputs][] = [];
    for (let i = 0; i < STAR_SIGNS.length; i++) {
      const next = (i + 5) % STAR_SIGNS.length;
      pairs.push([
        inputs({
          starSign: STAR_SIGNS[i],
          birthday: BIRTHDAYS[i % 8],
          relationshipStatus: RELATIONSHIP_STATUSES[i % 5],
        }),
        inputs({
          starSign: STAR_SIGNS[next],
          birthday: BIRTHDAYS[(i + 3) % 8],
          relationshipStatus: RELATIONSHIP_STATUSES[(i + 2) % 5],
        }),
      ]);
    }
    for (const [x, y] of pairs) {
      const a = sentencesOf(composeStory(x, "ord_1"));
      const b = new Set(sentencesOf(composeStory(y, "ord_1")));
      expect(a.filter((s) => b.has(s)).length / a.length).toBeLessThan(0.4);
    }
  });

  it("varies the same reader's story from one order to the next", () => {
    const stories = Array.from({ length: 12 }, (_, i) => composeStory(inputs(), `ord_${i}`));
    const first = stories[0] as Story;
    expect(stories.some((s) => JSON.stringify(s) !== JSON.stringify(first))).toBe(true);
    for (const scene of PANEL_SCENES) {
      const texts = new Set(stories.map((s) => s.panels.find((p) => p.scene === scene)?.text));
      expect(texts.size, scene).toBeGreaterThan(3);
    }
    expect(new Set(stories.map((s) => s.title)).size).toBeGreaterThan(2);
  });

  it("writes sign-specific, status-specific and planet-specific passages", () => {
    const constellations = STAR_SIGNS.map(
      (starSign) => pageOf(composeStory(inputs({ starSign }), "ord_1"), "constellation")?.text,
    );
    expect(new Set(constellations).size).toBe(12);
    const planets = STAR_SIGNS.map(
      (starSign) => pageOf(composeStory(inputs({ starSign }), "ord_1"), "planet")?.symbols[0],
    );
    expect(new Set(planets).size).toBe(10);
    const thresholds = RELATIONSHIP_STATUSES.map((relationshipStatus) =>
      pageOf(composeStory(inputs({ relationshipStatus }), "ord_1"), "threshold"),
    );
    expect(new Set(thresholds.map((p) => p?.symbols[0])).size).toBe(5);
    const widowed = thresholds[RELATIONSHIP_STATUSES.indexOf("widowed")]?.text ?? "";
    expect(widowed).not.toMatch(/let's play|biscuit|just curious/i);
  });

  it("adapts gracefully when the city and the name are skipped", () => {
    for (const [i, starSign] of STAR_SIGNS.entries()) {
      for (const relationshipStatus of RELATIONSHIP_STATUSES) {
        const story = composeStory(inputs({ starSign, relationshipStatus, city: null, firstName: null }), `ord_${i}`);
        const text = allText(story);
        expect(text).not.toMatch(/\bnull\b|\bundefined\b|NaN|\$\{|\[object/);
        expect(text).not.toMatch(/\s[,.;:]|\s{3,}| {2}/);
        expect(story.subtitle).toMatch(
          new RegExp(`^A soulmate story (written under|told under the sign of) ${SIGN_FACTS[starSign].name}$`),
        );
        expect(story.dedication).toMatch(/\byou\b/);
        const city = pageOf(story, "city");
        expect(city?.scene).toBe("city");
        expect(countWords(city?.text ?? "")).toBeGreaterThanOrEqual(STORY_PANEL_WORDS.min);
        expect(city?.text).toMatch(/home|road|horizon/);
        expect(city?.symbols).toContain("the open road");
      }
    }
  });

  it("uses the town by name in the city panel, naturally and not too often", () => {
    for (let i = 0; i < 30; i++) {
      const panel = pageOf(composeStory(inputs({ city: "Wagga Wagga" }), `ord_${i}`), "city");
      const uses = (panel?.text ?? "").split("Wagga Wagga").length - 1;
      expect(uses).toBeGreaterThanOrEqual(1);
      expect(uses).toBeLessThanOrEqual(2);
    }
  });

  it("uses the first name two to four times across the book", () => {
    for (let i = 0; i < 40; i++) {
      const story = composeStory(inputs({ firstName: "Wren", starSign: STAR_SIGNS[i % 12] }), `ord_${i}`);
      const uses = allText(story).split("Wren").length - 1;
      expect(uses).toBeGreaterThanOrEqual(2);
      expect(uses).toBeLessThanOrEqual(4);
    }
  });

  it("passes hostile strings through verbatim without breaking the word limits", () => {
    const firstName = "<script>alert(1)</script>";
    const city = `"Robert'); DROP TABLE--`;
    const story = composeStory(inputs({ firstName, city }), "ord_x");
    expect(story.subtitle).toBe(`A soulmate story for ${firstName}`);
    expect([story.dedication, ...story.panels.map((p) => p.text)].join("\n")).toContain(firstName);
    // What the buyer typed is set exactly as given, though the book's own quotes around it are curled (typography.ts).
    expect(pageOf(story, "city")?.text).toContain(city);
    expect(curled(`the town's name, ${city}, and O'Brien's`, [city, "O'Brien"])).toBe(
      `the town’s name, ${city}, and O'Brien’s`,
    );
    expect(curled(`for '><a href=x>x</a>'s sake`, ["'><a href=x>x</a>"])).toBe(`for '><a href=x>x</a>’s sake`);
    for (const panel of story.panels) {
      expect(countWords(panel.text)).toBeGreaterThanOrEqual(STORY_PANEL_WORDS.min);
      expect(countWords(panel.text)).toBeLessThanOrEqual(STORY_PANEL_WORDS.max);
    }
  });

  it("stays in range when a name or a town is absurdly long", () => {
    const firstName = Array.from({ length: 80 }, (_, i) => `Name${i}`).join(" ");
    const city = Array.from({ length: 200 }, (_, i) => `Town${i}`).join(" ");
    for (const starSign of STAR_SIGNS) {
      const story = composeStory(inputs({ starSign, firstName, city }), "ord_long");
      for (const panel of story.panels) {
        expect(countWords(panel.text)).toBeGreaterThanOrEqual(STORY_PANEL_WORDS.min);
        expect(countWords(panel.text)).toBeLessThanOrEqual(STORY_PANEL_WORDS.max);
        expect(panel.title.length).toBeLessThanOrEqual(80);
        for (const symbol of panel.symbols) expect(symbol.length).toBeLessThanOrEqual(60);
      }
      expect(countWords(story.closing)).toBeLessThanOrEqual(STORY_CLOSING_WORDS.max);
    }
  });

  it("refers to the other person consistently as he or she, following the preference", () => {
    // A book may name the person only by noun ("your soulmate") when each page uses one pronoun at most.
    let withHe = 0;
    let withShe = 0;
    for (const [i, starSign] of STAR_SIGNS.entries()) {
      for (const relationshipStatus of RELATIONSHIP_STATUSES) {
        const men = allText(composeStory(inputs({ starSign, relationshipStatus, preference: "men" }), `ord_${i}`));
        expect(men).not.toMatch(/\b(she|her|hers|herself)\b/i);
        if (/\b(he|him|his)\b/.test(men)) withHe++;
        const women = allText(composeStory(inputs({ starSign, relationshipStatus, preference: "women" }), `ord_${i}`));
        expect(women).not.toMatch(/\b(he|him|his|himself)\b/i);
        if (/\b(she|her)\b/.test(women)) withShe++;
      }
    }
    const books = STAR_SIGNS.length * RELATIONSHIP_STATUSES.length;
    // Since the element page stopped lending the soulmate a modality ("in this story she shares that fixed
    // nature"), fewer pages speak of the other person at all: 23 and 26 of these 60 books do, measured.
    expect(withHe).toBeGreaterThan(books * 0.3);
    expect(withShe).toBeGreaterThan(books * 0.3);
  });

  it(
    "writes plain text in Australian spelling, with no emojis or markup",
    () => {
      for (const answers of grid()) {
        const text = allText(composeStory(answers, "ord_style"));
        expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
        expect(text).not.toMatch(/[<>*_#`]/);
        expect(text).not.toMatch(/\b(color|colors|realize|realized|recognize|center|favorite|honor|gray|traveler)\b/i);
      }
    },
    GRID_TIMEOUT,
  );
});
