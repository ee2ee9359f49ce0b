/**
 * The soulmate pack's domain types: what the quiz gives the generator, and
 * what the story composer and the art hand to the builders. Pure data only.
 */
import type { PREFERENCES, RELATIONSHIP_STATUSES, StarSign } from "../shared/statuses";
import type { Place } from "./place";

export type Element = "fire" | "earth" | "air" | "water";
export type Modality = "cardinal" | "fixed" | "mutable";
export type Planet =
  | "Mars"
  | "Venus"
  | "Mercury"
  | "Moon"
  | "Sun"
  | "Pluto"
  | "Jupiter"
  | "Saturn"
  | "Uranus"
  | "Neptune";

/** The quiz answers the generator works from (email and ids excluded). */
export type SoulmateInputs = {
  starSign: StarSign;
  birthday: { day: number; month: number; year: number };
  /** Trimmed, capitalised per word; null when skipped. */
  city: string | null;
  preference: (typeof PREFERENCES)[number];
  relationshipStatus: (typeof RELATIONSHIP_STATUSES)[number];
  /** Trimmed; null when skipped. */
  firstName: string | null;
  /** The town as the gazetteer knows it; null or absent when none was given or it is not known. */
  place?: Place | null;
};

export type MoonPhaseName =
  | "New Moon"
  | "Waxing Crescent"
  | "First Quarter"
  | "Waxing Gibbous"
  | "Full Moon"
  | "Waning Gibbous"
  | "Last Quarter"
  | "Waning Crescent";

export type MoonPhase = {
  name: MoonPhaseName;
  /** Ecliptic elongation of the Moon from the Sun, 0–360° (0 new, 180 full). */
  angle: number;
  /** Illuminated fraction of the disc, 0–1. */
  illumination: number;
  waxing: boolean;
};

/** Everything astronomical and astrological the story and the art draw on. */
export type BirthSky = {
  /** The sign the reader chose; the story reads by it. */
  sign: StarSign;
  /**
   * The sign the sun truly stood in on the birthday, or the two it moved
   * between that day. When `sign` is not among them, no text may say it was.
   */
  sunSigns: StarSign[];
  signName: string;
  /** The sign's Unicode glyph, e.g. "♎". */
  glyph: string;
  element: Element;
  modality: Modality;
  rulingPlanet: Planet;
  moon: MoonPhase;
  /**
   * Where the sky is seen from: the buyer's town, or the south (the shop is
   * Australian) when the town is not known. The moon's lit side follows
   * `moonFacing`, which is the hemisphere's way except where the moon can pass
   * the zenith's far side (within about 28.6° of the equator).
   */
  hemisphere: "north" | "south";
  /**
   * Which way one faced to find the moon at its highest that day: south when it crossed the meridian south of
   * the buyer's town (the moon's declination below the town's latitude), north otherwise; without a town, as the
   * hemisphere's. A waxing moon is lit on the right when one faces south (`litOnRight`): within about 28.6° of the
   * equator, where the moon can pass on the zenith's far side, that turns with the moon's declination, not the
   * hemisphere (Nairobi looked south to a moon at −23°, a buyer's review; Brisbane on some days, a review).
   */
  moonFacing: "north" | "south";
};

/** The eight panels, each with its own scene; a book orders them by the chart (story-composer.ts, panelOrder). */
export const PANEL_SCENES = [
  "constellation",
  "moon",
  "element",
  "city",
  "threshold",
  "planet",
  "paths",
  "union",
] as const;
export type PanelScene = (typeof PANEL_SCENES)[number];

export type StoryPanel = {
  scene: PanelScene;
  title: string;
  /** 80–150 words of plain text; paragraphs separated by "\n\n". No markup. */
  text: string;
  /** 2–5 short symbol names shown with the panel, e.g. ["Libra's scales", "waxing crescent"]. */
  symbols: string[];
};

/** The soulmate drawn as a person without a face, from the buyer's chart. */
export type StoryPortrait = {
  title: string;
  /** Three paragraphs of plain text, about 250 words (235–290), in an order read from the chart and the status. */
  paragraphs: string[];
  /** 3–5 short noun phrases for the card: "an easy laugh". */
  traits: string[];
  symbols: string[];
  /**
   * The sign drawn in the portrait's art: the sketch's (one of the element paired with the buyer's), or, for a portrait
   * of the reader's own heart (beside a partner, or widowed), the reader's own sign.
   */
  partnerSign: StarSign;
  /** The element drawn in the portrait's art: the sketch's, the complement of the buyer's; or the reader's own. */
  element: Element;
};

export type Story = {
  /** E.g. "The Scales and the Lantern". */
  title: string;
  /** E.g. "A soulmate story for Ari" or "A soulmate story under Libra". */
  subtitle: string;
  /** One or two sentences for the cover's inside page. */
  dedication: string;
  panels: StoryPanel[];
  /** The portrait page; absent from stories written before portraits existed. */
  portrait?: StoryPortrait;
  /** 40–90 words for the closing page. */
  closing: string;
};
