/**
 * The scorecard of issue 24 for the embedded reader: each question of the
 * fixed set (test/fixtures/tarot-questions.ts) read once, on a seeded draw
 * and a spread taken in turn, and scored for what a buyer would check: names
 * used, a lean where one is asked, the favoured option named, each part
 * answered, nothing harsh on a tender topic, a note on a question not in
 * English, and how much of the text is stock (sentences and 6-word runs
 * shared between readings of different questions). Used by
 * `npm run eval:readings` (the embedded reader, and with `--remote` the
 * production models on the same draws) and by the composer's tests.
 */
import { ANSWER_HEADING, isHeadingLine, readingParagraphs, readingSections } from "../../src/shared/reading-sections";
import { SPREAD_TYPES, type SpreadType } from "../../src/shared/statuses";
import { HARSH } from "../../src/tarot/reader/answer-shapes";
import { type ComposeCard, composeReading } from "../../src/tarot/reader/reading-composer";
import { draw } from "../../test/domain/tarot/draws";
import type { TarotQuestion } from "../../test/fixtures/tarot-questions";

export type ReadingScore = {
  q: string;
  spread: SpreadType;
  text: string;
  /** Each check that applies: true when met. */
  checks: Record<string, boolean>;
};

export type Scorecard = {
  readings: ReadingScore[];
  /** Per check: met and applicable counts. */
  totals: Record<string, { met: number; of: number }>;
  /** Share of sentences that appear word for word in a reading of another question. */
  stockSentenceShare: number;
  stockSentences: { sentence: string; readings: number }[];
  /** 6-word runs found in more than 10% of readings, with their share. */
  commonRuns: { run: string; share: number }[];
};

const LEAN_WORDS = /\b(?:yes|no|favours?|lean\w*|looking back|look back|the choice you made|even|level|points to)\b/i;

/** The body of a reading: no headings, no closing disclaimer. */
export function bodySentences(text: string): string[] {
  const paragraphs = readingParagraphs(text);
  return paragraphs
    .slice(0, -1)
    .flatMap((p) => p.split("\n"))
    .filter((line) => !isHeadingLine(line))
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function answerOf(text: string): string {
  return readingSections(text)
    .sections.filter((s) => s.heading === ANSWER_HEADING)
    .flatMap((s) => s.paragraphs)
    .join("\n");
}

export function scoreReading(question: TarotQuestion, spread: SpreadType, text: string): ReadingScore {
  const lower = text.toLowerCase();
  const answer = answerOf(text);
  const checks: Record<string, boolean> = {};
  if (question.names?.length) checks["names used"] = question.names.every((n) => lower.includes(n.toLowerCase()));
  if (question.lean) checks["lean where asked"] = LEAN_WORDS.test(answer);
  if (question.options) {
    checks["option named"] =
      LEAN_WORDS.test(answer) && question.options.some((o) => answer.toLowerCase().includes(o.toLowerCase()));
  }
  if (question.followUp) {
    checks["each part answered"] =
      LEAN_WORDS.test(answer) && question.followUp.some((o) => answer.toLowerCase().includes(o.toLowerCase()));
  }
  if (question.tender) {
    checks["nothing harsh (tender)"] = !bodySentences(text).some((s) => HARSH.test(s));
  }
  if (question.shape === "past") checks["past read reflectively"] = !/\bnot yet\b|slipping/i.test(answer);
  if (question.language) checks["language note"] = /\bin English\b/.test(text);
  return { q: question.q, spread, text, checks };
}

/** Six-word runs of a reading's body, lower case, letters only. */
function runsOf(text: string): Set<string> {
  const words = bodySentences(text)
    .join(" ")
    .toLowerCase()
    .replace(/\b(?:upright|reversed)\b/g, "")
    .split(/[^\p{L}']+/u)
    .filter((w) => w.length > 0);
  const runs = new Set<string>();
  for (let i = 0; i + 6 <= words.length; i++) runs.add(words.slice(i, i + 6).join(" "));
  return runs;
}

/**
 * The spread (taken in turn), the seeded draw and the seed of question `i`: the same for every
 * reader scored. `seeding` 0 is the fixed set; others shift the spreads and draw again, so a
 * figure can be checked on more than one lucky draw.
 */
export function evalDraw(
  question: TarotQuestion,
  i: number,
  seeding = 0,
): { spread: SpreadType; cards: ComposeCard[]; seed: string } {
  const spread = SPREAD_TYPES[(i + seeding) % SPREAD_TYPES.length] as SpreadType;
  const tag = seeding === 0 ? `eval-${i}` : `eval-${seeding}-${i}`;
  return { spread, cards: draw(spread, `${tag}-${question.q}`), seed: tag };
}

/** The embedded reader's scorecard, on the fixed seeding or another. */
export function scorecard(questions: readonly TarotQuestion[], seeding = 0): Scorecard {
  return scoreReadings(
    questions.map((question, i) => {
      const { spread, cards, seed } = evalDraw(question, i, seeding);
      const text = composeReading({ spreadType: spread, intention: question.q, cards, seed });
      return scoreReading(question, spread, text);
    }),
  );
}

/** Totals and stock figures over readings already scored (by any reader). */
export function scoreReadings(readings: ReadingScore[]): Scorecard {
  const totals: Scorecard["totals"] = {};
  for (const r of readings) {
    for (const [check, met] of Object.entries(r.checks)) {
      const t = totals[check] ?? { met: 0, of: 0 };
      t.of++;
      if (met) t.met++;
      totals[check] = t;
    }
  }
  // Sentences shared word for word between readings of different questions.
  const where = new Map<string, Set<number>>();
  const perReading = readings.map((r) => bodySentences(r.text));
  for (const [i, sentences] of perReading.entries()) {
    for (const s of sentences) {
      const set = where.get(s) ?? new Set<number>();
      set.add(i);
      where.set(s, set);
    }
  }
  let total = 0;
  let shared = 0;
  for (const sentences of perReading) {
    for (const s of sentences) {
      total++;
      if ((where.get(s)?.size ?? 0) > 1) shared++;
    }
  }
  const stockSentences = [...where.entries()]
    .filter(([, set]) => set.size > 1)
    .map(([sentence, set]) => ({ sentence, readings: set.size }))
    .sort((a, b) => b.readings - a.readings);
  const runCounts = new Map<string, number>();
  for (const r of readings) for (const run of runsOf(r.text)) runCounts.set(run, (runCounts.get(run) ?? 0) + 1);
  const commonRuns = [...runCounts.entries()]
    .map(([run, n]) => ({ run, share: n / readings.length }))
    .filter((x) => x.share > 0.1)
    .sort((a, b) => b.share - a.share);
  return { readings, totals, stockSentenceShare: total === 0 ? 0 : shared / total, stockSentences, commonRuns };
}

/** The stock figures over `seedings` seedings of the same questions: the worst of each, and every common run found. */
export function stockOverSeedings(
  questions: readonly TarotQuestion[],
  seedings: number,
): { sentenceShares: number[]; runCounts: number[]; runs: Map<string, number> } {
  const sentenceShares: number[] = [];
  const runCounts: number[] = [];
  const runs = new Map<string, number>();
  for (let seeding = 0; seeding < seedings; seeding++) {
    const card = scorecard(questions, seeding);
    sentenceShares.push(card.stockSentenceShare);
    runCounts.push(card.commonRuns.length);
    for (const r of card.commonRuns) runs.set(r.run, (runs.get(r.run) ?? 0) + 1);
  }
  return { sentenceShares, runCounts, runs };
}
