/**
 * The union panel: the moment of recognition. The meeting itself is coloured
 * by the element (elements.ts), the sign (signs.ts) and the status
 * (threshold.ts); these are the panel's own openings, titles and closings.
 */
import type { Line } from "./context";
import { moonTrend } from "./moon";

export const UNION_TITLES: readonly Line[] = [
  "The Moment of Recognition",
  "The Meeting Place",
  (c) => `Where ${c.sign} Comes Home`,
  "The Light Between Two",
];

/**
 * Openings; the first two use the reader's name when there is one. A widowed
 * reader draws only from the first three (see the composer), so any more are
 * appended after them and may be a little more romantic.
 */
export const UNION_OPENINGS: readonly Line[] = [
  (c) =>
    `And so${c.name ? `, ${c.name},` : ""} the story arrives where every love story wants to arrive: at a moment of recognition.`,
  (c) =>
    c.name
      ? `Here is the last panel of ${c.name}'s story, and like every good last panel, it is a meeting.`
      : "The last panel of any good story is a meeting, and this one is no different.",
  // Quiet enough for every reader, a widowed one included; worded by the birth moon.
  (c) =>
    ({
      waxing:
        "It does not happen with trumpets. It happens the way the best things usually do: in an ordinary place, on an ordinary day, with the sky quietly watching.",
      waning:
        "There is no fanfare here, only a quiet moment on an ordinary day, the kind that is easy to miss and impossible to forget.",
      turning:
        "Nothing dramatic marks it. The day is ordinary, the light is ordinary, and yet something in it turns, the way the moon turns at the edge of its cycle.",
    })[moonTrend(c)],
  (c) =>
    `In the story there is a moment when ${c.p.he} turns, and you turn, and the world goes on exactly as before, except that nothing is quite the same.`,
  "Every story worth telling has a moment it has been quietly walking toward, and this is that moment.",
  (c) =>
    `There is a moment in every love story when two people happen to look up at once, and in this one it belongs to you and ${c.p.him}.`,
  "No bells ring and no crowd gathers; there is only the small, sure feeling of something falling into place.",
  (c) =>
    `Then comes the part the whole sky has been leaning toward: you, ${c.p.him}, and one ordinary moment made luminous.`,
  "Recognition rarely announces itself. It comes the way dawn comes, so gradually that you notice only once the room is full of light.",
  (c) =>
    `Here the story slows, the way a film slows at the moment that matters, and lets you and ${c.p.him} simply see each other.`,
  (c) =>
    `Every thread of this story, ${c.element} and moon and stars, has been gathering toward one point, and here it is: a meeting, quiet and unmistakable.`,
];

export const UNION_CLOSINGS: readonly Line[] = [
  (c) =>
    c.name
      ? `The stars have told their story, ${c.name}. The rest is yours to live, in your own way and your own time.`
      : "The stars have told their story. The rest is yours to live, in your own way and your own time.",
  "Whatever you make of it, one thing is certain: you are worth a story, and this one is yours.",
  "Whatever happens next belongs to you, and it begins, as every good thing does, with an open heart.",
  "If the sky could speak, it would probably say only this: there is always more light coming.",
  "The sky will go on turning, as it always has, and this page will keep its small light for you.",
  (c) => `Whatever the stars of ${c.sign} may have to say, the last word, as always, belongs to you.`,
  "This is where the story puts down its pen and hands the rest of the page to you.",
  "Stories end; the sky does not, and neither does the part of you that keeps looking up.",
  "There is no moral to this story, only a wish: that you are met, always, with the kindness you bring.",
  "The sky, which has watched over every love story ever told, keeps this one too, somewhere among its quieter lights.",
  "The rest is not written in the stars or anywhere else; it is yours, which is exactly as it should be.",
  "Let the story rest here, in a moment of light, which is as good a place as any to leave it.",
  "The book closes, the night goes on, and somewhere a small light is left burning for you.",
  "Carry the feeling of this page with you, if not the words: a small warmth, and the sense of being seen.",
];
