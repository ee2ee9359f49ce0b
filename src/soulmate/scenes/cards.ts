/**
 * The symbolic card set: five fronts and a shared back, 70 × 120 mm trim plus
 * 3 mm bleed. Each front frames a piece of the storybook's art in an arched
 * window, with an emblem, a title and one line of meaning.
 */

import { type Measure, path, type Scene, type Shape } from "../../art/scene";
import { fitSize, paragraphs, typeset } from "../../art/typeset";
import { formatBirthday } from "../../shared/quiz";
import { STAR_SIGNS, type StarSign } from "../../shared/statuses";
import { litOnRight } from "../astro";
import { CONSTELLATIONS } from "../constellations";
import type { SkyChart } from "../sky-chart";
import { composePortrait } from "../story-composer";
import { litPercent } from "../story-text/moon";
import { PLANET_TEXT } from "../story-text/planets";
import { portraitSubject } from "../story-text/portrait";
import type { BirthSky, Element, Planet, SoulmateInputs, StoryPortrait } from "../types";
import { short } from "./book";
import {
  type Box,
  C,
  compassStar,
  constellation,
  divider,
  elementGlyph,
  glow,
  moon,
  ornateFrame,
  PHASES,
  planetGlyph,
  type Rng,
  radial,
  rng,
  sparkle,
  starField,
  text,
  textBox,
  zodiacGlyph,
  zodiacRing,
} from "./common";
import { planetPhase, planetShapes } from "./panels";
import { flame, hills } from "./panels/pieces";
import { skyDisc } from "./sky-chart";

export const CARD_BLEED = 3;
export const CARD_W = 70 + 2 * CARD_BLEED;
export const CARD_H = 120 + 2 * CARD_BLEED;
export const CARD_CX = CARD_W / 2;
export const CARD_FRAME: Box = { x: CARD_BLEED + 4.5, y: CARD_BLEED + 4.5, w: 61, h: 111 };

/** What a card is drawn from; the portrait is the book's own, drawn once per card. */
type CardCtx = { sky: BirthSky; inputs: SoulmateInputs; seed: string; portrait: StoryPortrait; chart: SkyChart | null };

function cardCtx(sky: BirthSky, inputs: SoulmateInputs, seed: string, chart: SkyChart | null = null): CardCtx {
  return { sky, inputs, seed, portrait: composePortrait(inputs, seed), chart };
}

export type CardDesign = {
  key: "sign" | "moon" | "element" | "planet" | "soulmate";
  /** What the card is of: "Sign", "Moon"…; the eyebrow reads "Ari's Sign", or "Your Sign" without a name. */
  subject: string;
  title: (c: CardCtx) => string;
  line: (c: CardCtx) => string;
  emblem: (c: CardCtx, x: number, y: number) => Shape[];
};

const ELEMENT_NAME: Record<Element, string> = { fire: "Fire", earth: "Earth", air: "Air", water: "Water" };
const ELEMENT_LINE: Record<Element, string> = {
  fire: "Spark, courage and the warmth that draws others near",
  earth: "Roots, patience and a love that builds to last",
  air: "Breath, thought and the open sky between two minds",
  water: "Depth, feeling and the tide that always returns",
};
const PLANET_LINE: Record<Planet, string> = {
  Mars: "Courage, desire and the will to begin",
  Venus: "Harmony, beauty and the art of choosing well",
  Mercury: "Words, wit and the messages between hearts",
  Moon: "Feeling, memory and the light of home",
  Sun: "Warmth, pride and a heart that shines",
  Pluto: "Depth, renewal and a love that transforms",
  Jupiter: "Generosity, faith and room to grow",
  Saturn: "Devotion, time and promises kept",
  Uranus: "Surprise, freedom and a love that awakens",
  Neptune: "Dreams, compassion and the sea of longing",
};
/** "A, b and c" from a portrait's traits. */
function traitsLine(traits: readonly string[]): string {
  const three = traits.slice(0, 3);
  const text = three.length > 1 ? `${three.slice(0, -1).join(", ")} and ${three.at(-1)}` : (three[0] ?? "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const CARD_DESIGNS: readonly CardDesign[] = [
  {
    key: "sign",
    subject: "Sign",
    title: ({ sky }) => sky.signName,
    line: ({ sky, inputs }) =>
      // No-break spaces bind each separator to the word before it: no line starts with "· mutable".
      // "ruled by the sun", the planet's mid-sentence name as the book says it, not "ruled by Sun" (review 29).
      `Born ${formatBirthday(inputs.birthday)}\u00a0· ${ELEMENT_NAME[sky.element]}\u00a0· ${sky.modality}\u00a0· ruled by ${PLANET_TEXT[sky.rulingPlanet].name}`,
    emblem: ({ sky }, x, y) => [zodiacGlyph(sky.sign, x, y, 5.6, C.g300, 0.4)],
  },
  {
    key: "moon",
    subject: "Moon",
    title: ({ sky }) => sky.moon.name,
    line: ({ sky, inputs }) => `${litPercent(sky.moon.illumination)} illuminated on ${formatBirthday(inputs.birthday)}`,
    emblem: ({ sky }, x, y) =>
      moon(x, y, 2.6, Math.max(0.1, sky.moon.illumination), litOnRight(sky.moon.waxing, sky), {
        glow: 0,
        detail: false,
      }),
  },
  {
    key: "element",
    subject: "Element",
    title: ({ sky }) => ELEMENT_NAME[sky.element],
    line: ({ sky }) => ELEMENT_LINE[sky.element],
    emblem: ({ sky }, x, y) => elementGlyph(sky.element, x, y + 0.3, 5.2, C.g300, 0.4),
  },
  {
    key: "planet",
    subject: "Planet",
    title: ({ sky }) =>
      sky.rulingPlanet === "Moon" ? "The Moon" : sky.rulingPlanet === "Sun" ? "The Sun" : sky.rulingPlanet,
    line: ({ sky }) => PLANET_LINE[sky.rulingPlanet],
    emblem: ({ sky }, x, y) => [planetGlyph(sky.rulingPlanet, x, y, 5.4, C.g300, 0.4)],
  },
  {
    // The soulmate as the book's portrait draws them: their title, three traits, their element.
    key: "soulmate",
    subject: "Soulmate",
    title: ({ portrait }) => portrait.title,
    line: ({ portrait }) => traitsLine(portrait.traits),
    emblem: ({ portrait }, x, y) => elementGlyph(portrait.element, x, y + 0.3, 5.2, C.g300, 0.4),
  },
];

/** Names longer than this read "Your …" on the cards, so the eyebrow stays one line. */
const EYEBROW_NAME_MAX = 14;

/** "Ari's Sign"; "Your Sign" without a name, or with one too long for the card. */
export function cardEyebrow(design: CardDesign, inputs: SoulmateInputs): string {
  const name = inputs.firstName?.replace(/\s+/g, " ").trim() ?? "";
  // The portrait's card names what the portrait is of: a partnered or widowed buyer's reads their own heart.
  const subject = design.key === "soulmate" ? portraitSubject(inputs.relationshipStatus) : design.subject;
  if (name === "" || Array.from(name).length > EYEBROW_NAME_MAX) return `Your ${subject}`;
  return `${name}’s ${subject}`;
}

export function cardTitle(design: CardDesign, sky: BirthSky, inputs: SoulmateInputs, seed: string): string {
  return `${cardEyebrow(design, inputs)}: ${design.title(cardCtx(sky, inputs, seed))}`;
}

/**
 * Cards are rendered to PNG many times per order, so their backgrounds are a solid colour with one
 * bounded glow (full-card gradients and clip layers are what make resvg slow).
 */
const CARD_BG = C.n900;

/** Eyebrow, title, divider and a one- or two-line italic caption: shared by cards and oracles. */
export function cardTexts(
  measure: Measure,
  eyebrow: string,
  title: string,
  line: string,
  opts: { titleY?: number; titleSize?: number } = {},
): Shape[] {
  const out: Shape[] = [];
  const ey = CARD_FRAME.y + 10.3;
  const eyebrowText = eyebrow.toUpperCase();
  const es = fitSize(measure, eyebrowText, "display", 5.4, 44, 0.34);
  out.push(text(CARD_CX, ey, eyebrowText, es, "display", C.g400, { letterSpacing: 0.34 }));
  const ew = measure(eyebrowText, "display", es) / 2 + (eyebrowText.length * 0.34 * es * 0.3528) / 2 + 2.6;
  out.push(sparkle(CARD_CX - ew, ey - 0.7, 0.8, C.g500), sparkle(CARD_CX + ew - 0.5, ey - 0.7, 0.8, C.g500));
  const ty = opts.titleY ?? 98.6;
  const ts = Math.max(8, fitSize(measure, title, "display", opts.titleSize ?? 13.5, 52, 0.03));
  out.push(text(CARD_CX, ty, title, ts, "display", C.g300, { letterSpacing: 0.03 }));
  out.push(...divider(CARD_CX, ty + 4.2, 9));
  let size = 8.8;
  let block = typeset(
    paragraphs(line),
    measure,
    { font: "italic", size, leading: 1.3, color: C.parch, align: "center" },
    { x: CARD_CX - 26, y: ty + 10.4, width: 52 },
  );
  while ((block.lines > 2 || block.overflow) && size > 6.5) {
    size -= 0.25;
    block = typeset(
      paragraphs(line),
      measure,
      { font: "italic", size, leading: 1.3, color: C.parch, align: "center" },
      { x: CARD_CX - 26, y: ty + 10.4, width: 52 },
    );
  }
  out.push(...block.shapes);
  return out;
}

/** An arch: semicircular top of the given width, straight sides down to `bottom`. */
function archPath(x0: number, x1: number, top: number, bottom: number): string {
  const r = (x1 - x0) / 2;
  return path()
    .M(x0, bottom)
    .V(top + r)
    .A(r, r, 0, false, true, x1, top + r)
    .V(bottom)
    .Z()
    .toString();
}

const WIN = { x0: CARD_CX - 24, x1: CARD_CX + 24, top: 23.8, bottom: 85 };
/** The window's arch is a half circle as wide as the window. */
const ARCH_RADIUS = (WIN.x1 - WIN.x0) / 2;
const WIN_BOX: Box = { x: WIN.x0, y: WIN.top, w: WIN.x1 - WIN.x0, h: WIN.bottom - WIN.top };

/** Whether the card's window shows the buyer's real sky: the sign card, when the sign was above the horizon at dusk. */
function showsChart(design: CardDesign, ctx: CardCtx): boolean {
  return design.key === "sign" && ctx.chart !== null && ctx.chart.sign.state !== "below";
}

/** What shows through a card's window (in card coordinates; the caller clips it to the arch). */
function windowArt(design: CardDesign, ctx: CardCtx, r: Rng): Shape[] {
  const { sky, inputs } = ctx;
  const cy = WIN.top + 30;
  const sky0: Shape = {
    type: "rect",
    ...WIN_BOX,
    fill: radial(CARD_CX, cy, 42, [0, C.n700], [0.6, C.n800], [1, C.n950]),
  };
  if (showsChart(design, ctx) && ctx.chart) {
    // The buyer's real sky at dusk, the sign in gold where it stood (docs/decisions/0063).
    return [sky0, ...skyDisc(ctx.chart, CARD_CX, cy + 1, 18.5, { labels: 5, compass: true, clipLights: false })];
  }
  if (design.key === "sign") {
    const fig = constellation(CONSTELLATIONS[sky.sign], { x: CARD_CX - 21, y: cy - 21, w: 42, h: 42 }, { scale: 0.9 });
    return [
      sky0,
      ...starField(r, WIN_BOX, 55, { sparkles: 2, dim: 0.9 }),
      { type: "circle", cx: CARD_CX, cy, r: 24, stroke: C.g500, strokeWidth: 0.15, opacity: 0.5 },
      { type: "circle", cx: CARD_CX, cy, r: 25.2, stroke: C.g500, strokeWidth: 0.1, opacity: 0.35, dash: [0.3, 1] },
      ...fig.shapes,
    ];
  }
  if (design.key === "moon") {
    const my = cy - 4;
    const out: Shape[] = [
      sky0,
      ...starField(r, WIN_BOX, 55, { avoid: [{ cx: CARD_CX, cy: my, rx: 17, ry: 17 }], dim: 0.9 }),
      ...glow(CARD_CX, my, 30, C.n600, 0.6),
      ...moon(CARD_CX, my, 12, sky.moon.illumination, litOnRight(sky.moon.waxing, sky)),
    ];
    // The cycle of phases on an arc beneath, the birth phase ringed.
    PHASES.forEach((ph, i) => {
      const a = Math.PI * (0.88 - (i / 7) * 0.76);
      const x = CARD_CX + Math.cos(a) * 20;
      const y = my + Math.sin(a) * 20 + 2;
      const hit = ph.name === sky.moon.name;
      if (hit) {
        out.push(...glow(x, y, 4.5, C.g300, 0.35));
        out.push({ type: "circle", cx: x, cy: y, r: 2.9, stroke: C.g300, strokeWidth: 0.22 });
      }
      out.push(
        ...moon(x, y, 1.8, ph.illumination, litOnRight(ph.waxing, sky), {
          glow: 0,
          detail: false,
          lit: hit ? C.g200 : C.mist,
        }).map((sh) => (hit ? sh : ({ ...sh, opacity: 0.75 } as Shape))),
      );
    });
    return out;
  }
  if (design.key === "element") return [sky0, ...elementWindow(sky, r)];
  if (design.key === "planet") {
    const py = cy - 2;
    // The sun's glow on the side a Venus or Mercury was lit from that day, as on the planet page.
    const phase = planetPhase(sky.rulingPlanet, sky, inputs);
    return [
      sky0,
      ...starField(r, WIN_BOX, 60, { avoid: [{ cx: CARD_CX, cy: py, rx: 20, ry: 20 }], sparkles: 2, dim: 0.9 }),
      ...glow(phase?.right ? WIN.x1 - 4 : WIN.x0 + 4, WIN.top + 10, 26, C.g400, 0.32),
      {
        type: "group",
        transform: { translate: [CARD_CX, py], rotate: -18 },
        children: [
          {
            type: "ellipse",
            cx: 0,
            cy: 0,
            rx: 30,
            ry: 9,
            stroke: C.mist,
            strokeWidth: 0.18,
            opacity: 0.5,
            dash: [0.8, 1],
          },
          {
            type: "ellipse",
            cx: 0,
            cy: 0,
            rx: 38,
            ry: 13,
            stroke: C.mist,
            strokeWidth: 0.12,
            opacity: 0.3,
            dash: [0.5, 1.2],
          },
        ],
      },
      ...planetShapes(sky.rulingPlanet, CARD_CX, py, sky.rulingPlanet === "Jupiter" ? 0.95 : 1.2, r, phase),
    ];
  }
  if (design.key === "soulmate") {
    // No face: the constellation of the sketch's sign; the card of a reader beside a partner, or widowed, a portrait of
    // their own heart, carries their own sign, with their birth moon in the second corner.
    const partner = ctx.portrait.partnerSign;
    const fig = constellation(CONSTELLATIONS[partner], { x: CARD_CX - 19, y: cy - 21, w: 38, h: 38 }, { scale: 0.9 });
    return [
      sky0,
      ...starField(r, WIN_BOX, 60, { sparkles: 3, dim: 0.9 }),
      ...glow(CARD_CX, cy, 30, C.n600, 0.5),
      { type: "circle", cx: CARD_CX, cy, r: 23, stroke: C.g500, strokeWidth: 0.15, opacity: 0.5, dash: [0.3, 1] },
      ...fig.shapes,
      zodiacGlyph(sky.sign, WIN.x0 + 8, WIN.bottom - 9, 4.2, C.g400, 0.35),
      ...(partner === sky.sign
        ? moon(WIN.x1 - 8, WIN.bottom - 9, 2.6, sky.moon.illumination, litOnRight(sky.moon.waxing, sky), {
            glow: 0,
            detail: false,
          })
        : [zodiacGlyph(partner, WIN.x1 - 8, WIN.bottom - 9, 4.2, C.g400, 0.35)]),
    ];
  }
  throw new Error(`the ${design.key} card draws no window`);
}

/** The element card's birth moon: its height below the window's top, its radius, and the room kept round it. */
const ELEMENT_MOON = { below: 7.7, r: 2.5, room: 0.3 };
/** How far from the middle that moon may stand with its whole disc inside the window's arch (about 13.6 mm). */
const ELEMENT_MOON_REACH = Math.sqrt(
  (ARCH_RADIUS - ELEMENT_MOON.r - ELEMENT_MOON.room) ** 2 - (ARCH_RADIUS - ELEMENT_MOON.below) ** 2,
);

/** A stream of wind from (x0, y0) to (x1, y1), bowed by `bow` and ending in a curl of radius `curl`. */
function windStream(x0: number, y0: number, x1: number, y1: number, bow: number, curl: number): string {
  const b = path()
    .M(x0, y0)
    .C(x0 + (x1 - x0) * 0.35, y0 - bow, x0 + (x1 - x0) * 0.65, y1 + bow, x1, y1);
  // The curl turns the way the stream was going: arcs of shrinking radius, alternately below and above.
  const dir = x1 >= x0 ? 1 : -1;
  let y = y1;
  let rad = curl;
  let side = -1;
  for (let i = 0; i < 3; i++) {
    const ny = y + side * rad * 2;
    b.A(rad, rad, 0, false, dir > 0, x1, ny);
    y = ny;
    side = -side;
    rad *= 0.62;
  }
  return b.toString();
}

/** A wave line across the window at height y. */
function waveLine(y: number, amp: number, length: number, phase: number, x0 = WIN.x0 - 2, x1 = WIN.x1 + 2): string {
  const b = path().M(x0 + phase, y);
  for (let x = x0 + phase; x < x1; x += length) {
    b.Q(x + length / 4, y - amp, x + length / 2, y).Q(x + (3 * length) / 4, y + amp, x + length, y);
  }
  return b.toString();
}

/**
 * The element's own matter in the window, drawn in the way of the buyer's modality, so the four signs' pictures of
 * one element differ: air rises in a cardinal sign's gust, runs level in a fixed sign's steady wind and turns both
 * ways in a mutable sign's; fire is a kindled flame, a hearth or a scattering of flames; earth a single peak, long
 * rounded hills or ploughed fields; water a rising tide, a still lake or two currents crossing.
 */
function elementMatter(sky: BirthSky, r: Rng, moonX: number): Shape[] {
  const out: Shape[] = [];
  const mode = sky.modality;
  const x0 = WIN.x0;
  const x1 = WIN.x1;
  if (sky.element === "air") {
    const colours = [C.g300, C.g200, C.mist, C.g400, C.mist];
    const widths = [0.45, 0.55, 0.3, 0.42, 0.28];
    // Five streams, none along the triangle's base (y 69), where a level one read as the base's own line.
    [37.5, 45.5, 53.5, 61.5, 76].forEach((y, i) => {
      const j = r.range(-1.5, 1.5);
      let d: string;
      if (mode === "cardinal") d = windStream(x0 - 2, y + 5 + j, x1 - 14 + r.range(-4, 4), y - 5 + j, 3, 2.6);
      else if (mode === "fixed") d = windStream(x0 - 2, y + j, x1 - 10 + r.range(-4, 4), y + j, 1.2, 2.2);
      else if (i % 2 === 0) d = windStream(x0 - 2, y + j, CARD_CX + 8 + r.range(-4, 4), y + j, 6, 3.2);
      else d = windStream(x1 + 2, y + j, CARD_CX - 8 + r.range(-4, 4), y + j, -6, 3.2);
      out.push({
        type: "path",
        d,
        stroke: colours[i] ?? C.mist,
        strokeWidth: widths[i] ?? 0.3,
        opacity: 0.8,
        lineCap: "round",
      });
    });
    return out;
  }
  if (sky.element === "fire") {
    const base = mode === "fixed" ? 77 : 80;
    const fire = (x: number, w: number, h: number, lean: number) => [
      { type: "path" as const, d: flame(x, base, w, h, lean), fill: C.g500, opacity: 0.9 },
      { type: "path" as const, d: flame(x, base, w * 0.66, h * 0.72, -lean * 0.6), fill: C.g400 },
      { type: "path" as const, d: flame(x, base, w * 0.36, h * 0.42, lean * 0.4), fill: C.g200 },
    ];
    if (mode === "cardinal") {
      out.push(...glow(CARD_CX, base - 12, 14, C.g400, 0.35), ...fire(CARD_CX, 10, 30, r.range(-1, 1)));
      // Sparks flying up from the new flame.
      for (let i = 0; i < 9; i++) {
        const y = r.range(30, 46);
        const x = CARD_CX + r.range(-5, 5) * (1 + (46 - y) / 12);
        out.push({ type: "circle", cx: x, cy: y, r: r.range(0.2, 0.45), fill: C.g300, opacity: r.range(0.6, 1) });
      }
    } else if (mode === "fixed") {
      out.push(...glow(CARD_CX, base - 10, 16, C.g400, 0.35), ...fire(CARD_CX, 18, 24, r.range(-0.5, 0.5)));
      out.push({
        type: "path",
        d: path()
          .M(CARD_CX - 12, base)
          .H(CARD_CX + 12)
          .C(CARD_CX + 11, base + 4, CARD_CX + 6, base + 6, CARD_CX, base + 6)
          .C(CARD_CX - 6, base + 6, CARD_CX - 11, base + 4, CARD_CX - 12, base)
          .Z()
          .toString(),
        fill: C.n800,
        stroke: C.g500,
        strokeWidth: 0.3,
      });
    } else {
      out.push(...glow(CARD_CX, base - 6, 18, C.g400, 0.3));
      [-18, -9, 0, 9, 18].forEach((dx, i) => {
        const h = (i % 2 === 0 ? 15 : 10) + r.range(-2, 2);
        out.push(...fire(CARD_CX + dx, 6, h, dx < 0 ? -1 : dx > 0 ? 1 : 0));
      });
    }
    return out;
  }
  if (sky.element === "earth") {
    if (mode === "cardinal") {
      // One peak, lit on one face, with snow on its summit.
      const peak = CARD_CX + r.range(-4, 4);
      const ridge: [number, number][] = [
        [x0 - 2, 76],
        [peak - 15, 66],
        [peak, 47],
        [peak + 11, 61],
        [x1 + 2, 70],
      ];
      out.push({
        type: "path",
        d: path()
          .poly([...ridge, [x1 + 2, 86], [x0 - 2, 86]], true)
          .toString(),
        fill: C.n700,
        stroke: C.g500,
        strokeWidth: 0.25,
        lineJoin: "round",
      });
      out.push({
        type: "path",
        d: path()
          .poly(
            [
              [peak, 47],
              [peak + 11, 61],
              [x1 + 2, 70],
              [x1 + 2, 86],
              [peak + 3, 86],
            ],
            true,
          )
          .toString(),
        fill: C.n800,
      });
      out.push({
        type: "path",
        d: path()
          .poly(
            [
              [peak - 4.5, 53.4],
              [peak, 47],
              [peak + 3.8, 51.9],
              [peak + 1.4, 51.2],
              [peak - 1.6, 52.6],
            ],
            true,
          )
          .toString(),
        fill: C.g200,
        opacity: 0.85,
      });
      out.push(hills(r, 79, 3, C.n900, { stroke: C.g500, bumps: 5, bottom: 86 }));
    } else if (mode === "fixed") {
      // Long rounded hills, one behind another.
      out.push(hills(r, 64, 4, C.n700, { stroke: C.n600, bumps: 7, bottom: 86 }));
      out.push(hills(r, 71, 4, C.n800, { stroke: C.g500, bumps: 8, bottom: 86 }));
      out.push(hills(r, 78, 3, C.n900, { stroke: C.g500, bumps: 9, bottom: 86 }));
    } else {
      const horizon = 66;
      out.push({ type: "rect", x: x0 - 2, y: horizon, w: x1 - x0 + 4, h: 86 - horizon, fill: C.n800 });
      out.push(hills(r, horizon, 3, C.n700, { stroke: C.g500, bumps: 6, bottom: horizon + 2 }));
      // Ploughed rows running to the horizon.
      for (let i = -6; i <= 6; i++) {
        out.push({
          type: "line",
          x1: CARD_CX + i * 2.2,
          y1: horizon + 1,
          x2: CARD_CX + i * 9,
          y2: 86,
          stroke: C.g500,
          strokeWidth: 0.2,
          opacity: 0.55,
        });
      }
    }
    return out;
  }
  const horizon = 66;
  out.push({ type: "rect", x: x0 - 2, y: horizon, w: x1 - x0 + 4, h: 86 - horizon, fill: C.n800 });
  out.push({ type: "line", x1: x0, y1: horizon, x2: x1, y2: horizon, stroke: C.mist, strokeWidth: 0.15, opacity: 0.6 });
  for (let i = 0; i < 6; i++) {
    const y = horizon + 2.4 + i * i * 0.35 + i * 1.9;
    const amp = mode === "fixed" ? 0.12 : mode === "cardinal" ? 0.3 + i * 0.28 : 0.9;
    const length = mode === "fixed" ? 14 : mode === "cardinal" ? 6 + i * 1.6 : 7;
    const phase = mode === "mutable" && i % 2 ? -length / 2 : r.range(-4, 0);
    out.push({
      type: "path",
      d: waveLine(y, amp, length, phase),
      stroke: i % 2 ? C.mist : C.g400,
      strokeWidth: 0.18 + i * 0.04,
      opacity: 0.45 + i * 0.07,
    });
  }
  // The birth moon's path on the water below it, as bright as the moon was; broken up unless the water is still.
  const shimmer = mode === "fixed" ? 0 : 0.9;
  for (let i = 0; i < 7; i++) {
    const half = 0.7 + i * 0.5;
    const x = moonX + r.range(-shimmer, shimmer);
    out.push({
      type: "line",
      x1: x - half,
      y1: horizon + 1.6 + i * 2.6,
      x2: x + half,
      y2: horizon + 1.6 + i * 2.6,
      stroke: i % 2 ? C.g300 : C.g200,
      strokeWidth: 0.35,
      opacity: (0.35 + 0.55 * sky.moon.illumination) * (1 - i * 0.09),
      lineCap: "round",
    });
  }
  return out;
}

/**
 * The element card's window: the element's triangle, its three signs at the corners with the buyer's own lit, the
 * buyer's constellation within, their element's matter in the way of their modality (elementMatter) and their birth
 * moon at its phase, so two buyers of one element hold different cards (a buyer review found two air signs' alike).
 */
function elementWindow(sky: BirthSky, r: Rng): Shape[] {
  const up = sky.element === "fire" || sky.element === "air";
  const side = 30;
  const h = side * 0.866;
  const cy = up ? 56 : 55;
  const tip = { x: CARD_CX, y: up ? cy - h / 2 : cy + h / 2 };
  const corners = [
    { x: CARD_CX - side / 2, y: up ? cy + h / 2 : cy - h / 2 },
    { x: CARD_CX + side / 2, y: up ? cy + h / 2 : cy - h / 2 },
  ];
  // Where the moon stood in its month, as its light falls on every window (moonlight), kept within the arch: at its
  // height the arch leaves about 13.8 mm either side of the middle for the moon's 2.5 mm (a senior review found a
  // quarter of the moons cut by it at 15).
  const mx = Math.min(
    CARD_CX + ELEMENT_MOON_REACH,
    Math.max(CARD_CX - ELEMENT_MOON_REACH, WIN.x0 + 4 + (sky.moon.angle / 360) * (WIN.x1 - WIN.x0 - 8)),
  );
  const my = WIN.top + ELEMENT_MOON.below;
  const centroid = { x: CARD_CX, y: (tip.y + 2 * (corners[0]?.y ?? 0)) / 3 };
  const out: Shape[] = [
    ...starField(r, WIN_BOX, 50, { avoid: [{ cx: mx, cy: my, rx: 5, ry: 5 }], sparkles: 2, dim: 0.9 }),
    ...elementMatter(sky, r, mx),
  ];
  const fig = constellation(
    CONSTELLATIONS[sky.sign],
    { x: centroid.x - 17, y: centroid.y - 17, w: 34, h: 34 },
    { scale: 0.8, lineOpacity: 0.5 },
  );
  out.push(...fig.shapes);
  out.push(...elementGlyph(sky.element, CARD_CX, cy, side, C.g400, 0.35));
  // The element's three signs, the buyer's at the triangle's point and the other two at its base, in the wheel's order.
  const own = STAR_SIGNS.indexOf(sky.sign);
  const trine = [4, 8].map((k) => STAR_SIGNS[(own + k) % 12] as StarSign);
  out.push(...glow(tip.x, tip.y, 7, C.g300, 0.5));
  out.push({ type: "circle", cx: tip.x, cy: tip.y, r: 3.6, fill: C.n900, stroke: C.g300, strokeWidth: 0.3 });
  out.push(zodiacGlyph(sky.sign, tip.x, tip.y, 4.4, C.g200, 0.35));
  corners.forEach((c, i) => {
    out.push({ type: "circle", cx: c.x, cy: c.y, r: 2.9, fill: C.n900, stroke: C.g500, strokeWidth: 0.2 });
    out.push(zodiacGlyph(trine[i] as StarSign, c.x, c.y, 3.4, C.g400, 0.26));
  });
  out.push(
    ...moon(mx, my, ELEMENT_MOON.r, sky.moon.illumination, litOnRight(sky.moon.waxing, sky), {
      glow: 0.8,
      detail: false,
    }),
  );
  return out;
}

/**
 * The birth moon's light across every window: it falls from where the moon
 * stood in its month (new at the left, full in the middle, old at the right)
 * and is as bright as the moon was, so two buyers of one sign hold different skies.
 */
function moonlight(sky: BirthSky): Shape[] {
  const x = WIN.x0 + 4 + (sky.moon.angle / 360) * (WIN.x1 - WIN.x0 - 8);
  // One bounded glow: large radial gradients are what make the card PNGs slow to render.
  return glow(x, WIN.top + 14, 22, C.g300, 0.16 + 0.4 * sky.moon.illumination);
}

export function cardFrontScene(
  design: CardDesign,
  sky: BirthSky,
  inputs: SoulmateInputs,
  seed: string,
  measure: Measure,
  chart: SkyChart | null = null,
): Scene {
  const ctx = cardCtx(sky, inputs, seed, chart);
  const r = rng(seed, "card", design.key);
  const shapes: Shape[] = [];
  const words = cardTexts(measure, cardEyebrow(design, inputs), design.title(ctx), design.line(ctx));
  const stars = starField(r, { x: 0, y: 0, w: CARD_W, h: CARD_H }, 46, {
    avoid: [
      { cx: CARD_CX, cy: 56, rx: 30, ry: 36 },
      { cx: CARD_CX, cy: 104, rx: 32, ry: 12 },
      { cx: CARD_CX, cy: CARD_FRAME.y + 9.5, rx: 22, ry: 4 },
      // The words' own boxes too, as on the oracles: a long title or caption reaches past the ellipse.
      ...words.flatMap((s) => (s.type === "text" ? [textBox(measure, s)] : [])),
    ],
    dim: 0.8,
  });
  // The art in an arched window: drawn whole, then everything outside the arch is covered with the
  // card's solid background (cheaper to rasterise than a clip path, and identical in the PDF).
  const clip = archPath(WIN.x0, WIN.x1, WIN.top, WIN.bottom);
  shapes.push(...windowArt(design, ctx, r));
  // Not over the buyer's real sky: above the chart the moon's glow read as the sun's, at the top of the arch, while the
  // sun had set in the west (review 33). The chart draws the moon where it stood.
  if (!showsChart(design, ctx)) shapes.push(...moonlight(sky));
  shapes.push({ type: "path", d: `M0 0V${CARD_H}H${CARD_W}V0Z${clip}`, fill: CARD_BG });
  shapes.push(...stars);
  shapes.push({ type: "path", d: clip, stroke: C.g400, strokeWidth: 0.35 });
  shapes.push({
    type: "path",
    d: archPath(WIN.x0 - 1.4, WIN.x1 + 1.4, WIN.top - 1.4, WIN.bottom + 1.4),
    stroke: C.g500,
    strokeWidth: 0.15,
    opacity: 0.8,
  });
  // Emblem medallion on the window's sill.
  const ey = WIN.bottom;
  shapes.push({ type: "circle", cx: CARD_CX, cy: ey, r: 4.6, fill: C.n900, stroke: C.g400, strokeWidth: 0.3 });
  shapes.push({ type: "circle", cx: CARD_CX, cy: ey, r: 5.5, stroke: C.g500, strokeWidth: 0.12, opacity: 0.8 });
  shapes.push(...design.emblem(ctx, CARD_CX, ey));
  shapes.push(...ornateFrame(CARD_FRAME, { radius: 2.5, corner: 3.4 }));
  shapes.push(...words);
  return { width: CARD_W, height: CARD_H, background: CARD_BG, shapes };
}

/**
 * The shared back: a symmetrical star medallion (reads the same either way up),
 * with the buyer's name under the masthead when they gave one, and their birth moon at its phase.
 */
export function cardBackScene(seed: string, inputs: SoulmateInputs, measure: Measure, sky: BirthSky): Scene {
  const r: Rng = rng(seed, "card-back");
  const cy = CARD_H / 2;
  const half: Shape[] = [];
  // Stars for one half, repeated turned 180° so the back is symmetrical.
  half.push(
    ...starField(r, { x: 0, y: 0, w: CARD_W, h: cy }, 40, {
      avoid: [
        { cx: CARD_CX, cy, rx: 30, ry: 30 },
        { cx: CARD_CX, cy: CARD_FRAME.y + 10, rx: 24, ry: 6 },
        // The owner's line and the birth moon: a sparkle sat on the "h" of "for Niamh" (review 37).
        { cx: CARD_CX, cy: CARD_FRAME.y + 17.5, rx: 26, ry: 5 },
        { cx: CARD_CX, cy: cy - 32.5, rx: 6, ry: 6 },
      ],
      sparkles: 2,
      dim: 0.85,
    }),
  );
  half.push(text(CARD_CX, CARD_FRAME.y + 9.5, "SOULMATE STORIES", 5, "display", C.g400, { letterSpacing: 0.42 }));
  half.push(...divider(CARD_CX, CARD_FRAME.y + 13, 8, C.g500, 0.8));
  const name = short(inputs.firstName, 24);
  if (name) {
    const owner = `for ${name}`;
    half.push(text(CARD_CX, CARD_FRAME.y + 18.5, owner, fitSize(measure, owner, "italic", 7, 48), "italic", C.parch));
  }
  // Below the owner's line, not on it: "for Emma" was printed under the moon (reviews 27 and 28).
  // The birth moon, lit as the buyer's town saw it: one stock crescent on every back read as a 97% moon drawn wrong
  // (review 31).
  half.push(
    ...moon(CARD_CX, cy - 32.5, 3, sky.moon.illumination, litOnRight(sky.moon.waxing, sky), {
      glow: 0.8,
      detail: false,
    }),
  );
  const shapes: Shape[] = [
    ...glow(CARD_CX, cy, 44, C.n700, 0.8),
    ...half,
    { type: "group", transform: { translate: [CARD_W, CARD_H], rotate: 180 }, children: half },
  ];
  shapes.push(...glow(CARD_CX, cy, 34, C.n600, 0.6));
  shapes.push({ type: "circle", cx: CARD_CX, cy, r: 27, stroke: C.g500, strokeWidth: 0.2, opacity: 0.7 });
  shapes.push(...zodiacRing(CARD_CX, cy, 24, C.g400, 0.8));
  shapes.push({
    type: "circle",
    cx: CARD_CX,
    cy,
    r: 18,
    fill: radial(CARD_CX, cy, 18, [0, C.n700], [1, C.n900]),
    stroke: C.g500,
    strokeWidth: 0.25,
  });
  // Twelve rays and an inner ring of dots.
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const long = i % 3 === 0;
    shapes.push({
      type: "line",
      x1: CARD_CX + Math.cos(a) * 6,
      y1: cy + Math.sin(a) * 6,
      x2: CARD_CX + Math.cos(a) * (long ? 16.5 : 13),
      y2: cy + Math.sin(a) * (long ? 16.5 : 13),
      stroke: long ? C.g300 : C.g500,
      strokeWidth: long ? 0.3 : 0.18,
      opacity: 0.85,
    });
    const b = a + Math.PI / 12;
    shapes.push({
      type: "circle",
      cx: CARD_CX + Math.cos(b) * 14.5,
      cy: cy + Math.sin(b) * 14.5,
      r: 0.35,
      fill: C.g300,
    });
  }
  shapes.push(...glow(CARD_CX, cy, 10, C.g200, 0.5));
  shapes.push(...compassStar(CARD_CX, cy, 6.2, C.g200));
  shapes.push({ type: "circle", cx: CARD_CX, cy, r: 1, fill: C.parch });
  shapes.push(...ornateFrame(CARD_FRAME, { radius: 2.5, corner: 3.4 }));
  return { width: CARD_W, height: CARD_H, background: CARD_BG, shapes };
}
