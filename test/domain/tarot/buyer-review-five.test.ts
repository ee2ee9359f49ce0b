/**
 * Five readings a demanding buyer read (third pass), each question in every spread by the
 * embedded reader: what the buyer objected to must not come back, and what was missing must be said.
 */
import { describe, expect, it } from "vitest";
import { SPREAD_TYPES } from "../../../src/shared/statuses";
import { readQuestion } from "../../../src/tarot/reader/question";
import { composeReading } from "../../../src/tarot/reader/reading-composer";
import { answerOf, draw, introOf } from "./draws";

type Case = {
  q: string;
  /** Said somewhere in the opening, in every spread. */
  intro?: RegExp[];
  /** Said in the answer, in every spread. */
  answer?: RegExp[];
  /** Never said anywhere in the reading. */
  never?: RegExp[];
};

const CASES: Case[] = [
  {
    q: "Was selling my bakery two years ago the right decision?",
    answer: [/selling your bakery two years ago/],
    never: [
      /\bnot yet\b|slipping away/i,
      /the option that excites you|one option for a day|the choice you are weighing|each option/i,
      /your question about a decision/,
    ],
  },
];

function readings(q: string): { spread: string; text: string }[] {
  return SPREAD_TYPES.flatMap((spread) =>
    ["r1", "r2", "review-2"].map((seed) => ({
      spread: `${spread}/${seed}`,
      text: composeReading({ spreadType: spread, intention: q, cards: draw(spread, `${seed}-${q}`), seed }),
    })),
  );
}

describe("five readings a buyer reviewed, in every spread", () => {
  for (const c of CASES) {
    it(c.q, () => {
      for (const { spread, text } of readings(c.q)) {
        for (const pattern of c.intro ?? []) expect(introOf(text), `${spread}\n${text}`).toMatch(pattern);
        for (const pattern of c.answer ?? []) expect(answerOf(text), `${spread}\n${text}`).toMatch(pattern);
        for (const pattern of c.never ?? []) expect(text, `${spread}\n${text}`).not.toMatch(pattern);
      }
    });
  }

  it("reads a past decision said with its act, a right thing done, or a mistake, as a decision already made", () => {
    for (const q of [
      "Was selling my bakery two years ago the right decision?",
      "Was moving to Darwin the right call?",
      "Did I do the right thing by leaving my job?",
      "Was it a mistake to sell the house?",
    ])
      expect(readQuestion(q).shape, q).toBe("past");
    expect(readQuestion("Was selling my bakery two years ago the right decision?").topic).toBe(
      "selling your bakery two years ago",
    );
  });
});
