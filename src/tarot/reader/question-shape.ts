/** The shape of a question (yes or no, a choice, past, when, how, …) and what is said back for each. */
import { whoDied } from "./intention-themes";
import type { QuestionReading } from "./question";
import { choiceFrom, topicOf } from "./question-choice";
import { agree, meFirst, subjectLength, toSecondPerson } from "./question-grammar";
import { AUX, isEchoable, WH } from "./question-words";

/**
 * A question about a death is about the one who grieves, not the one who
 * died: "how can I heal after my dad died" is about "healing after losing
 * your dad", never "your dad". Null when the sentence names no death, or its
 * topic is some other matter ("your dad's house", or a parent still living).
 */
export function griefTopic(sentence: string, topic: string | null): string | null {
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
export function directQuestion(words: string[]): string | null {
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

export function shapeOf(words: string[], sentence: string, result: QuestionReading): QuestionReading {
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
