/**
 * What every phrase bank writes against: the reader's facts, already resolved
 * into words, and the pronouns for the other person of the story.
 */
import { MONTH_NAMES } from "../../shared/quiz";
import type { ChartDay, TownSky } from "../astro";
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
  /**
   * Where the book's sky is read from and its clock told: the town, or without one the fallback capital the star
   * chart is drawn over (sky-from.ts, decision 0096). The book names it only where it says so.
   */
  skyFrom: Place;
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
  /** What the birthday's sky says for certain without a birth time: the weekday, the sun's degree, the moon's and planets' signs. */
  chart: ChartDay;
};

/**
 * The town whose clock and sky a sentence names: the reader's (null where a page leaves it out to keep in range), or,
 * with no town the gazetteer knows, the fallback capital the book's sky is read from (decision 0096).
 */
export function skyTown(c: Pick<StoryContext, "place" | "city" | "skyFrom">): string | null {
  return c.place ? c.city : c.skyFrom.name;
}

/** A sentence of a bank: fixed text, or written from the context. */
export type Line = string | ((c: StoryContext) => string);

export function say(line: Line, c: StoryContext): string {
  return typeof line === "string" ? line : line(c);
}

export const PRONOUNS: Record<"men" | "women", Pronouns> = {
  men: { he: "he", him: "him", his: "his", hers: "his", He: "He", His: "His" },
  women: { he: "she", him: "her", his: "her", hers: "hers", He: "She", His: "Her" },
};

/**
 * The other person's pronouns as stand-ins while a page is drafted: `introduceOther` later writes
 * the first of them on the page as a noun ("your soulmate") unless the page has already named
 * them, so no page says "she" before saying who she is.
 */
export const DRAFT_PRONOUNS: Pronouns = {
  he: "\uE000he\uE001",
  him: "\uE000him\uE001",
  his: "\uE000his\uE001",
  hers: "\uE000hers\uE001",
  He: "\uE000He\uE001",
  His: "\uE000His\uE001",
};
const DRAFT_PRONOUN = /\uE000(he|him|his|hers|He|His)\uE001/g;

/** Words that already say who the other person is, so a pronoun after them reads naturally (not "meeting someone halfway"). */
const INTRODUCED =
  /\b(soulmate|partner|someone (?:who|new|looking)|person|companion|a friend|the friend|the one (?:meant|made|who|you))\b/i;

/** The noun the other person is introduced by on a page, by the reader's relationship status. */
export function introductionOf(status: SoulmateInputs["relationshipStatus"]): Pronouns {
  return nounPronouns(
    status === "in-relationship" ? "your partner" : status === "widowed" ? "a companion" : "your soulmate",
  );
}

/** A noun standing where each pronoun would. */
function nounPronouns(noun: string): Pronouns {
  const Noun = capitalise(noun);
  return { he: noun, him: noun, his: `${noun}'s`, hers: `${noun}'s`, He: Noun, His: `${Noun}'s` };
}

/**
 * A drafted page with its stand-in pronouns written out: the first as the introducing noun when
 * nothing before it says who the other person is, the rest as the reader's pronouns.
 */
export function introduceOther(text: string, c: Pick<StoryContext, "p" | "inputs">): string {
  let first = true;
  return text.replace(DRAFT_PRONOUN, (match, key: keyof Pronouns, offset: number) => {
    // "herself" is written from "her" + "self": a noun cannot stand there.
    const joined = /^\p{L}/u.test(text.slice(offset + match.length));
    const introduce = first && !joined && !INTRODUCED.test(text.slice(0, offset).replace(DRAFT_PRONOUN, ""));
    first = false;
    return introduce ? introductionOf(c.inputs.relationshipStatus)[key] : c.p[key];
  });
}

/** "October": the birthday's month. */
export const monthOf = (c: StoryContext): string => MONTH_NAMES[c.inputs.birthday.month - 1] ?? "";

/** "October 1991": the birthday's month and year. */
export const monthYear = (c: StoryContext): string => `${monthOf(c)} ${c.inputs.birthday.year}`;

/** "405,600": a whole number with its thousands marked, as the book writes distances. */
export const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

const ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/**
 * "seven", "fifty-seven", "515": a whole number as a storybook writes it, in words up to a hundred and in figures
 * beyond. Counts of time are written so (docs/decisions/0081): the figures left on a page are its measurements.
 */
export function inWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 100) return thousands(n);
  if (n === 100) return "a hundred";
  if (n < 20) return ONES[n] as string;
  const [tens, ones] = [Math.floor(n / 10), n % 10];
  return ones === 0 ? (TENS[tens] as string) : `${TENS[tens]}-${ONES[ones]}`;
}

/** "a day", "an hour", "six days", "fifty-seven days", "515 days": a count of a unit of time. */
export function timeCount(n: number, unit: "day" | "hour" | "minute" | "second" | "week"): string {
  if (n === 1) return unit === "hour" ? "an hour" : `a ${unit}`;
  return `${inWords(n)} ${unit}s`;
}

/**
 * A planet's degrees into its sign to the nearest degree, "14 degrees" for 13.6, with no "about" on every one: a
 * book's figure, not an almanac's degrees and minutes.
 */
export function wholeDegrees(d: number): string {
  return d === 0 ? "less than a degree" : d === 1 ? "one degree" : `${d} degrees`;
}

/**
 * "twenty-two days", "about a day": a count of days from the birthday's midday to a moment, rounded. A count of two or
 * more reads as the calendar does and needs no "about"; a single day may be anything from twelve to thirty-six hours.
 */
export function daysApart(n: number): string {
  return n <= 0 ? "less than a day" : n === 1 ? "about a day" : timeCount(n, "day");
}

/** "nine hours and forty-three minutes", "an hour", "twelve hours": a whole count of minutes. */
export function hoursAndMinutes(total: number): string {
  const [hours, minutes] = [Math.floor(total / 60), total % 60];
  const h = timeCount(hours, "hour");
  if (hours === 0) return timeCount(minutes, "minute");
  return minutes === 0 ? h : `${h} and ${timeCount(minutes, "minute")}`;
}

/** "an air sign", "a fire sign". */
export function an(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

/** "Leo and Gemini", "Leo, Gemini and Libra" (or "or"). */
export function listOf(items: readonly string[], joiner = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${joiner} ${items[items.length - 1]}`;
}

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

/**
 * Whether two texts share a run of `length` words, each of four letters or more, ignoring case: "steady" (1), "both
 * sides" (2). Two lines picked for one sentence or one page are kept from saying the same thing twice (buyers' reviews).
 */
export function sharesPhrase(a: string, b: string, length: 1 | 2): boolean {
  const runs = (s: string) => {
    const words = s.toLowerCase().match(/[\p{L}'-]+/gu) ?? [];
    const out = new Set<string>();
    for (let i = 0; i + length <= words.length; i++) {
      const run = words.slice(i, i + length);
      if (run.every((w) => w.length >= 4)) out.add(run.join(" "));
    }
    return out;
  };
  const theirs = runs(b);
  return [...runs(a)].some((run) => theirs.has(run));
}
