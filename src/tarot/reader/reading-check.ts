/**
 * What a model's finished interpretation goes through before it is kept (docs/product/tarot.md,
 * Reading rules; decision 0052). First `normaliseReading` mends the harmless slips real models
 * make, so the saved page and the PDF read cleanly: markdown marks, code fences, a "Here's your
 * reading:" preamble, list marks and numbered headings, "(Reversed)" in capitals, the
 * orientation in Spanish ("(invertida)"), heading variants ("Past — The Tower, Reversed",
 * "Your Answer:", a card's name without its "The"), and "The World" or "The Moon" opening an
 * ordinary sentence when that card was not drawn. Then `checkReading` rejects what cannot be
 * mended: a drawn card not named with its orientation or named with the other one, a card that
 * was not drawn, markup or the prompt's data markers, a card headed under another card's position, and a reading with no
 * answer at its end.
 */
import { ANSWER_HEADING, cardHeading, readingSections, WHOLE_SPREAD_HEADING } from "../../shared/reading-sections";
import { DECK } from "../deck";

export type DrawnForCheck = { name: string; reversed: boolean; position?: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "The Tower (reversed)", "The Tower, reversed", "The Tower reversed" — any close pairing counts. */
function namedWithOrientation(text: string, name: string, orientation: "upright" | "reversed"): boolean {
  const pattern = new RegExp(`${escapeRegExp(name)}\\s*[,(\\-–—:]?\\s*(?:\\*\\*)?\\(?${orientation}\\b`, "i");
  return pattern.test(text);
}

/**
 * Whether a card's name appears as a name. Multi-word names count case-sensitively
 * ("The Sun", "Three of Cups"), and so does "the Sun" inside a sentence unless a capital
 * follows ("the World Cup" is not a card); one-word majors (Strength, Justice, Death,
 * Temperance, Judgement) are ordinary words too, so they count only when paired
 * with an orientation.
 */
function mentions(text: string, name: string): boolean {
  if (namedWithOrientation(text, name, "upright") || namedWithOrientation(text, name, "reversed")) return true;
  if (!name.includes(" ")) return false;
  if (new RegExp(`(?<![A-Za-z])${escapeRegExp(name)}(?![A-Za-z])`).test(text)) return true;
  if (!name.startsWith("The ")) return false;
  const bare = escapeRegExp(name.slice(4));
  return new RegExp(`(?<![A-Za-z])the ${bare}(?![A-Za-z])(?!\\s+\\p{Lu})`, "u").test(text);
}

export type CheckResult = { ok: true } | { ok: false; problems: string[] };

/** HTML, a code fence, or the prompt's own data markers (<<<DRAW, INTENTION>>>) echoed back. */
const MARKUP = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|```|<<<|>>>/i;

/** A heading of a card's section as a model may write it: position, a separator, the card, its orientation. */
const CARD_HEADING =
  /^(?<position>[\p{L}/ ’'-]+?)\s*(?::|\s[–—-]\s)\s*(?<card>[\p{L} ]+?)\s*(?:\(\s*(?<o1>upright|reversed)\s*\)|[,–—-]\s*(?<o2>upright|reversed)|\s(?<o3>upright|reversed))\s*:?$/iu;

type CardHeading = { position: string; card: DrawnForCheck; reversed: boolean };

/** The drawn card a heading names: its exact name in any case, or the name without its "The". */
function drawnCardNamed(name: string, drawn: DrawnForCheck[]): DrawnForCheck | undefined {
  const wanted = name.trim().toLowerCase();
  return drawn.find((card) => {
    const full = card.name.toLowerCase();
    return full === wanted || (full.startsWith("the ") && full.slice(4) === wanted);
  });
}

function readCardHeading(line: string, drawn: DrawnForCheck[]): CardHeading | null {
  if (line.length > 80 || /[.!?;]$/.test(line)) return null;
  const match = CARD_HEADING.exec(line);
  if (!match?.groups) return null;
  const card = drawnCardNamed(match.groups.card ?? "", drawn);
  if (!card) return null;
  const orientation = (match.groups.o1 ?? match.groups.o2 ?? match.groups.o3 ?? "").toLowerCase();
  const written = (match.groups.position ?? "").trim();
  // An English position of this spread keeps the spread's own spelling; a translated one stays as written.
  const known = drawn.find((other) => other.position?.toLowerCase() === written.toLowerCase())?.position;
  return { position: known ?? written, card, reversed: orientation === "reversed" };
}

const OTHER_HEADINGS: [RegExp, string][] = [
  [/^your\s+answer\s*:?$/i, ANSWER_HEADING],
  [/^(?:the\s+)?whole\s+spread\s*:?$/i, WHOLE_SPREAD_HEADING],
];

/** "Sure! Here's your tarot reading:" and the like, before the reading proper. */
const PREAMBLE =
  /^(?:(?:sure|okay|ok|certainly|of course|absolutely)[!,.]?\s*)?here(?:'s| is)\b[^\n]{0,100}\b(?:reading|interpretation)\b[^\n]{0,40}[:.!]?$/i;

/** Ordinary nouns that are also card names, when they open a sentence and that card was not drawn. */
const COMMON_NOUN_CARDS = ["The World", "The Moon", "The Sun", "The Star"];

function stripMarkdown(text: string): string {
  return (
    text
      .replace(/^```[\w-]*[ \t]*$/gm, "")
      .replace(/^#{1,6}[ \t]+/gm, "")
      // List marks and numbered headings: "- ", "• ", "* ", "1. ", "2) ".
      .replace(/^[ \t]*(?:[-•*]|\d{1,2}[.)])[ \t]+/gm, "")
      .replace(/\*\*(?=\S)([^*\n]+?)\*\*/g, "$1")
      .replace(/__(?=\S)([^_\n]+?)__/g, "$1")
      .replace(/(?<![\w*])\*(?=\S)([^*\n]+?)\*(?![\w*])/g, "$1")
      .replace(/\((upright|reversed)\)/gi, (_, word: string) => `(${word.toLowerCase()})`)
      // The orientation in the reply's language: the page and the check read the English word.
      .replace(/\((?:inverted|invertida|invertido|al rev[ée]s)\)/gi, "(reversed)")
      .replace(/\((?:al derecho|derecha|derecho)\)/gi, "(upright)")
  );
}

/** The interpretation with the harmless slips mended; a text with none of them comes back unchanged. */
export function normaliseReading(text: string, drawn: DrawnForCheck[]): string {
  let paragraphs = stripMarkdown(text.replace(/\r\n?/g, "\n").replace(/[ \t]+$/gm, ""))
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ""))
    .filter((paragraph) => paragraph.trim() !== "");
  if (paragraphs.length > 1 && PREAMBLE.test((paragraphs[0] ?? "").trim())) paragraphs = paragraphs.slice(1);
  const mended = paragraphs.map((paragraph) => {
    const [first = "", ...rest] = paragraph.split("\n");
    const line = first.trim();
    const card = readCardHeading(line, drawn);
    let heading = card ? cardHeading(card.position, card.card.name, card.reversed) : null;
    for (const [pattern, canonical] of OTHER_HEADINGS) if (!heading && pattern.test(line)) heading = canonical;
    return heading ? [heading, ...rest].join("\n") : paragraph;
  });
  let joined = mended.join("\n\n");
  const drawnNames = new Set(drawn.map((card) => card.name));
  for (const name of COMMON_NOUN_CARDS) {
    if (drawnNames.has(name)) continue;
    const noun = name.slice(4);
    // "The Moon was full…" opening a sentence, not followed by an orientation, "card" or a possessive.
    const opening = new RegExp(
      `(^|[.!?]["”’]?\\s+|\\n)The ${noun}(?=\\s+\\p{Ll})(?!\\s+(?:card|upright|reversed)\\b)`,
      "gu",
    );
    joined = joined.replace(opening, (_, before: string) => `${before}The ${noun.toLowerCase()}`);
  }
  return joined;
}

/** Whether a section heading is a card's (any position, any drawn or undrawn card). */
function isCardHeading(heading: string, drawn: DrawnForCheck[]): boolean {
  if (readCardHeading(heading, drawn)) return true;
  return DECK.some((card) => heading.toLowerCase().includes(card.name.toLowerCase()));
}

export function checkReading(text: string, drawn: DrawnForCheck[]): CheckResult {
  const problems: string[] = [];
  for (const card of drawn) {
    const orientation = card.reversed ? "reversed" : "upright";
    const opposite = card.reversed ? "upright" : "reversed";
    if (!namedWithOrientation(text, card.name, orientation))
      problems.push(`${card.name} is not named as ${orientation}`);
    if (namedWithOrientation(text, card.name, opposite)) problems.push(`${card.name} is called ${opposite}`);
  }
  const drawnNames = new Set(drawn.map((card) => card.name));
  for (const card of DECK) {
    if (drawnNames.has(card.name)) continue;
    // "Ace of Cups" inside a drawn "Ace of Cups" reading is fine; only undrawn names matter.
    if (mentions(text, card.name)) problems.push(`${card.name} was not drawn but is named`);
  }
  if (MARKUP.test(text)) problems.push("the text carries markup");
  const { sections } = readingSections(text);
  const positions = new Set(drawn.map((card) => card.position?.toLowerCase()).filter(Boolean));
  for (const section of sections) {
    const heading = readCardHeading(section.heading, drawn);
    if (!heading || !positions.has(heading.position.toLowerCase())) continue;
    if (heading.card.position && heading.position !== heading.card.position)
      problems.push(`${heading.card.name} is headed under ${heading.position}, not ${heading.card.position}`);
  }
  const last = sections.at(-1);
  if (!last || last.heading === WHOLE_SPREAD_HEADING || isCardHeading(last.heading, drawn))
    problems.push("the reading ends without an answer");
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}
