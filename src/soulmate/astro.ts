/**
 * Zodiac facts and the real sky of a birthday. Pure: no I/O, no clock. The
 * moon phase is computed with astronomy-engine for noon UTC of the birth date.
 */
import {
  AngleBetween,
  ApsisKind,
  Body,
  DefineStar,
  Ecliptic,
  Elongation,
  Equator,
  GeoMoon,
  GeoVector,
  Horizon,
  Illumination,
  MakeTime,
  MoonPhase as moonPhaseAngle,
  NextGlobalSolarEclipse,
  NextLunarApsis,
  NextLunarEclipse,
  NextPlanetApsis,
  Observer,
  SearchAltitude,
  SearchGlobalSolarEclipse,
  SearchHourAngle,
  SearchLocalSolarEclipse,
  SearchLunarApsis,
  SearchLunarEclipse,
  SearchMoonPhase,
  SearchMoonQuarter,
  SearchPlanetApsis,
  SearchRelativeLongitude,
  SearchRiseSet,
  SearchSunLongitude,
  Seasons,
  SunPosition,
  Vector,
} from "astronomy-engine";
import { signDates } from "../shared/quiz";
import { STAR_SIGNS, type StarSign } from "../shared/statuses";
import { skyFromOf } from "./sky-from";
import { type ClockPlace, clockDay, clockNoon } from "./town-clock";
import type { BirthSky, Element, Modality, MoonPhase, MoonPhaseName, Planet, SoulmateInputs } from "./types";

type Birthday = SoulmateInputs["birthday"];

export type SignFacts = {
  name: string;
  glyph: string;
  element: Element;
  modality: Modality;
  rulingPlanet: Planet;
  /** Tropical date range, e.g. "23 September – 22 October". */
  dates: string;
};

/** Traditional Western signs with their modern rulers. */
export const SIGN_FACTS: Record<StarSign, SignFacts> = {
  aries: {
    name: "Aries",
    glyph: "\u2648",
    element: "fire",
    modality: "cardinal",
    rulingPlanet: "Mars",
    dates: signDates("aries"),
  },
  taurus: {
    name: "Taurus",
    glyph: "\u2649",
    element: "earth",
    modality: "fixed",
    rulingPlanet: "Venus",
    dates: signDates("taurus"),
  },
  gemini: {
    name: "Gemini",
    glyph: "\u264A",
    element: "air",
    modality: "mutable",
    rulingPlanet: "Mercury",
    dates: signDates("gemini"),
  },
  cancer: {
    name: "Cancer",
    glyph: "\u264B",
    element: "water",
    modality: "cardinal",
    rulingPlanet: "Moon",
    dates: signDates("cancer"),
  },
  leo: {
    name: "Leo",
    glyph: "\u264C",
    element: "fire",
    modality: "fixed",
    rulingPlanet: "Sun",
    dates: signDates("leo"),
  },
  virgo: {
    name: "Virgo",
    glyph: "\u264D",
    element: "earth",
    modality: "mutable",
    rulingPlanet: "Mercury",
    dates: signDates("virgo"),
  },
  libra: {
    name: "Libra",
    glyph: "\u264E",
    element: "air",
    modality: "cardinal",
    rulingPlanet: "Venus",
    dates: signDates("libra"),
  },
  scorpio: {
    name: "Scorpio",
    glyph: "\u264F",
    element: "water",
    modality: "fixed",
    rulingPlanet: "Pluto",
    dates: signDates("scorpio"),
  },
  sagittarius: {
    name: "Sagittarius",
    glyph: "\u2650",
    element: "fire",
    modality: "mutable",
    rulingPlanet: "Jupiter",
    dates: signDates("sagittarius"),
  },
  capricorn: {
    name: "Capricorn",
    glyph: "\u2651",
    element: "earth",
    modality: "cardinal",
    rulingPlanet: "Saturn",
    dates: signDates("capricorn"),
  },
  aquarius: {
    name: "Aquarius",
    glyph: "\u2652",
    element: "air",
    modality: "fixed",
    rulingPlanet: "Uranus",
    dates: signDates("aquarius"),
  },
  pisces: {
    name: "Pisces",
    glyph: "\u2653",
    element: "water",
    modality: "mutable",
    rulingPlanet: "Neptune",
    dates: signDates("pisces"),
  },
};

/** The principal phases, by the quarter number astronomy-engine gives them (0 new … 3 last quarter). */
const PRINCIPAL_PHASES: readonly MoonPhaseName[] = ["New Moon", "First Quarter", "Full Moon", "Last Quarter"];

/**
 * The name of the phase between the principal ones, from the elongation in degrees: a crescent
 * is less than half lit, a gibbous moon more (docs/decisions/0060).
 */
export function intermediatePhaseName(angle: number): MoonPhaseName {
  const wrapped = ((angle % 360) + 360) % 360;
  if (wrapped < 90) return "Waxing Crescent";
  if (wrapped < 180) return "Waxing Gibbous";
  if (wrapped < 270) return "Waning Gibbous";
  return "Waning Crescent";
}

/** Noon UTC of a calendar date, safe for years below 100. */
function noonUtc(birthday: { day: number; month: number; year: number }): Date {
  const date = new Date(0);
  date.setUTCFullYear(birthday.year, birthday.month - 1, birthday.day);
  date.setUTCHours(12, 0, 0, 0);
  return date;
}

const HOUR_MS = 3_600_000;

/**
 * A birthday as a span of time at a longitude, by local mean time (no time zones are known):
 * midnight to midnight, and its noon. At longitude 0 it is the UTC date.
 */
export function localDay(birthday: Birthday, longitude = 0): { start: Date; noon: Date; end: Date } {
  const noon = new Date(noonUtc(birthday).getTime() - (longitude / 15) * HOUR_MS);
  return {
    start: new Date(noon.getTime() - 12 * HOUR_MS),
    noon,
    end: new Date(noon.getTime() + 12 * HOUR_MS),
  };
}

/**
 * A clock this far from its sun keeps the sun's day: Kiritimati's, Apia's and Tonga's clocks run about a day ahead of
 * theirs, and every other page (the evening, the day's signs, the season) reads the day by the sun at the town's
 * longitude, so the midday and the day's window would fall on different dates (a senior review). Kashgar's clock, on
 * China's one zone, runs 2.9 hours ahead of its sun and keeps its clock.
 */
const CLOCK_DAY_MAX_OFFSET_MS = 3 * HOUR_MS;

/**
 * The birthday as the town's clocks told it, midnight to midnight, and their midday, as instants; null without a zone
 * the runtime knows and trusts for that date (town-clock.ts), or where the clock runs more than
 * CLOCK_DAY_MAX_OFFSET_MS from the sun.
 */
export function clockDayOf(
  birthday: Birthday,
  place: (NonNullable<ClockPlace> & { longitude: number }) | null | undefined,
): { start: Date; noon: Date; end: Date } | null {
  const day = clockDay(place, birthday);
  const noon = clockNoon(place, birthday);
  if (!day || noon === null || !place) return null;
  if (Math.abs(noon - localDay(birthday, place.longitude).noon.getTime()) > CLOCK_DAY_MAX_OFFSET_MS) return null;
  return { start: new Date(day.start), noon: new Date(noon), end: new Date(day.end) };
}

/**
 * The birthday's midday, when the book's "at midday" figures are read: twelve on the town's clock when its zone is
 * known and trusted (clockDayOf), else the sun's mean noon at its longitude, else noon UTC. A reader takes "midday"
 * to be the clock's, and Ourense's clock runs two and a half hours ahead of its sun in summer (a buyer's review).
 */
export function middayOf(
  birthday: Birthday,
  place: (NonNullable<ClockPlace> & { longitude: number }) | null | undefined,
): Date {
  return clockDayOf(birthday, place)?.noon ?? localDay(birthday, place?.longitude ?? 0).noon;
}

/**
 * The moon of a birthday, the standard eight phases (docs/decisions/0060): a principal phase
 * (new, first quarter, full, last quarter) when its instant fell on that day, else the crescent
 * or gibbous between, read at the day's midday. The day is `day` when given (the town's clock day, clockDayOf), else
 * the town's by local mean time at its longitude, else the UTC date.
 */
export function moonPhaseOn(
  birthday: Birthday,
  longitude = 0,
  day: { start: Date; noon: Date; end: Date } | null = null,
): MoonPhase {
  const { start, noon, end } = day ?? localDay(birthday, longitude);
  const time = MakeTime(noon);
  const angle = moonPhaseAngle(time);
  const illumination = Math.min(1, Math.max(0, Illumination(Body.Moon, time).phase_fraction));
  const quarter = SearchMoonQuarter(start);
  const principal = quarter.time.date.getTime() < end.getTime() ? PRINCIPAL_PHASES[quarter.quarter] : undefined;
  return {
    name: principal ?? intermediatePhaseName(angle),
    angle,
    illumination,
    waxing: angle < 180,
  };
}

// ---------------------------------------------------------------------------
// More of the moon and the sun on a birthday: facts of the date, and of the town's evening

/**
 * Bright stars the moon passes every month (J2000 right ascension in hours, declination in degrees,
 * from the Hipparcos catalogue; the Pleiades by Alcyone, their brightest): the first-magnitude stars near the
 * ecliptic, the Pleiades, and Nunki, which fills Sagittarius's stretch of the road.
 */
export const MOON_PATH_STARS = [
  { name: "Aldebaran", ra: 4.5987, dec: 16.5093 },
  { name: "the Pleiades", ra: 3.7914, dec: 24.1051 },
  { name: "Pollux", ra: 7.7553, dec: 28.0262 },
  // Its twin, beside it: "Pollux the nearest of the bright lights, about 19 degrees off" when Castor stood 17 degrees
  // off (review 34).
  { name: "Castor", ra: 7.5767, dec: 31.8883 },
  // The Twins' brightest star on the moon's road itself, which it passes every month: Élise's moon of 12 December 1962
  // stood 4.9 degrees from it and was told "Castor the nearest, about 17 degrees away" (review 39).
  { name: "Alhena", ra: 6.6285, dec: 16.3993 },
  { name: "Regulus", ra: 10.1395, dec: 11.9672 },
  { name: "Spica", ra: 13.4199, dec: -11.1613 },
  { name: "Antares", ra: 16.4901, dec: -26.432 },
  // Sagittarius's brightest on the moon's road, which it often covers: Sofía's moon of 9 October 1986 stood 8 degrees
  // from it and had been told "Antares the nearest", 25 degrees off (review 25).
  { name: "Nunki", ra: 18.9211, dec: -26.2967 },
] as const;

/**
 * The named star of each sign's constellation (the one the book names), J2000 right ascension in
 * hours and declination in degrees from the Hipparcos catalogue; the Beehive Cluster by its centre.
 */
export const SIGN_STAR_POSITIONS: Record<StarSign, { ra: number; dec: number }> = {
  aries: { ra: 2.1196, dec: 23.4624 },
  taurus: { ra: 4.5987, dec: 16.5093 },
  gemini: { ra: 7.7553, dec: 28.0262 },
  cancer: { ra: 8.6733, dec: 19.6667 },
  leo: { ra: 10.1395, dec: 11.9672 },
  virgo: { ra: 13.4199, dec: -11.1613 },
  libra: { ra: 15.2835, dec: -9.383 },
  scorpio: { ra: 16.4901, dec: -26.432 },
  sagittarius: { ra: 18.4029, dec: -34.3846 },
  capricorn: { ra: 21.784, dec: -16.1273 },
  aquarius: { ra: 21.526, dec: -5.5712 },
  pisces: { ra: 2.0341, dec: 2.7637 },
};

/**
 * The brightest stars of the whole sky, to magnitude 1.4: J2000 right ascension in hours and declination in degrees
 * (Hipparcos), and visual magnitude (the Yale Bright Star Catalogue's). Rigil Kentaurus (Alpha Centauri) is its two
 * stars as the eye sees them, one light, named as the star chart names it. `notYardstick` marks a star a planet's brightness is not set beside: one whose own brightness
 * wanders (Betelgeuse, Antares), or a far-southern star of the Centaur or the Cross that few readers know by name.
 */
export const BRIGHT_STARS: readonly { name: string; ra: number; dec: number; mag: number; notYardstick?: true }[] = [
  { name: "Sirius", ra: 6.7525, dec: -16.7161, mag: -1.46 },
  { name: "Canopus", ra: 6.3992, dec: -52.6957, mag: -0.74 },
  { name: "Rigil Kentaurus", ra: 14.66, dec: -60.834, mag: -0.27, notYardstick: true },
  { name: "Arcturus", ra: 14.261, dec: 19.1825, mag: -0.05 },
  { name: "Vega", ra: 18.6156, dec: 38.7837, mag: 0.03 },
  { name: "Capella", ra: 5.2782, dec: 45.998, mag: 0.08 },
  { name: "Rigel", ra: 5.2423, dec: -8.2016, mag: 0.13 },
  { name: "Procyon", ra: 7.655, dec: 5.225, mag: 0.34 },
  { name: "Achernar", ra: 1.6286, dec: -57.2367, mag: 0.46 },
  { name: "Betelgeuse", ra: 5.9195, dec: 7.4071, mag: 0.5, notYardstick: true },
  { name: "Hadar", ra: 14.0637, dec: -60.373, mag: 0.61, notYardstick: true },
  { name: "Acrux", ra: 12.4433, dec: -63.0991, mag: 0.76, notYardstick: true },
  { name: "Altair", ra: 19.8464, dec: 8.8683, mag: 0.77 },
  { name: "Aldebaran", ra: 4.5987, dec: 16.5093, mag: 0.85 },
  { name: "Antares", ra: 16.4901, dec: -26.432, mag: 0.96, notYardstick: true },
  { name: "Spica", ra: 13.4199, dec: -11.1613, mag: 0.97 },
  { name: "Pollux", ra: 7.7553, dec: 28.0262, mag: 1.14 },
  { name: "Fomalhaut", ra: 22.9608, dec: -29.6222, mag: 1.16 },
  { name: "Deneb", ra: 20.6905, dec: 45.2803, mag: 1.25 },
  { name: "Mimosa", ra: 12.7954, dec: -59.6888, mag: 1.25, notYardstick: true },
  { name: "Regulus", ra: 10.1395, dec: 11.9672, mag: 1.35 },
];

/** A J2000 star position carried to the equator of a date (astronomy-engine's precession and nutation). */
function starOfDate(star: { ra: number; dec: number }, time: Date): { ra: number; dec: number } {
  DefineStar(Body.Star1, star.ra, star.dec, 1000);
  return Equator(Body.Star1, time, new Observer(0, 0, 0), true, false);
}

/** Where a sign's named star stood over a town at an instant: height in degrees (refraction included) and azimuth. */
export function signStarAt(
  sign: StarSign,
  time: Date,
  place: { latitude: number; longitude: number },
): { altitude: number; azimuth: number } {
  const observer = new Observer(place.latitude, place.longitude, 0);
  const { ra, dec } = starOfDate(SIGN_STAR_POSITIONS[sign], time);
  return Horizon(time, observer, ra, dec, "normal");
}

/** The bright stars above a town's horizon at an instant (refraction included), brightest first. */
export function brightStarsAt(
  time: Date,
  place: { latitude: number; longitude: number },
): (SkyPlace & { name: string; mag: number })[] {
  const observer = new Observer(place.latitude, place.longitude, 0);
  return BRIGHT_STARS.flatMap((star) => {
    const { ra, dec } = starOfDate(star, time);
    const { altitude, azimuth } = Horizon(time, observer, ra, dec, "normal");
    return altitude > 0
      ? [{ name: star.name, mag: star.mag, altitude, azimuth, direction: compassPoint(azimuth) }]
      : [];
  });
}

/**
 * When a sign's named star last set before an instant (within the day before it) and next rose after
 * it (within the day after), at a town; null where it did not.
 */
export function signStarRiseSet(
  sign: StarSign,
  time: Date,
  place: { latitude: number; longitude: number },
): { set: Date | null; rise: Date | null } {
  const observer = new Observer(place.latitude, place.longitude, 0);
  const { ra, dec } = SIGN_STAR_POSITIONS[sign];
  DefineStar(Body.Star1, ra, dec, 1000);
  // The last setting before the instant: a star sets about every 23 h 56 min, so the day before can hold two, and
  // the first of them is a day stale (Sadalsuud "about twenty-four hours before" dusk over Edinburgh: a review).
  let set = SearchRiseSet(Body.Star1, observer, -1, new Date(time.getTime() - 24 * HOUR_MS), 1);
  for (
    let next = set && SearchRiseSet(Body.Star1, observer, -1, new Date(set.date.getTime() + 60_000), 1);
    set && next && next.date.getTime() <= time.getTime();
    next = SearchRiseSet(Body.Star1, observer, -1, new Date(next.date.getTime() + 60_000), 1)
  )
    set = next;
  const rise = SearchRiseSet(Body.Star1, observer, +1, time, 1);
  return {
    set: set && set.date.getTime() <= time.getTime() ? set.date : null,
    rise: rise ? rise.date : null,
  };
}

/**
 * How far a sign's named star stood from the sun at a date's noon UTC, in whole degrees across the
 * sky, and on which side: east of the sun (seen in the evening after sunset) or west (before dawn).
 */
export function signStarFromSun(sign: StarSign, birthday: Birthday): { degrees: number; side: "evening" | "morning" } {
  const noon = noonUtc(birthday);
  const star = starOfDate(SIGN_STAR_POSITIONS[sign], noon);
  const sun = Equator(Body.Sun, noon, new Observer(0, 0, 0), true, false);
  const rad = Math.PI / 180;
  const cos =
    Math.sin(star.dec * rad) * Math.sin(sun.dec * rad) +
    Math.cos(star.dec * rad) * Math.cos(sun.dec * rad) * Math.cos((star.ra - sun.ra) * 15 * rad);
  const degrees = Math.round(Math.acos(Math.min(1, Math.max(-1, cos))) / rad);
  const ahead = (((star.ra - sun.ra) % 24) + 24) % 24;
  return { degrees, side: ahead < 12 ? "evening" : "morning" };
}

/** The bright planets the moon can be seen beside. */
const MOON_PATH_PLANETS = ["Venus", "Mars", "Jupiter", "Saturn"] as const;

export type MoonSunDay = {
  /** The bright star or planet nearest the moon at the day's noon, how far off in whole degrees, and whether the moon was closing on it. */
  nearest: { name: string; planet: boolean; degrees: number; closing: boolean };
  /** The moon's nearest (perigee) or farthest (apogee) point of its orbit nearest the day: whole days from the day's noon (negative: before), and its distance to the nearest hundred km. */
  apsis: { kind: "perigee" | "apogee"; days: number; km: number };
  /**
   * The eclipse nearest the day (over a town that saw none of it, the nearest the town saw, `nearestSeen`), of the moon
   * or of the sun, and whole days from the day's noon (negative: before),
   * with, over a town, what could be seen there: for the sun's, the share of its disc the moon covered at the
   * local peak (0–1) and when; for the moon's, whether the moon stood clear of the town's horizon (2° up) in a sky
   * with the sun down at the peak. `moonBelow` says an unseen eclipse of the moon happened with the moon below the
   * horizon, not at its edge or in daylight (Reykjavík, 30 December 1982: the moon 0.3° up, setting after sunrise).
   * `sunAtEdge` says an unseen eclipse of the sun had the sun rise in its last minutes or set in its first, up for
   * less of it than SEEN_AT_EDGE_MS: too brief and low to count as seen, but not "none of it" (a senior review).
   */
  eclipse: {
    of: "moon" | "sun";
    kind: string;
    days: number;
    /** The eclipse's greatest moment, wherever it was seen. */
    at: Date;
    /**
     * `sun`: the sun rose or set partly eclipsed, after or before a peak below the horizon. `moon`: an eclipse of the
     * moon seen only in part, its first part before the moon set or dawn came ("before"), or its last after the moon
     * rose or dusk fell ("after"), with `end` what ended or began the sight.
     */
    seen: {
      at: Date;
      covered: number | null;
      /** The town stood in the path of totality. */
      total?: true;
      sun?: "rose" | "set";
      moon?: { part: "before" | "after"; end: "moon" | "sun" };
      /**
       * An eclipse of the moon seen at its peak by a moon that had not yet risen when its first partial phase began
       * (`rose`), or had set before its last ended (`set`). Lagos saw the total phase of 28 October 1985 from a moon
       * that rose already in the earth's shadow (review 29).
       */
      peak?: { rose?: true; set?: true };
    } | null;
    moonBelow?: boolean;
    sunAtEdge?: "rose" | "set";
    /**
     * An unseen eclipse of the moon whose shadow had begun as the moon set, or was ending as it rose, over the town:
     * up for some of it, too low or too brief to watch, and not below the horizon for all of it (Lyon, 15 June 1992:
     * the partial phase began with the moon 2.6 degrees up, 23 minutes before it set; review 36).
     */
    moonAtEdge?: "rose" | "set";
    /** The town saw none of the nearest eclipse: this is the nearest it saw, within ECLIPSE_REACH_DAYS. */
    nearestSeen?: true;
  };
  /** The latitude where the sun stood straight overhead at the day's noon: its declination to a tenth of a degree (negative: south). */
  overhead: number;
  /** Which way that latitude was moving from day to day: north, south, or turning at a solstice. */
  overheadMoving: "north" | "south" | "turning";
  /** Whole days from the day's noon to the nearest solstice, before (negative) or after, and the tropic it turned at. */
  solstice: { days: number; tropic: "Cancer" | "Capricorn" };
  /** Whole hours from the day's noon to the nearest full moon, before (negative) or after. */
  fullMoonHours: number;
  /** The moment of that full moon. */
  fullMoonAt: Date;
  /** Whole days from the day's noon to the next new moon (0: within half a day). */
  newMoonDays: number;
  /** The moment of that next new moon. */
  newMoonAt: Date;
  /**
   * An eclipse of the sun at that new moon (its peak within a day of it), and over a town what was seen of it: the
   * share of the sun covered at the local peak, or a sun that rose or set partly eclipsed; `seen` null when the town
   * saw none. Edinburgh's new moon of 25 February 1971 covered about 63 per cent of the sun there (review 30).
   */
  newMoonEclipse: {
    kind: string;
    seen: { covered: number | null; total?: true; sun?: "rose" | "set" } | null;
    /** Unseen, but the sun rose in its last minutes or set in its first, as the nearest eclipse's `sunAtEdge`. */
    sunAtEdge?: "rose" | "set";
  } | null;
  /** Minutes the sun crossed the meridian before (positive) or after (negative) its average noon: the equation of time. */
  noonEarly: number;
  /** The town's evening: where the sun set (degrees north of west; negative: south) and what the moon did after sunset. Null without a town or sunset. */
  evening: {
    sunsetNorthOfWest: number;
    /** The moment of sunset over the town. */
    sunsetAt: Date;
    /** The next sunrise, when the sun rose again within a day. */
    sunriseAt?: Date;
    /** Minutes from that sunset to the next sunrise; null where the sun did not rise again within a day. */
    night: number | null;
    /**
     * The moon up at sunset and setting so many minutes after it (the night, sunset to sunrise, beside
     * it), or rising so many minutes after sunset, before the next sunrise; or rising only after that
     * sunrise (minutes after it). Null where the search found no such event.
     */
    moon:
      | { kind: "up"; setsAfter: number | null; night: number | null }
      | { kind: "rises"; after: number; beforeSunrise: number | null }
      | { kind: "none"; afterSunrise: number | null };
  } | null;
};

const DAY_MS = 24 * HOUR_MS;
const unit = (ra: number, dec: number) => {
  const [a, d] = [(ra * 15 * Math.PI) / 180, (dec * Math.PI) / 180];
  return new Vector(Math.cos(d) * Math.cos(a), Math.cos(d) * Math.sin(a), Math.sin(d), MakeTime(new Date(0)));
};

/** The bright star or planet nearest the moon at an instant, and whether the moon was closing on it an hour later. */
function nearestToMoon(time: Date): MoonSunDay["nearest"] {
  const later = new Date(time.getTime() + HOUR_MS);
  const lights = [
    ...MOON_PATH_STARS.map((s) => ({ name: s.name, planet: false, at: () => unit(s.ra, s.dec) })),
    ...MOON_PATH_PLANETS.map((p) => ({
      name: p,
      planet: true,
      at: (t: Date) => GeoVector(Body[p], MakeTime(t), true),
    })),
  ].map((light) => ({
    ...light,
    now: AngleBetween(GeoMoon(MakeTime(time)), light.at(time)),
    next: AngleBetween(GeoMoon(MakeTime(later)), light.at(later)),
  }));
  const best = lights.reduce((a, b) => (b.now < a.now ? b : a));
  return { name: best.name, planet: best.planet, degrees: Math.round(best.now), closing: best.next < best.now };
}

/**
 * The landmark star nearest a planet in the earth's sky at an instant, among `stars` (J2000 right ascension in hours,
 * declination in degrees), and how far from it in degrees: where the planet stood among the stars themselves, which
 * the zodiac's twelfths do not say. Both in the J2000 frame.
 */
export function starNearestPlanet(
  planet: ChartPlanet,
  time: Date,
  stars: readonly { name: string; ra: number; dec: number }[],
): { name: string; degrees: number } {
  const at = GeoVector(CHART_BODIES[planet], MakeTime(time), true);
  return stars
    .map((star) => ({ name: star.name, degrees: AngleBetween(at, unit(star.ra, star.dec)) }))
    .reduce((a, b) => (b.degrees < a.degrees ? b : a));
}

/** The full moon nearest a moment. */
function nearestFullMoon(noon: Date): Date {
  const before = SearchMoonPhase(180, new Date(noon.getTime() - 16 * DAY_MS), 32)?.date ?? noon;
  const after = SearchMoonPhase(180, new Date(before.getTime() + DAY_MS), 32)?.date ?? before;
  return Math.abs(after.getTime() - noon.getTime()) < Math.abs(before.getTime() - noon.getTime()) ? after : before;
}

/**
 * Whole hours from a moment to the full moon nearest it, before (negative) or after; 0 within the hour
 * (a full moon 34 minutes before Taupō's noon is "within the hour of midday", not "about 1 hour before").
 */
function hoursTo(noon: Date, at: Date): number {
  const hours = (at.getTime() - noon.getTime()) / HOUR_MS;
  return Math.abs(hours) < 1 ? 0 : Math.round(hours);
}

/**
 * The moon's age at an instant: days since the last new moon before it, to a tenth. (A share of the mean month
 * read from the phase angle runs a day or more off near the full moon, when the moon's pace is uneven:
 * Taupō, 2 May 1988, at the full moon, is 15 days into the cycle, not 14.)
 */
function moonAgeDays(at: Date): number {
  let last = at;
  for (
    let t = SearchMoonPhase(0, new Date(at.getTime() - 31 * DAY_MS), 31)?.date;
    t !== undefined && t.getTime() <= at.getTime();
    t = SearchMoonPhase(0, new Date(t.getTime() + DAY_MS), 31)?.date
  )
    last = t;
  return Math.floor(((at.getTime() - last.getTime()) / DAY_MS) * 10) / 10;
}

/** A longitude's whole degrees into its sign, to the nearest degree (12 for 11.9), and never 30. */
const degreeInSign = (longitude: number): number => Math.min(29, Math.round((((longitude % 360) + 360) % 360) % 30));

/** Whole days from an instant to another, by the calendar of the day's noon. */
const daysFrom = (noon: Date, at: Date) => Math.round((at.getTime() - noon.getTime()) / DAY_MS) + 0;

/** The solstice nearest a moment, in whole days from it, and the tropic where the overhead sun turned then. */
function nearestSolstice(noon: Date): MoonSunDay["solstice"] {
  const year = noon.getUTCFullYear();
  const near = [year - 1, year, year + 1]
    .flatMap((y) => {
      const s = Seasons(y);
      return [
        { at: s.jun_solstice.date, tropic: "Cancer" as const },
        { at: s.dec_solstice.date, tropic: "Capricorn" as const },
      ];
    })
    .sort((a, b) => Math.abs(a.at.getTime() - noon.getTime()) - Math.abs(b.at.getTime() - noon.getTime()))[0];
  if (!near) throw new Error("no solstice");
  return { days: daysFrom(noon, near.at), tropic: near.tropic };
}

/**
 * Facts of a birthday's moon and sun that a page can carry once (issue 25, item 5), read at the
 * day's midday (middayOf: the town's clock when it is known). With a town, its evening too: where the
 * sun set and what the moon did after, as times after sunset so no time zone is assumed.
 */
export function moonSunOn(
  birthday: Birthday,
  place: ({ latitude: number; longitude: number } & NonNullable<ClockPlace>) | null,
): MoonSunDay {
  const noon = middayOf(birthday, place);
  // The equation of time is the sun's own: its crossing against its mean noon, whatever the town's clock says.
  const meanNoon = localDay(birthday, place?.longitude ?? 0).noon;

  let apsis = SearchLunarApsis(new Date(noon.getTime() - 16 * DAY_MS));
  let bestApsis = apsis;
  while (apsis.time.date.getTime() < noon.getTime() + 16 * DAY_MS) {
    if (Math.abs(apsis.time.date.getTime() - noon.getTime()) < Math.abs(bestApsis.time.date.getTime() - noon.getTime()))
      bestApsis = apsis;
    apsis = NextLunarApsis(apsis);
  }

  // An eclipse season comes every 173 days, so one eclipse or more lies within ECLIPSE_REACH_DAYS before any date and
  // within as many after; the searches keep every eclipse in that reach, and the first past it.
  const from = new Date(noon.getTime() - ECLIPSE_REACH_DAYS * DAY_MS);
  const until = noon.getTime() + ECLIPSE_REACH_DAYS * DAY_MS;
  const eclipses: { of: "moon" | "sun"; kind: string; at: Date; halfMinutes?: number }[] = [];
  for (let e = SearchLunarEclipse(from); ; e = NextLunarEclipse(e.peak)) {
    // Half its length: of the partial phase, or for a penumbral eclipse, the whole faint shadow's.
    eclipses.push({
      of: "moon",
      kind: e.kind,
      at: e.peak.date,
      halfMinutes: e.sd_partial > 0 ? e.sd_partial : e.sd_penum,
    });
    if (e.peak.date.getTime() > until) break;
  }
  for (let e = SearchGlobalSolarEclipse(from); ; e = NextGlobalSolarEclipse(e.peak)) {
    eclipses.push({ of: "sun", kind: solarEclipseKind(e.kind, e.peak.date), at: e.peak.date });
    if (e.peak.date.getTime() > until) break;
  }
  const away = (e: { at: Date }) => Math.abs(e.at.getTime() - noon.getTime());
  const byNearness = eclipses.sort((a, b) => away(a) - away(b));
  let eclipse = byNearness[0] as (typeof eclipses)[number];
  let { seen, sunAtEdge, moonAtEdge } = place
    ? eclipseSeenFrom(eclipse, place)
    : { seen: null, sunAtEdge: undefined, moonAtEdge: undefined };
  // Over a town that saw none of the nearest, the nearest it saw within the reach, told as that: a buyer's page rested
  // on an eclipse of the sun "none of it could be seen from Chicago" while Chicago saw the moon's total eclipse sixteen
  // days later (review 27).
  let nearestSeen = false;
  if (place && !seen)
    for (const other of byNearness.slice(1)) {
      if (away(other) > ECLIPSE_REACH_DAYS * DAY_MS) break;
      const sight = eclipseSeenFrom(other, place);
      if (!sight.seen) continue;
      eclipse = other;
      ({ seen, sunAtEdge, moonAtEdge } = sight);
      nearestSeen = true;
      break;
    }

  // From the day's first moment, so a new moon that morning is the birthday's own (a senior review found one searched
  // from noon and skipped); the day is the town's clock day when it is kept (clockDayOf), as every other figure's.
  const dayStart = (clockDayOf(birthday, place) ?? localDay(birthday, place?.longitude ?? 0)).start.getTime();
  const newMoonAt = SearchMoonPhase(0, new Date(dayStart), 31)?.date ?? noon;
  const atNewMoon = eclipses.find((e) => e.of === "sun" && Math.abs(e.at.getTime() - newMoonAt.getTime()) < DAY_MS);
  const newMoonSight = atNewMoon && place ? eclipseSeenFrom(atNewMoon, place) : null;
  const fullMoonAt = nearestFullMoon(noon);
  const meridian = new Observer(0, place?.longitude ?? 0, 0);
  const sunDeclination = (at: Date) => Equator(Body.Sun, MakeTime(at), meridian, true, true).dec;
  const transit = SearchHourAngle(Body.Sun, meridian, 0, new Date(meanNoon.getTime() - 6 * HOUR_MS), +1);

  return {
    nearest: nearestToMoon(noon),
    apsis: {
      kind: bestApsis.kind === ApsisKind.Pericenter ? "perigee" : "apogee",
      days: daysFrom(noon, bestApsis.time.date),
      km: Math.round(bestApsis.dist_km / 100) * 100,
    },
    eclipse: {
      of: eclipse.of,
      kind: eclipse.kind,
      days: daysFrom(noon, eclipse.at),
      at: eclipse.at,
      seen,
      ...(place && !seen && !moonAtEdge && eclipse.of === "moon" && moonAltitudeAt(eclipse.at, place) < -1
        ? { moonBelow: true }
        : {}),
      ...(sunAtEdge ? { sunAtEdge } : {}),
      ...(moonAtEdge ? { moonAtEdge } : {}),
      ...(nearestSeen ? { nearestSeen: true } : {}),
    },
    fullMoonAt,
    fullMoonHours: hoursTo(noon, fullMoonAt),
    newMoonDays: daysFrom(noon, newMoonAt),
    newMoonAt,
    newMoonEclipse: atNewMoon
      ? {
          kind: atNewMoon.kind,
          seen: newMoonSight?.seen
            ? {
                covered: newMoonSight.seen.covered,
                ...(newMoonSight.seen.total ? { total: newMoonSight.seen.total } : {}),
                ...(newMoonSight.seen.sun ? { sun: newMoonSight.seen.sun } : {}),
              }
            : null,
          ...(newMoonSight?.sunAtEdge ? { sunAtEdge: newMoonSight.sunAtEdge } : {}),
        }
      : null,
    overhead: Math.round(sunDeclination(noon) * 10) / 10,
    overheadMoving: ((change) => (Math.abs(change) < 0.05 ? "turning" : change > 0 ? "north" : "south"))(
      sunDeclination(new Date(noon.getTime() + DAY_MS)) - sunDeclination(new Date(noon.getTime() - DAY_MS)),
    ),
    solstice: nearestSolstice(noon),
    noonEarly: Math.round((meanNoon.getTime() - transit.time.date.getTime()) / 60_000),
    evening: place ? townEvening(birthday, place) : null,
  };
}

/** How far either side of a birthday eclipses are looked for: one eclipse season or more always lies within it. */
const ECLIPSE_REACH_DAYS = 100;

/** The sun's and the moon's radii, in kilometres (IAU). */
const SUN_RADIUS_KM = 695_700;
const MOON_RADIUS_KM = 1_737.4;
/**
 * How far short of the earth's centre the moon's shadow cone may end for a total eclipse to be annular at its path's
 * ends: the path's ends graze the earth at about the centre's distance, an hour or more from the peak, as the moon's
 * distance moves (2013's, annular for its first seconds, ended 96 km past the centre at the peak; the nearest pure
 * total since 1900, 1927's, 1,447 km).
 */
const HYBRID_MARGIN_KM = 300;

/**
 * An eclipse of the sun's kind as the catalogues give it: astronomy-engine reports what the peak saw, so a total
 * eclipse whose shadow cone ended short of the earth's far side is a hybrid, total at its peak and annular at its
 * ends (3 October 1986 had been told as total; a buyer's review). The cone's length is the moon's radius times the
 * sun's distance from the moon over the difference of the radii.
 */
function solarEclipseKind(kind: string, peak: Date): string {
  if (kind !== "total") return kind;
  const time = MakeTime(peak);
  const moon = GeoMoon(time);
  const sun = GeoVector(Body.Sun, time, true);
  const sunFromMoon = Math.hypot(sun.x - moon.x, sun.y - moon.y, sun.z - moon.z) * KM_PER_AU;
  const cone = (MOON_RADIUS_KM * sunFromMoon) / (SUN_RADIUS_KM - MOON_RADIUS_KM);
  return cone - moon.Length() * KM_PER_AU < HYBRID_MARGIN_KM ? "hybrid" : kind;
}

/** An eclipse of the sun covering less of its disc than this over the town is not told as seen there. */
const SEEN_COVER = 0.05;

/** An eclipsed moon this high over a town, with the sun down, could be seen there. */
const ECLIPSE_MOON_CLEAR = 2;
/** The moon's refracted centre altitude when its upper limb stands on the horizon: risen above it, set below. */
const MOON_LIMB_UP = -0.27;

/** A sun that rose or set partly eclipsed is told so when it stayed up, eclipsed, this long. */
const SEEN_AT_EDGE_MS = 10 * 60_000;
/** An unseen eclipse of the moon is told as begun at its setting, or ended at its rising, within this long of it. */
const MOON_EDGE_MS = 40 * 60_000;

/** The moon's altitude over a place at a moment, refraction included. */
function moonAltitudeAt(at: Date, place: { latitude: number; longitude: number }): number {
  return altitudeOf(Body.Moon, at, new Observer(place.latitude, place.longitude, 0)).altitude;
}

/**
 * What of an eclipse could be seen from a town: the sun's, when the moon covered some of it there with the sun
 * above the horizon at the local peak (the share covered, and when), or with the sun rising or setting during it,
 * up for SEEN_AT_EDGE_MS of it (when it rose or set: Pune's sun rose 8% covered on 22 August 1998, after a peak
 * below its horizon, and had been told "none of it could be seen"; a buyer's review); the moon's, when the moon stood
 * ECLIPSE_MOON_CLEAR degrees clear of the horizon at the peak with the sun down. `seen` is null when nothing of it
 * was seen; `sunAtEdge` then says the sun was up for a few minutes of it, at its rising or setting.
 */
function eclipseSeenFrom(
  eclipse: { of: "moon" | "sun"; at: Date; halfMinutes?: number },
  place: { latitude: number; longitude: number },
): Pick<MoonSunDay["eclipse"], "seen" | "sunAtEdge" | "moonAtEdge"> {
  const observer = new Observer(place.latitude, place.longitude, 0);
  if (eclipse.of === "moon") {
    // Seen: the moon clear of the horizon, with the sun down; a moon at the horizon's edge or in daylight is not.
    const clear = (at: Date) => altitudeOf(Body.Moon, at, observer).altitude >= ECLIPSE_MOON_CLEAR;
    const dark = (at: Date) => altitudeOf(Body.Sun, at, observer).altitude < 0;
    const half = (eclipse.halfMinutes ?? 0) * 60_000;
    if (clear(eclipse.at) && dark(eclipse.at)) {
      // Seen at its peak: was the moon up from the first partial phase to the last? Up is its upper limb above the
      // horizon, not the 2 degrees a sight is promised at: Berlin's moon of 28 October 1985 rose at 15:40 UT, low but
      // up when the eclipse began at 15:54 (a senior review).
      const up = (at: Date) => altitudeOf(Body.Moon, at, observer).altitude > MOON_LIMB_UP;
      const rose = half > 0 && !up(new Date(eclipse.at.getTime() - half));
      const set = half > 0 && !up(new Date(eclipse.at.getTime() + half));
      const peak = { ...(rose ? { rose: true as const } : {}), ...(set ? { set: true as const } : {}) };
      return { seen: { at: eclipse.at, covered: null, ...(rose || set ? { peak } : {}) } };
    }
    // Not at its peak, but perhaps for part of it: Queenstown saw the first hour of the eclipse of 5 May 1985 before
    // dawn and the moon's setting, and had been told the moon was below the horizon (a buyer's review).
    const step = 5 * 60_000;
    const seenAt: Date[] = [];
    for (let t = eclipse.at.getTime() - half; t <= eclipse.at.getTime() + half; t += step) {
      const at = new Date(t);
      if (clear(at) && dark(at)) seenAt.push(at);
    }
    const [first] = seenAt;
    const last = seenAt.at(-1);
    if (!first || !last || seenAt.length * step < SEEN_AT_EDGE_MS) {
      // Not watched, but the moon's limb was up as the shadow began and set within MOON_EDGE_MS, or rose that close
      // to its end: told as that, not as a moon below the horizon.
      const up = (at: number) => altitudeOf(Body.Moon, new Date(at), observer).altitude > MOON_LIMB_UP;
      const [begin, end] = [eclipse.at.getTime() - half, eclipse.at.getTime() + half];
      if (half > 0 && up(begin) && !up(end) && !up(begin + MOON_EDGE_MS)) return { seen: null, moonAtEdge: "set" };
      if (half > 0 && up(end) && !up(begin) && !up(end - MOON_EDGE_MS)) return { seen: null, moonAtEdge: "rose" };
      return { seen: null };
    }
    // Seen before the peak: the sight ended when the moon set or the sky grew light; after it: when it rose or dusk fell.
    const before = last.getTime() < eclipse.at.getTime();
    const edge = new Date((before ? last : first).getTime() + (before ? step : -step));
    return {
      seen: {
        at: before ? last : first,
        covered: null,
        moon: { part: before ? "before" : "after", end: clear(edge) ? "sun" : "moon" },
      },
    };
  }
  const local = SearchLocalSolarEclipse(new Date(eclipse.at.getTime() - DAY_MS), observer);
  const near = Math.abs(local.peak.time.date.getTime() - eclipse.at.getTime()) < DAY_MS;
  if (!near || local.obscuration < SEEN_COVER) return { seen: null };
  // Total only inside the path: an annular's 99.5% (Atlanta, 30 May 1984) is not "all of the sun" (a senior review).
  if (local.peak.altitude > 0)
    return {
      seen: {
        at: local.peak.time.date,
        covered: local.obscuration,
        ...(local.kind === "total" ? { total: true } : {}),
      },
    };
  // The peak fell with the sun down: a sun that rose before the eclipse ended, or set after it began, was seen in part.
  const [begin, end] = [local.partial_begin.time.date, local.partial_end.time.date];
  const edge =
    local.partial_end.altitude > 0
      ? { sun: "rose" as const, at: SearchRiseSet(Body.Sun, observer, +1, begin, 1)?.date }
      : local.partial_begin.altitude > 0
        ? { sun: "set" as const, at: SearchRiseSet(Body.Sun, observer, -1, begin, 1)?.date }
        : null;
  if (!edge?.at || edge.at > end) return { seen: null };
  const up = edge.sun === "rose" ? end.getTime() - edge.at.getTime() : edge.at.getTime() - begin.getTime();
  return up >= SEEN_AT_EDGE_MS
    ? { seen: { at: edge.at, covered: null, sun: edge.sun } }
    : { seen: null, sunAtEdge: edge.sun };
}

/**
 * When the sun crossed into its next sign on a birthday it changed sign (sunSignsOn gives two): the instant, found
 * from noon UTC of the date. Null when it stayed in one sign.
 */
export function sunCrossingOn(birthday: Birthday): Date | null {
  const signs = sunSignsOn(birthday);
  const next = signs[1];
  if (next === undefined) return null;
  const noon = noonUtc(birthday);
  return SearchSunLongitude(STAR_SIGNS.indexOf(next) * 30, new Date(noon.getTime() - 26 * HOUR_MS), 3)?.date ?? null;
}

/**
 * When the sun, in one sign all day, moved on to the next: the instant (UTC), found from the date's noon
 * (the town's by local mean time when it is known, as chartOn). Null on a day it changed sign.
 */
export function sunLeavesSign(birthday: Birthday, longitude: number | null): Date | null {
  if (sunSignsOn(birthday).length > 1) return null;
  const noon = localDay(birthday, longitude ?? 0).noon;
  const sign = Math.floor((((SunPosition(MakeTime(noon)).elon % 360) + 360) % 360) / 30);
  return SearchSunLongitude(((sign + 1) % 12) * 30, noon, 32)?.date ?? null;
}

/** Where the sun set over a town on a date, and what the moon did after: up and setting, rising that night, or no moon till dawn. */
function townEvening(birthday: Birthday, place: { latitude: number; longitude: number }): MoonSunDay["evening"] {
  const observer = new Observer(place.latitude, place.longitude, 0);
  const day = sunDay(birthday, observer);
  if ("polar" in day) return null;
  const sunrise = SearchRiseSet(Body.Sun, observer, +1, day.set, 1)?.date;
  // Up at sunset when its next setting comes before its next rising (the same rule as the searches).
  const nextSet = SearchRiseSet(Body.Moon, observer, -1, day.set, 2)?.date;
  const nextRise = SearchRiseSet(Body.Moon, observer, +1, day.set, 2)?.date;
  const after = (at: Date | undefined) => (at ? minutesBetween(day.set, at) : null);
  const beforeSunrise = (at: Date | undefined) => at !== undefined && (!sunrise || at.getTime() < sunrise.getTime());
  // Far north or south the moon can neither set nor rise for two days: then its height at sunset says which.
  const up =
    nextSet === undefined && nextRise === undefined
      ? altitudeOf(Body.Moon, day.set, observer).altitude > 0
      : nextSet !== undefined && (nextRise === undefined || nextSet.getTime() < nextRise.getTime());
  const moon: NonNullable<MoonSunDay["evening"]>["moon"] = up
    ? { kind: "up", setsAfter: after(nextSet), night: after(sunrise) }
    : beforeSunrise(nextRise)
      ? {
          kind: "rises",
          after: after(nextRise) ?? 0,
          beforeSunrise: sunrise && nextRise ? minutesBetween(nextRise, sunrise) : null,
        }
      : { kind: "none", afterSunrise: sunrise && nextRise ? minutesBetween(sunrise, nextRise) : null };
  return {
    sunsetNorthOfWest: Math.round(altitudeOf(Body.Sun, day.set, observer).azimuth - 270),
    sunsetAt: day.set,
    ...(sunrise ? { sunriseAt: sunrise } : {}),
    night: after(sunrise),
    moon,
  };
}

/**
 * The sign (or two signs) the sun stood in on a birthday, from its true
 * ecliptic longitude. Without a birth time or time zone the day is every hour
 * that was that date somewhere on earth (UTC+14 to UTC−12), so on the day the
 * sun changes sign both signs are true.
 */
export function sunSignsOn(birthday: SoulmateInputs["birthday"]): StarSign[] {
  const midnightUtc = Date.UTC(birthday.year, birthday.month - 1, birthday.day);
  const signAt = (ms: number) => {
    const longitude = SunPosition(MakeTime(new Date(ms))).elon;
    return STAR_SIGNS[Math.floor((((longitude % 360) + 360) % 360) / 30)] as StarSign;
  };
  return [...new Set([signAt(midnightUtc - 14 * HOUR_MS), signAt(midnightUtc + 36 * HOUR_MS)])];
}

/** The sign of the zodiac a planet stood in (geocentric, tropical) at the noon of a birthday at a longitude. */
export function planetSignOn(body: Body, birthday: Birthday, longitude = 0): StarSign {
  const { elon } = Ecliptic(GeoVector(body, MakeTime(localDay(birthday, longitude).noon), true));
  return STAR_SIGNS[Math.floor((((elon % 360) + 360) % 360) / 30)] as StarSign;
}

export function birthSky(inputs: SoulmateInputs): BirthSky {
  const facts = SIGN_FACTS[inputs.starSign];
  // The town's sky, or the fallback capital's, as the chart and the whole book read it (decision 0096).
  const from = skyFromOf(inputs);
  return {
    sunSigns: sunSignsOn(inputs.birthday),
    sign: inputs.starSign,
    signName: facts.name,
    glyph: facts.glyph,
    element: facts.element,
    modality: facts.modality,
    rulingPlanet: facts.rulingPlanet,
    moon: moonPhaseOn(inputs.birthday, from.longitude, clockDayOf(inputs.birthday, from)),
    hemisphere: from.hemisphere,
    moonFacing: moonFacing(inputs),
  };
}

/**
 * Whether the moon is lit on its right as the buyer's town saw it: a waxing moon
 * is lit on the right by anyone facing south to find it, as in the north, and on
 * the left by anyone facing north, as in the south (BirthSky.moonFacing).
 */
export function litOnRight(waxing: boolean, sky: Pick<BirthSky, "moonFacing">): boolean {
  return waxing === (sky.moonFacing === "south");
}

/**
 * Whether the town faced the moon as its hemisphere does (south in the north, north in the south): always beyond
 * about 28.6° of latitude, the moon's farthest from the equator, and nearer it when the moon stood farther from the
 * equator than the town that day, on its side or the other.
 */
export function facesLikeHemisphere(sky: Pick<BirthSky, "hemisphere" | "moonFacing">): boolean {
  return (sky.hemisphere === "north") === (sky.moonFacing === "south");
}

/** Which way one faced to find the moon at its highest on the birthday (BirthSky.moonFacing). */
function moonFacing(inputs: SoulmateInputs): "north" | "south" {
  const place = skyFromOf(inputs);
  const noon = localDay(inputs.birthday, place.longitude).noon;
  const { dec } = Equator(Body.Moon, noon, new Observer(place.latitude, place.longitude, 0), true, true);
  return dec < place.latitude ? "south" : "north";
}

/**
 * The highest a star ever stands above the horizon at a latitude (degrees): 90° − |latitude −
 * declination|, below 0 for a star that never rises there. Refraction and the town's hills ignored.
 */
export function maxAltitude(latitude: number, declination: number): number {
  return 90 - Math.abs(latitude - declination);
}

// ---------------------------------------------------------------------------
// The sky over the reader's town on the birthday

/**
 * The sixteen points sky guides give directions by ("low in the west-south-west"): with eight, a planet at 203°
 * was told "south-west", 22 degrees off (a buyer's review). The town's landscape keeps eight (landscape.ts),
 * since its outlines are coarser than that.
 */
export const COMPASS_POINTS = [
  "north",
  "north-north-east",
  "north-east",
  "east-north-east",
  "east",
  "east-south-east",
  "south-east",
  "south-south-east",
  "south",
  "south-south-west",
  "south-west",
  "west-south-west",
  "west",
  "west-north-west",
  "north-west",
  "north-north-west",
] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/**
 * Where something stood in the sky: its compass direction and height above the horizon in degrees,
 * and its exact azimuth (degrees from north through east) where the star chart needs to place it.
 */
export type SkyPlace = { direction: CompassPoint; altitude: number; azimuth?: number };

/** The planets looked for at dusk: the four bright ones, and Mercury when it is bright (MERCURY_SEEN_MAGNITUDE). */
export const EVENING_PLANETS = ["Venus", "Jupiter", "Mars", "Saturn", "Mercury"] as const;
export type EveningPlanet = (typeof EVENING_PLANETS)[number];

export type TownSky = {
  /** Sunrise to sunset on the birthday, in minutes; null when the sun did not rise or did not set. */
  daylightMinutes: number | null;
  /** How that day's light compares with the town's year: near its longest, near its shortest, or neither. */
  dayKind: "long" | "short" | null;
  /** The sun stayed up all day and night (midnight sun), or never rose (polar night). */
  polar: "midnight-sun" | "polar-night" | null;
  /** The sun went no more than 6° below the horizon that night: the sky never grew fully dark. */
  lightNight: boolean;
  /** The bright planets clear of the horizon at dusk, brightest first; none where the night stayed light. */
  eveningPlanets: (SkyPlace & { planet: EveningPlanet })[];
  /**
   * The bright planets above the horizon at dusk but not clear of it (under 8°), brightest first: a
   * line that says no planet stood clear of the horizon names these, so it never reads as an empty sky.
   */
  lowPlanets: (SkyPlace & { planet: EveningPlanet; climbing?: boolean })[];
  /**
   * The brightest planet up at dusk was one of the low ones, though others stood clear of the horizon: Venus at 7°
   * over Reykjavík, magnitude −3.9, under Mars at 12°, +1.2 (a buyer's review). Told with the clear ones, not after.
   */
  brightestLow?: boolean;
  /**
   * The bright planets (not Mercury) below the horizon at dusk that rose within four hours after it, soonest first,
   * with the minutes after dusk and where they rose: dusk is one instant, and a planet near opposition rises soon
   * after it (a buyer's review: Saturn over Hobart, a week from opposition).
   */
  laterPlanets?: {
    planet: EveningPlanet;
    minutes: number;
    direction: CompassPoint;
    /** The moon, up as the planet rose and within LATER_MOON_DEGREES of it: how far off, in whole degrees. */
    moonDegrees?: number;
  }[];
  /**
   * The closest meeting at dusk of a bright planet up over the town (Mercury only when bright) and a bright star of
   * the moon's road (MOON_PATH_STARS), within DUSK_PAIR_DEGREES: Mercury a degree from Regulus, low in the west-north-
   * west over Christchurch on 12 August 1975 (review 35); or the moon, 4% lit, about 3 degrees from Mercury over Hobart
   * on 6 December 1983 (review 36), within DUSK_MOON_PAIR_DEGREES.
   */
  duskPair?: SkyPlace & {
    planet: EveningPlanet;
    /** A bright star of the moon's road, or the moon itself when it stood up with a crescent to see (review 36). */
    star: (typeof MOON_PATH_STARS)[number]["name"] | "the moon";
    degrees: number;
  };
  /** The moon at dusk, when it was up and more than a sliver. */
  eveningMoon: SkyPlace | null;
  /** Dusk itself (the sun 6° down after sunset), when the sun set and sank that far. */
  dusk?: Date;
  /**
   * The moon at that dusk whether or not it showed: its height in degrees (below zero when it was
   * down), the lit fraction of its face, and, when it was down, the minutes until it next rose (null
   * if not within the twelve hours after dusk), so a sky line can say why it was not seen.
   */
  duskMoon?: { altitude: number; lit: number; risesInMinutes: number | null };
};

/** The compass point nearest an azimuth (degrees from north through east). */
export function compassPoint(azimuth: number): CompassPoint {
  const wrapped = ((azimuth % 360) + 360) % 360;
  return COMPASS_POINTS[Math.round(wrapped / 22.5) % 16] ?? "north";
}

/** A compass point's bearing in degrees from north through east (west-south-west: 247.5). */
export const bearingOf = (point: CompassPoint): number => COMPASS_POINTS.indexOf(point) * 22.5;

/** How long after dusk a rising planet still belongs to that evening. */
const LATER_HOURS = 4;
/** A planet lower than this at dusk is lost in haze and buildings. */
export const PLANET_MIN_ALTITUDE = 8;
/** A planet this many magnitudes brighter than another is plainly the brighter to the eye. */
const BRIGHTER_BY = 0.5;
/** A planet and a star this close in the sky (degrees) at dusk stood together: a pair the eye takes in at one glance. */
const DUSK_PAIR_DEGREES = 3;
/** A planet this close to the moon (degrees) at dusk stood beside it: the moon's own width is half a degree. */
const DUSK_MOON_PAIR_DEGREES = 4;
/** A planet at least this high at dusk (degrees) is told beside a star: lower, the pair is lost in the horizon's haze. */
const DUSK_PAIR_MIN_ALTITUDE = 2;
/** A planet rising this near the moon (degrees), the moon up, rose beside it. */
const LATER_MOON_DEGREES = 25;
/** Dusk: the end of civil twilight, when the sun is this far below the horizon and the bright planets show. */
export const DUSK_SUN_ALTITUDE = -6;
/**
 * Mercury never leaves the twilight, and is told only when brighter than this at dusk: a buyer saw it over Mendoza
 * on 10 December 1983 at magnitude −0.5, 12° up, while the book gave the moon the sky to itself, and another over
 * Edmonton on 5 February 2001 at +1.3, 11° up, as bright as the first stars to show at the end of civil twilight.
 */
const MERCURY_SEEN_MAGNITUDE = 1.5;
const PLANET_BODIES: Record<EveningPlanet, Body> = {
  Venus: Body.Venus,
  Jupiter: Body.Jupiter,
  Mars: Body.Mars,
  Saturn: Body.Saturn,
  Mercury: Body.Mercury,
};

/**
 * Local mean midnight at the start of a date at a longitude: near enough to the town's own
 * midnight for sunrise and sunset, which are searched from it, without knowing its time zone.
 */
function localMidnight(birthday: Birthday, longitude: number): Date {
  return localDay(birthday, longitude).start;
}

/** Where a body stood over an observer at an instant (apparent, with refraction). */
export function altitudeOf(body: Body, time: Date, observer: Observer): { altitude: number; azimuth: number } {
  const { ra, dec } = Equator(body, time, observer, true, true);
  return Horizon(time, observer, ra, dec, "normal");
}

/** Sunrise and sunset on a date at a place, or the polar case when there is no such pair. */
function sunDay(
  birthday: Birthday,
  observer: Observer,
): { rise: Date; set: Date } | { polar: "midnight-sun" | "polar-night" } {
  const start = localMidnight(birthday, observer.longitude);
  const rise = SearchRiseSet(Body.Sun, observer, +1, start, 1);
  const set = SearchRiseSet(Body.Sun, observer, -1, rise ?? start, 1);
  if (rise && set && set.date.getTime() - start.getTime() <= 30 * HOUR_MS) return { rise: rise.date, set: set.date };
  const noon = new Date(start.getTime() + 12 * HOUR_MS);
  return { polar: altitudeOf(Body.Sun, noon, observer).altitude > 0 ? "midnight-sun" : "polar-night" };
}

const minutesBetween = (a: Date, b: Date) => Math.round((b.getTime() - a.getTime()) / 60_000);

/**
 * How much longer (positive) or shorter the next day's daylight was at a town than the birthday's, in seconds;
 * null where either day had no sunrise and sunset.
 */
export function daylightChange(place: { latitude: number; longitude: number }, birthday: Birthday): number | null {
  const observer = new Observer(place.latitude, place.longitude, 0);
  const next = new Date(Date.UTC(birthday.year, birthday.month - 1, birthday.day + 1));
  const today = sunDay(birthday, observer);
  const tomorrow = sunDay(
    { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
    observer,
  );
  if ("polar" in today || "polar" in tomorrow) return null;
  const length = (d: { rise: Date; set: Date }) => d.set.getTime() - d.rise.getTime();
  return Math.round((length(tomorrow) - length(today)) / 1000);
}

/** Dusk after a day's sunset: the sun DUSK_SUN_ALTITUDE down; undefined where it never got so low. */
function duskOn(day: { set: Date }, observer: Observer): Date | undefined {
  return SearchAltitude(Body.Sun, observer, -1, day.set, 1, DUSK_SUN_ALTITUDE)?.date;
}

/**
 * Where a planet or the moon stood over a town at dusk on a date, up or down (a negative altitude): the oracle's
 * Protection card tells the ruling planet where it was, not "kept watch over" a town it stood below (review 25:
 * Uranus 53 degrees down over Cork). Null where the town had no sunset or no dusk that day.
 */
export function atDuskOver(
  body: Body,
  place: { latitude: number; longitude: number },
  birthday: Birthday,
): (SkyPlace & { risesByDawn: boolean }) | null {
  const observer = new Observer(place.latitude, place.longitude, 0);
  const day = sunDay(birthday, observer);
  if ("polar" in day) return null;
  const dusk = duskOn(day, observer);
  if (!dusk) return null;
  const { altitude, azimuth } = altitudeOf(body, dusk, observer);
  // Below the horizon, whether it rose within the day after: far north a planet can stay down for weeks (a senior
  // review found "turning toward its rising" said of rulers that did not rise for two days).
  const risesByDawn = altitude > 0 || SearchRiseSet(body, observer, +1, dusk, 1) !== null;
  return { altitude, azimuth, direction: compassPoint(azimuth), risesByDawn };
}

/**
 * What the sky over a town really did on a birthday (astronomy-engine): the length of the
 * day, whether the night grew dark, and which bright planets and whether the moon stood
 * above the town at dusk. Without a birth time, that dusk is the evening of the day the
 * reader was born, which everyone there could have seen.
 */
export function townSky(place: { latitude: number; longitude: number }, birthday: Birthday): TownSky {
  const observer = new Observer(place.latitude, place.longitude, 0);
  const day = sunDay(birthday, observer);
  const start = localMidnight(birthday, place.longitude);
  const nextMidnight = new Date(start.getTime() + 24 * HOUR_MS);
  const lightNight = altitudeOf(Body.Sun, nextMidnight, observer).altitude > DUSK_SUN_ALTITUDE;

  if ("polar" in day) {
    return {
      daylightMinutes: null,
      dayKind: day.polar === "midnight-sun" ? "long" : "short",
      polar: day.polar,
      lightNight,
      eveningPlanets: [],
      lowPlanets: [],
      eveningMoon: null,
    };
  }

  const daylightMinutes = minutesBetween(day.rise, day.set);
  // The town's longest and shortest days that year, at the solstices.
  const solstices = [
    { ...birthday, month: 6, day: 21 },
    { ...birthday, month: 12, day: 21 },
  ].map((date) => {
    const solstice = sunDay(date, observer);
    return "polar" in solstice
      ? solstice.polar === "midnight-sun"
        ? 24 * 60
        : 0
      : minutesBetween(solstice.rise, solstice.set);
  });
  const longest = Math.max(...solstices);
  const shortest = Math.min(...solstices);
  const span = longest - shortest;
  const dayKind =
    span < 60
      ? null
      : daylightMinutes >= longest - span * 0.15
        ? "long"
        : daylightMinutes <= shortest + span * 0.15
          ? "short"
          : null;

  const dusk = duskOn(day, observer);
  if (!dusk)
    return { daylightMinutes, dayKind, polar: null, lightNight, eveningPlanets: [], lowPlanets: [], eveningMoon: null };
  const abovePlanets = EVENING_PLANETS.flatMap((planet) => {
    const { altitude, azimuth } = altitudeOf(PLANET_BODIES[planet], dusk, observer);
    if (altitude < 0) return [];
    const magnitude = Illumination(PLANET_BODIES[planet], dusk).mag;
    if (planet === "Mercury" && magnitude > MERCURY_SEEN_MAGNITUDE) return [];
    return [{ planet, altitude, azimuth, direction: compassPoint(azimuth), magnitude }];
  }).sort((a, b) => a.magnitude - b.magnitude);
  // The brightest planet low down, and plainly brighter (half a magnitude) than the brightest clear of the horizon:
  // Mars and Jupiter 0.06 apart over Ourense were not told one "brighter" (a review).
  const [brightest] = abovePlanets;
  const brightestClear = abovePlanets.find((p) => p.altitude >= PLANET_MIN_ALTITUDE);
  const brightestLow =
    brightest !== undefined &&
    brightestClear !== undefined &&
    brightest.altitude < PLANET_MIN_ALTITUDE &&
    brightest.magnitude <= brightestClear.magnitude - BRIGHTER_BY;
  const eveningPlanets = abovePlanets
    .filter((p) => p.altitude >= PLANET_MIN_ALTITUDE)
    .map(({ magnitude: _, ...rest }) => rest);
  // East of the meridian a planet is still climbing.
  const lowPlanets = abovePlanets
    .filter((p) => p.altitude < PLANET_MIN_ALTITUDE)
    .map(({ magnitude: _, ...p }) => ({ ...p, climbing: p.azimuth > 0 && p.azimuth < 180 }));
  const laterPlanets = EVENING_PLANETS.filter((p) => p !== "Mercury")
    .flatMap((planet) => {
      if (altitudeOf(PLANET_BODIES[planet], dusk, observer).altitude >= 0) return [];
      const rose = SearchRiseSet(PLANET_BODIES[planet], observer, +1, dusk, LATER_HOURS / 24);
      if (!rose) return [];
      const { azimuth } = altitudeOf(PLANET_BODIES[planet], rose.date, observer);
      // The moon beside it as it rose: Jupiter came up 21 degrees from Dunedin's full moon, eight minutes after dusk
      // on 10 May 1971, the evening's best sight, untold (review 37).
      // As the town saw them (topocentric): the moon's parallax moves it by up to a degree.
      const seen = (body: Body) => Equator(body, rose.date, observer, true, true).vec;
      const apart = AngleBetween(seen(PLANET_BODIES[planet]), seen(Body.Moon));
      const moonUp = altitudeOf(Body.Moon, rose.date, observer).altitude > 0;
      const moonDegrees = moonUp && apart <= LATER_MOON_DEGREES ? Math.round(apart) : null;
      return [
        {
          planet,
          minutes: minutesBetween(dusk, rose.date),
          direction: compassPoint(azimuth),
          ...(moonDegrees === null ? {} : { moonDegrees }),
        },
      ];
    })
    .sort((a, b) => a.minutes - b.minutes);
  // The moon as a partner only where it stood clear of the horizon with a crescent to see (the book's 2%).
  const moon = altitudeOf(Body.Moon, dusk, observer);
  const moonLit = Illumination(Body.Moon, dusk).phase_fraction;
  const moonSeen = moon.altitude >= DUSK_PAIR_MIN_ALTITUDE && moonLit >= 0.02;
  const [duskPair] = abovePlanets
    .filter((p) => p.altitude >= DUSK_PAIR_MIN_ALTITUDE)
    .flatMap(({ magnitude: _, ...p }) => {
      // Both in the J2000 frame, as starNearestPlanet: the stars' places are J2000 and GeoVector's are too.
      const at = GeoVector(PLANET_BODIES[p.planet], MakeTime(dusk), true);
      const stars = MOON_PATH_STARS.map((star) => ({
        ...p,
        star: star.name as NonNullable<TownSky["duskPair"]>["star"],
        degrees: AngleBetween(at, unit(star.ra, star.dec)),
      }));
      // The moon as the town saw it (topocentric, of date): its parallax shifts it by up to a degree.
      const moonApart = () =>
        AngleBetween(
          Equator(PLANET_BODIES[p.planet], MakeTime(dusk), observer, true, true).vec,
          Equator(Body.Moon, MakeTime(dusk), observer, true, true).vec,
        );
      return moonSeen ? [...stars, { ...p, star: "the moon" as const, degrees: moonApart() }] : stars;
    })
    .filter((pair) => pair.degrees <= (pair.star === "the moon" ? DUSK_MOON_PAIR_DEGREES : DUSK_PAIR_DEGREES))
    .sort((a, b) => a.degrees - b.degrees);
  const eveningMoon =
    moon.altitude >= PLANET_MIN_ALTITUDE / 2 && moonLit >= 0.05
      ? { altitude: moon.altitude, azimuth: moon.azimuth, direction: compassPoint(moon.azimuth) }
      : null;
  const rise = moon.altitude < 0 ? SearchRiseSet(Body.Moon, observer, +1, dusk, 0.5) : null;
  const risesInMinutes = rise ? minutesBetween(dusk, rise.date) : null;
  return {
    daylightMinutes,
    dayKind,
    polar: null,
    lightNight,
    eveningPlanets,
    lowPlanets,
    ...(brightestLow ? { brightestLow: true } : {}),
    laterPlanets,
    ...(duskPair ? { duskPair } : {}),
    eveningMoon,
    dusk,
    duskMoon: { altitude: moon.altitude, lit: moonLit, risesInMinutes },
  };
}

// ---------------------------------------------------------------------------
// The chart of a birthday, as far as a date without a time can tell it

/** The planets of a chart: the five seen without a telescope first, then the three beyond. */
export const CHART_PLANETS = ["Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"] as const;
export type ChartPlanet = (typeof CHART_PLANETS)[number];
export const NAKED_EYE_PLANETS: readonly ChartPlanet[] = CHART_PLANETS.slice(0, 5);
/** astronomy-engine's body for each planet of a chart (an evening planet is one of them). */
export const CHART_BODIES: Record<ChartPlanet, Body> = {
  Mercury: Body.Mercury,
  Venus: Body.Venus,
  Mars: Body.Mars,
  Jupiter: Body.Jupiter,
  Saturn: Body.Saturn,
  Uranus: Body.Uranus,
  Neptune: Body.Neptune,
  Pluto: Body.Pluto,
};

export type TurningPoint = "March equinox" | "June solstice" | "September equinox" | "December solstice";

export type ChartDay = {
  /** The day of the week of the date. */
  weekday: string;
  /** Whole degrees the sun had travelled into its sign at the day's noon; null on a day it changed sign. */
  sunDegree: number | null;
  /**
   * Which third of its sign the sun stood in at the day's noon (0, 1 or 2), by its true place, not the rounded
   * degree: the old decans, each lent to a sign of the same element; null on a day it changed sign or third, when
   * the buyer's third hangs on the hour they were born, which the quiz does not ask.
   */
  sunDecan: 0 | 1 | 2 | null;
  /** The two thirds of its sign the sun moved between that day (in order), on a day it crossed 10 or 20 degrees. */
  sunDecanCrossing?: readonly [0 | 1 | 2, 0 | 1 | 2];
  /** The sign the moon stood in all that day, or the two it moved between (in order). */
  moonSigns: StarSign[];
  /** Days since the last new moon at the day's midday, to a tenth (14.9: fourteen whole days, nearly fifteen). */
  moonAge: number;
  /** The sign each of the seven old planets (the sun and moon among them) stood in at the day's noon. */
  noonSigns: Record<"Sun" | "Moon" | ChartPlanet, StarSign>;
  /** When the moon crossed from the first of `moonSigns` into the second, to the minute; absent when it kept to one. */
  moonIngress?: Date;
  /** The planets: the sign (or two) each stood in that day, and which way it moved against the stars. */
  planets: {
    planet: ChartPlanet;
    signs: StarSign[];
    /** Whole degrees into its sign at the day's noon. */
    degree: number;
    /** How far from the earth it was at the day's noon, in millions of kilometres. */
    millionKm: number;
    motion: "direct" | "retrograde" | "stationary";
    /**
     * Mercury or Venus passing behind the sun's disc that day (a superior conjunction close enough to hide it), or
     * crossing in front of it (a transit); absent on any other day. Camille's Venus, 0.27 degrees from the sun's centre
     * at Lyon's noon on 14 June 1992, had been behind the disc since the night before, and was told "a degree or so
     * away" (review 36).
     */
    disc?: "behind" | "across";
    /** When it crossed from the first of `signs` into the second, to the minute; absent when it kept to one. */
    ingress?: Date;
  }[];
  /**
   * Venus as the morning or evening star, too near the sun to be seen, or (from a known town) far enough from
   * the sun but too low in that town's twilight to be seen.
   */
  venus: "morning" | "evening" | "hidden" | "twilight";
  /** How far away the moon was at the day's noon, to the nearest hundred kilometres, as the apsis is told (a thousand made it pass its own apogee). */
  moonKm: number;
  /** How far away the sun was, in millions of kilometres to one decimal. */
  sunMillionKm: number;
  /**
   * The last equinox or solstice, and about how many days before the day it fell (0: that very day). Time
   * zones move it by a day either way, so the book says "about".
   */
  sinceTurn: { point: TurningPoint; days: number };
};

const KM_PER_AU = 149_597_870.7;

/** When a body's sign changed between two moments that lie in different signs, narrowed to the minute. */
function signChangeBetween(body: Body, from: number, to: number): Date {
  const signAt = (ms: number) => signOfLongitude(Ecliptic(GeoVector(body, MakeTime(new Date(ms)), true)).elon);
  const first = signAt(from);
  let [lo, hi] = [from, to];
  while (hi - lo > 60_000) {
    const mid = (lo + hi) / 2;
    if (signAt(mid) === first) lo = mid;
    else hi = mid;
  }
  return new Date(hi);
}

/**
 * Whether Mercury or Venus passed behind the sun's disc (`behind`) or in front of it (`across`, a transit) between
 * two moments, as seen from the earth's centre: searched only when it stood within four degrees of the sun at noon,
 * every ten minutes, its centre against the sun's apparent radius.
 */
function sunDiscPassage(body: Body, from: number, to: number, noon: Date): "behind" | "across" | null {
  if (Elongation(body, MakeTime(noon)).elongation > 4) return null;
  for (let t = from; t <= to; t += 10 * 60_000) {
    const time = MakeTime(new Date(t));
    const planet = GeoVector(body, time, true);
    const sun = GeoVector(Body.Sun, time, true);
    const sunRadius = (Math.asin(SUN_RADIUS_KM / (sun.Length() * KM_PER_AU)) * 180) / Math.PI;
    if (AngleBetween(planet, sun) < sunRadius) return planet.Length() > sun.Length() ? "behind" : "across";
  }
  return null;
}
/** A planet closer to the sun than this along the sky is lost in its glow at dusk and dawn. */
export const PLANET_GLARE_DEGREES = 18;
/** Venus nearer the sun than this is not told as the morning or evening star, unless a known town saw it. */
const VENUS_SEEN_DEGREES = 18;
/** Nearer than this, Venus is lost in the sun's glare from anywhere. */
const VENUS_GLARE_DEGREES = 10;
/**
 * How high Venus must stand, when the sun is VENUS_TWILIGHT_SUN below the horizon on Venus's side of the day, to be
 * seen from a town: at magnitude −4 it shows through a bright sky, but not in the haze at the horizon.
 */
const VENUS_TWILIGHT_ALTITUDE = 3;
/**
 * The sun's height at which Venus is looked for: 3° down, early in civil twilight, when a morning star stands
 * higher than at the twilight's start and an evening star than at its end (a review: Reykjavík, 20 April 1969,
 * 2.8° with the sun 6° down and 5.2° at sunrise).
 */
const VENUS_TWILIGHT_SUN = -3;

/**
 * Where Venus stood over a town as the sun stood 3° down at dawn (`morning`) or dusk (`evening`): how the town saw a
 * morning or evening star. Null where the sun never went that far down. `sun` asks at another height of the sun.
 */
export function venusInTwilight(
  birthday: Birthday,
  place: { latitude: number; longitude: number },
  side: "morning" | "evening",
  sun = VENUS_TWILIGHT_SUN,
): SkyPlace | null {
  const observer = new Observer(place.latitude, place.longitude, 0);
  const { start } = localDay(birthday, place.longitude);
  const twilight = SearchAltitude(Body.Sun, observer, side === "morning" ? +1 : -1, start, 1, sun);
  if (!twilight) return null;
  const { altitude, azimuth } = altitudeOf(Body.Venus, twilight.date, observer);
  return { altitude, azimuth, direction: compassPoint(azimuth) };
}

/**
 * Whether a town saw Venus on a date: its height with the sun 3° down at dawn (a morning star) or dusk (an evening
 * star); null where the sun never went that far down.
 */
function venusSeenFrom(
  birthday: Birthday,
  place: { latitude: number; longitude: number },
  side: "morning" | "evening",
): boolean | null {
  const seen = venusInTwilight(birthday, place, side);
  return seen === null ? null : seen.altitude >= VENUS_TWILIGHT_ALTITUDE;
}

/** Each planet's mean pace along the zodiac as seen from the earth, in degrees a day. */
const MEAN_MOTION: Record<ChartPlanet, number> = {
  Mercury: 1,
  Venus: 1,
  Mars: 0.52,
  Jupiter: 0.083,
  Saturn: 0.034,
  Uranus: 0.012,
  Neptune: 0.006,
  Pluto: 0.004,
};

/**
 * Venus as a town saw it: its height in that day's twilight, the sun 3° down, decides (Wellington, 7 July 1955: 15 degrees
 * from the sun and about 5 degrees up at dawn, a low morning star; Trondheim, 2 September 1983: it rose 27
 * minutes before the sun, below 3 degrees at dawn). Without a town, or where twilight never came, within 18
 * degrees of the sun it rises or sets in the twilight itself and is not told as a morning or evening star.
 */
function venusAs(
  birthday: Birthday,
  longitude: number | null,
  latitude: number | null,
  elongation: number,
  side: "morning" | "evening",
): ChartDay["venus"] {
  if (elongation < VENUS_GLARE_DEGREES) return "hidden";
  const seen = longitude === null || latitude === null ? null : venusSeenFrom(birthday, { latitude, longitude }, side);
  if (seen === null) return elongation < VENUS_SEEN_DEGREES ? "hidden" : side;
  if (seen) return side;
  return elongation < VENUS_SEEN_DEGREES ? "hidden" : "twilight";
}

const signOfLongitude = (elon: number) => STAR_SIGNS[Math.floor((((elon % 360) + 360) % 360) / 30)] as StarSign;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/**
 * The sign the moon stood in between two instants, or the two it moved between, with the crossing to the
 * second: the moon moves about half a degree an hour, so halving the span twenty times finds it to the second.
 */
export function moonSignsBetween(from: number, to: number): { moonSigns: StarSign[]; moonIngress?: Date } {
  const elon = (ms: number) => Ecliptic(GeoVector(Body.Moon, MakeTime(new Date(ms)), true)).elon;
  const first = signOfLongitude(elon(from));
  const last = signOfLongitude(elon(to));
  if (first === last) return { moonSigns: [first] };
  let [lo, hi] = [from, to];
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    if (signOfLongitude(elon(mid)) === first) lo = mid;
    else hi = mid;
  }
  return { moonSigns: [first, last], moonIngress: new Date(Math.round(hi)) };
}

/**
 * What the sky of a date says for certain without a birth time: the span is the town's clock day when `clock` gives
 * it (clockDayOf), else the town's day by the zone of its longitude to the hour, or, with no
 * town, every hour that was that date somewhere on earth. A body that changed sign inside the span is given both signs;
 * the day's figures are read at the clock's midday, else the mean noon, else noon UTC.
 */
export function chartOn(
  birthday: Birthday,
  longitude: number | null,
  latitude: number | null = null,
  clock: { start: Date; noon: Date; end: Date } | null = null,
): ChartDay {
  const midnightUtc = noonUtc(birthday).getTime() - 12 * HOUR_MS;
  // The town's clock day when it is known (clockDayOf); else its day by the zone of its longitude to the hour, as the
  // book dates everything before 1970 (townDateZone). It was the sun's day two hours wider either side, which told the
  // moon crossing into Cancer "on your birthday" at 11:20 the evening before by Montréal's clock (review 39).
  const zoneHours = longitude === null ? 0 : Math.round(longitude / 15);
  const [from, to] = clock
    ? [clock.start.getTime(), clock.end.getTime()]
    : longitude === null
      ? [midnightUtc - 14 * HOUR_MS, midnightUtc + 36 * HOUR_MS]
      : [midnightUtc - zoneHours * HOUR_MS, midnightUtc + (24 - zoneHours) * HOUR_MS];
  const noon = clock?.noon ?? (longitude === null ? noonUtc(birthday) : localDay(birthday, longitude).noon);
  const elonOf = (body: Body, ms: number) => Ecliptic(GeoVector(body, MakeTime(new Date(ms)), true)).elon;
  const signsOf = (body: Body) => [
    ...new Set([signOfLongitude(elonOf(body, from)), signOfLongitude(elonOf(body, to))]),
  ];

  const sunSigns = signsOf(Body.Sun);
  // With no town the window is fifty hours, in which the moon can pass through three signs (30 April 1950: Virgo,
  // Libra, Scorpio); then the day is Greenwich's date, in which it crosses at most once (a review).
  const wide = moonSignsBetween(from, to);
  const [firstSign, lastSign] = wide.moonSigns;
  const steps = lastSign ? (STAR_SIGNS.indexOf(lastSign) - STAR_SIGNS.indexOf(firstSign as StarSign) + 12) % 12 : 0;
  const { moonSigns, moonIngress } = steps > 1 ? moonSignsBetween(midnightUtc, midnightUtc + 24 * HOUR_MS) : wide;
  const sunAtNoon = SunPosition(MakeTime(noon)).elon;
  const decanOf = (longitude: number) => Math.min(2, Math.floor((((longitude % 360) + 360) % 30) / 10)) as 0 | 1 | 2;
  // A third of the sign crossed within the day: which one the buyer's sun fell in depends on the hour (review 35).
  const [decanFrom, decanTo] = [decanOf(elonOf(Body.Sun, from)), decanOf(elonOf(Body.Sun, to))];
  const decanCrossed = sunSigns.length === 1 && decanFrom !== decanTo;
  const planets = CHART_PLANETS.map((planet) => {
    const body = CHART_BODIES[planet];
    // The change in longitude over ten days about the noon, unwrapped across 0°, against the planet's usual pace.
    const span = 5 * 24 * HOUR_MS;
    const change = ((elonOf(body, noon.getTime() + span) - elonOf(body, noon.getTime() - span) + 540) % 360) - 180;
    const motion =
      Math.abs(change) < MEAN_MOTION[planet] * 10 * 0.1 ? "stationary" : change < 0 ? "retrograde" : "direct";
    const degree = degreeInSign(elonOf(body, noon.getTime()));
    const millionKm = (GeoVector(body, MakeTime(noon), true).Length() * KM_PER_AU) / 1e6;
    const disc = planet === "Mercury" || planet === "Venus" ? sunDiscPassage(body, from, to, noon) : null;
    const signs = signsOf(body);
    const ingress = signs.length > 1 ? signChangeBetween(body, from, to) : null;
    return {
      planet,
      signs,
      degree,
      millionKm,
      motion,
      ...(disc ? { disc } : {}),
      ...(ingress ? { ingress } : {}),
    } as const;
  });
  const venus = Elongation(Body.Venus, MakeTime(noon));

  const year = birthday.year;
  const points = [Seasons(year - 1), Seasons(year)].flatMap((s) => [
    { point: "March equinox" as const, at: s.mar_equinox.date },
    { point: "June solstice" as const, at: s.jun_solstice.date },
    { point: "September equinox" as const, at: s.sep_equinox.date },
    { point: "December solstice" as const, at: s.dec_solstice.date },
  ]);
  const last = points.filter((p) => p.at.getTime() <= to).at(-1) ?? points[0];
  return {
    weekday: WEEKDAYS[noonUtc(birthday).getUTCDay()] ?? "Sunday",
    sunDegree: sunSigns.length === 1 ? degreeInSign(sunAtNoon) : null,
    sunDecan: sunSigns.length === 1 && !decanCrossed ? decanOf(sunAtNoon) : null,
    ...(decanCrossed ? { sunDecanCrossing: [decanFrom, decanTo] as const } : {}),
    moonSigns,
    ...(moonIngress ? { moonIngress } : {}),
    noonSigns: {
      Sun: signOfLongitude(elonOf(Body.Sun, noon.getTime())),
      Moon: signOfLongitude(elonOf(Body.Moon, noon.getTime())),
      ...(Object.fromEntries(
        CHART_PLANETS.map((planet) => [planet, signOfLongitude(elonOf(CHART_BODIES[planet], noon.getTime()))]),
      ) as Record<ChartPlanet, StarSign>),
    },
    moonAge: moonAgeDays(noon),
    planets,
    moonKm: Math.round((GeoMoon(MakeTime(noon)).Length() * KM_PER_AU) / 100) * 100,
    sunMillionKm: Math.round((GeoVector(Body.Sun, MakeTime(noon), true).Length() * KM_PER_AU) / 100_000) / 10,
    venus: venusAs(
      birthday,
      longitude,
      latitude,
      venus.elongation,
      venus.visibility === "morning" ? "morning" : "evening",
    ),
    sinceTurn: {
      point: last?.point ?? "December solstice",
      // Inside the day's span: that very day; else whole days from it to the day's noon, at least one.
      days:
        (last?.at.getTime() ?? 0) >= from
          ? 0
          : Math.max(1, Math.round((noon.getTime() - (last?.at.getTime() ?? 0)) / (24 * HOUR_MS))),
    },
  };
}

// ---------------------------------------------------------------------------
// More of the planets and the sun on a birthday, for the planet and place pages

/**
 * How far a planet stood from the sun along the sky at the day's noon (whole degrees), and on which
 * side: east of the sun, an evening planet that set after it, or west, a morning one that rose before it.
 * The noon is the town's (local mean time) when its longitude is known, else noon UTC.
 */
export function sunAngleOn(
  planet: ChartPlanet,
  birthday: Birthday,
  longitude: number | null,
): { degrees: number; side: "evening" | "morning" } {
  const noon = longitude === null ? noonUtc(birthday) : localDay(birthday, longitude).noon;
  const { elongation, visibility } = Elongation(CHART_BODIES[planet], MakeTime(noon));
  return { degrees: Math.round(elongation), side: visibility === "morning" ? "morning" : "evening" };
}

/**
 * How far a planet or the moon moved along the zodiac in the day about its noon, in degrees, negative
 * when it moved backward against the stars.
 */
export function dailyMotionOn(
  body: ChartPlanet | "Moon" | "Sun",
  birthday: Birthday,
  longitude: number | null,
): number {
  const noon = (longitude === null ? noonUtc(birthday) : localDay(birthday, longitude).noon).getTime();
  const b = body === "Moon" ? Body.Moon : body === "Sun" ? Body.Sun : CHART_BODIES[body];
  const elon = (ms: number) => Ecliptic(GeoVector(b, MakeTime(new Date(ms)), true)).elon;
  const change = ((elon(noon + 12 * HOUR_MS) - elon(noon - 12 * HOUR_MS) + 540) % 360) - 180;
  return change;
}

/**
 * The phase a planet showed at the day's noon, for its picture: the share of its disc lit (0–1) and whether it stood
 * east of the sun (the evening side), as the moon is lit on the side that faces the sun. Venus and Mercury run from
 * crescent to full; the planets beyond the earth are never less than gibbous (Mars about 84% at its least).
 */
export function planetPhaseOn(
  planet: ChartPlanet,
  birthday: Birthday,
  longitude: number | null,
): { lit: number; east: boolean; ringTilt: number } {
  const noon = longitude === null ? noonUtc(birthday) : localDay(birthday, longitude).noon;
  const time = MakeTime(noon);
  const body = CHART_BODIES[planet];
  const seen = Illumination(body, time);
  // ring_tilt: how far the earth stood above or below Saturn's ring plane, in degrees (0 for other planets).
  return {
    lit: seen.phase_fraction,
    east: Elongation(body, time).visibility === "evening",
    ringTilt: seen.ring_tilt ?? 0,
  };
}

/** The share of a planet's disc lit by the sun as seen from the earth at the day's noon, in whole per cent. */
export function planetLitOn(planet: ChartPlanet, birthday: Birthday, longitude: number | null): number {
  const noon = longitude === null ? noonUtc(birthday) : localDay(birthday, longitude).noon;
  return Math.round(Illumination(CHART_BODIES[planet], MakeTime(noon)).phase_fraction * 100);
}

/**
 * The sun's height above a town's horizon when it crossed the meridian on a date (its highest that day),
 * in whole degrees, refraction included. Local mean noon is up to a quarter of an hour off that, which near
 * the zenith is more than a degree: Lima on 15 November 1992 read "about 82" for a sun 83.4 degrees up.
 */
export function noonSunAltitude(place: { latitude: number; longitude: number }, birthday: Birthday): number {
  const observer = new Observer(place.latitude, place.longitude, 0);
  const noon = localDay(birthday, place.longitude).noon;
  const transit = SearchHourAngle(Body.Sun, observer, 0, new Date(noon.getTime() - 6 * HOUR_MS), +1);
  return Math.round(transit.hor.altitude);
}

/** How far from a birthday an opposition is told: within three weeks, the planet is near its brightest. */
export const OPPOSITION_DAYS = 21;

/** At the opposition's local midnight, a planet this high with the sun this far down was up all that night. */
const ALL_NIGHT_PLANET = 15;
const ALL_NIGHT_SUN = -6;

/**
 * The outer bright planets (Mars, Jupiter, Saturn) that came to opposition within OPPOSITION_DAYS of the birthday's
 * midday in the town (middayOf; noon UTC with no town), nearest first: the earth between the planet and the sun, when
 * it shines its brightest of the year (for Mars, of its two-year round). The days are whole days from that midday
 * (negative: before), and the date is the opposition's instant. `allNight`, over a town: the planet stood high at that
 * night's middle with the sky dark, so it rose about sunset and was up all night there; not under a midnight sun, nor
 * where it stays low (a senior review: Murmansk in June, Mars 0.7° up over Reykjavík in July 2018).
 */
export function oppositionsNear(
  birthday: Birthday,
  place?: (NonNullable<ClockPlace> & { latitude: number; longitude: number }) | null,
): { planet: "Mars" | "Jupiter" | "Saturn"; days: number; date: Date; allNight?: boolean }[] {
  const noon = middayOf(birthday, place).getTime();
  // A day early, so an opposition 21 days and some hours before still rounds into the window, as one after does.
  const from = new Date(noon - (OPPOSITION_DAYS + 1) * DAY_MS);
  return (["Mars", "Jupiter", "Saturn"] as const)
    .flatMap((planet) => {
      // Relative longitude 0: the earth and the planet on one side of the sun, in one line with it (180 is conjunction).
      const date = SearchRelativeLongitude(CHART_BODIES[planet], 0, from).date;
      const days = Math.round((date.getTime() - noon) / DAY_MS);
      if (Math.abs(days) > OPPOSITION_DAYS) return [];
      if (!place) return [{ planet, days: days === 0 ? 0 : days, date }];
      const observer = new Observer(place.latitude, place.longitude, 0);
      const midnight = SearchHourAngle(Body.Sun, observer, 12, new Date(date.getTime() - 12 * HOUR_MS), +1).time.date;
      const allNight =
        altitudeOf(Body.Sun, midnight, observer).altitude < ALL_NIGHT_SUN &&
        altitudeOf(CHART_BODIES[planet], midnight, observer).altitude >= ALL_NIGHT_PLANET;
      return [{ planet, days: days === 0 ? 0 : days, date, allNight }];
    })
    .sort((a, b) => Math.abs(a.days) - Math.abs(b.days));
}

/** Two bright planets nearer than this on the sky are told as a pairing; nearer the sun than GLARE, they were lost. */
const PAIRING_DEGREES = 2;
const PAIRING_GLARE = 15;

/** A pair is seen from a town when both stand this high with the sun this far down. */
const PAIRING_SEEN_ALTITUDE = 5;

export type Pairing = {
  planets: [EveningPlanet, EveningPlanet];
  /** Their separation at the day's midday, to a tenth of a degree. */
  degrees: number;
  /** On the sun's evening side (else its morning side). */
  evening: boolean;
  /**
   * Over a town: when both stood PAIRING_SEEN_ALTITUDE up in a dark sky (the sun 6° down) in the day from its midday,
   * "evening" before the sun's midnight and "morning" after; null when never. Absent with no town.
   */
  seen?: "evening" | "morning" | null;
};

/** The bright planets clear of the sun's glare (PAIRING_GLARE) at a moment, Mercury only when bright (MERCURY_SEEN_MAGNITUDE). */
function clearOfGlare<P extends EveningPlanet>(planets: readonly P[], time: ReturnType<typeof MakeTime>): P[] {
  return planets.filter(
    (p) =>
      Elongation(CHART_BODIES[p], time).elongation >= PAIRING_GLARE &&
      (p !== "Mercury" || Illumination(Body.Mercury, time).mag <= MERCURY_SEEN_MAGNITUDE),
  );
}

/**
 * The bright planets (Mercury only when bright, MERCURY_SEEN_MAGNITUDE) that stood within PAIRING_DEGREES of each
 * other on the sky at the birthday's midday (middayOf), clear of the sun's glare, nearest pair first: a sight a
 * buyer's review found untold (Mars and Jupiter 0.6° apart over Sevilla on 14 June 1991). Over a town, when it could
 * be seen there, if at all (a senior review found a pair told over Reykjavík that never rose in its dark).
 */
export function planetPairingsOn(
  birthday: Birthday,
  place?: (NonNullable<ClockPlace> & { latitude: number; longitude: number }) | null,
): Pairing[] {
  const noon = middayOf(birthday, place);
  const time = MakeTime(noon);
  const bodies = clearOfGlare(["Venus", "Jupiter", "Mars", "Saturn", "Mercury"], time);
  const pairs: Pairing[] = [];
  for (const [i, a] of bodies.entries())
    for (const b of bodies.slice(i + 1)) {
      const degrees = AngleBetween(GeoVector(CHART_BODIES[a], time, true), GeoVector(CHART_BODIES[b], time, true));
      if (degrees >= PAIRING_DEGREES) continue;
      const evening = Elongation(CHART_BODIES[a], time).visibility === "evening";
      pairs.push({
        planets: [a, b],
        degrees: Math.round(degrees * 10) / 10,
        evening,
        ...(place ? { seen: pairSeenFrom(noon, place, a, b) } : {}),
      });
    }
  return pairs.sort((x, y) => x.degrees - y.degrees);
}

/** A bright planet this near Venus on the sky is its companion: the two were seen together, a hand's width apart or less. */
const COMPANION_DEGREES = 10;
/** How many days either side of the birthday the two are followed to find their closest meeting. */
const COMPANION_SEARCH_DAYS = 30;

export type VenusCompanion = {
  planet: Exclude<EveningPlanet, "Venus">;
  /** Their separation at the day's midday, to a tenth of a degree. */
  degrees: number;
  /**
   * Whole days from the birthday's midday to their closest meeting in the COMPANION_SEARCH_DAYS either side (negative:
   * before), and how near they came then; null when the nearest lies at the search's edge (still closing, or long apart),
   * and beside Mars.
   */
  closest: { days: number; degrees: number } | null;
  /** When both stood clear of the town's horizon in its dark: the evening, or before dawn. */
  seen: "evening" | "morning";
};

/**
 * The one bright planet near Venus on the sky at the birthday's midday in the town, from PAIRING_DEGREES to
 * COMPANION_DEGREES, both clear of the sun's glare and seen together in the town's dark on Venus's own side of the day
 * (an evening star in the evening, a morning star before the next dawn, and Venus itself seen in that twilight); null
 * when there is none, or no town. Nor when the sight was more than two: another bright planet within
 * COMPANION_DEGREES of Venus, or under PAIRING_DEGREES of either (the place page tells such a pair). The sky's own
 * picture of two lights keeping company, which a buyer's review found untold: Venus and Jupiter 6.5° apart in
 * Manchester's dusk on 12 March 1988, a week after their closest meeting of 2.2° (review 26). Beside Mars the closest
 * meeting is not given: the meeting page tells when the two next met.
 */
export function venusCompanionOn(
  birthday: Birthday,
  place: (NonNullable<ClockPlace> & { latitude: number; longitude: number }) | null | undefined,
): VenusCompanion | null {
  if (!place) return null;
  const noon = middayOf(birthday, place);
  const apart = (a: EveningPlanet, b: EveningPlanet, at: Date) => {
    const time = MakeTime(at);
    return AngleBetween(GeoVector(CHART_BODIES[a], time, true), GeoVector(CHART_BODIES[b], time, true));
  };
  const time = MakeTime(noon);
  const venus = Elongation(Body.Venus, time);
  const side = venus.visibility === "evening" ? "evening" : "morning";
  if (venus.elongation < PAIRING_GLARE || venusSeenFrom(birthday, place, side) !== true) return null;
  const bright = clearOfGlare(["Jupiter", "Mars", "Saturn", "Mercury"], time);
  const near = bright
    .map((planet) => ({ planet, degrees: apart("Venus", planet, noon) }))
    .filter((p) => Math.round(p.degrees * 10) / 10 < COMPANION_DEGREES);
  const [one] = near;
  if (!one || near.length > 1 || one.degrees < PAIRING_DEGREES) return null;
  if (bright.some((p) => p !== one.planet && apart(one.planet, p, noon) < PAIRING_DEGREES)) return null;
  const seen = pairSeenFrom(noon, place, "Venus", one.planet);
  if (seen !== side) return null;
  let best = { days: 0, degrees: one.degrees };
  for (let days = -COMPANION_SEARCH_DAYS; days <= COMPANION_SEARCH_DAYS; days++) {
    const degrees = apart("Venus", one.planet, new Date(noon.getTime() + days * DAY_MS));
    if (degrees < best.degrees) best = { days, degrees };
  }
  const closest =
    one.planet === "Mars" || Math.abs(best.days) === COMPANION_SEARCH_DAYS
      ? null
      : { days: best.days, degrees: Math.round(best.degrees * 10) / 10 };
  return { planet: one.planet, degrees: Math.round(one.degrees * 10) / 10, closest, seen };
}

/** When two planets both stood clear of a town's horizon in its dark, sampled every 20 minutes through one day. */
function pairSeenFrom(
  noon: Date,
  place: { latitude: number; longitude: number },
  a: EveningPlanet,
  b: EveningPlanet,
): "evening" | "morning" | null {
  const observer = new Observer(place.latitude, place.longitude, 0);
  const midnight = SearchHourAngle(Body.Sun, observer, 12, noon, +1).time.date.getTime();
  for (let t = noon.getTime(); t < noon.getTime() + DAY_MS; t += 20 * 60_000) {
    const at = new Date(t);
    if (
      altitudeOf(Body.Sun, at, observer).altitude < -6 &&
      altitudeOf(CHART_BODIES[a], at, observer).altitude >= PAIRING_SEEN_ALTITUDE &&
      altitudeOf(CHART_BODIES[b], at, observer).altitude >= PAIRING_SEEN_ALTITUDE
    )
      return t < midnight ? "evening" : "morning";
  }
  return null;
}

/**
 * The earth's nearest closest or farthest point from the sun (perihelion, aphelion) to the birthday's midday in the
 * town (middayOf; with no town, noon UTC), and how many whole days the date fell after it (negative: before it).
 * Either is at most about three months away. Counted from the town's midday, not Greenwich's: Pune's birthday of
 * 29 August 1998 fell 56 days after the aphelion of 4 July, 05:04 on its clocks (3 July by Greenwich), not 57 (a
 * buyer's review).
 */
export function earthApsisNear(
  birthday: Birthday,
  place?: (NonNullable<ClockPlace> & { longitude: number }) | null,
): { kind: "closest" | "farthest"; days: number; date: Date } {
  const noon = middayOf(birthday, place).getTime();
  let apsis = SearchPlanetApsis(Body.Earth, new Date(noon - 200 * 24 * HOUR_MS));
  let best = apsis;
  for (let i = 0; i < 3; i++) {
    apsis = NextPlanetApsis(Body.Earth, apsis);
    if (Math.abs(apsis.time.date.getTime() - noon) < Math.abs(best.time.date.getTime() - noon)) best = apsis;
  }
  const days = Math.round((noon - best.time.date.getTime()) / (24 * HOUR_MS));
  return {
    kind: best.kind === ApsisKind.Pericenter ? "closest" : "farthest",
    days: days === 0 ? 0 : days,
    date: best.time.date,
  };
}

/** The moon's declination at a day's noon (`at`, else the town's mean noon, else UTC's), in degrees, south negative. */
export function moonDeclinationOn(birthday: Birthday, longitude: number | null, at?: Date): number {
  const noon = at ?? (longitude === null ? noonUtc(birthday) : localDay(birthday, longitude).noon);
  return Equator(Body.Moon, MakeTime(noon), new Observer(0, 0, 0), true, true).dec;
}

/** A planet's or the moon's brightness at a day's noon, as an apparent magnitude (smaller is brighter). */
export function magnitudeOn(body: ChartPlanet | "Moon", birthday: Birthday, longitude: number | null): number {
  const noon = longitude === null ? noonUtc(birthday) : localDay(birthday, longitude).noon;
  return Illumination(body === "Moon" ? Body.Moon : CHART_BODIES[body], MakeTime(noon)).mag;
}

/**
 * Minutes from sunset to dusk (the sun 6° down) at a town on a date, the length of the evening's civil
 * twilight; null when the sun did not set, or did not sink that far.
 */
export function twilightMinutes(place: { latitude: number; longitude: number }, birthday: Birthday): number | null {
  const observer = new Observer(place.latitude, place.longitude, 0);
  const day = sunDay(birthday, observer);
  if ("polar" in day) return null;
  const dusk = SearchAltitude(Body.Sun, observer, -1, day.set, 1, DUSK_SUN_ALTITUDE);
  return dusk ? minutesBetween(day.set, dusk.date) : null;
}

/**
 * When Jupiter or Saturn first came back to the longitude it held at the birthday's noon: the month its
 * geocentric place next crossed that degree after most of one round (Jupiter's 11.86 years, Saturn's 29.46),
 * found by stepping ten days at a time and narrowing the step that crossed it to the hour; null when that
 * return had not come by `until`. A buyer's check found "around 1991" for a Jupiter of 29.9 degrees into
 * Cancer in 1979 that was back there in August 1990.
 */
export function returnOf(
  planet: "Jupiter" | "Saturn",
  birthday: Birthday,
  longitude: number | null,
  until: Date,
): { year: number; month: number } | null {
  const body = planet === "Jupiter" ? Body.Jupiter : Body.Saturn;
  const start = longitude === null ? noonUtc(birthday) : localDay(birthday, longitude).noon;
  const natal = Ecliptic(GeoVector(body, MakeTime(start), true)).elon;
  const offset = (ms: number) => {
    const d = Ecliptic(GeoVector(body, MakeTime(new Date(ms)), true)).elon - natal;
    return ((((d + 180) % 360) + 360) % 360) - 180;
  };
  const years = planet === "Jupiter" ? 10 : 27;
  const step = 10 * 86_400_000;
  let ms = start.getTime() + years * 365.25 * 86_400_000;
  let before = offset(ms);
  for (let i = 0; i < 200 && ms < until.getTime(); i++) {
    const next = ms + step;
    const after = offset(next);
    // Crossing the natal degree forwards: behind it, then level or ahead (not the jump half a round away).
    if (before < 0 && after >= 0 && after - before < 90) {
      // Narrowed to the hour, so the month is the crossing's own (a buyer's check: 26 July 1979, not August).
      let [lo, hi] = [ms, next];
      while (hi - lo > 3_600_000) {
        const mid = (lo + hi) / 2;
        if (offset(mid) < 0) lo = mid;
        else hi = mid;
      }
      const at = new Date(hi);
      return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1 };
    }
    ms = next;
    before = after;
  }
  return null;
}

/**
 * Venus's eight-year round: thirteen of its years come to almost exactly eight of the earth's, so on
 * the same date eight years on it stands within a few degrees of where it stood. The angle between its
 * geocentric place at the day's noon and at noon on the same date eight years later, to a tenth of a
 * degree; null for 29 February when that later year has none.
 */
export function venusEightYearsOn(
  birthday: Birthday,
  longitude: number | null,
): { year: number; degrees: number } | null {
  const later = { ...birthday, year: birthday.year + 8 };
  const check = noonUtc(later);
  if (check.getUTCDate() !== later.day) return null;
  const at = (b: Birthday) => (longitude === null ? noonUtc(b) : localDay(b, longitude).noon);
  const elon = (b: Birthday) => Ecliptic(GeoVector(Body.Venus, MakeTime(at(b)), true)).elon;
  const d = Math.abs(elon(later) - elon(birthday)) % 360;
  return { year: later.year, degrees: Math.round(Math.min(d, 360 - d) * 10) / 10 };
}

/**
 * The first meeting of Venus and Mars in the sky from a day and a half before the birthday's noon: the moment their geocentric
 * ecliptic longitudes were equal (a conjunction), found by stepping a day at a time and narrowing the
 * crossing to the hour, with how far apart they then stood on the sky, to a tenth of a degree, and how far
 * Venus stood from the sun, in whole degrees (too near it, the meeting was lost in its glare). They meet
 * every two years or so; null if none came within four years (none is that far apart).
 */
export function venusMarsMeetingAfter(
  birthday: Birthday,
  longitude: number | null,
): { date: Date; degrees: number; fromSun: number } | null {
  const key = `${birthday.year}-${birthday.month}-${birthday.day}|${longitude}`;
  const known = meetings.get(key);
  if (known !== undefined) return known;
  const found = searchVenusMarsMeeting(birthday, longitude);
  if (meetings.size >= MEETINGS_KEPT) meetings.delete(meetings.keys().next().value as string);
  meetings.set(key, found);
  return found;
}

/** How long before the birthday's noon a meeting of Venus and Mars is still told as the birthday's own (or the day before's). */
const MEETING_LOOKBACK_MS = 36 * 3_600_000;

/** The last few meetings found: a book asks once, but a test writes hundreds of books of a few birthdays. */
const meetings = new Map<string, { date: Date; degrees: number; fromSun: number } | null>();
const MEETINGS_KEPT = 256;

function searchVenusMarsMeeting(
  birthday: Birthday,
  longitude: number | null,
): { date: Date; degrees: number; fromSun: number } | null {
  // From a day and a half before the birthday's noon, so a meeting on the birthday's morning, or the day before, is
  // found first: Venus and Mars met at 04:39 on Kirsty's birthday by Brisbane's clock, 1.6 degrees apart, and the book
  // told only their next meeting, 27 days on (review 38).
  const start =
    (longitude === null ? noonUtc(birthday) : localDay(birthday, longitude).noon).getTime() - MEETING_LOOKBACK_MS;
  const gap = (ms: number) => {
    const t = MakeTime(new Date(ms));
    const d = Ecliptic(GeoVector(Body.Venus, t, true)).elon - Ecliptic(GeoVector(Body.Mars, t, true)).elon;
    return ((((d + 180) % 360) + 360) % 360) - 180;
  };
  // Four days a step: their longitudes part by at most about 2 degrees a day, so a crossing is never missed.
  const STEP = 4 * 86_400_000;
  let ms = start;
  let before = gap(ms);
  for (let i = 0; i < 366; i++) {
    const next = ms + STEP;
    const after = gap(next);
    // Venus overtaking Mars, or Mars passing a retrograde Venus: a change of sign, not the jump half a round away.
    if (Math.sign(before) !== Math.sign(after) && Math.abs(after - before) < 90) {
      let [lo, hi] = [ms, next];
      while (hi - lo > 3_600_000) {
        const mid = (lo + hi) / 2;
        if (Math.sign(gap(mid)) === Math.sign(before)) lo = mid;
        else hi = mid;
      }
      const t = MakeTime(new Date(hi));
      const venus = GeoVector(Body.Venus, t, true);
      const degrees = AngleBetween(venus, GeoVector(Body.Mars, t, true));
      const fromSun = AngleBetween(venus, GeoVector(Body.Sun, t, true));
      return { date: new Date(hi), degrees: Math.round(degrees * 10) / 10, fromSun: Math.round(fromSun) };
    }
    ms = next;
    before = after;
  }
  return null;
}
