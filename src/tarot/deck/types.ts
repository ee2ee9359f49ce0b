/**
 * The shape of one card in our Rider-Waite-Smith deck. Names, suits, ranks and
 * correspondences are tradition (facts); every sentence is our own writing.
 */
export type Arcana = "major" | "minor";
export type Suit = "wands" | "cups" | "swords" | "pentacles";
export type CardElement = "fire" | "water" | "air" | "earth";

/** Minor ranks: 1 = Ace … 10, then 11 Page, 12 Knight, 13 Queen, 14 King. Majors: 0 (The Fool) … 21 (The World). */
export type CardRank = number;

/** What each deck file supplies for a card. Alt text comes from the card art (src/tarot/card-art). */
export type CardText = {
  /** Slug, unique and stable: "the-fool", "ace-of-wands", "queen-of-cups". Used in image file names. */
  id: string;
  /** "The Fool", "Ace of Wands", "Queen of Cups". */
  name: string;
  arcana: Arcana;
  suit: Suit | null;
  rank: CardRank;
  /** 3–5 single words or short phrases each, lower case. */
  keywords: { upright: string[]; reversed: string[] };
  /**
   * 40–80 words, second person where natural, our own words. Our faces are symbolic drawings, so a
   * meaning never describes a scene: anything visible it mentions is drawn on this card's face, and
   * Rider-Waite-Smith imagery appears only as that deck's ("in the Rider-Waite-Smith deck…").
   */
  upright: string;
  reversed: string;
  /**
   * A short noun phrase (3–10 words, lower case, no final full stop) that reads well after
   * "this card brings …": e.g. "a leap taken with an open heart".
   */
  essence: { upright: string; reversed: string };
  element: CardElement;
  /** Golden Dawn correspondence: "Mercury", "Aries", "Mars in Aries", "Fire of Water", "Root of Fire". */
  astrology: string;
};

export type TarotCard = CardText & {
  /** Describes our bundled card face for screen readers. */
  alt: string;
};
