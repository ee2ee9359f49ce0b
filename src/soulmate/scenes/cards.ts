/**
 * The symbolic card set: five fronts and a shared back, 70 × 120 mm trim plus
 * 3 mm bleed. Each front frames a piece of the storybook's art in an arched
 * window, with an emblem, a title and one line of meaning.
 */

import { type Measure, path, type Scene, type Shape } from "../../art/scene";
import { fitSize, paragraphs, typeset } from "../../art/typeset";
import { formatBirthday } from "../../shared/quiz";
import { litOnRight } from "../astro";
import { CONSTELLATIONS } from "../constellations";
import type { SkyChart } from "../sky-chart";
import { composePortrait } from "../story-composer";
import { portraitSubject } from "../story-text/portrait";
import type { BirthSky, Element, PanelScene, Planet, SoulmateInputs, StoryPortrait } from "../types";
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
  zodiacGlyph,
  zodiacRing,
} from "./common";
import { PANEL_H, PANEL_W, panelArt, planetPhase, planetShapes } from "./panels";
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
  art: PanelScene;
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
    art: "constellation",
    title: ({ sky }) => sky.signName,
    line: ({ sky, inputs }) =>
      // No-break spaces bind each separator to the word before it: no line starts with "· mutable".
      `Born ${formatBirthday(inputs.birthday)}\u00a0· ${ELEMENT_NAME[sky.element]}\u00a0· ${sky.modality}\u00a0· ruled by ${sky.rulingPlanet}`,
    emblem: ({ sky }, x, y) => [zodiacGlyph(sky.sign, x, y, 5.6, C.g300, 0.4)],
  },
  {
    key: "moon",
    subject: "Moon",
    art: "moon",
    title: ({ sky }) => sky.moon.name,
    line: ({ sky, inputs }) =>
      `${Math.round(sky.moon.illumination * 100)}% illuminated on ${formatBirthday(inputs.birthday)}`,
    emblem: ({ sky }, x, y) =>
      moon(x, y, 2.6, Math.max(0.1, sky.moon.illumination), litOnRight(sky.moon.waxing, sky), {
        glow: 0,
        detail: false,
      }),
  },
  {
    key: "element",
    subject: "Element",
    art: "element",
    title: ({ sky }) => ELEMENT_NAME[sky.element],
    line: ({ sky }) => ELEMENT_LINE[sky.element],
    emblem: ({ sky }, x, y) => elementGlyph(sky.element, x, y + 0.3, 5.2, C.g300, 0.4),
  },
  {
    key: "planet",
    subject: "Planet",
    art: "planet",
    title: ({ sky }) =>
      sky.rulingPlanet === "Moon" ? "The Moon" : sky.rulingPlanet === "Sun" ? "The Sun" : sky.rulingPlanet,
    line: ({ sky }) => PLANET_LINE[sky.rulingPlanet],
    emblem: ({ sky }, x, y) => [planetGlyph(sky.rulingPlanet, x, y, 5.4, C.g300, 0.4)],
  },
  {
    // The soulmate as the book's portrait draws them: their title, three traits, their element.
    key: "soulmate",
    subject: "Soulmate",
    art: "paths",
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
const WIN_BOX: Box = { x: WIN.x0, y: WIN.top, w: WIN.x1 - WIN.x0, h: WIN.bottom - WIN.top };

/** What shows through a card's window (in card coordinates; the caller clips it to the arch). */
function windowArt(design: CardDesign, index: number, ctx: CardCtx, r: Rng): Shape[] {
  const { sky, inputs, seed } = ctx;
  const cy = WIN.top + 30;
  const sky0: Shape = {
    type: "rect",
    ...WIN_BOX,
    fill: radial(CARD_CX, cy, 42, [0, C.n700], [0.6, C.n800], [1, C.n950]),
  };
  if (design.key === "sign" && ctx.chart && ctx.chart.sign.state !== "below") {
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
  // The rest reuse the storybook's art, scaled to cover the window.
  const s = Math.max(WIN_BOX.w / PANEL_W, WIN_BOX.h / PANEL_H);
  const art = panelArt(design.art, sky, inputs, seed, { plain: true, variant: `card${index}` });
  const tx = CARD_CX - (PANEL_W * s) / 2;
  const ty = WIN.top + (WIN_BOX.h - PANEL_H * s) / 2;
  // Only the part of the art's background that shows through the window is painted.
  const visible = { x: (WIN_BOX.x - tx) / s, y: (WIN_BOX.y - ty) / s, w: WIN_BOX.w / s, h: WIN_BOX.h / s };
  return [
    {
      type: "group",
      transform: { translate: [tx, ty], scale: s },
      children: [{ type: "rect", ...visible, fill: art.background }, ...art.shapes],
    },
  ];
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
  index: number,
  sky: BirthSky,
  inputs: SoulmateInputs,
  seed: string,
  measure: Measure,
  chart: SkyChart | null = null,
): Scene {
  const ctx = cardCtx(sky, inputs, seed, chart);
  const r = rng(seed, "card", design.key);
  const shapes: Shape[] = [];
  const stars = starField(r, { x: 0, y: 0, w: CARD_W, h: CARD_H }, 46, {
    avoid: [
      { cx: CARD_CX, cy: 56, rx: 30, ry: 36 },
      { cx: CARD_CX, cy: 104, rx: 32, ry: 12 },
      { cx: CARD_CX, cy: CARD_FRAME.y + 9.5, rx: 22, ry: 4 },
    ],
    dim: 0.8,
  });
  // The art in an arched window: drawn whole, then everything outside the arch is covered with the
  // card's solid background (cheaper to rasterise than a clip path, and identical in the PDF).
  const clip = archPath(WIN.x0, WIN.x1, WIN.top, WIN.bottom);
  shapes.push(...windowArt(design, index, ctx, r));
  shapes.push(...moonlight(sky));
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
  shapes.push(...cardTexts(measure, cardEyebrow(design, inputs), design.title(ctx), design.line(ctx)));
  return { width: CARD_W, height: CARD_H, background: CARD_BG, shapes };
}

/**
 * The shared back: a symmetrical star medallion (reads the same either way up),
 * with the buyer's name under the masthead when they gave one.
 */
export function cardBackScene(seed: string, inputs: SoulmateInputs, measure: Measure): Scene {
  const r: Rng = rng(seed, "card-back");
  const cy = CARD_H / 2;
  const half: Shape[] = [];
  // Stars for one half, repeated turned 180° so the back is symmetrical.
  half.push(
    ...starField(r, { x: 0, y: 0, w: CARD_W, h: cy }, 40, {
      avoid: [
        { cx: CARD_CX, cy, rx: 30, ry: 30 },
        { cx: CARD_CX, cy: CARD_FRAME.y + 10, rx: 24, ry: 6 },
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
  half.push(...moon(CARD_CX, cy - 38, 3.4, 0.3, true, { glow: 0.8, detail: false }));
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
