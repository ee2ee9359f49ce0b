/**
 * The deck's words agree with the faces we draw: our cards are symbolic
 * drawings (no people, no animals), so the meanings never describe a scene the
 * buyer cannot see. Anything visible a text mentions must be drawn on that
 * card's face; Rider-Waite-Smith imagery may appear only in a sentence that
 * says it is the Rider-Waite-Smith picture.
 */
import { describe, expect, it } from "vitest";
import { cardMotifs } from "../../../src/tarot/card-art";
import { DECK, type TarotCard } from "../../../src/tarot/deck";

/** Words that point the reader at a picture. */
const PICTURE_TALK =
  /\b(pictured|depict\w*|illustrat\w*|on this card|in this card|this card shows|the card shows|shown here|you can see|in the picture|in the image|the figure)\b/i;

/** People and animals. None is drawn on any of our faces. */
const BEINGS =
  /\b(figures?|m[ae]n|wom[ae]n|child|children|couple|youth|riders?|ferryman|stonemason|craftsman|merchant|gardener|elder|traveller|angels?|maiden|dogs?|lions?|horses?|hounds?|falcon|rabbit|bulls?|fish|serpent|snakes?|wolf|sphinx\w*)\b/i;

/** Things a face could draw, each with the motifs that count as drawing it. */
const THINGS: [RegExp, string[]][] = [
  [/\b(cups?|goblets?|jugs?)\b/i, ["goblet", "cup", "jug"]],
  [/\b(swords?|blades?)\b/i, ["sword"]],
  [/\b(pentacles?|coins?)\b/i, ["pentacle"]],
  [/\bwands?\b/i, ["wand"]],
  [/\bmoon(lit|light)?\b/i, ["moon"]],
  [/\bcrescent\b/i, ["crescent"]],
  [/\bsun\b/i, ["sun", "dawn"]],
  [/\bstars?\b/i, ["star"]],
  [/\b(mountains?|peaks?)\b/i, ["mountain", "peak"]],
  [/\b(ships?|sails?)\b/i, ["ship"]],
  [/\b(vines?|grapes?|grapevines?|vineyard)\b/i, ["vine", "grapevine"]],
  [/\b(wreath|laurel)\b/i, ["wreath"]],
  [/\b(cathedral|arch|archway|chapel|church)\b/i, ["cathedral", "arch", "archway"]],
  ...[
    "cliff",
    "throne",
    "pillar",
    "scroll",
    "veil",
    "banner",
    "trumpet",
    "coffin",
    "tomb",
    "boat",
    "globe",
    "lantern",
    "staff",
    "pentagram",
    "chain",
    "shield",
    "scales",
    "wheel",
    "chariot",
    "tower",
    "window",
    "city",
    "horseshoe",
    "halo",
    "lightning",
    "snow",
    "rainbow",
    "crown",
    "sceptre",
    "sunflower",
    "wheat",
    "garland",
    "iris",
    "bridge",
    "castle",
    "courtyard",
    "bench",
    "camp",
    "blindfold",
  ].map((thing): [RegExp, string[]] => [new RegExp(`\\b${thing}(s|es)?\\b`, "i"), [thing]]),
];

const RWS = "Rider-Waite-Smith";

const texts = (card: TarotCard) => [
  { where: `${card.id} upright`, text: card.upright },
  { where: `${card.id} reversed`, text: card.reversed },
  { where: `${card.id} essence`, text: card.essence.upright },
  { where: `${card.id} reversed essence`, text: card.essence.reversed },
];

/** A text's sentences with the card's own name taken out ("The Hanged Man" is not a man on the face). */
const sentencesOf = (card: TarotCard, text: string) =>
  text
    .split(card.name)
    .join("")
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("card texts and card faces", () => {
  it("never point at a picture or a person, unless the sentence is about the Rider-Waite-Smith deck", () => {
    for (const card of DECK) {
      for (const { where, text } of texts(card)) {
        for (const sentence of sentencesOf(card, text)) {
          if (sentence.includes(RWS)) continue;
          expect(sentence, where).not.toMatch(PICTURE_TALK);
          expect(sentence, where).not.toMatch(BEINGS);
        }
      }
    }
  });

  it("mention only things the card's own face draws, unless framed as the Rider-Waite-Smith picture", () => {
    for (const card of DECK) {
      const motifs = cardMotifs(card);
      for (const { where, text } of texts(card)) {
        for (const sentence of sentencesOf(card, text)) {
          if (sentence.includes(RWS)) continue;
          for (const [pattern, drawnAs] of THINGS) {
            const thing = sentence.match(pattern)?.[0];
            if (!thing) continue;
            expect(
              drawnAs.some((motif) => motifs.includes(motif)),
              `${where} mentions "${thing}", which its face (${motifs.join(", ")}) does not draw: ${sentence}`,
            ).toBe(true);
          }
        }
      }
    }
  });

  it("frame Rider-Waite-Smith imagery as that deck's, never as ours", () => {
    for (const card of DECK) {
      for (const { where, text } of texts(card)) {
        for (const sentence of sentencesOf(card, text).filter((s) => s.includes(RWS))) {
          expect(sentence, where).toMatch(/\b(in|of|from) the Rider-Waite-Smith (deck|tradition|picture)\b/);
          expect(sentence, where).not.toMatch(/\b(our|this) (card|face|drawing)\b/i);
        }
      }
    }
  });

  it("name no other card in any text, in any case, as the reading composer requires", () => {
    const names = DECK.map((card) => card.name);
    for (const card of DECK) {
      for (const { where, text } of texts(card)) {
        for (const name of names) {
          if (name === card.name) continue;
          expect(new RegExp(`\\b${escapeRegExp(name)}\\b`, "i").test(text), `${where} names ${name}`).toBe(false);
        }
      }
    }
  });
});
