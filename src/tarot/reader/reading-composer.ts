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
 *
 * This file assembles the reading; its parts live beside it: composer-writer
 * (word ranges, the writer, fitting), composer-context (the drawn cards' facts),
 * composer-opening, composer-cards, composer-spread, composer-answer,
 * composer-practical and composer-closing.
 */
import { SeededRandom } from "../../lib/seeded-random";
import type { SpreadType } from "../../shared/statuses";
import { HARSH, WOUNDING } from "./answer-shapes";
import { answerParagraph } from "./composer-answer";
import { cardParagraph } from "./composer-cards";
import { closingParagraph, questionParagraph } from "./composer-closing";
import type { Context, Drawn } from "./composer-context";
import { opening, topicsOf } from "./composer-opening";
import { synthesis } from "./composer-spread";
import {
  type ComposeInput,
  cardLabel,
  fitToRange,
  type Paragraph,
  TARGET_WORDS,
  undrawnNameGuard,
  Writer,
} from "./composer-writer";
import { readQuestion } from "./question";

export type { ComposeCard, ComposeInput } from "./composer-writer";
export { cardLabel, countWords, openerOf, READING_WORDS, RWS_CARD_NAMES, undrawnNameGuard } from "./composer-writer";

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
    ...drawn.map((d) => reversedOnly(cardParagraph(c, d))),
    ...synthesis(c).map(reversedOnly),
    answerParagraph(c),
    reversedOnly(questionParagraph(c)),
    closingParagraph(c),
  ];
  return fitToRange(paragraphs, TARGET_WORDS[spread]).join("\n\n");
}

/**
 * The card's heading says its orientation; the prose of the cards, the spread and the closing
 * question says it only where it matters, reversed. The answer names each card as drawn, so a reply can be checked against it.
 */
function reversedOnly(paragraph: Paragraph): Paragraph {
  return paragraph.map((piece) =>
    piece.heading ? piece : { ...piece, text: piece.text.replaceAll(" (upright)", "") },
  );
}
