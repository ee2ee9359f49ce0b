/**
 * Ten questions a demanding buyer wrote (issue 24, second pass), none of them in the question
 * set, the samples or the other tests, each read in every spread by the embedded reader. Each
 * case holds what the buyer objected to before it was fixed, and what the reading must say.
 */
import { describe, expect, it } from "vitest";
import { SPREAD_TYPES } from "../../../src/shared/statuses";
import { readQuestion } from "../../../src/tarot/reader/question";
import { composeReading } from "../../../src/tarot/reader/reading-composer";
import { answerOf, type BuyerCase as Case, draw, introOf } from "./draws";

const CASES: Case[] = [
  {
    q: "Was I wrong to turn down the promotion in Melbourne last spring?",
    answer: [/the choice you made|looking back|look back/i, /promotion in Melbourne/],
    never: [/\bnot yet\b|slipping/i],
  },
  {
    q: "Should I leave nursing next year, and if so, paramedic or midwife?",
    answer: [/leave nursing next year/, /favours? (?:paramedic|midwife)|points to (?:paramedic|midwife)/],
    never: [/a year of (?:paramedic|midwife)/],
  },
  {
    q: "Hobart or Adelaide: which city should we raise the kids in?",
    answer: [/favours? (?:Hobart|Adelaide)|points to (?:Hobart|Adelaide)/],
    never: [/the Adelaide question|the Hobart question/],
  },
  {
    q: "Dad has just been diagnosed with Parkinson's. How do I help him without losing myself?",
    intro: [/help your dad without losing yourself/, /Parkinson's/],
    answer: [/1800 644 189/],
    never: [/connection with Parkinson|Keep Parkinson|speaks to Parkinson|the loss you carry|about loss/],
  },
  {
    q: "My nan passed away in June and I can't stop thinking about our last phone call. How do I find peace?",
    intro: [/your nan passed away in June/, /how to find peace/],
    never: [/\b(?:yes|no), (?:warmly|kindly)|soft no|quiet yes/],
  },
  {
    q: "Est-ce que je devrais quitter Lyon pour rejoindre Marc à Montréal ?",
    intro: [/French/, /in English/, /whether to leave Lyon to join Marc in Montreal/],
    answer: [/leave Lyon to join Marc in Montreal/],
    never: [/the move to Lyon/],
  },
  {
    q: "I've been a junior designer at Atlassian for three years. My manager Tom keeps promising a promotion that never comes. Should I start looking elsewhere?",
    intro: [/junior designer at Atlassian/, /your manager Tom/],
    answer: [/start looking elsewhere/],
    never: [/connection with your manager|creative project|thread of creativity/],
  },
  {
    q: "Our cat Miso is fourteen and slowing down. How can I make her last years happy?",
    intro: [/Miso, your cat, is/, /make Miso's last years happy/],
    answer: [/\bvet\b/],
    never: [/connection with your cat|your body|heals/],
  },
  {
    q: "Will Daniel propose before Christmas?",
    answer: [/whether Daniel will propose before Christmas/, /\b(?:yes|no|even|level)\b/],
  },
  {
    q: "Is my candle business worth keeping up alongside my day job?",
    intro: [/whether your candle business is worth keeping up alongside your day job/],
    never: [/your candle is business/],
  },
];

describe("ten buyer questions outside the question set, in every spread", () => {
  for (const c of CASES) {
    it(c.q, () => {
      for (const spread of SPREAD_TYPES) {
        for (const seed of ["b1", "b2"]) {
          const text = composeReading({
            spreadType: spread,
            intention: c.q,
            cards: draw(spread, `${seed}-${c.q}`),
            seed,
          });
          for (const pattern of c.intro ?? []) expect(introOf(text), `${spread}/${seed}\n${text}`).toMatch(pattern);
          for (const pattern of c.answer ?? []) expect(answerOf(text), `${spread}/${seed}\n${text}`).toMatch(pattern);
          for (const pattern of c.never ?? []) expect(text, `${spread}/${seed}`).not.toMatch(pattern);
        }
      }
    });
  }

  it("reads the options that come before the question, the pet growing old and the French and Italian moves", () => {
    expect(readQuestion("Hobart or Adelaide: which city should we raise the kids in?").choice?.options).toEqual([
      "Hobart",
      "Adelaide",
    ]);
    expect(
      readQuestion("Our cat Miso is fourteen and slowing down. How can I make her last years happy?").care,
    ).toMatchObject({ name: "Miso", pet: true, ageing: true });
    const french = readQuestion("Est-ce que je devrais quitter Lyon pour rejoindre Marc à Montréal ?");
    expect(french.places).toEqual(["Montreal", "Lyon"]);
    expect(french.themes[0]?.id).toBe("travel");
    expect(readQuestion("Dad has just been diagnosed with Parkinson's. How do I help him?").people).toEqual([]);
    const italian = readQuestion("Dovrei lasciare Milano per trasferirmi a Roma con la mia ragazza?");
    expect(italian.ask).toBe("whether to leave Milano to move to Roma with your girlfriend");
    expect(italian.places).toEqual(["Roma", "Milano"]);
  });
});
