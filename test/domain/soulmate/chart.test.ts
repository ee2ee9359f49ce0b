/**
 * The chart of a birthday as far as a date can tell it (astro.ts, chartOn), checked against
 * published dates, and the sentences written from it (story-text/chart.ts) for many buyers.
 */
import { describe, expect, it } from "vitest";
import { STAR_SIGNS } from "../../../src/shared/statuses";
import { chartOn, moonSunOn, sunLeavesSign, venusCompanionOn } from "../../../src/soulmate/astro";
import { storyContext } from "../../../src/soulmate/story-composer";
import * as chart from "../../../src/soulmate/story-text/chart";
import { type Line, type StoryContext, say } from "../../../src/soulmate/story-text/context";
import { ACCRA } from "./fixtures";
import { sharingBuyers } from "./sharing";

const day = (year: number, month: number, d: number) => ({ year, month, day: d });
const motion = (date: ReturnType<typeof day>, planet: string) =>
  chartOn(date, null).planets.find((p) => p.planet === planet)?.motion;

describe("the moon's age in words", () => {
  it("says a moon within a quarter-day of its next whole day is nearly that many days old (a buyer's review)", () => {
    const told = (month: number, d: number) => {
      const c = storyContext({
        starSign: "aries",
        birthday: day(1990, month, d),
        city: "Accra",
        place: ACCRA,
        preference: "men",
        relationshipStatus: "single",
        firstName: null,
      });
      const lines = chart.MOON_SIGN_LINES.map((line) => say(line, c)).join(" ");
      return { age: c.chart.moonAge, lines };
    };
    // USNO: new moon 18 October 1990, 15:37 UT. In Accra the day's midday is Greenwich noon: the moon was
    // 13.85 days old on 1 November and 14.85 on the 2nd, so neither is told as its whole days alone.
    const first = told(11, 1);
    expect(first.age).toBeCloseTo(13.8, 5);
    expect(first.lines).toContain("nearly fourteen days old");
    expect(first.lines).toContain("nearly fourteen days into its cycle");
    expect(told(11, 2).lines).toContain("nearly fifteen days old");
    // A tenth past a whole day is just that day: the next new moon came on 17 November at 09:05 UT, so at noon on
    // the 18th the moon was 1.1 days old.
    const after = told(11, 18);
    expect(after.age).toBeCloseTo(1.1, 5);
    expect(after.lines).toContain("a day old");
    expect(after.lines).not.toContain("nearly");
  });
});

describe("chartOn", () => {
  it("names the weekday of the date", () => {
    expect(chartOn(day(1969, 7, 20), null).weekday).toBe("Sunday");
    expect(chartOn(day(2000, 2, 29), 151.2).weekday).toBe("Tuesday");
  });

  it("tells a planet's backward loops as the almanacs date them", () => {
    // Mercury went retrograde 21 April to 14 May 2023; Jupiter 4 September to 31 December 2023.
    expect(motion(day(2023, 5, 1), "Mercury")).toBe("retrograde");
    expect(motion(day(2023, 6, 15), "Mercury")).toBe("direct");
    expect(motion(day(2023, 10, 15), "Jupiter")).toBe("retrograde");
    expect(motion(day(2023, 3, 1), "Jupiter")).toBe("direct");
  });

  it("tells Venus as the evening star, the morning star, or lost in the sun", () => {
    expect(chartOn(day(2023, 6, 4), null).venus).toBe("evening"); // greatest eastern elongation
    expect(chartOn(day(2023, 10, 23), null).venus).toBe("morning"); // greatest western elongation
    expect(chartOn(day(2023, 8, 13), null).venus).toBe("hidden"); // inferior conjunction
  });

  it("counts days from the last equinox or solstice, and knows the day of one", () => {
    // The December solstice of 2023 fell on 22 December, 03:27 UTC.
    expect(chartOn(day(2023, 12, 22), null).sinceTurn).toEqual({ point: "December solstice", days: 0 });
    expect(chartOn(day(2023, 12, 25), null).sinceTurn).toEqual({ point: "December solstice", days: 3 });
    expect(chartOn(day(2024, 1, 10), null).sinceTurn).toEqual({ point: "December solstice", days: 19 });
    expect(chartOn(day(2023, 4, 5), null).sinceTurn.point).toBe("March equinox");
  });

  it("says how far the sun had gone into its sign, and nothing on a day it changed sign", () => {
    // The sun entered Aries on 20 March 2023 at 21:24 UTC.
    const degree = chartOn(day(2023, 4, 5), null).sunDegree ?? -1;
    expect(degree).toBeGreaterThanOrEqual(14);
    expect(degree).toBeLessThanOrEqual(16);
    expect(chartOn(day(2023, 3, 20), null).sunDegree).toBeNull();
  });

  it("gives the moon one sign or the two it moved between, in order, and true distances", () => {
    let twice = 0;
    for (let d = 1; d <= 60; d++) {
      const date = new Date(Date.UTC(2021, 0, d));
      const c = chartOn(day(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()), 144);
      const [first, second] = c.moonSigns;
      if (second) {
        twice++;
        expect((STAR_SIGNS.indexOf(second) - STAR_SIGNS.indexOf(first ?? "aries") + 12) % 12).toBe(1);
      }
      expect(c.moonKm).toBeGreaterThan(355_000);
      expect(c.moonKm).toBeLessThan(407_000);
      expect(c.sunMillionKm).toBeGreaterThan(147);
      expect(c.sunMillionKm).toBeLessThan(152.2);
      expect(c.moonAge).toBeGreaterThanOrEqual(0);
      expect(c.moonAge).toBeLessThan(30);
    }
    // The moon spends about two and a half days in a sign, so on many days it changes sign.
    expect(twice).toBeGreaterThan(10);
    expect(twice).toBeLessThan(50);
  });
});

describe("sentences from the chart", () => {
  // The banks of lines read from the context alone; the closing's companion lines take the companion too (below).
  const lines = Object.entries(chart).filter(
    ([, value]) => Array.isArray(value) && value.every((line) => typeof line !== "function" || line.length <= 1),
  ) as [string, Line[]][];
  const contexts: StoryContext[] = sharingBuyers(60, "chart-lines").map(storyContext);

  it("finds the banks", () => {
    expect(lines.length).toBeGreaterThanOrEqual(10);
  });

  it("reads as whole, capitalised sentences with no gaps for every buyer", () => {
    for (const c of contexts) {
      for (const [name, bank] of lines) {
        for (const line of bank) {
          const text = typeof line === "string" ? line : line(c);
          expect(text, name).toMatch(/^[A-Z][\s\S]*\.$/);
          expect(text, name).not.toMatch(/undefined|null|NaN|\[object| {2}|\s[,.;:]|\b(\w+) \1\b/);
        }
      }
    }
  });

  it("reads the closing's companion lines as whole sentences too, for every buyer who has a companion", () => {
    let told = 0;
    for (const inputs of sharingBuyers(400, "companion-lines")) {
      const companion = venusCompanionOn(inputs.birthday, inputs.place);
      if (!companion || !inputs.place) continue;
      told++;
      const c = storyContext(inputs);
      for (const line of chart.VENUS_COMPANION_LINES) {
        const text = line(c, companion);
        expect(text).toMatch(/^[A-Z][\s\S]*\.$/);
        expect(text).not.toMatch(/undefined|null|NaN|\[object| {2}|\s[,.;:]|\b(\w+) \1\b/);
        expect(text).toContain(companion.planet);
      }
    }
    expect(told).toBeGreaterThan(0);
  });

  it("counts the moon's age from the last new moon, and rounds degrees (a buyer review's findings)", () => {
    // USNO: new moon 16 April 1988 12:00 UT, full moon 1 May 1988 23:41 UT. At Taupō's noon on 2 May
    // (00:15 UT, longitude 176.08) the moon was 15.5 days old and had been full 34 minutes before.
    expect(chartOn(day(1988, 5, 2), 176.08).moonAge).toBe(15.5);
    expect(moonSunOn(day(1988, 5, 2), { latitude: -38.68, longitude: 176.08 }).fullMoonHours).toBe(0);
    // The sun entered Virgo at 09:01 UT on 23 August 2023 (USNO); a Leo born on 15 August is told that date.
    const leaves = sunLeavesSign(day(2023, 8, 15), null);
    expect(leaves?.toISOString().slice(0, 10)).toBe("2023-08-23");
    expect(Math.abs((leaves?.getUTCHours() ?? 0) * 60 + (leaves?.getUTCMinutes() ?? 0) - (9 * 60 + 1))).toBeLessThan(
      10,
    );
    expect(sunLeavesSign(day(2023, 8, 23), null)).toBeNull();
  });
});
