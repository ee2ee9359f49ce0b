/**
 * Where the book's facts about the buyer's town come from, credited on its back cover where its
 * readers see them, as the open data's licences ask (decisions 0026, 0064): the credits this buyer's
 * book owes, and no source whose facts it does not tell (a review read Manchester's back page crediting
 * hot springs and volcanoes it has none of). The gazetteer is always credited: it found the town, or the
 * capital the chart falls back to; OpenStreetMap wherever the book tells its water or reads the town's clock.
 */
export function dataCreditItems(place: Place | null | undefined): string[] {
  const items = ["Towns: GeoNames, SimpleMaps (CC BY 4.0)"];
  if (!place) return items;
  const landscape = place.landscape;
  const spring = springNearby(landscape);
  const volcano = volcanoNearby(landscape) !== null;
  // The town's clock comes from its time zone's outline (tz-lookup's boundaries are OpenStreetMap's, decision 0076).
  const water = waterNearby(landscape).some((w) => w.kind !== "sea");
  const zone = Boolean(place.timeZone);
  if (water || zone)
    items.push(
      `${water && zone ? "Water, time zones" : water ? "Water" : "Time zones"}: © OpenStreetMap contributors (ODbL)`,
    );
  if (spring?.source === "osm") items.push("Hot springs: World Hot Springs atlas, © OpenStreetMap contributors (ODbL)");
  // Every town's coast is read from Natural Earth's land, and its lakes', rivers', summits' and ranges' names.
  items.push("Coasts, lake and river names: Natural Earth");
  const noaa = spring?.source === "noaa";
  if (volcano || noaa)
    items.push(
      `${volcano && noaa ? "Volcanoes, thermal springs" : volcano ? "Volcanoes" : "Thermal springs"}: NOAA NCEI`,
    );
  return items;
}

/** The size credits are set at: legible in print (a review found the single 4 pt line unreadable). */
export const CREDIT_SIZE = 6;

/**
 * The credits as centred lines, whole items packed greedily at CREDIT_SIZE into `width`, the last line at `y` and
 * the others above it: as many lines as they need, never a line shrunk below the size.
 */
export function creditLines(
  measure: (str: string, font: FontRole, size: number) => number,
  items: readonly string[],
  cx: number,
  y: number,
  width: number,
  color: string,
): Shape[] {
  const lines: string[] = [];
  for (const item of items) {
    const last = lines.at(-1);
    const joined = last === undefined ? item : `${last}  ·  ${item}`;
    if (last !== undefined && measure(joined, "body", CREDIT_SIZE) <= width) lines[lines.length - 1] = joined;
    else lines.push(item);
  }
  const lead = CREDIT_SIZE * 0.3528 * 1.35;
  return lines.map((line, i) => text(cx, y - (lines.length - 1 - i) * lead, line, CREDIT_SIZE, "body", color));
}

import {
  type FontRole,
  type Gradient,
  type Measure,
  MM_PER_PT,
  path,
  type Shape,
  type TextShape,
} from "../../art/scene";
/**
 * The shared visual vocabulary of the soulmate art: palette, seeded
 * randomness, star fields, glows, ornaments, zodiac and planet glyphs, the
 * moon's phase. Every helper returns plain scene shapes.
 */
import type { StarSign } from "../../shared/statuses";
import type { Constellation } from "../constellations";
import { springNearby, volcanoNearby, waterNearby } from "../landscape";
import type { Place } from "../place";
import type { Element, MoonPhaseName, Planet } from "../types";

export const C = {
  n950: "#07061a",
  n900: "#0e0c2a",
  n800: "#17143d",
  n700: "#241f57",
  n600: "#352d78",
  g200: "#f7e6b5",
  g300: "#f0d27e",
  g400: "#e4b95b",
  g500: "#c99a3a",
  parch: "#f6f1e4",
  mist: "#c8c2e0",
} as const;

// ---------------------------------------------------------------------------
// Seeded randomness (32-bit integer maths only: identical in every runtime)

export type Rng = {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
};

function hash32(text: string): number {
  let h = 0x811c9dc5 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    h ^= h >>> 13;
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function rng(...parts: (string | number | null | undefined)[]): Rng {
  let a = hash32(parts.map((p) => String(p ?? "")).join("\u241f"));
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p) => next() < p,
  };
}

// ---------------------------------------------------------------------------
// Small shape helpers

export function text(
  x: number,
  y: number,
  str: string,
  size: number,
  font: FontRole,
  fill: string,
  extra: Partial<TextShape> = {},
): TextShape {
  return { type: "text", x, y, text: str, size, font, fill, anchor: "middle", ...extra };
}

/**
 * The box a line of text takes on the page: its measured width (letter spacing included) from its anchor, and from
 * an accent's height above the baseline to a descender's below it.
 */
export function textBox(measure: Measure, t: TextShape): Box {
  const em = t.size * MM_PER_PT;
  const w =
    measure(t.text, t.font, t.size) +
    (t.letterSpacing ?? 0) * em * Math.max(0, Array.from(t.text).length - 1) +
    (t.wordSpacing ?? 0) * (t.text.split(" ").length - 1);
  const x = t.anchor === "middle" ? t.x - w / 2 : t.anchor === "end" ? t.x - w : t.x;
  return { x, y: t.y - 0.95 * em, w, h: 1.25 * em };
}

export function linear(x1: number, y1: number, x2: number, y2: number, ...colors: string[]): Gradient {
  return {
    kind: "linear",
    x1,
    y1,
    x2,
    y2,
    stops: colors.map((color, i) => ({ offset: colors.length === 1 ? 0 : i / (colors.length - 1), color })),
  };
}

export function radial(cx: number, cy: number, r: number, ...stops: [number, string][]): Gradient {
  return { kind: "radial", cx, cy, r, stops: stops.map(([offset, color]) => ({ offset, color })) };
}

const GLOW_FALLOFF = [0, 0.15, 0.3, 0.45, 0.6, 0.75, 1].map((t) => [t, Math.exp(-3 * t * t) * (1 - t)] as const);

/**
 * A soft glow of radius r, densest at the centre (`strength` = centre opacity). Large glows are one
 * radial gradient with translucent stops, drawn in a unit space so the PDF reuses one shading for
 * every glow of the same colour and strength; small ones are a few stacked translucent discs.
 */
export function glow(cx: number, cy: number, r: number, color: string = C.g300, strength = 0.5): Shape[] {
  const s = Math.round(Math.min(0.95, strength) * 100) / 100;
  if (r < 4) {
    const layers = 3;
    const a = 1 - (1 - s) ** (1 / layers);
    return Array.from({ length: layers }, (_, i) => ({
      type: "circle" as const,
      cx,
      cy,
      r: r * ((layers - i) / layers) ** 1.4,
      fill: color,
      opacity: a,
    }));
  }
  return [
    {
      type: "group",
      transform: { translate: [cx, cy], scale: r },
      children: [
        {
          type: "circle",
          cx: 0,
          cy: 0,
          r: 1,
          fill: {
            kind: "radial",
            cx: 0,
            cy: 0,
            r: 1,
            stops: GLOW_FALLOFF.map(([offset, k]) => ({ offset, color, opacity: Math.round(s * k * 1000) / 1000 })),
          },
        },
      ],
    },
  ];
}

/** A ray from radius r0 to r1 at angle a (radians) around a centre: a burst is made of these. */
export function ray(
  cx: number,
  cy: number,
  a: number,
  r0: number,
  r1: number,
  stroke: string,
  strokeWidth: number,
  opacity?: number,
): Shape {
  return {
    type: "line",
    x1: cx + Math.cos(a) * r0,
    y1: cy + Math.sin(a) * r0,
    x2: cx + Math.cos(a) * r1,
    y2: cy + Math.sin(a) * r1,
    stroke,
    strokeWidth,
    ...(opacity === undefined ? {} : { opacity }),
    lineCap: "round",
  };
}

/** A four-pointed sparkle with concave sides. */
export function sparkle(cx: number, cy: number, r: number, color: string = C.g200, opacity = 1, thin = 0.16): Shape {
  const k = r * thin;
  const d = path()
    .M(cx, cy - r)
    .Q(cx + k, cy - k, cx + r, cy)
    .Q(cx + k, cy + k, cx, cy + r)
    .Q(cx - k, cy + k, cx - r, cy)
    .Q(cx - k, cy - k, cx, cy - r)
    .Z()
    .toString();
  return { type: "path", d, fill: color, opacity };
}

/** An eight-pointed star (two sparkles, the second smaller and turned 45°). */
export function compassStar(cx: number, cy: number, r: number, color: string = C.g200, opacity = 1): Shape[] {
  const r2 = r * 0.55;
  const k = r2 * 0.2;
  const d2 = path()
    .M(cx + r2 * Math.SQRT1_2, cy - r2 * Math.SQRT1_2)
    .Q(cx + k, cy, cx + r2 * Math.SQRT1_2, cy + r2 * Math.SQRT1_2)
    .Q(cx, cy + k, cx - r2 * Math.SQRT1_2, cy + r2 * Math.SQRT1_2)
    .Q(cx - k, cy, cx - r2 * Math.SQRT1_2, cy - r2 * Math.SQRT1_2)
    .Q(cx, cy - k, cx + r2 * Math.SQRT1_2, cy - r2 * Math.SQRT1_2)
    .Z()
    .toString();
  return [{ type: "path", d: d2, fill: color, opacity: opacity * 0.75 }, sparkle(cx, cy, r, color, opacity, 0.14)];
}

export type Box = { x: number; y: number; w: number; h: number };

/** The largest star and sparkle glow a star field draws: how far either reaches from its centre. */
const STAR_REACH = 0.48;
const SPARKLE_REACH = 1.6 * 1.6;

/**
 * A field of small stars. `avoid` lists what is kept clear: ellipses (of the stars' centres) and boxes, such as
 * the boxes of a card's words (of every star's and sparkle's whole shape, so none is drawn over a letter).
 */
export function starField(
  r: Rng,
  box: Box,
  count: number,
  opts: { avoid?: ({ cx: number; cy: number; rx: number; ry: number } | Box)[]; sparkles?: number; dim?: number } = {},
): Shape[] {
  const out: Shape[] = [];
  const dim = opts.dim ?? 1;
  const clear = (x: number, y: number, reach: number): boolean =>
    !(opts.avoid ?? []).some((e) =>
      "rx" in e
        ? ((x - e.cx) / e.rx) ** 2 + ((y - e.cy) / e.ry) ** 2 < 1
        : x > e.x - reach && x < e.x + e.w + reach && y > e.y - reach && y < e.y + e.h + reach,
    );
  let placed = 0;
  let tries = 0;
  while (placed < count && tries < count * 6) {
    tries++;
    const x = box.x + r.next() * box.w;
    const y = box.y + r.next() * box.h;
    if (!clear(x, y, STAR_REACH)) continue;
    placed++;
    const big = r.next();
    const rad = big > 0.93 ? r.range(0.32, 0.48) : big > 0.7 ? r.range(0.2, 0.3) : r.range(0.1, 0.18);
    const color = r.pick([C.parch, C.g200, C.mist, C.parch]);
    // Opacity in a few steps, so stars of one colour and brightness can share one compound path.
    const o = Math.round(Math.min(1, r.range(0.45, 0.95) * dim) * 5) / 5;
    out.push({ type: "circle", cx: x, cy: y, r: rad, fill: color, opacity: o });
  }
  const key = (s: Shape) => (s.type === "circle" ? `${s.fill}|${s.opacity}` : "");
  out.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  for (let i = 0; i < (opts.sparkles ?? 0); i++) {
    for (let t = 0; t < 12; t++) {
      const x = box.x + box.w * r.range(0.05, 0.95);
      const y = box.y + box.h * r.range(0.05, 0.95);
      if (!clear(x, y, SPARKLE_REACH)) continue;
      const s = r.range(0.9, 1.6);
      out.push(...glow(x, y, s * 1.6, C.g200, 0.18 * dim), sparkle(x, y, s, C.g200, 0.9 * dim));
      break;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Ornaments

/** A centred divider: rule, small diamond, rule, with dot terminals. */
export function divider(cx: number, y: number, halfWidth: number, color: string = C.g500, opacity = 0.9): Shape[] {
  const gap = 2.2;
  const d = 0.9;
  return [
    { type: "line", x1: cx - halfWidth, y1: y, x2: cx - gap, y2: y, stroke: color, strokeWidth: 0.18, opacity },
    { type: "line", x1: cx + gap, y1: y, x2: cx + halfWidth, y2: y, stroke: color, strokeWidth: 0.18, opacity },
    {
      type: "path",
      d: path()
        .poly(
          [
            [cx, y - d],
            [cx + d, y],
            [cx, y + d],
            [cx - d, y],
          ],
          true,
        )
        .toString(),
      fill: color,
      opacity,
    },
    { type: "circle", cx: cx - halfWidth - 0.7, cy: y, r: 0.28, fill: color, opacity },
    { type: "circle", cx: cx + halfWidth + 0.7, cy: y, r: 0.28, fill: color, opacity },
  ];
}

/** A double-ruled frame with star-and-arc corner pieces. */
export function ornateFrame(
  b: Box,
  opts: { color?: string; inner?: number; radius?: number; corner?: number; weight?: number } = {},
): Shape[] {
  const color = opts.color ?? C.g400;
  const inner = opts.inner ?? 1.3;
  const radius = opts.radius ?? 0;
  const corner = opts.corner ?? 3.2;
  const weight = opts.weight ?? 0.3;
  const out: Shape[] = [
    { type: "rect", x: b.x, y: b.y, w: b.w, h: b.h, r: radius, stroke: color, strokeWidth: weight, opacity: 0.95 },
    {
      type: "rect",
      x: b.x + inner,
      y: b.y + inner,
      w: b.w - 2 * inner,
      h: b.h - 2 * inner,
      r: Math.max(0, radius - inner * 0.6),
      stroke: C.g500,
      strokeWidth: weight * 0.5,
      opacity: 0.75,
    },
  ];
  const corners: [number, number, number, number][] = [
    [b.x, b.y, 1, 1],
    [b.x + b.w, b.y, -1, 1],
    [b.x, b.y + b.h, 1, -1],
    [b.x + b.w, b.y + b.h, -1, -1],
  ];
  for (const [x, y, sx, sy] of corners) {
    const ix = x + sx * inner;
    const iy = y + sy * inner;
    // A quarter arc inside each corner, and a small star on the diagonal.
    out.push({
      type: "path",
      d: path()
        .M(ix + sx * corner, iy)
        .A(corner, corner, 0, false, sx * sy < 0, ix, iy + sy * corner)
        .toString(),
      stroke: color,
      strokeWidth: weight * 0.6,
      opacity: 0.9,
    });
    out.push(sparkle(ix + sx * corner * 0.42, iy + sy * corner * 0.42, corner * 0.36, C.g300, 0.95, 0.18));
  }
  return out;
}

// ---------------------------------------------------------------------------
// Glyphs (drawn, since the bundled fonts have no astrological symbols)

/** Zodiac glyph strokes in a 100×100 box. */
const ZODIAC_GLYPHS: Record<StarSign, string[]> = {
  aries: ["M50 88V42C50 18 34 8 22 14C10 20 11 38 24 40", "M50 42C50 18 66 8 78 14C90 20 89 38 76 40"],
  taurus: ["M50 64m-22 0a22 22 0 1 0 44 0a22 22 0 1 0 -44 0", "M16 16C22 34 36 42 50 42C64 42 78 34 84 16"],
  gemini: ["M20 16C38 24 62 24 80 16", "M20 84C38 76 62 76 80 84", "M37 21V79", "M63 21V79"],
  cancer: [
    "M30 38m-11 0a11 11 0 1 0 22 0a11 11 0 1 0 -22 0",
    "M30 27C48 16 72 18 86 32",
    "M70 62m-11 0a11 11 0 1 0 22 0a11 11 0 1 0 -22 0",
    "M70 73C52 84 28 82 14 68",
  ],
  leo: [
    "M30 62m-13 0a13 13 0 1 0 26 0a13 13 0 1 0 -26 0",
    "M43 62C43 44 36 32 46 20C56 9 76 12 78 28C80 44 62 54 64 72C65 84 76 90 86 82",
  ],
  virgo: [
    "M14 26C20 26 22 30 22 36V80",
    "M22 38C22 26 38 26 38 38V80",
    "M38 38C38 26 54 26 54 38V68C54 82 68 86 76 76C84 66 78 52 68 56C58 60 58 78 66 90",
  ],
  libra: ["M14 82H86", "M14 66H34C27 59 25 52 25 45C25 31 36 22 50 22C64 22 75 31 75 45C75 52 73 59 66 66H86"],
  scorpio: [
    "M12 26C18 26 20 30 20 36V78",
    "M20 38C20 26 36 26 36 38V78",
    "M36 38C36 26 52 26 52 38V70C52 80 60 84 70 80L84 72",
    "M74 66L84 72L80 83",
  ],
  sagittarius: ["M18 82L82 18", "M56 18H82V44", "M32 50L50 68"],
  capricorn: [
    "M12 30C20 24 26 30 28 40L36 78L46 34C48 26 54 22 60 26C66 30 64 42 62 54C60 68 64 80 74 80C84 80 88 68 82 60C76 52 64 56 62 68C60 80 54 88 44 88",
  ],
  aquarius: ["M12 44L24 32L36 44L48 32L60 44L72 32L84 44", "M12 68L24 56L36 68L48 56L60 68L72 56L84 68"],
  pisces: ["M24 14C42 32 42 68 24 86", "M76 14C58 32 58 68 76 86", "M30 50H70"],
};

const PLANET_GLYPHS: Record<Planet, string[]> = {
  Sun: ["M50 50m-36 0a36 36 0 1 0 72 0a36 36 0 1 0 -72 0", "M50 50m-5 0a5 5 0 1 0 10 0a5 5 0 1 0 -10 0"],
  Moon: ["M60 12A40 40 0 1 0 60 88A32 32 0 1 1 60 12Z"],
  Mercury: ["M50 50m-18 0a18 18 0 1 0 36 0a18 18 0 1 0 -36 0", "M50 68V94", "M38 82H62", "M32 10A18 18 0 0 0 68 10"],
  Venus: ["M50 36m-24 0a24 24 0 1 0 48 0a24 24 0 1 0 -48 0", "M50 60V94", "M34 78H66"],
  Mars: ["M42 58m-24 0a24 24 0 1 0 48 0a24 24 0 1 0 -48 0", "M59 41L84 16", "M62 16H84V38"],
  Jupiter: ["M22 30C22 12 48 12 46 32C45 46 32 58 20 66H82", "M66 18V90"],
  Saturn: ["M32 10V64C32 50 42 42 54 42C68 42 74 54 68 66C62 78 56 82 60 92", "M18 24H46"],
  Uranus: [
    "M50 68m-20 0a20 20 0 1 0 40 0a20 20 0 1 0 -40 0",
    "M50 68m-3 0a3 3 0 1 0 6 0a3 3 0 1 0 -6 0",
    "M50 48V8",
    "M38 20L50 8L62 20",
  ],
  Neptune: ["M20 20C20 46 32 58 50 58C68 58 80 46 80 20", "M50 12V92", "M36 78H64", "M50 12V22"],
  Pluto: ["M24 30A26 26 0 0 0 76 30", "M50 28m-12 0a12 12 0 1 0 24 0a12 12 0 1 0 -24 0", "M50 56V92", "M36 76H64"],
};

/** A whole circle as path data (two half arcs), for clips and compound paths. */
export function circlePath(cx: number, cy: number, r: number): string {
  return path()
    .M(cx - r, cy)
    .A(r, r, 0, true, false, cx + r, cy)
    .A(r, r, 0, true, false, cx - r, cy)
    .Z()
    .toString();
}

/** Expands the relative circle shorthand (m/a) used in the glyph tables into absolute commands. */
function absolutise(d: string): string {
  const m = /^M([\d.]+) ([\d.]+)m-([\d.]+) 0a/.exec(d);
  if (!m) return d;
  return circlePath(Number(m[1]), Number(m[2]), Number(m[3]));
}

function glyphShapes(strokes: string[], cx: number, cy: number, size: number, color: string, weight: number): Shape {
  const s = size / 100;
  return {
    type: "group",
    transform: { translate: [cx - size / 2, cy - size / 2], scale: s },
    children: strokes.map((d) => ({
      type: "path" as const,
      d: absolutise(d),
      stroke: color,
      strokeWidth: weight / s,
      lineCap: "round" as const,
      lineJoin: "round" as const,
    })),
  };
}

export function zodiacGlyph(
  sign: StarSign,
  cx: number,
  cy: number,
  size: number,
  color: string = C.g300,
  weight = 0.5,
) {
  return glyphShapes(ZODIAC_GLYPHS[sign], cx, cy, size, color, weight);
}

export function planetGlyph(
  planet: Planet,
  cx: number,
  cy: number,
  size: number,
  color: string = C.g300,
  weight = 0.5,
) {
  return glyphShapes(PLANET_GLYPHS[planet], cx, cy, size, color, weight);
}

/** The alchemical triangle of an element (△ fire, ▽ water, with a bar for air and earth). */
export function elementGlyph(element: Element, cx: number, cy: number, size: number, color: string, weight = 0.4) {
  const h = size * 0.866;
  const up = element === "fire" || element === "air";
  const top = up ? cy - h / 2 : cy + h / 2;
  const base = up ? cy + h / 2 : cy - h / 2;
  const shapes: Shape[] = [
    {
      type: "path",
      d: path()
        .poly(
          [
            [cx, top],
            [cx + size / 2, base],
            [cx - size / 2, base],
          ],
          true,
        )
        .toString(),
      stroke: color,
      strokeWidth: weight,
      lineJoin: "round",
    },
  ];
  if (element === "air" || element === "earth") {
    const y = cy + (up ? 1 : -1) * h * 0.08;
    const half = size * 0.42;
    shapes.push({ type: "line", x1: cx - half, y1: y, x2: cx + half, y2: y, stroke: color, strokeWidth: weight });
  }
  return shapes;
}

// ---------------------------------------------------------------------------
// The moon

/** Path of the lit part of the moon's disc (null at new moon), lit on the right when `litRight`. */
export function moonLitPath(cx: number, cy: number, r: number, illumination: number, litRight: boolean): string | null {
  const k = Math.max(0, Math.min(1, illumination));
  if (k < 0.015) return null;
  if (k > 0.985) {
    return path()
      .M(cx - r, cy)
      .A(r, r, 0, true, false, cx + r, cy)
      .A(r, r, 0, true, false, cx - r, cy)
      .Z()
      .toString();
  }
  const rx = r * Math.abs(1 - 2 * k);
  const top: [number, number] = [cx, cy - r];
  const bottom: [number, number] = [cx, cy + r];
  // Limb: top → bottom along the lit side. Terminator: bottom → top, bulging toward
  // the lit side for a crescent and toward the dark side for a gibbous moon.
  const limbSweep = litRight;
  const crescent = k < 0.5;
  const termSweep = litRight ? !crescent : crescent;
  return path()
    .M(...top)
    .A(r, r, 0, false, limbSweep, ...bottom)
    .A(rx, r, 0, false, termSweep, ...top)
    .Z()
    .toString();
}

/** A luminous moon at the given phase, lit on the right when `litRight`: glow, dark disc, lit part, a few soft maria. */
export function moon(
  cx: number,
  cy: number,
  r: number,
  illumination: number,
  litRight: boolean,
  opts: { glow?: number; detail?: boolean; dark?: string; lit?: string } = {},
): Shape[] {
  const lit = opts.lit ?? C.g200;
  const out: Shape[] = [];
  const g = opts.glow ?? 1;
  if (g > 0) out.push(...glow(cx, cy, r * 2.6, C.g300, (0.2 + 0.3 * illumination) * g));
  out.push({
    type: "circle",
    cx,
    cy,
    r,
    fill: opts.dark ?? C.n700,
    stroke: C.mist,
    strokeWidth: r * 0.025,
    opacity: 0.9,
  });
  const d = moonLitPath(cx, cy, r, illumination, litRight);
  if (d) out.push({ type: "path", d, fill: lit });
  else {
    // New moon: only earthshine, a faint glow on the disc and a hairline of light on its edge.
    out.push({ type: "circle", cx, cy, r: r * 0.98, fill: C.n600, opacity: 0.35 });
    const rim = moonLitPath(cx, cy, r, 0.035, litRight);
    if (rim) out.push({ type: "path", d: rim, fill: lit, opacity: 0.75 });
  }
  if (opts.detail !== false && d) {
    // Maria only where the disc is lit (approximated by which side of the terminator they fall).
    const maria: [number, number, number][] = [
      [-0.3, -0.28, 0.2],
      [0.22, -0.18, 0.16],
      [0.05, 0.3, 0.22],
      [-0.38, 0.22, 0.12],
      [0.42, 0.3, 0.1],
    ];
    const k = illumination;
    for (const [mx, my, mr] of maria) {
      // x of the terminator at this height, in disc units (lit side is x > t when lit on the right).
      const half = Math.sqrt(Math.max(0, 1 - my * my));
      const t = (1 - 2 * k) * half;
      const inside = litRight ? mx - mr > t : -mx - mr > t;
      if (!inside) continue;
      out.push({ type: "circle", cx: cx + mx * r, cy: cy + my * r, r: mr * r, fill: C.g400, opacity: 0.28 });
    }
  }
  return out;
}

/** The eight phase names with a representative illumination and direction. */
export const PHASES: { name: MoonPhaseName; illumination: number; waxing: boolean }[] = [
  { name: "New Moon", illumination: 0, waxing: true },
  { name: "Waxing Crescent", illumination: 0.25, waxing: true },
  { name: "First Quarter", illumination: 0.5, waxing: true },
  { name: "Waxing Gibbous", illumination: 0.78, waxing: true },
  { name: "Full Moon", illumination: 1, waxing: false },
  { name: "Waning Gibbous", illumination: 0.78, waxing: false },
  { name: "Last Quarter", illumination: 0.5, waxing: false },
  { name: "Waning Crescent", illumination: 0.25, waxing: false },
];

// ---------------------------------------------------------------------------
// Constellations

export function starRadius(mag: number, scale = 1): number {
  return Math.max(0.32, Math.min(1.45, 0.36 + (4.8 - mag) * 0.24)) * scale;
}

/** A constellation fitted (aspect kept, centred) into a box: lines, glows and stars. */
export function constellation(
  con: Constellation,
  b: Box,
  opts: {
    line?: string;
    star?: string;
    lineOpacity?: number;
    scale?: number;
    glow?: boolean;
    lineWidth?: number;
    /**
     * Boxes (a word's ink) no mark may touch: a star that would is left out with its lines, and a line that would
     * cross one is left out (a senior review found two lines meeting at nothing beside the Gratitude card's "W").
     */
    avoid?: Box[];
  } = {},
): { shapes: Shape[]; points: { x: number; y: number; mag: number }[] } {
  const s = Math.min(b.w, b.h);
  const ox = b.x + (b.w - s) / 2;
  const oy = b.y + (b.h - s) / 2;
  const pts = con.stars.map((st) => ({ x: ox + st.x * s, y: oy + st.y * s, mag: st.mag }));
  const scale = opts.scale ?? 1;
  const shapes: Shape[] = [];
  const brightest = Math.min(...pts.map((p) => p.mag));
  const clear = (p: { x: number; y: number }, r: number) =>
    !(opts.avoid ?? []).some((b) => p.x + r > b.x && p.x - r < b.x + b.w && p.y + r > b.y && p.y - r < b.y + b.h);
  // A star is kept when its mark, and the brightest's sparkle, clear every box.
  const kept = pts.map((p) => clear(p, starRadius(p.mag, scale) * (p.mag === brightest ? 3 : 1)));
  const lineClear = (p: { x: number; y: number }, q: { x: number; y: number }) =>
    Array.from({ length: 25 }, (_, i) => i / 24).every((t) =>
      clear({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t }, 0.2 * scale),
    );
  for (const [a, z] of con.lines) {
    const p = pts[a] as { x: number; y: number };
    const q = pts[z] as { x: number; y: number };
    if (!kept[a] || !kept[z] || !lineClear(p, q)) continue;
    // Stop the line short of each star so the stars sit in small gaps.
    const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
    const gap = Math.min(1.2 * scale, len / 4);
    const ux = (q.x - p.x) / len;
    const uy = (q.y - p.y) / len;
    shapes.push({
      type: "line",
      x1: p.x + ux * gap,
      y1: p.y + uy * gap,
      x2: q.x - ux * gap,
      y2: q.y - uy * gap,
      stroke: opts.line ?? C.g300,
      strokeWidth: (opts.lineWidth ?? 0.25) * scale,
      opacity: opts.lineOpacity ?? 0.55,
      lineCap: "round",
    });
  }
  if (opts.glow !== false) {
    // Glow layers ordered layer by layer, so each layer compacts into one path.
    const glows = pts.map((p, i) => (kept[i] ? glow(p.x, p.y, starRadius(p.mag, scale) * 3.2, C.g200, 0.32) : []));
    const layers = Math.max(...glows.map((g) => g.length));
    for (let l = 0; l < layers; l++) for (const g of glows) if (g[l]) shapes.push(g[l] as Shape);
  }
  for (const [i, p] of pts.entries()) {
    const r = starRadius(p.mag, scale) * 3;
    if (p.mag === brightest && kept[i]) shapes.push(sparkle(p.x, p.y, r, opts.star ?? C.g200, 0.9, 0.14));
  }
  for (const [i, p] of pts.entries()) {
    const r = starRadius(p.mag, scale);
    if (kept[i]) shapes.push({ type: "circle", cx: p.x, cy: p.y, r, fill: opts.star ?? C.parch });
  }
  return { shapes, points: pts };
}

/** Ring of small tick marks and dots (a zodiac wheel). */
export function zodiacRing(
  cx: number,
  cy: number,
  r: number,
  color: string,
  opacity = 0.7,
  highlight?: number,
): Shape[] {
  const out: Shape[] = [
    { type: "circle", cx, cy, r, stroke: color, strokeWidth: 0.2, opacity },
    { type: "circle", cx, cy, r: r - 2.2, stroke: color, strokeWidth: 0.12, opacity: opacity * 0.7 },
  ];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2 - Math.PI / 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    out.push({
      type: "line",
      x1: cx + c * r,
      y1: cy + s * r,
      x2: cx + c * (r - 2.2),
      y2: cy + s * (r - 2.2),
      stroke: color,
      strokeWidth: 0.16,
      opacity,
    });
    const a2 = a + Math.PI / 12;
    const isHi = highlight === i;
    out.push({
      type: "circle",
      cx: cx + Math.cos(a2) * (r - 1.1),
      cy: cy + Math.sin(a2) * (r - 1.1),
      r: isHi ? 0.55 : 0.28,
      fill: isHi ? C.g200 : color,
      opacity: isHi ? 1 : opacity,
    });
  }
  return out;
}
