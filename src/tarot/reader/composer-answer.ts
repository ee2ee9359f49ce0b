/** The answer to the question: a lean for a yes or no, a favoured option, a past decision, timing, guidance. */
import { ANSWER_HEADING } from "../../shared/reading-sections";
import type { CardText } from "../deck/types";
import {
  ELEMENT_QUALITIES,
  FOLLOW_UP_LINES,
  HELD_CARRIER_LINES,
  NAMED_CHOICE_CLOSE,
  NAMED_CHOICE_LINES,
  PAST_LINES,
  PAST_TEACHING,
  PROGNOSIS_TEXT,
  SUPPORT_LINES,
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
  NO_CONDITION_LINES,
  OPEN_LINES,
  TIMING_LINES,
  TIMING_REVERSED,
  WHO_LINES,
  YES_NO_LINES,
} from "./answer-text";
import { essenceOf, joinClauses, keywordsOf } from "./composer-cards";
import { type Context, type Drawn, keyCard } from "./composer-context";
import { practicalLine } from "./composer-practical";
import { capitalise, core, fill, heading, listOf, optional, type Paragraph } from "./composer-writer";
import { cardYes, choiceLean, isEasingReversal, namedChoiceLean, timingOf, yesNoLean } from "./lean";

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
  // "selling your bakery two years ago" is the choice itself, said as it was asked.
  const decision = !about
    ? "the choice you made"
    : /^\w+ing\b/.test(about)
      ? about
      : `the choice you made about ${about}`;
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

export function answerParagraph(c: Context): Paragraph {
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
