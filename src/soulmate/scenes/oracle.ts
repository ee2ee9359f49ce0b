/**
 * The five oracle cards (Gratitude, Peace, Joy, Love, Protection): same size and frame as the card
 * set. Each is drawn and written from the buyer's own chart (docs/decisions/0061): the card's night
 * is the colour of their sign, lit by their birth moon; their constellation stands behind the
 * emblem; Gratitude shows the planets over their town at dusk, Peace the birth moon over their
 * element's landscape, Joy their sign's glyph in a burst shaped by its mode, Love their sign beside
 * the one across the wheel, Protection their ruling planet over the lantern in their zodiac ring.
 */

import { type Measure, path, type Scene, type Shape, type TextShape } from "../../art/scene";
import { fitSize, paragraphs, typeset } from "../../art/typeset";
import type { OracleName } from "../../shared/pack";
import { STAR_SIGNS, type StarSign } from "../../shared/statuses";
import { bearingOf, type CompassPoint, facesLikeHemisphere, litOnRight } from "../astro";
import { CONSTELLATIONS } from "../constellations";
import { meetingSign, storyContext } from "../story-composer";
import type { StoryContext } from "../story-text/context";
import { loveSignOf, type OracleWords, oracleWords } from "../story-text/oracle";
import { portraitSubject } from "../story-text/portrait";
import type { BirthSky, Element, SoulmateInputs } from "../types";
import { CARD_CX, CARD_FRAME, CARD_H, CARD_W } from "./cards";
import {
  type Box,
  C,
  constellation,
  divider,
  elementGlyph,
  glow,
  moon,
  ornateFrame,
  planetGlyph,
  type Rng,
  radial,
  ray,
  rng,
  sparkle,
  starField,
  text,
  textBox,
  zodiacGlyph,
  zodiacRing,
} from "./common";

/** What a card's emblem is drawn from: the buyer's chart, their town's sky and the card's palette. */
export type OracleChart = {
  sky: BirthSky;
  c: StoryContext;
  /** The Love card's second sign beside the reader's own: the book's pairing, or their own Venus's sign (oracleChart). */
  paired: StarSign;
  words: Record<OracleName, OracleWords>;
  night: string;
  light: string;
  deep: string;
};

export type OracleDesign = { word: string; motif: (r: Rng, cx: number, cy: number, chart: OracleChart) => Shape[] };

/** Each sign's night, dark enough for gold and parchment to read on it in print. */
const SIGN_NIGHT: Record<StarSign, string> = {
  aries: "#2b0f1d",
  taurus: "#0f2117",
  gemini: "#111a38",
  cancer: "#0a2229",
  leo: "#2a1708",
  virgo: "#1b200e",
  libra: "#1d1239",
  scorpio: "#230a27",
  sagittarius: "#25102f",
  capricorn: "#151820",
  aquarius: "#0b1f35",
  pisces: "#07262b",
};

/** The element's own light, for the emblem's glow and accents. */
const ELEMENT_LIGHT: Record<Element, string> = {
  fire: "#f6a86b",
  earth: "#cddb8e",
  air: "#bcd7ff",
  water: "#8fdad2",
};

function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2]
    .map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t))
    .map((v) => v.toString(16).padStart(2, "0"))
    .join("")}`;
}

/** The card's palette: the sign's night, brightened by as much of the moon as was lit at the birth. */
export function oracleChart(sky: BirthSky, inputs: SoulmateInputs, seed: string): OracleChart {
  const night = mix(SIGN_NIGHT[sky.sign], "#5d6390", 0.06 + 0.24 * sky.moon.illumination);
  const c = storyContext(inputs);
  // The Love card's second ring: the sign the book pairs a reader with (the sketch's, meetingSign), or, in a book of
  // the reader's own heart, the sign of their own Venus: a partnered reader read the sign across the wheel on the
  // card as her partner typed (review 26).
  const paired = portraitSubject(inputs.relationshipStatus) === "Heart" ? loveSignOf(c) : meetingSign(inputs, seed);
  return {
    sky,
    c,
    paired,
    words: oracleWords(c, paired),
    night,
    deep: mix(night, "#000000", 0.35),
    light: ELEMENT_LIGHT[sky.element],
  };
}

const CX = CARD_CX;

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

/**
 * How far across the card's dome a body stood, −1 at its left foot to 1 at its right, seen facing the equator: by the
 * true azimuth where it is known, since two planets 9° apart share a compass point.
 */
function acrossDome(place: { direction: CompassPoint; azimuth?: number }, hemisphere: "north" | "south"): number {
  const facing = hemisphere === "north" ? 180 : 0;
  return Math.sin((((place.azimuth ?? bearingOf(place.direction)) - facing) * Math.PI) / 180);
}

/**
 * Where a planet or the moon stood at dusk on the card's half-dome of sky, seen facing the
 * equator (south from a northern town, north from a southern one): the compass point across,
 * the height up the dome.
 */
function domePoint(
  cx: number,
  horizon: number,
  radius: number,
  place: { direction: CompassPoint; altitude: number; azimuth?: number },
  hemisphere: "north" | "south",
) {
  const across = acrossDome(place, hemisphere);
  const lift = (Math.min(1, Math.max(0.14, place.altitude / 90)) * Math.PI) / 2;
  return { x: cx + across * radius * Math.cos(lift), y: horizon - radius * Math.sin(lift) };
}

/**
 * The Gratitude card's bodies on its dome, each where `domePoint` puts it, and two that would overlap moved apart the
 * way they truly lay: across by the side each stood on, or up and down by their heights when they shared a compass
 * point. Always moving the second to the right had drawn Saturn east of Jupiter when it stood 9° west of it, and the
 * moon beside Venus when it stood 14° above it (review 35).
 */
export function domePlaces<T extends { direction: CompassPoint; altitude: number; azimuth?: number }>(
  bodies: readonly T[],
  cx: number,
  horizon: number,
  radius: number,
  hemisphere: "north" | "south",
): { body: T; x: number; y: number }[] {
  const across = (b: T) => acrossDome(b, hemisphere);
  const placed: { body: T; x: number; y: number }[] = [];
  // Inside the dome, clear of the compass letters at its feet.
  const inside = (x: number, y: number) => Math.abs(x - cx) <= radius && y <= horizon - 4 && y >= horizon - radius - 4;
  const clear = (x: number, y: number) => inside(x, y) && !placed.some((p) => Math.hypot(p.x - x, p.y - y) < 6);
  for (const body of bodies) {
    let { x, y } = domePoint(cx, horizon, radius, body, hemisphere);
    for (let tries = 0; tries < 8 && !clear(x, y); tries++) {
      const other = placed.find((p) => Math.hypot(p.x - x, p.y - y) < 6);
      if (!other) break;
      const side = across(body) - across(other.body);
      const up = body.altitude >= other.body.altitude ? -6 : 6;
      // The side it truly lay on first, then above or below by its height, then the other side.
      const moves: [number, number][] =
        Math.abs(side) > 0.05
          ? [
              [other.x + Math.sign(side) * 6.5, y],
              [x, other.y + up],
              [other.x - Math.sign(side) * 6.5, y],
            ]
          : [
              [x, other.y + up],
              [other.x + 6.5, y],
              [other.x - 6.5, y],
            ];
      const next = moves.find(([mx, my]) => clear(mx, my)) ?? moves[0];
      if (!next) break;
      [x, y] = next;
    }
    placed.push({ body, x, y });
  }
  return placed;
}

/** How far below the motif's middle the Gratitude card's horizon runs. */
const GRATITUDE_HORIZON = 9;

/**
 * Which way the Gratitude card's dome faces: the equator's side, so west is on the right from a northern town and on
 * the left from a southern one (a review read Mars, in the north-east over Mendoza, as drawn in the west).
 */
function horizonLetters(cx: number, horizon: number, hemisphere: "north" | "south"): TextShape[] {
  const [left, right] = hemisphere === "north" ? ["E", "W"] : ["W", "E"];
  return [
    text(cx - 23, horizon + 3.4, left, 5, "display", C.g400, { anchor: "middle" }),
    text(cx + 23, horizon + 3.4, right, 5, "display", C.g400, { anchor: "middle" }),
  ];
}

/** Gratitude: the sheaf under the town's own dusk sky, its planets and moon where they stood; the sign's stars without a town. */
function gratitudeMotif(_r: Rng, cx: number, cy: number, chart: OracleChart): Shape[] {
  const out: Shape[] = [];
  const horizon = cy + GRATITUDE_HORIZON;
  const R = 24;
  out.push(...glow(cx, horizon, 30, chart.light, 0.3));
  out.push({
    type: "path",
    d: path()
      .M(cx - R, horizon)
      .A(R, R, 0, false, true, cx + R, horizon)
      .toString(),
    stroke: C.g500,
    strokeWidth: 0.2,
    opacity: 0.7,
    dash: [0.4, 0.9],
  });
  const sky = chart.c.townSky;
  // The low planets too: the card may thank one (Venus 2° up over Mendoza), and a review found it missing from the sky.
  const bodies = [
    ...(sky?.eveningPlanets ?? []).map((p) => ({ ...p, kind: "planet" as const })),
    ...(sky?.lowPlanets ?? []).map((p) => ({ ...p, kind: "planet" as const })),
    ...(sky?.eveningMoon ? [{ ...sky.eveningMoon, kind: "moon" as const, planet: "Moon" as const }] : []),
  ];
  if (bodies.length > 0) {
    for (const { body, x, y } of domePlaces(bodies, cx, horizon, R - 4, chart.sky.hemisphere)) {
      if (body.kind === "moon") {
        out.push(
          ...moon(x, y, 2.4, Math.max(0.1, chart.sky.moon.illumination), litOnRight(chart.sky.moon.waxing, chart.sky), {
            glow: 0.6,
            detail: false,
          }),
        );
      } else {
        out.push(...glow(x, y, 3.4, chart.light, 0.5), sparkle(x, y, 1.9, C.parch));
        out.push(planetGlyph(body.planet, x + 3.2, y - 2.6, 2.6, C.g300, 0.25));
      }
    }
  } else {
    const fig = constellation(
      CONSTELLATIONS[chart.sky.sign],
      { x: cx - 15, y: horizon - 24, w: 30, h: 21 },
      {
        scale: 0.7,
        glow: false,
      },
    );
    out.push(...fig.shapes);
  }
  out.push({ type: "line", x1: cx - 26, y1: horizon, x2: cx + 26, y2: horizon, stroke: C.g400, strokeWidth: 0.3 });
  if (bodies.length > 0) out.push(...horizonLetters(cx, horizon, chart.sky.hemisphere));
  // The sheaf stands below the horizon, so the sky above it stays clear for the planets.
  const base = horizon + 17;
  for (const a of [-0.45, -0.22, 0, 0.22, 0.45]) out.push(...wheat(cx, base - 4, a, a === 0 ? 11.5 : 10));
  out.push({
    type: "path",
    d: path()
      .M(cx - 2.4, base - 5)
      .Q(cx, base - 3.8, cx + 2.4, base - 5)
      .L(cx + 2.4, base - 3.2)
      .Q(cx, base - 2, cx - 2.4, base - 3.2)
      .Z()
      .toString(),
    fill: C.g500,
  });
  return out;
}

/** The land under the Peace card's moon, in the buyer's element. */
function elementLand(element: Element, cx: number, horizon: number, chart: OracleChart, r: Rng): Shape[] {
  const out: Shape[] = [];
  const w = 25;
  if (element === "water") {
    out.push({ type: "line", x1: cx - w, y1: horizon, x2: cx + w, y2: horizon, stroke: C.g400, strokeWidth: 0.3 });
    for (let i = 0; i < 6; i++) {
      const y = horizon + 3 + i * 3;
      const half = 22 - i * 2.6 + r.range(-1, 1);
      out.push({
        type: "line",
        x1: cx - half,
        y1: y,
        x2: cx + half,
        y2: y,
        stroke: i % 2 ? chart.light : C.g500,
        strokeWidth: 0.22,
        opacity: 0.7 - i * 0.07,
        lineCap: "round",
      });
    }
  } else if (element === "earth") {
    for (const [dy, k, fill] of [
      [0, 7, chart.deep],
      [5, 5, mix(chart.deep, chart.light, 0.12)],
    ] as const) {
      out.push({
        type: "path",
        d: path()
          .M(cx - w, horizon + dy + 4)
          .Q(cx - 12, horizon + dy - k, cx, horizon + dy + 1)
          .Q(cx + 12, horizon + dy - k - 2, cx + w, horizon + dy + 3)
          .L(cx + w, horizon + 20)
          .L(cx - w, horizon + 20)
          .Z()
          .toString(),
        fill,
        stroke: C.g500,
        strokeWidth: 0.18,
      });
    }
  } else if (element === "air") {
    for (let i = 0; i < 4; i++) {
      const y = horizon + i * 4.2;
      const x = cx + r.range(-8, 8);
      out.push({
        type: "ellipse",
        cx: x,
        cy: y,
        rx: 14 - i * 1.5,
        ry: 1.6,
        fill: chart.light,
        opacity: 0.16 + i * 0.05,
      });
      out.push({
        type: "path",
        d: path()
          .M(x - 12 + i, y)
          .Q(x, y - 2.2, x + 12 - i, y)
          .toString(),
        stroke: chart.light,
        strokeWidth: 0.22,
        opacity: 0.6,
      });
    }
  } else {
    out.push({
      type: "path",
      d: path()
        .M(cx - w, horizon + 5)
        .Q(cx - 9, horizon - 4, cx + 4, horizon + 3)
        .Q(cx + 14, horizon - 2, cx + w, horizon + 4)
        .L(cx + w, horizon + 20)
        .L(cx - w, horizon + 20)
        .Z()
        .toString(),
      fill: chart.deep,
      stroke: C.g500,
      strokeWidth: 0.18,
    });
    for (let i = 0; i < 9; i++) {
      out.push({
        type: "circle",
        cx: cx + r.range(-20, 20),
        cy: horizon + r.range(-10, 2),
        r: r.range(0.25, 0.5),
        fill: chart.light,
        opacity: 0.7,
      });
    }
  }
  return out;
}

/** Peace: the birth moon as it truly was, seen from home, over the buyer's element. */
function peaceMotif(r: Rng, cx: number, cy: number, chart: OracleChart): Shape[] {
  const out: Shape[] = [];
  const horizon = cy + 7;
  const { moon: m } = chart.sky;
  const right = litOnRight(m.waxing, chart.sky);
  out.push(...glow(cx, cy - 9, 22, chart.light, 0.2 + 0.3 * m.illumination));
  out.push(...moon(cx, cy - 9, 9, m.illumination, right, { glow: 0.6, detail: true }));
  if (chart.sky.element === "water") {
    out.push({
      type: "group",
      transform: { translate: [cx, horizon + 9], scale: [1, -0.5] },
      children: moon(0, 0, 9, m.illumination, right, { glow: 0, detail: false }).map(
        (s) => ({ ...s, opacity: 0.28 }) as Shape,
      ),
    });
  }
  out.push(...elementLand(chart.sky.element, cx, horizon, chart, r));
  return out;
}

/** Joy: the sign's glyph at the heart of a burst whose rays follow its mode. */
function joyMotif(r: Rng, cx: number, cy: number, chart: OracleChart): Shape[] {
  const out: Shape[] = [];
  out.push(...glow(cx, cy, 28, chart.light, 0.35));
  const modality = chart.sky.modality;
  const n = modality === "cardinal" ? 16 : modality === "fixed" ? 24 : 36;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + (modality === "mutable" ? 0.06 * i : 0);
    const long = modality === "cardinal" ? i % 4 === 0 : modality === "fixed" ? i % 2 === 0 : i % 3 === 0;
    const r0 = 9;
    const r1 = long ? 25 : modality === "mutable" ? 15 + (i % 3) * 2 : 18;
    out.push(ray(cx, cy, a, r0, r1, long ? chart.light : C.g500, long ? 0.35 : 0.2, 0.85));
    if (long)
      out.push({
        type: "circle",
        cx: cx + Math.cos(a) * (r1 + 1.5),
        cy: cy + Math.sin(a) * (r1 + 1.5),
        r: 0.4,
        fill: C.g200,
      });
  }
  for (let i = 0; i < 9; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = r.range(11, 22);
    out.push(sparkle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, r.range(0.7, 1.5), C.g200, r.range(0.7, 1)));
  }
  out.push({ type: "circle", cx, cy, r: 8, fill: chart.deep, stroke: C.g400, strokeWidth: 0.35 });
  out.push(...glow(cx, cy, 7, chart.light, 0.35));
  out.push(zodiacGlyph(chart.sky.sign, cx, cy, 9, C.g200, 0.55));
  return out;
}

/** Love: two linked rings, the buyer's sign in one and the sign the book pairs them with in the other, in their elements' light. */
function loveMotif(_r: Rng, cx: number, cy: number, chart: OracleChart): Shape[] {
  const out: Shape[] = [];
  const R = 12;
  const d = 7.6;
  const lx = cx - d;
  const rx = cx + d;
  const other =
    ELEMENT_LIGHT[({ fire: "air", air: "fire", earth: "water", water: "earth" } as const)[chart.sky.element]];
  out.push(...glow(cx, cy, 30, chart.light, 0.3));
  const ring = (x: number, color: string): Shape[] => [
    { type: "circle", cx: x, cy, r: R, stroke: C.g500, strokeWidth: 2.4 },
    { type: "circle", cx: x, cy, r: R, stroke: color, strokeWidth: 1.3 },
    { type: "circle", cx: x, cy, r: R - 0.6, stroke: C.parch, strokeWidth: 0.22, opacity: 0.7 },
  ];
  out.push(...ring(lx, chart.light), ...ring(rx, other));
  out.push(zodiacGlyph(chart.sky.sign, lx - 4, cy, 6.5, C.g200, 0.45));
  // Venus in the reader's own sign: the second ring carries Venus's mark, not the same sign twice (review 28).
  out.push(
    chart.paired === chart.sky.sign
      ? planetGlyph("Venus", rx + 4, cy, 6.5, C.g200, 0.45)
      : zodiacGlyph(chart.paired, rx + 4, cy, 6.5, C.g200, 0.45),
  );
  out.push(...glow(cx, cy, 5, C.g200, 0.45), sparkle(cx, cy, 2.2, C.parch));
  out.push(...glow(cx, cy - R - 7, 6, C.g200, 0.5), sparkle(cx, cy - R - 7, 2.4, C.parch));
  return out;
}

/** Protection: the lantern under the ruling planet, in a zodiac ring with the buyer's sign lit. */
function protectionMotif(_r: Rng, cx: number, cy: number, chart: OracleChart): Shape[] {
  const out: Shape[] = [];
  out.push(...glow(cx, cy, 30, chart.light, 0.3));
  const signIndex = STAR_SIGNS.indexOf(chart.sky.sign);
  out.push(...zodiacRing(cx, cy, 24, C.g400, 0.8, signIndex));
  out.push({
    type: "circle",
    cx,
    cy,
    r: 17,
    fill: radial(cx, cy, 17, [0, mix(chart.night, chart.light, 0.15)], [1, chart.deep]),
    stroke: C.g400,
    strokeWidth: 0.3,
  });
  const a = ((signIndex + 0.5) / 12) * Math.PI * 2 - Math.PI / 2;
  out.push(...glow(cx + Math.cos(a) * 22.9, cy + Math.sin(a) * 22.9, 3.6, chart.light, 0.6));
  out.push(zodiacGlyph(chart.sky.sign, cx, cy + 11.2, 3.8, C.g300, 0.3));
  out.push(planetGlyph(chart.sky.rulingPlanet, cx, cy - 10.5, 5.2, C.g200, 0.4));
  const ly = cy - 4;
  const w = 6.4;
  const h = 9.5;
  out.push(...glow(cx, ly + h * 0.55, 10, chart.light, 0.5));
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
          [cx, ly - 2.4],
          [cx + w * 0.62, ly + 1],
        ],
        true,
      )
      .toString(),
    fill: chart.deep,
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
  return out;
}

export const ORACLE_DESIGNS: Record<OracleName, OracleDesign> = {
  gratitude: { word: "Gratitude", motif: gratitudeMotif },
  peace: { word: "Peace", motif: peaceMotif },
  joy: { word: "Joy", motif: joyMotif },
  love: { word: "Love", motif: loveMotif },
  protection: { word: "Protection", motif: protectionMotif },
};

/** Names longer than this are left off the card's eyebrow, so it stays one line. */
const EYEBROW_NAME_MAX = 14;

/** The card's words: the theme, a first-person affirmation and the facts it was drawn from. */
function oracleTexts(measure: Measure, eyebrow: string, word: string, words: OracleWords, chart: OracleChart): Shape[] {
  const out: Shape[] = [];
  const ey = CARD_FRAME.y + 10.3;
  const es = fitSize(measure, eyebrow, "display", 5.2, 44, 0.34);
  out.push(text(CARD_CX, ey, eyebrow, es, "display", C.g400, { letterSpacing: 0.34 }));
  const ty = 85.2;
  out.push(text(CARD_CX, ty, word, Math.max(8, fitSize(measure, word, "display", 13, 52, 0.03)), "display", C.g300));
  out.push(...divider(CARD_CX, ty + 3.6, 9));
  // The last baseline stays clear of the birth marks' row below it, descenders and all (review 31: "keeps its place"
  // touched the moon when three lines of facts followed three of affirmation).
  const lowest = CARD_FRAME.y + CARD_FRAME.h - 4.4 - 3.4;
  const set = (line: string, font: "italic" | "body", start: number, maxLines: number, from: number, color: string) => {
    let size = start;
    let block = typeset(
      paragraphs(line),
      measure,
      { font, size, leading: 1.22, color, align: "center" },
      { x: CARD_CX - 26.5, y: from, width: 53 },
    );
    while ((block.lines > maxLines || block.overflow || from + block.depth > lowest) && size > 5.6) {
      size -= 0.25;
      block = typeset(
        paragraphs(line),
        measure,
        { font, size, leading: 1.22, color, align: "center" },
        { x: CARD_CX - 26.5, y: from, width: 53 },
      );
    }
    return block;
  };
  // The facts at a size print can carry (review 30 read them at 5.5 pt): three lines of up to 6.8 pt, not two of 6.2.
  // Where three lines of affirmation leave them too little room, the affirmation steps down first, to 7 pt.
  const factColour = mix(C.parch, chart.light, 0.3);
  let affirmation = set(words.affirmation, "italic", 8.2, 3, ty + 9, C.parch);
  let message = set(words.message, "body", 6.8, 3, ty + 9 + affirmation.depth + 5.2, factColour);
  for (let size = 7.9; message.shapes[0] && message.shapes[0].size < 6.3 && size >= 7; size -= 0.3) {
    affirmation = set(words.affirmation, "italic", size, 3, ty + 9, C.parch);
    message = set(words.message, "body", 6.8, 3, ty + 9 + affirmation.depth + 5.2, factColour);
  }
  out.push(...affirmation.shapes, ...message.shapes);
  return out;
}

export function oracleScene(
  name: OracleName,
  index: number,
  sky: BirthSky,
  inputs: SoulmateInputs,
  seed: string,
  measure: Measure,
  chart: OracleChart = oracleChart(sky, inputs, seed),
): Scene {
  const design = ORACLE_DESIGNS[name];
  const r = rng(seed, "oracle", name, sky.sign, inputs.birthday.day, inputs.birthday.month, inputs.birthday.year);
  const cy = 47;
  const shapes: Shape[] = [...glow(CX, cy, 36, chart.deep, 0.6)];
  // The Gratitude card's compass letters, at the ends of its horizon: no star of the field lands on them.
  const letters =
    name === "gratitude"
      ? horizonLetters(CX, cy + GRATITUDE_HORIZON, sky.hemisphere).map((t) => textBox(measure, t))
      : [];
  // The buyer's constellation, large and faint, behind the emblem: shifted a little on each card. Not on Gratitude,
  // whose horizon and planets stand where they stood: a figure drawn across that sky read as the sign's true place
  // (review 31: Leo's Regulus "below the horizon" when it stood 7 degrees up in the west-north-west).
  shapes.push(
    ...(name === "gratitude"
      ? { shapes: [] }
      : constellation(CONSTELLATIONS[sky.sign], watermarkBox(index), {
          scale: 0.8,
          glow: false,
          lineOpacity: 0.22,
          line: chart.light,
        })
    ).shapes.map((s) => ({ ...s, opacity: Math.min(0.45, (s as { opacity?: number }).opacity ?? 0.45) }) as Shape),
  );
  const numeral = ["I", "II", "III", "IV", "V"][index] ?? "";
  const person = chart.c.name?.replace(/\s+/g, " ").trim() ?? "";
  const owner = person !== "" && Array.from(person).length <= EYEBROW_NAME_MAX ? `${person}’s Oracle` : "Oracle";
  const words = oracleTexts(measure, `${owner} · ${numeral}`.toUpperCase(), design.word, chart.words[name], chart);
  shapes.push(
    ...starField(r, { x: 0, y: 0, w: CARD_W, h: CARD_H }, 55, {
      avoid: [
        { cx: CX, cy, rx: 27, ry: 28 },
        { cx: CX, cy: 100, rx: 32, ry: 17 },
        { cx: CX, cy: CARD_FRAME.y + 9.5, rx: 24, ry: 4 },
        // The words' own boxes too: the ellipses alone let a sparkle land on the title (a buyer review, "JOY", "PEACE").
        ...words.flatMap((s) => (s.type === "text" ? [textBox(measure, s)] : [])),
        // And the Gratitude card's compass letters.
        ...letters,
        // And the frame's double rules, which a sparkle straddled.
        ...frameRules(CARD_FRAME, 1.3),
      ],
      sparkles: 3,
      dim: 0.85,
    }),
  );
  shapes.push(...design.motif(r, CX, cy, chart));
  shapes.push(...ornateFrame(CARD_FRAME, { radius: 2.5, corner: 3.4 }));
  shapes.push(...words);
  shapes.push(...birthMarks(sky, CARD_FRAME.y + CARD_FRAME.h - 4.4, 0.9));
  return { width: CARD_W, height: CARD_H, background: chart.night, shapes };
}

/**
 * How far inside the frame's outer rule the constellation behind the emblem keeps its stars' points: its brightest
 * star's sparkle then clears the inner rule, 1.3 mm in, by at least half a millimetre.
 */
export const WATERMARK_INSET = 5;

/**
 * Where the buyer's constellation stands behind a card's emblem: a square, shifted a little on each card and always
 * inside the frame. A wider square shifted further let a wide figure's end star sit on the frame's rule (reviews 27
 * and 28: Gemini's Castor on the left rule of every card).
 */
export function watermarkBox(index: number): Box {
  const w = 48;
  const x = Math.min(
    Math.max(CX - w / 2 + (index - 2) * 0.75, CARD_FRAME.x + WATERMARK_INSET),
    CARD_FRAME.x + CARD_FRAME.w - WATERMARK_INSET - w,
  );
  return { x, y: 50 - w / 2, w, h: w };
}

/** The four strips a double-ruled frame's rules run along, `inner` apart. */
function frameRules(b: Box, inner: number): Box[] {
  return [
    { x: b.x, y: b.y, w: b.w, h: inner },
    { x: b.x, y: b.y + b.h - inner, w: b.w, h: inner },
    { x: b.x, y: b.y, w: inner, h: b.h },
    { x: b.x + b.w - inner, y: b.y, w: inner, h: b.h },
  ];
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
  // A tropical town that faced the moon the other hemisphere's way has its own back (its moon lit on the other
  // side). The share of the moon lit, to the nearest 5%, is in the key too: one drawing of each phase showed a moon 96%
  // lit as about 75% (review 39).
  return `${sky.sign}-${sky.moon.name.toLowerCase().replace(/\s+/g, "-")}-${Math.round(backLit(sky) * 100)}-${sky.hemisphere}${facesLikeHemisphere(sky) ? "" : `-facing-${sky.moonFacing}`}`;
}

/** The birth moon's lit share as the oracle back draws it: to the nearest 5%, and at least a tenth, so it shows. */
const backLit = (sky: BirthSky): number => Math.max(0.1, Math.round(sky.moon.illumination * 20) / 20);

/**
 * The back all five oracle cards share: the buyer's sign in a zodiac wheel,
 * their birth moon above (its lit share to the nearest 5%, lit as their town faced it)
 * and their element below, symmetrical enough to shuffle face down without giving a
 * card away. It depends only on those and the way the town faced to see the moon
 * (`oracleBackVariant`), so one rendering serves every buyer who shares them.
 */
export function oracleBackScene(sky: BirthSky): Scene {
  const phase = { illumination: backLit(sky), waxing: sky.moon.waxing };
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
