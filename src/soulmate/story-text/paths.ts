/**
 * The paths panel: two lines of light crossing a dark landscape. The landscape
 * comes from the element, the way the reader's line moves from the modality,
 * and the light at the crossing from the birth moon (see moon.ts).
 */

import type { Element } from "../types";
import { turnOfYear } from "./chart";
import { type Line, type StoryContext, thousands, timeCount } from "./context";
import { moonSunOf } from "./moon";

// No country, valley or ridge: a review read "Two Lines Through Red Country" as a claim about Osaka.
export const PATH_TITLES: Record<Element, readonly string[]> = {
  fire: ["Two Lines of Firelight", "Where the Embers Meet"],
  earth: ["Two Roads Walked Slowly", "Where Two Unhurried Lines Meet"],
  air: ["Two Lines on the Wind", "Crossing Winds"],
  // Not "Where the Rivers Meet": read as a claim about the town's rivers (a review, Budapest).
  water: ["Where the Currents Meet", "Two Currents of Light"],
};

export const PATH_GENERAL_TITLES: readonly string[] = ["Two Lines of Light", "Where the Roads Cross"];

/** "sixteen days after the September equinox of 1990": where the reader's line of light began, by the turn of the year. */
const began = (c: StoryContext): string => turnOfYear(c);

/**
 * Openings: the reader's life as a line of light, from the turn of the year it began after, the page's first fact. They
 * named the month and year once ("starting in March 1987"): seven stock lines with the buyer's date written in, each in
 * about one book in seven once the date counts as the buyer's own, as the name does (decision 0091). What the turn
 * meant for the days follows them (DAYS_THEN_LINES).
 */
export const PATH_OPENINGS: readonly Line[] = [
  (c) =>
    `Picture a whole life drawn as a line of light across a dark landscape, starting ${began(c)} and bending with every choice since.`,
  (c) =>
    `Imagine looking down from very high above a country at night and seeing a thread of light that set out ${began(c)}: yours.`,
  (c) =>
    `Seen from the stars, every life is a thin line of light, and yours has been wandering, doubling back and pressing on since you were born, ${began(c)}.`,
  (c) =>
    `Years leave a trail, and yours glows all the way back to your birthday, ${began(c)}, showing where you have been and which way you are facing.`,
  (c) =>
    `Lay a life out like a map on a kitchen table and it becomes a trail of light, every turning marked on it since you were born, ${began(c)}.`,
  (c) =>
    `Think of the map of a life as one bright line, looping through the years since your birthday, ${began(c)}, and catching on places and people as it goes.`,
  (c) =>
    `In this chapter your life is drawn as a path of light that began ${began(c)}, and, true to ${c.element}, it has its own way of crossing the dark.`,
];

export const OTHER_LINES: readonly Line[] = [
  (c) =>
    `And far across the same country runs another line, ${c.p.his} line, with its own history of bends and brightness.`,
  (c) =>
    `Somewhere else on the map another thread of light is moving, and in this story it is ${c.p.hers}: a different colour, a similar warmth.`,
  (c) =>
    `There is a second line out there too, and in this story it is ${c.p.hers}, with bends and brightness of its own that nobody on the ground could map.`,
  (c) =>
    `Across the valley another line of light moves through the dark, and the story says it is ${c.p.hers}, travelling at its own pace, by its own roads.`,
  (c) =>
    `Not far away, or perhaps a long way off, moves a second line of light, and this story lets it be ${c.p.hers}.`,
  (c) =>
    `Meanwhile another path is tracing its own shape through the night, and in this story ${c.p.he} is the one travelling it.`,
  (c) =>
    `A second light is crossing the same dark country, carrying ${c.p.his} own history of detours, good intentions and small brave mornings.`,
  (c) =>
    `Elsewhere, ${c.p.his} line is writing a route of its own, sometimes near, sometimes far, always under the same stars as yours.`,
];

/** For a reader already in a relationship: the lines have met and run together. */
export const SHARED_LINES: readonly Line[] = [
  (c) =>
    `And beside your line, for some time now, runs another line, ${c.p.his} line, the two so closely braided that from high above they shine as one.`,
  (c) =>
    `Your line no longer travels alone: ${c.p.his} line met it some while ago, and the two have been running side by side ever since, each brightening the other.`,
  (c) =>
    `Braided through your line runs ${c.p.his} line, which joined yours some time ago, so that the two now light the same stretch of ground.`,
  (c) =>
    `Yours is not the only light on this road: ${c.p.his} line has kept it company for a good while now, close enough to share the glow.`,
  (c) =>
    `Alongside your line runs ${c.p.his} line; however long ago the two met, they have learnt each other's bends along the way.`,
];

export const CROSSING_MEANINGS: readonly Line[] = [
  "Paths do not cross by force. They cross because two lives, each following what it loves, end up heading the same way.",
  "The crossing is not the end of either road; it is the place where two roads agree, for a while and then for longer, to run side by side.",
  "Every choice you have made, every detour and doubling-back, is part of the shape that brings the two lines together.",
  "Nothing on either line is wasted. The wrong turns and the long straight stretches all belong to the map that leads here.",
  "Two lines meeting is less a matter of luck than of direction: each was heading, in its own way, toward what it loved.",
  "The place where paths cross is not marked on any map in advance; it is made by the walking.",
  "A crossing changes both lines a little, and neither of them is sorry.",
  "What looked like wandering from the ground turns out, from up here, to have had a shape all along.",
];

/**
 * Closings. The third imagines lines yet to meet, so a reader already in a
 * relationship never draws it (see the composer); the rest suit every reader,
 * and any more must be appended so that index stays put.
 */
export const PATH_CLOSINGS: readonly Line[] = [
  "From high above, it looks like a single brighter line, carrying on together into the dark.",
  "Two lines of light, one landscape, and a crossing that makes the whole map make sense.",
  "The map does not say when. Maps never do. It only shows that the roads were always capable of meeting.",
  "And where they meet, the dark country around them looks, for the first time, as though someone drew it on purpose.",
  "Seen from above, the dark country no longer looks empty; it looks like a place where two lights found each other.",
  "The landscape stays as dark and as wide as ever, but it is easier to cross with two lights than with one.",
  "Maps are only drawings, of course, but this one was drawn with care, and it leaves its ending open.",
  "Two lights, one dark country, and a story that is glad to have found them both.",
  "Somewhere past the edge of the page the lines carry on, and the story is content to let them.",
  "It is only a picture, but a true kind of picture: lives do cross, and the crossings are where the light gathers.",
  "Out in the dark the two lines go on glowing, and the whole landscape is a little brighter for it.",
  "No map can hold a whole life, but this one holds the part that matters most to the story: the place where light meets light.",
  "The roads go on, as roads do, but the picture has already said what it came to say.",
];

/**
 * The lines are said to cross, or (in a relationship) to run together; the other's line is named here. A widowed
 * reader's line meets the lines of the people who love them: no new companion is drawn (a buyer's review).
 */
const where = (c: StoryContext) =>
  c.inputs.relationshipStatus === "in-relationship"
    ? `Where your line runs beside ${c.p.hers}`
    : c.inputs.relationshipStatus === "widowed"
      ? "Where your line meets the lines of the people who love you"
      : // Not "where your line and your soulmate's cross", which read first as "your soulmate's cross" (review 38).
        `Where, in this story, your line crosses ${c.p.hers}`;

/** What the story does with the moon's open sky: the other person's line and the reader's, by the reader's status. */
const openSky = (c: StoryContext): string =>
  c.inputs.relationshipStatus === "in-relationship"
    ? `and this story gives it to your line and ${c.p.hers}, running together`
    : c.inputs.relationshipStatus === "widowed"
      ? "and this story gives it to your line and the lines of the people who love you"
      : `and this story gives it to the place where your line crosses ${c.p.hers}`;

/** "about 4 degrees from Spica": the moon's nearest bright light at midday (astro.ts, moonSunOn). */
function nearLight(c: StoryContext): string {
  const { name, degrees } = moonSunOf(c).nearest;
  return `${degrees <= 1 ? "within a degree of" : `about ${degrees} degrees from`} ${name}`;
}

/**
 * The light at the crossing: the birth moon beside the bright star or planet it stood nearest at
 * midday, and whether it was closing on it; the sky's own crossing, told once in the book. Each names
 * the other person's line, so the page needs no stock sentence to bring it in (OTHER_LINES only fill).
 */
export const CROSSING_LIGHTS: readonly Line[] = [
  (c) => {
    const { name, degrees, closing } = moonSunOf(c).nearest;
    return degrees > 15
      ? // "Alone… quiet, and all its own" made the meeting sound lonely (a buyer's review): the open stretch is room.
        // Said plainly: "and where your line and his cross in this story, there is that kind of room" read as convoluted,
        // and "this story keeps the same kind of room where your line and your soulmate's cross" as meaningless (review 27).
        `That same midday the moon had a long stretch of its path to itself, with ${name} the nearest of the bright lights along it, about ${degrees} degrees off: open sky, ${openSky(c)}.`
      : `That same midday the moon stood ${nearLight(c)} and was ${closing ? "drawing closer to" : "drawing away from"} ${name === "the Pleiades" ? "them" : "it"}, and ${where(c).charAt(0).toLowerCase()}${where(c).slice(1)}, ${closing ? "the light gathers the same way" : "two lights pass close the same way"}.`;
  },
  (c) => {
    const { name, degrees, closing } = moonSunOf(c).nearest;
    const apart = degrees <= 1 ? "less than a degree away" : `about ${degrees} degrees away`;
    // "while your line and your soulmate's cross on this one" could not be parsed (a buyer's review): the lines are
    // the story's, said so.
    const ours =
      c.inputs.relationshipStatus === "in-relationship"
        ? `as, in this story, your line runs beside ${c.p.hers}`
        : c.inputs.relationshipStatus === "widowed"
          ? "as your line meets the lines of those who love you in this story"
          : `as, in this story, your line crosses ${c.p.hers}`;
    // "A single light with room around it, as your line and your soulmate's cross in this story" still read as broken
    // (a buyer's review): the room is said to be the story's, where the lines cross.
    return degrees > 15
      ? `On your birthday the moon stood clear of the bright lights that line its path, ${name} the nearest of them, ${apart} at midday, keeping a stretch of its road to itself, ${openSky(c)}.`
      : // "Meeting" only when they stood close: Antares 10 degrees off was no meeting (a buyer's check); nor "near each
        // other" at 11 degrees (review 36), which is one stretch of the moon's road.
        `On your birthday the moon ${closing ? "was closing on" : "was moving on from"} ${name}, ${apart} at midday, ${degrees <= 5 ? "two lights meeting on the sky's own map" : degrees <= 8 ? "two lights near each other on the sky's own map" : "two lights on one stretch of the sky's road"}, ${ours}.`;
  },
];

/** Where the noon sun stood straight overhead on the birthday (its declination): a line of latitude, and which way it was moving. */
function overheadSun(c: StoryContext): string {
  const { overhead: d, overheadMoving } = moonSunOf(c);
  const line =
    d === 0 ? "right over the equator" : `along latitude ${Math.abs(d)} degrees ${d < 0 ? "south" : "north"}`;
  const { days, tropic } = moonSunOf(c).solstice;
  // Within a few weeks before a solstice, how far it had to go to its turn at the tropic: two buyers of one town
  // born a day apart read it apart (a sharing pair, Sagittarius, 15 and 16 December).
  // Only before the solstice: after it, the season's line on this page already counts the days since the turn
  // (a senior review found "about twenty-four days" and "twenty-four days after its turn" on one page).
  const turn =
    days > 0 && days <= SOLSTICE_DAYS_TOLD
      ? `, ${timeCount(days, "day")} short of its turn at the Tropic of ${tropic}`
      : "";
  const moving =
    overheadMoving === "turning"
      ? "at the far end of its yearly swing"
      : `moving ${overheadMoving} a little each day${turn}`;
  return `At midday on your birthday the sun stood straight overhead ${line}${fromTown(c, d)}, ${moving}`;
}

/** Within this many days of a solstice, the overhead sun's line tells how far it was from its turn. */
const SOLSTICE_DAYS_TOLD = 30;

/** Kilometres in a degree of latitude. */
const KM_PER_DEGREE = 111.2;

/**
 * ", about 2,700 kilometres north of Ballarat": how far the line of the overhead sun lay from a known town,
 * along its meridian, to the hundred kilometres (a tenth of a degree of the line is 11 kilometres).
 */
function fromTown(c: StoryContext, overhead: number): string {
  if (!c.place || !c.city) return "";
  const km = Math.round((Math.abs(c.place.latitude - overhead) * KM_PER_DEGREE) / 100) * 100;
  if (km === 0) return `, almost exactly over ${c.city}`;
  return `, about ${thousands(km)} kilometres ${overhead > c.place.latitude ? "north" : "south"} of ${c.city}`;
}

/** Where the noon sun stood overhead that day: a line of latitude on the map of a life. */
export function overheadSunFact(c: StoryContext): string {
  return `${overheadSun(c)}.`;
}
