/**
 * How a draw answers a yes/no question or a choice, derived from the cards and
 * their places, so the embedded reader can give a clear, gentle lean and say
 * which cards carry it.
 *
 * - Yes or no: in the common practice of yes/no reading, an upright card leans
 *   yes and a reversed one leans no; the traditionally hard cards (The Tower,
 *   the painful Swords, the Five of Pentacles…) lean no upright and ease when
 *   reversed, and the traditionally bright ones (The Sun, The Star, the Nine
 *   and Ten of Cups…) lean yes more strongly. Cards count by their place: the
 *   outcome and the future most, the past least.
 * - A choice: cards of beginnings and departures (the Aces, The Fool, the Six
 *   of Swords…) pull towards change, cards of home and holding (the Fours, the
 *   Ten of Pentacles, The Emperor…) towards staying; any other card by its
 *   element: fire and air are active (movement, decision), water and earth
 *   receptive (feeling, staying power). A draw that runs active favours the
 *   option of change; a receptive one favours staying. A reversed card holds
 *   its energy back, so it pulls the other way, gently.
 */
import type { CardText } from "../deck/types";

export type LeanCard = { card: CardText; reversed: boolean; position: { label: string } };

/** Upright, these lean towards no: hardship, conflict, loss or confusion in the tradition. */
const HARD: Record<string, number> = {
  "the-tower": -1.2,
  "ten-of-swords": -1.2,
  "three-of-swords": -1.1,
  "nine-of-swords": -1,
  "eight-of-swords": -0.9,
  "five-of-pentacles": -1,
  "five-of-cups": -0.9,
  "five-of-swords": -0.9,
  "seven-of-swords": -0.7,
  "the-devil": -0.9,
  "the-moon": -0.6,
  death: -0.4,
  "five-of-wands": -0.5,
  "ten-of-wands": -0.5,
  "two-of-swords": -0.5,
  "seven-of-cups": -0.5,
  "eight-of-cups": -0.4,
  "four-of-cups": -0.4,
  "the-hanged-man": -0.3,
  "four-of-pentacles": -0.2,
  "four-of-swords": -0.1,
};

/**
 * The hard cards whose reversal the tradition reads as relief: the bind loosening, the
 * grief easing, the truth coming out. Reversed, each one's first reversed keyword names
 * that relief (the deck's order), so the reader speaks of it as something arriving, not
 * something to work through.
 */
const EASES_WHEN_REVERSED = new Set([
  "the-devil",
  "the-moon",
  "four-of-cups",
  "five-of-cups",
  "seven-of-cups",
  "two-of-swords",
  "three-of-swords",
  "five-of-swords",
  "seven-of-swords",
  "eight-of-swords",
  "nine-of-swords",
  "ten-of-swords",
  "ten-of-wands",
  "five-of-pentacles",
]);

/** Whether this card, as drawn, is a hard card turned towards relief. */
export function isEasingReversal(c: Pick<LeanCard, "card" | "reversed">): boolean {
  return c.reversed && EASES_WHEN_REVERSED.has(c.card.id);
}

/** Upright, these lean strongly towards yes. */
const BRIGHT = new Set([
  "the-sun",
  "the-star",
  "the-world",
  "ten-of-cups",
  "nine-of-cups",
  "ace-of-cups",
  "ace-of-pentacles",
  "ace-of-wands",
  "six-of-wands",
  "four-of-wands",
  "three-of-cups",
  "two-of-cups",
  "the-lovers",
  "wheel-of-fortune",
  "ten-of-pentacles",
  "nine-of-pentacles",
  "the-empress",
  "the-chariot",
  "three-of-wands",
  "eight-of-wands",
  "judgement",
  "the-magician",
]);

/** How much each place counts towards the answer. */
const PLACE_WEIGHT: Record<string, number> = {
  "Your Card": 1,
  Past: 0.4,
  Present: 1,
  Future: 1.6,
  Challenge: 0.4,
  Foundation: 0.5,
  "Recent Past": 0.3,
  Crown: 0.6,
  "Near Future": 1.2,
  Self: 0.8,
  Environment: 0.6,
  "Hopes/Fears": 0.4,
  Outcome: 2,
};

const weightOf = (c: LeanCard) => PLACE_WEIGHT[c.position.label] ?? 0.5;

/** A card's yes (positive) or no (negative) on its own, from −1.2 to 1.5. */
export function cardYes(c: LeanCard): number {
  const hard = HARD[c.card.id];
  // A hard card reversed eases only where the tradition reads its reversal as relief; otherwise
  // it is stuck or delayed (The Hanged Man, Death, the Four of Swords), a small no.
  if (hard !== undefined) return c.reversed ? (EASES_WHEN_REVERSED.has(c.card.id) ? 0.3 : -0.2) : hard;
  if (BRIGHT.has(c.card.id)) return c.reversed ? -0.6 : 1.5;
  return c.reversed ? -0.8 : 0.8;
}

/** Whether a card is traditionally a hard one when upright (for tone: such a card never closes a tender reading). */
export function isHardCard(c: Pick<LeanCard, "card" | "reversed">): boolean {
  return !c.reversed && (HARD[c.card.id] ?? 0) <= -0.5;
}

export type Carrier = { card: LeanCard; weight: number };

export type YesNoLean = {
  /** From −1 (a clear no) to 1 (a clear yes). */
  score: number;
  answer: "yes" | "no" | "open";
  strength: "clear" | "gentle";
  /** The cards that carry the lean, strongest first (two at most); for an open answer, the strongest yes and the strongest no. */
  carriers: LeanCard[];
  /** The strongest card pulling the other way, if any. */
  counter: LeanCard | null;
};

function ranked(cards: readonly LeanCard[], value: (c: LeanCard) => number): Carrier[] {
  return cards
    .map((card) => ({ card, weight: value(card) * weightOf(card) }))
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight));
}

export function yesNoLean(cards: readonly LeanCard[]): YesNoLean {
  const contributions = ranked(cards, cardYes);
  const total = cards.reduce((sum, c) => sum + weightOf(c) * 1.5, 0) || 1;
  const score = Math.max(-1, Math.min(1, contributions.reduce((sum, c) => sum + c.weight, 0) / total));
  const answer = score >= 0.15 ? "yes" : score <= -0.15 ? "no" : "open";
  const strength = Math.abs(score) >= 0.45 ? "clear" : "gentle";
  const sign = answer === "no" ? -1 : 1;
  const towardsYes = contributions.find((c) => c.weight > 0)?.card;
  const towardsNo = contributions.find((c) => c.weight < 0)?.card;
  const carriers =
    answer === "open"
      ? [towardsYes, towardsNo].filter((card): card is LeanCard => card !== undefined)
      : contributions
          .filter((c) => c.weight * sign > 0)
          .slice(0, 2)
          .map((c) => c.card);
  const counter = answer === "open" ? null : (contributions.find((c) => c.weight * sign < -0.3)?.card ?? null);
  return { score, answer, strength, carriers, counter };
}

/** Cards of beginnings, departures and movement in the tradition, whatever their element. */
const MOVING = new Set([
  "the-fool",
  "the-chariot",
  "wheel-of-fortune",
  "death",
  "the-tower",
  "the-world",
  "ace-of-wands",
  "ace-of-cups",
  "ace-of-swords",
  "ace-of-pentacles",
  "three-of-wands",
  "eight-of-wands",
  "eight-of-cups",
  "six-of-swords",
  "knight-of-wands",
  "knight-of-cups",
  "knight-of-swords",
  "page-of-wands",
]);

/** Cards of home, rest, holding on and building where you are, whatever their element. */
const STAYING = new Set([
  "the-emperor",
  "the-hierophant",
  "the-hermit",
  "the-hanged-man",
  "four-of-wands",
  "four-of-pentacles",
  "four-of-swords",
  "two-of-swords",
  "nine-of-pentacles",
  "ten-of-pentacles",
  "ten-of-cups",
  "queen-of-pentacles",
  "king-of-pentacles",
  "knight-of-pentacles",
  "seven-of-pentacles",
]);

/**
 * A card's pull towards action (positive) or towards staying (negative): the
 * card's own meaning when it is one of movement or of staying, else its
 * element. Reversed, the pull turns and weakens.
 */
export function cardActivity(c: LeanCard): number {
  const active = MOVING.has(c.card.id)
    ? 1
    : STAYING.has(c.card.id)
      ? -1
      : c.card.element === "fire" || c.card.element === "air"
        ? 1
        : -1;
  return c.reversed ? -0.5 * active : active;
}

/** Upright cards say a lean most plainly; a reversed card carries it only when no upright one does. */
function carriersOf(contributions: Carrier[], sign: number): LeanCard[] {
  const along = contributions.filter((c) => c.weight * sign > 0);
  const upright = along.filter((c) => !c.card.reversed);
  return (upright.length > 0 ? upright : along).slice(0, 2).map((c) => c.card);
}

export type ChoiceLean = {
  /** From −1 (stay, steady) to 1 (change, move). */
  score: number;
  favours: "change" | "stay";
  close: boolean;
  carriers: LeanCard[];
  counter: LeanCard | null;
};

export function choiceLean(cards: readonly LeanCard[]): ChoiceLean {
  const contributions = ranked(cards, cardActivity);
  const total = cards.reduce((sum, c) => sum + weightOf(c), 0) || 1;
  const score = contributions.reduce((sum, c) => sum + c.weight, 0) / total;
  // A dead heat goes to the way the most important card points.
  const tieBreak = contributions[0]?.weight ?? 1;
  const favours = score > 0 || (score === 0 && tieBreak >= 0) ? "change" : "stay";
  const sign = favours === "change" ? 1 : -1;
  return {
    score,
    favours,
    close: Math.abs(score) < 0.2,
    carriers: carriersOf(contributions, sign),
    counter: contributions.find((c) => c.weight * sign < -0.4)?.card ?? null,
  };
}

export type Timing = "quick" | "weeks" | "months" | "slow" | "inner";

/** The pace a "when" question gets, from the card that looks furthest ahead: suits set the pace, majors keep their own time. */
export function timingOf(cards: readonly LeanCard[]): { timing: Timing; card: LeanCard } | null {
  const order = ["Outcome", "Future", "Near Future", "Your Card", "Present"];
  const card = order.map((label) => cards.find((c) => c.position.label === label)).find((c) => c !== undefined);
  if (!card) return null;
  const suit = card.card.suit;
  const timing: Timing =
    suit === "wands"
      ? "quick"
      : suit === "swords"
        ? "weeks"
        : suit === "cups"
          ? "months"
          : suit === "pentacles"
            ? "slow"
            : "inner";
  return { timing, card };
}

/** Options whose nature the tradition ties to an element: law and study to air, caring work to water, enterprise to fire, trades and property to earth. */
const OPTION_ELEMENTS: readonly [RegExp, "fire" | "water" | "air" | "earth"][] = [
  [
    /\b(?:law|legal|writing|journalism|science|engineering|computing|coding|it|research|maths?|philosophy|data|policy|media|study|studying|uni|university|degree|masters|phd)\b/i,
    "air",
  ],
  [
    /\b(?:teaching|teacher|nursing|nurse|care|caring|counselling|social work|music|art|arts|acting|psychology|hospitality|childcare|family|kids|love|healing|ocean|coast|beach)\b/i,
    "water",
  ],
  [
    /\b(?:business|sales|sport|startup|start-up|travel|travelling|performing|fitness|adventure|city|leadership|management|marketing|events|army|navy|police force)\b/i,
    "fire",
  ],
  [
    /\b(?:trade|apprenticeship|building|carpentry|plumbing|electrical|farming|farm|finance|accounting|property|house|real estate|saving|savings|cooking|chef|garden|gardening|country|bush)\b/i,
    "earth",
  ],
];

export function optionElement(option: string): "fire" | "water" | "air" | "earth" | null {
  return OPTION_ELEMENTS.find(([pattern]) => pattern.test(option))?.[1] ?? null;
}

export type NamedChoiceLean = {
  /** 0 for the first option named, 1 for the second. */
  favoured: 0 | 1;
  /** How the draw was read for the options. */
  by: "element" | "halves" | "orientation";
  /** The element that decided it, for "element". */
  element: "fire" | "water" | "air" | "earth" | null;
  close: boolean;
  /** Cards that carry it: upright, bright or easing cards only, never one the reading calls hard. */
  carriers: LeanCard[];
};

/**
 * The option a draw favours when the options are things or places ("law or
 * teaching", "Perth or Melbourne"), named: by the element each option belongs
 * to where the tradition ties one; otherwise as a two-path draw, the cards in
 * the first half of the spread speaking for the first option and the rest for
 * the second; a single card speaks for the first option upright and the second reversed.
 */
export function namedChoiceLean(cards: readonly LeanCard[], options: readonly [string, string]): NamedChoiceLean {
  const kind = (c: LeanCard) => cardYes(c) > 0;
  const carriersOf = (list: readonly LeanCard[]) =>
    [...list]
      .filter(kind)
      .sort((a, b) => cardYes(b) * weightOf(b) - cardYes(a) * weightOf(a))
      .slice(0, 2);
  const [ea, eb] = options.map(optionElement);
  if (ea && eb && ea !== eb) {
    const weightFor = (element: string) =>
      cards.filter((c) => c.card.element === element).reduce((sum, c) => sum + weightOf(c) * (c.reversed ? 0.5 : 1), 0);
    const [wa, wb] = [weightFor(ea), weightFor(eb)];
    if (wa !== wb) {
      const favoured = wa > wb ? 0 : 1;
      const element = favoured === 0 ? ea : eb;
      return {
        favoured,
        by: "element",
        element,
        close: Math.abs(wa - wb) < 0.5,
        carriers: carriersOf(cards.filter((c) => c.card.element === element)),
      };
    }
  }
  const only = cards[0];
  if (cards.length === 1 && only) {
    return {
      favoured: only.reversed ? 1 : 0,
      by: "orientation",
      element: null,
      close: false,
      carriers: carriersOf(cards),
    };
  }
  const half = Math.ceil(cards.length / 2);
  const score = (list: readonly LeanCard[]) => list.reduce((sum, c) => sum + cardYes(c) * weightOf(c), 0);
  const [first, second] = [cards.slice(0, half), cards.slice(half)];
  const [sa, sb] = [score(first), score(second)];
  const favoured = sa >= sb ? 0 : 1;
  return {
    favoured,
    by: "halves",
    element: null,
    close: Math.abs(sa - sb) < 0.6,
    carriers: carriersOf(favoured === 0 ? first : second),
  };
}
