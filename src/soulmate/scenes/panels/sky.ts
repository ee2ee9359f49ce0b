/** The sky panels: the sign's constellation, the birth moon among its phases, the ruling planet. */

import { path, type Scene, type Shape } from "../../../art/scene";
import { litOnRight, planetPhaseOn } from "../../astro";
import { CONSTELLATIONS } from "../../constellations";
import { skyFromOf } from "../../sky-from";
import type { BirthSky, Planet, SoulmateInputs } from "../../types";
import {
  C,
  constellation,
  glow,
  linear,
  moon,
  moonLitPath,
  PHASES,
  planetGlyph,
  type Rng,
  radial,
  ray,
  sparkle,
  starField,
  text,
} from "../common";
import { type Ctx, FULL, H, label, W } from "./shared";

/** The centre the constellation panel's sky turns about (the web page's CSS uses it too). */
export const SKY_TURN_CENTRE: [number, number] = [60, 38];

export function constellationScene({ sky, r, plain }: Ctx): Scene {
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

export function moonScene({ sky, r }: Ctx): Scene {
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

/**
 * A planet is drawn at the phase it showed that day, lit on the side toward the sun as a viewer of the buyer's
 * hemisphere saw it: the planet page's text tells Venus's phase, and a full disc beside "a crescent, about 36%
 * illuminated" contradicted it (a review); a Jupiter 99% lit was drawn half in shadow (another). The moon, a Cancer's
 * ruler, at the birth moon's phase (review 40 found a 3% crescent drawn full). Without a birthday (a sample), or for the
 * sun, none.
 */
export function planetPhase(planet: Planet, sky: BirthSky, inputs?: SoulmateInputs): PlanetPhase | null {
  if (planet === "Moon") return { lit: sky.moon.illumination, right: litOnRight(sky.moon.waxing, sky) };
  if (planet === "Sun" || !inputs) return null;
  // Read where the book reads its sky: the town, or the capital of a book without one (decision 0096).
  const { lit, east, ringTilt } = planetPhaseOn(planet, inputs.birthday, skyFromOf(inputs).longitude);
  return { lit, right: sky.hemisphere === "south" ? !east : east, ...(planet === "Saturn" ? { ringTilt } : {}) };
}

/** A planet's lit share and side as drawn, and for Saturn how far its rings stood open to the earth, in degrees. */
export type PlanetPhase = { lit: number; right: boolean; ringTilt?: number };

export function planetShapes(
  planet: Planet,
  cx: number,
  cy: number,
  scale: number,
  r: Rng,
  phase: PlanetPhase | null = null,
): Shape[] {
  const look = PLANET_LOOK[planet];
  const R = look.r * scale;
  const out: Shape[] = [];
  if (phase && (planet === "Venus" || planet === "Mercury")) {
    out.push(...glow(cx, cy, R * 1.9, look.light, 0.22));
    // A planet's face has no craters to show (a buyer's review found Venus drawn as a second moon).
    out.push(...moon(cx, cy, R, phase.lit, phase.right, { glow: 0, lit: look.light, detail: false }));
    return out;
  }
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
    // At the birth moon's lit share and side, as the moon page draws it: a 3% crescent had been drawn full (review 40).
    out.push(...moon(cx, cy, R, phase?.lit ?? 1, phase?.right ?? true, { glow: 1 }));
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
  // The rings about the planet: the far half behind the disc, the near half (with an inner ring) in front.
  const ringHalf = (
    radius: number,
    depth: number,
    near: boolean,
    stroke: string,
    width: number,
    opacity: number,
  ): Shape => ({
    type: "path",
    d: path().M(-radius, 0).A(radius, depth, 0, false, !near, radius, 0).toString(),
    stroke,
    strokeWidth: width * scale,
    opacity,
  });
  const rings = (tilt: number, children: Shape[]): Shape => ({
    type: "group",
    transform: { translate: [cx, cy], rotate: tilt },
    children,
  });
  // How open the rings are drawn: Saturn's as the earth saw them that day (a review found them wide open in January
  // 1979, four degrees from edge-on), never quite a line; otherwise the usual three-quarter view.
  const open =
    phase?.ringTilt === undefined ? 0.26 : Math.max(0.05, Math.sin((Math.abs(phase.ringTilt) * Math.PI) / 180));
  // Saturn's broad bright rings in gold; Uranus's are narrow and dark, drawn as two faint threads (review 30 read its
  // thick gold rings as Saturn's).
  const faint = look.rings === "tilted";
  const [outer, inner] = faint
    ? [
        { stroke: C.mist, width: 0.22, back: 0.3, front: 0.45 },
        { stroke: C.mist, width: 0.12, back: 0.25, front: 0.35 },
      ]
    : [
        { stroke: C.g300, width: 0.9, back: 0.55, front: 0.9 },
        { stroke: C.g200, width: 0.35, back: 0.5, front: 0.8 },
      ];
  const ringBack = (tilt: number): Shape =>
    rings(tilt, [
      ringHalf(R * 2.1, R * 2.1 * open, false, outer.stroke, outer.width, outer.back),
      ringHalf(R * 1.7, R * 1.7 * open, false, inner.stroke, inner.width, inner.back),
    ]);
  const ringFront = (tilt: number): Shape =>
    rings(tilt, [
      ringHalf(R * 2.1, R * 2.1 * open, true, outer.stroke, outer.width, outer.front),
      ringHalf(R * 1.7, R * 1.7 * open, true, inner.stroke, inner.width, inner.front),
    ]);
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
  // The night side as it was that day: a sliver on the limb away from the sun (none to see for a Jupiter 99% lit).
  const shade = phase ? moonLitPath(cx, cy, R, 1 - phase.lit, !phase.right) : null;
  if (shade) out.push({ type: "path", d: shade, fill: C.n950, opacity: 0.55 });
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

export function planetScene({ sky, inputs, r, plain }: Ctx): Scene {
  const shapes: Shape[] = [];
  const planet = sky.rulingPlanet;
  const px = r.range(64, 74);
  const py = r.range(36, 42);
  shapes.push(...starField(r, FULL, 120, { avoid: [{ cx: px, cy: py, rx: 24, ry: 22 }], sparkles: 4 }));
  const phase = planetPhase(planet, sky, inputs);
  if (planet !== "Sun") {
    // The Sun's light from the left edge, and the orbit sweeping past; from the right for a Venus or Mercury lit
    // on its right that day, so its lit side faces the sun in the picture too.
    const sunX = phase?.right ? W + 8 : -8;
    shapes.push(...glow(sunX, 44, 60, C.g400, 0.4));
    shapes.push(...glow(sunX, 44, 20, C.g200, 0.8));
    shapes.push({
      type: "group",
      transform: { translate: [sunX, 44], rotate: phase?.right ? 6 : -6 },
      children: [
        {
          type: "ellipse",
          cx: px - sunX,
          cy: 0,
          rx: Math.abs(px - sunX),
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
  shapes.push(...planetShapes(planet, px, py, 1, r, phase));
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
