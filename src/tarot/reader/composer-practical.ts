/** The practical step the answer ends on: a way to decide, a step while waiting, care, or reflection on a past choice. */
import { PRACTICAL_CARE, PRACTICAL_OPTIONS, PRACTICAL_PAST, PRACTICAL_PET, PRACTICAL_WAITING } from "./answer-shapes";
import { PRACTICAL } from "./answer-text";
import { LONGEST_SENTENCE, wordCount } from "./composer-cards";
import { type Context, keyCard } from "./composer-context";
import type { QuestionReading } from "./question";

const WAITING =
  /\b(?:get|hear|hear back|pass|be offered|land|win|receive)\b.*\b(?:job|role|interview|results?|offer|position|exams?|tests?|licen[cs]e|visa|loan|place|promotion|scholarship|application)\b/i;

/** One practical step that fits the question: a way to decide, a step while waiting, care, reflection on a past choice, else the theme's. */
export function practicalLine(c: Context): string | null {
  const line = practicalStep(c);
  // The step is said for this question: "For the move to Berlin, try this: …".
  const topic = c.topics.rest[0];
  const ask = c.question.ask;
  const q = c.question;
  const pastAbout = q.people[0] ?? q.relations[0] ?? null;
  const lead =
    ask?.startsWith("whether ") && (q.choice || q.followUp || decision(q))
      ? `Before you choose ${ask}`
      : q.shape === "past" && pastAbout
        ? `Looking back on ${pastAbout}`
        : topic && !/^(?:your question|this choice|what you asked)$/.test(topic)
          ? `For ${topic}`
          : null;
  if (!line) return null;
  const lowered = `${line.charAt(0).toLowerCase()}${line.slice(1)}`;
  // Said for the question, or, with nothing of it to name, with the card that speaks loudest.
  const key = keyCard(c);
  const said = [lead, key ? `With ${key.name} in mind` : null]
    .filter((l): l is string => l !== null)
    .map((l) => `${l}, ${lowered}`)
    .find((text) => wordCount(text) <= LONGEST_SENTENCE && c.w.fits(text));
  return said ? c.w.take(said) : line;
}

function practicalStep(c: Context): string | null {
  const q = c.question;
  const { w } = c;
  if (q.shape === "past") return w.pick(PRACTICAL_PAST);
  if (q.care?.pet) return w.pick(PRACTICAL_PET, { name: q.care.name ?? q.care.person ?? "" });
  if (q.care?.person) return w.pick(PRACTICAL_CARE, { person: q.care.name ?? q.care.person });
  const choice = q.choice ?? (q.followUp?.kind === "choice" ? q.followUp.choice : null);
  if (choice) {
    // The two options said by name in place of the general "each option" (the first and last of the list).
    const [a, b] = choice.options;
    const named = PRACTICAL_OPTIONS[choice.verbs ? "verbs" : "nouns"];
    return w.pick([...named, ...PRACTICAL.change.slice(1, -1)], { a, b });
  }
  if (q.shape === "choice") return w.pick(PRACTICAL.change);
  // "Should we leave Brisbane for it?", with a job offer behind it: a decision, weighed like a choice.
  if (decision(q)) {
    // The theme's own steps share the load, so no one step is said in every decision.
    const own = q.themes.flatMap((t) => (t.id === "work" || t.id === "travel" ? PRACTICAL[t.id] : []));
    const a = (q.ask ?? "").replace(/^whether to /, "");
    return w.pick([...PRACTICAL_OPTIONS.verbs, ...own], { a, b: "leave things as they are" });
  }
  if (q.shape === "yes_no" && WAITING.test(q.ask ?? q.direct ?? "")) return w.pick(PRACTICAL_WAITING);
  const theme = c.themes[0]?.id ?? "general";
  // After a divorce or a break-up, love's steps ("an hour with the person this is about") would hurt.
  if (theme === "love" && c.ending) return w.pick(PRACTICAL["self-worth"]);
  // A sister's wedding is a family matter: love's steps are for a partner.
  const family = q.relations.length > 0 && q.relations.every((r) => !ROMANTIC.test(r));
  if (theme === "love" && family) return w.pick(PRACTICAL.home);
  return w.pick(PRACTICAL[theme] ?? PRACTICAL.general);
}

/** A yes-or-no about a step to take ("whether to leave Brisbane") where work or a move is at stake. */
function decision(q: QuestionReading): boolean {
  return (
    q.shape === "yes_no" &&
    q.ask?.startsWith("whether to ") === true &&
    q.themes.some((t) => t.id === "work" || t.id === "travel")
  );
}

const ROMANTIC = /\b(?:partner|boyfriend|girlfriend|husband|wife|fiancee?|ex)\b/;
