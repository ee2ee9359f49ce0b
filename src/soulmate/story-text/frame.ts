/**
 * The book around the panels: its title, subtitle, dedication and closing
 * page, and the constellation panel's general lines.
 */
import type { Line } from "./context";
import { MOON_TEXT } from "./moon";

/** Book titles from three emblems: the sign's, the birth moon's and the element's. */
export const BOOK_TITLES: readonly ((sign: string, moon: string, element: string) => string)[] = [
  (sign, moon) => `${sign} and ${moon}`,
  (sign, _moon, element) => `${sign} and ${element}`,
  (sign, moon) => `${moon} over ${sign}`,
  (sign, moon, element) => `${element}, ${moon} and ${sign}`,
];

export const SUBTITLES_WITHOUT_NAME: readonly Line[] = [
  (c) => `A soulmate story written under ${c.sign}`,
  (c) => `A soulmate story beneath the stars of ${c.sign}`,
];

export const DEDICATIONS: readonly Line[] = [
  (c) => `For ${c.name ?? "you"}, born beneath ${MOON_TEXT[c.phase].phrase}, with the sky's warmest wishes.`,
  (c) =>
    `For ${c.name ?? "you"}. The stars of ${c.sign} were keeping watch on the day you arrived, and they have kept your place ever since.`,
  (c) => `This story is for ${c.name ?? "you"}, and for the part of every heart that still looks up.`,
  (c) => `For ${c.name ?? "you"}: a small book of light, written under ${c.sign} and ${MOON_TEXT[c.phase].phrase}.`,
];

export const CLOSING_REFLECTIONS: readonly Line[] = [
  (c) =>
    `This story was written from a handful of true things: the day you were born, the moon that was in the sky, and the old stars of ${c.sign}.`,
  "Everything in these pages grew from a few details you shared and the real sky of your birthday, shaped into a story with care.",
];

export const CLOSING_DISCLAIMERS: readonly string[] = [
  "It is a symbolic story, made for reflection and entertainment, and it is not a prediction about any real person or a promise of what will happen.",
  "Please read it as what it is: a symbolic keepsake for reflection and entertainment, which cannot foretell events or describe a real person.",
  "Like all astrology, it is symbolism rather than forecast, meant for reflection and entertainment, and it makes no claims about real people or future events.",
];

export const CLOSING_FAREWELLS: readonly string[] = [
  "Keep it somewhere you will find it again, and read it on a clear night.",
  "May it remind you, now and then, to look up.",
  "Whatever your heart is hoping for, may the road toward it be kind.",
  "Thank you for letting the stars tell you a story.",
];

export const CONSTELLATION_TITLES: readonly ((emblem: string, sign: string) => string)[] = [
  (emblem) => `${emblem} Behind the Sun`,
  (emblem) => `The Night of ${emblem}`,
  (_emblem, sign) => `The Stars of ${sign}`,
  (emblem) => `Under ${emblem}`,
];

/** Openings of the whole book; each uses the reader's name once when there is one. */
export const CONSTELLATION_OPENINGS: readonly Line[] = [
  (c) =>
    `Long before anyone wrote ${c.name ? `${c.name}'s` : "your"} name down, the sky had already set aside a place for it among the stars of ${c.sign}.`,
  (c) =>
    `${c.name ? `${c.name}, this` : "This"} story begins, as the oldest stories do, with the sky on the day you arrived.`,
  (c) =>
    `On the day ${c.name ?? "you"} arrived, ${c.sign} was there, as it is every year at that season, keeping its old shape above the world.`,
  (c) =>
    `Every life has a constellation tucked into it like a signature, and ${c.name ? `${c.name}'s` : "yours"} is ${c.sign}.`,
];

/** The sun stands in the reader's sign on their birthday, so their own stars were hidden in daylight. */
export const BEHIND_THE_SUN: readonly Line[] = [
  (c) =>
    `By the old reckoning the sun was passing through ${c.sign} on your birthday, so your constellation was up there all day beside it, hidden in the brightness like a secret kept in plain sight.`,
  (c) =>
    `On your birthday, by tradition, the sun stands in ${c.sign}, which means your own stars are lost in daylight then; they shine best for you months later, once the year has turned.`,
  (c) =>
    `There is a lovely paradox in it: because the sun sits in ${c.sign} on your birthday, your own constellation is the one you cannot see that day, and the sky keeps it for you, folded into the light.`,
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
    `In the old stories the sign brings ${first} and ${second} into the world, and the sky seems to have known you would need both.`,
];

export const CONSTELLATION_CLOSINGS: readonly Line[] = [
  "Every story has to start somewhere, and this one starts with a few bright points of light and the shape someone once drew between them.",
  (c) =>
    `The stars of ${c.sign} have been drawn and redrawn for thousands of years, and here they are drawn again, this time for you.`,
  "A constellation is only stars and imagination, which, as it happens, is exactly what a love story is made of.",
  "Somewhere in that old pattern of light, this story was waiting to be told.",
];
