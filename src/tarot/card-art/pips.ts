/**
 * One drawn pip per suit, at the origin, upright:
 * wands a budding staff (200 long), cups a goblet (about 60 × 76),
 * swords a blade with cross-guard (210 long), pentacles a disc with a star (radius 28).
 */
import type { Suit } from "../deck/types";
import { INK, SUIT_INK } from "./palette";
import { leafPath, pentagramPath } from "./shapes";
import { el, place } from "./svg";

function wand(): string {
  const ink = SUIT_INK.wands;
  const leaves =
    leafPath(4, -62, 18, 50) + leafPath(-4, -22, 16, -55) + leafPath(4, 28, 15, 60) + leafPath(0, -96, 14, 0);
  return (
    el("path", { d: "M-4,-96L4,-96L6,94Q0,100 -6,94Z", fill: ink.fill, stroke: INK.gold, "stroke-width": 1.2 }) +
    el("path", { d: "M-5,-40h10M-5.5,10h11M-6,60h12", stroke: INK.gold, "stroke-width": 1, opacity: 0.8 }) +
    el("path", { d: leaves, fill: INK.leaf, stroke: INK.gold, "stroke-width": 0.7 })
  );
}

function cup(): string {
  const ink = SUIT_INK.cups;
  return (
    el("path", { d: "M-15,37Q0,24 15,37Z", fill: INK.gold }) +
    el("rect", { x: -3.5, y: 6, width: 7, height: 26, fill: INK.gold }) +
    el("ellipse", { cx: 0, cy: 18, rx: 7, ry: 3.5, fill: INK.goldLight }) +
    el("path", {
      d: "M-28,-32H28C28,-4 15,9 0,9C-15,9 -28,-4 -28,-32Z",
      fill: ink.fill,
      stroke: INK.gold,
      "stroke-width": 1.6,
    }) +
    el("path", { d: "M-24,-18Q0,-12 24,-18", fill: "none", stroke: INK.goldLight, "stroke-width": 1 }) +
    el("ellipse", { cx: 0, cy: -32, rx: 28, ry: 5, fill: ink.light, stroke: INK.gold, "stroke-width": 1.2 })
  );
}

function sword(): string {
  const ink = SUIT_INK.swords;
  return (
    el("path", { d: "M0,-110L7,-95V52H-7V-95Z", fill: ink.light, stroke: INK.gold, "stroke-width": 1 }) +
    el("path", { d: "M0,-94V47", stroke: ink.fill, "stroke-width": 1.6 }) +
    el("rect", { x: -24, y: 51, width: 48, height: 7, rx: 3.5, fill: INK.gold }) +
    el("rect", { x: -4, y: 58, width: 8, height: 32, fill: INK.dusk, stroke: INK.gold, "stroke-width": 1 }) +
    el("circle", { cy: 95, r: 6.5, fill: INK.gold })
  );
}

function pentacle(): string {
  const ink = SUIT_INK.pentacles;
  return (
    el("circle", { r: 28, fill: ink.fill, stroke: INK.gold, "stroke-width": 2.2 }) +
    el("circle", { r: 23, fill: "none", stroke: INK.goldLight, "stroke-width": 0.8 }) +
    el("path", {
      d: pentagramPath(0, 0, 21),
      fill: "none",
      stroke: INK.ivory,
      "stroke-width": 1.6,
      "stroke-linejoin": "round",
    })
  );
}

const PIP_DRAWINGS: Record<Suit, () => string> = { wands: wand, cups: cup, swords: sword, pentacles: pentacle };

/** The pip's shapes at the origin, for defs or for an inline group. */
export function pipShapes(suit: Suit): string {
  return PIP_DRAWINGS[suit]();
}

/** A <g id> in defs holding the suit's pip, reused by every placement on the card. */
export function pipDef(uid: string, suit: Suit): string {
  return el("g", { id: `${uid}-pip` }, pipShapes(suit));
}

export type PipPlacement = { x: number; y: number; deg?: number; scale?: number };

/** One counted pip: a <use> of the card's pip, marked data-pip so tests (and people) can count them. */
export function pipUse(uid: string, at: PipPlacement): string {
  return el("use", { href: `#${uid}-pip`, transform: place(at.x, at.y, at.deg ?? 0, at.scale ?? 1), "data-pip": "" });
}

/** A small decorative pip drawn inline (not counted), e.g. the tools on The Magician's table. */
export function pipInline(suit: Suit, x: number, y: number, deg: number, scale: number): string {
  return el("g", { transform: place(x, y, deg, scale) }, pipShapes(suit));
}
