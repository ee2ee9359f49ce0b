/** What every panel illustration shares: its size, the context a scene is drawn from, and its caption. */

import type { Shape } from "../../../art/scene";
import type { BirthSky, SoulmateInputs } from "../../types";
import { type Box, C, type Rng, text } from "../common";

export const PANEL_W = 120;
export const PANEL_H = 80;
export const W = PANEL_W;
export const H = PANEL_H;
export const FULL: Box = { x: 0, y: 0, w: W, h: H };

/** `plain`: no text labels (for art reused inside cards). */
export type Ctx = { sky: BirthSky; inputs: SoulmateInputs; r: Rng; plain?: boolean };

/** Uppercase label width estimate for Cinzel (no font metrics needed): em per glyph ≈ 0.74. */
export function estimateCapsWidth(str: string, sizePt: number, letterSpacing: number): number {
  const n = Array.from(str).length;
  return n * (0.74 + letterSpacing) * sizePt * (25.4 / 72);
}

/** A small-caps label with short rules either side, shrunk to fit `maxWidth`. */
export function label(
  cx: number,
  y: number,
  str: string,
  maxWidth: number,
  color: string = C.g200,
  size = 5.6,
): Shape[] {
  const chars = Array.from(str.replace(/\s+/g, " ").trim().toUpperCase());
  const clean = chars.length > 30 ? `${chars.slice(0, 29).join("").trimEnd()}…` : chars.join("");
  const ls = 0.32;
  let s = size;
  while (s > 3 && estimateCapsWidth(clean, s, ls) > maxWidth - 16) s -= 0.25;
  const half = estimateCapsWidth(clean, s, ls) / 2;
  return [
    text(cx, y, clean, s, "display", color, { letterSpacing: ls }),
    {
      type: "line",
      x1: cx - half - 8,
      y1: y - 0.9,
      x2: cx - half - 2.5,
      y2: y - 0.9,
      stroke: C.g500,
      strokeWidth: 0.15,
    },
    {
      type: "line",
      x1: cx + half + 1.5,
      y1: y - 0.9,
      x2: cx + half + 7,
      y2: y - 0.9,
      stroke: C.g500,
      strokeWidth: 0.15,
    },
  ];
}
