/**
 * The threshold panel: a lit doorway, its shape by the element and its width by the modality, between two lanterns,
 * under the buyer's own sky: the birth moon at its phase on one side and their sign's stars on the other (a review
 * found the doorway nearly the same in every book).
 */

import { path, type Scene, type Shape } from "../../../art/scene";
import { litOnRight, townSky } from "../../astro";
import { CONSTELLATIONS } from "../../constellations";
import type { BirthSky } from "../../types";
import { C, compassStar, constellation, glow, linear, moon, radial, starField } from "../common";
import { flame } from "./pieces";
import { type Ctx, H, W } from "./shared";

function lantern(x: number, y: number, s: number): Shape[] {
  // y: top of the lantern body.
  const w = 3.2 * s;
  const h = 5 * s;
  const body = path()
    .M(x - w / 2, y + h * 0.12)
    .L(x + w / 2, y + h * 0.12)
    .L(x + w * 0.38, y + h)
    .L(x - w * 0.38, y + h)
    .Z()
    .toString();
  const cap = path()
    .M(x - w * 0.62, y + h * 0.12)
    .L(x, y - h * 0.28)
    .L(x + w * 0.62, y + h * 0.12)
    .Z()
    .toString();
  return [
    ...glow(x, y + h * 0.55, 9 * s, C.g300, 0.4),
    { type: "path", d: body, fill: C.g300, stroke: C.g500, strokeWidth: 0.25 * s },
    { type: "path", d: flame(x, y + h * 0.85, 1.3 * s, 2.8 * s, 0.3), fill: C.parch },
    { type: "path", d: cap, fill: C.n800, stroke: C.g400, strokeWidth: 0.25 * s },
    { type: "line", x1: x - w * 0.38, y1: y + h, x2: x + w * 0.38, y2: y + h, stroke: C.g400, strokeWidth: 0.35 * s },
    { type: "circle", cx: x, cy: y - h * 0.38, r: 0.45 * s, stroke: C.g400, strokeWidth: 0.2 * s },
  ];
}

/** The door's shape by the element (a pointed arch, a lintel, a round arch, a moon gate) and its width by the modality. */
const DOOR_SHAPE: Record<BirthSky["element"], "pointed" | "square" | "round" | "moon"> = {
  fire: "pointed",
  earth: "square",
  air: "round",
  water: "moon",
};
const DOOR_HALF_WIDTH: Record<BirthSky["modality"], number> = { cardinal: 16, fixed: 20, mutable: 18 };

export function thresholdScene({ sky, inputs, r }: Ctx): Scene {
  const shapes: Shape[] = [];
  const floor = 63;
  const shape = DOOR_SHAPE[sky.element];
  const pointed = shape === "pointed";
  const half = DOOR_HALF_WIDTH[sky.modality];
  const [left, right] = [60 - half, 60 + half];
  // The moon on one side and the sign's figure on the other; which side is the seed's.
  const moonLeft = r.next() < 0.5;
  const moonX = moonLeft ? 16 : 104;
  const figureBox = { x: moonLeft ? 84 : 4, y: 3, w: 32, h: 27 };
  shapes.push(
    ...starField(r, { x: 0, y: 0, w: W, h: floor }, 80, {
      avoid: [
        { cx: 60, cy: 40, rx: 22, ry: 30 },
        { cx: moonX, cy: 15, rx: 10, ry: 10 },
        { cx: figureBox.x + figureBox.w / 2, cy: figureBox.y + figureBox.h / 2, rx: 16, ry: 14 },
      ],
      sparkles: 3,
    }),
  );
  // The door stands at the evening the page tells (its sunset): over a town the gazetteer knows, the moon is drawn only
  // when it stood above the town at dusk, as on the town's page (review 33: a full moon over the door of a Sydney
  // evening it rose after).
  const moonUp = inputs.place ? townSky(inputs.place, inputs.birthday).eveningMoon !== null : true;
  if (moonUp)
    shapes.push(
      ...moon(moonX, 15, 6, sky.moon.illumination, litOnRight(sky.moon.waxing, sky), { detail: false, glow: 0.8 }),
    );
  shapes.push(
    ...constellation(CONSTELLATIONS[sky.sign], figureBox, { scale: 0.7, lineOpacity: 0.45, lineWidth: 0.22 }).shapes,
  );
  // Floor with perspective lines towards the doorway.
  shapes.push({ type: "rect", x: 0, y: floor, w: W, h: H - floor, fill: linear(0, floor, 0, H, C.n800, C.n950) });
  for (let i = -5; i <= 5; i++) {
    const xb = 60 + i * 16;
    shapes.push({
      type: "line",
      x1: 60 + i * 2.6,
      y1: floor,
      x2: xb,
      y2: H,
      stroke: C.n600,
      strokeWidth: 0.18,
      opacity: 0.8,
    });
  }
  for (const y of [65, 68, 72.5, 78.5]) {
    shapes.push({ type: "line", x1: 0, y1: y, x2: W, y2: y, stroke: C.n600, strokeWidth: 0.15, opacity: 0.7 });
  }
  shapes.push({ type: "line", x1: 0, y1: floor, x2: W, y2: floor, stroke: C.g500, strokeWidth: 0.2, opacity: 0.6 });
  // Light spilling from the doorway.
  shapes.push({
    type: "path",
    d: path().M(48, floor).L(72, floor).L(96, H).L(24, H).Z().toString(),
    fill: C.g300,
    opacity: 0.16,
  });
  shapes.push({
    type: "path",
    d: path().M(51, floor).L(69, floor).L(82, H).L(38, H).Z().toString(),
    fill: C.g200,
    opacity: 0.14,
  });
  shapes.push(...glow(60, 44, 34, C.g300, 0.3));
  // The arch: outer stone frame, inner opening of light.
  const arch = (x0: number, x1: number, top: number, bottom: number): string => {
    const rad = (x1 - x0) / 2;
    const cx = (x0 + x1) / 2;
    if (shape === "moon") {
      // A round moon gate standing on the floor.
      const cy = bottom - rad;
      return path()
        .M(cx, cy - rad)
        .A(rad, rad, 0, true, true, cx, cy + rad)
        .A(rad, rad, 0, true, true, cx, cy - rad)
        .Z()
        .toString();
    }
    if (shape === "square") return path().M(x0, bottom).V(top).H(x1).V(bottom).Z().toString();
    const b = path()
      .M(x0, bottom)
      .V(top + rad);
    if (pointed) {
      b.Q(x0, top + rad * 0.1, cx, top - rad * 0.35).Q(x1, top + rad * 0.1, x1, top + rad);
    } else {
      b.A(rad, rad, 0, false, true, x1, top + rad);
    }
    return b.V(bottom).Z().toString();
  };
  shapes.push({ type: "path", d: arch(left, right, 18, floor), fill: C.n700, stroke: C.g500, strokeWidth: 0.35 });
  shapes.push({
    type: "path",
    d: arch(left + 2.2, right - 2.2, 20.2, floor),
    stroke: C.g500,
    strokeWidth: 0.15,
    opacity: 0.7,
  });
  shapes.push({
    type: "path",
    d: arch(left + 4.5, right - 4.5, 22.5, floor),
    fill: radial(60, 58, 34, [0, C.parch], [0.35, C.g200], [0.75, C.g400], [1, C.g500]),
  });
  // Inside the doorway: a far star, low on a bright horizon.
  shapes.push(...compassStar(60, 36, 3.2, C.parch));
  shapes.push({
    type: "line",
    x1: left + 4.5,
    y1: 54,
    x2: right - 4.5,
    y2: 54,
    stroke: C.g500,
    strokeWidth: 0.2,
    opacity: 0.6,
  });
  // Keystone, on the arches; a moon gate has none, a lintel has a plain block.
  const ky = pointed ? 18 - half * 0.35 + 0.3 : shape === "moon" ? floor - 2 * half : 18;
  if (shape !== "moon")
    shapes.push({
      type: "path",
      d: path()
        .poly(
          [
            [57.8, ky - 1.2],
            [62.2, ky - 1.2],
            [61.2, ky + 3.4],
            [58.8, ky + 3.4],
          ],
          true,
        )
        .toString(),
      fill: C.g400,
      stroke: C.g500,
      strokeWidth: 0.2,
    });
  // Steps.
  shapes.push({ type: "rect", x: 40, y: floor, w: 40, h: 2.4, fill: C.n700, stroke: C.g500, strokeWidth: 0.2 });
  shapes.push({ type: "rect", x: 36, y: floor + 2.4, w: 48, h: 2.6, fill: C.n800, stroke: C.g500, strokeWidth: 0.2 });
  // Lanterns on posts either side.
  for (const x of [26, 94]) {
    shapes.push({ type: "line", x1: x, y1: floor + 1, x2: x, y2: 41, stroke: C.g500, strokeWidth: 0.5 });
    shapes.push({
      type: "line",
      x1: x - 1.5,
      y1: floor + 1,
      x2: x + 1.5,
      y2: floor + 1,
      stroke: C.g500,
      strokeWidth: 0.5,
    });
    shapes.push(...lantern(x, 35.5, 1.05));
  }
  return { width: W, height: H, background: radial(60, 40, 80, [0, C.n700], [0.5, C.n900], [1, C.n950]), shapes };
}
