/**
 * The embedded "local model" for tarot: composes a reading from the drawn
 * cards, their positions and orientations, and the themes of the intention.
 * Pure and deterministic: the same input (seed included) gives the same text.
 *
 * A reading is an opening, one paragraph per card in spread order, a reading
 * of the spread as a whole (three and ten cards), a reflective question and a
 * closing. Every paragraph is built from pieces that are core, optional
 * (dropped when the reading runs long) or extra (added when it runs short), so
 * each spread lands in its word range without cutting a sentence.
 *
 * Guarantees the interpretation check relies on:
 * - every drawn card is named as "Name (upright)" or "Name (reversed)";
 * - no other card of the 78 is ever named, in any case: each sentence, ours or
 *   taken from the deck's text, is refused if it contains one;
 * - the intention is never quoted, only its detected themes are used;
 * - no two sentences of a reading start with the same two words.
 */

import { SeededRandom } from "../../lib/seeded-random";
import { ANSWER_HEADING, cardHeading, WHOLE_SPREAD_HEADING } from "../../shared/reading-sections";
import type { SpreadType } from "../../shared/statuses";
import { DECK } from "../deck";
import type { CardElement, CardText, Suit } from "../deck/types";
import type { SpreadPosition } from "../positions";
import {
  CARE_OPENINGS,
  CARE_OPENINGS_AGEING,
  CARE_OPENINGS_NO_ILLNESS,
  CARE_OPENINGS_ORDEAL,
  CARE_OPENINGS_SELF,
  CARED_HEALTH_NOTE,
  CONTEXT_LINES,
  CONTEXT_ONLY_LINES,
  DEATH_NOTE,
  ELEMENT_QUALITIES,
  FOLLOW_UP_LINES,
  HARSH,
  HELD_CARRIER_LINES,
  LANGUAGE_NOTE_PLAIN,
  LANGUAGE_NOTES,
  NAMED_CHOICE_CLOSE,
  NAMED_CHOICE_LINES,
  PAST_LINES,
  PAST_TEACHING,
  PRACTICAL_CARE,
  PRACTICAL_OPTIONS,
  PRACTICAL_PAST,
  PRACTICAL_PET,
  PRACTICAL_WAITING,
  PROGNOSIS_TEXT,
  SUPPORT_LINES,
  WOUNDING,
} from "./answer-shapes";
import {
  BALANCE_LINES,
  BALANCE_SINGLE_LINES,
  CARRIER_LINES,
  CHOICE_CLOSE_LINES,
  CHOICE_LINES,
  CHOICE_QUALITY,
  CHOICE_VERB_LINES,
  CHOICE_WHY,
  CHOICE_WHY_SINGLE,
  CONDITION_LINES,
  COUNTER_LINES,
  GUIDANCE_LINES,
  GUIDANCE_SECOND,
  LINK_TO_QUESTION,
  NAMES_LINES,
  NO_CONDITION_LINES,
  OPEN_LINES,
  PRACTICAL,
  RESTATE_ASK,
  RESTATE_DIRECT,
  RESTATE_TOPIC,
  ROLE_OF_POSITION,
  TIMING_LINES,
  TIMING_REVERSED,
  WHO_LINES,
  YES_NO_LINES,
} from "./answer-text";
import type { Theme, ThemeId } from "./intention-themes";
import { cardYes, choiceLean, isEasingReversal, isHardCard, namedChoiceLean, timingOf, yesNoLean } from "./lean";
import { type QuestionReading, readQuestion } from "./question";
import {
  ACE_LINES,
  ARC_LINES,
  CLOSINGS,
  CONNECTORS,
  COURT_LINES,
  DEFAULT_VOICE,
  EASING_REVERSAL_NOTES,
  ELEMENT_LINES,
  ESSENCE_QUESTIONS,
  type Group,
  KEYWORD_LINES,
  LINK_LINES,
  MAJOR_LINES,
  POSITION_VOICES,
  REVERSAL_COUNT_LINES,
  REVERSAL_NOTES,
  type Relation,
  SECOND_THEME_LINES,
  SUIT_LEAD_LINES,
  SUIT_MISSING_LINES,
  SUIT_MIXED_LINES,
  THEME_TEXT,
} from "./reading-text";

export type ComposeCard = { card: CardText; reversed: boolean; position: SpreadPosition };
export type ComposeInput = { spreadType: SpreadType; intention: string; cards: ComposeCard[]; seed: string };

type WordRange = { readonly min: number; readonly max: number };

/** The word range per spread, both inclusive (docs/product/tarot.md, Interpretation). */
export const READING_WORDS: Record<SpreadType, WordRange> = {
  one_card: { min: 170, max: 300 },
  three_card: { min: 330, max: 550 },
  celtic_cross: { min: 750, max: 1200 },
};

/** What the fitting aims for: inside the spread's length range (docs/product/tarot.md, Interpretation), with room for a counter that counts a little differently. */
const TARGET_WORDS: Record<SpreadType, WordRange> = {
  one_card: { min: 200, max: 280 },
  three_card: { min: 380, max: 520 },
  celtic_cross: { min: 830, max: 1100 },
};

const SUITS: readonly Suit[] = ["wands", "cups", "swords", "pentacles"];
/** All 78 card names, majors first: any the draw does not include must stay out of the text. */
export const RWS_CARD_NAMES: readonly string[] = DECK.map((card) => card.name);

/** How a drawn card is named in the reading: "The Tower (reversed)". */
export function cardLabel(card: Pick<CardText, "name">, reversed: boolean): string {
  return `${card.name} (${reversed ? "reversed" : "upright"})`;
}

/** Whitespace-separated tokens that contain a letter or digit. */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) {
    if (/[\p{L}\p{N}]/u.test(token)) count++;
  }
  return count;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A test for text that names no card except the drawn ones: refused if an
 * undrawn name appears as whole words in any case, or as a plain substring
 * with its capitals ("The Start" contains "The Star").
 */
export function undrawnNameGuard(drawnNames: readonly string[]): (text: string) => boolean {
  const drawn = new Set(drawnNames);
  const banned = RWS_CARD_NAMES.filter((name) => !drawn.has(name));
  if (banned.length === 0) return () => true;
  const words = new RegExp(`\\b(?:${banned.map(escapeRegExp).join("|")})\\b`, "i");
  return (text) => !words.test(text) && !banned.some((name) => text.includes(name));
}

/** Words a sentence taken from the deck's text must not carry into a reading (rule: no medical, legal, money directives, no death talk). */
const RISKY = new RegExp(
  [
    "doctor",
    "diagnos\\w*",
    "prescri\\w*",
    "medicat\\w*",
    "medicine",
    "illness\\w*",
    "disease\\w*",
    "cancer",
    "terminal",
    "invest\\w*",
    "shares",
    "stocks?",
    "lawyer\\w*",
    "lawsuit\\w*",
    "sue",
    "suing",
    "die",
    "dies",
    "dying",
    "dead",
    "suicid\\w*",
    "self-harm",
  ]
    .map((w) => `\\b${w}\\b`)
    .join("|"),
  "i",
);

/** Markup, markdown and control characters never reach the reader from card data. */
function cleanText(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
      .replace(/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, " ")
      .replace(/[<>*#`_~|[\]{}\\]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}]/u.test(s));
}

/** The first two words of a sentence, lower case, letters only: what "the same opener" means. */
export function openerOf(sentence: string): string {
  return sentence
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ""))
    .join(" ");
}

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const numberWord = (n: number) => NUMBER_WORDS[n] ?? String(n);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => vars[key] ?? match);
}

/** Planets and signs keep their capitals when a connector is put before a sentence. */
const PROPER_START =
  /^(?:I|I'm|I've|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)\b/;

// ---------------------------------------------------------------------------
// The writer: picks sentences, keeps openers unique and names clean

class Writer {
  private readonly used = new Set<string>();

  constructor(
    readonly rng: SeededRandom,
    readonly clean: (text: string) => boolean,
  ) {}

  /** True when the text is clean and none of its sentences starts like one already written. */
  fits(text: string): boolean {
    if (!this.clean(text)) return false;
    const openers = splitSentences(text).map(openerOf);
    return new Set(openers).size === openers.length && openers.every((o) => !this.used.has(o));
  }

  take(text: string): string {
    for (const s of splitSentences(text)) this.used.add(openerOf(s));
    return text;
  }

  /** The first candidate that fits, in the given order. */
  first(candidates: readonly string[]): string | null {
    for (const text of candidates) {
      if (this.fits(text)) return this.take(text);
    }
    return null;
  }

  /** A random template that fits once filled. */
  pick(templates: readonly string[], vars: Record<string, string> = {}): string | null {
    return this.first(this.rng.shuffle(templates).map((t) => fill(t, vars)));
  }

  /** A sentence from the deck's text, given a connector if its opener is taken; null when it can't be used. */
  borrow(sentence: string): string | null {
    if (!this.clean(sentence) || RISKY.test(sentence)) return null;
    if (this.fits(sentence)) return this.take(sentence);
    if (PROPER_START.test(sentence) || RWS_CARD_NAMES.some((name) => sentence.startsWith(name))) return null;
    const lowered = sentence.charAt(0).toLowerCase() + sentence.slice(1);
    return this.first(this.rng.shuffle(CONNECTORS).map((c) => c + lowered));
  }
}

// ---------------------------------------------------------------------------
// Pieces and fitting

type Piece = {
  text: string;
  /** A section heading: kept always, written on its own line above the paragraph. */
  heading?: boolean;
  /** 0 is always kept; 1–3 are dropped when long, 3 first. */
  level: number;
  /** Left out unless the reading runs short. */
  extra: boolean;
};
type Paragraph = Piece[];

const core = (text: string | null): Piece[] => (text ? [{ text, level: 0, extra: false }] : []);
const optional = (text: string | null, level: 1 | 2 | 3): Piece[] => (text ? [{ text, level, extra: false }] : []);
const extra = (text: string | null): Piece[] => (text ? [{ text, level: 0, extra: true }] : []);
const heading = (text: string): Piece[] => [{ text, level: 0, extra: false, heading: true }];

function fitToRange(paragraphs: readonly Paragraph[], range: WordRange): string[] {
  const words = paragraphs.map((p) => p.map((piece) => countWords(piece.text)));
  const on = paragraphs.map((p) => p.map((piece) => !piece.extra));
  const paraWords = (i: number) => (words[i] ?? []).reduce((sum, w, j) => sum + (on[i]?.[j] ? w : 0), 0 as number);
  const total = () => paragraphs.reduce((sum, _, i) => sum + paraWords(i), 0);

  // Too long: drop optional pieces, highest level first, from the longest paragraph first.
  for (let level = 3; level >= 1; level--) {
    while (total() > range.max) {
      let bi = -1;
      let bj = -1;
      for (let i = 0; i < paragraphs.length; i++) {
        const p = paragraphs[i] ?? [];
        for (let j = 0; j < p.length; j++) {
          const piece = p[j];
          if (!piece || piece.level !== level || piece.extra || !on[i]?.[j]) continue;
          if (bi < 0 || paraWords(i) > paraWords(bi)) {
            bi = i;
            bj = j;
          }
        }
      }
      const row = on[bi];
      if (!row) break;
      row[bj] = false;
    }
  }

  // Too short: add extras one paragraph at a time, in order, while they fit under the ceiling.
  let added = true;
  while (added && total() < range.min) {
    added = false;
    for (let i = 0; i < paragraphs.length && total() < range.min; i++) {
      const p = paragraphs[i] ?? [];
      const j = p.findIndex((piece, k) => piece.extra && !on[i]?.[k]);
      if (j < 0) continue;
      if (total() + (words[i]?.[j] ?? 0) > range.max) continue;
      const row = on[i];
      if (row) row[j] = true;
      added = true;
    }
  }

  return paragraphs
    .map((p, i) => {
      const kept = p.filter((_, j) => on[i]?.[j]);
      const title = kept.filter((piece) => piece.heading).map((piece) => piece.text);
      const body = kept
        .filter((piece) => !piece.heading)
        .map((piece) => piece.text)
        .join(" ");
      return [...title, body].filter((line) => line.length > 0).join("\n");
    })
    .filter((text) => text.length > 0);
}

// ---------------------------------------------------------------------------
// Card facts

function groupOf(card: CardText): Group {
  return card.arcana === "major" || card.suit === null ? "major" : card.suit;
}

function relationOf(a: CardElement, b: CardElement): Relation {
  if (a === b) return "same";
  const pair = [a, b].sort().join("-");
  if (pair === "air-fire" || pair === "earth-water") return "friendly";
  if (pair === "fire-water" || pair === "air-earth") return "opposed";
  return "neutral";
}

const ASTRO_SIGNS = /^(Aries|Taurus|Gemini|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)$/;
const ASTRO_PLANETS = /^(Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|Sun|Moon)$/;
const ELEMENT_NAMES = /^(Fire|Water|Air|Earth)$/;

/** The parenthetical astrology note, or "" when the correspondence is unknown or better left unsaid. */
function astroNote(astrology: string): string {
  const text = cleanText(astrology);
  let m = /^(\w+) in (\w+)$/.exec(text);
  if (m?.[1] && m[2] && ASTRO_PLANETS.test(m[1]) && ASTRO_SIGNS.test(m[2])) return ` (astrologically, ${text})`;
  m = /^Root of (\w+)$/i.exec(text);
  if (m?.[1] && ELEMENT_NAMES.test(capitalise(m[1].toLowerCase()))) {
    return ` (astrologically, the root of ${m[1].toLowerCase()})`;
  }
  m = /^(\w+) of (\w+)$/.exec(text);
  if (m?.[1] && m[2] && ELEMENT_NAMES.test(m[1]) && ELEMENT_NAMES.test(m[2])) {
    return ` (astrologically, the ${m[1].toLowerCase()} of ${m[2].toLowerCase()})`;
  }
  if (text === "Sun") return " (astrologically, a solar card)";
  if (text === "Moon") return " (astrologically, a lunar card)";
  if (ASTRO_PLANETS.test(text) || ASTRO_SIGNS.test(text)) return ` (astrologically, ${text})`;
  if (ELEMENT_NAMES.test(text)) return ` (astrologically, elemental ${text.toLowerCase()})`;
  return "";
}

type Drawn = ComposeCard & { name: string; index: number };

// ---------------------------------------------------------------------------
// The reading

type Context = {
  spread: SpreadType;
  themes: Theme[];
  question: QuestionReading;
  /** Noun phrases for what was asked: the whole question once, then shorter ones in turn as the cards are tied to it. */
  topics: { first: string | null; rest: string[] };
  cards: Drawn[];
  w: Writer;
  /** Illness, caring or grief: harsh words stay out and the answer ends on support. */
  tender: boolean;
  /** A yes or no about how an illness will go: answered without a lean, which would be a prognosis. */
  prognosis: boolean;
  /** A relationship that has ended (a divorce, a break-up, an ex): no step that sends the buyer back to it. */
  ending: boolean;
};

/** Themes whose readings must stay gentle to the end: no hard card's words in the closing question. */
const TENDER_THEMES: ReadonlySet<ThemeId> = new Set(["love", "grief", "health", "self-worth", "home"]);

/**
 * The ways a reading can name what was asked, most specific first: a person,
 * the choice, the question itself, then the theme. Each one reads well after
 * "for", "around" or "about".
 */
function topicsOf(q: QuestionReading, rng: SeededRandom): { first: string | null; rest: string[] } {
  const refs: string[] = [];
  const person = q.people[0];
  // "Mi novio Carlos": Carlos is named with who he is to you.
  const who = person && q.namedRelation?.person === person ? `${q.namedRelation.relation} ${person}` : person;
  const foreignWith = q.language.code !== "en" && !person ? q.relations[0] : undefined;
  const cared = q.care ? (q.care.name ?? q.care.person) : null;
  if (cared) refs.push(`supporting ${cared}`, `what ${cared} needs from you`);
  // A manager is not a "connection": things with them are the matter.
  else if (who) refs.push(/\b(?:boss|manager)\b/.test(who) ? `things with ${who}` : `your connection with ${who}`);
  else if (foreignWith && !q.places[0]) refs.push(`things with ${foreignWith}`);
  // A relation said in English ("your sister"), never for a loss: the reading is about the one who grieves.
  else if (
    q.relations[0] &&
    q.language.code === "en" &&
    !/\b(?:boss|manager)\b/.test(q.relations[0]) &&
    !q.themes.some((t) => t.id === "grief")
  )
    refs.push(`your bond with ${q.relations[0]}`);
  if (q.places[0] && !q.choice) {
    const move = q.themes.some((t) => t.id === "travel");
    // "Soll ich mit meiner Freundin nach Berlin ziehen?": the move and who it is with, together.
    refs.push(
      // Not "what waits in Ballarat": the town may be the one being left.
      move ? `the move to ${q.places[0]}${foreignWith ? ` with ${foreignWith}` : ""}` : `the ${q.places[0]} question`,
    );
  }
  if (q.choice) {
    const [a, b] = q.choice.options;
    refs.push(q.choice.verbs ? "this choice" : `the choice between ${a} and ${b}`);
  }
  // A statement's subject ("guidance on your career") is the matter itself; a question's object is not.
  if (q.topic && q.shape === "open") refs.push(q.topic);
  // A loved one's care is spoken of as that, never as "the home matter you brought".
  if (q.care?.person)
    return { first: q.ask ? `the question of ${q.ask}` : null, rest: [...refs, `your care for ${cared}`] };
  const theme = q.themes[0]?.id ?? "general";
  const about = themeText(theme).about.filter((phrase) => /^(?:your|the) /.test(phrase));
  refs.push(...rng.shuffle(about).slice(0, 2));
  // The whole question, said once: on the first card, where it is read against what was asked.
  const whole = q.choice
    ? q.choice.verbs
      ? `the choice of whether to ${q.choice.options[0]} or ${q.choice.options[1]}`
      : null
    : // "the question of who your soulmate is" cannot be followed by "is uneven today".
      q.ask && !/\b(?:is|are|was|were)$/.test(q.ask)
      ? `the question of ${q.ask}`
      : null;
  return { first: whole, rest: refs.length > 0 ? refs : ["your question"] };
}

function themeText(id: ThemeId) {
  return THEME_TEXT[id] ?? THEME_TEXT.general;
}

function opening(c: Context): Paragraph {
  const { w, question: q } = c;
  const [first, second] = c.themes;
  const primary = themeText(first?.id ?? "general");
  const restated = q.ask
    ? w.pick(RESTATE_ASK, { ask: q.ask })
    : q.direct
      ? w.pick(RESTATE_DIRECT, { direct: q.direct })
      : q.topic && !q.care?.person
        ? w.pick(RESTATE_TOPIC, { topic: q.topic })
        : null;
  // The one cared for is named in the care opening; the names line would say them a third time.
  const others = q.people.filter((p) => p !== q.care?.name);
  const names = others.length > 0 ? w.pick(NAMES_LINES, { names: listOf(others.slice(0, 2)) }) : null;
  const kept = keptNames(q);
  const language =
    q.language.code === "en"
      ? null
      : w.pick(kept ? LANGUAGE_NOTES : [LANGUAGE_NOTE_PLAIN], { language: q.language.name, kept });
  const context = q.context
    ? q.ask
      ? w.pick(CONTEXT_LINES, { context: q.context, ask: q.ask })
      : w.pick(CONTEXT_ONLY_LINES, { context: q.context })
    : null;
  const pieces: Paragraph = [
    ...core(language),
    ...(context && q.ask ? core(context) : restated ? core(restated) : []),
    ...(context && !q.ask ? core(context) : []),
    ...core(careOpening(c)),
    // A theme's general opening only when nothing of the question itself could be said back.
    ...(restated || context || (language && kept) || q.care?.person ? [] : core(w.pick(primary.openings))),
    ...optional(names, 1),
  ];
  if (second && second.id !== "general") {
    const about2 = w.rng.pick(themeText(second.id).about);
    pieces.push(...optional(w.pick(SECOND_THEME_LINES, { about2, label2: second.label }), 2));
  }
  return pieces;
}

/** The names and places a question not in English gave, as the reading keeps them: "Carlos, your boyfriend". */
function keptNames(q: QuestionReading): string {
  const named = q.namedRelation;
  const people = q.people.map((p) => (named?.person === p ? `${p} (${named.relation})` : p));
  const relations = q.relations.filter((r) => r !== named?.relation);
  return listOf([...people, ...relations, ...q.places]);
}

/** The illness or the care named plainly and kindly, once, in the opening. */
function careOpening(c: Context): string | null {
  const care = c.question.care;
  if (!care) return null;
  const person = care.person;
  const illness = care.illness;
  if (!person) return illness ? c.w.pick(CARE_OPENINGS_SELF, { illness }) : null;
  const plural = /\b(?:parents|kids|children)\b/.test(person);
  // "Biscuit, your dog,": the name first, who they are to you once.
  const said = care.name ? `${care.name}, ${person},` : person;
  const vars = {
    person: said,
    Person: capitalise(said),
    ordeal: care.ordeal ?? "",
    illness: illness ?? "",
    Illness: capitalise(illness ?? ""),
    them: plural
      ? "them"
      : /\b(?:mum|mom|mother|wife|girlfriend|sister|daughter|grandma|grandmother|nan|nanna|aunt|fiancee)\b/.test(person)
        ? "her"
        : /\b(?:dad|father|husband|boyfriend|brother|son|grandpa|grandfather|uncle|fiance)\b/.test(person)
          ? "him"
          : "them",
    they: "",
    are: "",
    is: "",
  };
  vars.they = vars.them === "her" ? "she" : vars.them === "him" ? "he" : "they";
  vars.are = vars.they === "they" ? "are" : "is";
  vars.is = plural ? "are" : "is";
  // Said with the name, only the openings that start with the person read well.
  const lines = illness
    ? CARE_OPENINGS
    : care.ordeal
      ? CARE_OPENINGS_ORDEAL
      : care.ageing
        ? CARE_OPENINGS_AGEING
        : CARE_OPENINGS_NO_ILLNESS;
  return c.w.pick(care.name ? lines.filter((l) => l.startsWith("{Person}")) : lines, vars);
}

function essenceOf(d: Drawn, clean: (t: string) => boolean): string {
  const raw = cleanText(d.reversed ? d.card.essence.reversed : d.card.essence.upright).replace(/[.!?;:,]+$/, "");
  if (raw && clean(raw) && !RISKY.test(raw)) return raw.charAt(0).toLowerCase() + raw.slice(1);
  // Refused (a tender reading's wounding words): the card's first gentle keyword, upright or turned.
  const gentle = [...d.card.keywords.upright, ...d.card.keywords.reversed].find((k) => clean(k) && !RISKY.test(k));
  if (gentle) return `${d.reversed ? "a turned, quieter" : "a"} note of ${gentle.toLowerCase()}`;
  return d.reversed ? "a lesson that is slow to surface" : "a lesson worth your attention";
}

/** A card's keywords for its orientation, three at most; a tender reading leaves the wounding ones unsaid. */
function keywordsOf(d: Drawn, clean: (t: string) => boolean, rng: SeededRandom, tender: boolean): string[] {
  const list = (d.reversed ? d.card.keywords.reversed : d.card.keywords.upright)
    .map((k) =>
      cleanText(k)
        .toLowerCase()
        .replace(/[.!?;:,]+$/, ""),
    )
    .filter((k) => k.length > 0 && k.length <= 40 && clean(k) && !RISKY.test(k) && !(tender && WOUNDING.test(k)));
  return rng.sample([...new Set(list)], 3);
}

/** Leaning sentences ("But…", "Or perhaps…") read only after the sentence they lean on. */
const LEANS = /^(?:But|And|So|Yet|Still|Then|Instead|Even so|Or|Either way|Alternatively)\b/;

/**
 * Two sentences said as one, the second as what the first means: "Behind the move to Berlin lies
 * good ground: two people meet as equals." The first keeps its words; the second is lower-cased
 * unless it opens on a name. A first sentence that already holds a colon or semicolon is followed by a dash.
 */
function joinClauses(first: string, second: string): string {
  const head = first.replace(/[.!]+$/, "");
  if (head.endsWith("?") || LEANS.test(second)) return `${first} ${second}`;
  const keepCapital = PROPER_START.test(second) || RWS_CARD_NAMES.some((name) => second.startsWith(name));
  const tail = keepCapital ? second : second.charAt(0).toLowerCase() + second.slice(1);
  const mark = /[:;]/.test(head) || /[:;]/.test(tail) ? " — " : ": ";
  // A joined sentence stays readable: past about 40 words its second half ends at a clause, or stands alone.
  const room = LONGEST_SENTENCE - wordCount(head);
  if (wordCount(tail) <= room) return `${head}${mark}${tail}`;
  const trimmed = clauseWithin(tail.replace(/[.!?]+$/, ""), room);
  if (trimmed) return `${head}${mark}${trimmed}.`;
  return `${head}. ${keepCapital ? second : capitalise(second)}`;
}

/** The most words a joined sentence may hold before it is trimmed or split. */
const LONGEST_SENTENCE = 40;

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => w.length > 0).length;
}

/** Where a clause may end: before "whether", "which", "and that", a semicolon or a dash. */
const CLAUSE_ENDS = /(?:;| —|,(?= (?:but|or|whether|while|where|as|though|until|helping|leaving|making)\b))/g;

/** `text` cut at its last clause boundary within `room` words (at least six kept), or null when there is none. */
function clauseWithin(text: string, room: number): string | null {
  let best: string | null = null;
  for (const m of text.matchAll(CLAUSE_ENDS)) {
    const kept = text.slice(0, m.index);
    const n = wordCount(kept);
    if (n > room) break;
    if (n >= 6) best = kept;
  }
  return best;
}

/** How many of the card's own sentences a spread says, each with a fact of the reading (see cardParagraph). */
const OWN_SENTENCES: Record<SpreadType, number> = { one_card: 4, three_card: 3, celtic_cross: 2 };

/** Word stems of what was asked and its themes: "relationships" and "relationship" meet at "relat". */
function questionStems(c: Context): Set<string> {
  const q = c.question;
  const said = [q.ask, q.topic, q.direct, q.context, ...c.themes.map((t) => `${t.label} ${themeText(t.id).domain}`)];
  const words = said
    .join(" ")
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 4 && !STEM_STOPWORDS.has(word));
  return new Set(words.map((word) => word.slice(0, 5)));
}

const STEM_STOPWORDS = new Set(["your", "about", "whether", "with", "from", "that", "this", "will", "what", "should"]);

/**
 * A card's own sentences, those that speak to the question's words first (in a seeded order
 * otherwise), so a card drawn for different questions opens on different true sentences.
 */
function byRelevance(sentences: string[], c: Context): string[] {
  const stems = questionStems(c);
  const score = (sentence: string) =>
    new Set(
      sentence
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((word) => word.length >= 4 && stems.has(word.slice(0, 5))),
    ).size;
  // A sentence that leans on the one before it ("But…", "So…") is never lifted above it.
  const leans = (sentence: string) => /^(?:But|And|So|Yet|Still|Then|Instead|Even so)\b/.test(sentence);
  // Equal scores go in a seeded order, so a card drawn for many questions does not open on the same sentence.
  const order = c.w.rng.shuffle(sentences.map((_, index) => index));
  return sentences
    .map((sentence, index) => ({ sentence, rank: order.indexOf(index), score: leans(sentence) ? -1 : score(sentence) }))
    .sort((a, b) => b.score - a.score || a.rank - b.rank)
    .map((x) => x.sentence);
}

function cardParagraph(c: Context, d: Drawn): Paragraph {
  const { w } = c;
  const label = cleanText(d.position.label) || `Card ${d.index + 1}`;
  const voice = POSITION_VOICES[label] ?? DEFAULT_VOICE;
  const essence = essenceOf(d, w.clean);
  const intro =
    w.first(w.rng.shuffle(voice.intros).map((t) => capitalise(fill(t, { card: d.name, essence })))) ??
    w.first([
      `In the ${label.toLowerCase()} position lies ${d.name}.`,
      `The ${label.toLowerCase()} position holds ${d.name}.`,
      `Here, as the ${label.toLowerCase()}, is ${d.name}.`,
    ]) ??
    w.take(`${d.name} takes the ${label.toLowerCase()} position.`);
  const role = ROLE_OF_POSITION[label] ?? "now";
  const yes = cardYes(d);
  const tone = role === "challenge" ? (yes >= 0.8 ? "helps" : "tests") : yes >= 0 ? "helps" : "tests";
  const topic =
    d.index === 0 && c.topics.first
      ? c.topics.first
      : (c.topics.rest[(d.index - (c.topics.first ? 1 : 0)) % c.topics.rest.length] ?? "your question");
  const link = w.pick(LINK_TO_QUESTION[role][tone], { topic });

  // The card's own words for its orientation.
  const own: string[] = [];
  for (const sentence of byRelevance(splitSentences(cleanText(d.reversed ? d.card.reversed : d.card.upright)), c)) {
    if (own.length >= OWN_SENTENCES[c.spread]) break;
    // A sentence that leans on the one before it ("Or perhaps…") is only said after it, never joined alone.
    if (LEANS.test(sentence)) continue;
    const kept = w.borrow(sentence);
    if (kept) own.push(kept);
  }
  // {kw} ties the note to this card: one of its reversed keywords, or, for a hard card whose
  // reversal is relief, the first one, which names that relief.
  const reversal = !d.reversed
    ? null
    : isEasingReversal(d)
      ? w.pick(EASING_REVERSAL_NOTES, { kw: d.card.keywords.reversed[0] ?? "relief" })
      : w.pick(
          // A card behind the question is never read as what is coming.
          role === "behind" ? REVERSAL_NOTES.filter((n) => !/\b(?:ahead|coming|next)\b/.test(n)) : REVERSAL_NOTES,
          { kw: keywordsOf(d, w.clean, w.rng, c.tender)[0] ?? "its lesson" },
        );

  // The theme lens: this card's theme first, then the other one, then the general view of its group.
  const group = groupOf(d.card);
  const themeIds = c.themes.map((t) => t.id);
  const mine = themeIds[d.index % themeIds.length] ?? "general";
  // Only a theme the question raised has a lens: the general view of a suit is the same for every buyer.
  const order = [mine, ...themeIds.filter((id) => id !== mine)].filter((id) => id !== "general");
  const lensCandidates = [...new Set(order)].flatMap((id) => w.rng.shuffle(themeText(id).lens[group]));
  const lens = w.first(lensCandidates);
  const words = keywordsOf(d, w.clean, w.rng, c.tender);
  // A tender reading leaves a hard card's keywords unsaid in every position, the Challenge too.
  const softened = c.tender && (cardYes(d) < 0 || isHardCard(d));
  const keywords = words.length >= 2 && !softened ? w.pick(KEYWORD_LINES, { list: listOf(words) }) : null;
  const element = w.pick(ELEMENT_LINES[d.card.element] ?? [], { astro: astroNote(d.card.astrology) });

  // Each of the card's own sentences is said with a fact of this reading, never on its own: the
  // first that speaks to you with the link (the question's words), a picture with the card's
  // introduction, the rest with the reversal note and the element line. Any left over are left out.
  const speaksToYou = (sentence: string) => /\b(?:you|your|yours|yourself)\b/i.test(sentence);
  const toLink = own.find(speaksToYou);
  const picture = own.find((sentence) => !speaksToYou(sentence));
  const rest = own.filter((sentence) => sentence !== toLink && sentence !== picture);
  const withOwn = (host: string | null, sentence: string | undefined) =>
    host && sentence ? joinClauses(host, sentence) : host;
  const introduced = withOwn(intro, picture) ?? intro;
  const linked = withOwn(link, toLink);
  const noted = withOwn(reversal, reversal ? rest.shift() : undefined);
  const elemental = withOwn(element, rest.shift());
  // The theme's lens is said of this card: a major's by its name, a suit's after the card's keywords.
  const namedLens = lens && group === "major" ? lensOfMajor(lens, d.name) : null;
  // A suit's lens is the same for every buyer of a theme: said only when a single card is read.
  const suitLens = c.spread === "one_card" && keywords && lens ? joinClauses(keywords, lens) : null;
  const lensLine = group === "major" ? namedLens : suitLens;
  const keywordLine = suitLens ? null : keywords;

  const deathNote = c.tender && d.card.id === "death" ? w.first([DEATH_NOTE]) : null;
  return [
    ...heading(cardHeading(label, d.card.name, d.reversed)),
    ...core(introduced),
    ...core(deathNote),
    ...core(linked),
    ...(c.spread === "celtic_cross" ? optional(noted, 1) : core(noted)),
    ...(c.spread === "one_card" ? core(lensLine) : optional(lensLine, 2)),
    ...(c.spread === "celtic_cross"
      ? optional(keywordLine, 2)
      : optional(keywordLine, c.spread === "one_card" ? 1 : 2)),
    ...(c.spread === "one_card" ? optional(elemental, 2) : extra(elemental)),
  ];
}

/** A theme's lens for a major card, with the card named where the lens says "a major card" or "a trump like this". */
function lensOfMajor(lens: string, name: string): string | null {
  const named = lens.replace(/\b(?:a major card(?: like this)?|a trump like this)\b/, name);
  return named === lens ? null : named;
}

const namesOf = (cards: readonly Drawn[]) => listOf(cards.map((d) => d.name));

function countVars(n: number, total: number, cards: readonly Drawn[]): Record<string, string> {
  return { n: numberWord(n), N: capitalise(numberWord(n)), total: numberWord(total), cards: namesOf(cards) };
}

const SUIT_SINGULAR: Record<Suit, string> = { wands: "wand", cups: "cup", swords: "sword", pentacles: "pentacle" };
const SUIT_ELEMENT: Record<Suit, string> = { wands: "fire", cups: "water", swords: "air", pentacles: "earth" };

/** The minor cards by suit, most first: "three cups, two wands and a sword"; and their elements in that order. */
function suitCounts(cards: readonly Drawn[]): { suits: string; elements: string } {
  const counts = SUITS.map((suit) => ({ suit, n: cards.filter((d) => d.card.suit === suit).length }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n);
  return {
    suits: listOf(counts.map(({ suit, n }) => (n === 1 ? `a ${SUIT_SINGULAR[suit]}` : `${numberWord(n)} ${suit}`))),
    elements: listOf(counts.map(({ suit }) => SUIT_ELEMENT[suit])),
  };
}

function majorsLine(c: Context): string | null {
  const majors = c.cards.filter((d) => groupOf(d.card) === "major");
  const total = c.cards.length;
  const n = majors.length;
  const big = c.spread === "celtic_cross" ? 5 : total;
  const bucket = n === 0 ? "none" : n === total ? "all" : n === 1 ? "one" : n >= big ? "many" : "some";
  const minors = c.cards.filter((d) => groupOf(d.card) !== "major");
  const suits = suitCounts(minors);
  return c.w.pick(MAJOR_LINES[bucket], { ...countVars(n, total, majors), ...suits, Suits: capitalise(suits.suits) });
}

function suitLines(c: Context): { lead: string | null; missing: string | null } {
  const minors = c.cards.filter((d) => groupOf(d.card) !== "major");
  const counts = SUITS.map((suit) => ({ suit, n: minors.filter((d) => d.card.suit === suit).length }));
  const top = Math.max(...counts.map((x) => x.n));
  const leaders = counts.filter((x) => x.n === top);
  const needed = c.spread === "celtic_cross" ? 3 : 2;
  let lead: string | null = null;
  const leader = leaders[0];
  if (leaders.length === 1 && leader && top >= needed) {
    const times = top === 2 ? "twice" : `${numberWord(top)} times`;
    const suited = minors.filter((d) => d.card.suit === leader.suit);
    lead = c.w.pick(SUIT_LEAD_LINES[leader.suit], { n: numberWord(top), times, cards: namesOf(suited) });
  } else if (c.spread === "celtic_cross" && minors.length >= 4) {
    lead = c.w.pick(SUIT_MIXED_LINES, suitCounts(minors));
  }
  const absent = counts.filter((x) => x.n === 0);
  const gone = absent[0];
  const missing =
    c.spread === "celtic_cross" && minors.length >= 5 && absent.length === 1 && gone
      ? c.w.pick([SUIT_MISSING_LINES[gone.suit]])
      : null;
  return { lead, missing };
}

function reversalLine(c: Context): string | null {
  const reversed = c.cards.filter((d) => d.reversed);
  const total = c.cards.length;
  const n = reversed.length;
  const bucket =
    n === 0
      ? "none"
      : n === total && total > 1
        ? "all"
        : n === 1
          ? "one"
          : n * 2 > total
            ? "most"
            : n >= 4
              ? "many"
              : "some";
  return c.w.pick(REVERSAL_COUNT_LINES[bucket], {
    ...countVars(n, total, reversed),
    first: c.cards[0]?.name ?? "",
    last: c.cards.at(-1)?.name ?? "",
  });
}

function countLine(c: Context, lines: readonly string[], test: (card: CardText) => boolean): string | null {
  const n = c.cards.filter((d) => test(d.card)).length;
  return n >= 2 ? c.w.pick(lines, countVars(n, c.cards.length, [])) : null;
}

function at(c: Context, label: string): Drawn | undefined {
  return c.cards.find((d) => d.position.label === label);
}

function linkLine(c: Context, key: keyof typeof LINK_LINES, a?: Drawn, b?: Drawn): string | null {
  if (!a || !b) return null;
  const vars = { a: a.name, b: b.name, ea: a.card.element, eb: b.card.element };
  return c.w.pick(LINK_LINES[key][relationOf(a.card.element, b.card.element)], vars);
}

function synthesis(c: Context): Paragraph[] {
  if (c.spread === "one_card" || c.cards.length < 2) return [];
  const { w } = c;
  const majors = majorsLine(c);
  const { lead, missing } = suitLines(c);
  const reversals = reversalLine(c);

  if (c.spread === "three_card") {
    const past = at(c, "Past");
    const present = at(c, "Present");
    const future = at(c, "Future");
    let arc: string | null = null;
    if (past && present && future) {
      // Brighter or harder by the card as drawn, not by orientation alone: The Devil upright ahead
      // is no freer future, and the Nine of Swords reversed behind you is a weight already lifting.
      const bright = (d: Drawn) => cardYes(d) > 0;
      const shape =
        past.reversed && present.reversed && future.reversed
          ? "inward"
          : !bright(past) && bright(future)
            ? "lifting"
            : bright(past) && !bright(future)
              ? "dipping"
              : bright(past) && bright(present) && bright(future)
                ? "clear"
                : "uneven";
      arc = w.pick(ARC_LINES[shape], { past: past.name, present: present.name, future: future.name });
    }
    return [
      [
        ...heading(WHOLE_SPREAD_HEADING),
        ...core(majors),
        ...optional(lead, 1),
        ...core(reversals),
        ...core(linkLine(c, "pastPresent", past, present)),
        ...core(linkLine(c, "presentFuture", present, future)),
        ...optional(arc, 1),
      ],
    ];
  }

  const outcome = at(c, "Outcome");
  return [
    [
      ...heading(WHOLE_SPREAD_HEADING),
      ...core(majors),
      ...optional(lead, 1),
      ...extra(missing),
      ...core(reversals),
      ...extra(countLine(c, COURT_LINES, (card) => card.arcana === "minor" && card.rank >= 11)),
      ...extra(countLine(c, ACE_LINES, (card) => card.arcana === "minor" && card.rank === 1)),
    ],
    [
      ...core(linkLine(c, "presentChallenge", at(c, "Present"), at(c, "Challenge"))),
      ...core(linkLine(c, "foundationCrown", at(c, "Foundation"), at(c, "Crown"))),
      ...core(linkLine(c, "selfEnvironment", at(c, "Self"), at(c, "Environment"))),
      ...core(linkLine(c, "nearOutcome", at(c, "Near Future"), outcome)),
    ],
  ];
}

/** "The Sun (upright) in the outcome position", or "the card you drew, The Sun (upright)" for a single card. */
function placed(d: Drawn, single: boolean): string {
  return single ? d.name : `${d.name} in the ${d.position.label.toLowerCase()} position`;
}

function keywordPhrase(d: Drawn, c: Context): string {
  // A tender reading names a hard card by its image, never by its hardest words.
  if (c.tender && cardYes(d) < 0) return essenceOf(d, c.w.clean);
  const words = keywordsOf(d, c.w.clean, c.w.rng, c.tender);
  return words.length > 0 ? listOf(words) : essenceOf(d, c.w.clean);
}

/** The card that speaks last and loudest for the question: the outcome, the future, or the only card. */
function keyCard(c: Context): Drawn | undefined {
  for (const label of ["Outcome", "Future", "Your Card", "Near Future", "Present"]) {
    const found = at(c, label);
    if (found) return found;
  }
  return c.cards[c.cards.length - 1];
}

const asDrawn = (c: Context, card: { card: CardText; reversed: boolean; position: { label: string } }) =>
  c.cards.find((d) => d.card.id === card.card.id) as Drawn;

function yesNoAnswer(c: Context): Paragraph {
  const { w, question: q } = c;
  const lean = yesNoLean(c.cards);
  const single = c.cards.length === 1;
  const topic = c.topics.rest[0];
  const on = q.ask
    ? `On ${q.ask}, `
    : topic && !/^(?:your question|what you asked)$/.test(topic)
      ? `On ${topic}, `
      : "";
  // A lean is clear only when no card pulls hard the other way.
  const strength = lean.counter ? "gentle" : lean.strength;
  // The verdict is the answer: when every wording's opener is taken, it is said anyway.
  const verdicts = YES_NO_LINES[lean.answer][strength];
  const verdict = capitalise(w.pick(verdicts, { on }) ?? w.take(fill(verdicts[0], { on })));
  const carriers = listOf(lean.carriers.map((card) => placed(asDrawn(c, card), single)));
  const [towardsYes, towardsNo] = lean.carriers;
  const carry =
    lean.answer !== "open"
      ? // One card leaning no is named by what a no means; saying it carries the lean too repeats it.
        single && lean.answer === "no"
        ? null
        : w.pick(CARRIER_LINES, { carriers })
      : towardsYes && towardsNo
        ? w.pick(BALANCE_LINES, {
            yes: placed(asDrawn(c, towardsYes), single),
            no: placed(asDrawn(c, towardsNo), single),
          })
        : towardsYes
          ? w.pick(BALANCE_SINGLE_LINES, { card: asDrawn(c, towardsYes).name })
          : null;
  const counterCard = lean.counter ? asDrawn(c, lean.counter) : null;
  const counter = counterCard
    ? w.pick(COUNTER_LINES, { counter: counterCard.name, essence: essenceOf(counterCard, w.clean) })
    : null;
  // What firms a yes up is the words of the card that carries it (for a hard card eased by its
  // reversal, the relief it names); a no gets no list of hard words, only what a no means.
  const support = lean.answer === "yes" && lean.carriers[0] ? asDrawn(c, lean.carriers[0]) : null;
  const condition =
    lean.answer === "open"
      ? w.pick(OPEN_LINES)
      : lean.answer === "no"
        ? w.pick(NO_CONDITION_LINES, { card: lean.carriers[0] ? asDrawn(c, lean.carriers[0]).name : "this draw" })
        : support
          ? w.pick(CONDITION_LINES, {
              words: isEasingReversal(support) ? (support.card.keywords.reversed[0] ?? "") : keywordPhrase(support, c),
            })
          : null;
  // A level draw's note is said of the cards that keep it level, in one sentence with them.
  if (lean.answer === "open" && condition) {
    const lead = carry ?? verdict;
    const said = lead ? joinClauses(lead, condition) : condition;
    return carry
      ? [...core(verdict), ...core(said), ...optional(counter, 1)]
      : [...core(said), ...optional(counter, 1)];
  }
  return [...core(verdict), ...core(carry), ...optional(counter, 1), ...core(condition)];
}

function choiceAnswer(c: Context): Paragraph {
  const { w, question: q } = c;
  const choice = q.choice;
  if (!choice) return guidanceAnswer(c);
  const lean = choiceLean(c.cards);
  const single = c.cards.length === 1;
  const [a, b] = choice.options;
  // The lean is never carried by a card the reading calls hard or held back.
  const bright = lean.carriers.filter((card) => cardYes(card) > 0);
  const carriers = listOf(bright.map((card) => placed(asDrawn(c, card), single)));
  const pieces: Paragraph = [];
  if (choice.change === null) {
    const named = namedChoiceLine(c, choice.options);
    if (named)
      return [...named, ...(lean.carriers.length === 0 ? core(w.pick(CHOICE_QUALITY[lean.favours], { a, b })) : [])];
    pieces.push(...core(w.pick(CHOICE_QUALITY[lean.favours], { a, b })));
  } else {
    const favouredIndex = lean.favours === "change" ? choice.change : 1 - choice.change;
    const favoured = choice.options[favouredIndex] ?? a;
    const other = choice.options[1 - favouredIndex] ?? b;
    const lines = choice.verbs ? CHOICE_VERB_LINES : CHOICE_LINES;
    // The lean and its reason in one sentence: the options named, then why the draw favours one.
    const said = w.pick(lines, { a, b, favoured, other });
    const why = w.pick((single ? CHOICE_WHY_SINGLE : CHOICE_WHY)[lean.favours]);
    pieces.push(...core(said && why ? joinClauses(said, why) : (said ?? why)));
    if (lean.close)
      pieces.push(...core(w.pick(CHOICE_CLOSE_LINES, { other: choice.verbs ? `choosing to ${other}` : other })));
  }
  if (bright.length > 0) pieces.push(...core(w.pick(CARRIER_LINES, { carriers })));
  else if (lean.carriers.length > 0) {
    const held = listOf(lean.carriers.map((card) => placed(asDrawn(c, card), single)));
    pieces.push(...core(w.pick(HELD_CARRIER_LINES, { carriers: held })));
  }
  const counterCard = lean.counter ? asDrawn(c, lean.counter) : null;
  if (counterCard) {
    pieces.push(
      ...optional(w.pick(COUNTER_LINES, { counter: counterCard.name, essence: essenceOf(counterCard, w.clean) }), 1),
    );
  }
  return pieces;
}

/** "Will she be okay?" about an illness: said plainly that the cards make no forecast of health, then what the key card offers. */
function prognosisAnswer(c: Context): Paragraph {
  const { w, question: q } = c;
  const on = q.ask ? `On ${q.ask}, ` : "";
  const person = q.care ? (q.care.name ?? q.care.person) : null;
  const whose = person ? `${person}'s` : "the";
  const carers = q.care?.pet ? "your vet" : "doctors";
  const lines = PROGNOSIS_TEXT.plainly;
  const said = capitalise(w.pick(lines, { on, whose, carers }) ?? w.take(fill(lines[1], { on, whose, carers })));
  const key = keyCard(c);
  const single = c.cards.length === 1;
  const offer = key
    ? w.pick(PROGNOSIS_TEXT.instead, { card: placed(key, single), essence: essenceOf(key, w.clean) })
    : null;
  return [...core(said), ...core(offer)];
}

/** A choice between named options ("law or teaching", "Perth or Melbourne"), with the option the cards favour named. */
function namedChoiceLine(c: Context, options: readonly [string, string]): Paragraph | null {
  const { w } = c;
  const lean = namedChoiceLean(c.cards, options);
  const [a, b] = options;
  const favoured = options[lean.favoured] ?? a;
  const other = options[1 - lean.favoured] ?? b;
  const only = c.cards[0];
  const line = w.pick(NAMED_CHOICE_LINES[lean.by], {
    a,
    b,
    favoured,
    other,
    element: lean.element ?? "",
    quality: lean.element ? ELEMENT_QUALITIES[lean.element] : "",
    orientation: only?.reversed ? "reversed" : "upright",
  });
  if (!line) return null;
  const single = c.cards.length === 1;
  const carriers = listOf(lean.carriers.map((card) => placed(asDrawn(c, card), single)));
  return [
    ...core(line),
    ...(lean.carriers.length > 0 && !single ? core(w.pick(CARRIER_LINES, { carriers })) : []),
    ...(lean.close ? core(w.pick(NAMED_CHOICE_CLOSE, { other })) : []),
  ];
}

/** A decision already made: what the cards say it meant and taught, never "not yet". */
function pastAnswer(c: Context): Paragraph {
  const { w, question: q } = c;
  const lean = yesNoLean(c.cards);
  const single = c.cards.length === 1;
  const about = q.people[0] ?? q.relations[0] ?? (q.topic && !/^the (?:right|wrong)\b/.test(q.topic) ? q.topic : null);
  const decision = about ? `the choice you made about ${about}` : "the choice you made";
  const ranked = [...c.cards].sort((x, y) => cardYes(y) - cardYes(x));
  const kindest = ranked[0];
  const hardest = ranked[ranked.length - 1];
  const tone = lean.answer === "yes" ? "kind" : lean.answer === "no" ? "heavy" : "mixed";
  const shown =
    tone === "kind"
      ? ranked.filter((d) => cardYes(d) > 0).slice(0, 2)
      : tone === "heavy"
        ? ranked.slice(-2).reverse()
        : [kindest, hardest];
  const carriers = listOf([...new Set(shown.filter((d): d is Drawn => d !== undefined))].map((d) => placed(d, single)));
  // The verdict is the answer: when every wording's opener is taken, it is said anyway.
  const verdict =
    w.pick(PAST_LINES[tone], { decision, carriers }) ??
    w.take(fill(PAST_LINES[tone][0] as string, { decision, carriers }));
  const teaching =
    kindest && cardYes(kindest) > 0
      ? w.pick(PAST_TEACHING, { card: kindest.name, words: keywordPhrase(kindest, c) })
      : null;
  return [...core(verdict), ...core(teaching)];
}

/** The second part of a two-part question, answered after the first. */
function followUpAnswer(c: Context): Paragraph {
  const { w, question: q } = c;
  const follow = q.followUp;
  if (!follow) return [];
  if (follow.kind === "choice") {
    const named = namedChoiceLine(c, follow.choice.options);
    const first = named?.[0];
    if (!named || !first) return [];
    const lowered = first.text.charAt(0).toLowerCase() + first.text.slice(1);
    const after = yesNoLean(c.cards).answer === "no" ? FOLLOW_UP_LINES.choiceAfterNo : FOLLOW_UP_LINES.choiceAfterYes;
    const line = w.pick(after, { line: lowered });
    return line ? [...core(line), ...named.slice(1)] : named;
  }
  if (follow.kind === "when") {
    const timing = timingOf(c.cards);
    if (!timing) return [];
    const text = w.pick(TIMING_LINES[timing.timing], { card: asDrawn(c, timing.card).name });
    return core(text ? w.pick(FOLLOW_UP_LINES.when, { line: text.charAt(0).toLowerCase() + text.slice(1) }) : null);
  }
  return [];
}

function whenAnswer(c: Context): Paragraph {
  const timing = timingOf(c.cards);
  if (!timing) return guidanceAnswer(c);
  const d = asDrawn(c, timing.card);
  return [
    ...core(c.w.pick(TIMING_LINES[timing.timing], { card: d.name })),
    ...(d.reversed ? core(c.w.pick(TIMING_REVERSED)) : []),
    ...optional(guidanceAnswer(c)[0]?.text ?? null, 1),
  ];
}

function guidanceAnswer(c: Context): Paragraph {
  const { w, question: q } = c;
  const key = keyCard(c);
  if (!key) return [];
  const single = c.cards.length === 1;
  const topic = q.ask ?? q.topic ?? c.topics.rest[0] ?? "your question";
  // "in the outcome position"; a single card needs no place.
  const place = single ? "" : ` in the ${key.position.label.toLowerCase()} position`;
  const lines = q.shape === "who" ? WHO_LINES : GUIDANCE_LINES;
  const main = w.pick(lines, { topic, card: key.name, place, words: keywordPhrase(key, c) });
  const second = c.cards.find((d) => d !== key && (d.position.label === "Present" || d.position.label === "Self"));
  const secondLine = second
    ? w.pick(GUIDANCE_SECOND, { card: second.name, essence: essenceOf(second, w.clean) })
    : null;
  return [...core(main), ...optional(secondLine, 1)];
}

function answerParagraph(c: Context): Paragraph {
  const q = c.question;
  const shape = q.shape;
  const body =
    shape === "yes_no"
      ? c.prognosis
        ? prognosisAnswer(c)
        : yesNoAnswer(c)
      : shape === "choice"
        ? choiceAnswer(c)
        : shape === "past"
          ? pastAnswer(c)
          : shape === "when"
            ? whenAnswer(c)
            : guidanceAnswer(c);
  const support = q.care ? c.w.pick(SUPPORT_LINES, { support: q.care.support }) : null;
  return [...heading(ANSWER_HEADING), ...body, ...followUpAnswer(c), ...core(practicalLine(c)), ...core(support)];
}

const WAITING =
  /\b(?:get|hear|hear back|pass|be offered|land|win|receive)\b.*\b(?:job|role|interview|results?|offer|position|exams?|tests?|licen[cs]e|visa|loan|place|promotion|scholarship|application)\b/i;

/** One practical step that fits the question: a way to decide, a step while waiting, care, reflection on a past choice, else the theme's. */
function practicalLine(c: Context): string | null {
  const line = practicalStep(c);
  // The step is said for this question: "For the move to Berlin, try this: …".
  const topic = c.topics.rest[0];
  const ask = c.question.ask;
  const q = c.question;
  const pastAbout = q.people[0] ?? q.relations[0] ?? null;
  const lead =
    ask?.startsWith("whether ") && (q.choice || q.followUp || decision(q))
      ? `Before you choose ${ask}`
      : q.shape === "past" && pastAbout
        ? `Looking back on ${pastAbout}`
        : topic && !/^(?:your question|this choice|what you asked)$/.test(topic)
          ? `For ${topic}`
          : null;
  if (!line) return null;
  const lowered = `${line.charAt(0).toLowerCase()}${line.slice(1)}`;
  // Said for the question, or, with nothing of it to name, with the card that speaks loudest.
  const key = keyCard(c);
  const said = [lead, key ? `With ${key.name} in mind` : null]
    .filter((l): l is string => l !== null)
    .map((l) => `${l}, ${lowered}`)
    .find((text) => wordCount(text) <= LONGEST_SENTENCE && c.w.fits(text));
  return said ? c.w.take(said) : line;
}

function practicalStep(c: Context): string | null {
  const q = c.question;
  const { w } = c;
  if (q.shape === "past") return w.pick(PRACTICAL_PAST);
  if (q.care?.pet) return w.pick(PRACTICAL_PET, { name: q.care.name ?? q.care.person ?? "" });
  if (q.care?.person) return w.pick(PRACTICAL_CARE, { person: q.care.name ?? q.care.person });
  const choice = q.choice ?? (q.followUp?.kind === "choice" ? q.followUp.choice : null);
  if (choice) {
    // The two options said by name in place of the general "each option" (the first and last of the list).
    const [a, b] = choice.options;
    const named = PRACTICAL_OPTIONS[choice.verbs ? "verbs" : "nouns"];
    return w.pick([...named, ...PRACTICAL.change.slice(1, -1)], { a, b });
  }
  if (q.shape === "choice") return w.pick(PRACTICAL.change);
  // "Should we leave Brisbane for it?", with a job offer behind it: a decision, weighed like a choice.
  if (decision(q)) {
    // The theme's own steps share the load, so no one step is said in every decision.
    const own = q.themes.flatMap((t) => (t.id === "work" || t.id === "travel" ? PRACTICAL[t.id] : []));
    const a = (q.ask ?? "").replace(/^whether to /, "");
    return w.pick([...PRACTICAL_OPTIONS.verbs, ...own], { a, b: "leave things as they are" });
  }
  if (q.shape === "yes_no" && WAITING.test(q.ask ?? q.direct ?? "")) return w.pick(PRACTICAL_WAITING);
  const theme = c.themes[0]?.id ?? "general";
  // After a divorce or a break-up, love's steps ("an hour with the person this is about") would hurt.
  if (theme === "love" && c.ending) return w.pick(PRACTICAL["self-worth"]);
  // A sister's wedding is a family matter: love's steps are for a partner.
  const family = q.relations.length > 0 && q.relations.every((r) => !ROMANTIC.test(r));
  if (theme === "love" && family) return w.pick(PRACTICAL.home);
  return w.pick(PRACTICAL[theme] ?? PRACTICAL.general);
}

/** A yes-or-no about a step to take ("whether to leave Brisbane") where work or a move is at stake. */
function decision(q: QuestionReading): boolean {
  return (
    q.shape === "yes_no" &&
    q.ask?.startsWith("whether to ") === true &&
    q.themes.some((t) => t.id === "work" || t.id === "travel")
  );
}

const ROMANTIC = /\b(?:partner|boyfriend|girlfriend|husband|wife|fiancee?|ex)\b/;

function questionParagraph(c: Context): Paragraph {
  const { w } = c;
  const theme = themeText(c.themes[0]?.id ?? "general");
  const key = c.cards[c.cards.length - 1];
  const fromTheme = w.rng.shuffle(theme.questions);
  let options: string[] = fromTheme;
  // A tender question never ends on a hard card's words ("a hard ending with dawn on the horizon").
  const tender = (c.tender || c.themes.some((t) => TENDER_THEMES.has(t.id))) && key !== undefined && isHardCard(key);
  if (key && !tender) {
    const essence = essenceOf(key, w.clean);
    // A hard card eased by its reversal offers its relief, like an upright card; other reversals ask what would shift.
    const held = key.reversed && !isEasingReversal(key);
    const fromEssence = ESSENCE_QUESTIONS[held ? "reversed" : "upright"].map((q) =>
      fill(q, { essence, domain: theme.domain, card: key.name }),
    );
    // The card's own note first: a position's question and the theme's are the same for every buyer.
    options = [...w.rng.shuffle(fromEssence), ...fromTheme];
  }
  const question = w.first(options.map(capitalise));
  return core(question);
}

function closingParagraph(c: Context): Paragraph {
  const careTheme = c.themes.find((t) => themeText(t.id).care);
  const cared = c.question.care?.person ? c.question.care : null;
  // Someone else's health, or a pet's, is for their doctors or the vet: the note about the buyer's own body would not fit.
  const care = cared
    ? fill(CARED_HEALTH_NOTE, {
        whose: cared.pet ? "an animal's" : "anyone's",
        name: cared.name ?? cared.person ?? "",
        carers: cared.pet ? "your vet" : "the doctors",
      })
    : careTheme
      ? (themeText(careTheme.id).care ?? null)
      : null;
  return [...core(care ? c.w.first([care]) : null), ...core(c.w.pick(CLOSINGS))];
}

/** A relationship that has ended. */
const ENDED = /\b(?:divorc\w*|break ?up|broke up|broken up|split up|separat\w*|my ex|dumped)\b/i;

/** A question about how an illness or an operation will go. */
const PROGNOSIS =
  /\b(?:recover\w*|surgery|operation|survive|surviv\w*|cancer|tumou?r|stroke|be (?:okay|ok|alright|all right)|get (?:better|well)|pull through|heal)\b/i;

/** A grief reading may say loss and sorrow: they are what was asked about, not a card's verdict. */
const GRIEF_WORDS = /\b(?:loss|lost|losing|sorrow|grief|griev\w*|Hopes\/Fears)\b/gi;

/** The reading as plain text, paragraphs separated by a blank line. */
export function composeReading(input: ComposeInput): string {
  const cards = Array.isArray(input.cards) ? input.cards : [];
  const drawn: Drawn[] = cards.map((entry, index) => ({
    ...entry,
    index,
    name: cardLabel(entry.card, entry.reversed),
  }));
  const named = undrawnNameGuard(cards.map((entry) => entry.card.name));
  const question = readQuestion(typeof input.intention === "string" ? input.intention : "");
  const tender = question.care !== null || question.themes.some((t) => t.id === "grief");
  // "This card" only where there is one card; a tender reading keeps the deck's harshest words out.
  const guard = (text: string) =>
    named(text) &&
    (cards.length === 1 || !/\bthis card\b/i.test(text)) &&
    (!tender || (!HARSH.test(text) && !WOUNDING.test(text.replace(GRIEF_WORDS, ""))));
  const spread: SpreadType = input.spreadType in TARGET_WORDS ? input.spreadType : "three_card";
  const seed = [String(input.seed ?? ""), spread, ...drawn.map((d) => `${d.card.id}${d.reversed ? "-r" : ""}`)].join(
    "|",
  );
  const w = new Writer(new SeededRandom(seed), guard);
  const found = topicsOf(question, w.rng);
  const topics = {
    first: found.first && guard(found.first) ? found.first : null,
    rest: found.rest.filter((t) => guard(t)),
  };
  const prognosis =
    question.shape === "yes_no" &&
    (question.care !== null || question.themes.some((t) => t.id === "health")) &&
    PROGNOSIS.test(typeof input.intention === "string" ? input.intention : "");
  const ending = ENDED.test(typeof input.intention === "string" ? input.intention : "");
  const c: Context = { spread, themes: question.themes, question, topics, cards: drawn, w, tender, prognosis, ending };

  const paragraphs: Paragraph[] = [
    opening(c),
    ...drawn.map((d) => cardParagraph(c, d)),
    ...synthesis(c),
    answerParagraph(c),
    questionParagraph(c),
    closingParagraph(c),
  ];
  return fitToRange(paragraphs, TARGET_WORDS[spread]).join("\n\n");
}
