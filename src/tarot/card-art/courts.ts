/**
 * Court cards: one emblem per rank (Page a scroll, Knight a horseshoe, Queen a
 * crown with rounded points, King a crown with a sceptre) above one large suit
 * pip, with a small ground that hints at the suit's element.
 */
import type { Suit } from "../deck/types";
import { INK, SUIT_INK } from "./palette";
import type { PipPlacement } from "./pips";
import { cloud, glow, hills, waves } from "./shapes";
import { el, p } from "./svg";

export type CourtScene = {
  emblem: string;
  under: string;
  pip: PipPlacement;
  phrase: string;
  /** Everything drawn besides the pip, each named in the phrase. */
  motifs: readonly string[];
};

type Part = { art: string; phrase: string; motifs: readonly string[] };

const PIP_NOUN: Record<Suit, string> = {
  wands: "budding wand",
  cups: "goblet",
  swords: "upright sword",
  pentacles: "pentacle",
};

function page(): Part {
  const art =
    el("ellipse", { cx: 94, cy: 142, rx: 8, ry: 19, fill: INK.goldLight, stroke: INK.gold }) +
    el("ellipse", { cx: 206, cy: 142, rx: 8, ry: 19, fill: INK.goldLight, stroke: INK.gold }) +
    el("rect", { x: 94, y: 126, width: 112, height: 32, fill: INK.ivory, stroke: INK.gold, "stroke-width": 1.2 }) +
    el("path", { d: "M108,136H192M108,143H184M108,150H170", stroke: INK.gold, "stroke-width": 1, opacity: 0.8 });
  return { art, phrase: "an unrolled ivory scroll", motifs: ["scroll"] };
}

function knight(): Part {
  let holes = "";
  for (const [x, y] of [
    [124, 118],
    [123, 136],
    [128, 154],
    [176, 118],
    [177, 136],
    [172, 154],
  ] as const) {
    holes += p`M${x - 2},${y}a2,2 0 1 0 4,0a2,2 0 1 0 -4,0`;
  }
  const art =
    el("path", {
      d: "M124,104V140A26,26 0 0 0 176,140V104",
      fill: "none",
      stroke: INK.gold,
      "stroke-width": 13,
    }) +
    el("path", { d: holes, fill: INK.night }) +
    el("path", { d: "M70,118H100M62,136H98M72,154H102", stroke: INK.goldLight, "stroke-width": 1.2, opacity: 0.6 });
  return { art, phrase: "a gold horseshoe with speed lines", motifs: ["horseshoe"] };
}

function queen(): Part {
  const tips = [
    [104, 122],
    [127, 138],
    [150, 108],
    [173, 138],
    [196, 122],
  ] as const;
  let balls = "";
  for (const [x, y] of tips) balls += p`M${x - 6},${y}a6,6 0 1 0 12,0a6,6 0 1 0 -12,0`;
  const art =
    el("path", {
      d: "M110,172L104,122L127,138L150,108L173,138L196,122L190,172Z",
      fill: INK.gold,
      stroke: INK.night,
      "stroke-width": 1,
    }) +
    el("path", { d: balls, fill: INK.goldLight, stroke: INK.gold }) +
    el("rect", { x: 108, y: 164, width: 84, height: 12, rx: 3, fill: INK.goldLight }) +
    el("circle", { cx: 150, cy: 152, r: 6, fill: INK.crimson });
  return { art, phrase: "a round-pointed gold crown with a crimson jewel", motifs: ["crown", "jewel"] };
}

function king(): Part {
  const art =
    el("path", { d: "M92,196L192,112", stroke: INK.goldLight, "stroke-width": 4.5, "stroke-linecap": "round" }) +
    el("circle", { cx: 196, cy: 108, r: 8, fill: INK.gold, stroke: INK.night }) +
    el("path", { d: "M196,100V86M190,92H202", stroke: INK.gold, "stroke-width": 3 }) +
    el("path", {
      d: "M108,174L100,116L122,140L136,108L150,132L164,108L178,140L200,116L192,174Z",
      fill: INK.gold,
      stroke: INK.night,
      "stroke-width": 1,
    }) +
    el("rect", { x: 104, y: 166, width: 92, height: 13, rx: 2, fill: INK.goldLight }) +
    el("path", { d: "M126,158h8v8h-8zM146,156h8v8h-8zM166,158h8v8h-8z", fill: INK.crimson });
  return { art, phrase: "a pointed gold crown with a sceptre behind it", motifs: ["crown", "sceptre"] };
}

const EMBLEMS: Record<number, () => Part> = { 11: page, 12: knight, 13: queen, 14: king };

function elementGround(suit: Suit): Part {
  const ink = SUIT_INK[suit];
  switch (suit) {
    case "wands": {
      let flames = "";
      let cores = "";
      for (const x of [54, 86, 214, 246]) {
        flames += p`M${x},422q-13,-12 0,-38q13,26 0,38z`;
        cores += p`M${x},420q-6,-7 0,-18q6,11 0,18z`;
      }
      return {
        art: el("path", { d: flames, fill: ink.fill }) + el("path", { d: cores, fill: INK.goldLight }),
        phrase: "over small flames",
        motifs: ["flame"],
      };
    }
    case "cups":
      return { art: waves(36, 264, 396, 4, ink.light), phrase: "over gentle waves", motifs: ["wave"] };
    case "swords":
      return {
        art: cloud(84, 404, 90, INK.silver, 0.3) + cloud(216, 412, 90, INK.silver, 0.3),
        phrase: "among drifting clouds",
        motifs: ["cloud"],
      };
    default:
      return { art: hills(396, "#3f4a22"), phrase: "over rolling green hills", motifs: ["hill"] };
  }
}

/** Emblem, ground and pip placement for a court card (rank 11–14). */
export function courtScene(suit: Suit, rank: number, uid: string): CourtScene {
  const top = (EMBLEMS[rank] ?? page)();
  const emblem = el("g", { transform: "translate(150 140) scale(1.25) translate(-150 -140)" }, top.art);
  const ground = elementGround(suit);
  const long = suit === "wands" || suit === "swords";
  const pip: PipPlacement = long ? { x: 150, y: 312, scale: 1.05 } : { x: 150, y: 304, scale: 1.6 };
  const halo = glow(uid, 150, 304, 92);
  const ring = el("circle", {
    cx: 150,
    cy: 304,
    r: 66,
    fill: "none",
    stroke: INK.gold,
    "stroke-width": 0.8,
    opacity: 0.6,
  });
  return {
    emblem,
    under: ground.art + halo + ring,
    pip,
    phrase: `${top.phrase} above a single ${SUIT_INK[suit].word} ${PIP_NOUN[suit]} in a soft halo, ${ground.phrase}`,
    motifs: [...top.motifs, "halo", ...ground.motifs],
  };
}
