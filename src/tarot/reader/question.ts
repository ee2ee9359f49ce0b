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
 */
import { MONTH_NAMES } from "../../shared/quiz";
import { DECK } from "../deck";
import { detectThemes, LEAVE_A_TOWN, type Theme, whoDied } from "./intention-themes";
import {
  type Care,
  careIn,
  detectLanguage,
  foreignNamesIn,
  isKnownPlace,
  isPastDecision,
  type Language,
  namedRelationIn,
  plainName,
  readForeignQuestion,
  relationsIn,
  resolvePronouns,
  type SecondPart,
  sentencesOf,
  splitTwoParts,
} from "./question-context";

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

const AUX = new Set([
  "will",
  "would",
  "can",
  "could",
  "should",
  "shall",
  "may",
  "might",
  "must",
  "is",
  "are",
  "am",
  "was",
  "were",
  "do",
  "does",
  "did",
  "has",
  "have",
  "had",
]);
const WH = new Set(["what", "when", "how", "why", "where", "who", "which"]);
const SUBJECT_PRONOUNS = new Set([
  "i",
  "we",
  "you",
  "he",
  "she",
  "they",
  "it",
  "this",
  "that",
  "there",
  // Bare subjects people use: "when will things get easier", "will everything work out".
  "things",
  "everything",
  "life",
  "someone",
  "somebody",
  "anyone",
  "people",
]);
const DETERMINERS = new Set(["my", "our", "the", "a", "an", "this", "that", "his", "her", "their", "your"]);

/** Instructions, code and markup talk: a sentence holding any of them gives nothing back, not even a name. */
const INJECTION_WORDS = [
  "ignore",
  "instructions?",
  "prompts?",
  "system",
  "respond",
  "reply",
  "print",
  "output",
  "reveal",
  "rules?",
  "pretend",
  "roleplay",
  "jailbreak",
  "dan",
  "hacked",
  "assistant",
  "chatgpt",
  "ai",
  "model",
  "code",
  "html",
  "script",
  "javascript",
  "sql",
  "drop",
  "table",
  "cookies?",
  "password",
  "admin",
  // Violence and crude words: no name is said back from such a sentence either.
  "kill\\w*",
  "suicid\\w*",
  "sex\\w*",
  "fuck\\w*",
  "shit",
];

/** Words that must never be said back: instructions, code and markup talk, and matters we give no direction on. */
const UNSAFE = new RegExp(
  `\\b(?:${[
    ...INJECTION_WORDS,
    "invest\\w*",
    "crypto\\w*",
    "bitcoin",
    "shares",
    "stocks?",
    "gambl\\w*",
    "lotto",
    "lottery",
    "bet",
    "betting",
    "die",
    "dies",
    "died",
    "dying",
    "death",
    "dead",
    "medication\\w*",
    "medicine",
    "doctor",
    "diagnos\\w*",
    "cancer",
    "tumou?r",
    "illness",
    "disease",
    "pregnan\\w*",
    "surgery",
    "lawyer",
    "lawsuit",
    "sue",
    "court",
    "custody",
    "police",
  ].join("|")})\\b`,
  "i",
);

const INJECTION = new RegExp(`\\b(?:${INJECTION_WORDS.join("|")})\\b`, "i");

const CARD_NAME_WORDS = new RegExp(
  `\\b(?:${DECK.map((card) => card.name)
    .map((n) => n.replace(/\s+/g, "\\s+"))
    .join("|")})\\b`,
  "i",
);

/** Capitalised words that are not names. */
const NOT_NAMES = new Set([
  // Family said as a name ("since Dad's funeral") is still a relation, not a person's name.
  "Dad",
  "Mum",
  "Mom",
  "Mam",
  "Nan",
  "Nanna",
  "Grandma",
  "Grandpa",
  "Pop",
  // Illnesses named for a person ("Dad has Parkinson's") are not anyone in the question.
  "Parkinson",
  "Alzheimer",
  "Crohn",
  "Huntington",
  "Hodgkin",
  "Asperger",
  "Tourette",
  "Addison",
  "Graves",
  "Down",
  "I",
  "I'm",
  "I've",
  "I'll",
  "I'd",
  "God",
  "Universe",
  "Tarot",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
  ...MONTH_NAMES,
  "Christmas",
  "Easter",
  "Will",
  "Should",
  "Is",
  "Are",
  "Do",
  "Does",
  "Can",
  "What",
  "When",
  "How",
  "Why",
  "Who",
  "Which",
  "Where",
]);

const MARKUP = /[#*_`[\]{}<>|~\\$=;]|&\w+;|:\/\//;

const PLACE_PREPOSITIONS = new Set(["in", "to", "from", "at", "near", "for", "with"]);

/** The first sentence that asks something, cleaned to plain words; "" when there is none in Latin script. */
export function focusSentence(intention: string): string {
  const text = intention
    .normalize("NFKC")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/<[^>]*>/g, " ")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed on purpose
    .replace(/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const sentences = text.match(/[^.?!]+[.?!]*/g)?.map((s) => s.trim()) ?? [];
  const asked = sentences.find((s) => s.endsWith("?")) ?? sentences[0] ?? "";
  return asked.replace(/[.?!]+$/, "").trim();
}

/** An auxiliary, or its "n't" form, before a subject makes the words after it good English: "can't he love you". */
const AUX_BEFORE = [...AUX, "\\w+n't"].join("|");
/** Verbs in their bare form that are never also a past tense ("he put", "she read" are fine). */
const BARE_VERBS =
  "love|like|want|need|miss|think|know|care|feel|come|call|answer|reply|talk|speak|see|have|do|go|say|leave|mean|look|make|take|get|give|find|try|live|hate|cheat|lie|trust|understand|remember|forget|notice|choose|change|return|marry|propose|contact|block|wait|stay";

/**
 * English too broken to say back as if quoting it: "he not answer", "he still
 * love you", "since 2 week". Kept narrow on purpose: after an auxiliary the
 * same words are good English ("does he still love you", "is she not coming"),
 * and "a 2 week trip" is fine, so only these exact slips count.
 */
const BROKEN_ENGLISH: readonly RegExp[] = [
  // A subject straight before "not": "he not answer", "I not sure".
  new RegExp(`(?<!\\b(?:${AUX_BEFORE})\\s)\\b(?:i|you|he|she|we|they|it) not\\b`, "i"),
  // He or she before a bare verb: "he still love you", "she no call".
  new RegExp(
    `(?<!\\b(?:${AUX_BEFORE}|let|make|help|rather)\\s)\\b(?:he|she) (?:(?:still|really|even|ever|just|also|truly|never|always|actually|secretly|no) )?(?:${BARE_VERBS})\\b`,
    "i",
  ),
  // A number above one before a singular unit of time: "since 2 week", "3 month ago".
  /\b(?:since|for|in|after|within|about|from) (?:[2-9]|[1-9]\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:second|minute|hour|day|week|month|year)\b(?!-)/i,
  /\b(?:[2-9]|[1-9]\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:second|minute|hour|day|week|month|year) ago\b/i,
];

/** Plain English words only: letters, apostrophes, hyphens, commas and ampersands; short words, short phrase. */
export function isEchoable(phrase: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9' ,&-]*$/.test(phrase)) return false;
  const words = phrase.split(/\s+/);
  if (words.length > 16 || words.some((w) => w.length > 18)) return false;
  if (/(.)\1{3,}/i.test(phrase)) return false;
  if (BROKEN_ENGLISH.some((pattern) => pattern.test(phrase))) return false;
  return !UNSAFE.test(phrase) && !CARD_NAME_WORDS.test(phrase);
}

const SECOND_PERSON: Record<string, string> = {
  i: "you",
  me: "you",
  my: "your",
  mine: "yours",
  myself: "yourself",
  "i'm": "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  we: "you",
  us: "you",
  our: "your",
  ours: "yours",
  ourselves: "yourselves",
  "we're": "you're",
  "we've": "you've",
  "we'll": "you'll",
  "we'd": "you'd",
};

/** The visitor's words turned to the second person: "my partner and I" becomes "your partner and you". */
export function toSecondPerson(words: string[]): string[] {
  const out: string[] = [];
  for (const [index, word] of words.entries()) {
    const lower = word.toLowerCase();
    const previous = (words[index - 1] ?? "").toLowerCase();
    const swapped = SECOND_PERSON[lower];
    if (swapped) out.push(swapped);
    else if ((lower === "am" || lower === "was") && previous === "i") out.push(lower === "am" ? "are" : "were");
    else if (lower === "you" || lower === "your" || lower === "yours") out.push(word.toLowerCase());
    else out.push(word);
  }
  return out;
}

/** He, she or a name takes "loves"; I, you, we and they keep "love". */
const THIRD_PERSON_IRREGULAR: Record<string, string> = { have: "has", do: "does", go: "goes", be: "is" };

function thirdPerson(verb: string): string {
  const lower = verb.toLowerCase();
  if (THIRD_PERSON_IRREGULAR[lower]) return THIRD_PERSON_IRREGULAR[lower];
  if (/(?:s|sh|ch|x|z|o)$/.test(lower)) return `${verb}es`;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

const ADVERBS = /^(?:still|really|actually|ever|even|truly|secretly|honestly|just|already|also|ever)$/i;

/** "still love me" after a singular subject → "still loves me": the first word that is not an adverb takes the ending. */
function agree(subject: string[], rest: string[]): string[] {
  if (isPluralSubject(subject)) return rest;
  const at = rest.findIndex((w) => !ADVERBS.test(w));
  if (at < 0) return rest;
  // "does she not love me" → "she does not love you", never "she nots love you".
  if (rest[at]?.toLowerCase() === "not") return [...rest.slice(0, at), "does", ...rest.slice(at)];
  return rest.map((w, i) => (i === at ? thirdPerson(w) : w));
}

function isPluralSubject(subject: string[]): boolean {
  const first = (subject[0] ?? "").toLowerCase();
  return ["i", "we", "you", "they"].includes(first) || subject.map((w) => w.toLowerCase()).includes("and");
}

const PREPOSITIONS = /^(?:with|of|at|in|from|between|for|to)$/i;

/** A noun phrase at `at`: a determiner, an optional adjective and a noun; 0 when there is none. */
/** Nouns that end a two-noun phrase: "candle business", "side hustle", "art project". */
const COMPOUND_HEADS =
  /^(?:business|businesses|hustle|project|shop|store|company|brand|studio|practice|blog|channel|podcast|band|course|degree|career|plans?|idea|venture|job)[,?]?$/i;

function nounPhraseLength(words: string[], at: number): number {
  const first = words[at];
  if (!first) return 0;
  if (/^[A-Z][a-z]/.test(first) && !NOT_NAMES.has(first)) return 1;
  if (!DETERMINERS.has(first.toLowerCase()) || !words[at + 1]) return 0;
  // "my candle business", "my side hustle": a noun before the noun that heads the phrase.
  if (COMPOUND_HEADS.test(words[at + 2] ?? "") && /^[a-z]+$/.test(words[at + 1] ?? "")) return 3;
  // "my new partner", "the new job": an adjective before the noun.
  return words[at + 2] &&
    /^(?:new|old|current|next|best|ex|own|true|dream|right|wrong|big|perfect|same|other|real|first|last)$/i.test(
      words[at + 1] ?? "",
    )
    ? 3
    : 2;
}

/** How many words make the grammatical subject at the start of `words` (0 when none is recognised). */
function subjectLength(words: string[]): number {
  const first = words[0];
  if (!first) return 0;
  let n: number;
  const lower = first.toLowerCase();
  // "this relationship" is a noun phrase; "this" alone before an adjective ("is this right") is a pronoun.
  const demonstrative =
    (lower === "this" || lower === "that") &&
    words[1] !== undefined &&
    !AUX.has((words[1] ?? "").toLowerCase()) &&
    !/^(?:right|wrong|good|bad|wise|worth|real|true|over|meant|normal|ok|okay|it|the|a|an)$/i.test(words[1] ?? "");
  if (demonstrative) n = 2;
  else if (SUBJECT_PRONOUNS.has(lower)) n = 1;
  else if (/^[A-Z]/.test(first) && !DETERMINERS.has(first.toLowerCase())) {
    n = 1;
    while (n < 3 && words[n] && /^[A-Z][a-z]/.test(words[n] ?? "") && !NOT_NAMES.has(words[n] ?? "")) n++;
  } else n = nounPhraseLength(words, 0);
  if (n === 0) return 0;
  // "my relationship with my partner", "the move at work": one prepositional phrase belongs to the subject.
  if (!SUBJECT_PRONOUNS.has(first.toLowerCase()) && PREPOSITIONS.test(words[n] ?? "")) {
    const object =
      nounPhraseLength(words, n + 1) ||
      (words[n + 1] && /^(?:work|home|school|uni)$/i.test(words[n + 1] ?? "") ? 1 : 0);
    if (object > 0) n += 1 + object;
  }
  // "my partner and I", "Sam and I"
  if (words[n]?.toLowerCase() === "and" && words[n + 1]) n += 1 + Math.max(1, nounPhraseLength(words, n + 1));
  return Math.min(n, words.length);
}

/** "your partner and you" reads better as "you and your partner". */
function meFirst(subject: string[]): string[] {
  const and = subject.findIndex((w) => w.toLowerCase() === "and");
  if (and < 0) return subject;
  const after = subject.slice(and + 1);
  if (after.length === 1 && ["i", "me"].includes((after[0] ?? "").toLowerCase())) {
    return ["I", "and", ...subject.slice(0, and)];
  }
  return subject;
}

const CHANGE_WORDS =
  /^(?:move|moving|leave|leaving|go|going|quit|quitting|take|taking|start|starting|accept|accepting|travel|buy|buying|change|try|apply|sell|relocate|resign|end|ending|break|launch|join|sign|tell|ask|text|call|confess|propose|reach|say|leap|jump|switch|pursue|chase|open|return)$/i;
const STAY_WORDS =
  /^(?:stay|staying|keep|keeping|remain|remaining|wait|waiting|hold|stick|continue|rent|decline|let|give|stop|carry|finish|settle|not)$/i;

/** Words that, after "to", make it a preposition rather than the mark of an infinitive: "move to the city", "go to uni". */
const NOT_A_VERB =
  /^(?:my|our|the|a|an|this|that|his|her|their|your|me|you|him|them|us|it|myself|yourself|uni|university|school|college|tafe|church|hospital|town|bed)$/i;

/** The last "to" in `words` that marks an infinitive ("better to rent"), not a place ("move to Brisbane"); -1 when none. */
function infinitiveTo(words: string[]): number {
  // An option that already starts with what to do keeps its "to": "move to Brisbane", "quit to travel".
  if (CHANGE_WORDS.test(words[0] ?? "") || STAY_WORDS.test(words[0] ?? "")) return -1;
  for (let i = words.length - 2; i >= 0; i--) {
    const next = words[i + 1] ?? "";
    if (words[i]?.toLowerCase() === "to" && /^[a-z]+$/.test(next) && !NOT_A_VERB.test(next)) return i;
  }
  return -1;
}

function choiceFrom(rest: string[], verbs: boolean): Choice | null {
  const text = rest.join(" ");
  const match = /^(.+?),? or (?!not\b)(.+)$/i.exec(text);
  if (!match?.[1] || !match[2]) return null;
  let a = match[1].split(/\s+/);
  let b = match[2].replace(/^(?:should (?:i|we)|do (?:i|we)|to|will (?:i|we)) /i, "").split(/\s+/);
  if (b.length > 10 || a.length === 0 || b.length === 0) return null;
  // "tell my best friend Jonah that I have feelings for him, or keep things as they are": the option is what to do, not all it says.
  const that = a.findIndex((w, i) => i >= 2 && /^that$/i.test(w));
  if (that > 0 && a.length > 8) a = a.slice(0, that);
  // "this year or next": the second option shares the first's noun, so it is said whole ("next year").
  const elided = /^(?:next|last|this|that|another|the other)$/i;
  const shared = b.length === 1 && elided.test(b[0] ?? "") && a.length >= 2 && elided.test(a[a.length - 2] ?? "");
  if (shared) {
    const noun = a[a.length - 1] as string;
    a = a.slice(-2);
    b = [b[0] as string, noun];
  }
  let isVerbs = verbs && !shared;
  const bIsVerb = CHANGE_WORDS.test(b[0] ?? "") || STAY_WORDS.test(b[0] ?? "");
  const to = infinitiveTo(a);
  if (shared) {
    // Both options are times or things already said whole.
  } else if (bIsVerb && to >= 0) {
    // "better to rent or buy": the first option starts after the last "to".
    a = a.slice(to + 1);
    isVerbs = true;
  } else if (!bIsVerb && b.length < a.length && b.length <= 3) {
    // "take the job at Atlassian or Canva": the options are the last words before "or" and what follows.
    a = a.slice(-b.length);
    isVerbs = false;
  }
  if (a.length > 10) return null;
  a = toSecondPerson(a);
  b = toSecondPerson(b);
  const options: [string, string] = [a.join(" "), b.join(" ")];
  if (!options.every(isEchoable)) return null;
  const kind = (words: string[]) =>
    CHANGE_WORDS.test(words[0] ?? "") ? "change" : STAY_WORDS.test(words[0] ?? "") ? "stay" : "neutral";
  const [ka, kb] = [kind(a), kind(b)];
  let change: 0 | 1 | null = null;
  if (ka === "change" && kb !== "change") change = 0;
  else if (kb === "change" && ka !== "change") change = 1;
  else if (ka === "stay" && kb === "neutral") change = 1;
  else if (kb === "stay" && ka === "neutral") change = 0;
  return { options, verbs: isVerbs, change };
}

/** "take the job in Perth" → "the job in Perth": the first noun phrase that starts with a determiner, with one prepositional phrase. */
function topicOf(words: string[]): string | null {
  const start = words.findIndex(
    (w) => DETERMINERS.has(w.toLowerCase()) && !["that", "this", "a", "an"].includes(w.toLowerCase()),
  );
  if (start < 0) return null;
  const from = words.slice(start);
  let n = nounPhraseLength(from, 0);
  if (n === 0) return null;
  if (PREPOSITIONS.test(from[n] ?? "") && !/^(?:to|for)$/i.test(from[n] ?? "")) {
    const object = nounPhraseLength(from, n + 1);
    if (object > 0) n += 1 + object;
  }
  const text = toSecondPerson(from.slice(0, n))
    .join(" ")
    .replace(/[,;:]+$/, "");
  return isEchoable(text) ? text : null;
}

/** Capitalised words that often open a sentence and are not names. */
const SENTENCE_STARTERS =
  /^(?:My|Our|The|We|He|She|It|This|That|These|Those|Last|Yesterday|Today|So|But|And|After|Since|When|Her|His|Their|A|An|There|Then|Recently|Now|Everyone|Everything|Nothing|Things|Work|Life|Please|Hi|Hello|Hey|Honestly|Well|Ok|Okay|Lately|Every|One|Two|Three|Some|Just|Also|Sometimes)$/;

function namesIn(sentence: string, context = false): { people: string[]; places: string[] } {
  // Nothing is taken from a sentence that gives orders or names what we never repeat.
  // A sentence about an illness may still name who it is about ("My dog Biscuit has surgery").
  if (INJECTION.test(sentence) || CARD_NAME_WORDS.test(sentence)) return { people: [], places: [] };
  const words = sentence.split(/\s+/);
  const people: string[] = [];
  const places: string[] = [];
  // A sentence of context may open with a name: "Jonah asked me to move in".
  const opener = (words[0] ?? "").replace(/[^A-Za-z'-]/g, "");
  if (context && /^[A-Z][a-z]+$/.test(opener) && !SENTENCE_STARTERS.test(opener) && !NOT_NAMES.has(opener)) {
    (isKnownPlace(opener) ? places : people).push(opener);
  }
  for (let i = 1; i < words.length; i++) {
    const word = (words[i] ?? "").replace(/[^A-Za-z'-]/g, "");
    if (!/^[A-Z][a-z][A-Za-z'-]*$/.test(word) || NOT_NAMES.has(word.replace(/'s$/, "")) || !isEchoable(word)) continue;
    const before = (words[i - 1] ?? "").toLowerCase().replace(/[^a-z]/g, "");
    // "St Vincent's", "Saint Kilda": a hospital, school or suburb named for a saint, never a person.
    const saint = before === "st" || before === "saint";
    const list = saint || isKnownPlace(word) || (PLACE_PREPOSITIONS.has(before) && before !== "with") ? places : people;
    const clean = saint ? `${words[i - 1]?.replace(/[^A-Za-z.]/g, "")} ${word}` : word.replace(/'s$/, "");
    if (!list.includes(clean)) list.push(clean);
  }
  return { people: people.slice(0, 3), places: places.slice(0, 3) };
}

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
    .replace(/^(?:So|Well|Ok|Okay|Hi|Hello|Hey),? /i, "");
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

/** Whether the question leaves `place` ("quitter Lyon"). */
function isLeft(text: string, place: string): boolean {
  return [...text.matchAll(LEAVE_A_TOWN)].some((m) => plainName(m[1] ?? "") === place);
}

/** A question not in English: its shape, names and relations, and its words only where the reader knows them all. */
function readForeign(raw: string, empty: QuestionReading): QuestionReading {
  const sentences = sentencesOf(raw.normalize("NFC").replace(/\s+/g, " ").trim());
  const asked = sentences.find((s) => s.endsWith("?")) ?? sentences[0] ?? "";
  const names = sentences.map(foreignNamesIn);
  const foreign = readForeignQuestion(asked);
  const ask = foreign.ask && isEchoable(foreign.ask.replace(/^whether /, "")) ? foreign.ask : null;
  const people = [...new Set(names.flatMap((n) => n.people))].filter(isEchoable).slice(0, 3);
  return {
    ...empty,
    shape: foreign.shape,
    ask,
    people,
    // The town being left goes last: "quitter Lyon pour … Montréal" is a move to Montreal.
    places: [...new Set(names.flatMap((n) => n.places))]
      .filter(isEchoable)
      .sort((a, b) => Number(isLeft(raw, a)) - Number(isLeft(raw, b)))
      .slice(0, 3),
    relations: relationsIn(raw, empty.language),
    namedRelation: namedRelationIn(raw, empty.language, people),
  };
}

/**
 * A question about a death is about the one who grieves, not the one who
 * died: "how can I heal after my dad died" is about "healing after losing
 * your dad", never "your dad". Null when the sentence names no death, or its
 * topic is some other matter ("your dad's house", or a parent still living).
 */
function griefTopic(sentence: string, topic: string | null): string | null {
  const found = whoDied(sentence);
  if (!found) return null;
  const person = toSecondPerson(found.split(/\s+/)).join(" ").toLowerCase();
  // The topic found may be the person, part of it ("your late"), or the person's ("your mum's").
  const said = topic?.toLowerCase().replace(/'s$/, "");
  if (said !== undefined && said !== person && !person.startsWith(`${said} `)) return null;
  const text = `healing after losing ${person.replace(/^your late /, "your ")}`;
  return isEchoable(text) ? text : null;
}

/** The question asked again in the second person: "Did I make the right choice" → "did you make the right choice?" */
function directQuestion(words: string[]): string | null {
  const swapped = words.map((w, i) => {
    const lower = w.toLowerCase();
    const next = (words[i + 1] ?? "").toLowerCase();
    if (lower === "am" && next === "i") return "are";
    if (lower === "was" && next === "i") return "were";
    return w;
  });
  const text = toSecondPerson(swapped).join(" ");
  const question = `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  return isEchoable(question) && words.length >= 2 ? `${question}?` : null;
}

function shapeOf(words: string[], sentence: string, result: QuestionReading): QuestionReading {
  const say = (clause: string[]) => {
    const text = clause.join(" ").replace(/\s+,/g, ",");
    return isEchoable(text.replace(/^(?:whether|when|how|what|why|who|which|where) /, "")) ? text : null;
  };
  const first = (words[0] ?? "").toLowerCase();
  // After a preamble: "(tell me) whether to stay", "(I want to know) if Sam will call".
  if (first === "if" || first === "whether") {
    const clause = words.slice(1);
    if (clause[0]?.toLowerCase() === "to") {
      const rest = clause.slice(1);
      result.choice = choiceFrom(rest, true);
      result.shape = result.choice ? "choice" : "yes_no";
      result.ask = say(["whether to", ...toSecondPerson(rest)]);
      result.topic = topicOf(rest);
      return result;
    }
    const n = subjectLength(clause);
    if (n === 0) return result;
    const rest = clause.slice(AUX.has((clause[n] ?? "").toLowerCase()) ? n + 1 : n);
    result.choice = choiceFrom(rest, true);
    result.shape = result.choice ? "choice" : "yes_no";
    result.ask = say(["whether", ...toSecondPerson(clause)]);
    result.topic = topicOf(rest);
    return result;
  }

  if (AUX.has(first)) {
    const afterAux = words.slice(1);
    const n = subjectLength(afterAux);
    if (n === 0) return result;
    const subject = meFirst(afterAux.slice(0, n));
    const rest = afterAux.slice(n);
    const subjectIsMe = ["i", "we"].includes((subject[0] ?? "").toLowerCase()) && n === 1;
    result.topic = topicOf(rest) ?? (first === "is" || first === "are" ? topicOf(subject) : null);
    let clause: string[] | null;
    if (subjectIsMe && ["should", "shall", "do"].includes(first)) {
      clause = ["whether to", ...toSecondPerson(rest)];
      result.choice = choiceFrom(rest, true);
    } else if (first === "does" && rest[0]) {
      clause = ["whether", ...toSecondPerson([...subject, ...agree(subject, rest)])];
      result.choice = choiceFrom(rest, true);
    } else if (first === "do" && rest[0]) {
      clause = ["whether", ...toSecondPerson([...subject, ...rest])];
      result.choice = choiceFrom(rest, true);
    } else if (first === "did") {
      clause = null;
    } else {
      clause = ["whether", ...toSecondPerson([...subject, first, ...rest])];
      // "am" after "I" became "are" in toSecondPerson only when adjacent; fix the moved auxiliary.
      if (subjectIsMe && (first === "am" || first === "was")) clause[2] = first === "am" ? "are" : "were";
      result.choice = choiceFrom(rest, !["is", "are", "am", "was", "were"].includes(first));
    }
    result.shape = result.choice ? "choice" : "yes_no";
    result.ask = clause ? say(clause) : null;
    return result;
  }

  if (WH.has(first)) {
    result.shape =
      first === "when"
        ? "when"
        : first === "how"
          ? "how"
          : first === "why"
            ? "why"
            : first === "who"
              ? "who"
              : first === "which"
                ? "choice"
                : "what";
    // "which job", "what kind of work": the words before the auxiliary belong to the wh-phrase.
    let k = 1;
    while (k < 4 && words[k] && !AUX.has((words[k] ?? "").toLowerCase())) k++;
    if (!words[k] || !AUX.has((words[k] ?? "").toLowerCase())) {
      // "how to fix this", "what next"
      result.ask = say(toSecondPerson(words).map((w, i) => (i === 0 ? w.toLowerCase() : w)));
      result.topic = topicOf(words.slice(1));
      return result;
    }
    const wh = words.slice(0, k).map((w, i) => (i === 0 ? w.toLowerCase() : w));
    const aux = (words[k] ?? "").toLowerCase();
    const afterAux = words.slice(k + 1);
    const n = subjectLength(afterAux);
    const subject = meFirst(afterAux.slice(0, n));
    const rest = afterAux.slice(n);
    result.topic = topicOf(rest) ?? topicOf(subject);
    if (first === "which") {
      const choice = /^(.+) or (.+)$/i.exec(rest.join(" ")) ? choiceFrom(rest, false) : null;
      result.choice = choice;
      if (!choice) result.shape = "what";
    }
    const subjectIsMe = n === 1 && ["i", "we"].includes((subject[0] ?? "").toLowerCase());
    let clause: string[] | null;
    if (n === 0) {
      // "who is my soulmate" → "who your soulmate is"; "what is holding me back" keeps its order.
      const m = subjectLength(rest);
      clause =
        ["is", "are", "was", "were"].includes(aux) && m > 0 && m === rest.length
          ? [...wh, ...toSecondPerson(rest), aux]
          : [...wh, aux, ...toSecondPerson(rest)];
    } else if (
      subjectIsMe &&
      (["should", "can", "could", "shall"].includes(aux) || (aux === "do" && (first === "how" || first === "where"))) &&
      first !== "why"
    ) {
      clause = [...wh, "to", ...toSecondPerson(rest)];
    } else if (aux === "does" && rest[0]) {
      clause = [...wh, ...toSecondPerson([...subject, ...agree(subject, rest)])];
    } else if (aux === "do") {
      clause = [...wh, ...toSecondPerson([...subject, ...rest])];
    } else if (aux === "did") {
      clause = null;
    } else {
      const movedAux = subjectIsMe && aux === "am" ? "are" : subjectIsMe && aux === "was" ? "were" : aux;
      clause = [...wh, ...toSecondPerson(subject), movedAux, ...toSecondPerson(rest)];
    }
    result.ask = clause ? say(clause) : null;
    if (result.shape === "choice" && !result.choice) result.shape = "what";
    return result;
  }

  // Two bare options: "Perth or Melbourne?", "law or teaching".
  const bare = /^((?:\S+ ){0,2}\S+),? or ((?:\S+ ){0,2}\S+)$/i.exec(sentence);
  if (bare?.[1] && bare[2] && !AUX.has(first) && !WH.has(first)) {
    const options: [string, string] = [bare[1], bare[2]];
    if (options.every(isEchoable)) {
      result.shape = "choice";
      result.choice = { options, verbs: false, change: null };
      result.ask = `whether ${options[0]} or ${options[1]} is the better way`;
      return result;
    }
  }
  // A statement or a request: "guidance on my career", "I'm torn between Perth and Melbourne".
  const between = /\bbetween (.+?) and (.+)$/i.exec(sentence);
  if (between?.[1] && between[2]) {
    const options: [string, string] = [
      toSecondPerson(between[1].split(/\s+/)).join(" "),
      toSecondPerson(between[2].split(/\s+/)).join(" "),
    ];
    if (options.every(isEchoable) && options.every((o) => o.split(/\s+/).length <= 6)) {
      result.shape = "choice";
      result.choice = { options, verbs: false, change: null };
      result.ask = `which way to go between ${options[0]} and ${options[1]}`;
      return result;
    }
  }
  const about = /\b(?:about|on|for|regarding|with|into)\s+(.+)$/i.exec(sentence);
  if (about?.[1]) {
    const phrase = toSecondPerson(about[1].split(/\s+/)).join(" ");
    if (isEchoable(phrase) && phrase.split(/\s+/).length <= 8) result.topic = phrase;
  }
  return result;
}
