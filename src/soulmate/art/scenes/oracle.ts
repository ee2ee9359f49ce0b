/**
 * The five oracle cards (Gratitude, Peace, Joy, Love, Protection): same size
 * and frame as the card set, each with its own emblem, the word and an
 * affirmation.
 */

import type { OracleName } from "../../../shared/pack";
import type { BirthSky, SoulmateInputs } from "../../types";
import { type Measure, path, type Scene, type Shape } from "../scene";
import { CARD_CX, CARD_FRAME, CARD_H, CARD_W, cardTexts } from "./cards";
import {
  C,
  compassStar,
  divider,
  elementGlyph,
  glow,
  litOnRight,
  moon,
  ornateFrame,
  PHASES,
  type Rng,
  radial,
  rng,
  sparkle,
  starField,
  text,
  zodiacGlyph,
  zodiacRing,
} from "./common";

export type OracleDesign = { word: string; affirmation: string; motif: (r: Rng, cx: number, cy: number) => Shape[] };

const CX = CARD_CX;

function sunRays(cx: number, cy: number, r0: number, r1: number, n: number, from: number, to: number): Shape[] {
  const out: Shape[] = [];
  for (let i = 0; i <= n; i++) {
    const a = from + ((to - from) * i) / n;
    const long = i % 2 === 0;
    const r = long ? r1 : r0 + (r1 - r0) * 0.6;
    out.push({
      type: "line",
      x1: cx + Math.cos(a) * r0,
      y1: cy + Math.sin(a) * r0,
      x2: cx + Math.cos(a) * r,
      y2: cy + Math.sin(a) * r,
      stroke: long ? C.g300 : C.g500,
      strokeWidth: long ? 0.4 : 0.25,
      lineCap: "round",
    });
  }
  return out;
}

function wheat(cx: number, baseY: number, angle: number, len: number): Shape[] {
  // A stalk leaning by `angle` (radians from vertical) with an ear of grains near the top.
  const out: Shape[] = [];
  const tipX = cx + Math.sin(angle) * len;
  const tipY = baseY - Math.cos(angle) * len;
  out.push({
    type: "path",
    d: path()
      .M(cx, baseY)
      .Q(cx + Math.sin(angle) * len * 0.3, baseY - len * 0.55, tipX, tipY)
      .toString(),
    stroke: C.g400,
    strokeWidth: 0.35,
    lineCap: "round",
  });
  const grains = 6;
  for (let i = 0; i < grains; i++) {
    const t = 0.58 + (i / grains) * 0.4;
    const x = cx + (tipX - cx) * t + Math.sin(angle) * 0;
    const y = baseY + (tipY - baseY) * t;
    for (const side of [-1, 1]) {
      const rot = (angle * 180) / Math.PI + side * 28;
      out.push({
        type: "group",
        transform: { translate: [x + side * 0.9 * Math.cos(angle), y + side * 0.9 * Math.sin(angle)], rotate: rot },
        children: [{ type: "ellipse", cx: 0, cy: 0, rx: 0.62, ry: 1.45, fill: i % 2 ? C.g300 : C.g200 }],
      });
    }
  }
  out.push({
    type: "group",
    transform: {
      translate: [tipX + Math.sin(angle) * 1.2, tipY - Math.cos(angle) * 1.2],
      rotate: (angle * 180) / Math.PI,
    },
    children: [{ type: "ellipse", cx: 0, cy: 0, rx: 0.55, ry: 1.3, fill: C.g200 }],
  });
  return out;
}

export const ORACLE_DESIGNS: Record<OracleName, OracleDesign> = {
  gratitude: {
    word: "Gratitude",
    affirmation: "I count my blessings, and they multiply like stars.",
    motif: (_r, cx, cy) => {
      const out: Shape[] = [];
      const sy = cy - 4;
      out.push(...glow(cx, sy, 30, C.g400, 0.4));
      out.push(...sunRays(cx, sy, 12.5, 20, 24, Math.PI, Math.PI * 2));
      out.push({
        type: "path",
        d: path()
          .M(cx - 11, sy)
          .A(11, 11, 0, false, true, cx + 11, sy)
          .Z()
          .toString(),
        fill: radial(cx, sy - 4, 14, [0, C.parch], [0.5, C.g200], [1, C.g400]),
      });
      out.push({ type: "line", x1: cx - 22, y1: sy, x2: cx + 22, y2: sy, stroke: C.g400, strokeWidth: 0.3 });
      const base = cy + 19;
      for (const a of [-0.5, -0.25, 0, 0.25, 0.5]) out.push(...wheat(cx, base - 6, a, a === 0 ? 22 : 19.5));
      for (const a of [-0.3, -0.15, 0, 0.15, 0.3]) {
        out.push({
          type: "line",
          x1: cx + Math.sin(a) * 1.5,
          y1: base - 6,
          x2: cx - Math.sin(a) * 9,
          y2: base + 3.5,
          stroke: C.g500,
          strokeWidth: 0.35,
          lineCap: "round",
        });
      }
      // The binding ribbon.
      out.push({
        type: "path",
        d: path()
          .M(cx - 3, base - 7)
          .Q(cx, base - 5.6, cx + 3, base - 7)
          .L(cx + 3, base - 5)
          .Q(cx, base - 3.6, cx - 3, base - 5)
          .Z()
          .toString(),
        fill: C.g500,
        stroke: C.g300,
        strokeWidth: 0.2,
      });
      return out;
    },
  },
  peace: {
    word: "Peace",
    affirmation: "I am still water under a gentle moon.",
    motif: (r, cx, cy) => {
      const out: Shape[] = [];
      const horizon = cy + 6;
      out.push({
        type: "path",
        d: path()
          .M(cx - 24, horizon)
          .Q(cx - 14, horizon - 7, cx - 4, horizon - 2.5)
          .Q(cx + 6, horizon - 8, cx + 24, horizon)
          .Z()
          .toString(),
        fill: C.n700,
        stroke: C.g500,
        strokeWidth: 0.15,
      });
      out.push(...glow(cx, cy - 14, 20, C.g300, 0.35));
      out.push(...moon(cx, cy - 14, 8, 0.22, false, { glow: 0.5, detail: false }));
      // Reflection: the crescent again, flattened and faint, then still ripples.
      out.push({
        type: "group",
        transform: { translate: [cx, horizon + 9], scale: [1, -0.55] },
        children: moon(0, 0, 8, 0.22, false, { glow: 0, detail: false }).map((s) => ({ ...s, opacity: 0.3 }) as Shape),
      });
      out.push({ type: "line", x1: cx - 24, y1: horizon, x2: cx + 24, y2: horizon, stroke: C.g400, strokeWidth: 0.3 });
      for (let i = 0; i < 6; i++) {
        const y = horizon + 3 + i * 3.2;
        const half = 22 - i * 2.4 + r.range(-1, 1);
        out.push({
          type: "line",
          x1: cx - half,
          y1: y,
          x2: cx + half,
          y2: y,
          stroke: i % 2 ? C.mist : C.g500,
          strokeWidth: 0.2,
          opacity: 0.6 - i * 0.06,
          lineCap: "round",
        });
      }
      return out;
    },
  },
  joy: {
    word: "Joy",
    affirmation: "I let my light spill over, freely and often.",
    motif: (r, cx, cy) => {
      const out: Shape[] = [];
      out.push(...glow(cx, cy, 30, C.g300, 0.45));
      for (let i = 0; i < 32; i++) {
        const a = (i / 32) * Math.PI * 2;
        const long = i % 2 === 0;
        const r0 = 7.5;
        const r1 = long ? 25 : 17;
        out.push({
          type: "line",
          x1: cx + Math.cos(a) * r0,
          y1: cy + Math.sin(a) * r0,
          x2: cx + Math.cos(a) * r1,
          y2: cy + Math.sin(a) * r1,
          stroke: long ? C.g300 : C.g500,
          strokeWidth: long ? 0.3 : 0.2,
          opacity: 0.85,
          lineCap: "round",
        });
        if (long)
          out.push({
            type: "circle",
            cx: cx + Math.cos(a) * (r1 + 1.6),
            cy: cy + Math.sin(a) * (r1 + 1.6),
            r: 0.35,
            fill: C.g200,
          });
      }
      // A scatter of stars bursting outward.
      for (let i = 0; i < 11; i++) {
        const a = r.range(0, Math.PI * 2);
        const d = r.range(10, 22);
        out.push(sparkle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, r.range(0.8, 1.8), C.g200, r.range(0.7, 1)));
      }
      out.push(...glow(cx, cy, 10, C.g200, 0.7));
      out.push(...compassStar(cx, cy, 7.5, C.parch));
      return out;
    },
  },
  love: {
    word: "Love",
    affirmation: "I give love freely and receive it with an open heart.",
    motif: (_r, cx, cy) => {
      const out: Shape[] = [];
      const R = 11.5;
      const d = 7.2;
      const lx = cx - d;
      const rx = cx + d;
      out.push(...glow(cx, cy, 30, C.g400, 0.35));
      const ring = (x: number, color: string): Shape[] => [
        { type: "circle", cx: x, cy, r: R, stroke: C.g500, strokeWidth: 2.4 },
        { type: "circle", cx: x, cy, r: R, stroke: color, strokeWidth: 1.4 },
        { type: "circle", cx: x, cy, r: R - 0.55, stroke: C.parch, strokeWidth: 0.25, opacity: 0.7 },
      ];
      out.push(...ring(lx, C.g300), ...ring(rx, C.g200));
      // Interlock: redraw the left ring over the right at the upper crossing.
      const h = Math.sqrt(R * R - d * d);
      const a0 = Math.atan2(-h, cx - lx);
      const seg = (w: number, color: string, o = 1): Shape => ({
        type: "path",
        d: path()
          .M(lx + Math.cos(a0 - 0.35) * R, cy + Math.sin(a0 - 0.35) * R)
          .A(R, R, 0, false, true, lx + Math.cos(a0 + 0.35) * R, cy + Math.sin(a0 + 0.35) * R)
          .toString(),
        stroke: color,
        strokeWidth: w,
        opacity: o,
      });
      out.push(seg(2.4, C.g500), seg(1.4, C.g300), seg(0.25, C.parch, 0.7));
      out.push(...glow(cx, cy - R - 7, 6, C.g200, 0.5));
      out.push(sparkle(cx, cy - R - 7, 2.6, C.parch));
      out.push(sparkle(cx - 15, cy + R + 3, 1.1, C.g200, 0.8), sparkle(cx + 16, cy + R + 1, 0.9, C.g200, 0.7));
      return out;
    },
  },
  protection: {
    word: "Protection",
    affirmation: "I am held within a circle of light.",
    motif: (_r, cx, cy) => {
      const out: Shape[] = [];
      out.push(...glow(cx, cy, 30, C.n600, 0.7));
      out.push({ type: "circle", cx, cy, r: 24, stroke: C.g500, strokeWidth: 0.2, opacity: 0.7 });
      out.push({
        type: "circle",
        cx,
        cy,
        r: 16,
        fill: radial(cx, cy, 16, [0, C.n700], [1, C.n900]),
        stroke: C.g400,
        strokeWidth: 0.3,
      });
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2 - Math.PI / 2;
        const x = cx + Math.cos(a) * 20;
        const y = cy + Math.sin(a) * 20;
        out.push(...glow(x, y, 3.2, C.g200, 0.35));
        out.push(sparkle(x, y, i % 3 === 0 ? 2.2 : 1.5, C.g200));
      }
      // A lantern at the centre of the circle.
      const ly = cy - 6;
      const w = 6.4;
      const h = 9.5;
      out.push(...glow(cx, ly + h * 0.55, 12, C.g300, 0.5));
      out.push({
        type: "path",
        d: path()
          .poly(
            [
              [cx - w / 2, ly + 1],
              [cx + w / 2, ly + 1],
              [cx + w * 0.38, ly + h],
              [cx - w * 0.38, ly + h],
            ],
            true,
          )
          .toString(),
        fill: C.g300,
        stroke: C.g500,
        strokeWidth: 0.3,
      });
      out.push({
        type: "path",
        d: path()
          .M(cx, ly + h - 1.2)
          .C(cx - 1.6, ly + h - 1.5, cx - 1.4, ly + h - 4.2, cx + 0.2, ly + 3.6)
          .C(cx + 1.4, ly + h - 4.2, cx + 1.5, ly + h - 1.6, cx, ly + h - 1.2)
          .Z()
          .toString(),
        fill: C.parch,
      });
      out.push({
        type: "path",
        d: path()
          .poly(
            [
              [cx - w * 0.62, ly + 1],
              [cx, ly - 3.2],
              [cx + w * 0.62, ly + 1],
            ],
            true,
          )
          .toString(),
        fill: C.n800,
        stroke: C.g400,
        strokeWidth: 0.3,
      });
      out.push({
        type: "line",
        x1: cx - w * 0.45,
        y1: ly + h,
        x2: cx + w * 0.45,
        y2: ly + h,
        stroke: C.g400,
        strokeWidth: 0.5,
      });
      out.push({ type: "circle", cx, cy: ly - 4.2, r: 0.9, stroke: C.g400, strokeWidth: 0.3 });
      return out;
    },
  },
};

export function oracleScene(
  name: OracleName,
  index: number,
  sky: BirthSky,
  inputs: SoulmateInputs,
  seed: string,
  measure: Measure,
): Scene {
  const design = ORACLE_DESIGNS[name];
  const r = rng(seed, "oracle", name, sky.sign, inputs.birthday.day, inputs.birthday.month);
  const cy = 55;
  const shapes: Shape[] = [...glow(CX, cy, 36, C.n700, 0.85)];
  shapes.push(
    ...starField(r, { x: 0, y: 0, w: CARD_W, h: CARD_H }, 60, {
      avoid: [
        { cx: CX, cy, rx: 27, ry: 29 },
        { cx: CX, cy: 103, rx: 32, ry: 13 },
        { cx: CX, cy: CARD_FRAME.y + 9.5, rx: 22, ry: 4 },
      ],
      sparkles: 3,
      dim: 0.85,
    }),
  );
  shapes.push(...design.motif(r, CX, cy));
  shapes.push(...ornateFrame(CARD_FRAME, { radius: 2.5, corner: 3.4 }));
  const numeral = ["I", "II", "III", "IV", "V"][index] ?? "";
  shapes.push(...cardTexts(measure, `Oracle · ${numeral}`, design.word, design.affirmation, { titleY: 95.6 }));
  shapes.push(...birthMarks(sky, CARD_FRAME.y + CARD_FRAME.h - 4.6, 1));
  return { width: CARD_W, height: CARD_H, background: C.n900, shapes };
}

/**
 * The buyer's own sky as three small marks in a row: their sign, the moon of
 * their birth as seen from home, their element.
 */
function birthMarks(sky: BirthSky, y: number, scale: number): Shape[] {
  const gap = 7.5 * scale;
  return [
    zodiacGlyph(sky.sign, CX - gap, y, 3.4 * scale, C.g400, 0.3 * scale),
    ...moon(CX, y, 1.7 * scale, Math.max(0.1, sky.moon.illumination), litOnRight(sky.moon.waxing, sky), {
      glow: 0,
      detail: false,
    }),
    ...elementGlyph(sky.element, CX + gap, y + 0.2 * scale, 3.2 * scale, C.g400, 0.3 * scale),
    sparkle(CX - gap / 2, y - 0.2, 0.45 * scale, C.g500),
    sparkle(CX + gap / 2, y - 0.2, 0.45 * scale, C.g500),
  ];
}

/** What the oracle back shows, as a name: "libra-waxing-crescent-south". */
export function oracleBackVariant(sky: BirthSky): string {
  return `${sky.sign}-${sky.moon.name.toLowerCase().replace(/\s+/g, "-")}-${sky.hemisphere}`;
}

/**
 * The back all five oracle cards share: the buyer's sign in a zodiac wheel,
 * their birth moon's phase above (as seen from their hemisphere) and their
 * element below, symmetrical enough to shuffle face down without giving a
 * card away. It depends only on those three (`oracleBackVariant`), so one
 * rendering serves every buyer who shares them.
 */
export function oracleBackScene(sky: BirthSky): Scene {
  const phase = PHASES.find((p) => p.name === sky.moon.name) ?? {
    illumination: sky.moon.illumination,
    waxing: sky.moon.waxing,
  };
  const r = rng("oracle-back", oracleBackVariant(sky));
  const cy = CARD_H / 2;
  // One bounded glow only: large radial gradients are what make a 300 DPI PNG slow to render.
  const shapes: Shape[] = [
    ...starField(r, { x: 0, y: 0, w: CARD_W, h: CARD_H }, 70, {
      avoid: [
        { cx: CX, cy, rx: 30, ry: 30 },
        { cx: CX, cy: CARD_FRAME.y + 9.5, rx: 22, ry: 4 },
        { cx: CX, cy: CARD_FRAME.y + CARD_FRAME.h - 9.5, rx: 22, ry: 4 },
      ],
      sparkles: 4,
      dim: 0.85,
    }),
    text(CX, CARD_FRAME.y + 9.5, "ORACLE", 5.2, "display", C.g400, { letterSpacing: 0.5 }),
    ...divider(CX, CARD_FRAME.y + 13, 8, C.g500, 0.8),
    ...glow(CX, cy, 32, C.n600, 0.7),
    { type: "circle", cx: CX, cy, r: 27, stroke: C.g500, strokeWidth: 0.2, opacity: 0.7 },
    ...zodiacRing(CX, cy, 24, C.g400, 0.8),
    {
      type: "circle",
      cx: CX,
      cy,
      r: 18,
      fill: radial(CX, cy, 18, [0, C.n700], [1, C.n900]),
      stroke: C.g500,
      strokeWidth: 0.25,
    },
    zodiacGlyph(sky.sign, CX, cy, 15, C.g300, 0.5),
    ...moon(CX, cy - 36, 3.2, Math.max(0.1, phase.illumination), litOnRight(phase.waxing, sky), {
      glow: 0.7,
      detail: false,
    }),
    ...elementGlyph(sky.element, CX, cy + 36.3, 5.4, C.g300, 0.4),
    ...divider(CX, CARD_FRAME.y + CARD_FRAME.h - 13, 8, C.g500, 0.8),
    text(CX, CARD_FRAME.y + CARD_FRAME.h - 7.5, sky.signName.toUpperCase(), 4.6, "display", C.g400, {
      letterSpacing: 0.5,
    }),
    ...ornateFrame(CARD_FRAME, { radius: 2.5, corner: 3.4 }),
  ];
  return { width: CARD_W, height: CARD_H, background: C.n900, shapes };
}
