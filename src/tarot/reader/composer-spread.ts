/** The spread as a whole: majors, suits, elements, reversals and the links between positions. */
import { WHOLE_SPREAD_HEADING } from "../../shared/reading-sections";
import type { CardText, Suit } from "../deck/types";
import { at, type Context, type Drawn, groupOf, relationOf } from "./composer-context";
import {
  capitalise,
  core,
  extra,
  heading,
  listOf,
  numberWord,
  optional,
  type Paragraph,
  SUITS,
} from "./composer-writer";
import { cardYes } from "./lean";
import {
  ACE_LINES,
  ARC_LINES,
  COURT_LINES,
  LINK_LINES,
  MAJOR_LINES,
  REVERSAL_COUNT_LINES,
  SUIT_LEAD_LINES,
  SUIT_MISSING_LINES,
  SUIT_MIXED_LINES,
} from "./reading-text";

/** A theme's lens for a major card, with the card named where the lens says "a major card" or "a trump like this". */
export function lensOfMajor(lens: string, name: string): string | null {
  const named = lens.replace(/\b(?:a major card(?: like this)?|a trump like this)\b/, name);
  return named === lens ? null : named;
}

const namesOf = (cards: readonly Drawn[]) => listOf(cards.map((d) => d.name));

function countVars(n: number, total: number, cards: readonly Drawn[]): Record<string, string> {
  return { n: numberWord(n), N: capitalise(numberWord(n)), total: numberWord(total), cards: namesOf(cards) };
}

const SUIT_SINGULAR: Record<Suit, string> = { wands: "wand", cups: "cup", swords: "sword", pentacles: "pentacle" };
const SUIT_ELEMENT: Record<Suit, string> = { wands: "fire", cups: "water", swords: "air", pentacles: "earth" };

/** The minor cards by suit, most first: "three cups, two wands and a sword"; and their elements in that order. */
function suitCounts(cards: readonly Drawn[]): { suits: string; elements: string } {
  const counts = SUITS.map((suit) => ({ suit, n: cards.filter((d) => d.card.suit === suit).length }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n);
  return {
    suits: listOf(counts.map(({ suit, n }) => (n === 1 ? `a ${SUIT_SINGULAR[suit]}` : `${numberWord(n)} ${suit}`))),
    elements: listOf(counts.map(({ suit }) => SUIT_ELEMENT[suit])),
  };
}

function majorsLine(c: Context): string | null {
  const majors = c.cards.filter((d) => groupOf(d.card) === "major");
  const total = c.cards.length;
  const n = majors.length;
  const big = c.spread === "celtic_cross" ? 5 : total;
  const bucket = n === 0 ? "none" : n === total ? "all" : n === 1 ? "one" : n >= big ? "many" : "some";
  const minors = c.cards.filter((d) => groupOf(d.card) !== "major");
  const suits = suitCounts(minors);
  return c.w.pick(MAJOR_LINES[bucket], { ...countVars(n, total, majors), ...suits, Suits: capitalise(suits.suits) });
}

function suitLines(c: Context): { lead: string | null; missing: string | null } {
  const minors = c.cards.filter((d) => groupOf(d.card) !== "major");
  const counts = SUITS.map((suit) => ({ suit, n: minors.filter((d) => d.card.suit === suit).length }));
  const top = Math.max(...counts.map((x) => x.n));
  const leaders = counts.filter((x) => x.n === top);
  const needed = c.spread === "celtic_cross" ? 3 : 2;
  let lead: string | null = null;
  const leader = leaders[0];
  if (leaders.length === 1 && leader && top >= needed) {
    const times = top === 2 ? "twice" : `${numberWord(top)} times`;
    const suited = minors.filter((d) => d.card.suit === leader.suit);
    lead = c.w.pick(SUIT_LEAD_LINES[leader.suit], { n: numberWord(top), times, cards: namesOf(suited) });
  } else if (c.spread === "celtic_cross" && minors.length >= 4) {
    lead = c.w.pick(SUIT_MIXED_LINES, suitCounts(minors));
  }
  const absent = counts.filter((x) => x.n === 0);
  const gone = absent[0];
  const missing =
    c.spread === "celtic_cross" && minors.length >= 5 && absent.length === 1 && gone
      ? c.w.pick([SUIT_MISSING_LINES[gone.suit]])
      : null;
  return { lead, missing };
}

function reversalLine(c: Context): string | null {
  const reversed = c.cards.filter((d) => d.reversed);
  const total = c.cards.length;
  const n = reversed.length;
  const bucket =
    n === 0
      ? "none"
      : n === total && total > 1
        ? "all"
        : n === 1
          ? "one"
          : n * 2 > total
            ? "most"
            : n >= 4
              ? "many"
              : "some";
  return c.w.pick(REVERSAL_COUNT_LINES[bucket], {
    ...countVars(n, total, reversed),
    first: c.cards[0]?.name ?? "",
    last: c.cards.at(-1)?.name ?? "",
  });
}

function countLine(c: Context, lines: readonly string[], test: (card: CardText) => boolean): string | null {
  const n = c.cards.filter((d) => test(d.card)).length;
  return n >= 2 ? c.w.pick(lines, countVars(n, c.cards.length, [])) : null;
}
function linkLine(c: Context, key: keyof typeof LINK_LINES, a?: Drawn, b?: Drawn): string | null {
  if (!a || !b) return null;
  const vars = { a: a.name, b: b.name, ea: a.card.element, eb: b.card.element };
  return c.w.pick(LINK_LINES[key][relationOf(a.card.element, b.card.element)], vars);
}

export function synthesis(c: Context): Paragraph[] {
  if (c.spread === "one_card" || c.cards.length < 2) return [];
  const { w } = c;
  const majors = majorsLine(c);
  const { lead, missing } = suitLines(c);
  const reversals = reversalLine(c);

  if (c.spread === "three_card") {
    const past = at(c, "Past");
    const present = at(c, "Present");
    const future = at(c, "Future");
    let arc: string | null = null;
    if (past && present && future) {
      // Brighter or harder by the card as drawn, not by orientation alone: The Devil upright ahead
      // is no freer future, and the Nine of Swords reversed behind you is a weight already lifting.
      const bright = (d: Drawn) => cardYes(d) > 0;
      const shape =
        past.reversed && present.reversed && future.reversed
          ? "inward"
          : !bright(past) && bright(future)
            ? "lifting"
            : bright(past) && !bright(future)
              ? "dipping"
              : bright(past) && bright(present) && bright(future)
                ? "clear"
                : "uneven";
      arc = w.pick(ARC_LINES[shape], { past: past.name, present: present.name, future: future.name });
    }
    return [
      [
        ...heading(WHOLE_SPREAD_HEADING),
        ...core(majors),
        ...optional(lead, 1),
        ...core(reversals),
        ...core(linkLine(c, "pastPresent", past, present)),
        ...core(linkLine(c, "presentFuture", present, future)),
        ...optional(arc, 1),
      ],
    ];
  }

  const outcome = at(c, "Outcome");
  return [
    [
      ...heading(WHOLE_SPREAD_HEADING),
      ...core(majors),
      ...optional(lead, 1),
      ...extra(missing),
      ...core(reversals),
      ...extra(countLine(c, COURT_LINES, (card) => card.arcana === "minor" && card.rank >= 11)),
      ...extra(countLine(c, ACE_LINES, (card) => card.arcana === "minor" && card.rank === 1)),
    ],
    [
      ...core(linkLine(c, "presentChallenge", at(c, "Present"), at(c, "Challenge"))),
      ...core(linkLine(c, "foundationCrown", at(c, "Foundation"), at(c, "Crown"))),
      ...core(linkLine(c, "selfEnvironment", at(c, "Self"), at(c, "Environment"))),
      ...core(linkLine(c, "nearOutcome", at(c, "Near Future"), outcome)),
    ],
  ];
}
