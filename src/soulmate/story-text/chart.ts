/**
 * Sentences written from the chart of the birthday (astro.ts, chartOn): the weekday, how far
 * the sun had gone into its sign, the moon's age and sign, the planets' signs and motion, the
 * last equinox or solstice. Every word follows a fact of this buyer's day, so two buyers share
 * a sentence only when they share the facts (issue 25, item 5). Only what a date without a
 * birth time makes certain is said: a body that changed sign that day is given both signs.
 */

import { STAR_SIGNS, type StarSign } from "../../shared/statuses";
import { type ChartDay, type ChartPlanet, NAKED_EYE_PLANETS, SIGN_FACTS, type TurningPoint } from "../astro";
import type { Element } from "../types";
import { an, capitalise, type Line, listOf, type StoryContext } from "./context";

const signName = (sign: StarSign) => SIGN_FACTS[sign].name;
const elementOf = (sign: StarSign) => SIGN_FACTS[sign].element;
const COMPANIONS: Record<Element, Element> = { fire: "air", air: "fire", earth: "water", water: "earth" };

const SIGNS_APART = [
  "",
  "one sign",
  "two signs",
  "three signs",
  "four signs",
  "five signs",
  "six signs, facing each other across the zodiac",
];
const dayCount = (n: number) => (n === 1 ? "a day" : `${n} days`);
const planetOf = (c: StoryContext, planet: ChartPlanet) => c.chart.planets.find((p) => p.planet === planet);

/** "in Leo" or "between Leo and Virgo". */
function placeOf(signs: readonly StarSign[]): string {
  const [first, second] = signs;
  return second
    ? `between ${signName(first as StarSign)} and ${signName(second)}`
    : `in ${signName(first as StarSign)}`;
}

/** How far the sun had gone into its sign: "about 14 degrees". */
function degrees(d: number): string {
  return d === 0 ? "less than a degree" : d === 1 ? "about one degree" : `about ${d} degrees`;
}

/** Where in its month the sun stood. */
function stage(d: number): string {
  return d < 10
    ? "early in its month there"
    : d < 20
      ? "midway through its month there"
      : "in the last third of its month there";
}

/** "46 days after the September equinox" or "on the day of the June solstice". */
export function sinceTurn(chart: ChartDay): string {
  const { point, days } = chart.sinceTurn;
  return days === 0 ? `on the day of the ${point}` : `${dayCount(days)} after the ${point}`;
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

/** The moon's age: "a day old", "12 days old", "new". */
function moonAge(age: number): string {
  return age === 0 ? "new, at the very start of its cycle" : `${dayCount(age)} old`;
}

/** How a sign stands to the reader's chosen one. */
function kinship(c: StoryContext, sign: StarSign): string {
  if (sign === c.inputs.starSign) return "your own sign";
  const element = elementOf(sign);
  if (element === c.element) return `another ${c.element} sign, like ${c.sign}`;
  if (element === COMPANIONS[c.element]) return `${an(element)} sign, the element the old books pair with ${c.element}`;
  return `${an(element)} sign`;
}

// ---------------------------------------------------------------------------
// The sun: for the constellation page when the sun stood in the chosen sign all day

export const SUN_DEGREE_LINES: readonly Line[] = [
  (c) =>
    `You were born on a ${c.chart.weekday}${c.name ? `, ${c.name}` : ""}, with the sun ${degrees(c.chart.sunDegree ?? 0)} into ${c.sign}, ${stage(c.chart.sunDegree ?? 0)}.`,
  (c) =>
    `By the ${c.chart.weekday} you were born, the sun had travelled ${degrees(c.chart.sunDegree ?? 0)} of the thirty that make up ${c.sign}.`,
  (c) =>
    `It was a ${c.chart.weekday}, ${sinceTurn(c.chart)}, and the sun stood ${degrees(c.chart.sunDegree ?? 0)} into ${c.sign}.`,
];

/** For every other reader: the weekday and the turn of the year. */
export const WEEKDAY_LINES: readonly Line[] = [
  (c) => `You were born on a ${c.chart.weekday}${c.name ? `, ${c.name}` : ""}, ${sinceTurn(c.chart)}.`,
  (c) => `Your birthday fell on a ${c.chart.weekday}, ${sinceTurn(c.chart)}.`,
];

// ---------------------------------------------------------------------------
// The moon

export const MOON_SIGN_LINES: readonly Line[] = [
  (c) => {
    const [first, second] = c.chart.moonSigns;
    return second
      ? `On the ${c.chart.weekday} you were born the moon was ${moonAge(c.chart.moonAge)}, and it crossed from ${signName(first as StarSign)} into ${signName(second)} that day.`
      : `On the ${c.chart.weekday} you were born the moon was ${moonAge(c.chart.moonAge)}, and it kept to ${signName(first as StarSign)} all day, ${kinship(c, first as StarSign)}.`;
  },
  (c) => {
    const [first, second] = c.chart.moonSigns;
    const age = c.chart.moonAge === 0 ? "on the first day of its cycle" : `${dayCount(c.chart.moonAge)} into its cycle`;
    return second
      ? `${age === "on the first day of its cycle" ? "On the first day of its cycle" : capitalise(age)}, the moon passed from ${signName(first as StarSign)} into ${signName(second)} on your birthday.`
      : `The moon spent your birthday in ${signName(first as StarSign)}, ${kinship(c, first as StarSign)}, ${age}.`;
  },
];

// ---------------------------------------------------------------------------
// The element: which of the bright planets stood in signs of the reader's element

export const ELEMENT_PLANET_LINES: readonly Line[] = [
  (c) => {
    const names = NAKED_EYE_PLANETS.filter((p) => planetOf(c, p)?.signs.every((s) => elementOf(s) === c.element));
    if (names.length === 0)
      return `None of the five planets you can see without a telescope stood in ${c.element} signs on that ${c.chart.weekday}, so the ${c.element} of this story is yours to bring.`;
    const count = ["", "One", "Two", "Three", "Four", "All five"][names.length];
    return `${count} of the five planets you can see without a telescope ${names.length === 1 ? "was" : "were"} in ${c.element} signs on that ${c.chart.weekday}: ${listOf(names)}.`;
  },
];

// ---------------------------------------------------------------------------
// Venus, for the threshold, and Venus with Mars, for the meeting place

const VENUS_SEEN = {
  evening: "shining in the west after sunset as the evening star",
  morning: "rising in the east before dawn as the morning star",
  hidden: "too close to the sun that week to be seen",
} as const;

function motionOf(c: StoryContext, planet: ChartPlanet): string {
  const motion = planetOf(c, planet)?.motion;
  return motion === "retrograde"
    ? ", moving backward against the stars in one of its regular loops"
    : motion === "stationary"
      ? ", standing almost still against the stars as it turned"
      : "";
}

/** "about 12 degrees into Scorpio" or "between Scorpio and Sagittarius". */
function venusPlace(c: StoryContext): string {
  const venus = planetOf(c, "Venus");
  const [sign, next] = venus?.signs ?? [];
  return venus && sign && !next ? `${degrees(venus.degree)} into ${signName(sign)}` : placeOf(venus?.signs ?? []);
}

export const VENUS_LINES: readonly Line[] = [
  (c) =>
    `On your birthday Venus, the old planet of love, was ${venusPlace(c)}${motionOf(c, "Venus")}, ${VENUS_SEEN[c.chart.venus]}.`,
  (c) => `That ${c.chart.weekday}, Venus was ${VENUS_SEEN[c.chart.venus]}, ${venusPlace(c)}${motionOf(c, "Venus")}.`,
];

export const VENUS_MARS_LINES: readonly Line[] = [
  (c) => {
    const venus = planetOf(c, "Venus")?.signs ?? [];
    const mars = planetOf(c, "Mars")?.signs ?? [];
    const [v] = venus;
    const [m] = mars;
    const single = venus.length === 1 && mars.length === 1 && v !== undefined && m !== undefined;
    const tie =
      single && elementOf(v) === elementOf(m)
        ? `, both in ${elementOf(v)} signs, which the old astrologers read as affection and desire speaking one language`
        : single && COMPANIONS[elementOf(v)] === elementOf(m)
          ? `, in ${elementOf(v)} and ${elementOf(m)}, elements the tradition calls companions`
          : "";
    const apart = single ? (STAR_SIGNS.indexOf(m) - STAR_SIGNS.indexOf(v) + 12) % 12 : -1;
    const gap = Math.min(apart, 12 - apart);
    const distance = apart < 0 ? "" : gap === 0 ? ", sharing one sign" : `, ${SIGNS_APART[gap]} apart`;
    return `That ${c.chart.weekday}, Venus was ${placeOf(venus)} and Mars ${placeOf(mars)}${distance}${tie}.`;
  },
];

// ---------------------------------------------------------------------------
// The ruling planet, for the planet page

export const RULER_LINES: readonly Line[] = [
  (c) => {
    const ruler = c.sky.rulingPlanet;
    if (ruler === "Sun") {
      const d = c.chart.sunDegree;
      return d === null || c.sun.kind !== "in-sign"
        ? `On your birthday the sun was ${placeOf(c.sky.sunSigns)}, the part of the sky it crosses each year at this season.`
        : `On your birthday the sun stood ${degrees(d)} into ${c.sign}, ${stage(d)}.`;
    }
    if (ruler === "Moon")
      return `On your birthday the moon was ${placeOf(c.chart.moonSigns)}, ${moonAge(c.chart.moonAge)}.`;
    const found = planetOf(c, ruler);
    if (!found) return `${c.Planet} keeps its own slow time.`;
    const [sign, next] = found.signs;
    const where = next
      ? placeOf(found.signs)
      : `${degrees(found.degree)} into ${signName(sign as StarSign)}, ${kinship(c, sign as StarSign)}`;
    return `On the ${c.chart.weekday} you were born, ${c.planet} stood ${where}${motionOf(c, ruler)}.`;
  },
];

// ---------------------------------------------------------------------------
// The turn of the year, for the paths page

export const SEASON_TURN_LINES: readonly Line[] = [
  (c) => `You were born ${sinceTurn(c.chart)}, when ${daylightAfter(c.chart.sinceTurn.point, c.chart.sinceTurn.days)}.`,
  (c) =>
    `The ${c.chart.sinceTurn.point} ${c.chart.sinceTurn.days === 0 ? "fell on your birthday" : `came ${dayCount(c.chart.sinceTurn.days)} before your birthday`}, and ${daylightAfter(c.chart.sinceTurn.point, c.chart.sinceTurn.days)}.`,
];
