/**
 * The paths panel: two lines of light crossing a dark landscape. The landscape
 * comes from the element, the way the reader's line moves from the modality,
 * and the light at the crossing from the birth moon (see moon.ts).
 */
import type { Element } from "../types";
import type { Line } from "./context";

export const PATH_TITLES: Record<Element, readonly string[]> = {
  fire: ["Two Lines Through Red Country", "Where the Embers Meet"],
  earth: ["Two Roads Through the Valley", "Where the Fence Lines Meet"],
  air: ["Two Lines Along the Ridge", "Crossing Winds"],
  water: ["Where the Rivers Meet", "Two Currents of Light"],
};

export const PATH_GENERAL_TITLES: readonly string[] = ["Two Lines of Light", "Where the Roads Cross"];

export const PATH_OPENINGS: readonly Line[] = [
  "Picture a whole life drawn as a line of light across a dark landscape, bending with every choice and brightening with every joy.",
  "Imagine looking down from very high above a country at night, and seeing two threads of light moving slowly across it, each one a life.",
  "In the oldest love stories two people are often pictured as two roads, and this story borrows that picture with one change: the roads are made of light.",
  "Seen from the stars, every life is a thin line of light, wandering, doubling back, pressing on.",
];

export const OTHER_LINES: readonly Line[] = [
  (c) =>
    `And far across the same country runs another line, ${c.p.his} line, with its own history of bends and brightness.`,
  (c) =>
    `Somewhere else on the map another thread of light is moving, and in this story it is ${c.p.hers}: a different colour, a similar warmth.`,
  (c) =>
    `There is a second line out there too. It is ${c.p.hers}, and in this story it has been drifting nearer in ways neither of you could see from the ground.`,
  (c) =>
    `Across the valley another line of light moves through the dark, and the story says it is ${c.p.hers}, travelling at its own pace, by its own roads.`,
];

/** For a reader already in a relationship: the lines have met and run together. */
export const SHARED_LINES: readonly Line[] = [
  (c) =>
    `And beside it, for some time now, runs another line, ${c.p.his} line, the two so closely braided that from high above they shine as one.`,
  (c) =>
    `Your line no longer travels alone: ${c.p.his} line met it some while ago, and the two have been running side by side ever since, each brightening the other.`,
];

export const CROSSING_MEANINGS: readonly Line[] = [
  "Paths do not cross by force. They cross because two lives, each following what it loves, end up heading the same way.",
  "The crossing is not the end of either road; it is the place where two roads agree, for a while and then for longer, to run side by side.",
  "Every choice you have made, every detour and doubling-back, is part of the shape that brings the two lines together.",
  "Nothing on either line is wasted. The wrong turns and the long straight stretches all belong to the map that leads here.",
];

export const PATH_CLOSINGS: readonly Line[] = [
  "From high above, it looks like a single brighter line, carrying on together into the dark.",
  "Two lines of light, one landscape, and a crossing that makes the whole map make sense.",
  "The map does not say when. Maps never do. It only shows that the roads were always capable of meeting.",
  "And where they meet, the dark country around them looks, for the first time, as though someone drew it on purpose.",
];
