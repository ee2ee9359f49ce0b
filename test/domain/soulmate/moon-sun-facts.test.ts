/**
 * The moon's and sun's facts of a birthday that the moon, paths, door and meeting pages carry
 * (astro.ts, moonSunOn; issue 25, item 5), checked against published figures and separate
 * calculations, and the pages that tell them: each fact once, each status line joined to one,
 * and no template sentence of these pages in more than 3 of the 60 sharing buyers' books.
 */
import { Body, Equator, GeoMoon, GeoVector, Horizon, MakeTime, Observer, type Vector } from "astronomy-engine";
import { describe, expect, it } from "vitest";
import { RELATIONSHIP_STATUSES, STAR_SIGNS } from "../../../src/shared/statuses";
import { MOON_PATH_STARS, moonSunOn, venusEightYearsOn, venusMarsMeetingAfter } from "../../../src/soulmate/astro";
import { addressed, composeStory, storyContext } from "../../../src/soulmate/story-composer";
import {
  MOON_ANGLE_LINES,
  MOON_SIGN_LINES,
  SEASON_TURN_LINES,
  SLOW_PLANET_CLOSINGS,
  VENUS_LINES,
  VENUS_MARS_LINES,
} from "../../../src/soulmate/story-text/chart";
import { type Line, say } from "../../../src/soulmate/story-text/context";
import { overheadSunFact } from "../../../src/soulmate/story-text/paths";
import { STATUS_TEXT } from "../../../src/soulmate/story-text/threshold";
import type { SoulmateInputs, Story } from "../../../src/soulmate/types";
import { BALLARAT, BERGEN, buyerIn, PORTO_ALEGRE, REYKJAVIK } from "./fixtures";
import { sharingBuyers, spreadSentences } from "./sharing";
import { skyCatalogue } from "./sky-catalogue-file";
import { geocentric, geocentricLongitude, julianDay } from "./textbook-sky";

const day = (year: number, month: number, d: number) => ({ year, month, day: d });
/** A buyer with no town, born on `birthday`. */
const buyerOf = (birthday: SoulmateInputs["birthday"]): SoulmateInputs => ({
  starSign: "aries",
  birthday,
  city: null,
  place: null,
  preference: "men",
  relationshipStatus: "single",
  firstName: null,
});
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Angular distance by the haversine formula, from right ascension and declination in degrees. */
function separation(ra1: number, dec1: number, ra2: number, dec2: number): number {
  const h =
    Math.sin(rad(dec2 - dec1) / 2) ** 2 + Math.cos(rad(dec1)) * Math.cos(rad(dec2)) * Math.sin(rad(ra2 - ra1) / 2) ** 2;
  return (2 * Math.asin(Math.sqrt(h)) * 180) / Math.PI;
}

/** Right ascension and declination (degrees) of a geocentric J2000 vector. */
function sphere(v: Vector): { ra: number; dec: number } {
  const r = Math.hypot(v.x, v.y, v.z);
  return { ra: ((Math.atan2(v.y, v.x) * 180) / Math.PI + 360) % 360, dec: (Math.asin(v.z / r) * 180) / Math.PI };
}

describe("the moon's and sun's facts of a birthday", () => {
  it("keeps the moon's path stars where the star chart's catalogue has them", () => {
    const named = new Map(skyCatalogue.named.map(([i, name]) => [name, i]));
    const at = (i: number) => ({ ra: skyCatalogue.stars[i * 3] ?? 0, dec: skyCatalogue.stars[i * 3 + 1] ?? 0 });
    for (const star of MOON_PATH_STARS) {
      /** The catalogue's stars within `degrees` of this one whose magnitude passes `bright`. */
      const unnamedNear = (degrees: number, bright: (magnitude: number) => boolean) =>
        Array.from({ length: skyCatalogue.stars.length / 3 }, (_, i) => i).filter(
          (i) =>
            separation(at(i).ra, at(i).dec, star.ra * 15, star.dec) < degrees &&
            bright(skyCatalogue.stars[i * 3 + 2] ?? 9),
        );
      // Alcyone is unnamed in the catalogue: the one star brighter than 3.5 within 0.05° of it.
      if (star.name === "the Pleiades") expect(unnamedNear(0.05, (m) => m < 3.5)).toHaveLength(1);
      // Nunki too: its one star of magnitude 2.0 (Hipparcos 2.05) at that place.
      else if (star.name === "Nunki") expect(unnamedNear(0.02, (m) => Math.abs(m - 2.05) < 0.1)).toHaveLength(1);
      // Castor, unnamed there as well: its one star of magnitude 1.58 at that place.
      else if (star.name === "Castor") expect(unnamedNear(0.02, (m) => Math.abs(m - 1.58) < 0.1)).toHaveLength(1);
      // And Alhena: its one star of magnitude 1.9 (Hipparcos 1.93).
      else if (star.name === "Alhena") expect(unnamedNear(0.02, (m) => Math.abs(m - 1.93) < 0.1)).toHaveLength(1);
      if (["the Pleiades", "Nunki", "Castor", "Alhena"].includes(star.name)) continue;
      const i = named.get(star.name);
      if (i === undefined) throw new Error(`${star.name} is not in the catalogue`);
      expect(separation(at(i).ra, at(i).dec, star.ra * 15, star.dec), star.name).toBeLessThan(0.02);
    }
  });

  it("finds the bright light nearest the moon at midday, as a separate haversine sum over the catalogue finds it", () => {
    for (const birthday of [day(1987, 3, 4), day(1994, 7, 19), day(2003, 11, 2), day(1962, 1, 27), day(2011, 5, 30)]) {
      const noon = new Date(Date.UTC(birthday.year, birthday.month - 1, birthday.day, 12));
      const moon = sphere(GeoMoon(MakeTime(noon)));
      const lights = [
        ...MOON_PATH_STARS.map((s) => ({ name: s.name, ra: s.ra * 15, dec: s.dec })),
        ...(["Venus", "Mars", "Jupiter", "Saturn"] as const).map((p) => ({
          name: p,
          ...sphere(GeoVector(Body[p], MakeTime(noon), true)),
        })),
      ].map((l) => ({ name: l.name, apart: separation(moon.ra, moon.dec, l.ra, l.dec) }));
      const nearest = lights.reduce((a, b) => (b.apart < a.apart ? b : a));
      const { name, degrees } = moonSunOn(birthday, null).nearest;
      expect(name).toBe(nearest.name);
      expect(Math.abs(degrees - nearest.apart)).toBeLessThanOrEqual(0.51);
    }
  });

  it("times perigee, eclipses, full and new moons as the published tables do", () => {
    // The perigee of 14 November 2016, 356,509 km at 11:23 UTC (the closest full moon since 1948), and the
    // apogee of 27 November 2016, 406,555 km at 20:08 UTC (Espenak's tables).
    const perigee = moonSunOn(day(2016, 11, 14), null).apsis;
    expect(perigee).toMatchObject({ kind: "perigee", days: 0 });
    expect(Math.abs(perigee.km - 356_509)).toBeLessThanOrEqual(100);
    const apogee = moonSunOn(day(2016, 11, 25), null).apsis;
    expect(apogee).toMatchObject({ kind: "apogee", days: 2 });
    expect(Math.abs(apogee.km - 406_555)).toBeLessThanOrEqual(100);
    // The total solar eclipse of 11 August 1999 (peak 11:03 UTC), three days after the 8th.
    const peakAt = (iso: string) => ({
      asymmetricMatch: (d: Date) => Math.abs(d.getTime() - Date.parse(iso)) < 3 * 60_000,
    });
    expect(moonSunOn(day(1999, 8, 8), null).eclipse).toEqual({
      of: "sun",
      kind: "total",
      days: 3,
      at: peakAt("1999-08-11T11:03Z"),
      seen: null,
    });
    // The total lunar eclipse of 26 May 2021 (11:19 UTC), nearer the 24th than the annular eclipse of 10 June.
    expect(moonSunOn(day(2021, 5, 24), null).eclipse).toEqual({
      of: "moon",
      kind: "total",
      days: 2,
      at: peakAt("2021-05-26T11:19Z"),
      seen: null,
    });
    // The total solar eclipse of 21 August 2017 (18:26 UTC), nearer the 15th than the partial lunar one of the 7th.
    expect(moonSunOn(day(2017, 8, 15), null).eclipse).toEqual({
      of: "sun",
      kind: "total",
      days: 6,
      at: peakAt("2017-08-21T18:26Z"),
      seen: null,
    });
    // Hybrid eclipses of the sun, total at their peaks and annular at their paths' ends, as NASA's Five Millennium
    // Canon lists them; the totals beside them stay total (1927's the nearest to a hybrid since 1900).
    const sunKind = (year: number, month: number, d: number) => moonSunOn(day(year, month, d), null).eclipse.kind;
    expect(sunKind(1986, 10, 3)).toBe("hybrid");
    expect(sunKind(1987, 3, 29)).toBe("hybrid");
    expect(sunKind(2005, 4, 8)).toBe("hybrid");
    expect(sunKind(2013, 11, 3)).toBe("hybrid");
    expect(sunKind(2023, 4, 20)).toBe("hybrid");
    expect(sunKind(1927, 6, 29)).toBe("total");
    expect(sunKind(1968, 9, 22)).toBe("total");
    expect(sunKind(1991, 7, 11)).toBe("total");
    // The full moon of 21 January 2000 at 04:40 UTC: about 7 hours before that day's noon, 257 after noon on the 10th.
    expect(moonSunOn(day(2000, 1, 21), null).fullMoonHours).toBe(-7);
    expect(Math.abs(moonSunOn(day(2000, 1, 10), null).fullMoonHours - 257)).toBeLessThanOrEqual(1);
    // The new moon of 11 August 1999 (11:08 UTC), ten days after the 1st.
    expect(moonSunOn(day(1999, 8, 1), null).newMoonDays).toBe(10);
  });

  it("puts the noon sun overhead at the solstices' tropics and the equator, and early or late by the equation of time", () => {
    // The solstices of 21 June 2000 (01:48 UTC) and 21 December 2000 (13:37 UTC), at 23.44°; the equinox of 20 March (07:35 UTC).
    expect(moonSunOn(day(2000, 6, 21), null)).toMatchObject({ overhead: 23.4, overheadMoving: "turning" });
    expect(moonSunOn(day(2000, 12, 21), null)).toMatchObject({ overhead: -23.4, overheadMoving: "turning" });
    const equinox = moonSunOn(day(2000, 3, 20), null);
    expect(Math.abs(equinox.overhead)).toBeLessThanOrEqual(0.1);
    expect(equinox.overheadMoving).toBe("north");
    expect(moonSunOn(day(2000, 10, 1), null).overheadMoving).toBe("south");
    // Sundials run about 16 minutes fast in early November and 14 slow in mid-February.
    expect(moonSunOn(day(2001, 11, 3), null).noonEarly).toBe(16);
    expect(moonSunOn(day(2001, 2, 11), null).noonEarly).toBe(-14);
  });

  it("tells how far the overhead sun's line lay from a known town, as a textbook declination puts it", () => {
    // The sun's declination at Greenwich noon from JPL's approximate elements (textbook-sky.ts), the town's
    // latitude apart from it, at 111.2 kilometres a degree; the book rounds to the hundred.
    for (const [place, birthday] of [
      [BERGEN, day(1966, 11, 10)],
      [BALLARAT, day(1983, 6, 2)],
      [REYKJAVIK, day(1999, 3, 25)],
      [PORTO_ALEGRE, day(1971, 12, 22)],
    ] as const) {
      const text = overheadSunFact(storyContext(buyerIn(place, birthday)));
      const m = text.match(/, about ([\d,]+) kilometres (north|south) of ([^,]+),/);
      expect(m, text).not.toBeNull();
      const dec = geocentric(
        "sol",
        julianDay(new Date(Date.UTC(birthday.year, birthday.month - 1, birthday.day, 12))),
      ).dec;
      const km = Math.abs(place.latitude - dec) * 111.2;
      expect(Math.abs(Number(m?.[1]?.replace(/,/g, "")) - km), text).toBeLessThan(150);
      expect(m?.[2], text).toBe(dec > place.latitude ? "north" : "south");
      expect(m?.[3]).toBe(place.name);
    }
  });

  it("sets the sun where a textbook formula does, and the moon at its phase's hour over the town", () => {
    for (const place of [BALLARAT, PORTO_ALEGRE]) {
      for (const birthday of [day(1990, 6, 21), day(1990, 9, 22), day(1990, 12, 21), day(1991, 2, 3)]) {
        const n =
          (Date.UTC(birthday.year, birthday.month - 1, birthday.day) - Date.UTC(birthday.year, 0, 1)) / 86_400_000 + 1;
        const dec = -23.44 * Math.cos(rad((360 / 365) * (n + 10)));
        const expected = (Math.asin(Math.sin(rad(dec)) / Math.cos(rad(place.latitude))) * 180) / Math.PI;
        const evening = moonSunOn(birthday, place).evening;
        // Refraction and the sun's disc move the point of sunset by a degree or two at these latitudes.
        expect(Math.abs((evening?.sunsetNorthOfWest ?? 99) - expected), `${place.name} ${n}`).toBeLessThan(2.5);
      }
    }
    // A full moon rises about as the sun sets; a new moon goes down with the sun.
    const full = moonSunOn(day(2000, 1, 21), BALLARAT).evening?.moon;
    expect(
      (full?.kind === "rises" && full.after < 120) ||
        (full?.kind === "up" && full.setsAfter !== null && full.night !== null && full.setsAfter > full.night - 60),
    ).toBe(true);
    // Reykjavík in July 2005, near the moon's standstill: up all night and day on the 4th, never up on the 18th,
    // as its height read hour by hour for a day from noon says.
    const heights = (birthday: { year: number; month: number; day: number }) =>
      Array.from({ length: 25 }, (_, h) => {
        const at = new Date(Date.UTC(birthday.year, birthday.month - 1, birthday.day, 12 + h));
        const observer = new Observer(REYKJAVIK.latitude, REYKJAVIK.longitude, 0);
        const { ra, dec } = Equator(Body.Moon, at, observer, true, true);
        return Horizon(at, observer, ra, dec, "normal").altitude;
      });
    expect(Math.min(...heights(day(2005, 7, 4)))).toBeGreaterThan(0);
    expect(moonSunOn(day(2005, 7, 4), REYKJAVIK).evening?.moon).toMatchObject({ kind: "up", setsAfter: null });
    expect(Math.max(...heights(day(2005, 7, 18)))).toBeLessThan(0);
    expect(moonSunOn(day(2005, 7, 18), REYKJAVIK).evening?.moon).toMatchObject({ kind: "none", afterSunrise: null });
    const fresh = moonSunOn(day(1999, 8, 11), BERGEN).evening?.moon;
    expect(
      (fresh?.kind === "up" && (fresh.setsAfter ?? 999) < 90) ||
        (fresh?.kind === "none" && (fresh.afterSunrise ?? 999) < 90),
    ).toBe(true);
  });
});

const MINE = new Set(["moon", "paths", "threshold", "union"]);
const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, "g"))?.length ?? 0;

describe("Venus and Mars after the birthday, checked with JPL's Keplerian elements (textbook-sky.ts)", () => {
  const gap = (at: Date) => {
    const jd = julianDay(at);
    return ((((geocentricLongitude("ven", jd) - geocentricLongitude("mar", jd) + 180) % 360) + 360) % 360) - 180;
  };

  it("tells an Aries how far Mars, its own planet, stood from Venus, as the elements put them", () => {
    let told = 0;
    for (let i = 0; i < 40; i++) {
      const birthday = day(1955 + i, 1 + (i % 12), 3 + ((i * 5) % 24));
      const line = say(VENUS_MARS_LINES[0] as Line, storyContext(buyerOf(birthday)));
      const m = line.match(/Mars, your own planet, stood about (\d+) degrees from Venus along the zodiac/);
      if (!m) continue;
      told++;
      // Whole degrees each, at the day's noon: the two roundings and J2000 against the date's ecliptic leave ~2°.
      const expected = Math.abs(gap(new Date(Date.UTC(birthday.year, birthday.month - 1, birthday.day, 12))));
      expect(Math.abs(Number(m[1]) - expected), `${JSON.stringify(birthday)} ${line}`).toBeLessThanOrEqual(2.5);
    }
    // Days Venus or Mars changed sign keep the sign count alone.
    expect(told).toBeGreaterThan(30);
  });

  it("finds their next meeting where the elements put Venus and Mars at one longitude, and none sooner", () => {
    for (const birthday of [
      { day: 10, month: 7, year: 1984 },
      { day: 12, month: 12, year: 1990 },
      { day: 3, month: 3, year: 1952 },
      { day: 30, month: 8, year: 1979 },
      { day: 1, month: 9, year: 2000 },
    ]) {
      const meeting = venusMarsMeetingAfter(birthday, null);
      if (!meeting) throw new Error(`no meeting after ${JSON.stringify(birthday)}`);
      const t = meeting.date.getTime();
      // The elements' longitudes cross within a day of the date found (they differ from VSOP87 by a fraction of a degree).
      expect(Math.sign(gap(new Date(t - 86_400_000))), JSON.stringify(birthday)).not.toBe(
        Math.sign(gap(new Date(t + 86_400_000))),
      );
      // No crossing between the birthday's noon and a day before it, stepping a day at a time.
      const noon = Date.UTC(birthday.year, birthday.month - 1, birthday.day, 12);
      let sign = Math.sign(gap(new Date(noon)));
      for (let ms = noon + 86_400_000; ms < t - 86_400_000; ms += 86_400_000) {
        const next = Math.sign(gap(new Date(ms)));
        if (Math.abs(gap(new Date(ms))) < 90) expect(next, new Date(ms).toISOString()).toBe(sign);
        sign = next;
      }
    }
    // 12 December 1990: the meeting of June 1991 that Jupiter joined in the evening sky.
    expect(venusMarsMeetingAfter({ day: 12, month: 12, year: 1990 }, null)?.date.toISOString().slice(0, 7)).toBe(
      "1991-06",
    );
  });

  it("finds Venus back within a couple of degrees of its birthday place on the birthday eight years on", () => {
    for (const year of [1952, 1970, 1984, 1996, 2001]) {
      const birthday = { day: 14, month: 5, year };
      const round = venusEightYearsOn(birthday, null);
      const jd = (y: number) => julianDay(new Date(Date.UTC(y, 4, 14, 12)));
      const d = Math.abs(geocentricLongitude("ven", jd(year + 8)) - geocentricLongitude("ven", jd(year))) % 360;
      expect(round?.year).toBe(year + 8);
      expect(Math.abs((round?.degrees ?? 99) - Math.min(d, 360 - d)), String(year)).toBeLessThan(0.5);
      expect(round?.degrees).toBeLessThan(2.5);
    }
    // 29 February has no birthday eight years on when that year is not a leap year: 2092 + 8 is 2100, which is not.
    expect(venusEightYearsOn({ day: 29, month: 2, year: 2092 }, null)).toBeNull();
    expect(venusEightYearsOn({ day: 29, month: 2, year: 1996 }, null)?.year).toBe(2004);
  });
});

describe("an eclipse as the buyer's town saw it", () => {
  it("tells Oslo's partial eclipse of the sun on 28 April 1949 as seen there, on the birthday itself", () => {
    const oslo = { latitude: 59.91273, longitude: 10.74609 };
    const { eclipse } = moonSunOn({ day: 28, month: 4, year: 1949 }, oslo);
    expect(eclipse.of).toBe("sun");
    // A partial eclipse over northern Europe that morning, about a quarter of the sun covered from Oslo (a buyer's check).
    expect(eclipse.seen?.covered).toBeGreaterThan(0.2);
    expect(eclipse.seen?.covered).toBeLessThan(0.32);
    expect(eclipse.seen?.at.toISOString().slice(0, 13)).toBe("1949-04-28T07");
    const buyer: SoulmateInputs = {
      starSign: "taurus",
      birthday: { day: 28, month: 4, year: 1949 },
      city: "Oslo",
      place: { ...BERGEN, name: "Oslo", ...oslo },
      preference: "women",
      relationshipStatus: "widowed",
      firstName: null,
    };
    const meeting = composeStory(buyer, "eclipse-oslo").panels.find((p) => p.scene === "union")?.text ?? "";
    expect(meeting).toMatch(/^On your birthday itself came the eclipse nearest it, a partial eclipse of the sun/);
    expect(meeting).toMatch(/over Oslo the moon covered about 2\d per cent of the sun/);
    // Before 1970 no clock is told: the zone data gives Oslo Berlin's summer time of 1949.
    expect(meeting).not.toMatch(/in the morning/);
  });

  it("tells a moon that rose already eclipsed as rising with the eclipse under way, not up as it happened (Lagos, review 29)", () => {
    const lagos = { latitude: 6.45407, longitude: 3.39467 };
    const birthday = { day: 14, month: 8, year: 1985 };
    // The total eclipse of the moon of 28 October 1985: its partial phase began about 15:54 UT, with the moon below
    // Lagos's horizon; at greatest, about 17:42 UT, the moon stood a few degrees up, the sun set (a buyer's check).
    const observer = new Observer(lagos.latitude, lagos.longitude, 0);
    const altitude = (body: Body, iso: string) => {
      const time = MakeTime(new Date(iso));
      const eq = Equator(body, time, observer, true, true);
      return Horizon(time, observer, eq.ra, eq.dec, "normal").altitude;
    };
    expect(altitude(Body.Moon, "1985-10-28T15:54:00Z")).toBeLessThan(-5);
    expect(altitude(Body.Moon, "1985-10-28T17:42:00Z")).toBeGreaterThan(2);
    expect(altitude(Body.Sun, "1985-10-28T17:42:00Z")).toBeLessThan(0);
    const { eclipse } = moonSunOn(birthday, lagos);
    expect(eclipse).toMatchObject({ of: "moon", kind: "total", days: 75 });
    expect(eclipse.seen?.peak).toEqual({ rose: true });
    const buyer: SoulmateInputs = {
      starSign: "leo",
      birthday,
      city: "Lagos",
      place: { ...BERGEN, name: "Lagos", countryCode: "NG", ...lagos, hemisphere: "north", timeZone: "Africa/Lagos" },
      preference: "men",
      relationshipStatus: "single",
      firstName: "Ngozi",
    };
    const text = composeStory(buyer, "r29-ngozi")
      .panels.map((p) => p.text)
      .join(" ");
    expect(text).toMatch(
      /a total eclipse of the moon[^.]*, and over Lagos the moon rose with the eclipse already under way\./,
    );
    expect(text).not.toMatch(/above the horizon over Lagos as it happened/);
  });

  it("calls a low moon that is up risen: Berlin's of 28 October 1985, New York's of 6 July 1982 (a senior review)", () => {
    // Berlin's moon rose about 15:40 UT, before the partial phase began at about 15:54; New York's set about ten minutes
    // after the eclipse of 6 July 1982 ended (its partial phase about 05:33 to 09:29 UT).
    const berlin = { latitude: 52.52437, longitude: 13.41053 };
    const newYork = { latitude: 40.71427, longitude: -74.00597 };
    const at = (place: typeof berlin, iso: string) => {
      const observer = new Observer(place.latitude, place.longitude, 0);
      const time = MakeTime(new Date(iso));
      const eq = Equator(Body.Moon, time, observer, true, true);
      return Horizon(time, observer, eq.ra, eq.dec, "normal").altitude;
    };
    expect(at(berlin, "1985-10-28T15:54:00Z")).toBeGreaterThan(-0.27);
    expect(at(newYork, "1982-07-06T09:29:00Z")).toBeGreaterThan(-0.27);
    const autumn = moonSunOn({ day: 1, month: 11, year: 1985 }, berlin).eclipse;
    expect(autumn).toMatchObject({ of: "moon", kind: "total" });
    expect(autumn.seen?.peak).toBeUndefined();
    const summer = moonSunOn({ day: 8, month: 7, year: 1982 }, newYork).eclipse;
    expect(summer).toMatchObject({ of: "moon", kind: "total" });
    expect(summer.seen?.at.toISOString().slice(0, 13)).toBe("1982-07-06T07");
    expect(summer.seen?.peak).toBeUndefined();
  });

  it("tells the nearest eclipse a town saw when it saw none of the nearest, and a moon rising near dawn is not that night's moonrise (Cape Town, 2 November 1975)", () => {
    const capeTown = { latitude: -33.92584, longitude: 18.42322 };
    const birthday = { day: 2, month: 11, year: 1975 };
    const { eclipse, evening } = moonSunOn(birthday, capeTown);
    // The partial eclipse of the sun on 3 November 1975 was seen from the far north, not from South Africa; the total
    // eclipse of the moon of 18 November (greatest at 22:23 UT, NASA's catalogue) was, that evening (review 27's rule).
    expect(eclipse).toMatchObject({ of: "moon", kind: "total", days: 16, nearestSeen: true });
    expect(eclipse.seen?.at.toISOString().slice(0, 13)).toBe("1975-11-18T22");
    // The moon, a day before new, rose in the dawn twilight of 3 November (a buyer's check: 05:26, sunrise 05:46).
    expect(evening?.moon).toMatchObject({ kind: "rises" });
    const dawn = evening?.moon.kind === "rises" ? evening.moon.beforeSunrise : null;
    expect(dawn).toBeGreaterThan(5);
    expect(dawn).toBeLessThan(45);
    const buyer: SoulmateInputs = {
      starSign: "scorpio",
      birthday,
      city: "Cape Town",
      place: { ...BERGEN, name: "Cape Town", ...capeTown, hemisphere: "south", timeZone: "Africa/Johannesburg" },
      preference: "men",
      relationshipStatus: "divorced",
      firstName: null,
    };
    const story = composeStory(buyer, "eclipse-cape-town");
    const text = story.panels.map((p) => p.text).join(" ");
    expect(text).toMatch(
      /Seventeen days after your birthday came a total eclipse of the moon, the nearest to it that Cape Town saw, with the earth between the sun and the moon/,
    );
    expect(text).not.toMatch(/none of it could be seen/);
    // Where the town saw no eclipse within a hundred days, the nearest is told, and that none of it was seen there:
    // 15 April 1960, the partial eclipse of the sun of 27 March, seen only far to the south.
    const april = composeStory({ ...buyer, birthday: { day: 15, month: 4, year: 1960 } }, "eclipse-cape-town-1960");
    expect(april.panels.map((p) => p.text).join(" ")).toMatch(
      /eclipse nearest it, a partial eclipse of the sun[^.]*, though none of it could be seen from Cape Town\./,
    );
    expect(text).not.toMatch(/That night the moon rose/);
    expect(text).toMatch(
      /moon stayed below the horizon until dawn was near, rising only about [a-z]+(?:-[a-z]+)? minutes before the next sunrise/,
    );
  });

  it("tells a town whether the moon was above its horizon at an eclipse of the moon", () => {
    // 6 September 1979, total, at about 10:54 UT: before dawn in Reno, mid-morning in London with the moon down.
    const birthday = { day: 30, month: 8, year: 1979 };
    const reno = moonSunOn(birthday, { latitude: 39.52963, longitude: -119.8138 }).eclipse;
    expect(reno.of).toBe("moon");
    expect(reno.seen).not.toBeNull();
    expect(moonSunOn(birthday, { latitude: 51.50853, longitude: -0.12574 }).eclipse.seen).toBeNull();
    // With no town, nothing is said of what was seen.
    expect(moonSunOn(birthday, null).eclipse.seen).toBeNull();
  });
});

describe("the pages that tell them", () => {
  const books: { inputs: SoulmateInputs; story: Story }[] = [];
  for (const [i, starSign] of STAR_SIGNS.entries())
    for (const relationshipStatus of RELATIONSHIP_STATUSES) {
      const inputs: SoulmateInputs = {
        starSign,
        birthday: day(1960 + i * 3, 1 + i, 3 + i * 2),
        city: i % 3 === 0 ? null : i % 3 === 1 ? "Ballarat" : "Bergen",
        place: i % 3 === 0 ? null : i % 3 === 1 ? BALLARAT : BERGEN,
        preference: i % 2 === 0 ? "women" : "men",
        relationshipStatus,
        firstName: i % 4 === 0 ? null : "Agnes",
      };
      books.push({ inputs, story: composeStory(inputs, `facts-${i}`) });
    }

  it("tells each fact once, on its page, and says every status line as a sentence of its own, never spliced onto a fact", () => {
    for (const { inputs, story } of books) {
      const page = (scene: string) => story.panels.find((p) => p.scene === scene)?.text ?? "";
      const all = [story.dedication, ...story.panels.map((p) => p.text), story.closing].join("\n");
      const label = `${inputs.starSign} ${inputs.relationshipStatus} ${inputs.city}`;
      expect(count(all, /came (?:the eclipse nearest it|[^.]*, the nearest to it that [^,]+ saw,)/), label).toBe(1);
      // Buyers read "…due west over Tokyo; being unattached has its own kind of light" as two thoughts forced
      // together: the facts that open the meeting and door pages end their sentences.
      expect(page("union"), label).toMatch(/^[^.;]*eclipse[^;]*?\.(?: |$)/);
      expect(count(all, /sun stood straight overhead/), label).toBe(1);
      expect(page("paths"), label).toMatch(/sun stood straight overhead [^;]*?\./);
      expect(count(all, /\bnew moon came\b|\bwent dark and began again\b/), label).toBe(1);
      expect(page("threshold"), label).toMatch(
        new RegExp(
          inputs.place
            ? "went down [^.;]* over [^.;]*\\. "
            : "(?:top of its arc|its highest point|Noon by the sun came) [^.;]*\\. ",
        ),
      );
      const status = STATUS_TEXT[inputs.relationshipStatus];
      const c = storyContext(inputs);
      for (const line of [...Object.values(status.openings).flat(), ...status.closings, ...status.union]) {
        const said = say(line, c);
        expect(all, label).not.toContain(`; ${said.charAt(0).toLowerCase()}${said.slice(1, 40)}`);
      }
      expect(all, label).not.toMatch(/door of light/);
      expect(count(all, /(?:closest|farthest) point in that orbit|swung (?:nearest|farthest)/), label).toBe(1);
      expect(page("moon"), label).toMatch(/(?:closest|farthest) point in that orbit|swung (?:nearest|farthest)/);
      for (const sentence of all.split(/(?<=[.!?])\s+/)) expect(count(sentence, /;/), sentence).toBeLessThanOrEqual(1);
    }
  });

  it("gives no template sentence of the moon, paths, door and meeting pages, the dedication or the closing to more than 3 of 60 buyers", () => {
    const buyers = sharingBuyers(60);
    // The chart's sentences (chart.ts: Venus, Mars, the slow planets, the moon's sign and angle, the turn of the
    // year) are the whole book's to measure (story-sharing.test.ts), so they are left out here.
    const mine = buyers.map((inputs, i) => {
      const story = composeStory(inputs, `sharing-${i}`);
      const c = storyContext(inputs);
      const chart = [
        VENUS_LINES,
        VENUS_MARS_LINES,
        SLOW_PLANET_CLOSINGS,
        MOON_SIGN_LINES,
        MOON_ANGLE_LINES,
        SEASON_TURN_LINES,
      ]
        .flat()
        .map((line) => say(line, c));
      // The status's own lines (the door's opening, the meeting's line, the closing's farewell) are said to every
      // buyer of a status, as sentences of their own: they are measured apart, below.
      const status = STATUS_TEXT[inputs.relationshipStatus];
      const statusLines = [
        ...[
          ...Object.values(status.openings).flat(),
          ...status.closings,
          ...status.union,
          ...status.turns,
          ...status.bodies,
          ...status.farewells,
        ].map((line) => say(line, c)),
      ];
      // A farewell may be spoken by name ("Ari, may…"): the line is told all the same.
      const spoken = (s: string) => addressed(inputs.firstName, s);
      const own = (text: string) =>
        [...chart, ...statusLines].reduce(
          (rest, sentence) => rest.replace(spoken(sentence), "").replace(sentence, ""),
          text,
        );
      const panels = story.panels.filter((p) => MINE.has(p.scene)).map((p) => ({ ...p, text: own(p.text) }));
      const all = [story.dedication, ...story.panels.map((p) => p.text), story.closing].join(" ");
      const told = [...new Set(statusLines)].filter((s) => all.includes(s) || all.includes(spoken(s)));
      return { inputs, story: { ...story, panels, closing: own(story.closing), portrait: undefined }, told };
    });
    expect(spreadSentences(mine, 3 / 60)).toEqual([]);
    // Every status's door opening answers the night after the town's sunset (or the sun against the clocks), and each
    // farewell names the birth moon. Measured on these 60: no status line, as said, in more than 3 of them (8 before
    // the lines carried those facts). A widowed or divorced reader's opening carried the birth year until round 19
    // (decision 0091), which made each year's line count apart here: 90 different lines are told now.
    const spread = new Map<string, number>();
    for (const { told } of mine) for (const sentence of told) spread.set(sentence, (spread.get(sentence) ?? 0) + 1);
    const most = Math.max(...spread.values());
    console.log(`FIGURE status lines, most widespread: in ${most} of 60 books; ${spread.size} different lines told`);
    expect(most).toBeLessThanOrEqual(3);
    expect(spread.size).toBeGreaterThanOrEqual(90);
  });
});
