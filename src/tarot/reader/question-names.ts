/** The people and places a sentence names. */
import { isKnownPlace } from "./question-context";
import { CARD_NAME_WORDS, INJECTION, isEchoable, NOT_NAMES } from "./question-words";

const PLACE_PREPOSITIONS = new Set(["in", "to", "from", "at", "near", "for", "with"]);

/** Capitalised words that often open a sentence and are not names. */
const SENTENCE_STARTERS =
  /^(?:My|Our|The|We|He|She|It|This|That|These|Those|Last|Yesterday|Today|So|But|And|After|Since|When|Her|His|Their|A|An|There|Then|Recently|Now|Everyone|Everything|Nothing|Things|Work|Life|Please|Hi|Hello|Hey|Honestly|Well|Ok|Okay|Lately|Every|One|Two|Three|Some|Just|Also|Sometimes)$/;

export function namesIn(sentence: string, context = false): { people: string[]; places: string[] } {
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
