/**
 * Sentences written from the chart of the birthday (astro.ts, chartOn): the weekday, how far
 * the sun had gone into its sign, the moon's age and sign, the planets' signs and motion, the
 * last equinox or solstice. Every word follows a fact of this buyer's day, so two buyers share
 * a sentence only when they share the facts (issue 25, item 5). Only what a date without a
 * birth time makes certain is said: a body that changed sign that day is given both signs.
 */

import { STAR_SIGNS, type StarSign } from "../../shared/statuses";
import { type ChartDay, type ChartPlanet, NAKED_EYE_PLANETS, SIGN_FACTS, type TurningPoint } from "../astro";
import type { Element, Modality } from "../types";
import { an, type Line, listOf, type StoryContext, say } from "./context";

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

/** "about 46 days after the September equinox" or "on the day of the June solstice". */
export function sinceTurn(chart: ChartDay): string {
  const { point, days } = chart.sinceTurn;
  return days === 0 ? `on the day of the ${point}` : `about ${dayCount(days)} after the ${point}`;
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
    `You were born${c.name ? `, ${c.name},` : ""} with the sun ${degrees(c.chart.sunDegree ?? 0)} into ${c.sign}, ${stage(c.chart.sunDegree ?? 0)}.`,
  (c) =>
    `By the day you were born, the sun had travelled ${degrees(c.chart.sunDegree ?? 0)} of the thirty that make up ${c.sign}.`,
  (c) => `On the day you were born the sun stood ${degrees(c.chart.sunDegree ?? 0)} into ${c.sign}.`,
];

// ---------------------------------------------------------------------------
// The moon

export const MOON_SIGN_LINES: readonly Line[] = [
  (c) => {
    const [first, second] = c.chart.moonSigns;
    return second
      ? `On your birthday the moon was ${moonAge(c.chart.moonAge)}, and it crossed from ${signName(first as StarSign)} into ${signName(second)} that day.`
      : `On your birthday the moon was ${moonAge(c.chart.moonAge)}, and it kept to ${signName(first as StarSign)} all day, ${kinship(c, first as StarSign)}.`;
  },
  (c) => {
    const [first, second] = c.chart.moonSigns;
    const age = c.chart.moonAge === 0 ? "on the first day of its cycle" : `${dayCount(c.chart.moonAge)} into its cycle`;
    return second
      ? `The moon passed from ${signName(first as StarSign)} into ${signName(second)} on your birthday, ${age}.`
      : `The moon spent your birthday in ${signName(first as StarSign)}, ${kinship(c, first as StarSign)}, ${age}.`;
  },
];

// ---------------------------------------------------------------------------
// The element: which of the bright planets stood in signs of the reader's element

const NUMBER_WORDS = ["none", "one", "two", "three", "four", "five", "six", "all seven"];
const ELEMENTS: readonly Element[] = ["fire", "earth", "air", "water"];

/** The seven old planets (the sun and moon among them) by the element of the sign each kept to that day. */
function elementTally(c: StoryContext): { counts: Record<Element, number>; moving: number } {
  const counts: Record<Element, number> = { fire: 0, earth: 0, air: 0, water: 0 };
  const bodies = [c.sky.sunSigns, c.chart.moonSigns, ...NAKED_EYE_PLANETS.map((p) => planetOf(c, p)?.signs ?? [])];
  let moving = 0;
  for (const signs of bodies) {
    const [sign, next] = signs;
    if (sign && !next) counts[elementOf(sign)]++;
    else moving++;
  }
  return { counts, moving };
}

export const ELEMENT_PLANET_LINES: readonly Line[] = [
  (c) => {
    const { counts, moving } = elementTally(c);
    const mine = counts[c.element];
    const rest = ELEMENTS.filter((e) => e !== c.element && counts[e] > 0).map(
      (e) => `${NUMBER_WORDS[counts[e]]} in ${e}`,
    );
    const changing = moving === 0 ? "" : `, and ${NUMBER_WORDS[moving]} ${moving === 1 ? "was" : "were"} changing sign`;
    const head = `Of the seven old planets, the sun and moon among them, ${NUMBER_WORDS[mine]} stood in ${c.element} signs on your birthday`;
    return rest.length === 0
      ? `${head}${changing}.`
      : `${head}, the element of ${c.sign}; the others were ${listOf(rest)}${changing}.`;
  },
];

/**
 * "two of the seven old planets were in them on your birthday" ("one … was", "none … stood in any of them"): how many of the sun, the moon and
 * the five bright planets were in one of the given signs at some hour of the birthday.
 */
export function oldPlanetsIn(c: StoryContext, signs: readonly StarSign[]): string {
  const bodies = [c.sky.sunSigns, c.chart.moonSigns, ...NAKED_EYE_PLANETS.map((p) => planetOf(c, p)?.signs ?? [])];
  // A body that moved between two signs that day counts when either is one of them.
  const n = bodies.filter((kept) => kept.some((sign) => signs.includes(sign))).length;
  const where = `${n === 1 ? "was" : "were"} in ${signs.length === 1 ? "it" : "them"} on your birthday`;
  if (n === 0)
    return `none of the seven old planets stood in ${signs.length === 1 ? "it" : "any of them"} on your birthday`;
  return n === 7 ? `all seven of the old planets ${where}` : `${NUMBER_WORDS[n]} of the seven old planets ${where}`;
}

/** The seven old planets by the modality (cardinal, fixed, mutable) of the sign each kept to that day, as elementTally counts them. */
function modalityTally(c: StoryContext): Record<Modality, number> {
  const counts: Record<Modality, number> = { cardinal: 0, fixed: 0, mutable: 0 };
  const bodies = [c.sky.sunSigns, c.chart.moonSigns, ...NAKED_EYE_PLANETS.map((p) => planetOf(c, p)?.signs ?? [])];
  for (const [sign, next] of bodies) if (sign && !next) counts[SIGN_FACTS[sign].modality]++;
  return counts;
}

/** The other old sorting of the signs, told by the seven old planets of the birthday: how many stood in signs of each modality. */
export const MODALITY_PLANET_LINES: readonly Line[] = [
  (c) => {
    const counts = modalityTally(c);
    const mine = counts[c.modality];
    const others = (["cardinal", "fixed", "mutable"] as const)
      .filter((m) => m !== c.modality)
      .map((m) => `${NUMBER_WORDS[counts[m]]} in ${m}`);
    return `By the zodiac's other sorting, into cardinal, fixed and mutable signs, ${c.sign} is ${c.modality}, and ${NUMBER_WORDS[mine]} of those seven stood in ${c.modality} signs that day, ${listOf(others)}.`;
  },
];

/** How far the moon stood from the sun along the sky, and on which side: the angle that makes its phase. */
export const MOON_ANGLE_LINES: readonly Line[] = [
  (c) => {
    const angle = ((c.sky.moon.angle % 360) + 360) % 360;
    const apart = Math.round(angle <= 180 ? angle : 360 - angle);
    if (apart < 3) return "That day the moon passed between the earth and the sun, lost in its glare.";
    if (apart > 177) return "That day the moon stood almost exactly opposite the sun, rising as it set.";
    return `That day the moon stood about ${apart} degrees ${angle < 180 ? "east" : "west"} of the sun, the angle that shaped its light.`;
  },
];

/** When the moon was last or next full, counted from the birthday. */
export const FULL_MOON_LINES: readonly Line[] = [
  (c) => {
    const age = c.chart.moonAge;
    if (age === 14 || age === 15) return "The full moon fell within a day or so of your birthday.";
    return age < 14
      ? `The next full moon was about ${dayCount(14 - age)} away.`
      : `The last full moon had been about ${dayCount(age - 15)} before.`;
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
function planetPlace(c: StoryContext, planet: ChartPlanet): string {
  const found = planetOf(c, planet);
  const [sign, next] = found?.signs ?? [];
  return found && sign && !next ? `${degrees(found.degree)} into ${signName(sign)}` : placeOf(found?.signs ?? []);
}

export const VENUS_LINES: readonly Line[] = [
  (c) =>
    `On your birthday Venus, the old planet of love, was ${planetPlace(c, "Venus")}${motionOf(c, "Venus")}, ${VENUS_SEEN[c.chart.venus]}.`,
  (c) => `That day Venus was ${VENUS_SEEN[c.chart.venus]}, ${planetPlace(c, "Venus")}${motionOf(c, "Venus")}.`,
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
          ? `, Venus in ${elementOf(v)} and Mars in ${elementOf(m)}, elements the tradition calls companions`
          : "";
    const apart = single ? (STAR_SIGNS.indexOf(m) - STAR_SIGNS.indexOf(v) + 12) % 12 : -1;
    const gap = Math.min(apart, 12 - apart);
    const distance = apart < 0 ? "" : gap === 0 ? ", in the same sign as Venus" : `, ${SIGNS_APART[gap]} from Venus`;
    return `On your birthday Mars, the old planet of desire, was ${planetPlace(c, "Mars")}${distance}${tie}.`;
  },
];

/**
 * The meeting page's last words: where the slow planet of good company stood that day, and the
 * page handed back to the reader. Jupiter, or Saturn when Jupiter rules the sign and has its own page.
 */
export const SLOW_PLANET_CLOSINGS: readonly Line[] = [
  (c) => {
    const planet: ChartPlanet = c.sky.rulingPlanet === "Jupiter" ? "Saturn" : "Jupiter";
    const called =
      planet === "Jupiter"
        ? "which the old astrologers called the greater fortune"
        : "the old planet of time and patience";
    return `That same day ${planet}, ${called}, was ${planetPlace(c, planet)}${motionOf(c, planet)}; the story leaves the rest of the page, as it should, to you.`;
  },
  (c) => {
    const planet: ChartPlanet = c.sky.rulingPlanet === "Jupiter" ? "Saturn" : "Jupiter";
    return `High above it all that day, ${planet} was ${planetPlace(c, planet)}${motionOf(c, planet)}, slow and steady as ever, and the pages after this one are yours.`;
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
        ? `On your birthday the sun was moving from one sign to the next, as it does about once a month.`
        : `On your birthday the sun had about ${dayCount(30 - d)} left to run in ${c.sign} before moving on to ${signName(STAR_SIGNS[(STAR_SIGNS.indexOf(c.inputs.starSign) + 1) % 12] as StarSign)}.`;
    }
    if (ruler === "Moon")
      return `The moon moves fastest of all the lights in the sky, through a whole sign in about two and a half days, and on your birthday it was ${c.chart.moonSigns.length > 1 ? "in the middle of one of those crossings" : "partway through one of those visits"}.`;
    const found = planetOf(c, ruler);
    if (!found) return `${c.Planet} keeps its own slow time.`;
    const [sign, next] = found.signs;
    const where = next
      ? placeOf(found.signs)
      : `${degrees(found.degree)} into ${signName(sign as StarSign)}, ${kinship(c, sign as StarSign)}`;
    return `On your birthday ${c.planet} stood ${where}${motionOf(c, ruler)}.`;
  },
];

// ---------------------------------------------------------------------------
// The turn of the year, for the paths page

export const SEASON_TURN_LINES: readonly Line[] = [
  (c) => `You were born ${sinceTurn(c.chart)}, when ${daylightAfter(c.chart.sinceTurn.point, c.chart.sinceTurn.days)}.`,
  (c) =>
    `The ${c.chart.sinceTurn.point} ${c.chart.sinceTurn.days === 0 ? "fell on your birthday" : `came about ${dayCount(c.chart.sinceTurn.days)} before your birthday`}, and ${daylightAfter(c.chart.sinceTurn.point, c.chart.sinceTurn.days)}.`,
];

// ---------------------------------------------------------------------------
// Distances: the moon's for the moon page, the sun's for the constellation page

/** "384,000": thousands separated by commas, as the book writes numbers. */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

export const MOON_DISTANCE_LINES: readonly Line[] = [
  (c) => {
    const km = c.chart.moonKm;
    const where =
      km < 370_000 ? "nearer than usual" : km > 399_000 ? "farther than usual" : "close to its usual distance";
    return `That day the moon was about ${thousands(km)} kilometres away, ${where}.`;
  },
];

export const SUN_DISTANCE_LINES: readonly Line[] = [
  (c) => {
    const far = c.chart.sunMillionKm;
    const where =
      far < 148
        ? "near its closest in the year"
        : far > 151.5
          ? "near its farthest in the year"
          : "between its nearest and farthest";
    return `The earth was ${far.toFixed(1)} million kilometres from the sun that day, ${where}.`;
  },
];

/** How far away the ruling planet (or the sun, or the moon) was that day. */
export const RULER_DISTANCE_LINES: readonly Line[] = [
  (c) => {
    const ruler = c.sky.rulingPlanet;
    if (ruler === "Moon")
      return `Moonlight had about ${thousands(c.chart.moonKm)} kilometres to travel to you that day, a journey of a little over a second.`;
    if (ruler === "Sun") return say(SUN_DISTANCE_LINES[0] as Line, c);
    const { distance, travel } = farAndLight(planetOf(c, ruler)?.millionKm ?? 0);
    return `${c.Planet} was ${distance} from the earth that day, so its light took ${travel} to reach you.`;
  },
];

/** "4.41 billion kilometres" and "about 4 hours": a distance in millions of kilometres, and how long light takes over it. */
function farAndLight(far: number): { distance: string; travel: string } {
  const distance =
    far >= 1000 ? `${(far / 1000).toFixed(2)} billion kilometres` : `${Math.round(far)} million kilometres`;
  // Light covers about 18 million kilometres a minute.
  const minutes = Math.round(far / 17.99);
  const travel = minutes < 90 ? `${minutes} minutes` : `about ${Math.round(minutes / 60)} hours`;
  return { distance, travel };
}

/**
 * For the closing page: the farthest planet the book has not told, too faint for the eye, and how
 * far off it was that day. Neptune, or Uranus when Neptune rules the sign.
 */
export const OUTER_PLANET_LINES: readonly Line[] = [
  (c) => {
    const planet: ChartPlanet = c.sky.rulingPlanet === "Neptune" ? "Uranus" : "Neptune";
    const { distance, travel } = farAndLight(planetOf(c, planet)?.millionKm ?? 0);
    return `Even ${planet}, ${planet === "Neptune" ? "too dim for the eye" : "barely visible to the eye"}, was part of your birthday's sky, ${distance} away, its light ${travel} on the road.`;
  },
];
