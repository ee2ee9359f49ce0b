/**
 * The book around the panels: its title, subtitle, dedication and closing
 * page, and the constellation panel's general lines.
 */

import { formatBirthday, MONTH_NAMES } from "../../shared/quiz";
import { sunCrossingOn } from "../astro";
import { ingressAt } from "./chart";
import type { Line, StoryContext } from "./context";
import { MOON_TEXT } from "./moon";

/** Book titles from three emblems: the sign's, the birth moon's and the element's. */
export const BOOK_TITLES: readonly ((sign: string, moon: string, element: string) => string)[] = [
  (sign, moon) => `${sign} and ${moon}`,
  (sign, _moon, element) => `${sign} and ${element}`,
  // Not "over": the birth moon seldom stood over the sign's stars ("The Giving Moon over the Scorpion", a review).
  (sign, moon) => `${sign} under ${moon}`,
  (sign, moon, element) => `${element}, ${moon} and ${sign}`,
];

export const SUBTITLES_WITHOUT_NAME: readonly Line[] = [
  (c) => `A soulmate story written under ${c.sign}`,
  (c) => `A soulmate story told under the sign of ${c.sign}`,
];

/** The ordinal words for a day of the month, 1 to 31. */
const DAY_WORDS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
  "twentieth",
  "twenty-first",
  "twenty-second",
  "twenty-third",
  "twenty-fourth",
  "twenty-fifth",
  "twenty-sixth",
  "twenty-seventh",
  "twenty-eighth",
  "twenty-ninth",
  "thirtieth",
  "thirty-first",
] as const;

/**
 * "the ninth of May 1987": the birthday as a dedication writes it, in words. It was "the 129th day of 1987", which a
 * buyer's review called a cold ordinal in the one sentence meant to be warm.
 */
function dateInWords(c: StoryContext): string {
  const { day, month, year } = c.inputs.birthday;
  return `the ${DAY_WORDS[day - 1] ?? String(day)} of ${MONTH_NAMES[month - 1]} ${year}`;
}

/**
 * The dedication carries a fact no page tells (the birthday counted from 1 January), with the sign
 * or the birth moon as the cover names them; the weekday, the moon's age and the turn of the year
 * each have their one page (decision 0065).
 */
export const DEDICATIONS: readonly Line[] = [
  (c) =>
    `For ${c.name ?? "you"}, born on ${dateInWords(c)} beneath ${MOON_TEXT[c.phase].phrase}, with the sky's warmest wishes.`,
  (c) =>
    `For ${c.name ?? "you"}, who arrived on ${dateInWords(c)}, while the stars of ${c.sign} kept their old places.`,
  (c) =>
    `This story is for ${c.name ?? "you"}, born on ${dateInWords(c)}, and for the part of every heart that still looks up.`,
  (c) =>
    `For ${c.name ?? "you"}: a small book of light for ${dateInWords(c)}, written under ${c.sign} and ${MOON_TEXT[c.phase].phrase}.`,
];

/** "over Ballarat on 4 March 1987": the birthday's sky, over the town when the gazetteer knows it. */
const skyOfBirthday = (c: StoryContext): string =>
  `${c.place && c.city ? `over ${c.city} ` : ""}on ${formatBirthday(c.inputs.birthday)}`;

/**
 * The book's one disclaimer, on its last page and at the foot of the web story (decision 0090): the book's facts are
 * the real sky, its story is symbolic, for reflection and entertainment, and it predicts nothing. Each wording carries
 * the buyer's own birthday sky. Not in the closing words, where two buyer reviews read it as cold beside a farewell.
 */
export const BOOK_DISCLAIMERS: readonly Line[] = [
  (c) =>
    `The sky in this book is the real one ${skyOfBirthday(c)}, but the story around it is symbolic, made from your answers for reflection and entertainment, and it is not a prediction about any real person or a promise of what will happen.`,
  (c) =>
    `Only the sky in these pages is taken as fact, the one ${skyOfBirthday(c)}; the rest was shaped from your answers into a symbolic keepsake for reflection and entertainment, which cannot foretell events or describe a real person.`,
  (c) =>
    `The stars in this book are the real ones ${skyOfBirthday(c)}, but the story woven around them is symbolic: written for entertainment and reflection, it makes no predictions and no promises about anyone.`,
  (c) =>
    `Astrology in these pages is a language of symbols read into the true sky ${skyOfBirthday(c)}, used for reflection and entertainment; the story makes no forecast and describes no actual person.`,
  (c) =>
    `This book is entertainment, and a prompt for reflection, told in the symbols of the sky as it really stood ${skyOfBirthday(c)}; nothing in it predicts events or describes someone real.`,
];

export const CLOSING_FAREWELLS: readonly string[] = [
  "Keep this book somewhere you can find it again, and read it on a clear night.",
  "May this book remind you, now and then, to look up.",
  "Whatever your heart is hoping for, may the road toward it be kind.",
  "Thank you for letting the stars tell you a story.",
  "Thank you for reading, and may your nights be clear ones.",
  "Put this book on a shelf for a cloudy evening; it will keep.",
  "The sky will still be there tomorrow night, and so, it is to be hoped, will your sense of wonder.",
  "May you find something new in this book each time you come back.",
];

export type ConstellationTitle = (emblem: string, sign: string) => string;

export const CONSTELLATION_TITLES: readonly ConstellationTitle[] = [
  (emblem) => `The Night of ${emblem}`,
  (_emblem, sign) => `The Stars of ${sign}`,
  (emblem) => `Under ${emblem}`,
];

/** An opening only for a reader whose sign the sun stood in on their birthday. */
export const SEASON_OPENINGS: readonly Line[] = [
  (c) =>
    `On the day ${c.name ?? "you"} arrived, ${c.sign} was there, as it is every year at that season, keeping its old shape above the world.`,
];

/** Openings of the whole book; each uses the reader's name once when there is one. */
export const CONSTELLATION_OPENINGS: readonly Line[] = [
  (c) =>
    `Long before anyone wrote your name down${c.name ? `, ${c.name},` : ","} the sky had already set aside a place for it among the stars of ${c.sign}.`,
  (c) =>
    `${c.name ? `${c.name}, this` : "This"} story begins, as the oldest stories do, with the sky on the day you arrived.`,
  (c) =>
    `Every life has a constellation tucked into it like a signature, and ${c.name ? `yours, ${c.name},` : "yours"} is ${c.sign}.`,
  (c) =>
    `${c.name ? `${c.name}, before` : "Before"} there was any story to tell, there was a sky, and on the day you arrived it belonged to ${c.sign}.`,
  (c) =>
    `${c.name ? `${c.name}, the` : "The"} sky has a long memory, and it keeps the day you arrived, with the stars of ${c.sign} in their old places.`,
  (c) =>
    `Every story needs a first page, and ${c.name ? `yours, ${c.name},` : "yours"} opens on the stars of ${c.sign}.`,
];

/** The sun stands in the reader's sign on their birthday, so their own stars were hidden in daylight. */
export const BEHIND_THE_SUN: readonly Line[] = [
  (c) =>
    `By the old reckoning the sun was passing through ${c.sign} on your birthday, so your constellation was up there all day beside it, hidden in the brightness like a secret kept in plain sight.`,
  (c) =>
    `On your birthday, by tradition, the sun stands in ${c.sign}, which means your own stars are lost in daylight then; they shine best for you months later, once the year has turned.`,
];

/**
 * " at about 3:35 in the afternoon by the clock in Reykjavík": when the sun changed sign, told as the moon's crossing is
 * (chart.ts, ingressAt). It was hours from midday Greenwich time, rounded to the hour: 3 hours 33 minutes read "about
 * four hours" (review 40).
 */
function sunCrossing(c: StoryContext): string {
  const at = sunCrossingOn(c.inputs.birthday);
  return at ? ingressAt(c, at).trimStart() : "around your birthday";
}

/** The birthday fell on the day the sun moved from one sign to the next, and the reader chose one of them. */
export const CUSP_LINES: readonly Line[] = [
  (c) =>
    `Your birthday fell on a changeover: the sun left ${c.sun.names[0]} for ${c.sun.names[1]} ${sunCrossing(c)}, and this book takes ${c.sign} as its guide.`,
  (c) =>
    `The sun crossed from ${c.sun.names[0]} into ${c.sun.names[1]} ${sunCrossing(c)}, so both signs have a claim on your birthday, and this story follows ${c.sign}.`,
  (c) =>
    `You were born on the cusp: the sun stepped over the line between ${c.sun.names[0]} and ${c.sun.names[1]} ${sunCrossing(c)}, and it is ${c.sign} this book has been asked to read by.`,
];

/** "about 5 degrees into Pisces": where the sun truly stood when the reader chose another sign. */
const trueSun = (c: StoryContext) => {
  const d = c.chart.sunDegree;
  const into = d === null ? "in" : d === 0 ? "less than a degree into" : `about ${d} degree${d === 1 ? "" : "s"} into`;
  return `${into} ${c.sun.names[0]}`;
};

/** The reader chose a sign the sun was not in on their birthday: the book says so kindly and follows the choice. */
export const CHOSEN_SIGN_LINES: readonly Line[] = [
  (c) =>
    `On your birthday the sun itself stood ${trueSun(c)}, but this book reads by ${c.sign}, the sign you asked it to follow, and takes its stars from there.`,
  (c) =>
    `The calendar would give your birthday to ${c.sun.names[0]}, with the sun ${trueSun(c)}; you chose ${c.sign} for this story, and a story is allowed to follow the sign its reader feels at home in.`,
  (c) =>
    `Strictly, the sun was ${trueSun(c)} when you were born, and this book honours the sign you chose instead, ${c.sign}, and reads its sky for you.`,
];

/** Element and modality as the constellation's temperament. */
export const TEMPERAMENTS: readonly ((
  sign: string,
  element: string,
  modality: string,
  elementTemper: string,
  modalityTemper: string,
) => string)[] = [
  (sign, element, modality, et, mt) =>
    `${sign} is a ${modality} ${element} sign, which gives its light a particular temperament: ${et}, and ${mt}.`,
  (_sign, element, modality, et, mt) =>
    `In the zodiac's old scheme the sign is ${element} by nature and ${modality} by habit, a blend that leans toward a spirit that is ${et}, and ${mt}.`,
  (_sign, element, modality, et, mt) => `Astrologers call this sign ${modality} ${element}: ${et} at heart, and ${mt}.`,
];

/** The sign's two traditional gifts; `emblem` is "the Scales". */
export const GIFT_LINES: readonly ((emblem: string, first: string, second: string) => string)[] = [
  (emblem, first, second) =>
    `Those born under ${emblem} are said to carry ${first} and ${second}, and this story takes that as its starting point.`,
  (_emblem, first, second) =>
    `The old stories give this sign ${first}, and ${second} as well, which are good gifts to begin a story with.`,
  (_emblem, first, second) =>
    `In the old stories the sign brings ${first} and ${second} into the world, and this story gives you both to begin with.`,
];

const DECAN_ORDINALS = ["first", "middle", "last"] as const;

/**
 * The sign's gifts read by the decan the sun stood in (`ChartDay.sunDecan`): the old division of each sign into
 * three stretches of ten degrees, the first the sign's own and the others lent to the next signs of its element
 * (Gemini's to Libra, then Aquarius). Two buyers of one sign born in different thirds of it begin with different
 * gifts. `own` are the sign's two gifts in a drawn order; `lent` is one gift of the decan's sign, and `lender` its name.
 */
export const DECAN_GIFT_LINES: readonly ((
  c: StoryContext,
  decan: 0 | 1 | 2,
  own: readonly [string, string],
  lender: string,
  lent: string,
) => string)[] = [
  (c, decan, [first, second], lender, lent) =>
    decan === 0
      ? `The sun stood in the first ten degrees of ${c.sign}, which the old astrologers left to ${c.sign} alone, so this story starts you with both its gifts: ${first} and ${second}.`
      : `The sun stood in the ${DECAN_ORDINALS[decan]} ten degrees of ${c.sign}, which the old astrologers lent to ${lender}, so this story starts you with a gift from each: from ${c.sign}, ${first}, and from ${lender}, ${lent}.`,
  (c, decan, [first, second], lender, lent) =>
    decan === 0
      ? `By the old division of each sign into three, your sun fell in the first part of ${c.sign}, its very own, and the tradition gives that part the sign's gifts undiluted: ${first} and ${second}.`
      : `By the old division of each sign into three, your sun fell in the ${DECAN_ORDINALS[decan]} part of ${c.sign}, the part that leans toward ${lender}, so you come to this story with ${first} and, from ${lender}, ${lent}.`,
];

/**
 * The gifts on a day the sun crossed from one third of the sign into the next (`ChartDay.sunDecanCrossing`): which
 * third holds the buyer's sun hangs on the hour they were born, which the quiz does not ask (review 35), so both are
 * told. `first` is a gift of the sign's own; `from` and `to` are the two thirds' gifts and their lenders (the sign's
 * own name and its second gift for the first third).
 */
export const DECAN_CROSSING_LINES: readonly ((
  c: StoryContext,
  crossing: readonly [0 | 1 | 2, 0 | 1 | 2],
  first: string,
  from: { lender: string; gift: string },
  to: { lender: string; gift: string },
) => string)[] = [
  (c, [a, b], first, from, to) =>
    a === 0
      ? `That day the sun crossed from the first ten degrees of ${c.sign}, the sign's own, into the middle ten, which the old astrologers lent to ${to.lender}, so you begin this story with ${first}, and, by the hour you were born, with ${from.gift} or, from ${to.lender}, ${to.gift}.`
      : `That day the sun crossed from the ${DECAN_ORDINALS[a]} ten degrees of ${c.sign}, lent to ${from.lender}, into the ${DECAN_ORDINALS[b]} ten, lent to ${to.lender}, so you begin this story with ${first}, and, by the hour you were born, with ${from.gift} from ${from.lender} or ${to.gift} from ${to.lender}.`,
  (c, [a, b], first, from, to) =>
    `By the old division of each sign into three, your sun stood on the line between the ${DECAN_ORDINALS[a]} part of ${c.sign} and the ${DECAN_ORDINALS[b]} that day, ${
      a === 0
        ? `the sign's own and the part that leans toward ${to.lender}`
        : `the parts that lean toward ${from.lender} and ${to.lender}`
    }: ${first} is yours either way, and the hour you were born decides between ${from.gift} and ${to.gift}.`,
];

export const CONSTELLATION_CLOSINGS: readonly Line[] = [
  "Every story has to start somewhere, and this one starts with a few bright points of light and the shape someone once drew between them.",
  (c) =>
    `The stars of ${c.sign} have been drawn and redrawn for thousands of years, and here they are drawn again, this time for you.`,
  "A constellation is only stars and imagination, which, as it happens, is exactly what a love story is made of.",
  "Somewhere in that old pattern of light, this story was waiting to be told.",
  "Old star-watchers joined these points into a picture, and this book, in its own small way, carries on their habit.",
  "The stars themselves care nothing for names, but people do, and that is where every story in the sky comes from.",
  (c) =>
    `Whatever you believe about the stars, there is something fine in knowing that ${c.sign} was there, keeping its shape, on the day your own story began.`,
  "From those few points of light, the story now sets out.",
];
