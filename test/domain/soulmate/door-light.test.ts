/**
 * The door page's status line answers the fact before it, and the closing's farewell carries the moon the buyer
 * was born under (issue 25, item 5: more true facts, fewer stock lines). The night's length that picks the line is
 * checked against a separate calculation, the textbook sunrise equation, and each line is the one for what the
 * sky did over that town that day.
 */
import { describe, expect, it } from "vitest";
import { RELATIONSHIP_STATUSES } from "../../../src/shared/statuses";
import { daylightChange, moonSunOn } from "../../../src/soulmate/astro";
import type { Place } from "../../../src/soulmate/place";
import { composeStory, storyContext } from "../../../src/soulmate/story-composer";
import { SEASON_TURN_LINES } from "../../../src/soulmate/story-text/chart";
import { say } from "../../../src/soulmate/story-text/context";
import { MOON_TEXT } from "../../../src/soulmate/story-text/moon";
import { type DoorLight, nightLight, STATUS_TEXT } from "../../../src/soulmate/story-text/threshold";
import type { SoulmateInputs } from "../../../src/soulmate/types";
import { BALLARAT, BERGEN, DARWIN, NUMBER_SAID, numberIn, PORTO_ALEGRE, REYKJAVIK } from "./fixtures";

const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * Hours of night by the sunrise equation, cos ω = (sin h0 − sin φ sin δ) / (cos φ cos δ) with h0 = −0.833° for
 * refraction and the sun's disc, and the declination from Spencer's Fourier series (1971): a calculation apart
 * from astronomy-engine's rise and set searches, good to a few minutes.
 */
function textbookNightHours(latitude: number, birthday: SoulmateInputs["birthday"]): number {
  const start = Date.UTC(birthday.year, 0, 1);
  const dayOfYear = Math.round((Date.UTC(birthday.year, birthday.month - 1, birthday.day) - start) / 86_400_000);
  const g = (2 * Math.PI * dayOfYear) / 365;
  const declination =
    0.006918 -
    0.399912 * Math.cos(g) +
    0.070257 * Math.sin(g) -
    0.006758 * Math.cos(2 * g) +
    0.000907 * Math.sin(2 * g) -
    0.002697 * Math.cos(3 * g) +
    0.00148 * Math.sin(3 * g);
  const phi = rad(latitude);
  const cosOmega =
    (Math.sin(rad(-0.833)) - Math.sin(phi) * Math.sin(declination)) / (Math.cos(phi) * Math.cos(declination));
  const dayHours = (2 * ((Math.acos(Math.max(-1, Math.min(1, cosOmega))) * 180) / Math.PI)) / 15;
  return 24 - dayHours;
}

const buyer = (
  place: Place | null,
  birthday: SoulmateInputs["birthday"],
  status: SoulmateInputs["relationshipStatus"],
) =>
  ({
    starSign: "leo",
    birthday,
    city: place?.name ?? null,
    place,
    preference: "women",
    relationshipStatus: status,
    firstName: null,
  }) satisfies SoulmateInputs;

/** The status's lines for one kind of day, as said to this buyer. */
const linesFor = (inputs: SoulmateInputs, light: DoorLight) =>
  STATUS_TEXT[inputs.relationshipStatus].openings[light].map((line) => say(line, storyContext(inputs)));

const doorPage = (inputs: SoulmateInputs) =>
  composeStory(inputs, "ord_door").panels.find((p) => p.scene === "threshold")?.text ?? "";

describe("the door's status line answers the night after the town's sunset", () => {
  const towns = [BERGEN, REYKJAVIK, BALLARAT, PORTO_ALEGRE, DARWIN];
  const days = [
    { year: 1984, month: 6, day: 21 },
    { year: 1991, month: 12, day: 22 },
    { year: 1977, month: 3, day: 28 },
    { year: 2002, month: 9, day: 14 },
    { year: 1969, month: 10, day: 30 },
    { year: 1995, month: 2, day: 3 },
  ];

  it("measures the night within minutes of the sunrise equation, so the kind of day is the one a reader had", () => {
    let checked = 0;
    for (const place of towns)
      for (const birthday of days) {
        const night = moonSunOn(birthday, place).evening?.night ?? null;
        const textbook = textbookNightHours(place.latitude, birthday) * 60;
        // Bergen and Reykjavík in June have no true night, but the sun still sets and rises.
        expect(night, `${place.name} ${birthday.month}`).not.toBeNull();
        expect(Math.abs((night ?? 0) - textbook), `${place.name} ${birthday.month}/${birthday.day}`).toBeLessThan(12);
        checked++;
      }
    expect(checked).toBe(30);
  });

  it("tells a midsummer reader in Bergen of the light evening and a midwinter one of the early dark, for every status", () => {
    for (const status of ["single", "in-relationship", "just-curious"] as const) {
      const june = buyer(BERGEN, { year: 1984, month: 6, day: 21 }, status);
      const december = buyer(BERGEN, { year: 1991, month: 12, day: 22 }, status);
      expect(
        linesFor(june, "shortNight").some((line) => doorPage(june).includes(line)),
        status,
      ).toBe(true);
      expect(
        linesFor(december, "longNight").some((line) => doorPage(december).includes(line)),
        status,
      ).toBe(true);
      // The reverse is never said: no "early dark" in a Bergen June.
      expect(
        linesFor(june, "longNight").some((line) => doorPage(june).includes(line)),
        status,
      ).toBe(false);
    }
  });

  it("turns the seasons over in the south: Ballarat's June night is long and its December night short", () => {
    const june = buyer(BALLARAT, { year: 1984, month: 6, day: 21 }, "single");
    const december = buyer(BALLARAT, { year: 1991, month: 12, day: 22 }, "single");
    expect(linesFor(june, "longNight").some((line) => doorPage(june).includes(line))).toBe(true);
    expect(linesFor(december, "shortNight").some((line) => doorPage(december).includes(line))).toBe(true);
  });

  it("near an equinox says which way the days were going, by the town's hemisphere", () => {
    // 22 March: the days were lengthening in Bergen and shortening in Porto Alegre, the nights near twelve hours.
    const north = buyer(BERGEN, { year: 1977, month: 3, day: 22 }, "in-relationship");
    const south = buyer(PORTO_ALEGRE, { year: 1977, month: 3, day: 22 }, "in-relationship");
    expect(linesFor(north, "evenLengthening").some((line) => doorPage(north).includes(line))).toBe(true);
    expect(linesFor(south, "evenShortening").some((line) => doorPage(south).includes(line))).toBe(true);
  });

  it("tells Darwin's nights by their length, close to even only within half an hour of twelve hours, and claims no growing or shrinking days there", () => {
    // The sunrise equation gives Darwin's day at most about 40 seconds longer or shorter from one day to the next:
    // under the minute the lines about growing days need (a senior review found "a few minutes at a time" there).
    for (const birthday of days) {
      const next = { ...birthday, day: birthday.day + 1 };
      const textbook =
        (textbookNightHours(DARWIN.latitude, birthday) - textbookNightHours(DARWIN.latitude, next)) * 3600;
      expect(Math.abs(textbook), `${birthday.month}/${birthday.day}`).toBeLessThan(60);
      const inputs = buyer(DARWIN, birthday, "just-curious");
      const hours = textbookNightHours(DARWIN.latitude, birthday);
      // Ten minutes either side of a boundary are left to the two calculations' small differences.
      if (Math.abs(hours - 11.5) < 1 / 6 || Math.abs(hours - 12.5) < 1 / 6) continue;
      const light = hours < 11.5 ? "shortNight" : hours > 12.5 ? "longNight" : "evenNight";
      expect(
        linesFor(inputs, light).some((line) => doorPage(inputs).includes(line)),
        `${birthday.month}`,
      ).toBe(true);
      for (const growing of ["evenLengthening", "evenShortening"] as const)
        expect(linesFor(inputs, growing).some((line) => doorPage(inputs).includes(line))).toBe(false);
    }
  });

  it("without a town answers the sun against the clocks: early in early November, late in mid-February", () => {
    const november = buyer(null, { year: 1969, month: 11, day: 3 }, "single");
    const february = buyer(null, { year: 1995, month: 2, day: 12 }, "single");
    expect(doorPage(november)).toMatch(/minutes earlier than its average/);
    expect(linesFor(november, "sunEarly").some((line) => doorPage(november).includes(line))).toBe(true);
    expect(doorPage(february)).toMatch(/minutes later than its average/);
    expect(linesFor(february, "sunLate").some((line) => doorPage(february).includes(line))).toBe(true);
  });

  it("calls the days growing or shrinking only from a minute a day, and a night with no sunrise after it long", () => {
    expect(nightLight(12 * 60, 30)).toBe("evenNight");
    expect(nightLight(12 * 60, 90)).toBe("evenLengthening");
    expect(nightLight(12 * 60, -90)).toBe("evenShortening");
    expect(nightLight(12 * 60, null)).toBe("evenNight");
    expect(nightLight(10 * 60, -90)).toBe("shortNight");
    expect(nightLight(null, null)).toBe("longNight");
  });
});

describe("the closing's farewell carries the moon the buyer was born under", () => {
  it("names the same phase the moon page names, for every status", () => {
    for (const [i, status] of RELATIONSHIP_STATUSES.entries()) {
      for (const birthday of [
        { year: 1988, month: 4, day: 2 + i },
        { year: 1973, month: 11, day: 20 + i },
      ]) {
        const inputs = buyer(REYKJAVIK, birthday, status);
        const story = composeStory(inputs, `ord_farewell_${i}`);
        const c = storyContext(inputs);
        const phase = MOON_TEXT[c.phase].symbol;
        const farewell = STATUS_TEXT[status].farewells.map((f) => say(f, c)).find((f) => story.closing.endsWith(f));
        expect(farewell, `${status} ${birthday.month}`).toBeDefined();
        expect(farewell).toContain(phase);
        // The moon page tells the same phase in its own words.
        const moonPage = story.panels.find((p) => p.scene === "moon")?.text ?? "";
        expect(moonPage.toLowerCase()).toContain(MOON_TEXT[c.phase].was.replace(/^an? /, ""));
      }
    }
  });

  it("gives two buyers of one status born under different moons different farewells", () => {
    const a = buyer(null, { year: 1990, month: 1, day: 26 }, "widowed");
    const b = buyer(null, { year: 1990, month: 2, day: 9 }, "widowed");
    const [ca, cb] = [storyContext(a), storyContext(b)];
    expect(ca.phase).not.toBe(cb.phase);
    const said = (c: typeof ca) => STATUS_TEXT.widowed.farewells.map((f) => say(f, c));
    for (const [i, line] of said(ca).entries()) expect(line).not.toBe(said(cb)[i]);
  });
});

describe("the paths page's days over the town", () => {
  it("tells how much longer or shorter each day was, within half a minute of the sunrise equation", () => {
    let checked = 0;
    for (const place of [BERGEN, BALLARAT, PORTO_ALEGRE])
      for (const birthday of [
        { year: 1977, month: 3, day: 28 },
        { year: 2002, month: 9, day: 14 },
        { year: 1969, month: 10, day: 30 },
        { year: 1995, month: 2, day: 3 },
      ]) {
        const next = { ...birthday, day: birthday.day + 1 };
        const textbook =
          (textbookNightHours(place.latitude, birthday) - textbookNightHours(place.latitude, next)) * 3600;
        const change = daylightChange(place, birthday) ?? Number.NaN;
        expect(Math.abs(change - textbook), `${place.name} ${birthday.month}/${birthday.day}`).toBeLessThan(30);
        checked++;
      }
    expect(checked).toBe(12);
  });

  it("says it over a known town, to the nearest half minute, the way the days were going", () => {
    // Bergen, 28 March 1977: days five and a half minutes longer each day, a week after the equinox at 60 degrees north.
    const c = storyContext(buyer(BERGEN, { year: 1977, month: 3, day: 28 }, "single"));
    const line = SEASON_TURN_LINES.map((l) => say(l, c));
    for (const said of line)
      expect(said).toMatch(
        /each day over Bergen was about [a-z]+(?:-[a-z]+)?(?: and a half)? minutes longer than the one before\.$/,
      );
    // In words, as the book counts time, within a quarter of a minute.
    const [, count, half] = line[0]?.match(new RegExp(`about ${NUMBER_SAID}( and a half)? minutes`)) ?? [];
    const minutes = numberIn(count) + (half ? 0.5 : 0);
    expect(Math.abs(minutes * 60 - (daylightChange(BERGEN, c.inputs.birthday) ?? 0))).toBeLessThanOrEqual(15);
    // Without a town, both halves of the world.
    const none = storyContext(buyer(null, { year: 1977, month: 3, day: 28 }, "single"));
    expect(say(SEASON_TURN_LINES[0] as (typeof SEASON_TURN_LINES)[number], none)).toMatch(
      /close to equal the world over\.$/,
    );
  });
});
