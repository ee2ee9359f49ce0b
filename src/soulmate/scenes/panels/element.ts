/** The element panel: a flame, mountains and a seedling, streams of wind, or the moon's path on the sea. */

import { path, type Scene, type Shape } from "../../../art/scene";
import { litOnRight } from "../../astro";
import { C, elementGlyph, glow, linear, moon, type Rng, radial, sparkle, starField } from "../common";
import { belowHorizon, flame, hills } from "./pieces";
import { type Ctx, FULL, H, W } from "./shared";

function wave(y: number, amp: number, length: number, phase: number): string {
  const b = path().M(-2 + phase, y);
  for (let x = -2 + phase; x < W + 2; x += length) {
    b.Q(x + length / 4, y - amp, x + length / 2, y).Q(x + (3 * length) / 4, y + amp, x + length, y);
  }
  return b.toString();
}

function spiralWind(r: Rng, y: number, x0: number, x1: number, curl: number, up: boolean): string {
  const mid = (x0 + x1) / 2;
  const dy = up ? -1 : 1;
  const b = path()
    .M(x0, y + r.range(-2, 2))
    .C(mid - 10, y - 6 * dy, mid + 10, y + 6 * dy, x1, y);
  // Curl at the end: arcs of shrinking radius.
  const cx = x1;
  let cy = y;
  let rad = curl;
  let dir = -dy;
  for (let i = 0; i < 3; i++) {
    const ny = cy + dir * rad * 2;
    b.A(rad, rad, 0, false, true, cx, ny);
    cy = ny;
    dir = -dir;
    rad *= 0.62;
  }
  return b.toString();
}

export function elementScene({ sky, r }: Ctx): Scene {
  const shapes: Shape[] = [];
  const el = sky.element;
  if (el === "fire") {
    shapes.push(...starField(r, FULL, 90, { avoid: [{ cx: 60, cy: 44, rx: 26, ry: 34 }], sparkles: 3 }));
    shapes.push(...elementGlyph("fire", 60, 40, 58, C.g500, 0.3).map((s) => ({ ...s, opacity: 0.45 }) as Shape));
    shapes.push(...glow(60, 50, 30, C.g400, 0.35));
    const lean = r.range(-1, 1);
    shapes.push({ type: "path", d: flame(60, 64, 22, 40, lean), fill: C.g500, opacity: 0.95 });
    shapes.push({ type: "path", d: flame(60, 64, 14.5, 29, -lean * 0.6), fill: C.g400 });
    shapes.push({ type: "path", d: flame(60, 64, 8, 17, lean * 0.4), fill: C.g200 });
    shapes.push({ type: "path", d: flame(60, 64, 3.6, 8, 0), fill: C.parch });
    // The ember bowl.
    shapes.push({
      type: "path",
      d: path().M(44, 63.4).H(76).C(75, 70, 68, 73.5, 60, 73.5).C(52, 73.5, 45, 70, 44, 63.4).Z().toString(),
      fill: C.n800,
      stroke: C.g500,
      strokeWidth: 0.3,
    });
    shapes.push({
      type: "line",
      x1: 42,
      y1: 63.4,
      x2: 78,
      y2: 63.4,
      stroke: C.g400,
      strokeWidth: 0.4,
      lineCap: "round",
    });
    for (let i = 0; i < 16; i++) {
      const x = 60 + r.range(-16, 16);
      const y = r.range(10, 34);
      const big = r.chance(0.3);
      shapes.push(
        big
          ? sparkle(x, y, r.range(0.8, 1.4), C.g200, r.range(0.6, 1))
          : { type: "circle", cx: x, cy: y, r: r.range(0.2, 0.45), fill: C.g300, opacity: r.range(0.5, 1) },
      );
    }
    return { width: W, height: H, background: radial(60, 56, 75, [0, C.n700], [0.5, C.n900], [1, C.n950]), shapes };
  }
  if (el === "earth") {
    shapes.push(...starField(r, { x: 0, y: 0, w: W, h: 44 }, 90, { sparkles: 3 }));
    shapes.push(...elementGlyph("earth", 60, 17, 16, C.g400, 0.3).map((s) => ({ ...s, opacity: 0.8 }) as Shape));
    shapes.push(...glow(60, 17, 12, C.g300, 0.12));
    shapes.push(
      ...moon(r.pick([22, 98]), 14, 4.2, sky.moon.illumination, litOnRight(sky.moon.waxing, sky), { detail: false }),
    );
    // Mountain ranges receding into mist.
    const ridge = (base: number, peaks: number, hgt: number, fill: string, stroke: string): Shape => {
      const b = path().M(-2, base);
      const step = (W + 4) / peaks;
      for (let i = 0; i < peaks; i++) {
        const x = -2 + i * step;
        b.L(x + step * r.range(0.35, 0.65), base - hgt * r.range(0.5, 1)).L(x + step, base - hgt * r.range(0, 0.25));
      }
      b.V(H + 1)
        .H(-2)
        .Z();
      return { type: "path", d: b.toString(), fill, stroke, strokeWidth: 0.22, lineJoin: "round" };
    };
    shapes.push(ridge(50, 5, 22, C.n700, C.n600));
    shapes.push(ridge(58, 4, 16, C.n800, C.g500));
    shapes.push(hills(r, 66, 5, C.n900, { stroke: C.g500, bumps: 3 }));
    // A seedling on the nearest hill, lit gold.
    const sx = 60;
    const sy = 64.5;
    shapes.push(...glow(sx, sy - 6, 9, C.g300, 0.3));
    shapes.push({
      type: "path",
      d: path()
        .M(sx, sy)
        .C(sx - 0.5, sy - 4, sx + 0.6, sy - 7, sx, sy - 10)
        .toString(),
      stroke: C.g300,
      strokeWidth: 0.45,
      lineCap: "round",
    });
    shapes.push({
      type: "path",
      d: path()
        .M(sx, sy - 8)
        .C(sx - 2, sy - 11, sx - 6, sy - 11, sx - 7.5, sy - 9)
        .C(sx - 5, sy - 7, sx - 2, sy - 7, sx, sy - 8)
        .Z()
        .toString(),
      fill: C.g300,
    });
    shapes.push({
      type: "path",
      d: path()
        .M(sx, sy - 9.6)
        .C(sx + 2, sy - 13, sx + 6, sy - 13.5, sx + 7.5, sy - 11.5)
        .C(sx + 5, sy - 9, sx + 2, sy - 8.8, sx, sy - 9.6)
        .Z()
        .toString(),
      fill: C.g200,
    });
    // Strata lines in the foreground earth.
    for (let i = 0; i < 3; i++) {
      const y = 71 + i * 3.2;
      shapes.push({
        type: "path",
        d: path()
          .M(-2, y)
          .Q(30, y - r.range(0.5, 2), 60, y)
          .Q(90, y + r.range(0.5, 2), 122, y)
          .toString(),
        stroke: C.g500,
        strokeWidth: 0.15,
        opacity: 0.35 - i * 0.08,
      });
    }
    return { width: W, height: H, background: linear(0, 0, 0, 60, C.n950, C.n800, C.n700), shapes };
  }
  if (el === "air") {
    shapes.push(...starField(r, FULL, 100, { sparkles: 4 }));
    shapes.push(...elementGlyph("air", 60, 40, 34, C.g400, 0.35).map((s) => ({ ...s, opacity: 0.55 }) as Shape));
    shapes.push(...glow(60, 42, 22, C.g300, 0.16));
    // Clouds: soft outlined billows.
    const cloud = (cx: number, cy: number, s: number): Shape => ({
      type: "path",
      d: path()
        .M(cx - 12 * s, cy)
        .A(4 * s, 4 * s, 0, false, true, cx - 6 * s, cy - 3.5 * s)
        .A(5.5 * s, 5.5 * s, 0, false, true, cx + 3 * s, cy - 4.5 * s)
        .A(4.5 * s, 4.5 * s, 0, false, true, cx + 11 * s, cy - 0.5 * s)
        .A(2.2 * s, 2.2 * s, 0, false, true, cx + 12 * s, cy)
        .Z()
        .toString(),
      fill: C.n700,
      stroke: C.mist,
      strokeWidth: 0.2,
      opacity: 0.75,
    });
    shapes.push(cloud(r.range(20, 30), r.range(18, 24), 1.1), cloud(r.range(88, 98), r.range(58, 64), 0.9));
    const streams = [
      { y: 30, x0: -2, x1: 70, curl: 3.2, up: true, c: C.g300, w: 0.5, o: 0.9 },
      { y: 40, x0: 8, x1: 96, curl: 3.8, up: false, c: C.g200, w: 0.6, o: 0.95 },
      { y: 50, x0: -2, x1: 58, curl: 2.6, up: true, c: C.mist, w: 0.35, o: 0.7 },
      { y: 22, x0: 40, x1: 108, curl: 2.4, up: false, c: C.mist, w: 0.3, o: 0.55 },
      { y: 60, x0: 26, x1: 84, curl: 2.8, up: false, c: C.g400, w: 0.4, o: 0.75 },
      { y: 70, x0: -2, x1: 44, curl: 2, up: true, c: C.mist, w: 0.25, o: 0.45 },
    ];
    for (const s of streams) {
      shapes.push({
        type: "path",
        d: spiralWind(r, s.y + r.range(-2, 2), s.x0, s.x1 + r.range(-4, 4), s.curl, s.up),
        stroke: s.c,
        strokeWidth: s.w,
        opacity: s.o,
        lineCap: "round",
      });
    }
    return { width: W, height: H, background: linear(0, 0, 0, H, C.n950, C.n800, C.n700), shapes };
  }
  // water
  const horizon = 40;
  shapes.push(
    ...starField(r, { x: 0, y: 0, w: W, h: horizon - 2 }, 90, {
      avoid: [{ cx: 60, cy: 18, rx: 12, ry: 12 }],
      sparkles: 3,
    }),
  );
  shapes.push(
    ...moon(60, 18, 7, Math.max(0.3, sky.moon.illumination), litOnRight(sky.moon.waxing, sky), { detail: false }),
  );
  shapes.push(...elementGlyph("water", 60, 18, 26, C.g500, 0.3).map((s) => ({ ...s, opacity: 0.5 }) as Shape));
  shapes.push(belowHorizon(horizon, horizon));
  shapes.push({
    type: "line",
    x1: 0,
    y1: horizon,
    x2: W,
    y2: horizon,
    stroke: C.mist,
    strokeWidth: 0.15,
    opacity: 0.5,
  });
  // The moon's path on the water.
  for (let i = 0; i < 14; i++) {
    const y = horizon + 2 + i * 2.7;
    const half = 1.5 + i * 0.75 + r.range(-0.6, 0.6);
    shapes.push({
      type: "line",
      x1: 60 - half + r.range(-0.8, 0.8),
      y1: y,
      x2: 60 + half + r.range(-0.8, 0.8),
      y2: y,
      stroke: i % 2 ? C.g300 : C.g200,
      strokeWidth: 0.35 + i * 0.03,
      opacity: 0.75 - i * 0.035,
      lineCap: "round",
    });
  }
  for (let i = 0; i < 7; i++) {
    const y = horizon + 4 + i * i * 0.75 + i * 2.4;
    shapes.push({
      type: "path",
      d: wave(y, 0.5 + i * 0.28, 9 + i * 2.6, r.range(-6, 0)),
      stroke: i % 2 ? C.mist : C.g500,
      strokeWidth: 0.16 + i * 0.035,
      opacity: 0.25 + i * 0.07,
    });
  }
  return { width: W, height: H, background: linear(0, 0, 0, horizon, C.n950, C.n900, C.n700), shapes };
}
