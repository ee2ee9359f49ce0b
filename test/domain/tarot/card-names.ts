/**
 * The 78 Rider-Waite-Smith card names, spelled out by hand for the tests so
 * they check the code against the tradition instead of against itself.
 */
export const MAJOR_NAMES = [
  "The Fool",
  "The Magician",
  "The High Priestess",
  "The Empress",
  "The Emperor",
  "The Hierophant",
  "The Lovers",
  "The Chariot",
  "Strength",
  "The Hermit",
  "Wheel of Fortune",
  "Justice",
  "The Hanged Man",
  "Death",
  "Temperance",
  "The Devil",
  "The Tower",
  "The Star",
  "The Moon",
  "The Sun",
  "Judgement",
  "The World",
];

/** Ace (rank 1) to King (rank 14). */
export const RANK_NAMES = [
  "Ace",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Page",
  "Knight",
  "Queen",
  "King",
];

export const SUIT_TITLES = ["Wands", "Cups", "Swords", "Pentacles"];

export const ALL_NAMES = [
  ...MAJOR_NAMES,
  ...SUIT_TITLES.flatMap((suit) => RANK_NAMES.map((rank) => `${rank} of ${suit}`)),
];

export const slug = (name: string) => name.toLowerCase().replace(/ /g, "-");
