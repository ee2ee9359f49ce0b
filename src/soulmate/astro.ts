/**
 * Zodiac facts and the real sky of a birthday. Pure: no I/O, no clock. The
 * moon phase is computed with astronomy-engine for noon UTC of the birth date.
 */
import { Body, Illumination, MakeTime, MoonPhase as moonPhaseAngle } from "astronomy-engine";
import type { StarSign } from "../shared/statuses";
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
    dates: "21 March – 19 April",
  },
  taurus: {
    name: "Taurus",
    glyph: "\u2649",
    element: "earth",
    modality: "fixed",
    rulingPlanet: "Venus",
    dates: "20 April – 20 May",
  },
  gemini: {
    name: "Gemini",
    glyph: "\u264A",
    element: "air",
    modality: "mutable",
    rulingPlanet: "Mercury",
    dates: "21 May – 20 June",
  },
  cancer: {
    name: "Cancer",
    glyph: "\u264B",
    element: "water",
    modality: "cardinal",
    rulingPlanet: "Moon",
    dates: "21 June – 22 July",
  },
  leo: {
    name: "Leo",
    glyph: "\u264C",
    element: "fire",
    modality: "fixed",
    rulingPlanet: "Sun",
    dates: "23 July – 22 August",
  },
  virgo: {
    name: "Virgo",
    glyph: "\u264D",
    element: "earth",
    modality: "mutable",
    rulingPlanet: "Mercury",
    dates: "23 August – 22 September",
  },
  libra: {
    name: "Libra",
    glyph: "\u264E",
    element: "air",
    modality: "cardinal",
    rulingPlanet: "Venus",
    dates: "23 September – 22 October",
  },
  scorpio: {
    name: "Scorpio",
    glyph: "\u264F",
    element: "water",
    modality: "fixed",
    rulingPlanet: "Pluto",
    dates: "23 October – 21 November",
  },
  sagittarius: {
    name: "Sagittarius",
    glyph: "\u2650",
    element: "fire",
    modality: "mutable",
    rulingPlanet: "Jupiter",
    dates: "22 November – 21 December",
  },
  capricorn: {
    name: "Capricorn",
    glyph: "\u2651",
    element: "earth",
    modality: "cardinal",
    rulingPlanet: "Saturn",
    dates: "22 December – 19 January",
  },
  aquarius: {
    name: "Aquarius",
    glyph: "\u2652",
    element: "air",
    modality: "fixed",
    rulingPlanet: "Uranus",
    dates: "20 January – 18 February",
  },
  pisces: {
    name: "Pisces",
    glyph: "\u2653",
    element: "water",
    modality: "mutable",
    rulingPlanet: "Neptune",
    dates: "19 February – 20 March",
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

export function birthSky(inputs: SoulmateInputs): BirthSky {
  const facts = SIGN_FACTS[inputs.starSign];
  return {
    sign: inputs.starSign,
    signName: facts.name,
    glyph: facts.glyph,
    element: facts.element,
    modality: facts.modality,
    rulingPlanet: facts.rulingPlanet,
    moon: moonPhaseOn(inputs.birthday),
  };
}
