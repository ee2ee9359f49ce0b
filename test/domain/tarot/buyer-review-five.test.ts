/**
 * Five readings a demanding buyer read (third pass), each question in every spread by the
 * embedded reader: what the buyer objected to must not come back, and what was missing must be said.
 */
import { describe, expect, it } from "vitest";
import { SPREAD_TYPES } from "../../../src/shared/statuses";
import { SPREAD_POSITIONS } from "../../../src/tarot/positions";
import { readQuestion } from "../../../src/tarot/reader/question";
import { checkReading } from "../../../src/tarot/reader/reading-check";
import type { ComposeCard } from "../../../src/tarot/reader/reading-composer";
import { composeReading } from "../../../src/tarot/reader/reading-composer";
import { answerOf, type BuyerCase as Case, DECK, draw, introOf } from "./draws";

const CASES: Case[] = [
  {
    q: "Should I buy the flat in Leeds or keep renting in York?",
    answer: [/buy the flat in Leeds|keep renting in York/],
    never: [/lets roots grow|deeper roots/],
  },
  {
    q: "My sister and I haven't spoken since the wedding in June. Should I reach out first?",
    intro: [/you and your sister haven't spoken since the wedding in June/],
    never: [/\b(?:a|this) love reading|\blove (?:and relationships|question)|your sister and you/i],
  },
  {
    q: "¿Debería volver a estudiar enfermería este año?",
    intro: [/Spanish/, /in English/, /whether to go back to studying nursing this year/],
    answer: [/go back to studying nursing this year/],
  },
  {
    q: "Was selling my bakery two years ago the right decision?",
    answer: [/selling your bakery two years ago/],
    never: [
      /\bnot yet\b|slipping away/i,
      /the option that excites you|one option for a day|the choice you are weighing|each option/i,
      /your question about a decision/,
      /whatever you decide/i,
    ],
  },
];

/** Each spread read three times; every reading passes the check a model's reply must pass. */
function readings(q: string): { spread: string; text: string }[] {
  return SPREAD_TYPES.flatMap((spread) =>
    ["r1", "r2", "review-2"].map((seed) => {
      const cards = draw(spread, `${seed}-${q}`);
      const text = composeReading({ spreadType: spread, intention: q, cards, seed });
      const drawn = cards.map((d) => ({ name: d.card.name, reversed: d.reversed, position: d.position.label }));
      expect(checkReading(text, drawn), text).toEqual({ ok: true });
      return { spread: `${spread}/${seed}`, text };
    }),
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
    expect(
      readQuestion("My sister and I haven't spoken since the wedding in June. Should I reach out first?").themes.map(
        (t) => t.id,
      ),
    ).toEqual(["home"]);
    expect(readQuestion("Should we set a date for our wedding?").themes[0]?.id).toBe("love");
    expect(readQuestion("¿Debería volver a estudiar enfermería este año?").themes[0]?.id).toBe("study");
    expect(readQuestion("Was selling my bakery two years ago the right decision?").topic).toBe(
      "selling your bakery two years ago",
    );
  });

  it("gives a favoured option a reason that fits it, and says upright only in the headings", () => {
    // The buyer's draw: The Lovers reversed, Nine of Cups, Ten of Cups; the lean goes to keep renting.
    const q = "Should I buy the flat in Leeds or keep renting in York?";
    const cards = (["The Lovers", "Nine of Cups", "Ten of Cups"] as const).map(
      (name, i): ComposeCard => ({
        card: DECK.find((card) => card.name === name) as ComposeCard["card"],
        reversed: i === 0,
        position: SPREAD_POSITIONS.three_card[i] as ComposeCard["position"],
      }),
    );
    for (const seed of ["review-0", "a", "b", "c", "d", "e"]) {
      const text = composeReading({ spreadType: "three_card", intention: q, cards, seed });
      expect(answerOf(text), text).toMatch(/keep renting in York/);
      expect(text, text).not.toMatch(/roots/);
      const prose = text.split("\n").filter((line) => !/^(?:Past|Present|Future): /.test(line));
      const beforeAnswer = prose.slice(0, prose.indexOf("Your answer"));
      expect(beforeAnswer.join("\n"), text).not.toContain("(upright)");
      // The closing question too: "If Ten of Cups brings…".
      expect(text.split("\n\n").at(-2), text).not.toContain("(upright)");
    }
  });

  it("keeps a reversed card's note in agreement with plural keywords and never says a line with nothing before it", () => {
    // The buyer's reversed cards, read in many orders: the notes said after each one's keywords.
    const names = ["King of Cups", "Page of Pentacles", "The High Priestess", "Queen of Pentacles", "Page of Wands"];
    const reversed = names.map((name) => DECK.find((card) => card.name === name) as ComposeCard["card"]);
    const bad =
      /repressed feelings loosens|instincts fits|its lesson is missed lessons|is the quiet work|waits behind|whose aim|which one this is|\b\w+s (?:comes forward|veils)\b/i;
    for (let i = 0; i < 40; i++) {
      const order = [0, 1, 2].map((k) => reversed[(i + k * 2) % reversed.length] as ComposeCard["card"]);
      const cards = order.map(
        (card, k): ComposeCard => ({
          card,
          reversed: true,
          position: SPREAD_POSITIONS.three_card[k] as ComposeCard["position"],
        }),
      );
      const text = composeReading({
        spreadType: "three_card",
        intention: "What should I focus on?",
        cards,
        seed: `g${i}`,
      });
      expect(text, text).not.toMatch(bad);
    }
    const eight = DECK.find((card) => card.name === "Eight of Cups") as ComposeCard["card"];
    expect(eight.reversed).not.toMatch(/which one this is/);
  });

  it("keeps goodbyes out of a reading about a parent's illness", () => {
    const q = "My dad has Parkinson's and is getting worse. What should I focus on?";
    // The buyer's ten cards, as drawn.
    const drawn: [string, boolean][] = [
      ["The Star", true],
      ["The Lovers", true],
      ["King of Cups", true],
      ["Eight of Cups", true],
      ["Ten of Wands", true],
      ["Queen of Pentacles", true],
      ["Four of Swords", false],
      ["Six of Cups", false],
      ["Knight of Pentacles", false],
      ["Page of Wands", true],
    ];
    const cards = drawn.map(
      ([name, reversed], i): ComposeCard => ({
        card: DECK.find((card) => card.name === name) as ComposeCard["card"],
        reversed,
        position: SPREAD_POSITIONS.celtic_cross[i] as ComposeCard["position"],
      }),
    );
    for (const seed of ["review-1", "a", "b", "c", "d", "e", "f", "g"]) {
      const text = composeReading({ spreadType: "celtic_cross", intention: q, cards, seed });
      expect(text, text).not.toMatch(/time to go|ready to be released|\btomb|\bgrave\b|you're leaving|drifting away/i);
      expect(text, text).toMatch(/Parkinson's/);
    }
    for (const { text } of readings(q)) expect(text, text).not.toMatch(/time to go|ready to be released|\btomb/i);
  });
});
