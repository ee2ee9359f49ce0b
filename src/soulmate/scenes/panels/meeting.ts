/** The meeting panels: two paths of light converging on a star, and the union of two constellations. */

import { path, type Scene, type Shape } from "../../../art/scene";
import { CONSTELLATIONS } from "../../constellations";
import { meetingSign } from "../../story-composer";
import type { BirthSky, SoulmateInputs } from "../../types";
import { C, compassStar, constellation, glow, linear, radial, sparkle, starField } from "../common";
import { belowHorizon, hills, ribbon } from "./pieces";
import { type Ctx, FULL, H, W } from "./shared";

/** Where the two paths meet, by the element, and how far they bend on the way, by the modality. */
const MEET_X: Record<BirthSky["element"], number> = { fire: 46, earth: 56, air: 64, water: 74 };
const PATH_BEND: Record<BirthSky["modality"], [number, number]> = {
  cardinal: [10, 16],
  fixed: [2, 7],
  mutable: [22, 30],
};

export function pathsScene({ sky, r }: Ctx): Scene {
  const shapes: Shape[] = [];
  // A waxing birth moon lifts the horizon; a waning one lowers it.
  const horizon = sky.moon.waxing ? 40 : 47;
  const meet: [number, number] = [MEET_X[sky.element] + r.range(-3, 3), horizon + 1.2];
  shapes.push(
    ...starField(r, { x: 0, y: 0, w: W, h: horizon - 4 }, 100, {
      avoid: [{ cx: meet[0], cy: 20, rx: 9, ry: 9 }],
      sparkles: 3,
    }),
  );
  shapes.push(...glow(meet[0], horizon, 38, C.g400, 0.28));
  // Distant hills, then the dark fields the paths cross.
  shapes.push(hills(r, horizon + 1, 4, C.n700, { bumps: 5 }));
  shapes.push(belowHorizon(horizon + 1.5, horizon));
  shapes.push({
    type: "line",
    x1: 0,
    y1: horizon + 1.5,
    x2: W,
    y2: horizon + 1.5,
    stroke: C.g500,
    strokeWidth: 0.15,
    opacity: 0.5,
  });
  const bend = r.range(...PATH_BEND[sky.modality]);
  const sides: { from: [number, number]; c1: [number, number]; c2: [number, number] }[] = [
    { from: [r.range(10, 22), H + 1], c1: [40 + bend, 70], c2: [meet[0] - bend, 54] },
    { from: [r.range(98, 110), H + 1], c1: [80 - bend * 0.8, 68], c2: [meet[0] + bend * 0.9, 55] },
  ];
  for (const [i, s] of sides.entries()) {
    const halo = ribbon(s.from, s.c1, s.c2, meet, 14, 1);
    const core = ribbon(s.from, s.c1, s.c2, meet, 1.6, 0.25);
    // Each path (halo, core, lights) is one group the web page draws from its end to the meeting
    // point, along its centre line, with a stroke wide enough to cover the halo and the lights.
    const line: Shape[] = [];
    shapes.push({
      type: "group",
      className: "path-line",
      drawAlong: {
        d: path()
          .M(...s.from)
          .C(...s.c1, ...s.c2, ...meet)
          .toString(),
        width: 18,
      },
      children: line,
    });
    line.push({ type: "path", d: halo.outline, fill: C.g300, opacity: 0.08 });
    line.push({ type: "path", d: core.outline, fill: C.g200, opacity: 0.85 });
    // Small lights scattered along each path, fewer and fainter with distance.
    core.centre.forEach(([x, y], k) => {
      if (k % 3 !== i || k > 24) return;
      const t = k / 28;
      const side = (k % 2 ? 1 : -1) * (3.2 * (1 - t) + 0.4);
      line.push(sparkle(x + side, y, 1.1 * (1 - t) + 0.3, C.g200, 0.9 - t * 0.4));
    });
  }
  // Where they meet: a lantern-star above the horizon (on the web page it lights up last).
  shapes.push({
    type: "group",
    className: "path-meet",
    children: [
      ...glow(meet[0], horizon, 9, C.g200, 0.55),
      ...glow(meet[0], 20, 8, C.g200, 0.4),
      ...compassStar(meet[0], 20, 4, C.parch),
    ],
  });
  return { width: W, height: H, background: linear(0, 0, 0, horizon, C.n950, C.n800, C.n600), shapes };
}

/** How far apart the two circles stand, by the relationship status, and their size, by the modality. */
const CIRCLE_GAP: Record<SoulmateInputs["relationshipStatus"], number> = {
  "in-relationship": 26,
  single: 36,
  divorced: 33,
  widowed: 40,
  "just-curious": 44,
};
const CIRCLE_R: Record<BirthSky["modality"], number> = { cardinal: 23, fixed: 25, mutable: 27 };

export function unionScene({ sky, inputs, r }: Ctx, seed: string): Scene {
  const shapes: Shape[] = [];
  // The soulmate's constellation: the sign the portrait's sketch is born under, as on the card. Beside a partner, or
  // widowed, the portrait is of the reader's own heart, and the second figure is the sign across the wheel, the old
  // place of partnership.
  const other = meetingSign(inputs, seed);
  const cy = 40;
  shapes.push(...starField(r, FULL, 90, { sparkles: 3, dim: 0.8 }));
  // Vesica piscis: two circles, the lens between them faintly lit.
  const R = CIRCLE_R[sky.modality];
  const gap = CIRCLE_GAP[inputs.relationshipStatus];
  const lx = 60 - gap / 2;
  const rx = 60 + gap / 2;
  const h = Math.sqrt(R * R - ((rx - lx) / 2) ** 2);
  const top = cy - h;
  shapes.push({
    type: "path",
    d: path()
      .M(60, cy - h)
      .A(R, R, 0, false, true, 60, cy + h)
      .A(R, R, 0, false, true, 60, cy - h)
      .Z()
      .toString(),
    fill: C.g300,
    opacity: 0.08,
  });
  shapes.push({ type: "circle", cx: lx, cy, r: R, stroke: C.g500, strokeWidth: 0.22, opacity: 0.6 });
  shapes.push({ type: "circle", cx: rx, cy, r: R, stroke: C.g500, strokeWidth: 0.22, opacity: 0.6 });
  shapes.push({
    type: "circle",
    cx: 60,
    cy,
    r: 37,
    stroke: C.g500,
    strokeWidth: 0.12,
    opacity: 0.35,
    dash: [0.3, 1.4],
  });
  const a = constellation(CONSTELLATIONS[sky.sign], { x: lx - 15, y: cy - 15, w: 30, h: 30 }, { scale: 0.85 });
  const b = constellation(CONSTELLATIONS[other], { x: rx - 15, y: cy - 15, w: 30, h: 30 }, { scale: 0.85 });
  const brightest = (pts: { x: number; y: number; mag: number }[]) =>
    pts.reduce((best, p) => (p.mag < best.mag ? p : best), pts[0] as { x: number; y: number; mag: number });
  const pa = brightest(a.points);
  const pb = brightest(b.points);
  shapes.push({
    type: "path",
    d: path()
      .M(pa.x, pa.y)
      .Q((pa.x + 60) / 2 - 4, top - 2, 60, top)
      .Q((pb.x + 60) / 2 + 4, top - 2, pb.x, pb.y)
      .toString(),
    stroke: C.g300,
    strokeWidth: 0.3,
    opacity: 0.8,
  });
  shapes.push(...a.shapes, ...b.shapes);
  shapes.push(...glow(60, top, 12, C.g200, 0.6));
  shapes.push(...compassStar(60, top, 3.6, C.parch));
  shapes.push(...glow(60, cy + h, 5, C.g300, 0.4));
  shapes.push(sparkle(60, cy + h, 1.6, C.g200));
  return { width: W, height: H, background: radial(60, cy, 80, [0, C.n700], [0.5, C.n900], [1, C.n950]), shapes };
}
