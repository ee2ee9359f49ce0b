/**
 * The union panel: the moment of recognition. The meeting itself is coloured
 * by the element (elements.ts), the sign (signs.ts) and the status
 * (threshold.ts); these are the panel's own openings, titles and closings.
 */
import type { Line } from "./context";

export const UNION_TITLES: readonly Line[] = [
  "The Moment of Recognition",
  "The Meeting Place",
  (c) => `Where ${c.sign} Comes Home`,
  "The Light Between Two",
];

/** Openings; the first two use the reader's name when there is one. */
export const UNION_OPENINGS: readonly Line[] = [
  (c) =>
    `And so${c.name ? `, ${c.name},` : ""} the story arrives where every love story wants to arrive: at a moment of recognition.`,
  (c) =>
    c.name
      ? `Here is the last panel of ${c.name}'s story, and like every good last panel, it is a meeting.`
      : "The last panel of any good story is a meeting, and this one is no different.",
  "It does not happen with trumpets. It happens the way the best things usually do: in an ordinary place, on an ordinary day, with the sky quietly watching.",
  (c) =>
    `In the story there is a moment when ${c.p.he} turns, and you turn, and the world goes on exactly as before, except that nothing is quite the same.`,
];

export const UNION_CLOSINGS: readonly Line[] = [
  (c) =>
    c.name
      ? `The stars have told their story, ${c.name}. The rest is yours to live, in your own way and your own time.`
      : "The stars have told their story. The rest is yours to live, in your own way and your own time.",
  "Whatever you make of it, one thing is certain: you are worth a story, and this one is yours.",
  "Whatever happens next belongs to you, and it begins, as every good thing does, with an open heart.",
  "If the sky could speak, it would probably say only this: there is always more light coming.",
];
