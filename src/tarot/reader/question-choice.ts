/** Options and choices: the two things weighed, which stands for change, and the matter as a noun phrase. */
import type { Choice } from "./question";
import { nounPhraseLength, PREPOSITIONS, toSecondPerson } from "./question-grammar";
import { DETERMINERS, isEchoable } from "./question-words";

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

export function choiceFrom(rest: string[], verbs: boolean): Choice | null {
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
export function topicOf(words: string[]): string | null {
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
