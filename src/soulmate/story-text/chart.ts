/**
 * Sentences written from the chart of the birthday (astro.ts, chartOn): the weekday, how far
 * the sun had gone into its sign, the moon's age and sign, the planets' signs and motion, the
 * last equinox or solstice. Every word follows a fact of this buyer's day, so two buyers share
 * a sentence only when they share the facts (issue 25, item 5). Only what a date without a
 * birth time makes certain is said: a body that changed sign that day is given both signs.
 */

import { formatBirthday, MONTH_NAMES } from "../../shared/quiz";
import { STAR_SIGNS, type StarSign } from "../../shared/statuses";
import {
  BRIGHT_STARS,
  type ChartDay,
  type ChartPlanet,
  DUSK_SUN_ALTITUDE,
  daylightChange,
  earthApsisNear,
  MOON_PATH_STARS,
  magnitudeOn,
  middayOf,
  moonDeclinationOn,
  NAKED_EYE_PLANETS,
  PLANET_GLARE_DEGREES,
  planetLitOn,
  returnOf,
  SIGN_FACTS,
  SIGN_STAR_POSITIONS,
  starNearestPlanet,
  sunAngleOn,
  sunLeavesSign,
  type TurningPoint,
  type VenusCompanion,
  venusInTwilight,
} from "../astro";
import { onTheClock, townDateZone, townZone } from "../town-clock";
import type { Element, Modality } from "../types";
import { momentWords, roundedReading } from "./clock";
import {
  an,
  capitalise,
  daysApart,
  inWords,
  type Line,
  listOf,
  monthOf,
  type StoryContext,
  say,
  skyTown,
  thousands,
  timeCount,
  wholeDegrees,
} from "./context";
import { SIGN_TEXT } from "./signs";
import { whereInSky } from "./sky-places";

const signName = (sign: StarSign) => SIGN_FACTS[sign].name;
const elementOf = (sign: StarSign) => SIGN_FACTS[sign].element;
const COMPANIONS: Record<Element, Element> = { fire: "air", air: "fire", earth: "water", water: "earth" };

const SIGNS_APART = ["", "one sign", "two signs", "three signs", "four signs", "five signs", "six signs"];
const planetOf = (c: StoryContext, planet: ChartPlanet) => c.chart.planets.find((p) => p.planet === planet);

/** "in Leo" or "between Leo and Virgo". */
function placeOf(signs: readonly StarSign[]): string {
  const [first, second] = signs;
  return second
    ? `between ${signName(first as StarSign)} and ${signName(second)}`
    : `in ${signName(first as StarSign)}`;
}

/**
 * How far the sun had gone into its sign: "about 14 degrees". The sun's "about" stays: its third of the month is read
 * from its true place, and 9.6 degrees in is "about 10" and early.
 */
function degrees(d: number): string {
  return d === 0 ? "less than a degree" : d === 1 ? "about one degree" : `about ${d} degrees`;
}

/**
 * Where in its month the sun stood: the decan it truly stood in (ChartDay.sunDecan), the same third the
 * constellation page's gifts are read by, not the rounded degree (9.6 degrees in is "about 10" and early). On a day
 * it crossed from one third into the next, the book says where it was without claiming a third (review 35).
 */
function stage(c: StoryContext): string {
  const crossing = c.chart.sunDecanCrossing;
  if (crossing)
    return crossing[1] === 1
      ? "a third of the way through its weeks in the sign"
      : "two-thirds of the way through its weeks in the sign";
  const third = c.chart.sunDecan ?? Math.min(2, Math.floor((c.chart.sunDegree ?? 0) / 10));
  // Not "midway": 10.6 degrees in is a third of the way (a review).
  // "Its month there" was unclear (review 31): the sun's weeks in the sign, said so.
  return [
    "early in its weeks in the sign",
    "in the middle third of its weeks in the sign",
    "in the last third of its weeks in the sign",
  ][third] as string;
}

/** "forty-six days after the September equinox" or "on the day of the June solstice". */
export function sinceTurn(chart: ChartDay): string {
  const { point, days } = chart.sinceTurn;
  return days === 0 ? `on the day of the ${point}` : `${daysApart(days)} after the ${point}`;
}

/** What the last turning point of the year meant for the length of the days, north and south. */
function daylightAfter(point: TurningPoint, days: number): string {
  const near = days <= 14;
  switch (point) {
    case "March equinox":
      return near
        ? "day and night were still close to equal the world over"
        : "the days were lengthening in the north and shortening in the south";
    case "September equinox":
      return near
        ? "day and night were still close to equal the world over"
        : "the days were lengthening in the south and shortening in the north";
    case "June solstice":
      return near
        ? "the days were near their longest in the north and their shortest in the south"
        : "the days were shortening in the north and lengthening in the south";
    case "December solstice":
      return near
        ? "the days were near their longest in the south and their shortest in the north"
        : "the days were lengthening in the north and shortening in the south";
  }
}

/** The moon's age: "a day old", "12 days old", "less than a day old". */
function moonAge(age: number): string {
  // Under a day since the new moon, which may be a crescent by the eight phases' day rule (0060): never just "new".
  return age < 1 ? "less than a day old, at the very start of its cycle" : `${daysOfAge(age)} old`;
}

/**
 * "fourteen days", or "nearly fifteen days" within a few hours of the next whole day: a moon 14.9 days
 * old is not told as fourteen (a buyer's review), nor rounded up past the day it has not reached.
 */
function daysOfAge(age: number): string {
  const whole = Math.floor(age);
  // A young moon grows by the half day: 1.52 days was told "a day old" (review 36).
  if (whole >= 1 && whole < 3 && age - whole >= 0.4 && age - whole < 0.75)
    return whole === 1 ? "a day and a half" : "two and a half days";
  // Never "nearly thirty": the month is 29.5 days, and a moon that old is new again within hours (a senior review).
  return age - whole >= 0.75 && whole < 29 ? `nearly ${timeCount(whole + 1, "day")}` : timeCount(whole, "day");
}

/** How a sign stands to the reader's chosen one. */
function kinship(c: StoryContext, sign: StarSign): string {
  if (sign === c.inputs.starSign) return "your own sign";
  const element = elementOf(sign);
  if (element === c.element) return `another ${c.element} sign, like ${c.sign}`;
  // The three signs of an element stand four apart in the zodiac, so their places modulo 3 differ: each has its own
  // wording, and planets in two of them do not repeat one sentence (a buyer's review).
  if (element === COMPANIONS[c.element])
    return [
      `${an(element)} sign, the element the old books pair with ${c.element}`,
      `${an(element)} sign, partner to ${c.element} in the old books`,
      `${an(element)} sign, which the old books count as ${c.element}'s partner`,
    ][STAR_SIGNS.indexOf(sign) % 3] as string;
  return `${an(element)} sign`;
}

// ---------------------------------------------------------------------------
// The sun: for the constellation page when the sun stood in the chosen sign all day

export const SUN_DEGREE_LINES: readonly Line[] = [
  (c) =>
    `You were born${c.name ? `, ${c.name},` : ""} with the sun ${degrees(c.chart.sunDegree ?? 0)} into ${c.sign}, ${stage(c)}.`,
  (c) =>
    `On the day you were born, in ${monthOf(c)} ${c.inputs.birthday.year}, the sun had travelled ${degrees(c.chart.sunDegree ?? 0)} of the thirty that make up ${c.sign}.`,
  (c) =>
    `On the day you were born, in ${monthOf(c)} ${c.inputs.birthday.year}, the sun stood ${degrees(c.chart.sunDegree ?? 0)} into ${c.sign}.`,
];

// ---------------------------------------------------------------------------
// The moon

/**
 * " at about 3 in the morning by the clock in Tokyo": when the moon changed sign, by the town's own clock
 * (its time zone, summer time and all), so a buyer in Los Angeles is not told "1 in the afternoon, Greenwich
 * time" for 5:30 in the morning (a buyer's review). With a zone the crossing lies within the day as the clocks
 * told it (`clockDay`); one in its last minutes, rounded to the next midnight, is "just before midnight". Without one, the town's day is
 * reckoned by its longitude and the hour is Greenwich's. " that day" when the crossing is not known.
 */
function moonIngressAt(c: StoryContext): string {
  return ingressAt(c, c.chart.moonIngress);
}

/** The same for any moment of the birthday a body changed sign (the moon's, a planet's `ingress`, or the sun's). */
export function ingressAt(c: StoryContext, at: Date | undefined): string {
  if (!at) return " that day";
  // To the nearest five minutes, as a sunset is: the crossing is found to the second, and "about 5:30" for 5:42 read as
  // wrong (review 34), as "about 10" for 22:29 had (review 33).
  const rounded = new Date(Math.round(at.getTime() / 300_000) * 300_000);
  const { day, month } = c.inputs.birthday;
  const zone = townZone(c.skyFrom, rounded);
  const town = skyTown(c);
  if (zone && town) {
    // Rounded on the town's own clock: India's half-hour offset put 10:30 at "about 10" (a buyer's check).
    const clock = roundedReading(at, zone);
    if (clock.day === day && clock.month === month) return ` at about ${momentWords(clock)} by the clock in ${town}`;
    const exact = onTheClock(at, zone);
    if (exact.day === day && exact.month === month) return ` just before midnight by the clock in ${town}`;
    // Only a zone the runtime does not know leaves the day reckoned by the town's longitude: then Greenwich, below.
  }
  const clock = momentWords({ hour: rounded.getUTCHours(), minute: rounded.getUTCMinutes() });
  const sameDate = rounded.getUTCDate() === day && rounded.getUTCMonth() === month - 1;
  // A known town whose clock is not trusted (before 1970): its day is reckoned by the zone of its longitude to the hour
  // (decision 0094), so the hour is Greenwich's, with the part of the town's day it fell in where that is clear of a
  // boundary: "at about 8:50 in the evening, Greenwich time, in the afternoon over Montréal" (review 39).
  if (c.city && c.place && !zone) {
    const local = new Date(rounded.getTime() + Math.round(c.place.longitude / 15) * 3_600_000);
    const part = partOfDay(local.getUTCHours() * 60 + local.getUTCMinutes());
    const over = part ? `${part} over ${c.city}` : "";
    if (sameDate) return ` at about ${clock}, Greenwich time${over ? `, ${over}` : ""}`;
    const when = rounded.getTime() < Date.UTC(c.inputs.birthday.year, month - 1, day) ? "already" : "still";
    return ` at about ${clock} on ${rounded.getUTCDate()} ${MONTH_NAMES[rounded.getUTCMonth()]}, Greenwich time, ${when} your birthday over ${c.city}${part ? `, ${part}` : ""}`;
  }
  if (sameDate) return ` at about ${clock}, Greenwich time`;
  // With no town the day is every hour that was the date somewhere on earth, so the crossing can fall on another
  // date by Greenwich: said with where on earth it was already, or still, the birthday. Midnight belongs to the
  // date it begins.
  const birthday = `${day} ${MONTH_NAMES[month - 1]}`;
  const before = rounded.getTime() < Date.UTC(c.inputs.birthday.year, month - 1, day);
  return ` at about ${clock} on ${rounded.getUTCDate()} ${MONTH_NAMES[rounded.getUTCMonth()]}, Greenwich time, ${
    before ? `when it was already ${birthday} farther east` : `while it was still ${birthday} farther west`
  }`;
}

/**
 * The part of a day a minute of it (0–1439) falls in, or null within half an hour of a boundary, where a town's
 * reckoning by its longitude may differ from its clock's.
 */
function partOfDay(minute: number): string | null {
  const parts: [number, string][] = [
    [0, "in the small hours"],
    [300, "in the morning"],
    [720, "in the afternoon"],
    [1020, "in the evening"],
    [1260, "late in the evening"],
    [1440, ""],
  ];
  for (let i = 0; i + 1 < parts.length; i++) {
    const [from, words] = parts[i] as [number, string];
    const [to] = parts[i + 1] as [number, string];
    if (minute < from || minute >= to) continue;
    return minute - from < 30 || to - minute < 30 ? null : words;
  }
  return null;
}

export const MOON_SIGN_LINES: readonly Line[] = [
  (c) => {
    const [first, second] = c.chart.moonSigns;
    return second
      ? `On your birthday the moon was ${moonAge(c.chart.moonAge)}, and it crossed from ${signName(first as StarSign)} into ${signName(second)}${moonIngressAt(c)}.`
      : `On your birthday the moon was ${moonAge(c.chart.moonAge)}, and it kept all day to ${signName(first as StarSign)}, ${kinship(c, first as StarSign)}.`;
  },
  (c) => {
    const [first, second] = c.chart.moonSigns;
    const age = c.chart.moonAge < 1 ? "on the first day of its cycle" : `${daysOfAge(c.chart.moonAge)} into its cycle`;
    // The age is the midday's: said before the crossing's hour, not after it as if it were that moment's (review 26).
    return second
      ? `The moon, ${c.chart.moonAge < 1 ? age : `${age} at midday`}, passed from ${signName(first as StarSign)} into ${signName(second)} on your birthday${moonIngressAt(c)}.`
      : `The moon spent your birthday in ${signName(first as StarSign)}, ${kinship(c, first as StarSign)}, ${age}.`;
  },
];

// ---------------------------------------------------------------------------
// The element: which of the bright planets stood in signs of the reader's element

const NUMBER_WORDS = ["none", "one", "two", "three", "four", "five", "six", "all seven"];

/** "three", "all seven": how many of the seven old planets, as the element page counts them. */
export const ofSeven = (count: number): string => NUMBER_WORDS[count] ?? String(count);
/**
 * The signs the seven old planets (the sun and moon among them) stood in at the day's noon: one each, so
 * the tallies add up to seven even on a day the moon changed sign (a buyer counts them, and did).
 */
function noonSignsOfSeven(c: StoryContext): StarSign[] {
  const n = c.chart.noonSigns;
  return [n.Sun, n.Moon, ...NAKED_EYE_PLANETS.map((p) => n[p])];
}

/** The seven old planets by the element of the sign each stood in at the day's noon. */
export function elementTally(c: StoryContext): Record<Element, number> {
  const counts: Record<Element, number> = { fire: 0, earth: 0, air: 0, water: 0 };
  for (const sign of noonSignsOfSeven(c)) counts[elementOf(sign)]++;
  return counts;
}

/** How many of the twelve signs the seven old planets stood in at the day's noon. */
function signsTouched(c: StoryContext): number {
  return new Set(noonSignsOfSeven(c)).size;
}

/** "one in an air sign", "three in air signs": a count of planets in an element's signs. */
const inSigns = (count: string | undefined, element: Element): string =>
  count === "one" ? `one in ${an(element)} sign` : `${count} in ${element} signs`;

/** The element page's tally of the seven old planets, in the words both wordings share. */
function elementWords(c: StoryContext) {
  const counts = elementTally(c);
  const partner = COMPANIONS[c.element];
  const touched = signsTouched(c);
  // The planets in the other two elements, told after the pair so the count reads whole (a buyer's review took "four
  // in fire and one in air" for all seven).
  const others = (Object.keys(counts) as Element[]).filter((e) => e !== c.element && e !== partner && counts[e] > 0);
  const left = others.reduce((n, e) => n + counts[e], 0);
  return {
    mine: NUMBER_WORDS[counts[c.element]],
    theirs: NUMBER_WORDS[counts[partner]],
    partner,
    signs: touched === 1 ? "a single sign" : `${inWords(touched)} signs`,
    rest: (join: "with" | "while") =>
      left === 0
        ? ""
        : left === 1
          ? `, and the last in ${others[0]}`
          : join === "with"
            ? `, with the other ${inWords(left)} in ${listOf(others)}`
            : `, while the other ${inWords(left)} stood in ${listOf(others)}`,
  };
}

/**
 * The seven old planets by element: how many signs they touched, how many stood in the reader's element and how
 * many in the one the old pairings set beside it (the element the other person carries in this story), in one
 * sentence of at most fifty words, the other two elements' planets after them. The signs come
 * first, so they cannot read as the partner's element "spread over" them, and no semicolon tacks them on: "the
 * seven stood in five signs" was a clause of its own in a third of the books.
 */
export const ELEMENT_PLANET_LINES: readonly Line[] = [
  (c) => {
    const w = elementWords(c);
    return `At midday on your birthday the seven old planets, sun and moon included, stood in ${w.signs}: ${inSigns(w.mine, c.element)}, the element of ${c.sign}, and ${w.theirs} in ${w.partner}, ${partnerElement(c, "brings to")}${w.rest("with")}.`;
  },
  (c) => {
    const w = elementWords(c);
    return `The seven old planets, sun and moon included, were spread over ${w.signs} at midday on your birthday, with ${inSigns(w.mine, c.element)} like ${c.sign} and ${w.theirs} in ${w.partner}, ${partnerElement(c, "carries in")}${w.rest("while")}.`;
  },
];

/**
 * Whose the paired element is: the sketched soulmate's in this story, but never a real partner's (a buyer
 * in a relationship found the book typing the person she lives with).
 */
function partnerElement(c: StoryContext, verb: "brings to" | "carries in"): string {
  // Nor to a companion in a widowed reader's book, which imagines none (a buyer's review).
  return c.inputs.relationshipStatus === "in-relationship" || c.inputs.relationshipStatus === "widowed"
    ? "the element paired with yours"
    : // A reader who is just curious is promised no soulmate, only the what-if of the portrait (a review).
      c.inputs.relationshipStatus === "just-curious"
      ? "the element of this book's what-if portrait"
      : `the element ${c.p.he} ${verb} this story`;
}

/** What each of the planets the element page may name is, in a phrase. */
const PLANET_EPITHETS: Record<"Mercury" | "Saturn" | "Uranus" | "Pluto", string> = {
  // Not "the quickest of the planets" after a count of seven with the moon among them: the moon is quicker (review 35).
  Mercury: "the quickest planet round the sun",
  Saturn: "the slowest planet the ancients knew",
  Uranus: "the first planet found with a telescope",
  Pluto: "small and far-off",
};

/**
 * The planets no other page of the book places: the ruler has the planet page, Venus the door,
 * Mars the meeting place, Jupiter (Saturn when Jupiter rules) closes the meeting page and Neptune
 * (Uranus when Neptune rules) the book.
 */
export function untoldPlanets(c: StoryContext): ("Mercury" | "Saturn" | "Uranus" | "Pluto")[] {
  const ruler = c.sky.rulingPlanet;
  const told = new Set<string>([
    ruler,
    ruler === "Jupiter" ? "Saturn" : "Jupiter",
    ruler === "Neptune" ? "Uranus" : "Neptune",
  ]);
  return (["Mercury", "Saturn", "Uranus", "Pluto"] as const).filter((p) => !told.has(p));
}

/**
 * The element page's planets: the first two no other page places, each with its degree in its sign
 * and how that sign stands to the reader's (their own element, the paired one or another).
 */
export const ELEMENT_KIN_LINES: readonly Line[] = [
  (c) => {
    const [first, second] = untoldPair(c);
    if (!first) return "";
    return second
      ? `That day ${first.name}, ${first.epithet}, was ${first.where}; ${second.name}, ${second.epithet}, was ${second.where}.`
      : `That day ${first.name}, ${first.epithet}, was ${first.where}.`;
  },
  (c) => {
    const [first, second] = untoldPair(c);
    if (!first) return "";
    return second
      ? // Not "As for Mercury and Saturn…", an abrupt pivot (review 25), nor "two more planets" of two the tally
        // before it had counted (review 26).
        `On your birthday ${first.name} was ${first.where}, and ${second.name}, ${second.epithet}, ${second.where}.`
      : `On your birthday ${first.name}, ${first.epithet}, was ${first.where}.`;
  },
];

/** "about 12 degrees into Virgo, another earth sign like Taurus": a planet's place and its sign's kinship to the reader's. */
function kinPlace(c: StoryContext, planet: keyof typeof PLANET_EPITHETS, after?: StarSign) {
  const [sign, next] = planetOf(c, planet)?.signs ?? [];
  // A second planet in the same sign as the first: "as well", not the sign's kinship told twice.
  const kin = sign && !next ? (sign === after ? " as well" : `, ${kinship(c, sign)}`) : "";
  return {
    name: planet,
    sign: next ? undefined : sign,
    epithet: PLANET_EPITHETS[planet],
    where: `${planetPlace(c, planet)}${kin}`,
  };
}

/** The first two untold planets' places, the second saying "as well" when it shares the first's sign. */
function untoldPair(c: StoryContext) {
  const [a, b] = untoldPlanets(c);
  const first = a ? kinPlace(c, a) : undefined;
  const second = b ? kinPlace(c, b, first?.sign) : undefined;
  return [first, second] as const;
}

/** The seven old planets by the modality (cardinal, fixed, mutable) of the sign each stood in at the day's noon, as elementTally counts them. */
function modalityTally(c: StoryContext): Record<Modality, number> {
  const counts: Record<Modality, number> = { cardinal: 0, fixed: 0, mutable: 0 };
  for (const sign of noonSignsOfSeven(c)) counts[SIGN_FACTS[sign].modality]++;
  return counts;
}

/** "in a mutable sign" for one planet, "in mutable signs" for more (review 26 read "one of those seven stood in mutable signs"). */
const inModality = (count: number, modality: Modality): string =>
  count === 1 ? `in a ${modality} sign` : `in ${modality} signs`;

/**
 * The other old sorting of the signs, told by the seven old planets of the birthday: how many stood in
 * signs of each modality. The reader's own only: the soulmate's modality is the portrait's sketch's sign's,
 * which this page does not know, so it lends the soulmate none.
 */
export const MODALITY_PLANET_LINES: readonly Line[] = [
  (c) => {
    const counts = modalityTally(c);
    const mine = counts[c.modality];
    const others = (["cardinal", "fixed", "mutable"] as const)
      .filter((m) => m !== c.modality)
      .map((m) => `${NUMBER_WORDS[counts[m]]} in ${m}`);
    return `By the zodiac's other sorting, into cardinal, fixed and mutable signs, ${c.sign} is ${c.modality}, and ${NUMBER_WORDS[mine]} of those seven stood ${inModality(mine, c.modality)} at that midday, ${listOf(others)}.`;
  },
  (c) => {
    const counts = modalityTally(c);
    const others = (["cardinal", "fixed", "mutable"] as const)
      .filter((m) => m !== c.modality)
      .map((m) => `${NUMBER_WORDS[counts[m]]} in ${m}`);
    // "Of those seven, two stood in mutable signs", not "those seven stood two in mutable" (a buyer's review); none of
    // them "in mutable signs like Pisces itself" read as if Pisces were among them (a senior review).
    const mine = counts[c.modality];
    return mine === 0
      ? `Sorted the other old way, into cardinal, fixed and mutable signs, ${c.sign} itself is ${c.modality}, yet none of those seven stood in ${c.modality} signs: ${listOf(others)}.`
      : `Sorted the other old way, into cardinal, fixed and mutable signs, ${NUMBER_WORDS[mine]} of those seven stood ${inModality(mine, c.modality)} like ${c.sign} itself, ${listOf(others)}.`;
  },
];

/** How far the moon stood from the sun along the sky, and on which side: the angle that makes its phase. */
export const MOON_ANGLE_LINES: readonly Line[] = [
  (c) => {
    const angle = ((c.sky.moon.angle % 360) + 360) % 360;
    const apart = Math.round(angle <= 180 ? angle : 360 - angle);
    if (apart < 3) return "That day the moon passed between the earth and the sun, lost in its glare.";
    if (apart > 177) return "That day the moon stood almost exactly opposite the sun, rising as it set.";
    return `That day the moon stood about ${apart} degrees ${angle < 180 ? "east of the sun, trailing it across the sky" : "west of the sun, running ahead of it across the sky"}.`;
  },
];

// ---------------------------------------------------------------------------
// Venus, for the threshold, and Venus with Mars, for the meeting place

/**
 * Venus on a day it passed behind the sun's disc, or crossed its face (ChartDay's `disc`), after "was": the lit side
 * turned full to the earth but hidden, or the dark side turned to it, in a transit.
 */
const VENUS_DISC = {
  behind: "passing behind the sun, its lit face turned full toward the earth and hidden by the sun's own disc",
  across:
    "crossing the face of the sun, a small dark disc against its light, in a transit that comes in pairs more than a century apart",
} as const;

/** Mercury on such a day, after "stood" (fromSun). */
const MERCURY_DISC = {
  behind: "behind the sun, hidden by the sun's own disc",
  across:
    "on the face of the sun itself, crossing it as a tiny dark dot, as it does only about thirteen times a century",
} as const;

const VENUS_SEEN = {
  evening: "shining in the west after sunset as the evening star",
  morning: "shining in the eastern sky before dawn as the morning star",
} as const;

/**
 * How Venus was seen that day; from a town whose twilight kept it too low, the town is named. An evening star over
 * a known town is placed where the town's page places it (a buyer read "in the west" on one page and "in the
 * south-west" on another).
 */
function venusSeen(c: StoryContext): string {
  if (c.chart.venus === "twilight")
    return `clear of the sun's glare but too low in the twilight over ${skyTown(c) ?? "the town"} to be seen`;
  const dusk = [...(c.townSky?.eveningPlanets ?? []), ...(c.townSky?.lowPlanets ?? [])].find(
    (p) => p.planet === "Venus",
  );
  if (c.chart.venus === "evening" && dusk) return `shining ${whereInSky(dusk)} after sunset as the evening star`;
  // A morning star over a known town where it stood at dawn: Cork's of 2 February 1979 rose in the south-east and
  // stood in the south-south-east at dawn, and had been told "rising in the east" (review 25).
  // Its direction "before dawn" is taken as dawn's twilight began, the hour the town's dusk is told at, while it
  // stood up: Dunedin's of 10 May 1971 was east-north-east then and only north-east by sunrise (review 37).
  const early =
    c.chart.venus === "morning" ? venusInTwilight(c.inputs.birthday, c.skyFrom, "morning", DUSK_SUN_ALTITUDE) : null;
  const dawn =
    early && early.altitude > 0
      ? early
      : c.chart.venus === "morning"
        ? venusInTwilight(c.inputs.birthday, c.skyFrom, "morning")
        : null;
  if (dawn) return `shining ${whereInSky(dawn)} before dawn as the morning star`;
  // A night that never grew dark has no dawn to shine before (review 40: Reykjavík at the solstice, the sun never 3
  // degrees down): where Venus stood as the sun rose, in a pale sky, or the daylight it was lost in.
  const light = c.chart.venus === "morning" && c.place && c.townSky && (c.townSky.lightNight || c.townSky.polar);
  if (light && c.townSky?.polar === "midnight-sun")
    return `up as the morning star, but lost in the light of a sun that did not set over ${skyTown(c) ?? "the town"} that night`;
  const sunrise = light ? venusInTwilight(c.inputs.birthday, c.skyFrom, "morning", 0) : null;
  if (sunrise && sunrise.altitude > 0)
    return `up ${whereInSky(sunrise)} as the sun rose, a morning star in a sky that had never grown dark`;
  if (c.chart.venus === "hidden") {
    // Behind the sun's own disc, or crossing its face, that day: said as that, not as "a degree or so away" (review 36).
    const disc = planetOf(c, "Venus")?.disc;
    if (disc) return VENUS_DISC[disc];
    // Travelling with the sun, not "hidden … too close to be seen", three clauses that read as love lost beside a
    // widowed reader's grief (a buyer's review); the angle is told here, once.
    const degrees = venusDegrees(c);
    return `travelling close to the sun, only ${degrees === 0 ? "a fraction of a degree" : degrees === 1 ? "a degree or so" : `${degrees} degrees`} away, its light folded into the daylight`;
  }
  return VENUS_SEEN[c.chart.venus];
}

function motionOf(c: StoryContext, planet: ChartPlanet): string {
  const motion = planetOf(c, planet)?.motion;
  return motion === "retrograde"
    ? ", moving backward against the stars in one of its regular loops"
    : motion === "stationary"
      ? ", standing almost still against the stars as it turned"
      : "";
}

/** "about 12 degrees into Scorpio" or "between Scorpio and Sagittarius". */
function planetPlace(c: StoryContext, planet: ChartPlanet): string {
  const found = planetOf(c, planet);
  const [sign, next] = found?.signs ?? [];
  if (found && sign && !next) return `${wholeDegrees(found.degree)} into ${signName(sign)}`;
  // A planet that changed sign that day, with the hour it did: "between Capricorn and Aquarius" read as in neither
  // (review 38: Mercury entered Aquarius at 17:44 by Brisbane's clock).
  if (found && sign && next && found.ingress)
    return `on the border of ${signName(sign)} and ${signName(next)}, crossing into ${signName(next)}${ingressAt(c, found.ingress)}`;
  return placeOf(found?.signs ?? []);
}

/** How far Venus stood from the sun along the sky that day, in whole degrees. */
const venusDegrees = (c: StoryContext) => sunAngleOn("Venus", c.inputs.birthday, c.skyFrom.longitude).degrees;
/** ", about 38 degrees from the sun", after how Venus was seen; a Venus travelling with the sun has said it already. */
const venusFromSun = (c: StoryContext) =>
  c.chart.venus === "hidden" ? "" : `, about ${venusDegrees(c)} degrees from the sun`;

/**
 * Venus's place in its sign, beside its distance from the sun: "in Taurus" where both would be one figure ("about 21
 * degrees from the sun, 21 degrees into Taurus" read as a slip; review 31).
 */
function venusPlace(c: StoryContext): string {
  const place = planetPlace(c, "Venus");
  const same = place.startsWith(`${venusDegrees(c)} degrees into `);
  return same ? place.replace(/^\d+ degrees into /, "in ") : place;
}

/**
 * Venus at the door: its place and motion (told on the planet page instead when Venus rules the sign),
 * whether it was the morning or evening star, and how far it stood from the sun.
 */
export const VENUS_LINES: readonly Line[] = [
  (c) =>
    c.sky.rulingPlanet === "Venus"
      ? `On your birthday Venus, the old planet of love, was ${venusSeen(c)}${venusFromSun(c)}.`
      : `On your birthday Venus, the old planet of love, was ${venusPlace(c)}${motionOf(c, "Venus")}, ${venusSeen(c)}${venusFromSun(c)}.`,
  (c) =>
    c.sky.rulingPlanet === "Venus"
      ? `That day Venus, your own planet, was ${venusSeen(c)}${venusFromSun(c)}.`
      : c.chart.venus === "hidden"
        ? // Its place first: after "folded into the daylight", it read as the daylight's (a senior review).
          `That day Venus, ${venusPlace(c)}${motionOf(c, "Venus")}, was ${venusSeen(c)}.`
        : `That day Venus was ${venusSeen(c)}${venusFromSun(c)}, ${venusPlace(c)}${motionOf(c, "Venus")}.`,
];

/** Mars at the meeting place: its place (unless it rules the sign), how far from Venus, and the tradition's reading of the two. */
export const VENUS_MARS_LINES: readonly Line[] = [
  (c) => {
    const venus = planetOf(c, "Venus")?.signs ?? [];
    const mars = planetOf(c, "Mars")?.signs ?? [];
    const [v] = venus;
    const [m] = mars;
    const single = venus.length === 1 && mars.length === 1 && v !== undefined && m !== undefined;
    const tie =
      single && elementOf(v) === elementOf(m)
        ? `, both in ${elementOf(v)} signs, which the old astrologers read as ${c.inputs.relationshipStatus === "widowed" ? "tenderness and courage" : "affection and desire"} speaking one language`
        : single && COMPANIONS[elementOf(v)] === elementOf(m)
          ? `, Venus in ${elementOf(v)} and Mars in ${elementOf(m)}, elements the tradition calls companions`
          : "";
    const apart = single ? (STAR_SIGNS.indexOf(m) - STAR_SIGNS.indexOf(v) + 12) % 12 : -1;
    const gap = Math.min(apart, 12 - apart);
    const distance =
      apart < 0
        ? ""
        : gap === 0
          ? ", in the same sign as Venus"
          : gap === 6
            ? ", six signs from Venus, the two facing each other across the zodiac"
            : `, ${SIGNS_APART[gap]} from Venus`;
    // Mars's own place is told on the planet page when Mars rules the sign.
    // Told in degrees too, the sign count alone being the same for most buyers of a sign (the sharing measure).
    if (c.sky.rulingPlanet === "Mars" && single) {
      const longitude = (planet: "Venus" | "Mars", sign: StarSign) =>
        STAR_SIGNS.indexOf(sign) * 30 + (planetOf(c, planet)?.degree ?? 0);
      const raw = Math.abs(longitude("Mars", m) - longitude("Venus", v)) % 360;
      const apartDegrees = Math.min(raw, 360 - raw);
      const signs =
        gap === 0
          ? "in the same sign"
          : gap === 6
            ? "the two facing each other across the zodiac"
            : `${SIGNS_APART[gap]} apart`;
      return `On your birthday Mars, your own planet, stood ${apartDegrees <= 1 ? "within a degree of Venus" : `about ${apartDegrees} degrees from Venus along the zodiac`}, ${signs}${tie}.`;
    }
    // A widowed reader is not pushed toward romance (a buyer's review): Mars is the planet of courage there.
    const epithet =
      c.inputs.relationshipStatus === "widowed" ? "the old planet of courage" : "the old planet of desire";
    return `On your birthday Mars, ${epithet}, was ${planetPlace(c, "Mars")}${distance}${tie}.`;
  },
];

/**
 * The meeting page's last words: where the slow planet of good company stood that day (a tail handing
 * the page back to the reader was in half the books, a buyer's count). Jupiter, or Saturn when Jupiter
 * rules the sign and has its own page.
 */
/** Returns after this are still to come for some buyers, and none is dated. */
const RETURNS_TOLD_UNTIL = new Date(Date.UTC(2026, 0, 1));

export const SLOW_PLANET_CLOSINGS: readonly Line[] = [
  (c) => {
    const planet: ChartPlanet = c.sky.rulingPlanet === "Jupiter" ? "Saturn" : "Jupiter";
    const called =
      planet === "Jupiter"
        ? "which the old astrologers called the greater fortune"
        : "the old planet of time and patience";
    return `That same day ${planet}, ${called}, was ${planetPlace(c, planet)}${motionOf(c, planet)}.`;
  },
  (c) => {
    const planet: ChartPlanet = c.sky.rulingPlanet === "Jupiter" ? "Saturn" : "Jupiter";
    // Jupiter goes once round the zodiac in 11.86 years, Saturn in 29.46: the month it first came back to
    // its birthday degree is found, not added up. A return still to come (after 2025, the year this line
    // was written) is not dated, so no book says a future month happened.
    const years = planet === "Jupiter" ? 12 : 29;
    const back = returnOf(planet, c.inputs.birthday, c.skyFrom.longitude, RETURNS_TOLD_UNTIL);
    const round = `it takes about ${years} years to go once round the zodiac`;
    return `Farther out that day, ${planet} was ${planetPlace(c, planet)}${motionOf(c, planet)}; ${
      // Once round, not the loop after the birthday that can recross the degree within months (a buyer's check).
      // The month it came back says how long the circuit takes, without a figure for the years (review 30's count).
      back
        ? `one full circuit of the zodiac later, it came back to that degree in ${MONTH_NAMES[back.month - 1]} ${back.year}`
        : round
    }.`;
  },
];

// ---------------------------------------------------------------------------
// The ruling planet, for the planet page

/** The moon's and the sun's real diameters, in kilometres. */
const MOON_DIAMETER_KM = 3474.8;
const SUN_DIAMETER_KM = 1_392_700;

/**
 * For a Cancer, whose ruler is the moon: how wide the moon's disc looked against the sun's that day,
 * from the two distances at the day's noon (seen from the earth's centre; a viewer on the surface sees
 * the moon up to about 2% larger). Wider, and it could cover the sun whole; narrower, and an eclipse
 * would leave a ring.
 */
export function moonAgainstSunSize(c: StoryContext): string {
  const ratio = MOON_DIAMETER_KM / c.chart.moonKm / (SUN_DIAMETER_KM / (c.chart.sunMillionKm * 1e6));
  const pct = Math.round(Math.abs(ratio - 1) * 100);
  if (pct === 0)
    return "Seen from the earth that day, the moon's disc looked almost exactly as wide as the sun's, the coincidence that lets an eclipse just cover the sun.";
  return ratio > 1
    ? `Seen from the earth that day, the moon's disc looked about ${pct} per cent wider than the sun's, wide enough to cover it whole had the two lined up.`
    : `Seen from the earth that day, the moon's disc looked about ${pct} per cent narrower than the sun's: had the two lined up, a ring of sunlight would have shown around it.`;
}

/**
 * For a Leo, whose ruler is the sun: how long the sun still had to run in the sign, and the date it moved on
 * to the next ("it moved on to Virgo on 23 August 1973"), which makes the sentence this birthday's own.
 */
function sunStillToRun(c: StoryContext): string {
  const next = signName(STAR_SIGNS[(STAR_SIGNS.indexOf(c.inputs.starSign) + 1) % 12] as StarSign);
  const leaves = sunLeavesSign(c.inputs.birthday, c.skyFrom.longitude);
  if (!leaves) return `On your birthday the sun was about to move on from ${c.sign} to ${next}.`;
  const noon = middayOf(c.inputs.birthday, c.skyFrom);
  const days = Math.round((leaves.getTime() - noon.getTime()) / 86_400_000);
  // The date on the calendar of the town the sky is read from (townDateZone), as every other date: it was Greenwich's,
  // "by Greenwich reckoning", in books whose every other hour was the town's (review 40).
  const on = onTheClock(leaves, townDateZone(c.skyFrom, leaves));
  const date = `${on.day} ${MONTH_NAMES[on.month - 1]} ${on.year}`;
  return days <= 0
    ? `On your birthday the sun was on its last day in ${c.sign}, and moved on to ${next} on ${date}.`
    : // "about": the days are counted from the town's midday to the moment, not from date to date.
      c.inputs.birthday.year % 2 === 0
      ? `On your birthday the sun still had about ${timeCount(days, "day")} to run in ${c.sign}: it moved on to ${next} on ${date}.`
      : `The sun had about ${timeCount(days, "day")} left in ${c.sign} on your birthday, and crossed into ${next} on ${date}.`;
}

export const RULER_LINES: readonly Line[] = [
  (c) => {
    const ruler = c.sky.rulingPlanet;
    if (ruler === "Sun") {
      const d = c.chart.sunDegree;
      if (d === null)
        return "On your birthday the sun was moving from one sign to the next, as it does about once a month.";
      // A sign chosen other than the sun's that day: where the sun really stood.
      return c.sun.kind !== "in-sign"
        ? `On your birthday the sun, ruler of ${c.sign}, was ${degrees(d)} into ${c.sun.names[0] ?? c.sign}.`
        : sunStillToRun(c);
    }
    if (ruler === "Moon") return moonAgainstSunSize(c);
    const found = planetOf(c, ruler);
    if (!found) return `${c.Planet} keeps its own slow time.`;
    const [sign, next] = found.signs;
    const where = next
      ? planetPlace(c, ruler)
      : `${wholeDegrees(found.degree)} into ${signName(sign as StarSign)}, ${kinship(c, sign as StarSign)}`;
    return `On your birthday ${c.planet} stood ${where}${motionOf(c, ruler)}.`;
  },
];

/**
 * The ruling planet against the sun that day, for the planet page: how far from the sun it stood, or, for
 * Venus (whose side of the sun the door page tells), how much of its disc was lit. For a Leo, how long the
 * sun's light took to arrive, and for a Cancer, the moon's height. No per-day pace in degrees: a buyer
 * cannot picture it, and the planet's direction of travel is told with its place (RULER_LINES).
 */
function rulerAgainstSun(c: StoryContext, write: (ruler: ChartPlanet, longitude: number | null) => string) {
  const ruler = c.sky.rulingPlanet;
  const longitude = c.skyFrom.longitude;
  if (ruler === "Sun") return sunlightTravel(c);
  if (ruler === "Moon") return moonHeight(c, longitude);
  return write(ruler, longitude);
}

export const RULER_SUN_LINES: readonly Line[] = [
  (c) =>
    rulerAgainstSun(c, (ruler, longitude) =>
      ruler === "Venus" ? `${venusLit(c, longitude)}.` : `That day ${c.planet} stood ${fromSun(c, ruler, longitude)}.`,
    ),
  (c) =>
    rulerAgainstSun(c, (ruler, longitude) =>
      ruler === "Venus"
        ? `${venusLit(c, longitude)
            .replace(/^Through a telescope that day /, "Seen through a telescope on your birthday, ")
            .replace(/^That day Venus was /, "On your birthday Venus was ")}.`
        : `Seen from the earth on your birthday, ${c.planet} stood ${fromSun(c, ruler, longitude)}.`,
    ),
];

/** How much of Venus was lit that day (the door page tells which side of the sun it stood). */
function venusLit(c: StoryContext, longitude: number | null): string {
  // No telescope shows a Venus behind the sun, and one crossing it shows its dark side: told as that (review 36).
  const disc = planetOf(c, "Venus")?.disc;
  if (disc) return `That day Venus was ${VENUS_DISC[disc]}`;
  const lit = planetLitOn("Venus", c.inputs.birthday, longitude);
  const shape =
    lit >= 99 ? "an almost full disc" : lit < 50 ? "a crescent" : lit > 50 ? "a gibbous disc" : "a half disc";
  return `Through a telescope that day Venus would have shown ${shape}, ${lit}% illuminated, as it has phases like the moon's`;
}

/** "about 74 degrees from the sun along the sky, on its evening side": the ruler's angle from the sun that day. */
function fromSun(c: StoryContext, ruler: ChartPlanet, longitude: number | null): string {
  const disc = planetOf(c, ruler)?.disc;
  if (ruler === "Mercury" && disc) return MERCURY_DISC[disc];
  const { degrees: apart, side } = sunAngleOn(ruler, c.inputs.birthday, longitude);
  if (apart === 0) return "less than a degree from the sun, lost in its glare";
  if (apart < 10) return `only about ${apart} degrees from the sun, lost in its glare`;
  if (apart >= 170) return `almost opposite the sun, about ${apart} degrees from it across the sky`;
  // The angle, not a longitude: Pluto 14 degrees from the sun stood mostly north of it (a buyer's check), so no "west of".
  return `about ${apart} degrees from the sun along the sky, on its ${side} side`;
}

/** How long sunlight took to reach the earth that day, for a Leo, whose ruler is the sun. */
function sunlightTravel(c: StoryContext): string {
  // Light covers 299,792 kilometres a second.
  const seconds = Math.round((c.chart.sunMillionKm * 1e6) / 299_792);
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  const took = `about ${timeCount(m, "minute")} and ${timeCount(s, "second")}`;
  const day = formatBirthday(c.inputs.birthday);
  // The same to the second on one date every year: worded by the year, so two buyers born on one date read it apart.
  return [
    `On ${day}, sunlight took ${took} to reach the earth, so every ray of your birthday's daylight was already eight minutes old when it arrived.`,
    `The daylight that fell on ${day} had left the sun ${took} before: the time light needed that day to cross the gap.`,
    `Every ray of sunshine on ${day} was ${took} old when it arrived, the time light took that day to come from the sun.`,
  ][c.inputs.birthday.year % 3] as string;
}

/**
 * How far north or south of the sky's equator the moon stood at the day's midday (the town's clock's, as every other
 * midday figure: decision 0082; noon UTC without a town), for a Cancer, whose ruler it is.
 */
function moonHeight(c: StoryContext, longitude: number | null): string {
  const dec = moonDeclinationOn(c.inputs.birthday, longitude, middayOf(c.inputs.birthday, c.skyFrom));
  const d = Math.round(Math.abs(dec));
  const when = "At midday";
  if (d < 1) return `${when} the moon stood almost on the celestial equator, the earth's equator drawn out on the sky.`;
  return `${when} the moon stood about ${d} degrees ${dec < 0 ? "south" : "north"} of the celestial equator, the earth's equator drawn out on the sky.`;
}

const SIRIUS_MAGNITUDE = -1.46;
/** The bright stars a planet's brightness is set beside: a steady star a reader may know by name. */
const YARDSTICKS = BRIGHT_STARS.filter((star) => !star.notYardstick);
/**
 * "about as bright as Procyon": the bright star nearest a magnitude, said "a little brighter than" or "a little fainter
 * than" when it is more than a fifth of a magnitude off (review 26: Mercury at −0.4 read "about as bright as Arcturus",
 * which is −0.05).
 */
function besideStarInBrightness(mag: number): string {
  let best = YARDSTICKS[0] as (typeof YARDSTICKS)[number];
  for (const star of YARDSTICKS) if (Math.abs(star.mag - mag) < Math.abs(best.mag - mag)) best = star;
  const { name, mag: starMag } = best;
  if (Math.abs(starMag - mag) <= 0.2) return `about as bright as ${name}`;
  return mag < starMag ? `a little brighter than ${name}` : `a little fainter than ${name}`;
}

/** A planet this high at dusk (degrees), though under 8, stands clear of the murk along the horizon. */
const LOW_PLANET_SEEN_ALTITUDE = 3;

/**
 * Whether a planet could be seen that day, one answer for every page and card: Venus as the chart reads it (by the
 * town's twilight, or 18° from the sun without a town); another planet that the town's dusk sky had up, yes;
 * otherwise 18° or more from the sun (a review found Venus a morning star on one page and "too near the sun" on
 * another).
 */
export function seenThatDay(c: StoryContext, planet: ChartPlanet): boolean {
  if (planet === "Venus") return c.chart.venus === "morning" || c.chart.venus === "evening";
  // Clear of the horizon at dusk, yes; only just above it, as any other: by its distance from the sun (review 32: Jupiter
  // 0.3 degrees up and 8 degrees from the sun was a "lantern" on the Protection card, "lost in its glare" in the book).
  if (c.townSky?.eveningPlanets.some((p) => p.planet === planet)) return true;
  // Low but clear of the horizon's murk at dusk, and bright (Mercury is listed only then): seen, whatever its distance
  // from the sun (review 36: Mercury 15.7 degrees from the sun, 5.3 degrees up over Lyon, was "hidden in the sun's light").
  if (c.townSky?.lowPlanets.some((p) => p.planet === planet && p.altitude >= LOW_PLANET_SEEN_ALTITUDE)) return true;
  return sunAngleOn(planet, c.inputs.birthday, c.skyFrom.longitude).degrees >= PLANET_GLARE_DEGREES;
}

/**
 * How bright the ruling planet (or the moon) shone that day, in words, for a planet page that runs short; empty for the sun, whose brightness never changes enough to tell.
 */
export function rulerBrightness(c: StoryContext): string {
  const ruler = c.sky.rulingPlanet;
  if (ruler === "Sun") return "";
  const longitude = c.skyFrom.longitude;
  const mag = magnitudeOn(ruler, c.inputs.birthday, longitude);
  // A planet this near the sun sets with it or rises in its glow: its brightness is no promise of a sight
  // (a buyer's check: Mercury at magnitude 2.3, 15 degrees from the sun, was "within reach of the naked eye").
  // Said in words, beside a star or the eye's limit, not as a magnitude: one figure fewer on a page buyers found read
  // like an almanac (review 29).
  const apart = ruler === "Moon" ? 180 : sunAngleOn(ruler, c.inputs.birthday, longitude).degrees;
  // Told where it says something of this day; not where it is so nearly every day: a far planet too faint for the
  // eye, a planet in the sun's glare (the page has just said so, fromSun: not twice, a buyer's review), or Venus
  // "brighter than Sirius". A planet clear of the glare but too near the sun to be seen is told so: the page says it
  // nowhere else. With the month and year written into them ("On that May day in 1961") those stood in up to
  // a fifth of the books as stock lines that looked like the buyer's own (decision 0091).
  if (mag >= 6) return "";
  // Uranus at 5.7 to 5.9 is at the eye's limit, found only far from any town's lights (a buyer's review).
  if (mag >= 5.5)
    return `On your birthday it was at the very limit of the eye, to be found only far from any town's lights${apart >= 10 && ruler !== "Moon" && !seenThatDay(c, ruler) ? ", and too near the sun besides" : ""}.`;
  if (apart < 10) return "";
  if (ruler !== "Moon" && !seenThatDay(c, ruler))
    return ruler === "Venus" && c.chart.venus === "twilight"
      ? `On your birthday it was bright enough for the eye, but stayed too low in the twilight ${c.city ? `over ${c.city}` : "there"} to be seen.`
      : `On your birthday it was bright enough for the eye, but ${sunAngleOn(ruler, c.inputs.birthday, longitude).side === "morning" ? "rose too little ahead of the sun to be seen at dawn" : "set too soon after the sun to be seen at dusk"}.`;
  const shone =
    mag < SIRIUS_MAGNITUDE
      ? // Venus by how many times Sirius it shone: nine to twenty, with its phase and its distance.
        ruler === "Venus"
        ? `about ${inWords(Math.round(10 ** (0.4 * (SIRIUS_MAGNITUDE - mag))))} times as bright as Sirius, the brightest star of the night`
        : "brighter than Sirius, the brightest star of the night"
      : mag < 1.5
        ? besideStarInBrightness(mag)
        : "within reach of the naked eye under a dark sky";
  // Venus as the star it was that day: the morning star or the evening star.
  const as =
    ruler === "Venus" && c.chart.venus !== "hidden" && c.chart.venus !== "twilight"
      ? `, as the ${c.chart.venus} star,`
      : "";
  return `On your birthday${as} it ${mag < 1.5 ? "shone" : "was"} ${shone}.`;
}

// ---------------------------------------------------------------------------
// The turn of the year, for the paths page

/** The year of the last equinox or solstice: the year before for a date in December's solstice season after New Year. */
function turnYear(c: StoryContext): number {
  const { year, month } = c.inputs.birthday;
  return c.chart.sinceTurn.point === "December solstice" && month < 12 ? year - 1 : year;
}

/**
 * What the turn of the year meant for the days: over a known town, how fast its own days were growing or
 * shrinking (a buyer read "lengthening in the north and shortening in the south" in two books of one sign);
 * without one, for both halves of the world.
 */
const townDaylightChange = (c: StoryContext): number | null =>
  c.place && c.city ? daylightChange(c.place, c.inputs.birthday) : null;

function daysThen(c: StoryContext): string {
  const change = townDaylightChange(c);
  if (change === null || !c.city) return daylightAfter(c.chart.sinceTurn.point, c.chart.sinceTurn.days);
  const minutes = Math.round(Math.abs(change) / 60);
  // One day against the next: not "each within a minute", which at 64 degrees north holds for a week either side of the
  // solstice and no more (review 40).
  if (minutes === 0)
    return `daylight over ${c.city} had all but stopped changing, the next day's within a minute of it`;
  // To the nearest half minute: thirty-six seconds is not "about a minute" (a review, Araxá in January), nor ninety
  // "about two minutes" (review 28, Seattle), nor 148 seconds "about two minutes" (a senior review).
  const seconds = Math.abs(change);
  const halves = Math.round(seconds / 30);
  const whole = Math.floor(halves / 2);
  const by =
    seconds < 45
      ? "less than a minute"
      : halves % 2 === 0
        ? `about ${timeCount(whole, "minute")}`
        : whole === 1
          ? "about a minute and a half"
          : `about ${inWords(whole)} and a half minutes`;
  return `each day over ${c.city} was ${by} ${change > 0 ? "longer" : "shorter"} than the one before`;
}

/** "sixteen days after the September equinox of 1990": the turn of the year the birthday came after, which opens the paths page. */
export function turnOfYear(c: StoryContext): string {
  return `${sinceTurn(c.chart)} of ${turnYear(c)}`;
}

/** What the turn of the year meant for the days, after the paths page's opening has told the turn itself. */
export const SEASON_TURN_LINES: readonly Line[] = [
  // Not "By then", which read as the end of the life the line before had drawn (review 37).
  (c) => `By your birthday ${daysThen(c)}.`,
  // "In those weeks" only for the halves of the world, whose turn it tells; a town's figure is one day's (review 40).
  (c) => (townDaylightChange(c) === null ? `In those weeks ${daysThen(c)}.` : `That day ${daysThen(c)}.`),
];

// ---------------------------------------------------------------------------
// Distances: the moon's for the moon page, the sun's for the constellation page

/**
 * When the earth passed nearest the sun or farthest from it, as counted from the birthday: "about forty-three days
 * after its farthest point from the sun in 1973", or "on the very day of …" with the date; `whose` is "its" or "the
 * earth's".
 */
function earthApsisWhen(c: StoryContext, whose: string): string {
  const { kind, days, date } = earthApsisNear(c.inputs.birthday, c.skyFrom);
  const point = `${whose} ${kind === "closest" ? "nearest pass by the sun" : "farthest point from the sun"}`;
  // The count of days says when, in words; the pass's date beside it was one more figure on a page buyers found
  // too full of them. The count stays: two buyers born a day apart read it apart. On the day itself, the date is the
  // birthday's (counted from the town's midday, so it fell within the town's day).
  if (days === 0) {
    const { day, month, year } = c.inputs.birthday;
    return `on the very day of ${point}, ${day} ${MONTH_NAMES[month - 1]} ${year}`;
  }
  return `${daysApart(Math.abs(days))} ${days > 0 ? "after" : "before"} ${point} in ${date.getUTCFullYear()}`;
}

/**
 * The earth's distance from the sun, and its nearest or farthest point, in one of two wordings by the birthday's date:
 * two buyers born a day apart have the same distance and often the same count, and read them apart (the second
 * sample's largest pair, two Leos born on 15 and 16 August 1973).
 */
export const SUN_DISTANCE_LINES: readonly Line[] = [
  (c) => {
    const far = c.chart.sunMillionKm.toFixed(1);
    return c.inputs.birthday.day % 2 === 0
      ? // Not "from the sun … its farthest point from the sun", twice in one sentence (review 37).
        `That day ${far} million kilometres lay between the earth and the sun, ${earthApsisWhen(c, "the earth's")}.`
      : // Not "Sunlight crossed …": the star page's next line tells how long sunlight took (a senior review).
        `That day the sun stood ${far} million kilometres from the earth, ${earthApsisWhen(c, "the earth's")}.`;
  },
];

/** How far away the ruling planet (or the sun, or the moon) was that day. */
export const RULER_DISTANCE_LINES: readonly Line[] = [
  (c) => {
    const ruler = c.sky.rulingPlanet;
    if (ruler === "Moon")
      return `Moonlight had about ${thousands(c.chart.moonKm)} kilometres to travel to you that day, a journey of a little over a second.`;
    if (ruler === "Sun") return say(SUN_DISTANCE_LINES[0] as Line, c);
    return rulerAmongStars(c, ruler, 0);
  },
  (c) => {
    const ruler = c.sky.rulingPlanet;
    if (ruler === "Moon")
      return `That day the moon was about ${thousands(c.chart.moonKm)} kilometres away, so its light reached you in a little over a second.`;
    if (ruler === "Sun") return say(SUN_DISTANCE_LINES[0] as Line, c);
    return rulerAmongStars(c, ruler, 1);
  },
];

/**
 * The stars a planet is set beside: the brightest of the whole sky, the Pleiades and Nunki along the moon's road, and
 * each sign's named star, so no stretch of the zodiac is left without one.
 */
const LANDMARK_STARS = [
  ...BRIGHT_STARS,
  ...MOON_PATH_STARS,
  ...STAR_SIGNS.map((sign) => ({ name: SIGN_TEXT[sign].star, ...SIGN_STAR_POSITIONS[sign] })),
].filter((star, i, all) => all.findIndex((other) => other.name === star.name) === i);

/**
 * Where the ruler stood among the stars themselves at midday, beside the bright star nearest it: a place in the sky a
 * reader can picture and look for, where its distance and light-time were two more figures (review 31 counted 72).
 * For a slow planet, or with no landmark within twenty degrees, the distance and light-time as before.
 */
function rulerAmongStars(c: StoryContext, ruler: ChartPlanet, variant: number): string {
  const { name, degrees } = starNearestPlanet(ruler, middayOf(c.inputs.birthday, c.skyFrom), LANDMARK_STARS);
  const Star = capitalise(name);
  const d = Math.round(degrees);
  // No landmark near it (the stretch of Pisces and Aquarius is poor in bright stars), or a slow planet, which stands
  // by one star all year (two buyers born in one year read one sentence): its distance and light-time.
  if (d > 20 || !["Mercury", "Venus", "Mars"].includes(ruler)) {
    const far = planetOf(c, ruler)?.millionKm ?? 0;
    return variant % 2 === 0
      ? `${c.Planet} was ${distanceOf(far)} from the earth that day, so its light took ${lightTime(far)} to reach you.`
      : `Light from ${c.planet} took ${lightTime(far)} to reach you that day, across ${distanceOf(far)}.`;
  }
  const apart = d < 1 ? "less than a degree from" : `about ${inWords(d)} degree${d === 1 ? "" : "s"} from`;
  // Three wordings, turned by the day of the month as well: Venus keeps an eight-year round, so two buyers of one sign
  // born eight or twenty-four years apart can find it by the same star at the same distance.
  const frames = [
    `Among the stars themselves, ${c.planet} stood ${apart} ${name} that day.`,
    `${Star} was the bright star nearest ${c.planet} that day, ${apart.replace(/ from$/, "")} away.`,
    `That day ${c.planet} was travelling among the stars near ${name}, ${apart} it.`,
  ];
  // The Pleiades and the Beehive are clusters, not "the bright star nearest", and a sign's own star may be faint:
  // Alrescha, at magnitude 3.8, is no bright star (review 37).
  const bright = [...BRIGHT_STARS, ...MOON_PATH_STARS].some((star) => star.name === name);
  const fit = name.startsWith("the ") || !bright ? [frames[0], frames[2]] : frames;
  return fit[(variant + c.inputs.birthday.day) % fit.length] as string;
}

/**
 * "4.41 billion kilometres": a planet's distance in millions of kilometres.
 */
function distanceOf(far: number): string {
  return far >= 1000 ? `${(far / 1000).toFixed(2)} billion kilometres` : `${Math.round(far)} million kilometres`;
}

/** "about 4 hours", "12 minutes": how long light takes over a distance in millions of kilometres. */
function lightTime(far: number): string {
  // Light covers about 18 million kilometres a minute.
  const minutes = Math.round(far / 17.99);
  // Under three hours, in minutes: Saturn's 92 are not "about 2 hours" (a buyer's check). Beyond, to the quarter
  // hour: Pluto's 4 hours 34 minutes are not "about five hours" (review 34), nor its 4 hours 15 "about four and a
  // half" (review 37).
  if (minutes < 90) return timeCount(minutes, "minute");
  if (minutes < 180) return `about ${timeCount(minutes, "minute")}`;
  const quarters = Math.round(minutes / 15);
  const hours = Math.floor(quarters / 4);
  const part = ["", " and a quarter", " and a half", " and three-quarter"][quarters % 4];
  return part ? `about ${inWords(hours)}${part} hours` : `about ${timeCount(hours, "hour")}`;
}

/** "a week after their closest meeting", "three days before…", "on the very day of…"; "" when the search found none. */
function companionMeeting(companion: VenusCompanion): string {
  if (!companion.closest) return "";
  const n = Math.abs(companion.closest.days);
  if (n === 0) return ", on the very day of their closest meeting";
  const count = n % 7 === 0 ? timeCount(n / 7, "week") : timeCount(n, "day");
  return `, ${count} ${companion.closest.days < 0 ? "after" : "before"} their closest meeting`;
}

/**
 * The closing's picture of two, when the sky gave one: Venus and the bright planet nearest it, seen together over the
 * town (astro.ts, venusCompanionOn), that evening or before the next dawn. A buyer's review wished the book had used it in place
 * of a distance: Venus and Jupiter about seven degrees apart in Manchester's dusk, a week after their closest meeting.
 */
export const VENUS_COMPANION_LINES: readonly ((c: StoryContext, companion: VenusCompanion) => string)[] = [
  (c, v) =>
    `${v.seen === "evening" ? "That evening" : "Before the next dawn"} Venus and ${v.planet} shone about ${inWords(Math.round(v.degrees))} degrees apart over ${c.city}${companionMeeting(v)}: the sky's own picture of two.`,
  (c, v) =>
    `Venus did not shine alone ${v.seen === "evening" ? "that evening" : "before the next dawn"} over ${c.city}: ${v.planet} stood about ${inWords(Math.round(v.degrees))} degrees from it${companionMeeting(v)}.`,
  (c, v) =>
    `${v.seen === "evening" ? "As your birthday's light went" : "Before the next morning's dawn"}, ${c.city} saw Venus and ${v.planet} about ${inWords(Math.round(v.degrees))} degrees apart${companionMeeting(v)}, two lights keeping company.`,
];

/**
 * For the closing page: the farthest planet the book has not told, too faint for the eye, and how
 * far off it was that day. Neptune, or Uranus when Neptune rules the sign. The kilometres stay: two buyers born
 * days apart share the planet's place, and its distance is what tells their closings apart (the third sample's
 * largest pair when it was left out).
 */
export const OUTER_PLANET_LINES: readonly Line[] = [
  (c) => {
    const planet: ChartPlanet = c.sky.rulingPlanet === "Neptune" ? "Uranus" : "Neptune";
    const far = planetOf(c, planet)?.millionKm ?? 0;
    // Where it stood too: buyers born in one season of nearby years otherwise read one distance (the second sample).
    // A planet on a sign's edge stood "on the border of Libra and Scorpio", not "between Libra and Scorpio and too dim".
    const where = planetPlace(c, planet).replace(/^between /, "on the border of ");
    return `Even ${planet}, ${planet === "Neptune" ? "too dim for the eye" : "at the very limit of the eye, seen only from a dark place"}, was part of your birthday's sky: it stood ${where}, ${distanceOf(far)} away.`;
  },
  // Each shape carries where the planet stood that day, so the closing is this buyer's own.
  (c) => {
    const planet: ChartPlanet = c.sky.rulingPlanet === "Neptune" ? "Uranus" : "Neptune";
    return `Far beyond the bright planets, ${planet}, ${planetPlace(c, planet)} that day, was ${distanceOf(planetOf(c, planet)?.millionKm ?? 0)} away.`;
  },
  (c) => {
    const planet: ChartPlanet = c.sky.rulingPlanet === "Neptune" ? "Uranus" : "Neptune";
    return `Out past Saturn on your birthday, ${planet}, ${planetPlace(c, planet)}, was ${distanceOf(planetOf(c, planet)?.millionKm ?? 0)} away.`;
  },
];
