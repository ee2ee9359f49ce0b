/**
 * Correct English for every buyer: every sentence of every phrase bank is
 * rendered with marked pronouns and each pronoun slot is checked for the
 * grammar it needs; then whole books are written for every preference,
 * relationship status, with and without a name and a town, and read for
 * slips a buyer would notice.
 */
import { describe, expect, it } from "vitest";
import { PREFERENCES, RELATIONSHIP_STATUSES, STAR_SIGNS } from "../../../src/shared/statuses";
import type { TownSky } from "../../../src/soulmate/astro";
import { composeStory, storyContext } from "../../../src/soulmate/story-composer";
import * as city from "../../../src/soulmate/story-text/city";
import { PRONOUNS, type StoryContext } from "../../../src/soulmate/story-text/context";
import * as elements from "../../../src/soulmate/story-text/elements";
import * as frame from "../../../src/soulmate/story-text/frame";
import * as moon from "../../../src/soulmate/story-text/moon";
import * as paths from "../../../src/soulmate/story-text/paths";
import * as planets from "../../../src/soulmate/story-text/planets";
import * as signs from "../../../src/soulmate/story-text/signs";
import * as threshold from "../../../src/soulmate/story-text/threshold";
import * as union from "../../../src/soulmate/story-text/union";
import type { SoulmateInputs, Story } from "../../../src/soulmate/types";
import { sample } from "../../sample";
import { BALLARAT, REYKJAVIK } from "./fixtures";

const BANKS = { city, elements, frame, moon, paths, planets, signs, threshold, union };

/** Every sentence template written against the story context (a function of one argument), with where it lives. */
function templates(): { where: string; line: (c: StoryContext) => string }[] {
  const found: { where: string; line: (c: StoryContext) => string }[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === "function") {
      if (value.length === 1) found.push({ where, line: value as (c: StoryContext) => string });
    } else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, `${where}[${i}]`);
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) walk(item, `${where}.${key}`);
    }
  };
  for (const [name, module] of Object.entries(BANKS)) walk(module, name);
  return found;
}

const MARKED = { he: "⟨he⟩", him: "⟨him⟩", his: "⟨his⟩", hers: "⟨hers⟩", He: "⟨He⟩", His: "⟨His⟩" };

const AUX = "(?:and|or|nor|might|may|is|was|will|would|can|could|has|had|does|did|too|also|still)";
const PREPOSITIONS = "(?:to|with|for|about|of|at|by|from|beside|near|toward|towards|into|onto|upon|like|than|through)";

/** What each marked pronoun must (not) sit next to; a failure names the slot and the sentence. */
const SLOT_RULES: { slot: string; wrong: RegExp; why: string }[] = [
  { slot: "his", wrong: /⟨[hH]is⟩(?=\s*(?:[.,;:!?)"”’]|$))/, why: "a determiner needs a noun after it" },
  { slot: "his", wrong: new RegExp(`⟨[hH]is⟩\\s+${AUX}\\b`), why: "a determiner before a verb: use hers" },
  {
    slot: "hers",
    wrong: /⟨hers⟩\s+(?!(?:and|or|might|may|is|was|will|would|can|could|has|had|too|as|that|which)\b)\p{L}/u,
    why: "a pronoun that stands alone cannot take a noun",
  },
  { slot: "he", wrong: new RegExp(`\\b${PREPOSITIONS}\\s+⟨he⟩`), why: "after a preposition the object form is needed" },
  { slot: "he", wrong: /⟨[hH]e⟩(?=\s*[.,;:!?]|$)/, why: "a subject needs its verb" },
  {
    slot: "him",
    wrong: /⟨him⟩\s+(?:is|was|will|would|might|may|can|could|has|had|does|did)\b/,
    why: "the object form used as a subject",
  },
  { slot: "sentence start", wrong: /(?:^|[.!?]\s+)⟨(?:he|him|his|hers)⟩/, why: "a sentence starts with a capital" },
  { slot: "mid-sentence", wrong: /[\p{Ll},;]\s+⟨(?:He|His)⟩/u, why: "a capital pronoun in mid-sentence" },
];

const inputs = (over: Partial<SoulmateInputs> = {}): SoulmateInputs => ({
  starSign: "scorpio",
  birthday: { day: 9, month: 11, year: 1990 },
  city: "Ballarat",
  preference: "women",
  relationshipStatus: "single",
  firstName: "Mia",
  // A known town, so the lines about its sky render too.
  place: BALLARAT,
  ...over,
});

/** A town's sky with something in every part, so each of the sky's lines can be rendered. */
const EVERY_SKY: TownSky = {
  daylightMinutes: 14 * 60 + 21,
  dayKind: "long",
  polar: null,
  lightNight: false,
  eveningPlanets: [
    { planet: "Venus", direction: "west", altitude: 12 },
    { planet: "Saturn", direction: "north", altitude: 52 },
  ],
  lowPlanets: [{ planet: "Jupiter", direction: "east", altitude: 3 }],
  eveningMoon: { direction: "east", altitude: 30 },
};

describe("every phrase-bank template, pronoun slot by slot", () => {
  const all = templates();

  it("finds the templates of every bank", () => {
    expect(all.length).toBeGreaterThan(100);
    for (const bank of Object.keys(BANKS)) expect(all.some((t) => t.where.startsWith(bank))).toBe(true);
  });

  it.each(RELATIONSHIP_STATUSES.flatMap((status) => [true, false].map((named) => [status, named] as const)))(
    "status %s (named: %s): each pronoun sits where its form is right",
    (status, named) => {
      const c: StoryContext = {
        ...storyContext(inputs({ relationshipStatus: status, firstName: named ? "Mia" : null })),
        townSky: EVERY_SKY,
        p: MARKED,
      };
      const problems: string[] = [];
      for (const { where, line } of all) {
        const text = String(line(c));
        for (const rule of SLOT_RULES) {
          if (rule.wrong.test(text)) problems.push(`${where} (${rule.slot}: ${rule.why}): ${text}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(PREFERENCES)(
    "for a reader who prefers %s, every template reads without a stray pronoun form",
    (preference) => {
      const c: StoryContext = { ...storyContext(inputs({ preference })), townSky: EVERY_SKY, p: PRONOUNS[preference] };
      const other = preference === "women" ? /\b(?:he|him|his|He|His)\b/ : /\b(?:she|her|hers|She|Her|Hers)\b/;
      const slips: string[] = [];
      for (const { where, line } of all) {
        const text = String(line(c));
        if (other.test(text) || /\bher's\b|\bhers'\b/i.test(text)) slips.push(`${where}: ${text}`);
      }
      expect(slips).toEqual([]);
    },
  );
});

/** All the reader-facing text of a story. */
const textOf = (story: Story) => [
  story.title,
  story.subtitle,
  story.dedication,
  ...story.panels.flatMap((p) => [p.title, p.text]),
  story.closing,
];

describe("whole books for every kind of buyer", () => {
  const cases = PREFERENCES.flatMap((preference) =>
    RELATIONSHIP_STATUSES.flatMap((relationshipStatus) =>
      [
        { firstName: "Mia", city: "Ballarat", place: BALLARAT },
        { firstName: null, city: null, place: null },
        { firstName: "Jo", city: null, place: null },
        { firstName: null, city: "Reykjavík", place: REYKJAVIK },
        { firstName: "Ari", city: "Springfield", place: null },
      ].map((who) => ({ preference, relationshipStatus, ...who })),
    ),
  );

  // Every buyer with every sign is a sweep of its own; npm test writes a seeded sample of the books.
  const books = sample(
    "whole books: preference × status × name × town × sign",
    cases.flatMap((over) => STAR_SIGNS.map((starSign, i) => ({ over, starSign, i }))),
    150,
  );

  it.each(books)(
    "$over.preference · $over.relationshipStatus · name $over.firstName · town $over.city · $starSign",
    ({ over, starSign, i }) => {
      // Each sign on its own birthday, so the town's sky differs from book to book.
      {
        const birthday = { day: 1 + i * 2, month: 1 + i, year: 1975 + i * 3 };
        const story = composeStory(inputs({ ...over, starSign, birthday }), `order-${i}`);
        for (const text of textOf(story)) {
          expect(text).not.toMatch(/undefined|null|NaN|\[object/);
          expect(text).not.toMatch(/ {2}|\s[,.;:]/);
          expect(text).not.toMatch(/\b(\p{L}+) \1\b/iu);
          for (const sentence of text.split(/(?<=[.!?])\s+/)) expect(sentence).toMatch(/^[“"‘'(]?[\p{Lu}\d]/u);
          // The other person is only ever "she" or only ever "he"; the reader is "you".
          expect(text).not.toMatch(over.preference === "women" ? /\b(?:he|him|his)\b/i : /\b(?:she|her|hers)\b/i);
        }
      }
    },
  );
});
