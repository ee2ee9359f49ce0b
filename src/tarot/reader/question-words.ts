/** The question reader's word lists: auxiliaries, pronouns, words never said back, words that are not names; the sentence that asks, and whether a phrase is plain enough to echo. */
import { MONTH_NAMES } from "../../shared/quiz";
import { DECK } from "../deck";

export const AUX = new Set([
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
export const WH = new Set(["what", "when", "how", "why", "where", "who", "which"]);
export const SUBJECT_PRONOUNS = new Set([
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
export const DETERMINERS = new Set(["my", "our", "the", "a", "an", "this", "that", "his", "her", "their", "your"]);

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

export const INJECTION = new RegExp(`\\b(?:${INJECTION_WORDS.join("|")})\\b`, "i");

export const CARD_NAME_WORDS = new RegExp(
  `\\b(?:${DECK.map((card) => card.name)
    .map((n) => n.replace(/\s+/g, "\\s+"))
    .join("|")})\\b`,
  "i",
);

/** Capitalised words that are not names. */
export const NOT_NAMES = new Set([
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

export const MARKUP = /[#*_`[\]{}<>|~\\$=;]|&\w+;|:\/\//;

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
