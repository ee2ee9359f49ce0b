/**
 * What the visitor asked, understood well enough to answer it: the shape of
 * the question (yes/no, a choice between two options, how, what, when, …),
 * the question said back in the second person ("Will I get the job in
 * Perth?" becomes "whether you will get the job in Perth"), the two options of
 * a choice, and the people and places it names.
 *
 * Only safe words are ever given back: plain letters, no markup, no card
 * names, nothing that reads as an instruction to the reader or as a request
 * for medical, legal or financial direction. Anything else is left out and
 * the reading speaks to the question's theme instead. Pure and deterministic.
 *
 * This file reads the question as a whole; its parts live beside it:
 * question-words (word lists, what is safe to say back), question-grammar
 * (the second person), question-choice (options), question-names (people and
 * places), question-shape (the shape and what is said back) and
 * question-foreign (a question not in English); question-context reads
 * relations, care, languages and earlier sentences.
 */
import { detectThemes, type Theme } from "./intention-themes";
import {
  type Care,
  careIn,
  decidedAct,
  detectLanguage,
  isKnownPlace,
  isPastDecision,
  type Language,
  namedRelationIn,
  relationsIn,
  resolvePronouns,
  type SecondPart,
  sentencesOf,
  splitTwoParts,
} from "./question-context";
import { readForeign } from "./question-foreign";
import { toSecondPerson } from "./question-grammar";
import { namesIn } from "./question-names";
import { directQuestion, griefTopic, shapeOf } from "./question-shape";
import { DETERMINERS, focusSentence, isEchoable, MARKUP, NOT_NAMES } from "./question-words";

export { toSecondPerson } from "./question-grammar";
export { focusSentence, isEchoable } from "./question-words";

export type QuestionShape = "yes_no" | "choice" | "past" | "when" | "how" | "what" | "why" | "who" | "open";

/** The second part of a two-part question: "…, and if so, law or teaching?" is a choice after a yes or no. */
export type FollowUp = { kind: "choice"; choice: Choice } | { kind: "when" } | { kind: "how"; ask: string | null };

export type Choice = {
  /** The two options as the visitor put them, in the second person: "stay in Sydney", "move to Perth". */
  options: [string, string];
  /** True when the options are things to do ("stay in Sydney"), false when they are names or things ("Perth"). */
  verbs: boolean;
  /** Which option stands for change and which for staying put, when the words say so. */
  change: 0 | 1 | null;
};

export type QuestionReading = {
  shape: QuestionShape;
  /**
   * The question said back as a clause that fits after "You asked …":
   * "whether you will get the job in Perth", "how to mend things with your
   * sister", "when you will meet someone". Null when nothing safe can be said back.
   */
  ask: string | null;
  /** A short noun phrase for the matter, usable after "on" or "about": "the job in Perth". */
  topic: string | null;
  choice: Choice | null;
  /** The question itself in the second person, for questions that read best asked again: "did you make the right choice?" */
  direct: string | null;
  /** Names of people, as written ("Sam"). */
  people: string[];
  /** Names of places or organisations, as written ("Perth", "Canva"). */
  places: string[];
  themes: Theme[];
  /** The language the question is written in; the embedded reader answers in English and says so. */
  language: Language;
  /** What an earlier sentence said, in the second person: "Jonah asked you to move in with him". */
  context: string | null;
  /** Loved ones and others named by relation, in English: ["your mum"], or ["your girlfriend"] for "mi novia". */
  relations: string[];
  /** A person named with their relation ("mi novio Carlos"): Carlos is your boyfriend. */
  namedRelation: { person: string; relation: string } | null;
  /** The second part of a question in two parts, answered after the first. */
  followUp: FollowUp | null;
  /** An illness or a loved one's care, named plainly so the reading can be kind about it. */
  care: Care | null;
};

const PREAMBLE =
  /^(?:(?:please|so|ok|okay|hi|hello|hey)[, ]+)*(?:can you tell me|could you tell me|please tell me|tell me|i want to know|i'd like to know|i would like to know|i need to know|i wonder|i'm wondering|i am wondering|i'd love to know)\s*(?:,\s*)?/i;

/** Reads the shape and the words of a question. Never throws; anything it cannot read is "open". */
export function readQuestion(intention: string): QuestionReading {
  const raw = typeof intention === "string" ? intention : "";
  const themes = detectThemes(raw);
  const language = detectLanguage(raw);
  const empty: QuestionReading = {
    shape: "open",
    ask: null,
    topic: null,
    choice: null,
    direct: null,
    people: [],
    places: [],
    themes,
    language,
    context: null,
    relations: [],
    namedRelation: null,
    followUp: null,
    care: null,
  };
  // Markup, code or template characters anywhere: nothing of the text is said back, only its theme is used.
  if (typeof intention !== "string" || MARKUP.test(intention)) return empty;
  if (language.code !== "en") return readForeign(raw, empty);
  const cleaned = cleanIntention(raw);
  const sentences = sentencesOf(cleaned);
  const asked = sentences.find((s) => s.endsWith("?")) ?? sentences[0] ?? "";
  const before = sentences.slice(0, Math.max(0, sentences.indexOf(asked)));
  let sentence = focusSentence(asked)
    .replace(PREAMBLE, "")
    // "does he love me or no" asks what "or not" asks; ", yes or no" only asks for a plain answer.
    .replace(/(?<!\byes),? or no$/i, " or not")
    .replace(/, yes or no$/i, "")
    // "…, or am I settling?" doubts the question; it offers no second option.
    .replace(/,? or (?:am|was) (?:i|we) (?:just |only |being )?[a-z' ]{1,30}[?.!]?$/i, "");
  // "Hobart or Adelaide: which city should we raise the kids in?" puts the options first; read it as asked after.
  sentence = sentence.replace(
    /^([^,:;?]{1,40}?) or ([^,:;?]{1,40}?)\s*[:,\u2013\u2014-]\s+((?:which|what|where)\b[^?]+?)\s*(\??)$/i,
    (_, a: string, b: string, asked: string, mark: string) =>
      `${asked.charAt(0).toUpperCase()}${asked.slice(1)}, ${a} or ${b}${mark}`,
  );
  const twoParts = splitTwoParts(sentence);
  if (twoParts) sentence = twoParts.first;
  const names = [...before.map((b) => namesIn(b, true)), namesIn(sentence)];
  const people = [...new Set(names.flatMap((n) => n.people))].slice(0, 3);
  // Towns before workplaces: "an offer at Canva in Sydney" is a move to Sydney.
  const places = [...new Set(names.flatMap((n) => n.places))]
    .sort((a, b) => Number(isKnownPlace(b)) - Number(isKnownPlace(a)))
    .slice(0, 3);
  const result: QuestionReading = {
    ...empty,
    people,
    places,
    relations: relationsIn(cleaned, language),
    namedRelation: namedRelationIn(cleaned, language, people),
    care: careIn(cleaned),
    context: contextOf(before),
  };
  const words = sentence.split(/\s+/).filter((w) => w.length > 0);
  if (words.length === 0) return result;
  const read = shapeOf(words, sentence, result);
  // The options of a choice are options, not people or places of their own.
  const options = new Set(read.choice?.options ?? []);
  read.people = read.people.filter((name) => !options.has(name));
  read.places = read.places.filter((name) => !options.has(name));
  const isQuestion = /\?\s*$/.test(asked) || /\?\s*$/.test(raw);
  // "he still loves me or not?" asks yes or no even without an auxiliary in front.
  if (read.shape === "open" && isQuestion && /\bor not$/i.test(sentence)) read.shape = "yes_no";
  if ((sentence.length > 0 && isQuestion) || read.shape !== "open") {
    const direct = directQuestion(words);
    if (direct) read.direct = direct;
  }
  if (isPastDecision(sentence)) {
    read.shape = "past";
    read.choice = null;
    const act = read.direct ? decidedAct(read.direct) : null;
    if (act) read.topic = act;
  }
  if (twoParts) read.followUp = followUpOf(twoParts.second);
  if (read.choice?.verbs && !read.ask) {
    const ask = `whether to ${read.choice.options[0]} or ${read.choice.options[1]}`;
    if (isEchoable(ask.replace(/^whether /, ""))) read.ask = ask;
  }
  // "Alex got an offer at Canva. Should we leave Brisbane for it?": "it" is the offer.
  const offer = /\ban? (?:job |new )?offer(?: (?:at|from) ([A-Z][\w&-]*))?/.exec(before.join(" "));
  if (offer && read.ask && / for it$/.test(read.ask)) {
    const said = read.ask.replace(/ for it$/, offer[1] ? ` for the ${offer[1]} offer` : " for the offer");
    if (isEchoable(said.replace(/^whether /, ""))) read.ask = said;
  }
  // "How can I support her…" after "My mum was diagnosed…": her is your mum.
  if (read.care?.person && read.ask) {
    const named = read.namedRelation?.relation === read.care.person ? read.namedRelation.person : null;
    const resolved = resolvePronouns(read.ask, named ?? read.care.person);
    if (isEchoable(resolved.replace(/^(?:whether|when|how|what|why|who|which|where) /, ""))) read.ask = resolved;
  }
  // "My dog Biscuit": the one cared for is called by name, with who they are to you said once.
  if (read.care?.person && read.namedRelation?.relation === read.care.person)
    read.care = { ...read.care, name: read.namedRelation.person };
  if (read.care?.person) read.topic = read.care.name ?? read.care.person;
  const grief = griefTopic(sentence, read.topic);
  if (grief) read.topic = grief;
  return read;
}

function cleanIntention(intention: string): string {
  return (
    intention
      .normalize("NFKC")
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .replace(/<[^>]*>/g, " ")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed on purpose
      .replace(/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** The sentence before the question, in the second person, when it is plain enough to say back. */
/** What the sentences before the question said, up to three of them: "you've been at the firm for nine years and you're tired". */
function contextOf(before: readonly string[]): string | null {
  const said = before
    .slice(-3)
    .map(contextSentence)
    .filter((s): s is string => s !== null);
  if (said.length === 0) return null;
  const joined =
    said.length === 1 ? (said[0] as string) : `${said.slice(0, -1).join(", ")} and ${said[said.length - 1]}`;
  return joined.split(/\s+/).length <= 40 ? joined : (said.at(-1) ?? null);
}

function contextSentence(sentence: string): string | null {
  const words = sentence.replace(/[.!?]+$/, "").split(/\s+/);
  if (words.length < 3 || words.length > 16) return null;
  const said = toSecondPerson(words)
    .join(" ")
    .replace(/^(?:So|Well|Ok|Okay|Hi|Hello|Hey),? /i, "")
    // "My sister and I" becomes "you and your sister", not "your sister and you".
    .replace(/^(?:Y|y)our (\w+) and you\b/, "You and your $1");
  const text = /^(?:I|You)\b/.test(said) ? said : `${said.charAt(0).toLowerCase()}${said.slice(1)}`;
  // A name keeps its capital; other opening words are lowered to follow "You told the cards that".
  const fixed =
    /^[A-Z][a-z]+\b/.test(words[0] ?? "") &&
    !NOT_NAMES.has(words[0] ?? "") &&
    !DETERMINERS.has((words[0] ?? "").toLowerCase())
      ? said
      : text.replace(/^You\b/, "you");
  return isEchoable(fixed) ? fixed : null;
}

function followUpOf(second: SecondPart): FollowUp | null {
  if (second.kind === "when") return { kind: "when" };
  if (second.kind === "how") {
    const ask = toSecondPerson(second.text.split(/\s+/)).join(" ");
    return { kind: "how", ask: isEchoable(ask.replace(/^how /i, "")) ? ask : null };
  }
  const options = second.options.map((o) => toSecondPerson(o.split(/\s+/)).join(" ")) as [string, string];
  if (!options.every(isEchoable)) return null;
  return { kind: "choice", choice: { options, verbs: false, change: null } };
}
