/**
 * What every phrase bank writes against: the reader's facts, already resolved
 * into words, and the pronouns for the other person of the story.
 */
import type { TownSky } from "../astro";
import type { Place } from "../place";
import type { Season } from "../seasons";
import type { BirthSky, Element, Modality, MoonPhaseName, SoulmateInputs } from "../types";

/**
 * The other person of the story. `his` is the determiner ("her road"), `hers`
 * the pronoun that stands alone ("half yours and half hers").
 */
export type Pronouns = {
  he: string;
  him: string;
  his: string;
  hers: string;
  He: string;
  His: string;
};

export type StoryContext = {
  inputs: SoulmateInputs;
  sky: BirthSky;
  /** The reader's first name, or null when not given (or left out to keep a panel in range). */
  name: string | null;
  /**
   * The reader's town, in the gazetteer's spelling when it knows the town, or
   * null when not given (or left out to keep a panel in range).
   */
  city: string | null;
  /** What the gazetteer knows of the town; null when it was not given or is not known. */
  place: Place | null;
  /** The season at the town on the birthday; null without a town, or in the tropics. */
  season: Season | null;
  /** What the sky over the town did on the birthday; null when the town is not known. */
  townSky: TownSky | null;
  /** The other person of the story, from the reader's preference. */
  p: Pronouns;
  /** "Libra": the sign the reader chose, which the story reads by. */
  sign: string;
  /**
   * Where the sun truly stood on the birthday: in the chosen sign, on a
   * changeover between two signs (named in order), or in another sign.
   */
  sun: { kind: "in-sign" | "cusp" | "other"; names: string[] };
  element: Element;
  modality: Modality;
  /** The ruling planet as it reads mid-sentence: "Venus", "the moon". */
  planet: string;
  /** The same at the start of a sentence: "Venus", "The moon". */
  Planet: string;
  phase: MoonPhaseName;
  /** Percentage of the moon's disc lit at the birth, 0–100. */
  lit: number;
};

/** A sentence of a bank: fixed text, or written from the context. */
export type Line = string | ((c: StoryContext) => string);

export function say(line: Line, c: StoryContext): string {
  return typeof line === "string" ? line : line(c);
}

export const PRONOUNS: Record<"men" | "women", Pronouns> = {
  men: { he: "he", him: "him", his: "his", hers: "his", He: "He", His: "His" },
  women: { he: "she", him: "her", his: "her", hers: "hers", He: "She", His: "Her" },
};

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Title Case" for short headings: every word capitalised except small joining words after the first. */
export function titleCase(text: string): string {
  const small = new Set(["a", "an", "and", "at", "by", "for", "in", "of", "on", "over", "the", "to", "under", "with"]);
  return text
    .split(" ")
    .map((word, i) => (i > 0 && small.has(word.toLowerCase()) ? word.toLowerCase() : capitalise(word)))
    .join(" ");
}

/**
 * A word of the Australian landscape where the reader is known to live in
 * Australia, and a plainer one anywhere else: no gum trees in Reykjavík.
 */
export function local(c: StoryContext, australian: string, elsewhere: string): string {
  return c.place?.countryCode === "AU" ? australian : elsewhere;
}
