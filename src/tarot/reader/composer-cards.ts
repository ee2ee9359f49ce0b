/** One paragraph per drawn card: its essence, keywords and own sentences, tied to the question and the position. */
import type { SeededRandom } from "../../lib/seeded-random";
import { cardHeading } from "../../shared/reading-sections";
import type { SpreadType } from "../../shared/statuses";
import { DEATH_NOTE, WOUNDING } from "./answer-shapes";
import { LINK_TO_QUESTION, ROLE_OF_POSITION } from "./answer-text";
import { astroNote, type Context, type Drawn, groupOf } from "./composer-context";
import { themeText } from "./composer-opening";
import { lensOfMajor } from "./composer-spread";
import {
  capitalise,
  cleanText,
  core,
  extra,
  fill,
  heading,
  listOf,
  optional,
  type Paragraph,
  PROPER_START,
  RISKY,
  RWS_CARD_NAMES,
  splitSentences,
} from "./composer-writer";
import { cardYes, isEasingReversal, isHardCard } from "./lean";
import {
  DEFAULT_VOICE,
  EASING_REVERSAL_NOTES,
  ELEMENT_LINES,
  KEYWORD_LINES,
  POSITION_VOICES,
  REVERSAL_NOTES,
} from "./reading-text";

export function essenceOf(d: Drawn, clean: (t: string) => boolean): string {
  const raw = cleanText(d.reversed ? d.card.essence.reversed : d.card.essence.upright).replace(/[.!?;:,]+$/, "");
  if (raw && clean(raw) && !RISKY.test(raw)) return raw.charAt(0).toLowerCase() + raw.slice(1);
  // Refused (a tender reading's wounding words): the card's first gentle keyword, upright or turned.
  const gentle = [...d.card.keywords.upright, ...d.card.keywords.reversed].find((k) => clean(k) && !RISKY.test(k));
  if (gentle) return `${d.reversed ? "a turned, quieter" : "a"} note of ${gentle.toLowerCase()}`;
  return d.reversed ? "a lesson that is slow to surface" : "a lesson worth your attention";
}

/** A card's keywords for its orientation, three at most; a tender reading leaves the wounding ones unsaid. */
export function keywordsOf(d: Drawn, clean: (t: string) => boolean, rng: SeededRandom, tender: boolean): string[] {
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
export function joinClauses(first: string, second: string): string {
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
export const LONGEST_SENTENCE = 40;

export function wordCount(text: string): number {
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

/** The general view of a card's group, said of this card, for a short single-card reading; null if already said. */
function generalLens(c: Context, d: Drawn, group: ReturnType<typeof groupOf>): string | null {
  const lines = themeText("general").lens[group];
  const start = [...d.card.id].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % Math.max(1, lines.length);
  const ordered = [...lines.slice(start), ...lines.slice(0, start)];
  // The view of the group, the same for every card of it, is said of this card by name.
  const host =
    group === "major" ? `${d.card.name} is one of the major arcana` : `${d.card.name} belongs to the ${group}`;
  return c.w.first(ordered.map((l) => joinClauses(host, l))) ?? null;
}

export function cardParagraph(c: Context, d: Drawn): Paragraph {
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
  // A decision already made has no options left to weigh: the crossroads lens is not said.
  const order = [mine, ...themeIds.filter((id) => id !== mine)].filter(
    (id) => id !== "general" && !(id === "change" && c.question.shape === "past"),
  );
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
    // A single card read for a question that raised no theme can fall short of the spread's length (a card of few
    // sentences with no question ran to 159 words of the 170 a reading needs): the general view of its group fills
    // it, taken by the card (no draw from the random, so every other reading stays as it was).
    ...(c.spread === "one_card" && lensLine === null ? extra(generalLens(c, d, group)) : []),
  ];
}
