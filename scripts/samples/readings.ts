/**
 * docs/samples/tarot-readings.md, made in memory: scripts/render-reading-samples.ts writes
 * it and test/domain/samples.test.ts compares it with the committed file.
 */
import { generateText } from "ai";
import { SeededRandom } from "../../src/lib/seeded-random";
import type { SpreadType } from "../../src/shared/statuses";
import { SPREAD_LABELS } from "../../src/shared/tarot";
import { DECK } from "../../src/tarot/deck";
import { createLocalTarotModel } from "../../src/tarot/local-tarot-model";
import { SPREAD_POSITIONS } from "../../src/tarot/positions";
import { buildReadingPrompt } from "../../src/tarot/reader/reading-prompt";

/** One question of each shape (issue 24), each read on the spread that shows it best. */
const QUESTIONS: readonly { shape: string; question: string; spread: SpreadType }[] = [
  { shape: "Yes or no", question: "Does Sam still love me?", spread: "three_card" },
  {
    shape: "A choice between two things to do",
    question: "Should I take the job in Perth or stay in Melbourne?",
    spread: "celtic_cross",
  },
  { shape: "A choice between named options", question: "Should I study law or teaching?", spread: "one_card" },
  {
    shape: "Two parts",
    question: "Should I go back to uni next year, and if so, law or teaching?",
    spread: "three_card",
  },
  {
    shape: "A decision already made",
    question: "Did I make the right call leaving Sam last year?",
    spread: "three_card",
  },
  {
    shape: "Illness and caring",
    question: "My mum was diagnosed with cancer last month. How can I support her and still look after myself?",
    spread: "celtic_cross",
  },
  { shape: "Grief", question: "How can I heal after my dad died?", spread: "three_card" },
  { shape: "A pet, named, after surgery", question: "Will my dog Biscuit recover from surgery?", spread: "three_card" },
  {
    shape: "A choice between two times",
    question: "Should I start my business this year or next?",
    spread: "one_card",
  },
  {
    shape: "Context, then the question",
    question: "Jonah asked me to move in with him. Am I ready?",
    spread: "three_card",
  },
  {
    shape: "Several sentences of context",
    question:
      "I've been at the same firm for nine years. My manager retired in March and the new one checks everything I do. I'm tired all the time. Is it time to go?",
    spread: "three_card",
  },
  {
    shape: "Named people, places and workplaces",
    question: "My partner Alex got an offer at Canva in Sydney. Should we leave Brisbane for it?",
    spread: "celtic_cross",
  },
  { shape: "Not in English", question: "¿Debería mudarme a Madrid con mi novia?", spread: "three_card" },
  { shape: "Not in English, a name and a relation", question: "¿Mi novio Carlos volverá conmigo?", spread: "one_card" },
  {
    shape: "Not in English, a move (French)",
    question: "Est-ce que je devrais quitter Lyon pour rejoindre Marc à Montréal ?",
    spread: "one_card",
  },
  { shape: "How", question: "How can I mend things with my sister?", spread: "one_card" },
  { shape: "Open", question: "What do I need to know about the year ahead?", spread: "one_card" },
];

/**
 * docs/samples/tarot-readings.md: what a buyer gets from the embedded reader, one reading per
 * spread for three questions of different shapes. The readings go through the production path
 * (the prompt built for the session, answered by the embedded model through the ai SDK); only
 * the draw is seeded, so the file changes only when the reader does. Written as biome formats it.
 */
export async function tarotReadingsMarkdown(): Promise<string> {
  const model = createLocalTarotModel({ chunkDelayMs: 0 });
  const parts = [
    "# Tarot readings from the embedded reader",
    "",
    "What `npm run dev`, the tests and every fallback give a buyer: one reading for each shape of question (issue 24), written by the embedded model from the same prompt Workers AI gets in production. The draws are seeded so this file is reproducible; in the shop they come from the session's shuffle. Regenerate with `npm run samples`; score the reader over sixty-odd questions with `npm run eval:readings`.",
  ];
  for (const [q, { shape, question, spread }] of QUESTIONS.entries()) {
    parts.push("", `## ${shape}: “${question}”`);
    const rng = new SeededRandom(`sample-${q}-${spread}`);
    const positions = SPREAD_POSITIONS[spread];
    const cards = rng.sample(DECK, positions.length).map((card, i) => ({
      card,
      reversed: rng.next() < 0.5,
      position: positions[i]?.label ?? "",
      positionMeaning: positions[i]?.meaning ?? "",
    }));
    const { system, prompt } = buildReadingPrompt({
      spreadType: spread,
      intention: question,
      cards,
      seed: `sample-${q}`,
    });
    const { text } = await generateText({ model, system, prompt });
    const drawn = cards.map((c) => `${c.position}: ${c.card.name}${c.reversed ? " (reversed)" : ""}`).join(" · ");
    parts.push(
      "",
      `### ${SPREAD_LABELS[spread]}`,
      "",
      `_${drawn}_`,
      "",
      ...text.split("\n\n").map((p) => `${p.replace(/\n/, "  \n")}\n`),
    );
  }
  return `${parts
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}
