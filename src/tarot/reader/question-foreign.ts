/** A question not in English: what the reader can keep of it. */
import { detectThemes, LEAVE_A_TOWN } from "./intention-themes";
import type { QuestionReading } from "./question";
import {
  foreignNamesIn,
  namedRelationIn,
  plainName,
  readForeignQuestion,
  relationsIn,
  sentencesOf,
} from "./question-context";
import { isEchoable } from "./question-words";

/** Whether the question leaves `place` ("quitter Lyon"). */
function isLeft(text: string, place: string): boolean {
  return [...text.matchAll(LEAVE_A_TOWN)].some((m) => plainName(m[1] ?? "") === place);
}

/** A question not in English: its shape, names and relations, and its words only where the reader knows them all. */
export function readForeign(raw: string, empty: QuestionReading): QuestionReading {
  const sentences = sentencesOf(raw.normalize("NFC").replace(/\s+/g, " ").trim());
  const asked = sentences.find((s) => s.endsWith("?")) ?? sentences[0] ?? "";
  const names = sentences.map(foreignNamesIn);
  const foreign = readForeignQuestion(asked);
  const ask = foreign.ask && isEchoable(foreign.ask.replace(/^whether /, "")) ? foreign.ask : null;
  const people = [...new Set(names.flatMap((n) => n.people))].filter(isEchoable).slice(0, 3);
  // The themes the English gloss raises ("studying nursing") when the words themselves raised none.
  const glossThemes = ask ? detectThemes(ask) : [];
  const themes =
    empty.themes.every((t) => t.id === "general") && glossThemes.some((t) => t.id !== "general")
      ? glossThemes
      : empty.themes;
  return {
    ...empty,
    themes,
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
