/** The opening of a reading: what was asked, said back, with the names, the care and the language note. */
import type { SeededRandom } from "../../lib/seeded-random";
import {
  CARE_OPENINGS,
  CARE_OPENINGS_AGEING,
  CARE_OPENINGS_NO_ILLNESS,
  CARE_OPENINGS_ORDEAL,
  CARE_OPENINGS_SELF,
  CONTEXT_LINES,
  CONTEXT_ONLY_LINES,
  LANGUAGE_NOTE_PLAIN,
  LANGUAGE_NOTES,
  PAST_DECISION_REFS,
} from "./answer-shapes";
import { NAMES_LINES, RESTATE_ASK, RESTATE_DIRECT, RESTATE_TOPIC } from "./answer-text";
import type { Context } from "./composer-context";
import { capitalise, core, listOf, optional, type Paragraph } from "./composer-writer";
import type { ThemeId } from "./intention-themes";
import type { QuestionReading } from "./question";
import { SECOND_THEME_LINES, THEME_TEXT } from "./reading-text";

/**
 * The ways a reading can name what was asked, most specific first: a person,
 * the choice, the question itself, then the theme. Each one reads well after
 * "for", "around" or "about".
 */
export function topicsOf(q: QuestionReading, rng: SeededRandom): { first: string | null; rest: string[] } {
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
  // A decision already made is spoken of as made, never as a choice still being weighed.
  const about =
    q.shape === "past" ? PAST_DECISION_REFS : themeText(theme).about.filter((phrase) => /^(?:your|the) /.test(phrase));
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

export function themeText(id: ThemeId) {
  return THEME_TEXT[id] ?? THEME_TEXT.general;
}

export function opening(c: Context): Paragraph {
  const { w, question: q } = c;
  const [first, second] = c.themes;
  const primary = themeText(first?.id ?? "general");
  // The language is said first, so the question said back after it takes a different opener.
  const kept = keptNames(q);
  const language =
    q.language.code === "en"
      ? null
      : w.pick(kept ? LANGUAGE_NOTES : [LANGUAGE_NOTE_PLAIN], { language: q.language.name, kept });
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
