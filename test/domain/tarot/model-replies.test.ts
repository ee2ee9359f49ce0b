/**
 * Issue 24, item 4: replies to the real production prompt (test/fixtures/tarot-model-replies.ts,
 * written by a language model standing in for the hosted one) and the slips real models make
 * (test/fixtures/tarot-model-slips.ts) through the pure check: normaliseReading then
 * checkReading, as src/tarot/interpreter.ts runs them. The check must reject none of the good
 * replies and none of the slips it should mend, and every slip it should refuse; the counts
 * are printed as FIGURE lines. The same replies go through the session, D1, the saved reading
 * and the PDF in test/worker/tarot/model-replies-path.test.ts.
 */
import { afterAll, describe, expect, it } from "vitest";
import { SeededRandom } from "../../../src/lib/seeded-random";
import { cardHeading, readingSections } from "../../../src/shared/reading-sections";
import { SPREAD_TYPES } from "../../../src/shared/statuses";
import { DECK } from "../../../src/tarot/deck";
import { SPREAD_POSITIONS } from "../../../src/tarot/positions";
import { checkReading, normaliseReading } from "../../../src/tarot/reader/reading-check";
import { composeReading } from "../../../src/tarot/reader/reading-composer";
import { quoteIntention } from "../../../src/tarot/reader/reading-prompt";
import { MODEL_REPLIES, type ModelReplyCase } from "../../fixtures/tarot-model-replies";
import { drawnOf, promptFor, SLIPS } from "../../fixtures/tarot-model-slips";
import { TAROT_QUESTIONS } from "../../fixtures/tarot-questions";

const review = (text: string, reply: ModelReplyCase) => {
  const drawn = drawnOf(reply);
  const mended = normaliseReading(text, drawn);
  return { mended, check: checkReading(mended, drawn) };
};

const expectedHeadings = (reply: ModelReplyCase) =>
  drawnOf(reply).map((card) => cardHeading(card.position, card.name, card.reversed));

const tally = { good: 0, falseRejects: [] as string[], accepted: 0, rejected: 0, falseAccepts: [] as string[] };
afterAll(() => {
  console.log(`FIGURE model replies: ${tally.good} good replies to the real prompt`);
  console.log(
    `FIGURE model replies: false rejects ${tally.falseRejects.length} of ${tally.good + tally.accepted} (good replies and slips the check mends)`,
  );
  console.log(
    `FIGURE model replies: false accepts ${tally.falseAccepts.length} of ${tally.rejected} (slips the check must refuse)`,
  );
  for (const miss of [...tally.falseRejects, ...tally.falseAccepts])
    console.log(`FIGURE model replies: wrong verdict: ${miss}`);
});

describe("the fixture replies", () => {
  it("cover every spread and shape, with at least two in Spanish", () => {
    expect(MODEL_REPLIES.length).toBeGreaterThanOrEqual(16);
    expect(new Set(MODEL_REPLIES.map((r) => r.spreadType))).toEqual(new Set(SPREAD_TYPES));
    for (const shape of ["choice", "two_part", "past", "illness_caring", "grief", "context_then_question"])
      expect(MODEL_REPLIES.some((r) => r.shape === shape)).toBe(true);
    expect(MODEL_REPLIES.filter((r) => r.language === "es").length).toBeGreaterThanOrEqual(2);
    for (const reply of MODEL_REPLIES) expect(reply.cards).toHaveLength(SPREAD_POSITIONS[reply.spreadType].length);
  });

  it.each(MODEL_REPLIES.map((r) => [r.id, r] as const))(
    "%s answers the real prompt built for its draw",
    (_id, reply) => {
      const { prompt, system } = promptFor(reply, `fixture-${reply.id}`);
      expect(prompt).toContain(quoteIntention(reply.intention));
      for (const card of drawnOf(reply)) expect(prompt).toContain(`"name":"${card.name}"`);
      if (reply.language === "es") expect(system).toContain("language of the question");
    },
  );
});

describe("good replies pass unchanged", () => {
  it.each(MODEL_REPLIES.map((r) => [r.id, r] as const))("%s", (_id, reply) => {
    tally.good += 1;
    const { mended, check } = review(reply.reply, reply);
    if (!check.ok) tally.falseRejects.push(`${reply.id}: ${check.problems.join("; ")}`);
    expect(check).toEqual({ ok: true });
    expect(mended).toBe(reply.reply);
    const layout = readingSections(mended);
    expect(layout.intro).toHaveLength(1);
    const headings = layout.sections.map((s) => s.heading);
    expect(headings.slice(0, reply.cards.length)).toEqual(expectedHeadings(reply));
    expect(headings.at(-1)).toBe("Your answer");
  });
});

const slipCases = SLIPS.flatMap((slip) =>
  MODEL_REPLIES.flatMap((reply) => {
    const text = slip.make(reply);
    return text === null ? [] : [[`${slip.verdict}: ${slip.id} (${reply.id})`, slip, reply, text] as const];
  }),
);

describe("slips real models make", () => {
  it("every slip is made from at least two replies, and there are accepted and refused ones", () => {
    for (const slip of SLIPS) expect(slipCases.filter(([, s]) => s === slip).length).toBeGreaterThanOrEqual(2);
    expect(SLIPS.filter((s) => s.verdict === "accept").length).toBeGreaterThanOrEqual(8);
    expect(SLIPS.filter((s) => s.verdict === "reject").length).toBeGreaterThanOrEqual(8);
  });

  it.each(slipCases)("%s", (label, slip, reply, text) => {
    const { mended, check } = review(text, reply);
    if (slip.verdict === "accept") {
      tally.accepted += 1;
      if (!check.ok) tally.falseRejects.push(`${label}: ${check.problems.join("; ")}`);
      expect(check).toEqual({ ok: true });
      // Mended: what the page and the PDF show has no marks, the usual headings, and the reply's own words.
      expect(mended).not.toMatch(/\*\*|^#|```|\((?:Reversed|Upright|invertida|al derecho)\)|\r|^[-•*] |^\d{1,2}[.)] /m);
      const headings = readingSections(mended).sections.map((s) => s.heading);
      for (const heading of expectedHeadings(reply)) expect(headings).toContain(heading);
      expect(readingSections(mended).intro.join(" ")).toContain(readingSections(reply.reply).intro[0]?.slice(0, 40));
    } else {
      tally.rejected += 1;
      if (check.ok) tally.falseAccepts.push(label);
      expect(check.ok).toBe(false);
    }
  });
});

describe("the embedded reader's own readings", () => {
  it("pass the check and come back from normaliseReading unchanged", () => {
    const rng = new SeededRandom("model-replies-embedded");
    for (const [index, question] of TAROT_QUESTIONS.entries()) {
      const spreadType = SPREAD_TYPES[index % SPREAD_TYPES.length] as (typeof SPREAD_TYPES)[number];
      const positions = SPREAD_POSITIONS[spreadType];
      const cards = rng
        .sample(DECK, positions.length)
        .map((card, i) => ({ card, reversed: rng.next() < 0.4, position: positions[i] as (typeof positions)[number] }));
      const text = composeReading({ spreadType, intention: question.q, cards, seed: `embedded-${index}` });
      const drawn = cards.map(({ card, reversed, position }) => ({
        name: card.name,
        reversed,
        position: position.label,
      }));
      expect(normaliseReading(text, drawn), question.q).toBe(text);
      expect(checkReading(text, drawn), question.q).toEqual({ ok: true });
    }
  });
});
