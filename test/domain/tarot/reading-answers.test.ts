/**
 * The embedded reader answers the question asked: it says the question back,
 * names the people, places and options in it, gives a lean derived from the
 * draw where one is asked (and names the cards that carry it), never reads a
 * move in together as travel, and keeps a tender reading gentle to the end.
 */
import { describe, expect, it } from "vitest";
import { bodySentences, scorecard, stockOverSeedings } from "../../../scripts/eval/reading-scorecard";
import { readingSections } from "../../../src/shared/reading-sections";
import { SPREAD_TYPES, type SpreadType } from "../../../src/shared/statuses";
import type { CardText } from "../../../src/tarot/deck/types";
import { SPREAD_POSITIONS } from "../../../src/tarot/positions";
import { PRACTICAL_OPTIONS, WOUNDING } from "../../../src/tarot/reader/answer-shapes";
import { CHOICE_WHY, LINK_TO_QUESTION, NO_CONDITION_LINES, PRACTICAL } from "../../../src/tarot/reader/answer-text";
import { choiceLean, isEasingReversal, yesNoLean } from "../../../src/tarot/reader/lean";
import { readQuestion } from "../../../src/tarot/reader/question";
import { type ComposeCard, composeReading } from "../../../src/tarot/reader/reading-composer";
import * as readingText from "../../../src/tarot/reader/reading-text";
import { ARC_LINES, EASING_REVERSAL_NOTES, REVERSAL_NOTES } from "../../../src/tarot/reader/reading-text";
import { TAROT_QUESTIONS } from "../../fixtures/tarot-questions";
import { sample } from "../../sample";
import { answerOf, DECK, draw, introOf } from "./draws";

const byId = (id: string) => DECK.find((card) => card.id === id) as CardText;

/** A draw of chosen cards, in spread order. */
function fixed(spread: SpreadType, cards: [id: string, reversed: boolean][]): ComposeCard[] {
  return cards.map(([id, reversed], i) => ({
    card: byId(id),
    reversed,
    position: SPREAD_POSITIONS[spread][i] as ComposeCard["position"],
  }));
}

type Case = { q: string; words: string[]; answer: RegExp };

/** At least thirty questions of every shape, with the words a reading must give back and what its answer must hold. */
const CASES: Case[] = [
  {
    q: "Will I get the promotion?",
    words: ["whether you will get the promotion"],
    answer: /\b(?:yes|no|not yet|even|level)\b/i,
  },
  {
    q: "Will I pass my exams this semester?",
    words: ["pass your exams"],
    answer: /\b(?:yes|no|not yet|even|level)\b/i,
  },
  { q: "Does Sam still love me?", words: ["Sam still loves you", "Sam"], answer: /\b(?:yes|no|not yet|even|level)\b/i },
  { q: "Is it time to leave my job?", words: ["time to leave your job"], answer: /\b(?:yes|no|not yet|even|level)\b/i },
  {
    q: "Am I on the right path?",
    words: ["whether you are on the right path"],
    answer: /\b(?:yes|no|not yet|even|level)\b/i,
  },
  { q: "Should we move in together?", words: ["move in together"], answer: /\b(?:yes|no|not yet|even|level)\b/i },
  {
    q: "Should my partner and I move in together?",
    words: ["you and your partner"],
    answer: /\b(?:yes|no|not yet|even|level)\b/i,
  },
  {
    q: "Can you tell me if Jess will come back?",
    words: ["whether Jess will come back", "Jess"],
    answer: /\b(?:yes|no|not yet|even|level)\b/i,
  },
  {
    q: "Did I make the right choice?",
    words: ["did you make the right choice?"],
    // A decision already made gets a reflective answer, never "not yet".
    answer: /^(?![\s\S]*\bnot yet\b)[\s\S]*\b(?:looking back|look back|the choice you made)\b/i,
  },
  {
    q: "Is Noah the one for me?",
    words: ["Noah is the one for you", "Noah"],
    answer: /\b(?:yes|no|not yet|even|level)\b/i,
  },
  {
    q: "My best friend and I fell out. Can we fix it?",
    words: ["whether you can fix it"],
    answer: /\b(?:yes|no|not yet|even|level)\b/i,
  },
  {
    q: "Will the move at work be good for me?",
    words: ["the move at work"],
    answer: /\b(?:yes|no|not yet|even|level)\b/i,
  },
  {
    q: "Should I take the job in Perth or stay in Melbourne?",
    words: ["take the job in Perth", "stay in Melbourne"],
    answer: /take the job in Perth|stay in Melbourne/,
  },
  {
    q: "Should I text him or wait for him to text me?",
    words: ["text him", "wait for him to text you"],
    answer: /text him|wait for him to text you/,
  },
  { q: "Is it better to rent or buy?", words: ["rent or buy"], answer: /\b(?:rent|buy)\b/ },
  { q: "Should I stay or go?", words: ["stay or go"], answer: /\b(?:stay|go)\b/ },
  { q: "Should I stay with Alex or move on?", words: ["stay with Alex", "move on"], answer: /stay with Alex|move on/ },
  {
    q: "Which should I take, the job at Atlassian or Canva?",
    words: ["Atlassian", "Canva"],
    answer: /Atlassian.*Canva|Canva.*Atlassian/s,
  },
  { q: "I'm torn between Perth and Melbourne", words: ["Perth", "Melbourne"], answer: /Perth.*Melbourne/s },
  {
    q: "When will I meet my soulmate?",
    words: ["when you will meet your soulmate"],
    answer: /weeks|months|seasons|calendar|date/,
  },
  {
    q: "When will things get easier at work?",
    words: ["when things will get easier at work"],
    answer: /weeks|months|seasons|calendar|date/,
  },
  {
    q: "How can I mend things with my sister?",
    words: ["how to mend things with your sister"],
    answer: /mend things with your sister/,
  },
  {
    q: "How do I get on top of my debt?",
    words: ["how to get on top of your debt"],
    answer: /get on top of your debt/,
  },
  {
    q: "What do I need to know about my new job?",
    words: ["what you need to know about your new job"],
    answer: /your new job/,
  },
  { q: "What should I focus on this year?", words: ["what to focus on this year"], answer: /focus on this year/ },
  { q: "What is holding me back?", words: ["what is holding you back"], answer: /holding you back/ },
  {
    q: "What does the future hold for me and Sam?",
    words: ["the future holds for you and Sam", "Sam"],
    answer: /for you and Sam/,
  },
  { q: "Which job should I take?", words: ["which job to take"], answer: /which job to take/ },
  {
    q: "Why do I keep attracting the wrong people?",
    words: ["why you keep attracting the wrong people"],
    answer: /the wrong people/,
  },
  { q: "Why did he leave?", words: ["why did he leave?"], answer: /\(upright\)|\(reversed\)/ },
  { q: "Who is my soulmate?", words: ["who your soulmate is"], answer: /qualities|portrait|describes/ },
  {
    q: "Guidance on my relationship with Tom",
    words: ["your relationship with Tom", "Tom"],
    answer: /\(upright\)|\(reversed\)/,
  },
];

/** Which of each question's four draws per spread npm test reads (all four under test:exhaustive). */
const DRAWS = sample("draws per question and spread", [0, 1, 2, 3], 2);

describe("the embedded reader answers the question asked", () => {
  it("has a table of at least thirty questions", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  for (const spread of SPREAD_TYPES) {
    it.each(CASES)(`${spread}: $q`, ({ q, words, answer }) => {
      for (const i of DRAWS) {
        const cards = draw(spread, `${spread}-${q}-${i}`);
        const text = composeReading({ spreadType: spread, intention: q, cards, seed: `s${i}` });
        // The question said back in the opening, in its own words.
        expect(introOf(text), text).toContain(words[0]);
        // The people, places and options it names appear in the reading.
        for (const word of words.slice(1)) expect(text, text).toContain(word);
        const answerText = answerOf(text);
        expect(answerText, text).toMatch(answer);
        const read = readQuestion(q);
        if (read.shape === "yes_no" || (read.shape === "choice" && read.choice?.change !== null)) {
          // The lean is explained: a card of the draw is named in the answer.
          expect(
            cards.some((c) => answerText.includes(`${c.card.name} (${c.reversed ? "reversed" : "upright"})`)),
            text,
          ).toBe(true);
        }
      }
    });
  }
});

describe("the lean comes from the draw", () => {
  it("bright upright cards lean yes and hard upright cards lean no, naming the cards that carry it", () => {
    const bright = fixed("three_card", [
      ["the-star", false],
      ["the-sun", false],
      ["ten-of-cups", false],
    ]);
    const hard = fixed("three_card", [
      ["five-of-cups", false],
      ["the-tower", false],
      ["ten-of-swords", false],
    ]);
    expect(yesNoLean(bright)).toMatchObject({ answer: "yes", strength: "clear" });
    expect(yesNoLean(hard)).toMatchObject({ answer: "no", strength: "clear" });
    const yes = answerOf(
      composeReading({ spreadType: "three_card", intention: "Will I get the job?", cards: bright, seed: "y" }),
    );
    const no = answerOf(
      composeReading({ spreadType: "three_card", intention: "Will I get the job?", cards: hard, seed: "n" }),
    );
    expect(yes).toMatch(/\byes\b/);
    expect(yes).not.toMatch(/\bno\b/);
    expect(no).toMatch(/\bno\b/);
    expect(yes).toContain("The Sun (upright)");
    expect(no).toContain("Ten of Swords (upright)");
  });

  it("reversed cards turn a yes into a no", () => {
    const upright = fixed("one_card", [["the-empress", false]]);
    const reversed = fixed("one_card", [["the-empress", true]]);
    expect(yesNoLean(upright).answer).toBe("yes");
    expect(yesNoLean(reversed).answer).toBe("no");
  });

  it("a hard card reversed eases towards yes, and its reading speaks of the relief, not of a knot", () => {
    // The Four of Cups reversed is interest returning, the Eight of Swords reversed the bonds loosening.
    for (const id of ["four-of-cups", "eight-of-swords", "three-of-swords", "the-devil"]) {
      const card = fixed("one_card", [[id, true]]);
      expect(isEasingReversal(card[0] as ComposeCard)).toBe(true);
      expect(yesNoLean(card).answer, id).toBe("yes");
      const easing = EASING_REVERSAL_NOTES.map((t) => t.split("{kw}")[0] ?? "");
      const knotted = REVERSAL_NOTES.map((t) => t.split("{kw}")[0] ?? "");
      for (let i = 0; i < 8; i++) {
        const text = composeReading({
          spreadType: "one_card",
          intention: "Does Sam still love me?",
          cards: card,
          seed: `e${i}`,
        });
        const body = readingSections(text).sections[0]?.paragraphs.join(" ") ?? "";
        expect(
          easing.some((start) => body.includes(start)),
          body,
        ).toBe(true);
        expect(
          knotted.some((start) => start.length > 12 && body.includes(start)),
          body,
        ).toBe(false);
        expect(answerOf(text)).not.toMatch(/\bno\b/);
      }
    }
    // A bright card reversed is still held back.
    expect(isEasingReversal(fixed("one_card", [["the-sun", true]])[0] as ComposeCard)).toBe(false);
  });

  it("a hard card reversed without relief in it (stalled, delayed) does not lean yes", () => {
    for (const id of ["the-hanged-man", "four-of-swords", "death", "eight-of-cups"]) {
      expect(yesNoLean(fixed("one_card", [[id, true]])).answer, id).not.toBe("yes");
    }
  });

  it("a no is explained kindly, never firmed up by the hard card's own words", () => {
    const cards = fixed("one_card", [["three-of-swords", false]]);
    for (let i = 0; i < 8; i++) {
      const answer = answerOf(
        composeReading({ spreadType: "one_card", intention: "Will I get the job?", cards, seed: `n${i}` }),
      );
      expect(
        NO_CONDITION_LINES.some((line) => answer.includes(line.replace("{card}", "Three of Swords (upright)"))),
        answer,
      ).toBe(true);
      expect(answer).not.toMatch(/heartbreak|sorrow|painful truth|hurtful words/);
    }
  });

  it("a single card's choice is explained as one card, not as 'more of the cards'", () => {
    const q = "Should I take the job in Perth or stay in Melbourne?";
    for (const [id, reversed] of [
      ["ace-of-wands", false],
      ["knight-of-wands", true],
      ["four-of-pentacles", false],
    ] as const) {
      for (let i = 0; i < 6; i++) {
        const cards = fixed("one_card", [[id, reversed]]);
        const answer = answerOf(composeReading({ spreadType: "one_card", intention: q, cards, seed: `c${i}` }));
        for (const line of [...CHOICE_WHY.change, ...CHOICE_WHY.stay]) expect(answer).not.toContain(line);
        expect(answer).not.toMatch(/more of the cards|the cards speak more/);
      }
    }
  });

  it("the arc of three cards follows the cards as drawn: no freer future with The Devil ahead", () => {
    const cards = fixed("three_card", [
      ["the-sun", false],
      ["six-of-cups", false],
      ["the-devil", false],
    ]);
    for (let i = 0; i < 10; i++) {
      const text = composeReading({ spreadType: "three_card", intention: "Will I get the job?", cards, seed: `a${i}` });
      for (const line of ARC_LINES.lifting) expect(text).not.toContain(line);
    }
  });

  it("a card's essence ends the sentence it is slotted into, so a long one cannot tangle the grammar", () => {
    // "bringing a granted wish that leaves you hungry up from below" once read as nonsense.
    const slotted: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === "string") {
        if (value.includes("{essence}")) slotted.push(value);
      } else if (value && typeof value === "object") for (const item of Object.values(value)) walk(item);
    };
    walk(readingText);
    expect(slotted.length).toBeGreaterThan(20);
    const tangled = slotted.filter((t) => /\{essence\}\s+(?!is\b|as a\b|with\b)\p{L}/u.test(t));
    expect(tangled).toEqual([]);
  });

  it("a choice ends on a way to decide, whatever the choice is about", () => {
    const q = "Should I take the job in Perth or stay in Melbourne?";
    // The general ways to decide, and those that name the two options.
    const named = PRACTICAL_OPTIONS.verbs.map((line) =>
      line.replace("{a}", "take the job in Perth").replace("{b}", "stay in Melbourne"),
    );
    const ways = [...PRACTICAL.change, ...named];
    const workOnly = PRACTICAL.work.filter((line) => !ways.includes(line));
    for (let i = 0; i < 12; i++) {
      const answer = answerOf(
        composeReading({ spreadType: "three_card", intention: q, cards: draw("three_card", `p${i}`), seed: `p${i}` }),
      );
      // The step may follow "Before you choose …,", so its first letter is compared apart.
      expect(
        ways.some((line) => answer.includes(line.slice(1))),
        answer,
      ).toBe(true);
      expect(workOnly.some((line) => answer.includes(line.slice(1)))).toBe(false);
    }
  });

  it("an active draw favours the option of change, a receptive one favours staying", () => {
    const active = fixed("three_card", [
      ["ace-of-wands", false],
      ["the-chariot", false],
      ["eight-of-wands", false],
    ]);
    const receptive = fixed("three_card", [
      ["four-of-pentacles", false],
      ["ten-of-pentacles", false],
      ["queen-of-cups", false],
    ]);
    expect(choiceLean(active).favours).toBe("change");
    expect(choiceLean(receptive).favours).toBe("stay");
    const q = "Should I take the job in Perth or stay in Melbourne?";
    const go = answerOf(composeReading({ spreadType: "three_card", intention: q, cards: active, seed: "a" }));
    const stay = answerOf(composeReading({ spreadType: "three_card", intention: q, cards: receptive, seed: "a" }));
    const favoured = (text: string) => (text.match(/take the job in Perth|stay in Melbourne/) ?? [])[0];
    expect(favoured(go)).toBe("take the job in Perth");
    expect(favoured(stay)).toBe("stay in Melbourne");
  });
});

describe("tone", () => {
  const HARD_ESSENCES = ["a hard ending with dawn on the horizon"];
  it("a love, grief or health reading never closes on a hard card's words", () => {
    for (const q of [
      "Will my boyfriend and I get back together?",
      "I miss my dad who passed away",
      "I'm exhausted all the time",
    ]) {
      for (const spread of SPREAD_TYPES) {
        const positions = SPREAD_POSITIONS[spread].length;
        const cards = [
          ...draw(spread, `tone-${q}`).slice(0, positions - 1),
          ...fixed(spread, [["ten-of-swords", false]]),
        ].map((c, i) => ({ ...c, position: SPREAD_POSITIONS[spread][i] as ComposeCard["position"] }));
        // Skip a draw that happens to hold the Ten of Swords twice.
        if (new Set(cards.map((c) => c.card.id)).size !== cards.length) continue;
        const text = composeReading({ spreadType: spread, intention: q, cards, seed: "tone" });
        const paragraphs = text.split("\n\n");
        const ending = paragraphs.slice(-2).join(" ");
        for (const essence of HARD_ESSENCES) expect(ending, text).not.toContain(essence);
      }
    }
  });

  it("an illness or caring reading leaves every card's wounding keywords unsaid, the Challenge's too", () => {
    const caring = TAROT_QUESTIONS.filter((q) => q.tender && readQuestion(q.q).care !== null);
    expect(caring.length).toBeGreaterThanOrEqual(4);
    let challenges = 0;
    for (const q of caring) {
      for (const spread of SPREAD_TYPES) {
        for (let i = 0; i < 12; i++) {
          const cards = draw(spread, `wound-${i}-${q.q}`);
          const text = composeReading({ spreadType: spread, intention: q.q, cards, seed: `wound-${i}` });
          for (const c of cards) {
            const words = (c.reversed ? c.card.keywords.reversed : c.card.keywords.upright).filter(
              (k) => WOUNDING.test(k) && !/^(?:sorrow|loss)$/.test(k),
            );
            if (c.position.label === "Challenge" && words.length > 0) challenges++;
            for (const k of words)
              expect(text, `${c.position.label}: ${c.card.name}`).not.toMatch(new RegExp(`\\b${k}\\b`, "i"));
          }
        }
      }
    }
    // The draws put wounding words on the Challenge card often enough for the rule to be tried there.
    expect(challenges).toBeGreaterThan(3);
  });

  it("a generous card in the challenge position is framed as the test it sets", () => {
    const cards = fixed("celtic_cross", [
      ["three-of-swords", false],
      ["the-sun", false],
      ["four-of-cups", false],
      ["two-of-wands", false],
      ["the-hermit", false],
      ["page-of-cups", false],
      ["knight-of-pentacles", false],
      ["six-of-swords", false],
      ["seven-of-cups", false],
      ["judgement", false],
    ]);
    for (let i = 0; i < 10; i++) {
      const text = composeReading({
        spreadType: "celtic_cross",
        intention: "Will I get the job?",
        cards,
        seed: `c${i}`,
      });
      const challenge = readingSections(text).sections.find((s) => s.heading.startsWith("Challenge:"));
      const body = challenge?.paragraphs.join(" ") ?? "";
      const framings = LINK_TO_QUESTION.challenge.helps.map((t) => t.split("{topic}")[0] ?? "");
      expect(
        framings.some((start) => start.length > 0 && body.includes(start)),
        body,
      ).toBe(true);
    }
  });
});

describe("issue 24: every shape answered, over the fixed question set", () => {
  const card = scorecard(TAROT_QUESTIONS);
  const rate = (check: string) => {
    const t = card.totals[check];
    return t ? t.met / t.of : 1;
  };

  it("answers each part of a two-part question, and reads every past decision reflectively", () => {
    expect(rate("each part answered")).toBe(1);
    expect(rate("past read reflectively")).toBe(1);
  });

  it("keeps harsh words out of every illness, caring and grief reading", () => {
    expect(rate("nothing harsh (tender)")).toBe(1);
  });

  it("says honestly, once, that a question not in English gets a reading in English", () => {
    expect(rate("language note")).toBe(1);
  });

  it("uses the names, leans where asked and names the favoured option in most readings", () => {
    expect(rate("names used")).toBeGreaterThanOrEqual(0.9);
    expect(rate("lean where asked")).toBeGreaterThanOrEqual(0.9);
    expect(rate("option named")).toBeGreaterThanOrEqual(0.75);
  });

  it("keeps stock text under the issue's ceilings: at most 3% of sentences shared, no 6-word run in over 10% of readings", () => {
    console.log(
      `FIGURE stock sentences ${(card.stockSentenceShare * 100).toFixed(1)}%, common 6-word runs ${card.commonRuns.length}`,
    );
    expect(card.stockSentenceShare).toBeLessThanOrEqual(0.03);
    expect(card.commonRuns.map((r) => r.run)).toEqual([]);
  });

  it("keeps stock text low on other draws of the same questions, not only the fixed one", () => {
    const { sentenceShares, runCounts } = stockOverSeedings(TAROT_QUESTIONS, 6);
    console.log(
      `FIGURE over 6 seedings: stock sentences ${sentenceShares.map((x) => (x * 100).toFixed(1)).join(" ")}%, common 6-word runs ${runCounts.join(" ")}`,
    );
    // A card drawn in seven readings of 64 repeats its own essence; templates must not add to that.
    for (const share of sentenceShares) expect(share).toBeLessThanOrEqual(0.035);
    expect(sentenceShares.reduce((a, b) => a + b, 0) / sentenceShares.length).toBeLessThanOrEqual(0.03);
    expect(Math.max(...runCounts)).toBeLessThanOrEqual(12);
  });

  it("keeps sentences readable: at most one in a hundred runs past 40 words, none past 50", () => {
    const lengths = card.readings.flatMap((r) => bodySentences(r.text).map((s) => s.split(/\s+/).length));
    console.log(`FIGURE sentences over 40 words: ${lengths.filter((n) => n > 40).length} of ${lengths.length}`);
    expect(lengths.filter((n) => n > 40).length / lengths.length).toBeLessThanOrEqual(0.01);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(50);
  });

  it("says 'This card' only in a one-card reading", () => {
    for (const r of card.readings) if (r.spread !== "one_card") expect(r.text, r.q).not.toMatch(/\bthis card\b/i);
  });

  it("names the people, relations and places of a question not in English, in every spread", () => {
    const read = (spread: SpreadType, intention: string, seed: string) =>
      composeReading({ spreadType: spread, intention, cards: draw(spread, `${seed}-${spread}`), seed });
    for (const spread of SPREAD_TYPES) {
      const carlos = read(spread, "¿Mi novio Carlos volverá conmigo?", "carlos");
      expect(carlos).toMatch(/Carlos \(your boyfriend\)/);
      expect(carlos).toMatch(/\bin English\b/);
      const berlin = read(spread, "Soll ich mit meiner Freundin nach Berlin ziehen?", "berlin");
      expect(berlin).toMatch(/your girlfriend/);
      expect(berlin).toMatch(/\bBerlin\b/);
      expect(berlin).not.toMatch(/\bFreundin\b/);
    }
  });

  it("names an illness plainly, with the support line that fits", () => {
    const cards = draw("three_card", "care");
    const text = composeReading({
      spreadType: "three_card",
      intention: "My mum was diagnosed with cancer last month. How can I support her and still look after myself?",
      cards,
      seed: "care",
    });
    expect(text).toMatch(/your mum/);
    expect(text).toMatch(/\bcancer\b/);
    expect(answerOf(text)).toMatch(/Cancer Council.*13 11 20/);
    expect(text).not.toMatch(/the home matter/);
  });

  it("gives no yes or no on how an illness will go, and says so, in every spread", () => {
    for (const spread of SPREAD_TYPES) {
      for (let i = 0; i < 6; i++) {
        const text = composeReading({
          spreadType: spread,
          intention: "My sister has cancer. Will she be okay?",
          cards: draw(spread, `prognosis-${i}`),
          seed: `prognosis-${i}`,
        });
        const answer = answerOf(text);
        expect(answer, answer).toMatch(/no yes or no|forecast of health/);
        expect(answer, answer).not.toMatch(/\b(?:soft no|says no|says yes|lean is|quiet yes|not yet)\b/);
        expect(answer).toMatch(/Cancer Council.*13 11 20/);
      }
    }
  });

  it("fits the practical step to who the question is about: not the ex after a divorce, family for a sister", () => {
    const step = (intention: string, i: number) =>
      answerOf(
        composeReading({
          spreadType: "three_card",
          intention,
          cards: draw("three_card", `step-${i}`),
          seed: `step-${i}`,
        }),
      );
    for (let i = 0; i < 8; i++) {
      const divorce = step("When will I feel like myself again after the divorce?", i);
      expect(
        PRACTICAL.love.some((line) => divorce.includes(line.slice(1))),
        divorce,
      ).toBe(false);
      const sister = step("Should I forgive my sister for missing my wedding?", i);
      expect(
        PRACTICAL.home.some((line) => sister.includes(line.slice(1))),
        sister,
      ).toBe(true);
    }
  });

  it("names the option the cards favour in a named either-or", () => {
    for (const spread of SPREAD_TYPES) {
      const text = composeReading({
        spreadType: spread,
        intention: "Should I study law or teaching?",
        cards: draw(spread, `named-${spread}`),
        seed: "named",
      });
      expect(answerOf(text), text).toMatch(
        /favours? (?:law|teaching)|points to (?:law|teaching)|goes to (?:law|teaching)/,
      );
      expect(answerOf(text), text).not.toMatch(/by name/);
    }
  });
});

describe("shapes the first pass of issue 24 left weak, in every spread", () => {
  const readings = (q: string) =>
    SPREAD_TYPES.map((spread) =>
      composeReading({ spreadType: spread, intention: q, cards: draw(spread, `w-${q}`), seed: "w" }),
    );

  it("names a pet and its surgery kindly, leaves its health to the vet, and never speaks of the buyer's own body", () => {
    for (const text of readings("Will my dog Biscuit recover from surgery?")) {
      expect(introOf(text), text).toMatch(/^Biscuit, your dog, is (?:going through|facing) surgery/);
      expect(answerOf(text), text).toMatch(/no yes or no|forecast of health/);
      expect(text).toMatch(/\bvet\b/);
      expect(text).not.toMatch(/your body|your health|your wellbeing|ask Biscuit|qualified practitioner/);
    }
  });

  it("gives no lean on whether a pet will be okay when its trouble has no illness word ('colic')", () => {
    for (const text of readings("My horse Bella has colic. Will she be okay?")) {
      expect(answerOf(text), text).toMatch(/whether Bella will be okay/);
      expect(answerOf(text), text).toMatch(/no yes or no|forecast of health/);
      expect(answerOf(text), text).not.toMatch(/\b(?:soft|quiet|clear(?:ly)?) (?:yes|no)\b|lean is (?:yes|no)/);
    }
  });

  it("leaves a sister's health to her doctors, not the buyer's own body", () => {
    for (const text of readings("My sister Jess is having surgery next week. Will she recover?")) {
      expect(introOf(text), text).toMatch(/Jess, your sister, is (?:going through|facing) surgery/);
      expect(text).not.toMatch(/your body|your health/);
    }
  });

  it("weighs a job offer with a move as a decision, not a love question", () => {
    for (const text of readings("My partner Alex got an offer at Canva in Sydney. Should we leave Brisbane for it?")) {
      expect(introOf(text)).toMatch(/your partner Alex/);
      expect(answerOf(text), text).toMatch(/leave Brisbane for the Canva offer/);
      expect(answerOf(text), text).not.toMatch(/a feeling|your connection with/);
    }
  });

  it("names both times of a choice between this year and next", () => {
    for (const text of readings("Should I start my business this year or next?")) {
      expect(answerOf(text), text).toMatch(/this year/);
      expect(answerOf(text), text).toMatch(/next year/);
    }
  });
});
