/** The visitor's words in the second person: pronouns turned, verbs agreed, the subject found and put in a kind order. */
import { AUX, DETERMINERS, NOT_NAMES, SUBJECT_PRONOUNS } from "./question-words";

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
export function agree(subject: string[], rest: string[]): string[] {
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

export const PREPOSITIONS = /^(?:with|of|at|in|from|between|for|to)$/i;

/** A noun phrase at `at`: a determiner, an optional adjective and a noun; 0 when there is none. */
/** Nouns that end a two-noun phrase: "candle business", "side hustle", "art project". */
const COMPOUND_HEADS =
  /^(?:business|businesses|hustle|project|shop|store|company|brand|studio|practice|blog|channel|podcast|band|course|degree|career|plans?|idea|venture|job)[,?]?$/i;

export function nounPhraseLength(words: string[], at: number): number {
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
export function subjectLength(words: string[]): number {
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
export function meFirst(subject: string[]): string[] {
  const and = subject.findIndex((w) => w.toLowerCase() === "and");
  if (and < 0) return subject;
  const after = subject.slice(and + 1);
  if (after.length === 1 && ["i", "me"].includes((after[0] ?? "").toLowerCase())) {
    return ["I", "and", ...subject.slice(0, and)];
  }
  return subject;
}
