/**
 * Zodiac facts and the real sky of a birthday. Pure: no I/O, no clock. The
 * moon phase is computed with astronomy-engine for noon UTC of the birth date.
 */
import { Body, Illumination, MakeTime, MoonPhase as moonPhaseAngle, SunPosition } from "astronomy-engine";
import { signDates } from "../shared/quiz";
import { STAR_SIGNS, type StarSign } from "../shared/statuses";
import type { BirthSky, Element, Modality, MoonPhase, MoonPhaseName, Planet, SoulmateInputs } from "./types";

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

/** Phase names in order of elongation, each bin 45° wide and centred on a multiple of 45°. */
const PHASE_NAMES: readonly MoonPhaseName[] = [
  "New Moon",
  "Waxing Crescent",
  "First Quarter",
  "Waxing Gibbous",
  "Full Moon",
  "Waning Gibbous",
  "Last Quarter",
  "Waning Crescent",
];

/** The phase name for an elongation angle in degrees (any real number; wrapped to 0–360). */
export function moonPhaseName(angle: number): MoonPhaseName {
  const wrapped = ((angle % 360) + 360) % 360;
  return PHASE_NAMES[Math.round(wrapped / 45) % 8] ?? "New Moon";
}

/** Noon UTC of a calendar date, safe for years below 100. */
function noonUtc(birthday: { day: number; month: number; year: number }): Date {
  const date = new Date(0);
  date.setUTCFullYear(birthday.year, birthday.month - 1, birthday.day);
  date.setUTCHours(12, 0, 0, 0);
  return date;
}

/** The moon as it really was at noon UTC on the birth date. */
export function moonPhaseOn(birthday: { day: number; month: number; year: number }): MoonPhase {
  const time = MakeTime(noonUtc(birthday));
  const angle = moonPhaseAngle(time);
  const illumination = Illumination(Body.Moon, time).phase_fraction;
  return {
    name: moonPhaseName(angle),
    angle,
    illumination: Math.min(1, Math.max(0, illumination)),
    waxing: angle < 180,
  };
}

const HOUR_MS = 3_600_000;

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

export function birthSky(inputs: SoulmateInputs): BirthSky {
  const facts = SIGN_FACTS[inputs.starSign];
  return {
    sunSigns: sunSignsOn(inputs.birthday),
    sign: inputs.starSign,
    signName: facts.name,
    glyph: facts.glyph,
    element: facts.element,
    modality: facts.modality,
    rulingPlanet: facts.rulingPlanet,
    moon: moonPhaseOn(inputs.birthday),
    hemisphere: inputs.place?.hemisphere ?? "south",
  };
}
