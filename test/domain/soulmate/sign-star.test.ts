/**
 * The constellation page's star, the moon's change of sign and the planets against the sun, checked
 * against textbook formulas (textbook-sky.ts) rather than astronomy-engine: the sentence a buyer
 * reads must agree with a separate calculation for towns in both hemispheres.
 */
import { Body, Ecliptic, GeoVector, MakeTime } from "astronomy-engine";
import { describe, expect, it } from "vitest";
import type { StarSign } from "../../../src/shared/statuses";
import { compassPoint, townSky } from "../../../src/soulmate/astro";
import type { Place } from "../../../src/soulmate/place";
import { storyContext } from "../../../src/soulmate/story-composer";
import { MOON_SIGN_LINES } from "../../../src/soulmate/story-text/chart";
import { worldwidePlanetsLine } from "../../../src/soulmate/story-text/city";
import { say } from "../../../src/soulmate/story-text/context";
import { signStarLine } from "../../../src/soulmate/story-text/signs";
import type { SoulmateInputs } from "../../../src/soulmate/types";
import { ACCRA, BERGEN, NUMBER_SAID, numberIn, PORTO_ALEGRE, REYKJAVIK, town } from "./fixtures";
import { horizontal, julianDay, moonLongitude } from "./textbook-sky";

const ROTORUA = town("Rotorua", "NZ", -38.13874, 176.24516);

/** The named stars in degrees (Yale Bright Star Catalogue, J2000). */
const STARS: Partial<Record<StarSign, { name: string; ra: number; dec: number }>> = {
  leo: { name: "Regulus", ra: 152.0929, dec: 11.9672 },
  aquarius: { name: "Sadalsuud", ra: 322.8897, dec: -5.5712 },
  scorpio: { name: "Antares", ra: 247.3519, dec: -26.432 },
  sagittarius: { name: "Kaus Australis", ra: 276.043, dec: -34.3846 },
  virgo: { name: "Spica", ra: 201.2983, dec: -11.1613 },
  taurus: { name: "Aldebaran", ra: 68.9802, dec: 16.5093 },
};

function buyer(starSign: StarSign, place: Place | null, birthday: SoulmateInputs["birthday"]): SoulmateInputs {
  return {
    starSign,
    birthday,
    city: place?.name ?? null,
    place,
    preference: "women",
    relationshipStatus: "single",
    firstName: null,
  };
}

/** An hour of the clock as the book says it, written here apart from the book's own words. */
/** A moment to the nearest five minutes, in the book's words: "midnight", "5 in the afternoon", "10:25 in the evening". */
const hourWords = (hour: number, minute = 0) => {
  const period = `in the ${hour < 12 ? "morning" : hour < 17 ? "afternoon" : "evening"}`;
  if (minute !== 0) return `${hour % 12 || 12}:${String(minute).padStart(2, "0")} ${period}`;
  return hour === 0 ? "midnight" : hour === 12 ? "midday" : `${hour % 12} ${period}`;
};
const FIVE_MINUTES = 300_000;

const CASES: { sign: StarSign; place: Place; birthday: SoulmateInputs["birthday"] }[] = [
  { sign: "leo", place: BERGEN, birthday: { day: 18, month: 8, year: 1979 } },
  { sign: "leo", place: ROTORUA, birthday: { day: 2, month: 3, year: 1990 } },
  { sign: "aquarius", place: PORTO_ALEGRE, birthday: { day: 25, month: 1, year: 1988 } },
  { sign: "scorpio", place: ROTORUA, birthday: { day: 20, month: 6, year: 1975 } },
  { sign: "scorpio", place: BERGEN, birthday: { day: 5, month: 11, year: 2001 } },
  { sign: "virgo", place: PORTO_ALEGRE, birthday: { day: 10, month: 5, year: 1966 } },
  { sign: "taurus", place: REYKJAVIK, birthday: { day: 1, month: 12, year: 1999 } },
  { sign: "taurus", place: ROTORUA, birthday: { day: 28, month: 4, year: 2003 } },
];

describe("where the sign's star stood at dusk over the town", () => {
  for (const { sign, place, birthday } of CASES) {
    it(`${STARS[sign]?.name} over ${place.name} on ${birthday.day}/${birthday.month}/${birthday.year}`, () => {
      const star = STARS[sign];
      if (!star) throw new Error("no star");
      const line = signStarLine(storyContext(buyer(sign, place, birthday)));
      const dusk = townSky(place, birthday).dusk;
      if (!dusk) throw new Error("no dusk");
      const at = (ms: number) =>
        horizontal(star.ra, star.dec, place.latitude, place.longitude, julianDay(new Date(ms)));
      const { altitude, azimuth } = at(dusk.getTime());
      expect(line).toContain(place.name);
      const up = line.match(/ stood .*?, (\d+) degrees above the horizon\./);
      const gone = line.match(
        new RegExp(`had already gone down in the ([a-z-]+), about ${NUMBER_SAID} (hours?|minutes) before`),
      );
      const rises = line.match(
        new RegExp(`had not yet risen; it came up over the horizon about ${NUMBER_SAID} (hours?|minutes) later`),
      );
      const low = line.match(
        /(?:hung (?:about \d+ degrees?|less than a degree) above the horizon in the|only just clearing the horizon in the) ([a-z-]+)/,
      );
      const span = (n: string | undefined, unit: string | undefined) =>
        numberIn(n) * (unit?.startsWith("minute") ? 60_000 : 3_600_000);
      if (up) {
        // Precession since 2000 and refraction together stay under about 1.5 degrees.
        expect(Math.abs(Number(up[1]) - altitude)).toBeLessThan(2);
        // The point's name for the textbook azimuth is compassPoint's, itself checked against fixed bearings (town-sky).
        const named = [...line.matchAll(/in the ((?:north|south|east|west)(?:-(?:north|south|east|west))*)[, ]/g)].map(
          (m) => m[1],
        );
        if (named.length > 0 && !line.includes("overhead")) expect(named).toContain(compassPoint(azimuth));
      } else if (gone) {
        const before = span(gone[2], gone[3]);
        expect(altitude).toBeLessThan(0.6);
        expect(azimuth).toBeGreaterThan(180);
        // At the stated time before dusk it was at the horizon, within the rounding of the words.
        const slack = gone[3]?.startsWith("minute") ? 10 * 60_000 : 40 * 60_000;
        expect(at(dusk.getTime() - before + slack).altitude).toBeLessThan(0.6);
        expect(at(dusk.getTime() - before - slack).altitude).toBeGreaterThan(-0.6);
      } else if (rises) {
        const after = span(rises[1], rises[2]);
        expect(altitude).toBeLessThan(0.6);
        const slack = rises[2]?.startsWith("minute") ? 10 * 60_000 : 40 * 60_000;
        expect(at(dusk.getTime() + after - slack).altitude).toBeLessThan(0.6);
        expect(at(dusk.getTime() + after + slack).altitude).toBeGreaterThan(-0.6);
      } else if (low) {
        expect(altitude).toBeGreaterThan(-1);
        expect(altitude).toBeLessThan(9);
      } else {
        throw new Error(`an unexpected sentence: ${line}`);
      }
    });
  }

  it("says plainly when the star never rises over the town", () => {
    // Kaus Australis (−34.4°) from Reykjavík (64.1° N) climbs no higher than 90 − 64.1 − 34.4 = −8.5°.
    const line = signStarLine(storyContext(buyer("sagittarius", REYKJAVIK, { day: 10, month: 12, year: 1984 })));
    expect(line).toMatch(/^Kaus Australis never rises over Reykjavík at all: it belongs to skies further south/);
  });

  it("tells the star against the sun, which holds anywhere, when the town is not known", () => {
    // Regulus lies almost on the ecliptic: the sun passes within a degree of it about 23 August.
    const close = signStarLine(storyContext(buyer("leo", null, { day: 23, month: 8, year: 1985 })));
    expect(close).toMatch(
      /^On your birthday the sun passed within a degree of Regulus, so Regulus was lost in its glare all day\./,
    );
    // On 20 January the sun (right ascension about 20 h) is some 10 h, about 150 degrees, east of Regulus
    // (10.1 h): Regulus rises hours before the sun and is in the sky before dawn.
    const morning = signStarLine(storyContext(buyer("leo", null, { day: 20, month: 1, year: 1985 })));
    expect(morning).toMatch(
      /^On your birthday Regulus stood about 1[45]\d degrees west of the sun, in the sky before dawn\./,
    );
    // On 20 May the sun (about 3.8 h) is some 6.3 h west of Regulus: Regulus is in the evening sky.
    const evening = signStarLine(storyContext(buyer("leo", null, { day: 20, month: 5, year: 1985 })));
    expect(evening).toMatch(
      /^On your birthday Regulus stood about [89]\d degrees east of the sun, in the sky after sunset\./,
    );
  });
});

describe("a star that never sets over the town", () => {
  it("is said to skim the horizon, not to be about to set", () => {
    // Pollux (+28.0) from Reykjavík (64.1 N): 28.0 + 64.1 > 90, so it never sets there. Its lowest, about
    // 28.0 + 64.1 - 90 = 2.1 degrees, due north, comes at dusk in November and December.
    for (const [day, month] of [
      [1, 11],
      [15, 11],
      [1, 12],
      [15, 12],
    ] as const) {
      const line = signStarLine(storyContext(buyer("gemini", REYKJAVIK, { day, month, year: 1990 })));
      expect(line).toMatch(
        /Pollux hung about [23] degrees above the horizon in the north(?:-north-(?:east|west))?, skimming it, for from Reykjavík it never quite sets\./,
      );
      expect(line).not.toMatch(/about to set|had already gone down|had not yet risen/);
    }
  });
});

describe("when the moon changed sign", () => {
  it("finds the crossing within the hour of the textbook moon, and says it by a Greenwich town's clock", () => {
    let checked = 0;
    for (let d = 1; d <= 28; d++) {
      const birthday = { day: d, month: 3, year: 1994 };
      const c = storyContext(buyer("leo", ACCRA, birthday));
      const chart = c.chart;
      if (!chart.moonIngress) continue;
      checked++;
      const t = chart.moonIngress.getTime();
      const sign = (ms: number) => Math.floor(moonLongitude(julianDay(new Date(ms))) / 30);
      // The textbook moon crosses the same boundary within an hour either side.
      expect(sign(t - 3_600_000)).not.toBe(sign(t + 3_600_000));
      const line = say(MOON_SIGN_LINES[0] as (typeof MOON_SIGN_LINES)[number], c);
      const told = new Date(Math.round(t / FIVE_MINUTES) * FIVE_MINUTES);
      // A crossing in the day's last minutes rounds to the next midnight, which the book says as "just before midnight".
      const said =
        told.getUTCDate() === d
          ? `at about ${hourWords(told.getUTCHours(), told.getUTCMinutes())}`
          : "just before midnight";
      expect(line).toContain(`${said} by the clock in Accra`);
    }
    expect(checked).toBeGreaterThan(8);
  });

  it("says it by the town's own clock when the gazetteer knows its time zone, summer time and all", () => {
    // The offsets are the zones' published ones: Japan keeps UTC+9 all year; Los Angeles UTC-8 in winter and
    // UTC-7 in summer (1995: from 2 April to 29 October); Sydney UTC+10, UTC+11 in its summer.
    const cases = [
      { place: { ...town("Tokyo", "JP", 35.6895, 139.69171), timeZone: "Asia/Tokyo" }, offset: () => 9 },
      {
        place: { ...town("Los Angeles", "US", 34.05223, -118.24368), timeZone: "America/Los_Angeles" },
        offset: (month: number) => (month >= 5 && month <= 9 ? -7 : -8),
      },
      {
        place: { ...town("Sydney", "AU", -33.86785, 151.20732), timeZone: "Australia/Sydney" },
        offset: (month: number) => (month >= 5 && month <= 8 ? 10 : 11),
      },
      // India keeps UTC+5:30: the hour is rounded on the town's clock, so 10:30 is not "about 10".
      { place: { ...town("Mumbai", "IN", 19.07283, 72.88261), timeZone: "Asia/Kolkata" }, offset: () => 5.5 },
    ];
    // The moon's sign over the day as the town's clocks told it, found here apart from the book.
    const sign = (ms: number) => Math.floor(Ecliptic(GeoVector(Body.Moon, MakeTime(new Date(ms)), true)).elon / 30);
    let told = 0;
    let whole = 0;
    for (const { place, offset } of cases)
      for (let d = 1; d <= 28; d++) {
        // Away from the months the clocks change in, so the offset above holds all month.
        for (const month of [1, 7]) {
          const birthday = { day: d, month, year: 1995 };
          const line = say(
            MOON_SIGN_LINES[0] as (typeof MOON_SIGN_LINES)[number],
            storyContext(buyer("leo", place, birthday)),
          );
          const start = Date.UTC(1995, month - 1, d) - offset(month) * 3_600_000;
          const end = start + 24 * 3_600_000;
          if (sign(start) === sign(end)) {
            // No crossing between the clock's midnights (a buyer's review: Nairobi's moon crossed at 11:42 the
            // evening before, and had been told as crossing on the birthday).
            whole++;
            expect(line, `${place.name} ${d}/${month}`).not.toMatch(/by the clock in|Greenwich/);
            continue;
          }
          let [lo, hi] = [start, end];
          for (let i = 0; i < 20; i++) {
            const mid = (lo + hi) / 2;
            if (sign(mid) === sign(start)) lo = mid;
            else hi = mid;
          }
          const local = new Date(Math.round((hi + offset(month) * 3_600_000) / FIVE_MINUTES) * FIVE_MINUTES);
          if (local.getUTCDate() !== d) {
            // In the day's last minutes, it would round to the next midnight: "just before midnight" (a review).
            expect(line, `${place.name} ${d}/${month}`).toContain(`just before midnight by the clock in ${place.name}`);
            continue;
          }
          told++;
          expect(line).not.toContain("Greenwich");
          expect(line, `${place.name} ${d}/${month}`).toContain(
            `at about ${hourWords(local.getUTCHours(), local.getUTCMinutes())} by the clock in ${place.name}`,
          );
        }
      }
    expect(whole).toBeGreaterThan(20);
    expect(told).toBeGreaterThan(20);
  });
});

describe("the planets against the sun, for a town the book cannot place", () => {
  it("agrees with the published oppositions and conjunctions", () => {
    // 3 November 2023: Jupiter at opposition; Saturn (opposition 27 August) in the evening sky; Mars
    // two weeks from conjunction (18 November). A Cancer's ruler is the moon, so all three are told.
    const line = worldwidePlanetsLine(storyContext(buyer("cancer", null, { day: 3, month: 11, year: 2023 })));
    expect(line).toContain("On your birthday in 2023, wherever on earth you were,");
    expect(line).toContain("Jupiter was opposite the sun, near its brightest of the year");
    expect(line).toContain("Saturn was in the evening sky after sunset");
    expect(line).toContain("Mars was too close to the sun to be seen");
    // An Aries's ruler, Mars, has its own page: it is left out here.
    const aries = worldwidePlanetsLine(storyContext(buyer("aries", null, { day: 3, month: 11, year: 2023 })));
    expect(aries).not.toContain("Mars");
  });
});
