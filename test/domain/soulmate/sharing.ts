/**
 * How much of a book is written for its buyer alone (issue 25, item 5): the sentences of a
 * book with every slot a buyer could swap (names, signs and their creatures, elements,
 * planets, pronouns, towns) written as one placeholder, so two sentences that differ only
 * in a slot count as one template sentence. The figures are the share of one book's
 * template sentences found in another's (the largest and the median over every pair, and
 * the largest over pairs of the same sign) and the largest share of books that carry any
 * one template sentence.
 */
import { SeededRandom } from "../../../src/lib/seeded-random";
import { birthdaySigns, MONTH_NAMES } from "../../../src/shared/quiz";
import { PREFERENCES, RELATIONSHIP_STATUSES, STAR_SIGNS } from "../../../src/shared/statuses";
import { SIGN_FACTS } from "../../../src/soulmate/astro";
import type { Place } from "../../../src/soulmate/place";
import type { SoulmateInputs, Story } from "../../../src/soulmate/types";
import { BALLARAT, BERGEN, DARWIN, PORTO_ALEGRE, REYKJAVIK, YACKANDANDAH } from "./fixtures";

/** Names of every shape: short, long, ending in s, with an apostrophe or a hyphen. */
const NAMES = ["Ari", "Mia", "Sam", "James", "Agnes", "Chris", "Zoë", "Jean-Luc", "Siobhan", "Tomasz", "Aroha", "Dev"];
const TOWNS: (Place | string | null)[] = [
  BALLARAT,
  DARWIN,
  REYKJAVIK,
  YACKANDANDAH,
  BERGEN,
  PORTO_ALEGRE,
  "Wagga Wagga",
  null,
];

/**
 * `count` buyers from a fixed seed: every sign and both preferences in turn; status, name, town and birthday
 * at random, the birthday in the sign's dates for most of them, as the quiz suggests.
 */
export function sharingBuyers(count: number, seed = "sharing"): SoulmateInputs[] {
  const r = new SeededRandom(seed);
  // Birthdays are not repeated: two buyers born on one day share that day's facts, as they should (0065).
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const town = r.pick(TOWNS);
    const starSign = STAR_SIGNS[i % STAR_SIGNS.length] ?? "aries";
    // Most buyers pick the sign of their birthday; one in six picks another.
    const own = r.next() >= 1 / 6;
    const draw = () => ({ day: 1 + r.int(0, 27), month: 1 + r.int(0, 11), year: 1950 + r.int(0, 55) });
    let birthday = draw();
    const key = (b: typeof birthday) => `${b.year}-${b.month}-${b.day}`;
    while ((own && !birthdaySigns(birthday).includes(starSign)) || taken.has(key(birthday))) birthday = draw();
    taken.add(key(birthday));
    return {
      starSign,
      birthday,
      city: town === null ? null : typeof town === "string" ? town : town.name,
      place: town !== null && typeof town !== "string" ? town : null,
      preference: PREFERENCES[i % PREFERENCES.length] ?? "men",
      relationshipStatus: r.pick(RELATIONSHIP_STATUSES),
      firstName: r.next() < 0.15 ? null : r.pick(NAMES),
    };
  });
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SIGN_WORDS = Object.values(SIGN_FACTS).map((f) => f.name);
const CREATURES = [
  "Ram",
  "Bull",
  "Twins",
  "Crab",
  "Lion",
  "Maiden",
  "Scales",
  "Scorpion",
  "Archer",
  "Sea-Goat",
  "Goat",
  "Water-Bearer",
  "Fishes",
  "Fish",
];
const CONSTELLATIONS = [
  "Aries",
  "Taurus",
  "Gemini",
  "Cancer",
  "Leo",
  "Virgo",
  "Libra",
  "Scorpius",
  "Sagittarius",
  "Capricornus",
  "Aquarius",
  "Pisces",
];
const ELEMENTS = ["fire", "earth", "air", "water", "fiery", "earthy", "airy", "watery"];
const PLANETS = ["Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto", "sun", "moon"];
const PRONOUNS = [
  "he",
  "she",
  "they",
  "him",
  "her",
  "them",
  "his",
  "hers",
  "their",
  "theirs",
  "himself",
  "herself",
  "themselves",
];

/**
 * How a sentence is read as a template: cut at sentence ends only, or at semicolons too (`clauses`); and with the
 * birthday's month and year as slots too (`dates`), since the buyer gave them as they gave their name: "a path of light
 * that began in March 1987" is one stock line with the date written in, though the count calls it this
 * buyer's own.
 */
export type TemplateReading = { clauses?: boolean; dates?: boolean };

/** The slot words of one buyer's book and of every book: one pattern, longest words first. */
function slotPattern(inputs: SoulmateInputs, dates = false): RegExp {
  const birth = dates ? [String(inputs.birthday.year), MONTH_NAMES[inputs.birthday.month - 1]] : [];
  const own = [inputs.firstName, inputs.city, inputs.place?.name, inputs.place?.country, ...birth].filter(
    (w): w is string => typeof w === "string" && w.length > 0,
  );
  const words = [...own, ...NAMES, ...SIGN_WORDS, ...CONSTELLATIONS, ...CREATURES, ...ELEMENTS, ...PLANETS, ...PRONOUNS]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}])(?:${words.join("|")})(?:'s|’s|'|’)?(?![\\p{L}])`, "giu");
}

/**
 * The running text a buyer reads, as template sentences with the slots written as ◇. With `clauses`, a
 * sentence is also cut at each semicolon: a fact of the day spliced onto a stock line ("…over Naples;
 * there is a particular freedom…") then counts the stock line on its own, as a reader meets it.
 */
export function templateSentences(
  story: Story,
  inputs: SoulmateInputs,
  { clauses = false, dates = false }: TemplateReading = {},
): Set<string> {
  const slots = slotPattern(inputs, dates);
  const text = runningText(story);
  return new Set(
    text
      .split(clauses ? /(?<=[.!?]["”’)]?)\s+|;\s+/ : /(?<=[.!?]["”’)]?)\s+/)
      .map((s) => s.replace(slots, "◇").replace(/\s+/g, " ").trim().toLowerCase())
      .filter((s) => /\p{L}/u.test(s)),
  );
}

/** The running text a buyer reads: the dedication, the pages, the closing and the portrait. */
function runningText(story: Story): string {
  return [
    story.dedication,
    ...story.panels.map((p) => p.text),
    story.closing,
    ...(story.portrait?.paragraphs ?? []),
  ].join("\n\n");
}

/** Numbers in words, as the book writes counts ("twenty-six days", "about four and a half minutes"). */
const NUMBER_WORD =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|half)(?:-[a-z]+)?\b/gi;

/**
 * How thick with figures a book reads (review 30's almanac count): every numeral ("6:05", "151.7", "1971" and "9"
 * each count once) and every number written in words except "one", which is more often a pronoun, per thousand
 * words of its running text.
 */
export function figuresPerThousand(story: Story): number {
  const text = runningText(story);
  const numerals = text.match(/\d[\d,.:]*/g) ?? [];
  const words = text.match(NUMBER_WORD) ?? [];
  return ((numerals.length + words.length) * 1000) / text.split(/\s+/).length;
}

export type SharingFigures = {
  books: number;
  /** The largest share of one book's template sentences found in another book. */
  maxPair: number;
  medianPair: number;
  /** How many of the pairs (each pair once, read from the book that shares the larger part) share more than 5%. */
  pairsOver5: number;
  /** The same, over pairs of buyers of one sign. */
  maxSameSign: number;
  /** The share of one book's template sentences found in any other of the books: the median book and the largest. */
  medianInAnyOther: number;
  maxInAnyOther: number;
  /** The largest share of books that carry one template sentence, and that sentence. */
  maxSpread: number;
  mostSpread: string;
};

export function sharingFigures(
  books: { inputs: SoulmateInputs; story: Story }[],
  reading: TemplateReading = {},
): SharingFigures {
  const sets = books.map((b) => templateSentences(b.story, b.inputs, reading));
  const shares: number[] = [];
  let maxSameSign = 0;
  for (let i = 0; i < sets.length; i++) {
    for (let j = 0; j < sets.length; j++) {
      const a = sets[i] as Set<string>;
      const b = sets[j] as Set<string>;
      if (i === j || a.size === 0) continue;
      let common = 0;
      for (const s of a) if (b.has(s)) common++;
      const share = common / a.size;
      shares.push(share);
      if (books[i]?.inputs.starSign === books[j]?.inputs.starSign) maxSameSign = Math.max(maxSameSign, share);
    }
  }
  const unordered = new Map<string, number>();
  for (let i = 0, k = 0; i < sets.length; i++)
    for (let j = 0; j < sets.length; j++) {
      if (i === j || (sets[i] as Set<string>).size === 0) continue;
      const key = i < j ? `${i}-${j}` : `${j}-${i}`;
      unordered.set(key, Math.max(unordered.get(key) ?? 0, shares[k++] ?? 0));
    }
  shares.sort((x, y) => x - y);
  const counts = new Map<string, number>();
  for (const set of sets) for (const s of set) counts.set(s, (counts.get(s) ?? 0) + 1);
  const inOthers = sets
    .map((set) => (set.size === 0 ? 0 : [...set].filter((s) => (counts.get(s) ?? 0) > 1).length / set.size))
    .sort((x, y) => x - y);
  const [mostSpread, most] = [...counts.entries()].reduce((best, e) => (e[1] > best[1] ? e : best), ["", 0]);
  return {
    books: books.length,
    maxPair: shares.at(-1) ?? 0,
    medianPair: shares[Math.floor(shares.length / 2)] ?? 0,
    pairsOver5: [...unordered.values()].filter((v) => v > 0.05).length,
    maxSameSign,
    medianInAnyOther: inOthers[Math.floor(inOthers.length / 2)] ?? 0,
    maxInAnyOther: inOthers.at(-1) ?? 0,
    maxSpread: most / books.length,
    mostSpread,
  };
}

/** The template sentences carried by more than `share` of the books, most common first. */
export function spreadSentences(
  books: { inputs: SoulmateInputs; story: Story }[],
  share: number,
  reading: TemplateReading = {},
): [string, number][] {
  const counts = new Map<string, number>();
  for (const b of books)
    for (const s of templateSentences(b.story, b.inputs, reading)) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts.entries()].filter(([, n]) => n > books.length * share).sort((a, b) => b[1] - a[1]);
}
