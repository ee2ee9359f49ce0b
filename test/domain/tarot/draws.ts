/**
 * Draws for the reader's tests: the 78 cards (read from the suit files, without the
 * card art's fonts) and a seeded draw for a spread, as a session would give it.
 */
import { SeededRandom } from "../../../src/lib/seeded-random";
import { ANSWER_HEADING, readingSections } from "../../../src/shared/reading-sections";
import type { SpreadType } from "../../../src/shared/statuses";
import { CUPS } from "../../../src/tarot/deck/cups";
import { MAJOR_ARCANA } from "../../../src/tarot/deck/majors";
import { PENTACLES } from "../../../src/tarot/deck/pentacles";
import { SWORDS } from "../../../src/tarot/deck/swords";
import type { CardText } from "../../../src/tarot/deck/types";
import { WANDS } from "../../../src/tarot/deck/wands";
import { SPREAD_POSITIONS } from "../../../src/tarot/positions";
import type { ComposeCard } from "../../../src/tarot/reader/reading-composer";

export const DECK: CardText[] = [...MAJOR_ARCANA, ...WANDS, ...CUPS, ...SWORDS, ...PENTACLES];

/** A seeded draw for the spread: distinct cards, each reversed on a fair coin. */
export function draw(spread: SpreadType, seed: string): ComposeCard[] {
  const r = new SeededRandom(seed);
  const positions = SPREAD_POSITIONS[spread];
  return r.sample(DECK, positions.length).map((card, i) => ({
    card,
    reversed: r.next() < 0.5,
    position: positions[i] as ComposeCard["position"],
  }));
}

/** The "Your answer" section of a reading, its paragraphs joined. */
export const answerOf = (text: string) =>
  readingSections(text)
    .sections.filter((s) => s.heading === ANSWER_HEADING)
    .flatMap((s) => s.paragraphs)
    .join("\n\n");

/** The opening of a reading, before the first card. */
export const introOf = (text: string) => readingSections(text).intro.join("\n\n");

/** A buyer's question and what every reading of it must say, or never say. */
export type BuyerCase = {
  q: string;
  /** Said somewhere in the opening, in every spread. */
  intro?: RegExp[];
  /** Said in the answer, in every spread. */
  answer?: RegExp[];
  /** Never said anywhere in the reading. */
  never?: RegExp[];
};
