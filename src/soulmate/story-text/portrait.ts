/**
 * The soulmate's portrait: the other person of the story drawn as a person,
 * without a face, from the buyer's chart in the Western tradition. The facts
 * (which signs suit which, the complementary element, the opposite sign that
 * stands for partnership) are derived from SIGN_FACTS; the writing around
 * them comes from seeded banks, shaped by the buyer's relationship status.
 *
 * In this tradition fire answers air and earth answers water: the signs of the
 * same element (the trines) and of the complementary element (the two
 * sextiles and the opposite sign) are the ones said to suit. The opposite
 * sign, the seventh from the buyer's, is the old place of partnership, and
 * the soulmate is drawn with its element (the complement of the buyer's). The
 * sketch is then born under one suited sign, and its modality is that sign's:
 * the portrait never lends it the opposite sign's when it is born under another.
 *
 * A buyer in a relationship, or widowed, gets no sketch: their portrait is of their own love, read
 * from their own Venus, Mars and moon (coupleDraft, docs/decisions/0075), and draws no other person.
 *
 * Pure data and small functions: no I/O, no clock.
 */

import { SeededRandom } from "../../lib/seeded-random";
import { formatBirthday, SIGN_STARTS } from "../../shared/quiz";
import { STAR_SIGNS, type StarSign } from "../../shared/statuses";
import { type ChartDay, chartOn, moonPhaseOn, SIGN_FACTS, venusEightYearsOn } from "../astro";
import type { Element, Modality, SoulmateInputs } from "../types";
import {
  an,
  capitalise,
  DRAFT_PRONOUNS,
  introduceOther,
  type Line,
  listOf,
  type StoryContext,
  say,
  sharesPhrase,
  wholeDegrees,
} from "./context";
import { countWords, fitPieces, type Piece, paragraphsOf } from "./fit";
import { MOON_TEXT } from "./moon";

/** Words in the portrait panel, both inclusive. */
export const PORTRAIT_WORDS = { min: 235, max: 290 } as const;

// ---------------------------------------------------------------------------
// The facts

/** The element each one is traditionally paired with. */
export const COMPLEMENTARY_ELEMENT: Record<Element, Element> = {
  fire: "air",
  air: "fire",
  earth: "water",
  water: "earth",
};

/** Which signs suit a sign, in the traditional reading. */
export type SignPairing = {
  element: Element;
  modality: Modality;
  /** The element that answers this one: fire↔air, earth↔water. */
  complement: Element;
  /** The other two signs of the same element (the trines). */
  sameElement: readonly StarSign[];
  /** The three signs of the complementary element: the two sextiles and the opposite sign. */
  complementary: readonly StarSign[];
  /** The seventh sign, across the wheel: always of the complementary element and the same modality. */
  opposite: StarSign;
  /** Every sign said to suit: the same element first, then the complementary one. */
  suited: readonly StarSign[];
  /** What the soulmate tends to carry: the opposite sign's element and modality. */
  soulmate: { element: Element; modality: Modality };
};

function pairingOf(sign: StarSign): SignPairing {
  const { element, modality } = SIGN_FACTS[sign];
  const complement = COMPLEMENTARY_ELEMENT[element];
  const opposite = STAR_SIGNS[(STAR_SIGNS.indexOf(sign) + 6) % STAR_SIGNS.length] as StarSign;
  const sameElement = STAR_SIGNS.filter((s) => s !== sign && SIGN_FACTS[s].element === element);
  const complementary = STAR_SIGNS.filter((s) => SIGN_FACTS[s].element === complement);
  return {
    element,
    modality,
    complement,
    sameElement,
    complementary,
    opposite,
    suited: [...sameElement, ...complementary],
    soulmate: { element: SIGN_FACTS[opposite].element, modality: SIGN_FACTS[opposite].modality },
  };
}

/** For each of the twelve signs, the traditional reading of which signs suit it. */
export const SOULMATE_TRAITS: Record<StarSign, SignPairing> = Object.fromEntries(
  STAR_SIGNS.map((sign) => [sign, pairingOf(sign)]),
) as Record<StarSign, SignPairing>;

/** A time of year as the sun's passage through a sign, never a named season (hemispheres differ). */
export type PortraitSeason = {
  sign: StarSign;
  /** "Sagittarius". */
  signName: string;
  /** "22 November – 21 December". */
  dates: string;
  /** "late November to late December". */
  span: string;
};

export type Portrait = {
  title: string;
  symbols: string[];
  /** Three paragraphs, PORTRAIT_WORDS in all, in an order read from the chart and the status. */
  paragraphs: string[];
  /** 3–5 short noun phrases for a card, e.g. "an easy laugh". */
  traits: string[];
  /** The three signs of the soulmate's element in zodiac order, the same for every buyer of a sign: ["Gemini", "Libra", "Aquarius"]. */
  suitedSigns: string[];
  /** The soulmate's element: the complement of the buyer's. */
  element: Element;
  /** The soulmate's modality: that of the sign the sketch is born under (`season.sign`). */
  modality: Modality;
  season: PortraitSeason;
};

/**
 * "22 November – 21 December" → "between 22 November and 21 December": the sign's own dates, as the quiz
 * gives them (buyers found "late March to late April" for Aries, which ends on 19 April, and "mid-February to
 * late March" for Pisces, 19 February to 20 March).
 */
export function seasonSpan(dates: string): string {
  const [from = "", to = ""] = dates.split("–").map((d) => d.trim());
  return `between ${from} and ${to}`;
}

// ---------------------------------------------------------------------------
// Small helpers

type Status = StoryContext["inputs"]["relationshipStatus"];
/** The statuses whose portrait is a sketch of another person; beside a partner, or widowed, it is of the buyer's own love. */
type SketchStatus = Exclude<Status, "in-relationship" | "widowed">;

/** The possessive pronoun that stands alone: "a spirit like hers". */
function hers(c: StoryContext): string {
  return c.p.hers;
}

/** ", Ari" or nothing, for a name tucked into a sentence. */
const aside = (c: StoryContext) => (c.name ? `, ${c.name}` : "");

// ---------------------------------------------------------------------------
// The banks

/** A sentence written from the context. */
type Written = (c: StoryContext) => string;

const TITLES: Record<SketchStatus, readonly string[]> = {
  single: ["Someone Worth the Wait", "Sketch of a Soulmate", "The One This Story Imagines", "A Heart Drawn from Yours"],
  "just-curious": ["A What-If, Sketched", "The Hypothetical Soulmate", "Purely Out of Curiosity", "Just Suppose"],
  divorced: ["Good Company Ahead", "A Portrait for the Next Chapter", "A Portrait, Unhurried", "Fresh Pages"],
};

const ELEMENT_TITLES: readonly ((theirs: Element, mine: Element) => string)[] = [
  (theirs) => `A Portrait in ${capitalise(theirs)}`,
  (theirs, mine) => `${capitalise(theirs)} to Your ${capitalise(mine)}`,
  () => "Every Feature but the Face",
  () => "Drawn from Your Sky",
];

const PORTRAIT_SYMBOLS = [
  "a face left blank",
  "an unfinished portrait",
  "a silhouette in starlight",
  "a faceless sketch",
];

const OPENINGS: Record<SketchStatus, readonly Written[]> = {
  single: [
    (c) => `${c.name ? `${c.name}, this` : "This"} page draws the one your story keeps a place for, all but the face.`,
    (c) => `Somewhere${c.name ? `, ${c.name},` : ""} someone is living a life that would sit easily beside yours.`,
    () => "Every love story needs a second character, and yours deserves more than a silhouette.",
    (c) => `${c.name ? `${c.name}, picture` : "Picture"} the person your chart would be glad to know, drawn warmly.`,
    () => "A heart with room to spare reads a portrait like this with the kettle on.",
  ],
  "just-curious": [
    () => "Purely out of curiosity, then, here is who the stars might sketch if asked nicely.",
    (c) => `No pressure${aside(c)}: just a portrait of someone a chart like yours gets along with.`,
    () => "Let's indulge the what-if and draw the soulmate your chart would order off the menu.",
    (c) => `Consider this a character sketch for a story you may or may not be writing${aside(c)}.`,
    () => "Just for fun, here is the missing name on your cast list, drawn without a face.",
  ],
  divorced: [
    (c) => `${c.name ? `${c.name}, the` : "The"} next chapter runs at your own pace, and it opens with a portrait.`,
    () => "A heart that has lived a whole chapter reads portraits with clear eyes.",
    () => "Here is good company for the pages ahead, sketched with hope and no hurry.",
    (c) => `Fresh pages suit you${aside(c)}, and this one sketches someone your chart finds easy to be with.`,
    () => "Experience makes a good reader of portraits, and you bring plenty of it to this one.",
  ],
};

/** The soulmate as a noun phrase, by status. */
const SUBJECTS: Record<SketchStatus, readonly string[]> = {
  single: [
    "the soulmate your chart sketches",
    "the person this story imagines",
    "the one drawn here",
    "your soulmate in this story",
  ],
  // The sketch is given its own birthday and sky, so it is never called the buyer's real partner: a buyer in a
  // relationship read "the old reading of Mars there makes your partner…" as the book inventing a sign for them.
  "just-curious": [
    "your hypothetical soulmate",
    "the soulmate of this what-if",
    "the stars' best guess",
    "this imaginary companion",
  ],
  divorced: [
    "the person this chapter imagines",
    "the companion your chart sketches",
    "the soulmate of this story",
    "the person drawn here",
  ],
};

/** What the soulmate's element brings, as noun phrases. */
const ELEMENT_GIFTS: Record<Element, readonly string[]> = {
  fire: [
    "warmth, nerve and a readiness to begin",
    "a quick heat that turns plans into outings",
    "courage worn lightly",
    "an enthusiasm that is hard to refuse",
    "a generous, sparkling energy",
  ],
  earth: [
    "patience, good sense and a love of real things",
    "a steadiness you could lean a life against",
    "practical kindness and an unhurried calm",
    "a loyalty shown in deeds",
    "a feel for texture, taste and craft",
  ],
  air: [
    "curiosity, fairness and an easy way with words",
    "a light touch and a roaming mind",
    "ideas, laughter and a sense of perspective",
    "a clear head and a sociable heart",
    "a gift for keeping a conversation aloft",
  ],
  water: [
    "feeling, memory and a quiet intuition",
    "a tenderness deeper than it shows",
    "an instinct for what goes unsaid",
    "a protective, devoted sort of care",
    "an imagination with real depth to it",
  ],
};

type ElementLine = (who: string, mine: Element, theirs: Element, gift: string) => string;

const ELEMENT_LINES: readonly ElementLine[] = [
  (who, mine, theirs, gift) =>
    `${capitalise(mine)} is answered by ${theirs}, so ${who} tends to carry ${theirs}: ${gift}.`,
  (who, mine, theirs, gift) =>
    `${capitalise(who)} tends to carry ${theirs}, the element paired with your ${mine}, and with it ${gift}.`,
  (who, mine, theirs, gift) => `Your ${mine} is traditionally matched with ${theirs}, which lends ${who} ${gift}.`,
  (who, mine, theirs, gift) => `By the old reckoning ${theirs} completes ${mine}, so ${who} would bring ${gift}.`,
  // Not "the person drawn here is drawn from it" (a buyer's review).
  (who, mine, theirs, gift) => `Astrologers set ${theirs} beside ${mine}, and ${who} takes from ${theirs} ${gift}.`,
];

/** What the shared modality looks like in a person, as noun phrases. */
const MODALITY_GIFTS: Record<Modality, readonly string[]> = {
  cardinal: [
    "a knack for beginnings",
    "a habit of opening doors",
    "an eagerness to get things started",
    "a readiness to lead the way",
    "the energy of a fresh start",
  ],
  fixed: [
    "real staying power",
    "a loyalty that holds its course",
    "the patience to see things through",
    "a steadiness that outlasts fashions",
    "a heart that keeps its word",
  ],
  mutable: [
    "a gift for change",
    "an easy way with detours",
    "the grace to adapt",
    // Not "curiosity about every turn in the road", which ran on into "to whatever two people build" (review 31).
    "a curiosity that never tires",
    "a way of taking life as it comes",
  ],
};

/**
 * The sketch's modality, from the sign it is born under (its birthday's sun), never from a sign it is
 * not: the sketch is given one sign, and the book says only that one. `opposite` is true when the
 * sketch's sign is the buyer's opposite, the old place of partnership, which the line may then say.
 */
type ModalityLine = (c: StoryContext, sign: string, opposite: boolean, modality: Modality, gift: string) => string;

const MODALITY_LINES: readonly ModalityLine[] = [
  (c, sign, opp, mod, gift) =>
    `${sign}, ${opp ? "your opposite sign and this sketch's own" : "the sign of this sketch"}, lends ${c.p.him} ${an(mod)} nature: ${gift}.`,
  (c, sign, opp, mod, gift) =>
    `Born under ${sign}${opp ? ", across the wheel from you" : ""}, ${c.p.he} keeps ${an(mod)} rhythm: ${gift}.`,
  (c, sign, _opp, mod, gift) => `As ${an(sign)}, ${c.p.he} is ${mod} at heart, with ${gift}.`,
  (c, sign, opp, mod, gift) =>
    `${sign}${opp ? ", your opposite sign," : ""} is ${an(mod)} sign, so ${c.p.he} carries its ${mod} gift, ${gift}.`,
  (c, sign, opp, mod, gift) =>
    `The sketch's sign, ${sign}${opp ? ", your own opposite" : ""}, gives ${c.p.him} its ${mod} quality: ${gift}.`,
];

type SuitedLine = (c: StoryContext, names: readonly string[], mine: Element, theirs: Element) => string;

// The one tradition the book follows (docs/decisions/0065): a sign is suited by the signs of the element
// paired with its own, fire with air and earth with water, the element the soulmate is drawn in.
// The element lines already give the pairing of the elements; these only name the signs it suits (a buyer's review
// read "Astrologers set water beside earth" and then "Tradition matches earth with water" on one page).
// Named for the pairing of the elements, the tradition they come from: "the old almanacs" was a source the book had
// made up, and a reader who knew other tables (Taurus and Capricorn for Virgo) took it as a claim about them (review 30).
const SUITED_LINES: readonly SuitedLine[] = [
  (c, names, _mine, theirs) => `The signs said to suit ${c.sign} are the ${theirs} signs, ${listOf(names)}.`,
  (c, names, mine, theirs) =>
    `Pair ${mine} with ${theirs}, as astrology's scheme of the elements does, and the signs that suit ${c.sign} are ${listOf(names)}.`,
  (c, names, _mine, theirs) => `Read by the elements, ${c.sign} is suited by the ${theirs} signs, ${listOf(names)}.`,
  (c, names, mine, theirs) =>
    `${listOf(names)}, the ${theirs} signs, are the ones the pairing of ${mine} with ${theirs} gives ${c.sign}.`,
  // "By element" read as Cancer's own element-mates, Scorpio and Pisces (review 38): the pairing is named.
  (c, names, mine, theirs) =>
    `If a sign were pencilled in beside ${c.sign} by the old pairing of ${mine} with ${theirs}, it would be ${listOf(names, "or")}.`,
  (c, names, _mine, theirs) => `By element, ${c.sign} is given the ${theirs} signs, ${listOf(names)}.`,
];

/** Traits for the card, by the soulmate's element and modality. */
const ELEMENT_TRAITS: Record<Element, readonly string[]> = {
  fire: [
    "a ready laugh",
    "a brave streak",
    "contagious enthusiasm",
    "a generous spark",
    "a habit of saying yes",
    "big-hearted honesty",
    "restless good humour",
    "a flair for occasions",
  ],
  earth: [
    "an easy laugh",
    "patient hands",
    "a word that holds",
    "a love of good food",
    "quiet loyalty",
    "practical kindness",
    "an unhurried calm",
    "a green thumb",
  ],
  air: [
    "a curious mind",
    "an easy way with words",
    "a sense of fairness",
    "a light touch",
    "a talent for perspective",
    "a sociable heart",
    "a gift for good questions",
    "a dry wit",
  ],
  water: [
    "a tender intuition",
    "a long memory for kindness",
    "a protective streak",
    "a soft voice",
    "a feel for moods",
    "a deep loyalty",
    "a quiet imagination",
    "an artist's eye",
  ],
};

const MODALITY_TRAITS: Record<Modality, readonly string[]> = {
  cardinal: ["a knack for first steps", "a plan at the ready", "plenty of initiative", "a go-first spirit"],
  fixed: ["staying power", "a habit of keeping promises", "a constant heart", "stubborn devotion"],
  mutable: ["a flexible spirit", "a love of detours", "a talent for change", "an easy-going nature"],
};

/**
 * Three to five traits, from the element's list and one or two from the modality's, no two ending on one word: "a
 * steady heart, a dry wit and a sociable heart" was read in a book and on its card (review 27).
 */
function traitsOf(r: SeededRandom, element: Element, modality: Modality): string[] {
  const traitCount = r.int(3, 5);
  const modalityCount = traitCount === 5 ? 2 : 1;
  const fromElement = r.sample(ELEMENT_TRAITS[element], traitCount - modalityCount);
  const last = (trait: string) => trait.split(" ").at(-1);
  const taken = new Set(fromElement.map(last));
  // Drawn as before; a trait that would end on a word already taken gives way to the next of its list that does not.
  const list = MODALITY_TRAITS[modality];
  const drawn = r.sample(list, modalityCount);
  const fromModality: string[] = [];
  for (const trait of drawn) {
    // Free: ends on a word not yet taken, and is neither kept already nor another of those drawn.
    const free = (t: string) => !taken.has(last(t)) && !fromModality.includes(t) && (t === trait || !drawn.includes(t));
    const kept = free(trait) ? trait : (list.find(free) ?? trait);
    fromModality.push(kept);
    taken.add(last(kept));
  }
  return r.shuffle([...fromElement, ...fromModality]);
}

type TraitsLine = (c: StoryContext, t: readonly [string, string, string]) => string;

const TRAITS_LINES: readonly TraitsLine[] = [
  (_c, [a, b, d]) => `Picture ${a}, ${b} and ${d}, and leave the face to your own imagination.`,
  (c, [a, b, d]) => `The sketch draws ${a}, ${b} and ${d}, and leaves the rest of ${c.p.him} a mystery.`,
  (_c, [a, b, d]) => `In a line: ${a}, ${b} and ${d}.`,
  (_c, [a, b, d]) => `${capitalise(a)}, ${b} and ${d} are the marks this sketch gives.`,
];

/** What the soulmate may notice first about the buyer, by the sign of the buyer's birth moon (0079); each ends its sentence. */
const NOTICED: Record<StarSign, readonly string[]> = {
  aries: [
    "the way you walk in as if expected",
    "how readily you say yes to a plan",
    "your habit of starting before the instructions",
    "the spark that shows when something is unfair",
    "the speed and honesty of your laugh",
  ],
  taurus: [
    "the calm you bring to a noisy room",
    "how carefully your hands hold things",
    "the way you make an ordinary evening feel like an occasion",
    "a voice that never needs raising",
    "your loyalty to the people you love",
  ],
  gemini: [
    "the quickness of your questions",
    "how your stories wander and still come home",
    "how easily you talk to strangers",
    "the glint that shows just before a joke",
    "your knack for knowing a little of everything",
  ],
  cancer: [
    "the way you look after everyone else first",
    "how you remember the small things people say",
    "a kindness you never announce",
    "the warmth you keep for people you trust",
    "how any room you sit in feels like home",
  ],
  leo: [
    "the warmth of your full attention",
    "a laugh that fills the room",
    "the generosity of your praise",
    "the way you carry yourself",
    "a loyalty you never keep quiet about",
  ],
  virgo: [
    "the care you give the small details",
    "the way you notice what others miss",
    "your steady, dependable warmth",
    "a dry wit that lands perfectly",
    "the clarity of your thinking",
  ],
  libra: [
    "your grace with people",
    "the way you make sure everyone in a room is heard",
    "your eye for a lovely colour or phrase",
    "how carefully you listen to both sides",
    "a charm that never feels rehearsed",
  ],
  scorpio: [
    "how closely you listen",
    "how little you miss",
    "the intensity you bring to what you love",
    "a privacy that makes confidences precious",
    "your steadiness when things get hard",
  ],
  sagittarius: [
    "your appetite for the next horizon",
    "your cheerful and unfiltered honesty",
    "the way you turn detours into adventures",
    "a laugh that carries across a room",
    "how easily you make a plan sound fun",
  ],
  capricorn: [
    "your quiet competence",
    "the dry humour under the serious face",
    "the way you keep your word",
    "how far ahead you think",
    "the patience with which you build",
  ],
  aquarius: [
    "the originality of your mind",
    "how you treat the barista and the boss alike",
    "your odd and brilliant ideas",
    "how you stand up for people who are not there",
    "the independence in the way you move",
  ],
  pisces: [
    "the softness in your eyes",
    "how easily you imagine",
    "your gentleness with anyone who is struggling",
    "a dreaminess that turns out to be wise",
    "the music you hear in ordinary days",
  ],
};

type NoticeLine = (c: StoryContext, noticed: string) => string;

/** The birth moon's sign that what is noticed first is read from: the one it ended the day in. */
const noticedMoon = (c: StoryContext): StarSign =>
  c.chart.moonSigns[1] ?? c.chart.moonSigns[0] ?? c.chart.noonSigns.Moon;

// The book makes no forecast (0061) and, beside a partner, tells nothing of the real person's past: what the
// sketch notices is said in the present tense, as the sketch's, never as what someone will or did do.
const NOTICE_LINES: readonly NoticeLine[] = [
  // The trait is the tradition's reading of the birth moon, said so: "What he notices first about you is the dry humour
  // under the serious face" read as a claim the book had made up about the buyer (review 36).
  (c, x) =>
    `What ${c.p.he} notices first about you, as the old books read your birth moon in ${SIGN_FACTS[noticedMoon(c)].name}, is ${x}.`,
  (c, x) =>
    `What catches ${c.p.his} eye first, if the old reading of your moon in ${SIGN_FACTS[noticedMoon(c)].name} holds, is ${x}.`,
  // Every wording says whose reading it is: "the way you notice what others miss" read as invented (review 37).
  (c, x) =>
    `Drawn this way, ${c.p.he} is the sort who notices, before anyone else, ${x}, as the old books read your moon in ${SIGN_FACTS[noticedMoon(c)].name}.`,
  (c, x) =>
    `In this picture ${c.p.he} is quick to notice ${x}, the gift the old reading gives your birth moon in ${SIGN_FACTS[noticedMoon(c)].name}.`,
  (c, x) =>
    `The picture has ${c.p.him} noticing, early and gladly, ${x}, which is how the old books read your birth moon in ${SIGN_FACTS[noticedMoon(c)].name}.`,
];

/** How it feels to be with the soulmate, by the soulmate's element (the buyer's is its complement). */
const FEEL_LINES: Record<Element, readonly Written[]> = {
  fire: [
    (c) => `Being with ${c.p.him} feels like a good fire on a cold night: warmer, braver, more awake.`,
    (c) => `Every plan grows bolder once ${c.p.he} joins in, and the days take on a lift.`,
    (c) => `Beside a spirit like ${hers(c)}, ordinary days have a way of turning into occasions.`,
    (c) => `Around ${c.p.him} you may find yourself laughing sooner and daring a little more.`,
    (c) => `A day with ${c.p.him} rarely goes to plan, and it usually goes better.`,
  ],
  earth: [
    (c) => `Being with ${c.p.him} feels like warm floorboards under bare feet: steady, with nowhere else to be.`,
    (c) => `${c.p.He} shows love in the doing: the tank filled, the tea made, the umbrella packed.`,
    (c) => `Time with ${c.p.him} moves at the pace of a slow holiday morning, unhurried and full.`,
    (c) => `Around ${c.p.him} the world stops wobbling; ${c.p.his} calm is the kind you can lean on.`,
    (c) => `Near a patience like ${hers(c)}, your moods always have somewhere soft to land.`,
  ],
  air: [
    (c) => `Being with ${c.p.him} feels like a window thrown open, lighter and full of wandering talk.`,
    (c) => `With ${c.p.him} an errand becomes a conversation, and a conversation becomes an evening.`,
    (c) => `Around ${c.p.him} you would be given room, and the room would make you want to stay.`,
    (c) => `Hours with ${c.p.him} pass easily and quickly; you forget to look at the clock.`,
    (c) => `A mind like ${hers(c)} can lift your fire higher without crowding it.`,
  ],
  water: [
    (c) => `Being with ${c.p.him} feels like being understood before you finish the sentence.`,
    (c) => `${c.p.He} reads moods like weather, and with ${c.p.him} a quiet evening says plenty.`,
    (c) => `Around ${c.p.him} the hard edges soften, the way a creek smooths a stone.`,
    (c) => `Time with ${c.p.him} runs deep rather than loud: long talks and small kindnesses.`,
    (c) => `Beside a heart as tidal as ${hers(c)}, you rarely wonder whether you matter.`,
  ],
};

type SeasonLine = (c: StoryContext, sign: string, span: string, day: string) => string;

/**
 * The suited sign's weeks as the sketch's own birthday, never as a time to meet: the book is not a
 * forecast (docs/decisions/0061). The sign is one of the three the pairing allows, said so: "the tradition would give
 * him a birthday while the sun is in Gemini" read as the tradition's own pick (review 35). A named season is never used: spring in Sydney is autumn in London.
 * `day` is the one day of those weeks the sketch is given, with its weekday and moon
 * ("3 December 1987, a Thursday, under a waxing gibbous moon"); the portrait's other sketch lines read its sky.
 */
const SEASON_LINES: Record<SketchStatus, readonly SeasonLine[]> = {
  single: [
    (_c, s, span, day) =>
      `If this sketch had a birthday, the old pairings would allow the sun's weeks in ${s} among others, ${span}: say ${day}.`,
    (c, s, span, day) =>
      `The tradition would let ${c.p.him} be born while the sun is in ${s}, one of the signs it pairs with yours, somewhere ${span}; this sketch takes ${day}.`,
    (c, s, span, day) =>
      `Drawn by the old pairings, ${c.p.his} birthday could come round with the sun in ${s}, one of the signs they suit to yours, ${span}, and the sketch takes ${day}.`,
  ],
  "just-curious": [
    (_c, s, span, day) =>
      `Purely for fun, the tradition would allow this sketch a birthday with the sun in ${s}, one of its choices, ${span}: let it be ${day}.`,
    (_c, s, span, day) =>
      `If the sketch had a birthday, the pairing of the elements could choose the sun's weeks in ${s}, among others, ${span}; pick ${day}, just for fun.`,
    (c, s, span, day) =>
      `In the tradition's picture, ${c.p.he} could have been born while the sun was in ${s}, one of the signs it suits to yours, ${span}; this what-if takes ${day}.`,
  ],
  divorced: [
    (c, s, span, day) =>
      `The old pairings would allow ${c.p.his} birthday in the sun's weeks in ${s}, one of their choices, ${span}; take ${day}, a picture rather than a plan.`,
    (_c, s, span, day) =>
      `If this sketch had a birthday, the tradition could choose the sun's weeks in ${s}, among others, ${span}: say ${day}.`,
    (c, s, span, day) =>
      // "Was born" stated a birthday of a real person as fact, and "somewhere in between" read badly (a review).
      `By the pairing of the elements ${c.p.he} might have been born with the sun in ${s}, one of the signs it allows, somewhere ${span}; this sketch takes ${day}, and that is all it claims.`,
  ],
};

/** How a person acts, by the tradition's reading of Mars in each sign: completes "someone who …". */
const MARS_STYLE: Record<StarSign, string> = {
  aries: "moves fast and likes to go first",
  taurus: "moves unhurriedly and finishes whatever is started",
  gemini: "does two things at once and talks through both",
  cancer: "acts to look after people, quietly and first",
  leo: "acts with flair and puts a whole heart into it",
  virgo: "acts with care, mending and improving as a matter of course",
  libra: "acts with tact and weighs both sides before moving",
  scorpio: "acts with quiet intensity and does not give up",
  // Not "with a bag half packed", which read as one foot out of the door in a couple's book (review 30).
  sagittarius: "acts on enthusiasm and is the first to suggest an adventure",
  capricorn: "acts with patience and usually has a plan",
  aquarius: "acts on principle, often in an original way",
  pisces: "acts on intuition, gently and with imagination",
};

/**
 * What time with a person is like, by the sign their Venus stood in: completes "time in … company …". By the sign,
 * not its element: four endings were shared by a quarter of all books, and the earth one said "time" twice ("moves at
 * an unhurried pace, with time for the small things"; review 25). Each stays clear of the sign's VENUS_STYLE words.
 */
const VENUS_TIME: Record<StarSign, string> = {
  aries: "has a quick pulse, plans made on the doorstep",
  taurus: "slows to the pace of a walk with nowhere to be",
  gemini: "skips from one thing to the next, an errand turning into an evening",
  cancer: "feels like a lamp left on for you",
  leo: "turns an ordinary evening into something worth dressing for",
  virgo: "comes with a hinge mended here and a lost key found there",
  libra: "has a grace to it, the good chair always offered",
  scorpio: "goes quiet, then honest, in talk that lasts past midnight",
  sagittarius: "tends to end up somewhere neither of you planned",
  capricorn: "has the steadiness of a well-laid stone path",
  aquarius: "is full of odd ideas and easy silences",
  pisces: "drifts, in the best way, like a slow tide",
};

/** The sketch's birthday and its sky: a day in the suited sign's weeks, with what a date without a time makes certain. */
type Sketch = {
  /** "3 December 1987, a Thursday, under a waxing gibbous moon". */
  day: string;
  /** "3 December 1987". */
  date: string;
  chart: ChartDay;
};

/** "about 12 degrees into Leo", "between Leo and Virgo": where a body of the sketch's chart stood. */
function sketchPlace(found: ChartDay["planets"][number] | undefined): string {
  const [sign, next] = found?.signs ?? [];
  if (!sign) return "";
  if (next) return `between ${SIGN_FACTS[sign].name} and ${SIGN_FACTS[next].name}`;
  const d = found?.degree ?? 0;
  return `${wholeDegrees(d)} into ${SIGN_FACTS[sign].name}`;
}

/**
 * The sketch's birthday: a day two to twenty-six days after the suited sign's usual start, in the
 * buyer's birth year, so the sun stood in that sign all day. Its weekday is named unless it is the
 * buyer's own (the book names the buyer's weekday once), and its moon by the eight phases.
 */
function sketchOf(c: StoryContext, sign: StarSign, r: SeededRandom): Sketch {
  const [month, first] = SIGN_STARTS[sign];
  const at = new Date(Date.UTC(c.inputs.birthday.year, month - 1, first + r.int(2, 26), 12));
  const birthday = { day: at.getUTCDate(), month: at.getUTCMonth() + 1, year: at.getUTCFullYear() };
  const chart = chartOn(birthday, null);
  const phase = moonPhaseOn(birthday)
    .name.toLowerCase()
    .replace(/ moon$/, "");
  const weekday =
    chart.weekday === c.chart.weekday ? "the same day of the week as your own birthday" : `a ${chart.weekday}`;
  const date = formatBirthday(birthday);
  return { day: `${date}, ${weekday}, under ${an(phase)} moon`, date, chart };
}

/** The sketch's Mars, read as how the person acts. */
function sketchMars(c: StoryContext, sketch: Sketch): string {
  const mars = sketch.chart.planets.find((p) => p.planet === "Mars");
  // Read by the sign it stood in at noon: a planet "between Taurus and Gemini" that day is read as it stood.
  const sign = sketch.chart.noonSigns.Mars;
  if (!mars) return "";
  // "His birthday", not "the sketch's": a buyer's review counted "sketch" eight times on one portrait.
  return `On ${c.p.his} birthday Mars stood ${sketchPlace(mars)}, and the old reading of Mars there makes ${c.p.him} someone who ${MARS_STYLE[sign]}.`;
}

/**
 * The sketch's Venus, read as how the person loves, and what time with them is like. It names the
 * sketch's birthday, since the reader's own Venus may stand in the sentence before (0065).
 */
function sketchVenus(c: StoryContext, sketch: Sketch): string {
  const venus = sketch.chart.planets.find((p) => p.planet === "Venus");
  // Read by its sign at noon (Venus 0.6 degrees into Gemini was once given the Taurus reading: a buyer's check).
  const sign = sketch.chart.noonSigns.Venus;
  if (!venus) return "";
  // The reader's own Venus may be read in the same sign: say so rather than repeat its reading word for word.
  const [own, ownNext] = c.chart.planets.find((p) => p.planet === "Venus")?.signs ?? [];
  if (own === sign && !ownNext)
    return `On ${c.p.his} birthday Venus stood ${sketchPlace(venus)}, the sign your own Venus held, so the two of you would share a way of loving, and time in ${c.p.his} company ${VENUS_TIME[sign]}.`;
  return `On ${c.p.his} birthday Venus stood ${sketchPlace(venus)}, so ${c.p.he} loves ${VENUS_STYLE[sign].loves}, and time in ${c.p.his} company ${VENUS_TIME[sign]}.`;
}

/** ", and on the sketch's birthday the sun stood about 9 degrees into Gemini": the suited sign's sun, that day. */
function sketchSun(c: StoryContext, sketch: Sketch, sign: StarSign): string {
  const d = sketch.chart.sunDegree;
  if (d === null) return "";
  return `, and on ${c.p.his} birthday the sun stood ${d <= 1 ? "about a degree" : `about ${d} degrees`} into ${SIGN_FACTS[sign].name}`;
}

/**
 * The portrait's mark of what it is, in one short sentence naming the day the sketch borrows (so it is this
 * portrait's own). The book's one disclaimer is on its last page (decision 0090): a buyer's review counted four and found
 * they undercut what was paid for, so this says only that the portrait is a symbol.
 */
const FRAMINGS: readonly ((day: string) => string)[] = [
  (day) => `All of this, ${day} included, is symbolic.`,
  (day) => `Read it, ${day} and all, as a symbolic story.`,
  (day) => `The sketch's birthday, ${day}, is as symbolic as the rest of it.`,
  (day) => `Even ${day} is only a symbol here, like every line of this portrait.`,
  (day) => `This portrait, ${day} and all, is a symbolic story.`,
];

const CLOSINGS: Record<Status, readonly Written[]> = {
  single: [
    () => "Keep the sketch somewhere handy, and see which lines ring true.",
    () => "Hold it lightly; the best portraits are finished by living.",
    () => "Let it be a pleasant thing to wonder about on a slow afternoon.",
    () => "Enjoy the picture, and enjoy your own company while it stays a picture.",
  ],
  // Of the buyer's own love: nothing here asks the real partner to be measured against it (0075).
  "in-relationship": [
    () => "Whatever fits, keep; whatever does not, laugh about together.",
    () => "Love that is lived in is always a little unfinished, and that is half the joy.",
    () => "Read it when you like, and keep the lines that sound like you.",
    () => "The rest of the portrait is written every ordinary day, by the two of you.",
  ],
  "just-curious": [
    () => "Not bad for a what-if.",
    () => "File it under things to smile about later.",
    () => "Curious is a fine way to stay.",
    () => "You may raise an eyebrow now; it was written to be read that way.",
  ],
  divorced: [
    () => "Take what helps and leave the rest; this chapter runs on your timetable.",
    () => "The pages ahead are unwritten, and that is a hopeful thing.",
    () => "Hope looks good on you, and there is no rush to spend it.",
    () => "Let this be a kind page in a book that is still being written.",
  ],
  widowed: [
    () => "Take from it only what comforts you.",
    () => "There is no timetable here, only good wishes.",
    () => "May your days be well accompanied, in whatever way feels right.",
    () => "May the people around you be as gentle with you as you are with them.",
  ],
};

/** How the soulmate carries ${him}self, by ${his} element: bearing, hands, voice and habits, never a face. */
const PRESENCE_LINES: Record<Element, readonly Written[]> = {
  fire: [
    (c) =>
      `You might pick ${c.p.him} out across a room by the way ${c.p.he} moves, quick and sure, as if the next thing were already decided.`,
    (c) => `${c.p.His} hands are rarely still: they sketch a plan in the air, drum a table, reach for the door first.`,
    (c) =>
      `${c.p.He} talks with ${c.p.his} whole body, and ${c.p.his} voice carries, warm and a little too loud when the story is good.`,
    (c) => `${c.p.He} keeps a coat by the door and a bag half packed, in case the evening turns into an outing.`,
  ],
  earth: [
    (c) => `You might know ${c.p.him} by ${c.p.his} hands first: capable, a little weathered, good at mending things.`,
    (c) => `${c.p.He} stands easily, weight settled, the sort of person who looks at home in any kitchen.`,
    (c) => `${c.p.His} voice is unhurried and low, and ${c.p.he} says a thing once and means it.`,
    (c) => `${c.p.He} keeps a few good things for years: a jacket, a pan, a friendship, all well looked after.`,
  ],
  air: [
    (c) =>
      `You might notice ${c.p.him} by ${c.p.his} voice before anything else: bright, curious, already halfway into a question.`,
    (c) =>
      `${c.p.He} moves lightly, leans in to listen, and gestures with a pen ${c.p.he} forgot ${c.p.he} was holding.`,
    (c) => `${c.p.His} pockets hold a book, a ticket stub and a note to follow something up.`,
    (c) => `${c.p.He} is easy to spot in a crowd: the person talking to the stranger everyone else walked past.`,
  ],
  water: [
    (c) =>
      `You might know ${c.p.him} by ${c.p.his} stillness: the person who listens with ${c.p.his} whole attention and speaks a little softer than the room.`,
    (c) => `${c.p.His} hands are gentle and careful, the kind that hold a cup with both palms on a cold day.`,
    (c) => `${c.p.He} keeps small things that mean a great deal: letters, shells, a photograph worn at the corners.`,
    (c) => `${c.p.His} voice drops when something matters, and you learn to lean closer to hear it.`,
  ],
};

/** How the tradition reads Venus in each sign: how the reader loves, and what answers it. */
export const VENUS_STYLE: Record<StarSign, { loves: string; answer: string }> = {
  aries: { loves: "boldly, saying so first", answer: "is glad to be chased and quick to chase back" },
  taurus: {
    loves: "through the senses and through steadiness",
    answer: "shows up, stays, and is still there to cook dinner the next night",
  },
  gemini: { loves: "through talk, wit and play", answer: "can keep a conversation going for years" },
  cancer: {
    loves: "by caring and making a place feel like home",
    answer: "is glad to be looked after and looks after you in return",
  },
  leo: { loves: "warmly and generously, with a sense of occasion", answer: "is proud to stand beside you and says so" },
  virgo: {
    loves: "through careful, practical kindness",
    answer: "notices the small things you do and does them in return",
  },
  libra: { loves: "through courtesy, fairness and beauty", answer: "meets you halfway without keeping score" },
  scorpio: { loves: "deeply and without half measures", answer: "can be trusted with what you tell no one else" },
  sagittarius: {
    loves: "freely, with a taste for adventure",
    answer: "says yes to the next adventure, and sometimes leads it",
  },
  capricorn: { loves: "slowly and for keeps", answer: "builds something with you, a year at a time" },
  aquarius: { loves: "as a friend first, with room to breathe", answer: "gives you room and trusts you with it" },
  pisces: { loves: "tenderly, with imagination and devotion", answer: "is gentle with your dreams" },
};

/** What settles a person, by the sign the moon stood in on their birthday, as the moon-sign tradition reads each. */
const MOON_COMFORT: Record<StarSign, string> = {
  aries: "something to do and the freedom to start it at once",
  taurus: "a good meal, soft things to hand and a familiar routine",
  gemini: "a long talk and room to think out loud",
  cancer: "home, the people who belong to it and being looked after",
  leo: "warmth, a little praise and people glad to see you",
  virgo: "a tidy room, a useful task and a quiet evening",
  libra: "good company, a calm room and things in balance",
  scorpio: "one person you trust completely and time to feel things through in private",
  sagittarius: "an open road, a new idea and something to look forward to",
  capricorn: "a plan, a finished job and a quiet hour after it",
  aquarius: "friends, a cause worth caring about and room to be yourself",
  pisces: "being listened to, closely and without hurry, and time to drift",
};

type ChartLine = (c: StoryContext, who: string) => string | null;

/** The reader's Venus on the birthday, as the tradition reads it. */
const VENUS_PORTRAIT: ChartLine = (c, who) => {
  const venus = c.chart.planets.find((p) => p.planet === "Venus");
  const [sign, next] = venus?.signs ?? [];
  if (!sign) return null;
  const style = VENUS_STYLE[sign];
  if (next)
    return `On your birthday Venus was passing from ${SIGN_FACTS[sign].name} into ${SIGN_FACTS[next].name}, and the tradition reads that as loving ${style.loves} and ${VENUS_STYLE[next].loves}; the tradition pictures ${who} as someone who ${style.answer}.`;
  return `On your birthday Venus stood in ${SIGN_FACTS[sign].name}, and the old reading says you love ${style.loves}, and the tradition pictures ${who} as someone who ${style.answer}.`;
};

/**
 * The reader's moon sign (or the two it moved between that day), as the tradition reads it, and what the
 * sketch knows of it. `sketchKnows` is false beside a partner, where there is no sketch to know anything.
 */
function moonPortrait(c: StoryContext, sketchKnows: boolean): string | null {
  const [sign, next] = c.chart.moonSigns;
  if (!sign) return null;
  const comfort = MOON_COMFORT[sign];
  // Twelve wordings, taken by the year and the day of the month, so books of one moon sign differ.
  // The sketch's, in the present tense: no forecast of what a real person will learn.
  // Said of you, so "it" has no doubt about what: "she has a memory for it" had none (review 30).
  const learns = [
    `in this sketch ${c.p.he} knows that about you`,
    `${c.p.he} is someone who notices that`,
    `${c.p.he} keeps that in mind`,
  ][c.inputs.birthday.day % 3] as string;
  const semi = sketchKnows ? `; ${learns}` : "";
  const and = sketchKnows ? `, and ${learns}` : "";
  const pick = (lines: readonly string[]) => lines[c.inputs.birthday.year % lines.length] as string;
  if (next) {
    const other = MOON_COMFORT[next];
    // Both, as days differ: "…, or else …" read as the book hedging (review 26).
    const both = other === comfort ? comfort : `${comfort}, and by turns ${other}`;
    const from = SIGN_FACTS[sign].name;
    const to = SIGN_FACTS[next].name;
    return pick([
      `The moon moved from ${from} into ${to} on the day you were born, and by the old reading what settles you is ${both}${semi}.`,
      `On your birthday the moon crossed from ${from} into ${to}, which the old reading takes to mean you are settled by ${both}${and}.`,
      `Your birthday moon began in ${from} and ended in ${to}; read the old way, what settles you is ${both}${and}.`,
      `The old reading of a moon that left ${from} for ${to} on your birthday says what settles you is ${both}${and}.`,
    ]);
  }
  const kept = SIGN_FACTS[sign].name;
  return pick([
    `The moon kept to ${kept} all through the day you were born, and by the old reading what settles you is ${comfort}${semi}.`,
    `With the moon in ${kept} from one midnight to the next on your birthday, the old reading says you are settled by ${comfort}${and}.`,
    `Your birthday moon stayed in ${kept} from start to finish; read the old way, what settles you is ${comfort}${and}.`,
    `The old reading of a moon that held to ${kept} all through your birthday says what settles you is ${comfort}${and}.`,
  ]);
}

const MOON_PORTRAIT: ChartLine = (c) => moonPortrait(c, true);

/**
 * The portrait's sections in an order read from the chart: the soulmate's element decides which
 * part leads, and the relationship status where the traits and the reader's own chart fall. The
 * opening comes first and the symbolic framing last, always.
 */
type Section = "presence" | "element" | "suited" | "traits" | "noticed" | "feel" | "venus" | "moon";
const SECTION_ORDER: Record<Element, readonly (readonly Section[])[]> = {
  fire: [
    ["presence", "element", "venus"],
    ["noticed", "feel", "traits"],
    ["moon", "suited"],
  ],
  earth: [
    ["element", "suited", "presence"],
    ["venus", "feel", "moon"],
    ["noticed", "traits"],
  ],
  air: [
    ["noticed", "element", "presence"],
    ["venus", "traits", "feel"],
    ["suited", "moon"],
  ],
  water: [
    ["feel", "element", "moon"],
    ["presence", "venus", "noticed"],
    ["traits", "suited"],
  ],
};

function sectionOrder(element: Element, status: Status): (readonly Section[])[] {
  const order = SECTION_ORDER[element].map((para) => [...para]);
  // Just curious, each part runs backwards.
  if (status === "just-curious") return order.map((para) => [...para].reverse());
  return order;
}

// ---------------------------------------------------------------------------
// The portrait

/** Extras are added while below this many words over the minimum, so portraits rarely sit at the edge. */
const COMFORT_MARGIN = 10;

type Draft = Omit<Portrait, "paragraphs"> & { pieces: Piece[] };

function draft(c: StoryContext, r: SeededRandom): Draft {
  const status = c.inputs.relationshipStatus;
  // Beside a partner, or widowed, the portrait is of the buyer's own love: no other person is drawn.
  if (status === "in-relationship" || status === "widowed") return coupleDraft(c, r);
  const pairing = SOULMATE_TRAITS[c.inputs.starSign];
  const { element } = pairing.soulmate;
  const mine = pairing.element;

  // The suited signs are one fixed truth per sign, the three of the partner's element in zodiac order;
  // the sketch's birthday falls in one of them, so the sign it is born under is of the element it is drawn in.
  const suited = pairing.complementary;
  const suitedSigns = suited.map((s) => SIGN_FACTS[s].name);
  const seasonSign = r.pick(suited);
  const seasonFacts = SIGN_FACTS[seasonSign];
  const season: PortraitSeason = {
    sign: seasonSign,
    signName: seasonFacts.name,
    dates: seasonFacts.dates,
    span: seasonSpan(seasonFacts.dates),
  };
  // The sketch is born under its season's sign, so it carries that sign's modality, the one the portrait tells.
  const modality = seasonFacts.modality;

  const traits = traitsOf(r, element, modality);
  const [t1 = "", t2 = "", t3 = ""] = traits;

  const who = r.pick(SUBJECTS[status]);
  // What is noticed first is read from the birth moon's sign, not the sun's: two buyers of one sign are seldom
  // noticed for the same thing (the sharing measure, issue 25).
  const noticedLines = NOTICED[noticedMoon(c)];
  const picked = r.pick(noticedLines);
  const [feel, spareFeel] = r.sample(FEEL_LINES[element], 2);
  const sketch = sketchOf(c, seasonSign, r);
  // Not the words the sketch's Mars is read in: Mars in Libra "weighs both sides", and a Libra moon noticed "how
  // carefully you listen to both sides" on the same page (a buyer's review). The next of the moon's lines, no draw.
  const marsWords = MARS_STYLE[sketch.chart.noonSigns.Mars];
  const noticed =
    [picked, ...noticedLines.filter((l) => l !== picked)].find((l) => !sharesPhrase(l, marsWords, 2)) ?? picked;
  const framing = r.pick(FRAMINGS)(sketch.date);

  const title = r.pick([...TITLES[status], ...ELEMENT_TITLES.map((t) => t(element, mine))]);
  type Para = 0 | 1 | 2;
  const core = (text: string, para: Para): Piece => ({ text, para, kind: "core" });
  const optional = (text: string, para: Para): Piece => ({ text, para, kind: "optional" });
  const extra = (text: string, para: Para): Piece => ({ text, para, kind: "extra" });
  const [presence, sparePresence] = r.sample(PRESENCE_LINES[element], 2);
  const fact = (text: string, para: Para) => (text === "" ? [] : [core(text, para)]);
  // The chart's lines name the sketch by the next of the status's nouns, so one portrait never calls it "the person
  // this story imagines" twice (a review); no draw from the random, so every other choice stays as it was.
  const subjects = SUBJECTS[status];
  const other = subjects[(subjects.indexOf(who) + 1) % subjects.length] ?? who;
  const chartLine = (line: ChartLine, para: Para) => {
    const text = line(c, other);
    return text === null ? [] : [core(text, para)];
  };
  const sections: Record<Section, (para: Para) => Piece[]> = {
    // The sketch's own sky leads each part; the element's stock pictures only fill a short portrait.
    presence: (para) => [
      ...fact(sketchMars(c, sketch), para),
      extra((presence as Written)(c), para),
      ...(sparePresence ? [extra(sparePresence(c), para)] : []),
    ],
    element: (para) => [
      core(r.pick(ELEMENT_LINES)(who, mine, element, r.pick(ELEMENT_GIFTS[element])), para),
      core(
        r.pick(MODALITY_LINES)(
          c,
          seasonFacts.name,
          seasonSign === pairing.opposite,
          modality,
          r.pick(MODALITY_GIFTS[modality]),
        ),
        para,
      ),
    ],
    suited: (para) => [
      // Tied to the sketch's own sky: how far the sun had gone into its sign on the sketch's birthday.
      core(
        `${r.pick(SUITED_LINES)(c, suitedSigns, mine, element).replace(/\.$/, "")}${sketchSun(c, sketch, seasonSign)}.`,
        para,
      ),
    ],
    traits: (para) => [optional(r.pick(TRAITS_LINES)(c, [t1, t2, t3]), para)],
    noticed: (para) => [core(r.pick(NOTICE_LINES)(c, noticed), para)],
    feel: (para) => [
      ...fact(sketchVenus(c, sketch), para),
      extra((feel as Written)(c), para),
      ...(spareFeel ? [extra(spareFeel(c), para)] : []),
    ],
    venus: (para) => chartLine(VENUS_PORTRAIT, para),
    // The reader's moon gives way first when the portrait runs long.
    moon: (para) => chartLine(MOON_PORTRAIT, para).map((p) => ({ ...p, kind: "optional" as const })),
  };
  const order = sectionOrder(element, status);

  return {
    title,
    symbols: [`${modality} ${element}`, `${seasonFacts.glyph} ${seasonFacts.name}`, r.pick(PORTRAIT_SYMBOLS)],
    traits,
    suitedSigns,
    element,
    modality,
    season,
    pieces: [
      // The sketch's birthday opens it, so the lines after can read that day's sky; the status's stock
      // opening only fills a short portrait.
      extra(r.pick(OPENINGS[status])(c), 0),
      core(r.pick(SEASON_LINES[status])(c, season.signName, season.span, sketch.day), 0),
      ...order.flatMap((para, i) => para.flatMap((section) => sections[section](i as 0 | 1 | 2))),
      core(framing, 2),
      extra(r.pick(CLOSINGS[status])(c), 2),
    ],
  };
}

// ---------------------------------------------------------------------------
// Beside a partner: a portrait of the love the buyer brings, from the buyer's own sky

/*
 * A buyer in a relationship was sent a sketched man with his own birthday and sky, and read it as
 * a stranger set beside her partner ("if not, no matter"). The book knows nothing of the real
 * partner, so this portrait reads only the buyer's own chart: how they love (Venus), how they act
 * (Mars), what settles them (the moon), and what their element and modality bring to two people.
 * The partner is given no sign, no birthday and no trait (docs/decisions/0075).
 */

const COUPLE_TITLES: readonly ((sign: string) => string)[] = [
  () => "The Love You Bring",
  () => "A Portrait of Two",
  () => "The Heart You Keep at Home",
  (sign) => `${sign} in Love`,
  () => "Two Under One Sky",
  () => "What Your Sky Says of Love",
];

const COUPLE_SYMBOLS = ["two cups on one table", "a shared lamp", "two chairs by one window", "a knot of two threads"];

/** Widowed, the portrait is of the love the buyer carries: no new companion is drawn (a buyer's review). */
const CARRIED_TITLES: readonly ((sign: string) => string)[] = [
  () => "The Love You Carry",
  () => "A Portrait of Your Heart",
  (sign) => `${sign} at Heart`,
  () => "What Your Sky Says of You",
  () => "The Heart You Bring",
];

const CARRIED_SYMBOLS = ["a lamp kept lit", "a well-worn chair", "a letter kept", "a window at dusk"];

// Each names the birthday, so two widowed buyers' portraits do not open alike.
const CARRIED_OPENINGS: readonly Written[] = [
  (c) =>
    `This page draws no stranger${aside(c)}: it is a portrait of the love you carry, read from the sky of ${formatBirthday(c.inputs.birthday)}.`,
  (c) =>
    `The love you have known keeps its own place, so this page reads only the sky of ${formatBirthday(c.inputs.birthday)}: the way you love, and what settles you.`,
  (c) =>
    `Nothing here asks your heart to hurry: this page simply reads the stars of ${formatBirthday(c.inputs.birthday)}, the way the old astrologers would.`,
];

const COUPLE_OPENINGS: readonly Written[] = [
  (c) =>
    `This page draws no stranger${aside(c)}: it is a portrait of the love you already bring home, read from your own sky.`,
  () =>
    "Love already lives at your address, and the only sky this book was given is yours, so this portrait is of the love you bring.",
  (c) =>
    `${c.name ? `${c.name}, the` : "The"} person who shares your days keeps a sky this book was never told, so the old readings here are of you in love.`,
  () =>
    "Two people make a couple, and the stars of only one of them are known here: this page reads those, the way the old astrologers would.",
];

/** How the buyer loves, by their own Venus. */
function coupleVenus(c: StoryContext, r: SeededRandom): string {
  const venus = c.chart.planets.find((p) => p.planet === "Venus");
  const [sign, next] = venus?.signs ?? [];
  if (!sign) return "";
  const name = SIGN_FACTS[sign].name;
  if (next) {
    const to = SIGN_FACTS[next].name;
    return r.pick([
      `On your birthday Venus was passing from ${name} into ${to}, and the old reading takes that to mean you love ${VENUS_STYLE[sign].loves}, and ${VENUS_STYLE[next].loves} as well.`,
      `Venus crossed from ${name} into ${to} on the day you were born, so by the old reading you love both ${VENUS_STYLE[sign].loves} and ${VENUS_STYLE[next].loves}.`,
    ]);
  }
  return r.pick([
    `On your birthday Venus stood in ${name}, and the old reading of Venus there says you love ${VENUS_STYLE[sign].loves}.`,
    `Venus, the planet the old astrologers gave to love, spent your birthday in ${name}, which they read as loving ${VENUS_STYLE[sign].loves}.`,
    `With Venus in ${name} on the day you were born, the tradition says you love ${VENUS_STYLE[sign].loves}.`,
  ]);
}

/**
 * Venus's eight-year round, measured for this buyer: on the birthday eight years on it stood within a
 * degree or two of its place at the birth (astro.ts), a rhythm the Babylonian and Maya astronomers kept.
 */
function coupleVenusRound(c: StoryContext, r: SeededRandom): string {
  const round = venusEightYearsOn(c.inputs.birthday, c.skyFrom.longitude);
  if (!round) return "";
  const near =
    round.degrees < 1
      ? "within a degree of"
      : round.degrees < 2.5
        ? "within about 2 degrees of"
        : `about ${Math.round(round.degrees)} degrees from`;
  return r.pick([
    `Venus keeps an eight-year round with the earth, and on your birthday in ${round.year} it was back ${near} the place it held on the day you were born.`,
    `Eight of the earth's years make almost exactly thirteen of Venus's, so on your birthday in ${round.year} Venus stood ${near} its place at your birth, a rhythm the Babylonian and Maya astronomers both kept.`,
    `By your birthday in ${round.year}, eight years on, Venus had come round to ${near} where it stood when you were born: the planet of love keeps one of the steadiest rhythms in the sky.`,
  ]);
}

/**
 * What the tradition says answers the buyer's Venus: a love, made by two, never a person to measure the real partner
 * against ("best answered by someone who … is still there to cook dinner the next night" read as a test the partner
 * had to pass; review 26).
 */
function coupleAnswer(c: StoryContext, r: SeededRandom): string {
  const sign = c.chart.noonSigns.Venus;
  const answer = VENUS_STYLE[sign].answer;
  return r.pick([
    // The partner by the pronoun of the buyer's answer, never described: the book reads one person's stars (0075).
    `The same books picture the love that answers it as one that ${answer}, something you and your partner build between you, ${c.p.his} part as much as yours.`,
    `The old picture of what answers Venus in ${SIGN_FACTS[sign].name} is a love that ${answer}; what your partner brings to it, ${c.p.he} can tell you better than any chart.`,
    `In the tradition's picture, the love that answers yours is one that ${answer}, whatever shape your own days give it.`,
  ]);
}

/** How the buyer acts, by their own Mars. */
function coupleMars(c: StoryContext, r: SeededRandom): string {
  const sign = c.chart.noonSigns.Mars;
  const name = SIGN_FACTS[sign].name;
  // Mars changed sign that day: both readings, left to the hour of birth, as the Venus line does (Camille's Mars
  // entered Taurus at 17:55 in Lyon, and the portrait read only its noon sign; review 36).
  const [first, next] = c.chart.planets.find((p) => p.planet === "Mars")?.signs ?? [];
  if (first && next) {
    const [before, after] = [SIGN_FACTS[first].name, SIGN_FACTS[next].name];
    // Which side of midday; the hour by the clock is told once, where the book gives Mars's place.
    const when = sign === first ? "later that day" : "that morning";
    return r.pick([
      `Mars, which the old astrologers read as the way a person acts, crossed from ${before} into ${after} ${when}, so its reading turns on your hour: born before, you are someone who ${MARS_STYLE[first]}; born after, someone who ${MARS_STYLE[next]}.`,
      `On your birthday Mars, the planet of drive, left ${before} for ${after} ${when}; the old reading of ${before} makes a person who ${MARS_STYLE[first]}, and of ${after}, one who ${MARS_STYLE[next]}, and your hour of birth says which is yours.`,
    ]);
  }
  return r.pick([
    `Mars, which the old astrologers read as the way a person acts, stood in ${name} at midday on your birthday, and that reading makes you someone who ${MARS_STYLE[sign]}.`,
    `The old reading of Mars, the planet of drive, in ${name}, where it stood at midday on your birthday, makes you someone who ${MARS_STYLE[sign]}.`,
    `At midday on your birthday Mars stood in ${name}; by the old reading, in love as elsewhere, you are someone who ${MARS_STYLE[sign]}.`,
  ]);
}

/** What the buyer's element keeps alive between two people. */
const ELEMENT_ROLE: Record<Element, readonly string[]> = {
  fire: ["keeps a couple moving, with plans and outings", "lights the first spark under a shared plan"],
  earth: ["keeps a household in good order and holds to its word", "turns good intentions into a home"],
  air: ["keeps the talk going and the windows open", "keeps a pair curious about each other"],
  water: ["keeps the feeling in a home and notices who needs looking after", "remembers what was said and how"],
};

/** What the buyer's element keeps alive in a home and among friends. */
const ELEMENT_ROLE_CARRIED: Record<Element, string> = {
  fire: "keeps a home lively and an evening open to company",
  // "And its word given" did not parse (review 37).
  earth: "keeps a home in good order and holds to its word",
  air: "keeps the talk going among friends",
  water: "keeps the feeling in a home and notices who needs looking after",
};

function coupleElement(c: StoryContext, r: SeededRandom, mine: Element, theirs: Element, carried: boolean): string {
  const gift = r.pick(ELEMENT_GIFTS[mine]);
  if (carried)
    return r.pick([
      `${c.sign} is ${an(mine)} sign, and the old books credit ${mine} with ${gift}: it ${ELEMENT_ROLE_CARRIED[mine]}.`,
      // Not "…credits with an enthusiasm that is hard to refuse, the element that…", an appositive left dangling (review 31).
      `Your sun's element is ${mine}, which the tradition credits with ${gift}, and among the people you love, it says, ${mine} ${ELEMENT_ROLE_CARRIED[mine]}.`,
    ]);
  const role = r.pick(ELEMENT_ROLE[mine]);
  return r.pick([
    `${c.sign} is ${an(mine)} sign, and the old books credit ${mine} with ${gift}; between two people, they say, it is the element that ${role}.`,
    `Your sun's element is ${mine}, which the tradition credits with ${gift}, and in a couple, it says, ${mine} ${role}.`,
    `Astrology sets ${theirs} beside ${mine} as its natural partner, yet what it gives ${mine} itself, your sun's element, is ${gift}: it ${role}.`,
  ]);
}

function coupleModality(c: StoryContext, r: SeededRandom, modality: Modality, carried: boolean): string {
  const gift = r.pick(MODALITY_GIFTS[modality]);
  if (carried)
    return r.pick([
      `Being ${an(modality)} sign, ${c.sign} brings ${gift} to the people around you.`,
      `The tradition calls ${c.sign} ${modality}, and gives it ${gift}, a gift the people close to you may recognise.`,
    ]);
  return r.pick([
    `Being ${an(modality)} sign, ${c.sign} brings ${gift} to whatever two people build.`,
    `${c.sign} is ${modality} in the old sorting of the signs, and what it lends a partnership is ${gift}.`,
    `The tradition calls ${c.sign} ${modality}, and gives it ${gift}, a useful thing to bring to a shared life.`,
  ]);
}

/**
 * What is loved first, read from the sign the birth moon stood in, which the sentence names; on a day the moon
 * changed sign, from the sign it moved into, with both named, as the moon page tells the crossing by the clock
 * (a "moon in Sagittarius at midday" read against a crossing at 1 in the afternoon).
 */
function coupleNoticed(c: StoryContext, r: SeededRandom, carried: boolean): string {
  const [first = c.chart.noonSigns.Moon, second] = c.chart.moonSigns;
  const sign = second ?? first;
  const to = SIGN_FACTS[sign].name;
  // The moon's line of the portrait tells its change of sign; this one names only the sign it ended the day in, so
  // the change is not told twice in a row (a review).
  // Said of you throughout: "what they treasure in someone whose moon … put first the softness in your eyes" turned
  // from a third person to the second in one sentence (review 31).
  const moon = second ? `a birthday moon that ended the day in ${to}` : `a birth moon in ${to}`;
  const noticed = r.pick(NOTICED[sign]);
  if (carried)
    return r.pick([
      `By the old character sketches of ${moon}, what the people who love you treasure first in you is ${noticed}.`,
      `Ask the old character sketches of ${moon} what those who love you treasure first in you, and they answer with ${noticed}.`,
    ]);
  return r.pick([
    `By the old character sketches of ${moon}, what a partner learns to treasure first in you is ${noticed}.`,
    `Ask the old character sketches of ${moon} what is loved first in you, and they answer with ${noticed}.`,
    `With your birth moon ${second ? `ending the day in ${to}` : `in ${to}`}, the tradition's portraits of you in love begin with ${noticed}.`,
  ]);
}

/** The opposite sign as the old house of partnership, which the portrait's art draws: not a sign asked of anyone. */
function coupleHouse(c: StoryContext, r: SeededRandom, opposite: StarSign): string {
  const name = SIGN_FACTS[opposite].name;
  return r.pick([
    // "This story", not "this page": the portrait draws the reader's own sign, and the sign across the wheel stands on
    // the meeting page (a senior review).
    `Across the zodiac from ${c.sign} lies ${name}, the seventh sign, where the old astrologers kept the idea of partnership; this story draws its stars beside yours as a symbol of two, not as a sign anyone must have been born under.`,
    `The old astrologers read partnership in the seventh sign from one's own, which for ${c.sign} is ${name}, so this story draws the stars of ${name} beside yours: a picture of two people, not a sign asked of your partner.`,
    `${name}, seventh from ${c.sign} around the zodiac, was the old house of partnership, and its stars stand beside yours in this story for the two of you, whatever signs you were each born under.`,
  ]);
}

/** "heart", unless a trait is one already: "the heart drawn here has … a constant heart in it" (review 37). */
const heartOr = (traits: readonly string[], other: string) =>
  traits.some((t) => /\bheart\b/.test(t)) ? other : "heart";

const CARRIED_TRAITS_LINES: readonly TraitsLine[] = [
  (_c, [a, b, d]) =>
    heartOr([a, b, d], "person") === "heart"
      ? `Put in a line, the heart drawn here has ${a}, ${b} and ${d} in it.`
      : `Put in a line, the person drawn here has ${a}, ${b} and ${d}.`,
  (_c, [a, b, d]) =>
    `${capitalise(a)}, ${b} and ${d}: that is the ${heartOr([a, b, d], "nature")} this chart describes.`,
];

const COUPLE_TRAITS_LINES: readonly TraitsLine[] = [
  (_c, [a, b, d]) => `Put in a line, the love drawn here has ${a}, ${b} and ${d} in it.`,
  (_c, [a, b, d]) => `In a line: ${a}, ${b} and ${d}, the marks your own sky gives your way of loving.`,
  (_c, [a, b, d]) => `${capitalise(a)}, ${b} and ${d}: that is the love this chart describes.`,
];

/**
 * The framing names the sky the portrait was read from by its moon, the phase it stood at and the sign it was in. It
 * named the birthday's month and year once, which made four stock lines read as the buyer's own (decision 0091). No
 * full date: beside a real partner the portrait gives no date that could be read as theirs.
 */
const COUPLE_FRAMINGS: readonly Line[] = [
  (c) => `Like every page here, this portrait, read from your sky under the ${MOON_TEXT[c.phase].symbol}, is symbolic.`,
  // "one of your two skies" was never explained to the reader (a buyer's review).
  (c) => `All of this is symbolic, read from your own sky under the ${MOON_TEXT[c.phase].symbol} and no one else's.`,
  (c) => `Read it as a symbolic story, a portrait from one sky alone: yours, under the ${MOON_TEXT[c.phase].symbol}.`,
  (c) =>
    `This portrait is symbolic, a reading of one person's stars, with the ${MOON_TEXT[c.phase].symbol} in ${SIGN_FACTS[c.chart.noonSigns.Moon].name} at midday.`,
  (c) =>
    `Take it as a symbol, as the whole book is: a heart read from the sky of one ${MOON_TEXT[c.phase].symbol}, with the sun ${sunInSign(c)}.`,
  (c) =>
    `It is symbolic, as the whole book is: what a sky with the sun ${sunInSign(c)} and a ${MOON_TEXT[c.phase].symbol} has to say of you.`,
];

/**
 * "early in Taurus", "midway through Taurus", "late in Taurus": the sun's third of its sign at midday (its decan);
 * "a third of the way through Taurus" on a day it crossed from one third into the next.
 */
function sunInSign(c: StoryContext): string {
  const sign = SIGN_FACTS[c.chart.noonSigns.Sun].name;
  const third = c.chart.sunDecan;
  const crossing = c.chart.sunDecanCrossing;
  if (crossing) return `${crossing[1] === 1 ? "a third" : "two-thirds"} of the way through ${sign}`;
  return third === 0
    ? `early in ${sign}`
    : third === 1
      ? `midway through ${sign}`
      : third === 2
        ? `late in ${sign}`
        : `crossing into ${sign}`;
}

type CoupleSection = "venus" | "mars" | "element" | "modality" | "noticed" | "moon" | "answer" | "house";

/** The sections in an order read from the buyer's element; the opening leads and the framing closes. */
const COUPLE_ORDER: Record<Element, readonly (readonly CoupleSection[])[]> = {
  fire: [
    ["venus", "mars"],
    ["element", "noticed", "moon"],
    ["answer", "house", "modality"],
  ],
  earth: [
    ["element", "venus"],
    ["modality", "mars", "noticed"],
    ["house", "moon", "answer"],
  ],
  air: [
    ["noticed", "venus"],
    ["answer", "element", "moon"],
    ["mars", "modality", "house"],
  ],
  water: [
    ["moon", "venus"],
    ["noticed", "element", "answer"],
    ["mars", "house", "modality"],
  ],
};

function coupleDraft(c: StoryContext, r: SeededRandom): Draft {
  // Widowed, the same portrait of the buyer's own heart, with nothing of a couple or of what answers their love.
  const carried = c.inputs.relationshipStatus === "widowed";
  const pairing = SOULMATE_TRAITS[c.inputs.starSign];
  const mine = pairing.element;
  const theirs = pairing.complement;
  const { modality, opposite } = pairing;
  // The portrait is of the reader's own heart, so its art carries their own sign and element: a buyer's review found
  // a Scorpio widower's "Your heart" drawn with Taurus and earth, and another read an Aries's drawn with Libra as her
  // partner typed. The sign across the wheel stays in the words (the house line) and on the meeting page.
  const heartSign = c.inputs.starSign;
  const heartFacts = SIGN_FACTS[heartSign];
  const season: PortraitSeason = {
    sign: heartSign,
    signName: heartFacts.name,
    dates: heartFacts.dates,
    span: seasonSpan(heartFacts.dates),
  };
  // The card's traits are the buyer's own: the element and modality of the buyer's sign.
  const traits = traitsOf(r, mine, modality);
  const [t1 = "", t2 = "", t3 = ""] = traits;
  type Para = 0 | 1 | 2;
  const piece = (text: string, para: Para, kind: Piece["kind"] = "core"): Piece[] =>
    text === "" ? [] : [{ text, para, kind }];
  const moonLine = moonPortrait(c, false);
  const sections: Record<CoupleSection, (para: Para) => Piece[]> = {
    venus: (para) => [...piece(coupleVenus(c, r), para), ...piece(coupleVenusRound(c, r), para)],
    answer: (para) => (carried ? [] : piece(coupleAnswer(c, r), para)),
    mars: (para) => piece(coupleMars(c, r), para),
    element: (para) => piece(coupleElement(c, r, mine, theirs, carried), para),
    modality: (para) => piece(coupleModality(c, r, modality, carried), para, "optional"),
    noticed: (para) => piece(coupleNoticed(c, r, carried), para),
    moon: (para) => piece(moonLine ?? "", para, "optional"),
    // The same for every buyer of a sign, so it only fills a short portrait (told as core, it put one line in 12% of
    // books); the art's opposite sign then goes unexplained.
    house: (para) => (carried ? [] : piece(coupleHouse(c, r, opposite), para, "extra")),
  };
  return {
    title: r.pick(carried ? CARRIED_TITLES : COUPLE_TITLES)(c.sign),
    symbols: [
      `${modality} ${mine}`,
      `${heartFacts.glyph} ${heartFacts.name}`,
      r.pick(carried ? CARRIED_SYMBOLS : COUPLE_SYMBOLS),
    ],
    traits,
    suitedSigns: pairing.complementary.map((s) => SIGN_FACTS[s].name),
    element: mine,
    modality,
    season,
    pieces: [
      ...piece(r.pick(carried ? CARRIED_OPENINGS : COUPLE_OPENINGS)(c), 0, "extra"),
      ...COUPLE_ORDER[mine].flatMap((para, i) => para.flatMap((section) => sections[section](i as Para))),
      ...piece(r.pick(carried ? CARRIED_TRAITS_LINES : COUPLE_TRAITS_LINES)(c, [t1, t2, t3]), 2, "optional"),
      ...piece(say(r.pick(COUPLE_FRAMINGS), c), 2),
      ...piece(r.pick(CLOSINGS[carried ? "widowed" : "in-relationship"])(c), 2, "extra"),
    ],
  };
}

/**
 * What the portrait is of, for its heading: "Soulmate" when it sketches another person, "Heart" when it reads the
 * buyer's own love (in a relationship, or widowed), so no page or card calls that portrait a soulmate.
 */
export function portraitSubject(status: SoulmateInputs["relationshipStatus"]): "Soulmate" | "Heart" {
  return status === "in-relationship" || status === "widowed" ? "Heart" : "Soulmate";
}

/**
 * The soulmate's portrait for one buyer: 235–290 words (about 250) in three paragraphs,
 * with the card's traits, the suited signs and the season. Tries the full
 * context first and, if a long name pushes it out of range, writes the same
 * choices again without the name.
 */
export function portraitOf(c: StoryContext, r: SeededRandom): Portrait {
  // The same draws for each attempt, so leaving the name out changes nothing else; the buyer's
  // answers are mixed in, so two buyers handed the same generator still read differently.
  const { starSign, birthday, preference, relationshipStatus, firstName } = c.inputs;
  const answers = [starSign, birthday.year, birthday.month, birthday.day, preference, relationshipStatus, firstName];
  const state = `${r.nextUint32().toString(36)}|${answers.join("\u001f")}`;
  // Drafted with stand-in pronouns: the first is written as a noun unless the page has said who (context.ts).
  const drafting: StoryContext = { ...c, p: DRAFT_PRONOUNS };
  const written = (paragraphs: string[]) => introduceOther(paragraphs.join("\n\n"), c).split("\n\n");
  let last: Draft | undefined;
  for (const context of [drafting, { ...drafting, name: null }]) {
    const d = draft(context, new SeededRandom(`portrait|${state}`));
    last = d;
    // The introducing noun is a word longer than the pronoun: fitted again a word shorter if it runs over.
    for (let max = PORTRAIT_WORDS.max; max >= PORTRAIT_WORDS.max - 6; max--) {
      const kept = fitPieces(d.pieces, { min: PORTRAIT_WORDS.min, max }, COMFORT_MARGIN);
      if (!kept) continue;
      const paragraphs = written(paragraphsOf(kept));
      if (countWords(paragraphs.join(" ")) > PORTRAIT_WORDS.max) continue;
      const { pieces: _pieces, ...rest } = d;
      return { ...rest, paragraphs };
    }
  }
  const { pieces, ...rest } = last as Draft;
  return { ...rest, paragraphs: written(paragraphsOf(pieces.filter((p) => p.kind === "core"))) };
}
