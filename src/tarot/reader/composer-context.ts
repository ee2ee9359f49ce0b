/** What the composer knows while it writes: the drawn cards, their facts (group, element, astrology) and the card that answers, and the reading's context. */
import type { SpreadType } from "../../shared/statuses";
import type { CardElement, CardText } from "../deck/types";
import { type ComposeCard, capitalise, cleanText, type Writer } from "./composer-writer";
import type { Theme, ThemeId } from "./intention-themes";
import type { QuestionReading } from "./question";
import type { Group, Relation } from "./reading-text";

// ---------------------------------------------------------------------------
// Card facts

export function groupOf(card: CardText): Group {
  return card.arcana === "major" || card.suit === null ? "major" : card.suit;
}

export function relationOf(a: CardElement, b: CardElement): Relation {
  if (a === b) return "same";
  const pair = [a, b].sort().join("-");
  if (pair === "air-fire" || pair === "earth-water") return "friendly";
  if (pair === "fire-water" || pair === "air-earth") return "opposed";
  return "neutral";
}

const ASTRO_SIGNS = /^(Aries|Taurus|Gemini|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)$/;
const ASTRO_PLANETS = /^(Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|Sun|Moon)$/;
const ELEMENT_NAMES = /^(Fire|Water|Air|Earth)$/;

/** The parenthetical astrology note, or "" when the correspondence is unknown or better left unsaid. */
export function astroNote(astrology: string): string {
  const text = cleanText(astrology);
  let m = /^(\w+) in (\w+)$/.exec(text);
  if (m?.[1] && m[2] && ASTRO_PLANETS.test(m[1]) && ASTRO_SIGNS.test(m[2])) return ` (astrologically, ${text})`;
  m = /^Root of (\w+)$/i.exec(text);
  if (m?.[1] && ELEMENT_NAMES.test(capitalise(m[1].toLowerCase()))) {
    return ` (astrologically, the root of ${m[1].toLowerCase()})`;
  }
  m = /^(\w+) of (\w+)$/.exec(text);
  if (m?.[1] && m[2] && ELEMENT_NAMES.test(m[1]) && ELEMENT_NAMES.test(m[2])) {
    return ` (astrologically, the ${m[1].toLowerCase()} of ${m[2].toLowerCase()})`;
  }
  if (text === "Sun") return " (astrologically, a solar card)";
  if (text === "Moon") return " (astrologically, a lunar card)";
  if (ASTRO_PLANETS.test(text) || ASTRO_SIGNS.test(text)) return ` (astrologically, ${text})`;
  if (ELEMENT_NAMES.test(text)) return ` (astrologically, elemental ${text.toLowerCase()})`;
  return "";
}

export type Drawn = ComposeCard & { name: string; index: number };

// ---------------------------------------------------------------------------
// The reading

export type Context = {
  spread: SpreadType;
  themes: Theme[];
  question: QuestionReading;
  /** Noun phrases for what was asked: the whole question once, then shorter ones in turn as the cards are tied to it. */
  topics: { first: string | null; rest: string[] };
  cards: Drawn[];
  w: Writer;
  /** Illness, caring or grief: harsh words stay out and the answer ends on support. */
  tender: boolean;
  /** A yes or no about how an illness will go: answered without a lean, which would be a prognosis. */
  prognosis: boolean;
  /** A relationship that has ended (a divorce, a break-up, an ex): no step that sends the buyer back to it. */
  ending: boolean;
};

/** Themes whose readings must stay gentle to the end: no hard card's words in the closing question. */
export const TENDER_THEMES: ReadonlySet<ThemeId> = new Set(["love", "grief", "health", "self-worth", "home"]);

export function at(c: Context, label: string): Drawn | undefined {
  return c.cards.find((d) => d.position.label === label);
}

/** The card that speaks last and loudest for the question: the outcome, the future, or the only card. */
export function keyCard(c: Context): Drawn | undefined {
  for (const label of ["Outcome", "Future", "Your Card", "Near Future", "Present"]) {
    const found = at(c, label);
    if (found) return found;
  }
  return c.cards[c.cards.length - 1];
}
