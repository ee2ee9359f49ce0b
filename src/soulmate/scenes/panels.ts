/**
 * One symbolic illustration per storybook panel (PANEL_SCENES): no faces, no
 * figures; constellations, the birth moon, the element, a skyline or open
 * horizon, a threshold, the ruling planet, two paths, a union of stars.
 * Deterministic from the seed; varied by the inputs.
 */

import { path, type Scene, type Shape } from "../../art/scene";
import { STAR_SIGNS, type StarSign } from "../../shared/statuses";
import { CONSTELLATIONS } from "../constellations";
import { type WaterFact, waterNearby } from "../landscape";
import type { BirthSky, Element, PanelScene, Planet, SoulmateInputs, StoryPanel } from "../types";
import {
  type Box,
  C,
  compassStar,
  constellation,
  elementGlyph,
  glow,
  linear,
  litOnRight,
  moon,
  moonLitPath,
  PHASES,
  planetGlyph,
  type Rng,
  radial,
  ray,
  rng,
  sparkle,
  starField,
  text,
} from "./common";

export const PANEL_W = 120;
export const PANEL_H = 80;
const W = PANEL_W;
const H = PANEL_H;
const FULL: Box = { x: 0, y: 0, w: W, h: H };

/** `plain`: no text labels (for art reused inside cards). */
type Ctx = { sky: BirthSky; inputs: SoulmateInputs; r: Rng; plain?: boolean };

const ELEMENT_PARTNER: Record<Element, Element> = { fire: "air", air: "fire", earth: "water", water: "earth" };
const SIGN_ELEMENT: Record<StarSign, Element> = {
  aries: "fire",
  leo: "fire",
  sagittarius: "fire",
  taurus: "earth",
  virgo: "earth",
  capricorn: "earth",
  gemini: "air",
  libra: "air",
  aquarius: "air",
  cancer: "water",
  scorpio: "water",
  pisces: "water",
};

/** A companion sign for the union scenes: one of the complementary element, chosen by the seed. */
export function partnerSign(sky: BirthSky, seed: string): StarSign {
  const wanted = ELEMENT_PARTNER[sky.element];
  const options = STAR_SIGNS.filter((s) => SIGN_ELEMENT[s] === wanted);
  return rng(seed, "partner", sky.sign).pick(options);
}

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

// ---------------------------------------------------------------------------

/** The centre the constellation panel's sky turns about (the web page's CSS uses it too). */
export const SKY_TURN_CENTRE: [number, number] = [60, 38];

function constellationScene({ sky, r, plain }: Ctx): Scene {
  const con = CONSTELLATIONS[sky.sign];
  // The sky (ecliptic, stars, chart circles, figure) in one group the web page turns into place.
  const shapes: Shape[] = [];
  // The ecliptic, faint and dashed, sweeping across the chart.
  const e0 = r.range(52, 66);
  const e1 = r.range(30, 44);
  shapes.push({
    type: "path",
    d: path().M(-4, e0).Q(60, r.range(10, 26), 124, e1).toString(),
    stroke: C.mist,
    strokeWidth: 0.18,
    opacity: 0.35,
    dash: [1.2, 1.6],
  });
  shapes.push(...starField(r, FULL, 120, { avoid: [{ cx: 60, cy: 38, rx: 30, ry: 28 }], sparkles: 4 }));
  // A faint chart grid circle behind the figure.
  shapes.push({ type: "circle", cx: 60, cy: 38, r: 33, stroke: C.g500, strokeWidth: 0.15, opacity: 0.35 });
  shapes.push({
    type: "circle",
    cx: 60,
    cy: 38,
    r: 34.4,
    stroke: C.g500,
    strokeWidth: 0.1,
    opacity: 0.25,
    dash: [0.4, 1.2],
  });
  const fig = constellation(con, { x: 29, y: 7, w: 62, h: 62 }, { scale: 1.15, lineOpacity: 0.65, lineWidth: 0.28 });
  shapes.push({
    type: "group",
    transform: { translate: SKY_TURN_CENTRE, rotate: r.range(-10, 10) },
    children: [
      { type: "group", transform: { translate: [-SKY_TURN_CENTRE[0], -SKY_TURN_CENTRE[1]] }, children: fig.shapes },
    ],
  });
  const all: Shape[] = [{ type: "group", className: "sky-turn", children: shapes }];
  if (!plain) all.push(...label(60, 76.2, con.name, 70));
  return { width: W, height: H, background: linear(0, 0, 0, H, C.n950, C.n900, C.n800), shapes: all };
}

function moonScene({ sky, r }: Ctx): Scene {
  const shapes: Shape[] = [];
  const cx = 60;
  const cy = 33;
  const R = 17;
  shapes.push(...starField(r, FULL, 110, { avoid: [{ cx, cy, rx: R + 8, ry: R + 8 }], sparkles: 3 }));
  shapes.push(...glow(cx, cy, R * 3.4, C.n600, 0.6));
  // The glow and the dark disc, then the lit part (with its maria) in a group the web page fills
  // in from the limb.
  const right = litOnRight(sky.moon.waxing, sky);
  const big = moon(cx, cy, R, sky.moon.illumination, right, { glow: 1 });
  const disc = big.findIndex((s) => s.type === "circle" && s.r === R);
  shapes.push(...big.slice(0, disc + 1), {
    type: "group",
    className: `moon-lit moon-lit-${right ? "right" : "left"}`,
    children: big.slice(disc + 1),
  });
  // The cycle of phases beneath, the birth phase ringed in gold.
  const y = 68;
  shapes.push({ type: "line", x1: 18, y1: y, x2: 102, y2: y, stroke: C.mist, strokeWidth: 0.12, opacity: 0.3 });
  PHASES.forEach((ph, i) => {
    const x = 22 + i * (76 / 7);
    const hit = ph.name === sky.moon.name;
    if (hit) {
      shapes.push(...glow(x, y, 6, C.g300, 0.3));
      shapes.push({ type: "circle", cx: x, cy: y, r: 3.8, stroke: C.g300, strokeWidth: 0.25 });
      shapes.push(sparkle(x, y - 6.2, 1.1, C.g200));
    }
    shapes.push(
      ...moon(x, y, 2.3, ph.illumination, litOnRight(ph.waxing, sky), {
        glow: 0,
        detail: false,
        lit: hit ? C.g200 : C.mist,
      }).map((s) => (hit ? s : { ...s, opacity: 0.7 }) as Shape),
    );
  });
  return {
    width: W,
    height: H,
    background: radial(cx, cy, 80, [0, C.n700], [0.45, C.n800], [1, C.n950]),
    shapes,
  };
}

function flame(cx: number, base: number, w: number, h: number, lean: number): string {
  return path()
    .M(cx, base)
    .C(cx - w * 0.55, base - h * 0.02, cx - w * 0.52, base - h * 0.42, cx - w * 0.2, base - h * 0.66)
    .C(cx - w * 0.02, base - h * 0.8, cx + lean * w * 0.05, base - h * 0.88, cx + lean * w * 0.22, base - h)
    .C(cx + w * 0.2, base - h * 0.78, cx + w * 0.52, base - h * 0.58, cx + w * 0.5, base - h * 0.32)
    .C(cx + w * 0.48, base - h * 0.1, cx + w * 0.3, base, cx, base)
    .Z()
    .toString();
}

function hills(
  r: Rng,
  y: number,
  amp: number,
  fill: string | ReturnType<typeof linear>,
  opts: { stroke?: string; bumps?: number; bottom?: number } = {},
): Shape {
  const n = opts.bumps ?? 4;
  const b = path().M(-2, y + r.range(-amp, amp) * 0.4);
  let x = -2;
  const step = (W + 4) / n;
  for (let i = 0; i < n; i++) {
    const nx = x + step;
    const peak = y - amp * r.range(0.4, 1);
    b.C(x + step * 0.3, peak, nx - step * 0.3, peak, nx, y + r.range(-amp, amp) * 0.3);
    x = nx;
  }
  b.V(opts.bottom ?? H + 1)
    .H(-2)
    .Z();
  return {
    type: "path",
    d: b.toString(),
    fill,
    ...(opts.stroke ? { stroke: opts.stroke, strokeWidth: 0.22 } : {}),
  };
}

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

function elementScene({ sky, r }: Ctx): Scene {
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
  shapes.push({
    type: "rect",
    x: 0,
    y: horizon,
    w: W,
    h: H - horizon,
    fill: linear(0, horizon, 0, H, C.n800, C.n900, C.n950),
  });
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

type Building = { x: number; w: number; h: number; roof: "flat" | "pitch" | "dome" | "spire" | "step" | "mast" };

function buildingPath(b: Building, ground: number): string {
  const top = ground - b.h;
  const p = path().M(b.x, ground).V(top);
  const cx = b.x + b.w / 2;
  switch (b.roof) {
    case "pitch":
      p.L(cx, top - b.w * 0.45).L(b.x + b.w, top);
      break;
    case "dome":
      p.H(b.x + b.w * 0.12)
        .A(b.w * 0.38, b.w * 0.38, 0, false, true, b.x + b.w * 0.88, top)
        .H(b.x + b.w);
      break;
    case "spire":
      p.H(cx - b.w * 0.22)
        .L(cx, top - b.w * 1.6)
        .L(cx + b.w * 0.22, top)
        .H(b.x + b.w);
      break;
    case "step":
      p.H(b.x + b.w * 0.2)
        .V(top - 2.2)
        .H(b.x + b.w * 0.8)
        .V(top)
        .H(b.x + b.w);
      break;
    case "mast":
      p.H(cx - 0.25)
        .V(top - 5)
        .H(cx + 0.25)
        .V(top)
        .H(b.x + b.w);
      break;
    default:
      p.H(b.x + b.w);
  }
  return p.V(ground).Z().toString();
}

function skyline(
  r: Rng,
  minH: number,
  maxH: number,
  minW: number,
  maxW: number,
  roofs: Building["roof"][] = ["flat", "flat", "flat", "pitch", "dome", "spire", "step", "mast"],
): Building[] {
  const out: Building[] = [];
  let x = -3;
  while (x < W + 2) {
    const w = r.range(minW, maxW);
    // Taller towards the middle third, so the silhouette has a heart.
    const centre = 1 - Math.abs(x + w / 2 - 60) / 70;
    const h = r.range(minH, maxH) * (0.7 + 0.5 * centre);
    out.push({ x, w, h, roof: r.pick(roofs) });
    x += w + r.range(-0.6, 0.8);
  }
  return out;
}

function cityScene({ sky, inputs, r, plain }: Ctx): Scene {
  const shapes: Shape[] = [];
  const city = inputs.city?.trim() || null;
  const ground = city ? 60 : 58;
  const mx = r.range(84, 100);
  const my = r.range(13, 19);
  shapes.push(
    ...starField(r, { x: 0, y: 0, w: W, h: ground - 14 }, 90, {
      avoid: [{ cx: mx, cy: my, rx: 10, ry: 10 }],
      sparkles: 3,
    }),
  );
  shapes.push(
    ...moon(mx, my, 5.2, Math.max(0.2, sky.moon.illumination), litOnRight(sky.moon.waxing, sky), { detail: false }),
  );
  if (!city) {
    // The open horizon: rolling hills and a road running into the light.
    shapes.push(...glow(60, ground, 36, C.g400, 0.22));
    shapes.push(hills(r, ground - 2, 6, C.n700, { bumps: 3 }));
    shapes.push(hills(r, ground + 4, 6, C.n800, { stroke: C.g500, bumps: 4 }));
    shapes.push(hills(r, ground + 12, 5, C.n900, { stroke: C.g500, bumps: 3 }));
    // A road of light running to the horizon.
    const from: [number, number] = [r.range(40, 52), H + 1];
    const halo = ribbon(from, [from[0] + 14, 72], [52, ground + 8], [60, ground + 2.5], 12, 0.8);
    const core = ribbon(from, [from[0] + 14, 72], [52, ground + 8], [60, ground + 2.5], 1.5, 0.2);
    shapes.push({ type: "path", d: halo.outline, fill: C.g300, opacity: 0.09 });
    shapes.push({ type: "path", d: core.outline, fill: C.g200, opacity: 0.85 });
    shapes.push(...compassStar(60, ground - 6, 2.4, C.g200));
    shapes.push(...glow(60, ground - 6, 6, C.g200, 0.35));
    return { width: W, height: H, background: linear(0, 0, 0, ground, C.n950, C.n800, C.n600), shapes };
  }
  shapes.push(...glow(60, ground, 40, C.g500, 0.16));
  // What stands on the horizon follows the gazetteer: towers only for a city it knows as one,
  // a low roofline for a town (or a town it does not know), a few houses in the hills for a village.
  const size = inputs.place?.size ?? "town";
  let near: Building[];
  if (size === "city") {
    for (const b of skyline(r, 8, 20, 3.5, 8)) {
      shapes.push({ type: "path", d: buildingPath(b, ground), fill: C.n700 });
    }
    near = skyline(r, 6, 26, 5, 11.5);
  } else if (size === "town") {
    shapes.push(hills(r, ground - 4, 5, C.n700, { bumps: 3 }));
    near = skyline(r, 3, 7, 4.5, 9, ["pitch", "pitch", "pitch", "flat", "pitch"]);
    // One spire or clock tower rising over the roofs.
    const tower = near[Math.floor(near.length / 2)];
    if (tower) Object.assign(tower, { h: 12, roof: "spire", w: Math.min(tower.w, 5) });
  } else {
    shapes.push(hills(r, ground - 6, 7, C.n700, { bumps: 3 }));
    shapes.push(hills(r, ground - 1, 5, C.n800, { stroke: C.g500, bumps: 4 }));
    near = [];
    let x = r.range(18, 30);
    for (let i = 0; i < 5 && x < W - 14; i++) {
      const w = r.range(4, 6.5);
      near.push({ x, w, h: r.range(2.6, 3.8), roof: "pitch" });
      x += w + r.range(6, 16);
    }
  }
  for (const b of near) {
    shapes.push({ type: "path", d: buildingPath(b, ground), fill: C.n900, stroke: C.n600, strokeWidth: 0.15 });
  }
  const windows: Shape[] = [];
  const lampLight = size === "city" ? 0.24 : 0.45;
  for (const b of near) {
    const cols = Math.max(1, Math.floor((b.w - 1.4) / 2));
    const rows = Math.max(1, Math.floor((b.h - 1.6) / 2.6));
    const gx = (b.w - cols * 2) / 2 + 0.55;
    for (let c = 0; c < cols; c++) {
      for (let k = 0; k < rows; k++) {
        if (!r.chance(lampLight)) continue;
        const x = b.x + gx + c * 2;
        const y = ground - 1.6 - k * 2.6;
        if (x < -1 || x > W) continue;
        windows.push({
          type: "rect",
          x,
          y: y - 1.3,
          w: 0.9,
          h: 1.3,
          fill: r.chance(0.25) ? C.g200 : C.g300,
          opacity: r.range(0.45, 0.95),
        });
      }
    }
  }
  shapes.push(...windows);
  // In front of the town, the water the gazetteer records nearest it (src/soulmate/landscape.ts):
  // the sea or a lake, with the windows and the moon reflected in it (a lake held between two
  // banks), or a river winding in from the foreground; with none, the ground and a street of lamps.
  shapes.push({ type: "rect", x: 0, y: ground, w: W, h: H - ground, fill: linear(0, ground, 0, H, C.n800, C.n950) });
  shapes.push({ type: "line", x1: 0, y1: ground, x2: W, y2: ground, stroke: C.g500, strokeWidth: 0.2, opacity: 0.6 });
  const water = placeWater(inputs);
  if (water === "river") {
    shapes.push(...riverInFront(r, ground, mx));
  } else if (water !== null) {
    for (const w of windows) {
      if (w.type !== "rect" || !r.chance(0.5)) continue;
      const ry = ground + 1.5 + (ground - w.y) * 0.7 + r.range(0, 0.6);
      if (ry > H - 2) continue;
      const x2 = w.x + 1.1 + r.range(0, 0.8);
      shapes.push({ type: "line", x1: w.x - 0.2, y1: ry, x2, y2: ry, stroke: C.g300, strokeWidth: 0.28, opacity: 0.3 });
    }
    for (let i = 0; i < 6; i++) {
      const y = ground + 2 + i * 2.2;
      const half = 1 + i * 0.7;
      shapes.push({
        type: "line",
        x1: mx - half,
        y1: y,
        x2: mx + half,
        y2: y,
        stroke: C.g200,
        strokeWidth: 0.3,
        opacity: 0.55 - i * 0.07,
        lineCap: "round",
      });
    }
    if (water === "lake") shapes.push(...lakeBanks(r, ground));
  } else {
    for (let i = 0; i < 5; i++) {
      const t = i / 4;
      const x = 60 + (i % 2 === 0 ? -1 : 1) * (3 + t * 22);
      const y = ground + 1.5 + t * 8;
      shapes.push(...glow(x, y, 1.6 + t * 2.2, C.g300, 0.45));
      shapes.push({ type: "circle", cx: x, cy: y, r: 0.25 + t * 0.35, fill: C.g200 });
    }
  }
  if (!plain) shapes.push(...label(60, 75.8, city, 84));
  return { width: W, height: H, background: linear(0, 0, 0, ground, C.n950, C.n900, C.n700), shapes };
}

/** The water the place panel draws: the nearest the gazetteer records, or the sea for a coastal row without a landscape. */
function placeWater(inputs: SoulmateInputs): WaterFact["kind"] | null {
  const [nearest] = waterNearby(inputs.place?.landscape);
  if (nearest) return nearest.kind;
  return inputs.place?.coastal && !inputs.place.landscape ? "sea" : null;
}

/** A river winding from the foreground to the foot of the town, with the moon's glints on it. */
function riverInFront(r: Rng, ground: number, moonX: number): Shape[] {
  const from: [number, number] = [r.range(24, 44), H + 1];
  const to: [number, number] = [r.range(56, 70), ground + 0.4];
  const bend: [number, number] = [r.range(70, 92), ground + 10];
  const water = ribbon(from, [from[0] + 8, H - 5], bend, to, 24, 2.2);
  const out: Shape[] = [
    { type: "path", d: water.outline, fill: linear(0, ground, 0, H, C.n600, C.n700), opacity: 0.95 },
    { type: "path", d: water.outline, stroke: C.g500, strokeWidth: 0.18, opacity: 0.5 },
  ];
  // Short glints across the water, brighter on the side the moon is.
  for (const [i, [x, y]] of water.centre.entries()) {
    if (i % 3 !== 1 || y < ground + 1.5) continue;
    const half = 0.6 + ((y - ground) / (H - ground)) * 3;
    const lean = (moonX - x) / 120;
    out.push({
      type: "line",
      x1: x - half + lean,
      y1: y,
      x2: x + half + lean,
      y2: y,
      stroke: C.g200,
      strokeWidth: 0.26,
      opacity: 0.3 + r.range(0, 0.3),
      lineCap: "round",
    });
  }
  return out;
}

/** The two banks that hold a lake: dark ground curving in from the lower corners, with a few reeds. */
function lakeBanks(r: Rng, ground: number): Shape[] {
  const out: Shape[] = [];
  const top = ground + r.range(4.5, 6.5);
  const left = path()
    .M(0, top)
    .C(18, top + 1, 28, H - 8, 40, H + 1)
    .L(0, H + 1)
    .Z()
    .toString();
  const rightTop = ground + r.range(6, 8);
  const right = path()
    .M(W, rightTop)
    .C(W - 16, rightTop + 1, W - 26, H - 7, W - 36, H + 1)
    .L(W, H + 1)
    .Z()
    .toString();
  out.push({ type: "path", d: left, fill: C.n900, stroke: C.g500, strokeWidth: 0.18 });
  out.push({ type: "path", d: right, fill: C.n900, stroke: C.g500, strokeWidth: 0.18 });
  for (const [x0, y0, lean] of [
    [5, top + 1.5, 1],
    [13, top + 3, 1],
    [W - 9, rightTop + 1.5, -1],
    [W - 17, rightTop + 3.5, -1],
  ] as const) {
    for (let k = 0; k < 3; k++) {
      const x = x0 + k * 1.3;
      const h = r.range(4, 7);
      out.push({
        type: "path",
        d: path()
          .M(x, y0)
          .Q(x + lean * 0.4, y0 - h / 2, x + lean * 1.2, y0 - h)
          .toString(),
        stroke: C.g400,
        strokeWidth: 0.3,
        opacity: 0.8,
      });
    }
  }
  return out;
}

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

function thresholdScene({ sky, r }: Ctx): Scene {
  const shapes: Shape[] = [];
  const floor = 63;
  const shape = DOOR_SHAPE[sky.element];
  const pointed = shape === "pointed";
  const half = DOOR_HALF_WIDTH[sky.modality];
  const [left, right] = [60 - half, 60 + half];
  shapes.push(
    ...starField(r, { x: 0, y: 0, w: W, h: floor }, 95, { avoid: [{ cx: 60, cy: 40, rx: 22, ry: 30 }], sparkles: 4 }),
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

type PlanetLook = {
  r: number;
  light: string;
  mid: string;
  dark: string;
  bands?: number;
  /** Band colours (alternating); gold for the gas giants by default, mist for the ice giants. */
  bandColors?: [string, string];
  rings?: "flat" | "tilted";
  moons: number;
};
const PLANET_LOOK: Record<Planet, PlanetLook> = {
  Sun: { r: 15, light: C.parch, mid: C.g300, dark: C.g500, moons: 0 },
  Moon: { r: 14, light: C.parch, mid: C.g200, dark: C.g400, moons: 0 },
  Mercury: { r: 8, light: C.mist, mid: C.n600, dark: C.n800, moons: 0 },
  Venus: { r: 12, light: C.parch, mid: C.g200, dark: C.g500, moons: 0 },
  Mars: { r: 10, light: C.g300, mid: C.g500, dark: C.n700, moons: 2 },
  Jupiter: { r: 17, light: C.g200, mid: C.g400, dark: C.n700, bands: 5, moons: 4 },
  Saturn: { r: 13, light: C.g200, mid: C.g400, dark: C.n700, bands: 3, rings: "flat", moons: 1 },
  Uranus: { r: 11, light: C.mist, mid: C.n600, dark: C.n800, rings: "tilted", moons: 2 },
  Neptune: { r: 11, light: C.mist, mid: C.n600, dark: C.n900, bands: 3, bandColors: [C.mist, C.n700], moons: 1 },
  Pluto: { r: 6.5, light: C.mist, mid: C.n600, dark: C.n800, moons: 1 },
};

/** The band of a disc between two heights, as a closed path along the disc's edge. */
function discBand(cx: number, cy: number, R: number, y1: number, y2: number): string {
  const half = (y: number) => Math.sqrt(Math.max(0, R * R - (y - cy) ** 2));
  const a = half(y1);
  const b = half(y2);
  return path()
    .M(cx - a, y1)
    .L(cx + a, y1)
    .A(R, R, 0, false, true, cx + b, y2)
    .L(cx - b, y2)
    .A(R, R, 0, false, true, cx - a, y1)
    .Z()
    .toString();
}

export function planetShapes(planet: Planet, cx: number, cy: number, scale: number, r: Rng): Shape[] {
  const look = PLANET_LOOK[planet];
  const R = look.r * scale;
  const out: Shape[] = [];
  if (planet === "Sun") {
    out.push(...glow(cx, cy, R * 2.6, C.g300, 0.5));
    for (let i = 0; i < 24; i++) {
      const a = (i / 24) * Math.PI * 2;
      const long = i % 2 === 0;
      const r0 = R * 1.18;
      const r1 = R * (long ? 1.75 : 1.45);
      out.push(ray(cx, cy, a, r0, r1, long ? C.g300 : C.g400, (long ? 0.5 : 0.3) * scale));
    }
    out.push({
      type: "circle",
      cx,
      cy,
      r: R,
      fill: radial(cx - R * 0.3, cy - R * 0.3, R * 1.6, [0, look.light], [0.5, look.mid], [1, look.dark]),
    });
    out.push({ type: "circle", cx, cy, r: R * 0.82, stroke: C.g500, strokeWidth: 0.2 * scale, opacity: 0.6 });
    return out;
  }
  if (planet === "Moon") {
    out.push(...moon(cx, cy, R, 1, true, { glow: 1 }));
    out.push({
      type: "ellipse",
      cx,
      cy,
      rx: R * 2.2,
      ry: R * 0.55,
      stroke: C.mist,
      strokeWidth: 0.18,
      opacity: 0.5,
      dash: [0.8, 1],
    });
    return out;
  }
  out.push(...glow(cx, cy, R * 1.9, look.light, 0.22));
  const ringBack = (tilt: number): Shape => ({
    type: "group",
    transform: { translate: [cx, cy], rotate: tilt },
    children: [
      {
        type: "path",
        d: path()
          .M(-R * 2.1, 0)
          .A(R * 2.1, R * 0.55, 0, false, true, R * 2.1, 0)
          .toString(),
        stroke: C.g300,
        strokeWidth: 0.9 * scale,
        opacity: 0.55,
      },
    ],
  });
  const ringFront = (tilt: number): Shape => ({
    type: "group",
    transform: { translate: [cx, cy], rotate: tilt },
    children: [
      {
        type: "path",
        d: path()
          .M(-R * 2.1, 0)
          .A(R * 2.1, R * 0.55, 0, false, false, R * 2.1, 0)
          .toString(),
        stroke: C.g300,
        strokeWidth: 0.9 * scale,
        opacity: 0.9,
      },
      {
        type: "path",
        d: path()
          .M(-R * 1.7, 0)
          .A(R * 1.7, R * 0.42, 0, false, false, R * 1.7, 0)
          .toString(),
        stroke: C.g200,
        strokeWidth: 0.35 * scale,
        opacity: 0.8,
      },
    ],
  });
  const tilt = look.rings === "tilted" ? 78 : -14;
  if (look.rings) out.push(ringBack(tilt));
  out.push({
    type: "circle",
    cx,
    cy,
    r: R,
    fill: radial(cx - R * 0.35, cy - R * 0.4, R * 1.75, [0, look.light], [0.45, look.mid], [1, look.dark]),
  });
  for (let i = 0; i < (look.bands ?? 0); i++) {
    const y1 = cy - R * 0.7 + (i * 1.4 * R) / (look.bands ?? 1) + r.range(0, R * 0.06);
    const y2 = y1 + R * r.range(0.07, 0.14);
    const [a, b] = look.bandColors ?? [C.parch, C.g500];
    out.push({
      type: "path",
      d: discBand(cx, cy, R, y1, y2),
      fill: i % 2 ? b : a,
      opacity: look.bandColors ? 0.22 : 0.35,
    });
  }
  if (planet === "Jupiter") {
    out.push({
      type: "ellipse",
      cx: cx + R * 0.35,
      cy: cy + R * 0.28,
      rx: R * 0.16,
      ry: R * 0.09,
      fill: C.g500,
      opacity: 0.8,
    });
  }
  // Night side: the Sun is to the left, so the right limb falls into shadow.
  for (const [k, o] of [
    [0.46, 0.16],
    [0.34, 0.2],
  ] as const) {
    const shade = moonLitPath(cx, cy, R, k, true);
    if (shade) out.push({ type: "path", d: shade, fill: C.n950, opacity: o });
  }
  if (look.rings) out.push(ringFront(tilt));
  for (let i = 0; i < look.moons; i++) {
    const a = -0.25 + i * 0.35 + r.range(-0.05, 0.05);
    const d = R * (1.7 + i * 0.55);
    const mxp = cx + Math.cos(a) * d * (i % 2 ? -1 : 1);
    const myp = cy + Math.sin(a) * d * 0.35;
    out.push({ type: "circle", cx: mxp, cy: myp, r: Math.max(0.5, R * 0.07), fill: C.parch, opacity: 0.9 });
  }
  return out;
}

function planetScene({ sky, r, plain }: Ctx): Scene {
  const shapes: Shape[] = [];
  const planet = sky.rulingPlanet;
  const px = r.range(64, 74);
  const py = r.range(36, 42);
  shapes.push(...starField(r, FULL, 120, { avoid: [{ cx: px, cy: py, rx: 24, ry: 22 }], sparkles: 4 }));
  if (planet !== "Sun") {
    // The Sun's light from the left edge, and the orbit sweeping past.
    shapes.push(...glow(-8, 44, 60, C.g400, 0.4));
    shapes.push(...glow(-8, 44, 20, C.g200, 0.8));
    shapes.push({
      type: "group",
      transform: { translate: [-8, 44], rotate: -6 },
      children: [
        {
          type: "ellipse",
          cx: px + 8,
          cy: 0,
          rx: px + 8,
          ry: 26,
          stroke: C.mist,
          strokeWidth: 0.18,
          opacity: 0.45,
          dash: [1, 1.2],
        },
      ],
    });
  } else {
    shapes.push({
      type: "circle",
      cx: px,
      cy: py,
      r: 32,
      stroke: C.mist,
      strokeWidth: 0.15,
      opacity: 0.35,
      dash: [1, 1.2],
    });
  }
  shapes.push(...planetShapes(planet, px, py, 1, r));
  // A chart-style key: the planet's symbol and name.
  if (!plain) {
    shapes.push({ type: "circle", cx: 13, cy: 13, r: 5, stroke: C.g500, strokeWidth: 0.2 });
    shapes.push(planetGlyph(planet, 13, 13, 6, C.g300, 0.35));
    shapes.push(
      text(20.5, 14.3, planet.toUpperCase(), 5.4, "display", C.g200, { anchor: "start", letterSpacing: 0.3 }),
    );
  }
  return { width: W, height: H, background: linear(0, 0, W, H, C.n900, C.n950), shapes };
}

/** A tapering ribbon along a cubic curve (wide at t=0). */
function ribbon(
  p0: [number, number],
  c1: [number, number],
  c2: [number, number],
  p1: [number, number],
  w0: number,
  w1: number,
) {
  const pts: [number, number][] = [];
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  const N = 28;
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const u = 1 - t;
    const x = u * u * u * p0[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * p1[0];
    const y = u * u * u * p0[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * p1[1];
    const dx = 3 * u * u * (c1[0] - p0[0]) + 6 * u * t * (c2[0] - c1[0]) + 3 * t * t * (p1[0] - c2[0]);
    const dy = 3 * u * u * (c1[1] - p0[1]) + 6 * u * t * (c2[1] - c1[1]) + 3 * t * t * (p1[1] - c2[1]);
    const len = Math.hypot(dx, dy) || 1;
    const hw = (w0 + (w1 - w0) * t ** 0.8) / 2;
    pts.push([x, y]);
    left.push([x - (dy / len) * hw, y + (dx / len) * hw]);
    right.push([x + (dy / len) * hw, y - (dx / len) * hw]);
  }
  return {
    outline: path()
      .poly([...left, ...right.reverse()], true)
      .toString(),
    centre: pts,
  };
}

/** Where the two paths meet, by the element, and how far they bend on the way, by the modality. */
const MEET_X: Record<BirthSky["element"], number> = { fire: 46, earth: 56, air: 64, water: 74 };
const PATH_BEND: Record<BirthSky["modality"], [number, number]> = {
  cardinal: [10, 16],
  fixed: [2, 7],
  mutable: [22, 30],
};

function pathsScene({ sky, r }: Ctx): Scene {
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
  shapes.push({
    type: "rect",
    x: 0,
    y: horizon + 1.5,
    w: W,
    h: H - horizon,
    fill: linear(0, horizon, 0, H, C.n800, C.n900, C.n950),
  });
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

function unionScene({ sky, inputs, r }: Ctx, seed: string): Scene {
  const shapes: Shape[] = [];
  const other = partnerSign(sky, seed);
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

const BUILDERS: Record<PanelScene, (ctx: Ctx, seed: string) => Scene> = {
  constellation: constellationScene,
  moon: moonScene,
  element: elementScene,
  city: cityScene,
  threshold: thresholdScene,
  planet: planetScene,
  paths: pathsScene,
  union: unionScene,
};

/** The art for a scene kind: PANEL_W × PANEL_H mm. */
export function panelArt(
  scene: PanelScene,
  sky: BirthSky,
  inputs: SoulmateInputs,
  seed: string,
  opts: { plain?: boolean; variant?: string } = {},
): Scene {
  const build = BUILDERS[scene];
  if (!build) throw new Error(`Unknown panel scene ${String(scene)}`);
  const r = rng(seed, "panel", scene, opts.variant, sky.sign, inputs.city, inputs.birthday.day, inputs.birthday.month);
  return build({ sky, inputs, r, plain: opts.plain }, seed);
}

/** The illustration for one panel: PANEL_W × PANEL_H mm. */
export function panelScene(panel: StoryPanel, sky: BirthSky, inputs: SoulmateInputs, seed: string): Scene {
  return panelArt(panel.scene, sky, inputs, seed);
}
