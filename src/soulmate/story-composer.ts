/**
 * The embedded story composer: a personalised 8-panel soulmate story written
 * from the quiz answers and the real sky of the birthday. Pure and
 * deterministic: the same inputs and seed (the order id) give the same story.
 *
 * Each panel is assembled from slots (opening, imagery, meaning, turn,
 * closing) whose variants are keyed by sign, element, modality, moon phase,
 * planet and relationship status, and chosen with a seeded generator. Panels
 * are then fitted to STORY_PANEL_WORDS by adding spare sentences or dropping
 * optional ones, never by cutting a sentence in half.
 */

import { hashSeed, SeededRandom } from "../lib/seeded-random";
import { MONTH_NAMES } from "../shared/quiz";
import { STAR_SIGNS, type StarSign } from "../shared/statuses";
import { birthSky, chartOn, clockDayOf, facesLikeHemisphere, SIGN_FACTS, townSky, venusCompanionOn } from "./astro";
import { coastBeyond, peakNearby, rangeNearby, springNearby, toldReach, volcanoNearby, waterNearby } from "./landscape";
import { seasonAt } from "./seasons";
import { skyFromOf } from "./sky-from";
import {
  ELEMENT_KIN_LINES,
  ELEMENT_PLANET_LINES,
  MODALITY_PLANET_LINES,
  MOON_ANGLE_LINES,
  MOON_SIGN_LINES,
  OUTER_PLANET_LINES,
  RULER_DISTANCE_LINES,
  RULER_LINES,
  RULER_SUN_LINES,
  rulerBrightness,
  SEASON_TURN_LINES,
  SLOW_PLANET_CLOSINGS,
  SUN_DEGREE_LINES,
  SUN_DISTANCE_LINES,
  VENUS_COMPANION_LINES,
  VENUS_LINES,
  VENUS_MARS_LINES,
} from "./story-text/chart";
import {
  BIRTH_TOWN_CLOSINGS,
  DAYLIGHT_LINES,
  DUSK_PAIR_LINE,
  KNOWN_TOWN_SUNRISE,
  LATER_PLANETS,
  LOW_PLANETS_AFTER,
  MOON_FROM_HOME,
  OPPOSITION_LINE,
  overheadMoonLine,
  PAIRING_LINE,
  PLACE_EXTRAS,
  PLACE_FACTS,
  PLANET_NOTES,
  type PlaceBank,
  POLAR_LINES,
  RULER_IN_SKY,
  SINCE_BIRTH_CLOSINGS,
  SKY_EMPTY,
  SKY_LIGHT_NIGHT,
  SKY_LOW_PLANETS,
  SKY_MOON_ONLY,
  SKY_WITH_PLANETS,
  skyFromLine,
  TWILIGHT_LINES,
  WITH_CITY,
  WITHOUT_CITY,
  worldwidePlanetsLine,
} from "./story-text/city";
import {
  capitalise,
  DRAFT_PRONOUNS,
  introduceOther,
  type Line,
  PRONOUNS,
  type StoryContext,
  say,
  sharesPhrase,
  titleCase,
} from "./story-text/context";
import { BLEND_TEXT, ELEMENT_EXTRAS, ELEMENT_TEXT, MODALITY_TEXT } from "./story-text/elements";
import { countWords, fitPieces, type Piece, paragraphsOf } from "./story-text/fit";
import {
  BEHIND_THE_SUN,
  BOOK_DISCLAIMERS,
  BOOK_TITLES,
  CHOSEN_SIGN_LINES,
  CLOSING_FAREWELLS,
  CONSTELLATION_CLOSINGS,
  CONSTELLATION_OPENINGS,
  CONSTELLATION_TITLES,
  CUSP_LINES,
  DECAN_CROSSING_LINES,
  DECAN_GIFT_LINES,
  DEDICATIONS,
  GIFT_LINES,
  SEASON_OPENINGS,
  SUBTITLES_WITHOUT_NAME,
  TEMPERAMENTS,
} from "./story-text/frame";
import {
  COAST_LINES,
  PEAK_LINES,
  peakSymbol,
  RANGE_LINES,
  rangeSymbol,
  SPRING_LINES,
  springSymbol,
  VOLCANO_LINES,
  volcanoSymbol,
  WATER_LINES,
  waterSymbol,
} from "./story-text/landscape";
import {
  FULL_MOON_TIMES,
  MOON_APSIS_LINES,
  MOON_CLOSINGS,
  MOON_EVENING_LINES,
  MOON_OPENINGS,
  MOON_TEXT,
  MOON_TURNS,
  moonTrend,
} from "./story-text/moon";
import {
  CROSSING_LIGHTS,
  CROSSING_MEANINGS,
  OTHER_LINES,
  overheadSunFact,
  PATH_CLOSINGS,
  PATH_GENERAL_TITLES,
  PATH_OPENINGS,
  PATH_TITLES,
  SHARED_LINES,
} from "./story-text/paths";
import { PLANET_CLOSINGS, PLANET_OPENINGS, PLANET_TEXT, PLANET_TURNS } from "./story-text/planets";
import { portraitOf, portraitSubject, SOULMATE_TRAITS } from "./story-text/portrait";
import { SIGN_TEXT, STARLIGHT_LINES, signStarLine } from "./story-text/signs";
import { doorOpening, newMoonFact, STATUS_TEXT, WIDOWED_HOPES } from "./story-text/threshold";
import {
  COUPLE_UNION_TITLES,
  eclipseFact,
  UNION_OPENINGS,
  UNION_TITLES,
  venusMarsMeeting,
  WIDOWED_UNION_TITLES,
  yearlyStarLine,
} from "./story-text/union";
import type { PanelScene, SoulmateInputs, Story, StoryPanel, StoryPortrait } from "./types";
import { curled, curledPortrait, curledStory, keptOf } from "./typography";

export { countWords };

/** Words per panel, both inclusive. */
export const STORY_PANEL_WORDS = { min: 80, max: 150 } as const;
/** Words on the closing page, both inclusive. */
export const STORY_CLOSING_WORDS = { min: 40, max: 100 } as const;

// ---------------------------------------------------------------------------
// Panel drafts and fitting (story-text/fit.ts)

type Draft = { title: string; symbols: string[]; pieces: Piece[] };

/** Extras are added while a panel is below this many words over its minimum, so panels rarely sit right at it. */
const COMFORT_MARGIN = 12;

function renderPieces(pieces: readonly Piece[]): string {
  return paragraphsOf(pieces)
    .filter((p) => p.length > 0)
    .join("\n\n");
}

/**
 * The last resort when no choice of a page's pieces fits its range: its sentences in order, as many as
 * keep it within `max` words, the rest dropped whole (a buyer's page once ended "It climbs the eastern sky
 * in the", cut at the 150th word). The first sentence always stays.
 */
function clampSentences(text: string, max: number): string {
  let words = 0;
  const paragraphs: string[] = [];
  for (const paragraph of text.split("\n\n")) {
    const kept: string[] = [];
    for (const sentence of paragraph.split(/(?<=[.!?]["”’)]?)\s+(?=[A-Z"“‘(])/)) {
      const n = countWords(sentence);
      if (words + n > max && words > 0) return [...paragraphs, kept.join(" ")].filter((p) => p !== "").join("\n\n");
      words += n;
      kept.push(sentence);
    }
    paragraphs.push(kept.join(" "));
  }
  return paragraphs.join("\n\n");
}

// ---------------------------------------------------------------------------
// Small helpers for choosing lines

/** Marks the reader's name or town so a line can be checked for mentioning it. */
const MARK = "\u0000";

function mentions(line: Line, c: StoryContext, field: "name" | "city"): boolean {
  if (c[field] === null) return false;
  return say(line, { ...c, [field]: MARK }).includes(MARK);
}

/** A random line, preferring ones that leave the field unmentioned once its budget is spent. */
function pickWithin(r: SeededRandom, bank: readonly Line[], c: StoryContext, field: "name" | "city", spent: boolean) {
  const order = r.shuffle(bank);
  const line = (spent ? order.find((l) => !mentions(l, c, field)) : undefined) ?? order[0];
  if (line === undefined) throw new Error("empty phrase bank");
  return line;
}

/** Two different lines from a bank: one to use, one spare. */
function twoOf(r: SeededRandom, bank: readonly Line[]): [Line, Line | undefined] {
  const [first, second] = r.sample(bank, 2);
  if (first === undefined) throw new Error("empty phrase bank");
  return [first, second];
}

const core = (text: string, para: 0 | 1): Piece => ({ text, para, kind: "core" });
const optional = (text: string, para: 0 | 1): Piece => ({ text, para, kind: "optional" });
const extra = (c: StoryContext, line: Line | undefined, para: 0 | 1): Piece[] =>
  line === undefined ? [] : [{ text: say(line, c), para, kind: "extra" }];

/** Symbols and titles are short labels; a very long town name is left out of them. */
const LABEL_MAX = 60;

// ---------------------------------------------------------------------------
// The eight panels

function constellationPanel(c: StoryContext, r: SeededRandom): Draft {
  const sign = SIGN_TEXT[c.inputs.starSign];
  const element = ELEMENT_TEXT[c.element];
  const modality = MODALITY_TEXT[c.modality];
  const sky = r.pick(sign.sky);
  // One of the sign's two traditional lines (its figure, its gifts) carries the page; the other only fills it.
  const figureFirst = r.next() < 0.5;
  const elementTemper = r.pick(element.temper);
  // Not "steady and warm-handed, and steady once it has chosen a course" (a buyer's review): the modality's half
  // shares no word with the element's.
  const modalityTempers = modality.temper.filter((t) => !sharesPhrase(t, elementTemper, 1));
  const temperament = r.pick(TEMPERAMENTS)(
    c.sign,
    c.element,
    c.modality,
    elementTemper,
    r.pick(modalityTempers.length > 0 ? modalityTempers : modality.temper),
  );
  const [firstGift, secondGift] = r.shuffle(sign.gifts);
  // What the book says of the sun on the birthday must be true of the real sky.
  const inSign = c.sun.kind === "in-sign";
  const sunLine = say(r.pick(inSign ? BEHIND_THE_SUN : c.sun.kind === "cusp" ? CUSP_LINES : CHOSEN_SIGN_LINES), c);
  // No "Behind the Sun" title: the sun stands among the stars of the sign before (precession), Libra's on 2 November.
  const titles = CONSTELLATION_TITLES;
  // How far the sun had gone into the sign opens the book; the weekday and the turn of the year
  // have their own pages (the planet page, the paths page), as each fact is told once (0065).
  const opening = inSign && c.chart.sunDegree !== null ? [core(say(r.pick(SUN_DEGREE_LINES), c), 0)] : [];
  const openings = inSign ? [...SEASON_OPENINGS, ...CONSTELLATION_OPENINGS] : CONSTELLATION_OPENINGS;
  return {
    title: capitalise(r.pick(titles)(sign.emblem, c.sign)),
    symbols: [sign.symbol, sign.star, `${c.modality} ${c.element}`],
    pieces: [
      ...opening,
      // Without a town the gazetteer knows, whose sky the book reads, before any of it is told (decision 0096).
      // Its wording by the buyer's answers, drawn apart from the page's own picks, which stay where they were.
      ...(c.place ? [] : [core(skyFromLine(c, hashSeed(`sky-from|${inputsKey(c.inputs)}`)[0]), 0)]),
      // A distance is told once: the sun's on the planet page when the sun rules the sign.
      ...(c.sky.rulingPlanet === "Sun" ? [] : [optional(say(r.pick(SUN_DISTANCE_LINES), c), 0)]),
      ...extra(c, r.pick(openings), 0),
      // Where the constellation's named star stood that evening over the town, or against the sun.
      core(signStarLine(c), 0),
      figureFirst ? core(say(sky, c), 0) : { text: say(sky, c), para: 0, kind: "extra" },
      // When the light of the constellation's named star set out to reach the birthday; given up first beside the line
      // that says whose sky the book reads, so the sun's true sign keeps its place on the page.
      (c.place ? core : optional)(say(r.pick(STARLIGHT_LINES), c), 0),
      // A choice that differs from the sky is always said; the tradition's aside only fills a short page.
      ...(inSign ? [{ text: sunLine, para: 0 as const, kind: "extra" as const }] : [core(sunLine, 0)]),
      // The sign's temperament is given up first when the page runs long.
      optional(temperament, 1),
      ((text: string): Piece => (figureFirst ? { text, para: 1, kind: "extra" } : core(text, 1)))(
        inSign && c.chart.sunDecan !== null
          ? decanGifts(c, r, c.chart.sunDecan, [firstGift ?? sign.gifts[0], secondGift ?? sign.gifts[1]])
          : inSign && c.chart.sunDecanCrossing
            ? crossingGifts(c, r, c.chart.sunDecanCrossing, [firstGift ?? sign.gifts[0], secondGift ?? sign.gifts[1]])
            : r.pick(GIFT_LINES)(sign.emblem, firstGift ?? sign.gifts[0], secondGift ?? sign.gifts[1]),
      ),
      ...extra(c, r.pick(CONSTELLATION_CLOSINGS), 1),
    ],
  };
}

/** The sign's gifts by the decan the sun stood in: the sign's own, or one of them with one of the lending sign's. */
function decanGifts(c: StoryContext, r: SeededRandom, decan: 0 | 1 | 2, own: readonly [string, string]): string {
  const index = STAR_SIGNS.indexOf(c.inputs.starSign);
  const lender = STAR_SIGNS[(index + 4 * decan) % 12] ?? c.inputs.starSign;
  return r.pick(DECAN_GIFT_LINES)(c, decan, own, SIGN_FACTS[lender].name, r.pick(SIGN_TEXT[lender].gifts));
}

/**
 * The gifts on a day the sun crossed into the next third of the sign: one of the sign's own for certain, and the two
 * thirds' gifts (the sign's second for its own third, else one of the lending sign's) left to the hour of birth.
 */
function crossingGifts(
  c: StoryContext,
  r: SeededRandom,
  crossing: readonly [0 | 1 | 2, 0 | 1 | 2],
  own: readonly [string, string],
): string {
  const index = STAR_SIGNS.indexOf(c.inputs.starSign);
  const third = (decan: 0 | 1 | 2) => {
    const lender = STAR_SIGNS[(index + 4 * decan) % 12] ?? c.inputs.starSign;
    return { lender: SIGN_FACTS[lender].name, gift: decan === 0 ? own[1] : r.pick(SIGN_TEXT[lender].gifts) };
  };
  const [from, to] = [third(crossing[0]), third(crossing[1])];
  return r.pick(DECAN_CROSSING_LINES)(c, crossing, own[0], from, to);
}

function moonPanel(c: StoryContext, r: SeededRandom): Draft {
  const moon = MOON_TEXT[c.phase];
  const [imagery, spareImagery] = twoOf(r, moon.imagery);
  const [meaning, spareMeaning] = twoOf(r, moon.meaning);
  const trend = moonTrend(c);
  // The dark of the moon only on the day of the new moon: a one-day crescent is a sliver, not dark (0060).
  const light =
    c.phase === "New Moon"
      ? "the dark of the moon"
      : c.lit < 1
        ? // A waning moon under 1% lit is at its last sliver, not its first (review 32: "The Last Thread of Light").
          c.phase.startsWith("Waning")
          ? "a last sliver of light"
          : "a first sliver of light"
        : // A fully lit disc only on the full moon's day: 99.4% lit under "waxing gibbous" read as a contradiction
          // (review 36).
          c.lit >= 99 && c.phase === "Full Moon"
          ? "a fully lit disc"
          : `${c.lit}% illuminated`;
  // A widowed or divorced reader is not handed "Letting Go" as a page's title (a buyer's review).
  const loss = c.inputs.relationshipStatus === "widowed" || c.inputs.relationshipStatus === "divorced";
  // A thread of light is a thin crescent: "The Last Thread of Light" over a moon 35% lit read as wrong (review 27).
  // "Light Passed On" is no title for a widowed reader's page (review 28).
  const widowed = c.inputs.relationshipStatus === "widowed";
  const titles = moon.titles.filter(
    (t) =>
      !(loss && /letting go/i.test(t)) &&
      !(widowed && /passed on/i.test(t)) &&
      !(c.lit >= THREAD_LIT && /thread/i.test(t)),
  );
  // The sign the moon kept all day titles the page as well: two books of one phase had one title (review 35).
  const [moonSign, nextSign] = c.chart.moonSigns;
  if (moonSign && !nextSign) titles.push(`The Moon in ${SIGN_FACTS[moonSign].name}`);
  return {
    title: r.pick(titles),
    symbols: [
      moon.symbol,
      light,
      { waxing: "growing light", waning: "giving light", turning: "the turning point" }[trend],
    ],
    pieces: [
      core(say(r.pick(MOON_OPENINGS), c), 0),
      core(say(r.pick(MOON_SIGN_LINES), c), 0),
      // The moon's distance that day (on the planet page when the moon rules the sign) with its
      // perigee or apogee, and over a known town its evening.
      core(say(r.pick(MOON_APSIS_LINES), c), 0),
      ...(c.place ? [core(say(r.pick(MOON_EVENING_LINES), c), 0)].filter((p) => p.text !== "") : []),
      ...extra(c, imagery, 0),
      ...extra(c, spareImagery, 0),
      core(say(r.pick(FULL_MOON_TIMES), c), 1),
      // The angle from the sun tells the phase again, in degrees: only for a page that runs short.
      ...extra(c, r.pick(MOON_ANGLE_LINES), 1),
      ...extra(c, meaning, 1),
      ...extra(c, spareMeaning, 1),
      ...extra(c, r.pick(MOON_TURNS[trend]), 1),
      ...extra(c, r.pick(MOON_CLOSINGS), 1),
    ],
  };
}

function elementPanel(c: StoryContext, r: SeededRandom): Draft {
  const element = ELEMENT_TEXT[c.element];
  const modality = MODALITY_TEXT[c.modality];
  const [imagery, spareImagery] = twoOf(r, element.imagery);
  // The page is told in the birthday's planets: by element (with the paired one), by modality, and
  // the two planets no other page places; the element's stock lines only fill a page that runs short.
  return {
    title: r.pick(element.titles),
    symbols: [c.element, c.modality, element.symbol],
    pieces: [
      core(say(r.pick(ELEMENT_PLANET_LINES), c), 0),
      core(say(r.pick(ELEMENT_KIN_LINES), c), 0),
      ...extra(c, imagery, 0),
      ...extra(c, spareImagery, 0),
      ...extra(c, BLEND_TEXT[c.element][c.modality], 0),
      // Given up only when the page runs long.
      optional(say(r.pick(MODALITY_PLANET_LINES), c), 1),
      ...extra(c, r.pick(modality.meaning), 1),
      ...extra(c, r.pick(element.love), 1),
      ...extra(c, r.pick(ELEMENT_EXTRAS), 1),
      ...extra(c, r.pick(element.complement), 1),
    ],
  };
}

/**
 * What the place panel shows: a skyline only for a city the gazetteer knows as one, and the water
 * nearest the town when it has some, else the summit near it when it has one.
 */
function placeSymbols(c: StoryContext): string[] {
  const name = c.city !== null && c.city.length <= LABEL_MAX - 12 ? c.city : null;
  const [water] = waterNearby(c.place?.landscape);
  const [first, second] = ((): [string, string] => {
    switch (c.place?.size) {
      case "city":
        return [name ? `the ${name} skyline` : "the city lights", "lit windows"];
      case "town":
        return [name ? `the lights of ${name}` : "the town lights", "the main street"];
      case "village":
        return [name ? `the roofs of ${name}` : "a few lit windows", "the open country"];
      default:
        return [name ? `the lights of ${name}` : "lit windows", "the street outside"];
    }
  })();
  const peak = peakNearby(c.place?.landscape);
  const volcano = volcanoNearby(c.place?.landscape);
  const range = rangeNearby(c.place?.landscape);
  const spring = springNearby(c.place?.landscape);
  const land = volcano
    ? volcanoSymbol(volcano)
    : spring
      ? springSymbol(spring)
      : peak
        ? peakSymbol(peak)
        : range
          ? rangeSymbol(range)
          : second;
  return [first, water ? waterSymbol(water) : land, "home"];
}

/**
 * The water near the town as the gazetteer records it: the first (open water before a river)
 * always told, a second kind if the page has room. Each wording is chosen among the two written
 * for its kind and distance.
 */
function waterPieces(c: StoryContext, r: SeededRandom): Piece[] {
  const [nearest, next] = waterNearby(c.place?.landscape);
  if (!nearest) return [];
  const line = (w: typeof nearest) => r.pick(WATER_LINES[w.kind][toldReach(w, c.place?.population)])(c, w);
  return [core(line(nearest), 0), ...(next ? extra(c, line(next), 0) : [])];
}

/** The most facts of land and water a place page keeps unless it runs long; any more are told only when it has room. */
const LAND_FACTS_TOLD = 2;

/**
 * The land near the town, when the gazetteer records it: the most recently active volcano within 30 km in
 * NOAA NCEI's list, a thermal spring within 10 km (NOAA's US list, OpenStreetMap elsewhere), the named summit (not
 * when it is the volcano, told once as that) and the mountain range as the world map outlines it, each a
 * sentence of its own after the water, in that order, except that a spring in the town itself comes first.
 * With the water's nearest kind,
 * the first LAND_FACTS_TOLD are kept unless the page runs long (dropped last first), the rest told only
 * when it has room: a town rich in land and water keeps its own page (Taupō: the season, the lake, its
 * caldera and the dusk sky). A town without them draws nothing from the random here.
 */
function landPieces(c: StoryContext, r: SeededRandom, hasWater: boolean): Piece[] {
  const land = c.place?.landscape;
  const peak = peakNearby(land);
  const volcano = volcanoNearby(land);
  const range = rangeNearby(land);
  // Drawn in this order so that adding a kind of fact leaves the others' wording alone.
  const peakLine = peak && !volcano?.isPeak ? r.pick(PEAK_LINES[peak.reach])(c, peak) : null;
  const volcanoLine = volcano ? r.pick(VOLCANO_LINES[volcano.reach])(c, volcano) : null;
  const rangeLine = range ? r.pick(range.inside ? RANGE_LINES.inside : RANGE_LINES.near)(c, range) : null;
  const spring = springNearby(land);
  const springLine = spring ? r.pick(SPRING_LINES)(c, spring) : null;
  let told = hasWater ? 1 : 0;
  // A spring in the town itself is the town's own (Rotorua's, in its gardens): it comes before a volcano 23 km off.
  const order = spring?.inTown
    ? [springLine, volcanoLine, peakLine, rangeLine]
    : [volcanoLine, springLine, peakLine, rangeLine];
  return order.flatMap((line) => {
    if (line === null) return [];
    if (told >= LAND_FACTS_TOLD) return extra(c, line, 0);
    told++;
    return [optional(line, 0)];
  });
}

/**
 * The sky over the reader's town on the birthday, as it really was: the planets or the moon
 * at dusk (always told), then, if the page has room, a note on the brightest planet or the
 * reader's own, and the length of the day.
 */
function townSkyPieces(c: StoryContext, r: SeededRandom): Piece[] {
  const sky = c.townSky;
  if (!sky) return [];
  const [brightest] = sky.eveningPlanets;
  const dusk = sky.polar
    ? POLAR_LINES[sky.polar]
    : brightest
      ? r.pick(SKY_WITH_PLANETS)
      : sky.lightNight
        ? r.pick(SKY_LIGHT_NIGHT)
        : sky.lowPlanets.length > 0
          ? r.pick(SKY_LOW_PLANETS)
          : // The book calls a new moon unseen; a sliver at dusk far west of Greenwich goes untold.
            sky.eveningMoon && c.phase !== "New Moon"
            ? r.pick(SKY_MOON_ONLY)
            : r.pick(SKY_EMPTY);
  const ruler = sky.eveningPlanets.some((p) => p.planet === c.sky.rulingPlanet);
  const note = ruler ? r.pick(RULER_IN_SKY) : brightest ? PLANET_NOTES[brightest.planet] : null;
  const day = sky.polar === null && sky.daylightMinutes !== null ? r.pick(DAYLIGHT_LINES) : null;
  // The empty sky's lines tell the twilight already; otherwise it may fill a short page.
  const twilight = SKY_EMPTY.includes(dusk) || SKY_LOW_PLANETS.includes(dusk) ? "" : say(r.pick(TWILIGHT_LINES), c);
  // Bright planets just above the horizon, after those clear of it, if the page has room.
  const lower = brightest && !sky.lightNight && sky.lowPlanets.length > 0 ? LOW_PLANETS_AFTER : undefined;
  // Planets that rose soon after dusk, if the page has room.
  // None left when the one that rose is the planet at opposition, whose rising the place page's own line tells.
  const later = say(LATER_PLANETS, c) === "" ? undefined : LATER_PLANETS;
  // A planet beside a bright star at dusk, kept unless the page runs long; not the ruler, whose stars its own page tells.
  const pair = sky.duskPair && sky.duskPair.planet !== c.sky.rulingPlanet ? say(DUSK_PAIR_LINE, c) : "";
  return [
    core(say(dusk, c), 0),
    ...(pair === "" ? [] : [optional(pair, 0)]),
    // The brightest planet of the evening, low down, is kept with the others unless the page runs long, not left
    // to a page with room.
    ...(lower && sky.brightestLow ? [optional(say(lower, c), 0)] : extra(c, lower, 0)),
    ...extra(c, later, 0),
    ...(note ? extra(c, note, 0) : []),
    ...(day ? extra(c, day, 0) : []),
    ...(twilight === "" ? [] : extra(c, twilight, 0)),
  ];
}

function cityPanel(c: StoryContext, r: SeededRandom): Draft {
  const element = ELEMENT_TEXT[c.element];
  const hasCity = c.city !== null;
  const shared = c.inputs.relationshipStatus === "in-relationship";
  const bank = hasCity ? WITH_CITY : WITHOUT_CITY;
  // The town is named in the opening and at most once more, so it reads naturally.
  // A known town also gets one true fact about it, which names it: one mention fewer elsewhere.
  const known = hasCity && c.place !== null;
  // A town the gazetteer knows is told in its own facts: they open and close the page, and the
  // stock lines every book could carry are kept only to fill a page that runs short.
  if (known) return knownPlacePanel(c, r, bank, shared);
  let cityMentions = 0;
  const choose = (lines: readonly Line[]): string => {
    const line = pickWithin(r, lines, c, "city", cityMentions >= 2);
    if (mentions(line, c, "city")) cityMentions++;
    return say(line, c);
  };
  const opening = choose(bank.openings);
  const scene = choose(hasCity ? element.cityScene : element.roadScene);
  const meaning = choose(bank.meanings);
  const turn = choose(shared ? bank.sharedTurns : bank.turns);
  // A named town the gazetteer cannot place still closes on the buyer's birth there and its year, which
  // hold for any town; with no town at all, on the evenings since the birth year.
  const closing = say(r.pick(hasCity ? BIRTH_TOWN_CLOSINGS : SINCE_BIRTH_CLOSINGS), c);
  const spareMeaning = pickWithin(r, bank.meanings, c, "city", true);
  // The moon overhead at midday opens the page; a Cancer's planet page tells the moon's height.
  const overheadMoon = c.sky.rulingPlanet !== "Moon";
  const cityTitle = say(r.pick(bank.titles), c);
  const title = cityTitle.length <= LABEL_MAX ? cityTitle : say(r.pick(WITHOUT_CITY.titles), c);
  return {
    title,
    symbols: hasCity ? placeSymbols(c) : ["the open road", "the horizon", "home"],
    // A fact of the date leads; the scene, which pictures a town the book does not know, and the
    // general lines only fill a page that runs short.
    pieces: overheadMoon
      ? [
          core(overheadMoonLine(c), 0),
          core(worldwidePlanetsLine(c), 0),
          { text: opening, para: 0, kind: "extra" as const },
          ...extra(c, r.pick(PLACE_EXTRAS), 0),
          { text: meaning, para: 1, kind: "extra" as const },
          { text: scene, para: 0, kind: "extra" as const },
          ...(say(spareMeaning, c) === meaning ? [] : extra(c, spareMeaning, 1)),
          // The other person of the story keeps a line on this page unless it runs long.
          optional(turn, 1),
          // The evenings since the birth year close only a page that runs short: every book could carry them.
          { text: closing, para: 1, kind: "extra" as const },
        ]
      : [
          // A Cancer's planet page tells the moon's height: the planets of the week lead, the stock opening fills.
          core(worldwidePlanetsLine(c), 0),
          { text: opening, para: 0, kind: "extra" as const },
          core(scene, 0),
          ...extra(c, r.pick(PLACE_EXTRAS), 0),
          core(meaning, 1),
          ...(say(spareMeaning, c) === meaning ? [] : extra(c, spareMeaning, 1)),
          optional(turn, 1),
          { text: closing, para: 1, kind: "extra" as const },
        ],
  };
}

/**
 * The place page for a town the gazetteer knows: the season of the birthday there (or the
 * tropical sun), the water and the land near it, the sky over it at dusk and the day's length, closed by
 * the town's people and the buyer's own birth date. A meaning, a turn and a general line
 * about places are extras for a page that runs short.
 */
function knownPlacePanel(c: StoryContext, r: SeededRandom, bank: PlaceBank, shared: boolean): Draft {
  const sky = townSkyPieces(c, r);
  const cityTitle = say(r.pick(bank.titles), c);
  const title = cityTitle.length <= LABEL_MAX ? cityTitle : say(r.pick(WITHOUT_CITY.titles), c);
  // Only when the birth moon was faced the hemisphere's way: Brisbane faced north to most moons, and south to its
  // moon of 19 October 2004, which the Peace card and the pictures light on its right (a review).
  const moonFromHome = c.season !== null && facesLikeHemisphere(c.sky) ? extra(c, r.pick(MOON_FROM_HOME), 1) : [];
  // The next morning's sunrise by the town's clock closes the page; without one, a stock closing only fills a short page.
  const sunrise = say(KNOWN_TOWN_SUNRISE, c);
  const water = waterPieces(c, r);
  const land = landPieces(c, r, water.length > 0);
  // The coast beyond a town not on it (two buyer reviews missed Perth's and Lima's sea): kept unless the page
  // runs long, after the town's own water and before the land, which is dropped first.
  const coast = coastBeyond(c.place?.landscape);
  const coastPiece = coast ? [optional(r.pick(COAST_LINES)(c, coast), 0)] : [];
  const unnamed = (lines: readonly Line[]) => pickWithin(r, lines, c, "city", true);
  const opposition = say(OPPOSITION_LINE, c);
  const pairing = say(PAIRING_LINE, c);
  const pieces = [
    core(say(r.pick(PLACE_FACTS), c), 0),
    ...water,
    ...coastPiece,
    ...land,
    ...sky,
    // The sky's own events of those weeks, two planets paired and an outer planet at opposition: kept unless the page
    // runs long.
    ...(pairing === "" ? [] : [optional(pairing, 0)]),
    ...(opposition === "" ? [] : [optional(opposition, 0)]),
    ...moonFromHome,
    ...extra(c, unnamed(bank.meanings), 1),
    ...extra(c, unnamed(shared ? bank.sharedTurns : bank.turns), 1),
    ...extra(c, r.pick(PLACE_EXTRAS), 1),
    ...(sunrise === "" ? extra(c, r.pick(BIRTH_TOWN_CLOSINGS), 1) : [core(sunrise, 1)]),
  ];
  return { title, symbols: placeSymbols(c), pieces };
}

function thresholdPanel(c: StoryContext, r: SeededRandom): Draft {
  const status = STATUS_TEXT[c.inputs.relationshipStatus];
  const sign = SIGN_TEXT[c.inputs.starSign];
  const [body, spareBody] = twoOf(r, status.bodies);
  // A sign's longing is for someone new: a widowed reader's door is not about looking (a buyer's review).
  const [longing, spareLonging]: [Line | undefined, Line | undefined] =
    c.inputs.relationshipStatus === "widowed" ? [undefined, undefined] : twoOf(r, sign.longing);
  return {
    title: r.pick(status.titles),
    symbols: [status.symbol, sign.symbol, "the threshold"],
    // The status speaks once, after where the sun set; the page closes on the next new moon, and the
    // stock lines, the status's closing among them, only fill a short page.
    pieces: [
      // The status line every such page has, answering the door's fact (decision 0078); taken by the date among
      // the lines for that kind of day.
      core(
        doorOpening(c, (lines) => byDate(c, lines, "door")),
        0,
      ),
      core(say(r.pick(VENUS_LINES), c), 0),
      ...extra(c, longing, 0),
      ...extra(c, body, 1),
      ...extra(c, spareBody, 1),
      ...extra(c, spareLonging, 1),
      ...extra(c, r.pick(status.turns), 1),
      core(newMoonFact(c, r.int(0, 1)), 1),
      // A widowed reader's door left open, gently, after the moon's new beginning: kept unless the page runs long.
      ...(c.inputs.relationshipStatus === "widowed" ? [optional(say(byDate(c, WIDOWED_HOPES, "hope"), c), 1)] : []),
      ...extra(c, r.pick(status.closings), 1),
    ],
  };
}

function planetPanel(c: StoryContext, r: SeededRandom): Draft {
  const planet = PLANET_TEXT[c.sky.rulingPlanet];
  const [imagery, spareImagery] = twoOf(r, planet.imagery);
  const [guidance, spareGuidance] = twoOf(r, planet.guidance);
  // The first turn imagines paths that have yet to cross.
  const shared = c.inputs.relationshipStatus === "in-relationship";
  // Venus is named as the star it was that day: a morning star is not "Venus, the Evening Star" (a buyer's review).
  const venusAs = { morning: "the Morning Star", evening: "the Evening Star", hidden: null, twilight: null }[
    c.chart.venus
  ];
  const isVenus = c.sky.rulingPlanet === "Venus";
  const title = r.pick(planet.titles);
  return {
    title:
      isVenus && title.startsWith("Venus, the") ? (venusAs ? `Venus, ${venusAs}` : "By the Light of Venus") : title,
    symbols: [
      c.planet,
      isVenus ? (venusAs?.toLowerCase() ?? "the planet of love") : planet.symbol,
      "a lantern held ahead",
    ],
    pieces: [
      core(say(r.pick(PLANET_OPENINGS), c), 0),
      core(say(r.pick(RULER_LINES), c), 0),
      core(say(r.pick(RULER_DISTANCE_LINES), c), 0),
      // The ruler against the sun (its angle, its lit share, its pace); the stock lines only fill a short page.
      core(say(r.pick(RULER_SUN_LINES), c), 0),
      // A short page takes the ruler's brightness that day before any stock line.
      ...(rulerBrightness(c) === "" ? [] : extra(c, rulerBrightness(c), 0)),
      ...extra(c, imagery, 0),
      ...extra(c, spareImagery, 0),
      ...extra(c, guidance, 1),
      ...extra(c, spareGuidance, 1),
      ...extra(c, r.pick(shared ? PLANET_TURNS.slice(1) : PLANET_TURNS), 1),
      ...extra(c, r.pick(PLANET_CLOSINGS), 1),
    ],
  };
}

// Pictures of the element, not of the town: "the estuary" read as a claim about Budapest (a review).
/** The paths page's element, as a symbol: not a landscape, which a buyer read as their flat town's "high ridge". */
const LANDSCAPE_SYMBOL = { fire: "embers", earth: "an unhurried pace", air: "the wind", water: "two currents" };

function pathsPanel(c: StoryContext, r: SeededRandom): Draft {
  const element = ELEMENT_TEXT[c.element];
  const [landscape, spareLandscape] = twoOf(r, element.landscape);
  // Already in a relationship: the lines met some time ago, so the story does not ask when.
  const shared = c.inputs.relationshipStatus === "in-relationship";
  return {
    title: r.pick([...PATH_TITLES[c.element], ...PATH_GENERAL_TITLES]),
    symbols: ["two lines of light", "the crossing", LANDSCAPE_SYMBOL[c.element]],
    pieces: [
      core(say(r.pick(PATH_OPENINGS), c), 0),
      // What the turn meant for the days over the town; without one, the halves of the world's, which every book of
      // those weeks could say (decision 0091), only to fill a short page.
      ...(c.place && c.city
        ? [optional(say(r.pick(SEASON_TURN_LINES), c), 0)]
        : extra(c, r.pick(SEASON_TURN_LINES), 0)),
      ...extra(c, landscape, 0),
      ...extra(c, r.pick(MODALITY_TEXT[c.modality].path), 0),
      // Where the noon sun stood overhead, and the crossing with the bright light the birth moon stood
      // nearest, which names the other line: facts of the day. The other line's stock sentence only fills.
      core(overheadSunFact(c), 1),
      ...extra(c, r.pick(shared ? SHARED_LINES : OTHER_LINES), 1),
      core(say(r.pick(CROSSING_LIGHTS), c), 1),
      ...extra(c, spareLandscape, 0),
      ...extra(c, r.pick(CROSSING_MEANINGS), 1),
      // The birth moon's light at the crossing closes the page; a general closing only fills a short one.
      ...extra(c, r.pick(shared ? PATH_CLOSINGS.filter((_, i) => i !== 2) : PATH_CLOSINGS), 1),
    ],
  };
}

function unionPanel(c: StoryContext, r: SeededRandom): Draft {
  const element = ELEMENT_TEXT[c.element];
  const sign = SIGN_TEXT[c.inputs.starSign];
  const status = STATUS_TEXT[c.inputs.relationshipStatus];
  // A widowed reader is spared the most romantic of the openings.
  const openings = c.inputs.relationshipStatus === "widowed" ? UNION_OPENINGS.slice(0, 3) : UNION_OPENINGS;
  const opening = pickWithin(r, openings, c, "name", false);
  const [meeting, spareMeeting] = twoOf(r, element.meeting);
  const [statusLine, spareStatusLine] = twoOf(r, status.union);
  // The sky's own meeting after the birthday: the next time Venus and Mars stood together.
  const met = venusMarsMeeting(c, r.int(0, 1));
  // Drawn in the order the page was always drawn in (title first), so a book's other choices stay as they were.
  const reader = c.inputs.relationshipStatus;
  const title = say(
    r.pick(
      reader === "widowed" ? WIDOWED_UNION_TITLES : reader === "in-relationship" ? COUPLE_UNION_TITLES : UNION_TITLES,
    ),
    c,
  );
  const venusMars = say(r.pick(VENUS_MARS_LINES), c);
  const recognition = r.pick(sign.recognition);
  const farewell = r.pick(MOON_TEXT[c.phase].farewell);
  const slow = say(r.pick(SLOW_PLANET_CLOSINGS), c);
  // The star that returns to its dusk place every birthday, in place of the slow planet (a review asked for fewer
  // figures and more of the two of you): beside a partner or widowed it closes the page, which then tells no meeting of
  // Venus and Mars (a widowed reader read one as bleak, review 31); otherwise it stands where the slow planet stood.
  const star = yearlyStarLine(c, r.int(0, 1), r.int(0, 1));
  const closesOnStar = star !== "" && (reader === "in-relationship" || reader === "widowed");
  // The page called the meeting place ends on the sky's own meeting, not on a bare planet's place (a buyer's review);
  // a widowed reader's page, which meets no one, keeps the slow planet's line to close it.
  const endOnMeeting = met !== "" && c.inputs.relationshipStatus !== "widowed";
  // The meeting opens on the eclipse nearest the birthday; the status line and the stock openings and
  // meetings only fill a short page.
  return {
    title,
    symbols: [
      c.inputs.relationshipStatus === "widowed" ? "the light kept" : "the meeting place",
      // The picture's second figure beside a partner, or widowed, is the sign across the wheel: named, so it is not
      // read as a soulmate's sign (a senior review).
      portraitSubject(c.inputs.relationshipStatus) === "Heart"
        ? `${SIGN_FACTS[SOULMATE_TRAITS[c.sky.sign].opposite].name} across the wheel`
        : element.symbol,
      MOON_TEXT[c.phase].symbol,
    ],
    pieces: closesOnStar
      ? [
          core(eclipseFact(c), 0),
          core(venusMars, 0),
          // Venus and Mars's next meeting gives way on a long page before the star would.
          ...(reader === "in-relationship" && met !== "" ? [optional(met, 0)] : []),
          ...extra(c, meeting, 0),
          ...extra(c, statusLine, 0),
          ...extra(c, recognition, 0),
          ...extra(c, spareStatusLine, 1),
          core(star, 1),
        ]
      : [
          core(eclipseFact(c), 0),
          core(venusMars, 0),
          // The star gives way on a long page, as the slow planet would not.
          ...(endOnMeeting ? [star ? optional(star, 0) : core(slow, 0)] : met === "" ? [] : [core(met, 0)]),
          ...extra(c, meeting, 0),
          ...extra(c, opening, 0),
          ...extra(c, statusLine, 0),
          ...extra(c, spareMeeting, 0),
          ...extra(c, recognition, 0),
          ...extra(c, spareStatusLine, 1),
          ...extra(c, farewell, 1),
          core(endOnMeeting ? met : slow, 1),
        ],
  };
}

const PANEL_BUILDERS: Record<PanelScene, (c: StoryContext, r: SeededRandom) => Draft> = {
  constellation: constellationPanel,
  moon: moonPanel,
  element: elementPanel,
  city: cityPanel,
  threshold: thresholdPanel,
  planet: planetPanel,
  paths: pathsPanel,
  union: unionPanel,
};

/**
 * One panel, in range. Tries the full context first; if the reader's own
 * strings (a very long name or town) push it out of range, the same choices
 * are written again without the name, then without the town.
 */
function composePanel(scene: PanelScene, c: StoryContext, seedKey: string): StoryPanel {
  // Drafted with stand-in pronouns; the first is written as a noun unless the page has named the person.
  const drafting: StoryContext = { ...c, p: DRAFT_PRONOUNS };
  const contexts: StoryContext[] = [drafting, { ...drafting, name: null }, { ...drafting, name: null, city: null }];
  let last: Draft | undefined;
  for (const context of contexts) {
    const draft = PANEL_BUILDERS[scene](context, new SeededRandom(`${seedKey}|${scene}`));
    last = draft;
    const text = fitIntroduced(draft.pieces, STORY_PANEL_WORDS, c);
    if (text !== null)
      return {
        scene,
        title: introduceOther(draft.title, c),
        text: finishPage(text, c.inputs.birthday),
        symbols: draft.symbols,
      };
  }
  const draft = last as Draft;
  const text = finishPage(
    clampSentences(introduceOther(renderPieces(draft.pieces), c), STORY_PANEL_WORDS.max),
    c.inputs.birthday,
  );
  return { scene, title: introduceOther(draft.title, c), text, symbols: draft.symbols };
}

/** A written page made ready to print: the birthday said once, and numbers that agree with their nouns. */
function finishPage(text: string, birthday: SoulmateInputs["birthday"]): string {
  return agreeingNumbers(fewerDayAnchors(oneBirthdayPerPage(text, birthday), STORY_PANEL_WORDS.min, birthday));
}

const MONTHS = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/g;
const YEARS = /\b(?:1[89]|20)\d\d\b/g;

/**
 * Whether a sentence names a date other than the birthday: a month other than the birth month, or a year other than
 * the birth year ("since 1996" in a book for a 1996 birthday names none). Without the birthday, any month or year.
 */
function namesAnotherDate(sentence: string, birthday?: SoulmateInputs["birthday"]): boolean {
  const months = [...sentence.matchAll(MONTHS)].map((m) => m[1]);
  const years = [...sentence.matchAll(YEARS)].map((m) => Number(m[0]));
  if (!birthday) return months.length > 0 || years.length > 0;
  return months.some((m) => m !== MONTH_NAMES[birthday.month - 1]) || years.some((y) => y !== birthday.year);
}
const DAY_ANCHORED = /\b(?:[Oo]n|[Oo]f) your birthday\b|\b[Tt]hat (?:same )?day\b|\bthe day you were born\b/;
// Only before "the" or a name: "That day had 11 hours of sunlight" would lose its subject (a review found 13 in 300).
// "On your birthday" too, once the page has said it: a review counted "your birthday" eighteen times in one book.
const LEADING_ANCHOR = /^(?:That (?:same )?day|On your birthday),? (?=the\b|\p{Lu})(\p{L})/u;
/**
 * A later sentence of a page that has said its day: it does not open on the day again, and within it the day is "that
 * day" ("at midday that day"); not in a sentence that counts days from it ("two days after your birthday… before
 * midday that day"), nor "on your birthday itself" (a senior review).
 */
function laterAnchor(sentence: string): string {
  const opened = sentence.replace(LEADING_ANCHOR, (_m, first: string) => first.toUpperCase());
  return OTHER_DAYS.test(sentence)
    ? opened
    : opened.replace(/(?<=\p{Ll},? )on your birthday\b(?! itself)/u, "that day");
}

/** A sentence that counts days, weeks or years from the birthday speaks of another day too. */
const OTHER_DAYS =
  /\b(?:days?|weeks?|months?|years?|hours?) (?:before|after|earlier|later)\b|\b(?:before|after) your birthday\b/;

/**
 * Once a page has said which day it means, a later sentence need not open on "That day", "That same day" or "On your
 * birthday" again (buyers read nine of each in a book as an almanac's rhythm). The anchor stays after a sentence that named another
 * date, where "that day" could mean either, and the page keeps it all if dropping it would leave fewer than `min`
 * words.
 */
export function fewerDayAnchors(text: string, min: number, birthday?: SoulmateInputs["birthday"]): string {
  let anchored = false;
  let previous = "";
  const out = text.split("\n\n").map((paragraph) =>
    paragraph
      .split(/(?<=[.!?])\s+/)
      .map((sentence) => {
        const said =
          anchored && !namesAnotherDate(previous, birthday) && !namesAnotherDate(sentence, birthday)
            ? laterAnchor(sentence)
            : sentence;
        if (DAY_ANCHORED.test(sentence)) anchored = true;
        previous = sentence;
        return said;
      })
      .join(" "),
  );
  const joined = out.join("\n\n");
  return countWords(joined) >= min ? joined : text;
}

/**
 * Numbers read as a person would say them, wherever a sentence built "about N degrees" for N of 1 or 0:
 * "about a degree", not "about 1 degrees" (a buyer found "only about 1 degrees from the sun"), "less
 * than a degree" for 0, and "1 minute", "1 hour", "1 day" in the singular.
 */
export function agreeingNumbers(text: string): string {
  return (
    text
      .replace(/\babout 1 degrees\b/g, "about a degree")
      .replace(/\babout 0 degrees\b/g, "less than a degree")
      // A whole 1 only: "16.1 degrees" stays plural (a buyer found "latitude 16.1 degree south").
      .replace(/(?<![\d.,])\b1 (degree|minute|hour|day|year)s\b/g, "1 $1")
  );
}

/**
 * A page says "on your birthday" once: later in the page the day is "that same day" at the head of a
 * sentence and "that day" within one (a buyer counted seventeen in one book). The words are the same
 * in number, so the page's length is unchanged.
 */
export function oneBirthdayPerPage(text: string, birthday?: SoulmateInputs["birthday"]): string {
  let seen = false;
  let previous = "";
  return text
    .split("\n\n")
    .map((paragraph) =>
      paragraph
        .split(/(?<=[.!?])\s+/)
        .map((sentence) => {
          // After a sentence that named another date ("…came around 15 June 1959."), "That same day" would mean that
          // date: the birthday is named again (a buyer's review found Jupiter's place given for the wrong day).
          const afterAnotherDate = namesAnotherDate(previous, birthday);
          previous = sentence;
          // A line written "That same day Jupiter…" is dated again there too.
          const dated = afterAnotherDate ? sentence.replace(/^That (?:same )?day\b/, "On your birthday") : sentence;
          return dated.replace(/\b([Oo])n your birthday\b(?!'s)/g, (match, o: string) => {
            if (!seen || afterAnotherDate) {
              seen = true;
              return match;
            }
            return o === "O" ? "That same day" : "that day";
          });
        })
        .join(" "),
    )
    .join("\n\n");
}

/**
 * A page's pieces fitted to its range with the other person introduced: the introducing noun is a
 * word longer than the pronoun, so a page that runs over by it is fitted again a word shorter.
 */
function fitIntroduced(
  pieces: readonly Piece[],
  range: { min: number; max: number },
  c: StoryContext,
  comfort = COMFORT_MARGIN,
): string | null {
  // The noun is a word or two longer than the pronoun; a page that runs over is fitted again shorter.
  for (let max = range.max; max >= range.max - 6 && max >= range.min; max--) {
    const fitted = fitPieces(pieces, { min: range.min, max }, comfort);
    if (!fitted) continue;
    const text = introduceOther(renderPieces(fitted), c);
    if (countWords(text) <= range.max) return text;
  }
  return null;
}

// ---------------------------------------------------------------------------
// The book

/** The facts every phrase bank writes against, resolved from the quiz answers and the birth sky. */
export function storyContext(inputs: SoulmateInputs): StoryContext {
  const sky = birthSky(inputs);
  const from = skyFromOf(inputs);
  const planet = PLANET_TEXT[sky.rulingPlanet].name;
  const blankToNull = (value: string | null) => (value === null || value.trim() === "" ? null : value);
  return {
    inputs,
    sky,
    name: blankToNull(inputs.firstName),
    city: inputs.place?.name ?? blankToNull(inputs.city),
    place: inputs.place ?? null,
    skyFrom: from,
    season: seasonAt(inputs.place ?? null, inputs.birthday),
    townSky: inputs.place ? townSky(inputs.place, inputs.birthday) : null,
    p: PRONOUNS[inputs.preference],
    sign: sky.signName,
    sun: {
      kind: sky.sunSigns.length > 1 ? "cusp" : sky.sunSigns[0] === sky.sign ? "in-sign" : "other",
      names: sky.sunSigns.map((sign) => SIGN_FACTS[sign].name),
    },
    element: sky.element,
    modality: sky.modality,
    planet,
    Planet: capitalise(planet),
    phase: sky.moon.name,
    lit: Math.round(sky.moon.illumination * 100),
    // With a town whose clock is known, the day's signs are read over the day as its clocks told it, not the sun's
    // day at its longitude: Nairobi's clock runs 33 minutes ahead of its sun, and a moon that crossed into
    // Sagittarius at 11:42 in the evening of the 13th was told as crossing on the 14th (a buyer's review).
    chart: chartOn(inputs.birthday, from.longitude, from.latitude, clockDayOf(inputs.birthday, from)),
  };
}

/** The middle pages by element: the part of the chart that leads after the constellation. */
const MIDDLE_PAGES: Record<StoryContext["element"], readonly PanelScene[]> = {
  fire: ["planet", "element", "moon", "city", "paths"],
  earth: ["city", "element", "planet", "moon", "paths"],
  air: ["element", "moon", "city", "planet", "paths"],
  water: ["moon", "element", "city", "paths", "planet"],
};
/** Where the door (the threshold page) stands among the middle pages, by relationship status. */
const DOOR_AT: Record<SoulmateInputs["relationshipStatus"], number> = {
  "just-curious": 0,
  single: 2,
  divorced: 3,
  widowed: 4,
  // Early: a reader with a partner met the two of them first on page seven of eight (review 31).
  "in-relationship": 1,
};

/**
 * The order of the book's pages, read from the chart: the constellation opens and the meeting
 * place closes; between them the element decides which page leads, the modality moves them (a
 * fixed sign swaps the first two, a mutable one sends the first to the end), and the
 * relationship status decides where the door stands. The one place the page order is decided.
 */
export function panelOrder(c: Pick<StoryContext, "element" | "modality" | "inputs">): PanelScene[] {
  const middle = [...MIDDLE_PAGES[c.element]];
  if (c.modality === "fixed") middle.splice(0, 2, middle[1] as PanelScene, middle[0] as PanelScene);
  if (c.modality === "mutable") middle.push(middle.shift() as PanelScene);
  middle.splice(DOOR_AT[c.inputs.relationshipStatus], 0, "threshold");
  return ["constellation", ...middle, "union"];
}

/** Everything that shapes the story, so different inputs draw differently even under one seed. */
function inputsKey(inputs: SoulmateInputs): string {
  const { starSign, birthday, city, preference, relationshipStatus, firstName } = inputs;
  return [
    starSign,
    `${birthday.year}-${birthday.month}-${birthday.day}`,
    city ?? "",
    preference,
    relationshipStatus,
    firstName ?? "",
  ].join("\u001f");
}

/**
 * One of a status's stock lines, taken by the birthday so buyers of a status spread evenly over them: a
 * seeded draw over a few seeds can cluster (11 of 26 just-curious books once closed on one farewell).
 */
function byDate<T>(c: StoryContext, lines: readonly T[], use: string): T {
  const { day, month, year } = c.inputs.birthday;
  // Salted by use, so the door's opening and the farewell are not picked together.
  const [hash = 0] = hashSeed(`${use}|${year}-${month}-${day}`);
  return lines[(hash >>> 0) % lines.length] as T;
}

/** A crescent lit this much or more (per cent) is no thread of light. */
const THREAD_LIT = 15;
/** A moon lit less than this (per cent) shows no crescent to the eye: it rises and sets in the sun's glare. */
const UNSEEN_LIT = 2;

function bookTitle(c: StoryContext, r: SeededRandom): string {
  const sign = SIGN_TEXT[c.inputs.starSign].emblem;
  // A moon under 2% lit was lost in the sun's glare all day: no "Morning Crescent" in the title (review 32, 0.4% lit),
  // but the dark moon's emblems.
  const emblems = MOON_TEXT[c.lit < UNSEEN_LIT ? "New Moon" : c.phase].emblems;
  const moon = r.pick(emblems.filter((e) => !(c.lit >= THREAD_LIT && /thread/i.test(e))));
  const element = r.pick(ELEMENT_TEXT[c.element].emblems);
  return capitalise(r.pick(BOOK_TITLES)(sign, moon, element));
}

function closingPage(reader: StoryContext, r: SeededRandom): string {
  const c: StoryContext = { ...reader, p: DRAFT_PRONOUNS };
  const status = STATUS_TEXT[c.inputs.relationshipStatus];
  // Taken by the date, spread evenly over the status's six, each naming the birth moon (decision 0078): a seeded
  // draw clustered (11 of 26 books on one line).
  // The last words are spoken to the reader by name, as the first page's are.
  const farewell = addressed(c.name, say(byDate(c, status.farewells, "farewell"), c));
  // The faintest planet of the birthday, then the status's farewell, each a sentence of its own; the planet
  // gives way if a long name and a long farewell would run the page over.
  // Venus seen with a bright companion over the town, when the sky gave that picture of two, in place of the distance.
  // Not beside a widowed reader's farewell: the book spares them the sky's pictures of meeting.
  const companion =
    c.city && c.inputs.relationshipStatus !== "widowed" ? venusCompanionOn(c.inputs.birthday, c.place) : null;
  const outer = companion ? r.pick(VENUS_COMPANION_LINES)(c, companion) : say(r.pick(OUTER_PLANET_LINES), c);
  // The sky, then the farewell; the book's one disclaimer is on its last page (decision 0090): between them it read as
  // cold to a widowed reader (reviews 31 and 32).
  const [signOff, spareSignOff] = twoOf(r, CLOSING_FAREWELLS);
  // A sign-off, when a page needs one, stands between the sky and the farewell, so the farewell keeps the last words;
  // each names "this book", so none reads as said of the far planet before it.
  const piecesWith = (sky: string, signOffs: boolean): Piece[] => [
    { text: sky, para: 0, kind: "optional" },
    ...(signOffs ? [...extra(c, signOff, 0), ...extra(c, spareSignOff, 0)] : []),
    core(farewell, 0),
  ];
  // The drawn sky first, then the far planet's other tellings, longest first: a page short of the minimum takes a
  // longer telling of its own sky before a stock sign-off (which stood in a fifth of the books), and a page that runs
  // long a shorter one, so it still opens on the sky.
  const others = OUTER_PLANET_LINES.map((line) => say(line, c))
    .filter((text) => text !== outer)
    .sort((a, b) => countWords(b) - countWords(a));
  for (const signOffs of [false, true])
    for (const sky of [outer, ...others]) {
      const text = fitIntroduced(piecesWith(sky, signOffs), STORY_CLOSING_WORDS, reader, 0);
      if (text?.includes(sky)) return text;
    }
  return introduceOther(renderPieces(piecesWith(outer, false).filter((p) => p.kind === "core")), reader);
}

/** Openings that read as well after a name and a comma: "Sofía, on the day you were born…". */
const ADDRESSABLE =
  /^(?:On|At|By|In|Each|May|When|The|Your|Long|Every|Before|As|From|With|That|This|There|It|Here|If|Some|All|Even|Like|Whatever|Wherever)\b/;

/** A name longer than this is not spoken on a page: it would crowd the sentence it opens. */
const ADDRESS_MAX = 24;

/**
 * A page's first sentence spoken to the reader by name ("Sofía, on the day you were born, …"), when it opens on a
 * word that reads as well after the name and the page does not name them already; else the text as it is.
 */
export function addressed(name: string | null, text: string): string {
  // A name typed in lower case is not set at the head of a page ("mia, on the day…": a senior review).
  if (!name || Array.from(name).length > ADDRESS_MAX || !/^\p{Lu}/u.test(name)) return text;
  if (text.includes(name) || !ADDRESSABLE.test(text)) return text;
  return `${name}, ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/**
 * The soulmate's portrait for one order: the same for the book, the web story
 * and the card, whichever model wrote the panels.
 */
/**
 * The sign the book pairs the reader with, as the meeting page's picture draws it: the portrait's sketch's sign, or,
 * beside a partner or widowed (a portrait of the reader's own heart), the sign across the wheel, the old place of
 * partnership, which its caption names. The Love card pairs a seeking reader the same way (a review found it pairing an
 * Aquarius with Leo in a book whose sketch was a Sagittarius), and a partnered or widowed one with their own Venus.
 */
export function meetingSign(inputs: SoulmateInputs, seed: string): StarSign {
  return portraitSubject(inputs.relationshipStatus) === "Heart"
    ? SOULMATE_TRAITS[inputs.starSign].opposite
    : composePortrait(inputs, seed).partnerSign;
}

export function composePortrait(inputs: SoulmateInputs, seed: string): StoryPortrait {
  const c = storyContext(inputs);
  const portrait = portraitOf(c, new SeededRandom(`${seed}\u001e${inputsKey(inputs)}|portrait`));
  return curledPortrait(
    {
      title: portrait.title,
      paragraphs: portrait.paragraphs,
      traits: portrait.traits,
      symbols: portrait.symbols,
      partnerSign: portrait.season.sign,
      element: portrait.element,
    },
    keptOf(inputs),
  );
}

/**
 * The book's one disclaimer for one order, worded with the buyer's own birthday sky: printed on the booklet's last page
 * (the star chart, or the plain back cover) and at the foot of the web story, whichever model wrote the pages (0090).
 */
export function bookDisclaimer(inputs: SoulmateInputs, seed: string): string {
  const c = storyContext(inputs);
  const r = new SeededRandom(`${seed}\u001e${inputsKey(inputs)}|disclaimer`);
  return curled(say(r.pick(BOOK_DISCLAIMERS), { ...c, p: DRAFT_PRONOUNS }), keptOf(inputs));
}

/** The whole story for one order. `seed` is the order id. */
export function composeStory(inputs: SoulmateInputs, seed: string): Story {
  const c = storyContext(inputs);
  const seedKey = `${seed}\u001e${inputsKey(inputs)}`;
  const r = new SeededRandom(`${seedKey}|book`);
  const title = bookTitle(c, r);
  const subtitle = c.name ? `A soulmate story for ${c.name}` : say(r.pick(SUBTITLES_WITHOUT_NAME), c);
  const dedication = introduceOther(say(r.pick(DEDICATIONS), { ...c, p: DRAFT_PRONOUNS }), c);
  // The first page is spoken to the reader by name (a review: the name was never seen past the dedication).
  const panels = panelOrder(c).map((scene, i) => {
    const panel = composePanel(scene, c, seedKey);
    const spoken = i === 0 ? addressed(c.name, panel.text) : panel.text;
    return countWords(spoken) <= STORY_PANEL_WORDS.max ? { ...panel, text: spoken } : panel;
  });
  const closing = closingPage(c, new SeededRandom(`${seedKey}|closing`));
  const portrait = composePortrait(inputs, seed);
  return curledStory({ title: titleCase(title), subtitle, dedication, panels, portrait, closing }, keptOf(inputs));
}
