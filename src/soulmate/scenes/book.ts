/**
 * The storybook's pages as scenes: A5 trim (148 × 210 mm) plus 3 mm bleed.
 * Backgrounds run into the bleed; all text stays at least 8 mm inside the trim.
 */

import { type Measure, path, type Scene, type Shape } from "../../art/scene";
import { fitSize, paragraphs, typeset } from "../../art/typeset";
import { formatBirthday } from "../../shared/quiz";
import { litOnRight } from "../astro";
import { CONSTELLATIONS } from "../constellations";
import { bookDisclaimer } from "../story-composer";
import type { BirthSky, SoulmateInputs, Story, StoryPortrait } from "../types";
import {
  type Box,
  C,
  constellation,
  creditLines,
  dataCreditItems,
  divider,
  elementGlyph,
  glow,
  moon,
  ornateFrame,
  radial,
  rng,
  sparkle,
  starField,
  text,
  zodiacGlyph,
  zodiacRing,
} from "./common";
import { PANEL_H, PANEL_W, panelScene } from "./panels";

export const BLEED = 3;
export const PAGE_W = 148 + 2 * BLEED;
export const PAGE_H = 210 + 2 * BLEED;
/** Text never comes closer to the trim than this (mm). */
export const SAFE = 8;
const CX = PAGE_W / 2;
const TRIM: Box = { x: BLEED, y: BLEED, w: 148, h: 210 };
const FRAME: Box = { x: TRIM.x + 6, y: TRIM.y + 6, w: TRIM.w - 12, h: TRIM.h - 12 };

const ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];

/** Trims and caps user-supplied strings so hostile or huge values cannot break a layout. */
export function short(value: string | null | undefined, max: number): string | null {
  const v = (value ?? "").replace(/\s+/g, " ").trim();
  if (!v) return null;
  const chars = Array.from(v);
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`
    : v;
}

/**
 * A round picture: its shapes clipped to a circle. The light edition for home
 * printers keeps pictures in their night colours (art/light-edition.ts), so a
 * moon stays bright on a white page.
 */
function picture(cx: number, cy: number, r: number, children: Shape[]): Shape {
  const clip = path()
    .M(cx - r, cy)
    .A(r, r, 0, true, false, cx + r, cy)
    .A(r, r, 0, true, false, cx - r, cy)
    .Z()
    .toString();
  return { type: "group", clip, children };
}

function pageBackground(): Scene["background"] {
  return radial(CX, 70, 190, [0, C.n800], [0.5, C.n900], [1, C.n950]);
}

/** Sparse, dim stars in the margins only (kept off the text column). */
function marginStars(seed: string, page: string): Shape[] {
  const r = rng(seed, "margin", page);
  return starField(r, { x: 0, y: 0, w: PAGE_W, h: PAGE_H }, 70, {
    avoid: [{ cx: CX, cy: PAGE_H / 2, rx: 66, ry: 104 }],
    dim: 0.55,
  });
}

/** A centred line of text shrunk to fit `width`. */
function fittedLine(
  measure: Measure,
  y: number,
  str: string,
  font: "display" | "body" | "italic",
  maxSize: number,
  width: number,
  color: string,
  letterSpacing = 0,
  minSize = 6,
): Shape {
  const size = Math.max(minSize, fitSize(measure, str, font, maxSize, width, letterSpacing));
  return text(CX, y, str, size, font, color, { letterSpacing });
}

// ---------------------------------------------------------------------------

export function coverScene(story: Story, sky: BirthSky, inputs: SoulmateInputs, seed: string, measure: Measure): Scene {
  const r = rng(seed, "cover", sky.sign);
  const shapes: Shape[] = [];
  const my = 90;
  const R = 40;
  shapes.push(
    ...starField(r, { x: 0, y: 0, w: PAGE_W, h: PAGE_H }, 190, {
      avoid: [
        { cx: CX, cy: my, rx: R + 4, ry: R + 4 },
        { cx: CX, cy: 166, rx: 66, ry: 22 },
        { cx: CX, cy: 28, rx: 34, ry: 7 },
        { cx: CX, cy: 192, rx: 62, ry: 7 },
      ],
      sparkles: 6,
    }),
  );
  shapes.push(...ornateFrame(FRAME, { corner: 4.5 }));
  // Masthead.
  shapes.push(text(CX, 27, "SOULMATE STORIES", 7, "display", C.g400, { letterSpacing: 0.42 }));
  shapes.push(...divider(CX, 31.5, 14, C.g500, 0.8));
  // The medallion: a zodiac wheel around the sign's constellation, the birth moon above.
  shapes.push(...glow(CX, my, R * 1.5, C.n600, 0.7));
  shapes.push({
    type: "circle",
    cx: CX,
    cy: my,
    r: R - 5,
    fill: radial(CX, my, R - 5, [0, C.n700], [0.7, C.n800], [1, C.n900]),
    stroke: C.g500,
    strokeWidth: 0.25,
  });
  shapes.push(...zodiacRing(CX, my, R, C.g400, 0.8));
  shapes.push({ type: "circle", cx: CX, cy: my, r: R + 2.4, stroke: C.g500, strokeWidth: 0.15, opacity: 0.6 });
  shapes.push({
    type: "circle",
    cx: CX,
    cy: my,
    r: R - 7,
    stroke: C.g500,
    strokeWidth: 0.12,
    opacity: 0.5,
    dash: [0.4, 1],
  });
  const fig = constellation(CONSTELLATIONS[sky.sign], { x: CX - 24, y: my - 24, w: 48, h: 48 }, { scale: 1.05 });
  shapes.push(...fig.shapes);
  shapes.push(
    picture(CX, my - R, 6.5, [
      { type: "circle", cx: CX, cy: my - R, r: 6.2, fill: C.n900, stroke: C.g400, strokeWidth: 0.3 },
      ...moon(CX, my - R, 4.2, sky.moon.illumination, litOnRight(sky.moon.waxing, sky), { glow: 0, detail: false }),
    ]),
  );
  shapes.push({ type: "circle", cx: CX, cy: my + R, r: 6.2, fill: C.n900, stroke: C.g400, strokeWidth: 0.3 });
  shapes.push(zodiacGlyph(sky.sign, CX, my + R, 7.4, C.g300, 0.45));
  // Title, wrapped and balanced if long.
  const titleWidth = 116;
  const oneLine = fitSize(measure, story.title, "display", 22, titleWidth);
  let y = 157;
  if (oneLine >= 17) {
    shapes.push(text(CX, y, story.title, oneLine, "display", C.g300));
    y += 8;
  } else {
    let size = 20;
    let block = typeset(
      [story.title.split(/\s+/)],
      measure,
      { font: "display", size, leading: 1.18, color: C.g300, align: "center" },
      { x: CX - titleWidth / 2, y: 152, width: titleWidth },
    );
    while ((block.lines > 2 || block.overflow) && size > 11) {
      size -= 1;
      block = typeset(
        [story.title.split(/\s+/)],
        measure,
        { font: "display", size, leading: 1.18, color: C.g300, align: "center" },
        { x: CX - titleWidth / 2, y: 152, width: titleWidth },
      );
    }
    shapes.push(...block.shapes);
    y = 152 + block.depth + 8;
  }
  shapes.push(...divider(CX, y - 1, 22));
  shapes.push(fittedLine(measure, y + 9, story.subtitle, "italic", 15, 116, C.parch));
  // Footer: the sign, the birth moon and (if given) the city, by the name the pages use (the gazetteer's when it
  // knows the town: "Naples" on every page, not "Napoli" on the cover, a review).
  const city = short(inputs.place?.name ?? inputs.city, 28);
  const footer = [sky.signName, sky.moon.name, city].filter(Boolean).join("  ·  ");
  shapes.push(...divider(CX, 188, 6, C.g500, 0.6));
  shapes.push(fittedLine(measure, 195, footer, "display", 7, 110, C.mist, 0.22));
  return {
    width: PAGE_W,
    height: PAGE_H,
    background: radial(CX, my, 170, [0, C.n700], [0.35, C.n800], [0.75, C.n900], [1, C.n950]),
    shapes,
  };
}

// ---------------------------------------------------------------------------

const ILLU_W = 112;
const ILLU_X = (PAGE_W - ILLU_W) / 2;
const ILLU_Y = 17;
const ILLU_H = (ILLU_W / PANEL_W) * PANEL_H;
const TEXT_X = ILLU_X;
const TEXT_W = ILLU_W;
const BODY_TOP = 129;
const BODY_MAX = 193;
const BODY_SIZES = [11.5, 11.25, 11, 10.75, 10.5, 10.25, 10, 9.75, 9.5, 9.25, 9, 8.75, 8.5, 8, 7.5, 7];

/** The page for panel `index` (0-based): illustration, numeral, title, symbols, text, folio. */
export function panelPageScene(
  story: Story,
  index: number,
  sky: BirthSky,
  inputs: SoulmateInputs,
  seed: string,
  measure: Measure,
): Scene {
  const panel = story.panels[index];
  if (!panel) throw new Error(`No panel ${index}`);
  const shapes: Shape[] = [...marginStars(seed, `p${index}`)];
  shapes.push(...ornateFrame(FRAME, { corner: 4 }));
  // The illustration, in a double keyline.
  const illu = panelScene(panel, sky, inputs, seed);
  shapes.push({
    type: "rect",
    x: ILLU_X - 1.6,
    y: ILLU_Y - 1.6,
    w: ILLU_W + 3.2,
    h: ILLU_H + 3.2,
    stroke: C.g500,
    strokeWidth: 0.15,
    opacity: 0.8,
  });
  shapes.push({
    type: "group",
    transform: { translate: [ILLU_X, ILLU_Y], scale: ILLU_W / PANEL_W },
    clip: `M0 0H${PANEL_W}V${PANEL_H}H0Z`,
    children: [{ type: "rect", x: 0, y: 0, w: PANEL_W, h: PANEL_H, fill: illu.background }, ...illu.shapes],
  });
  shapes.push({ type: "rect", x: ILLU_X, y: ILLU_Y, w: ILLU_W, h: ILLU_H, stroke: C.g400, strokeWidth: 0.3 });
  // Numeral between sparkles, title, symbols, divider.
  const numY = ILLU_Y + ILLU_H + 8.6;
  const numeral = ROMAN[index] ?? String(index + 1);
  shapes.push(text(CX, numY, numeral, 7.5, "display", C.g500, { letterSpacing: 0.2 }));
  const nw = measure(numeral, "display", 7.5) / 2 + 3.2;
  shapes.push(sparkle(CX - nw, numY - 0.95, 0.9, C.g500), sparkle(CX + nw, numY - 0.95, 0.9, C.g500));
  shapes.push(fittedLine(measure, numY + 8.8, panel.title, "display", 15, TEXT_W, C.g300, 0.02, 9));
  const symbols = panel.symbols.join("  ·  ");
  shapes.push(fittedLine(measure, numY + 15, symbols, "display", 6.4, TEXT_W - 8, C.mist, 0.14, 5));
  shapes.push(...divider(CX, numY + 19.4, 16));
  shapes.push(...bodyText(measure, panel.text, BODY_TOP));
  shapes.push(...folio(measure, index + 2));
  return { width: PAGE_W, height: PAGE_H, background: pageBackground(), shapes };
}

/** Body text: the largest size that fits between `top` and BODY_MAX, vertically centred there. */
function bodyText(measure: Measure, text: string, top: number): Shape[] {
  const paras = paragraphs(text);
  let block = null;
  for (const size of BODY_SIZES) {
    block = typeset(
      paras,
      measure,
      {
        font: "body",
        size,
        leading: 1.36,
        color: C.parch,
        align: "justify",
        indent: 1.4,
        dropCap: { font: "display", color: C.g300 },
      },
      { x: TEXT_X, y: top, width: TEXT_W },
    );
    if (!block.overflow && block.depth <= BODY_MAX - top) break;
  }
  if (!block) return [];
  const spare = BODY_MAX - top - block.depth;
  const shift = spare > 0 ? Math.min(spare / 2, 6) : 0;
  let lines = block.shapes.map((s) => ({ ...s, y: s.y + shift }));
  if (spare < 0) {
    // Far beyond the 150 words a page should have: keep what fits and end on an ellipsis.
    lines = lines.filter((s) => s.y <= BODY_MAX + 0.01);
    const last = lines[lines.length - 1];
    if (last) lines[lines.length - 1] = { ...last, text: `${last.text.replace(/[\s,;:.]+$/, "")}…`, wordSpacing: 0 };
  }
  return lines;
}

/** The page number between two short rules. */
function folio(measure: Measure, page: number): Shape[] {
  const label = String(page);
  const fy = TRIM.y + TRIM.h - SAFE - 3.2;
  const fw = measure(label, "display", 8) / 2 + 3;
  return [
    text(CX, fy, label, 8, "display", C.g400),
    { type: "line", x1: CX - fw - 8, y1: fy - 1, x2: CX - fw, y2: fy - 1, stroke: C.g500, strokeWidth: 0.15 },
    { type: "line", x1: CX + fw, y1: fy - 1, x2: CX + fw + 8, y2: fy - 1, stroke: C.g500, strokeWidth: 0.15 },
  ];
}

/** The least lit share a medallion's crescent is drawn at, so a young moon shows as a sliver. */
const MEDALLION_MIN_LIT = 0.08;

/**
 * The portrait's medallion, centred on (cx, cy): a head and shoulders in silhouette, with no face,
 * and over it the constellation of the sketch's sign in a ring of stars, their element below, the
 * buyer's sign and theirs on either side.
 */
function portraitMedallion(
  portrait: StoryPortrait,
  sky: BirthSky,
  seed: string,
  cx: number,
  cy: number,
  R = 27,
): Shape[] {
  const k = R / 27;
  const shapes: Shape[] = [];
  const r = rng(seed, "portrait", portrait.partnerSign);
  shapes.push(...glow(cx, cy, R * 1.6, C.n600, 0.7));
  shapes.push({
    type: "circle",
    cx: cx,
    cy,
    r: R,
    fill: radial(cx, cy, R, [0, C.n700], [0.7, C.n800], [1, C.n900]),
    stroke: C.g500,
    strokeWidth: 0.3,
  });
  shapes.push(
    ...starField(r, { x: cx - R, y: cy - R, w: 2 * R, h: 2 * R }, 40, {
      dim: 0.7,
      avoid: [{ cx: cx, cy, rx: 19 * k, ry: 19 * k }],
    }).filter((star) => star.type !== "circle" || Math.hypot(star.cx - cx, star.cy - cy) < R - 2),
  );
  shapes.push({
    type: "circle",
    cx: cx,
    cy,
    r: R + 2.2,
    stroke: C.g500,
    strokeWidth: 0.12,
    opacity: 0.6,
    dash: [0.4, 1],
  });
  shapes.push(...bust(cx, cy, R));
  const fig = constellation(
    CONSTELLATIONS[portrait.partnerSign],
    { x: cx - 17 * k, y: cy - 19 * k, w: 34 * k, h: 34 * k },
    { scale: 0.9 * k },
  );
  shapes.push(...fig.shapes);
  // Their element below, your sign's glyph and theirs on either side; a portrait of the reader's own heart (beside a
  // partner, or widowed) is drawn with their own sign, so beside its glyph stands their birth moon at its phase.
  shapes.push({ type: "circle", cx: cx, cy: cy + R, r: 5.6 * k, fill: C.n900, stroke: C.g400, strokeWidth: 0.3 });
  shapes.push(...elementGlyph(portrait.element, cx, cy + R + 0.3 * k, 5 * k, C.g300, 0.4));
  for (const [side, sign] of [
    [-1, sky.sign],
    [1, portrait.partnerSign],
  ] as const) {
    const x = cx + side * (R + 12 * k);
    shapes.push({ type: "circle", cx: x, cy, r: 5.2 * k, fill: C.n900, stroke: C.g500, strokeWidth: 0.25 });
    if (side === 1 && sign === sky.sign)
      shapes.push(
        ...moon(
          x,
          cy,
          3.4 * k,
          // A crescent a day or two old is drawn as a sliver the eye can find at this size: at its 2% the medallion
          // read as empty (review 40). A new moon stays dark, as the book calls it.
          sky.moon.name === "New Moon" ? sky.moon.illumination : Math.max(MEDALLION_MIN_LIT, sky.moon.illumination),
          litOnRight(sky.moon.waxing, sky),
          { glow: 0, detail: false },
        ),
      );
    else shapes.push(zodiacGlyph(sign, x, cy, 6 * k, C.g300, 0.4));
  }
  return shapes;
}

/**
 * A head and shoulders in silhouette, with no face, rising from the medallion's rim: the figure the
 * portrait describes, which the constellation's stars are drawn over. The shoulders meet the ring on
 * it (16.2² + 21.6² = 27²), and the rim follows the ring, so nothing leaves the circle.
 */
function bust(cx: number, cy: number, R: number): Shape[] {
  const k = R / 27;
  const d = path()
    .M(cx - 16.2 * k, cy + 21.6 * k)
    .C(cx - 14 * k, cy + 12 * k, cx - 9 * k, cy + 8 * k, cx - 4.4 * k, cy + 6.6 * k)
    .L(cx - 3.4 * k, cy + 3.2 * k)
    .C(cx - 7.6 * k, cy + 1 * k, cx - 8.4 * k, cy - 10.5 * k, cx, cy - 11.2 * k)
    .C(cx + 8.4 * k, cy - 10.5 * k, cx + 7.6 * k, cy + 1 * k, cx + 3.4 * k, cy + 3.2 * k)
    .L(cx + 4.4 * k, cy + 6.6 * k)
    .C(cx + 9 * k, cy + 8 * k, cx + 14 * k, cy + 12 * k, cx + 16.2 * k, cy + 21.6 * k)
    .A(R, R, 0, false, true, cx - 16.2 * k, cy + 21.6 * k)
    .Z()
    .toString();
  return [
    { type: "path", d, fill: radial(cx, cy - 2 * k, 22 * k, [0, C.n700], [1, C.n950]), opacity: 0.92 },
    { type: "path", d, stroke: C.g400, strokeWidth: 0.22 * k, opacity: 0.7 },
  ];
}

/** The medallion alone, for the web story (120 × 76 mm). */
export function portraitMedallionScene(portrait: StoryPortrait, sky: BirthSky, seed: string): Scene {
  return { width: 120, height: 76, background: C.n900, shapes: portraitMedallion(portrait, sky, seed, 60, 36) };
}

/**
 * The soulmate's portrait, after the eight panels: no face, only what the chart
 * says of them. A medallion holds the constellation of the sign across the
 * wheel (the old place of partnership) and the glyph of their element.
 */
export function portraitPageScene(
  portrait: StoryPortrait,
  page: number,
  sky: BirthSky,
  seed: string,
  measure: Measure,
  subject: "Soulmate" | "Heart" = "Soulmate",
): Scene {
  const shapes: Shape[] = [...marginStars(seed, "portrait")];
  shapes.push(...ornateFrame(FRAME, { corner: 4 }));
  // Marked as symbolic on the page itself; a smaller medallion leaves room for the ~250 words.
  shapes.push(
    text(CX, 22, `YOUR ${subject.toUpperCase()} · A SYMBOLIC PORTRAIT`, 6.5, "display", C.g400, { letterSpacing: 0.3 }),
  );
  shapes.push(...portraitMedallion(portrait, sky, seed, CX, 44, 17));
  shapes.push(fittedLine(measure, 72, portrait.title, "display", 14, TEXT_W, C.g300, 0.02, 9));
  shapes.push(fittedLine(measure, 78, portrait.traits.join("  ·  "), "italic", 8.5, TEXT_W, C.mist, 0, 6));
  shapes.push(...divider(CX, 82.5, 16));
  shapes.push(...bodyText(measure, portrait.paragraphs.join("\n\n"), 88));
  shapes.push(...folio(measure, page));
  return { width: PAGE_W, height: PAGE_H, background: pageBackground(), shapes };
}

// ---------------------------------------------------------------------------

export function closingScene(
  story: Story,
  sky: BirthSky,
  inputs: SoulmateInputs,
  seed: string,
  measure: Measure,
): Scene {
  const shapes: Shape[] = [...marginStars(seed, "closing")];
  shapes.push(...ornateFrame(FRAME, { corner: 4 }));
  // Crest: the birth moon between two sparkles, on an arc of small stars.
  const cy = 40;
  shapes.push(...glow(CX, cy, 22, C.g300, 0.22));
  // The moon itself is a picture, so the light edition keeps it bright.
  shapes.push(...glow(CX, cy, 7 * 2.6, C.g300, (0.2 + 0.3 * sky.moon.illumination) * 0.6));
  shapes.push(
    picture(
      CX,
      cy,
      7.2,
      moon(CX, cy, 7, Math.max(0.12, sky.moon.illumination), litOnRight(sky.moon.waxing, sky), { glow: 0 }),
    ),
  );
  for (const side of [-1, 1]) {
    shapes.push(sparkle(CX + side * 14, cy, 1.5, C.g200));
    shapes.push({ type: "circle", cx: CX + side * 19.5, cy: cy + 1.2, r: 0.45, fill: C.g300 });
    shapes.push({ type: "circle", cx: CX + side * 24, cy: cy + 3, r: 0.3, fill: C.g400 });
  }
  shapes.push(text(CX, 68, "Epilogue", 14, "display", C.g300, { letterSpacing: 0.06 }));
  shapes.push(...divider(CX, 73, 16));
  // The closing words, centred and balanced, and the dedication in its cartouche below them. Both shrink
  // together until the colophon fits above the footer's divider (a buyer's review found the divider
  // struck through "born beneath a waxing crescent" on a long closing page).
  const width = 104;
  const dwidth = 86;
  const fy = TRIM.y + TRIM.h - SAFE - 3.2;
  const colophonBottom = fy - 18;
  const closingAt = (size: number) =>
    typeset(
      paragraphs(story.closing),
      measure,
      { font: "italic", size, leading: 1.42, color: C.parch, align: "center" },
      { x: CX - width / 2, y: 84, width },
    );
  const dedicationAt = (size: number, top: number) =>
    typeset(
      paragraphs(story.dedication),
      measure,
      { font: "italic", size, leading: 1.4, color: C.g200, align: "center" },
      { x: CX - dwidth / 2, y: top + 15, width: dwidth },
    );
  let size = 13;
  let dsize = 11.5;
  let block = closingAt(size);
  let top = 84 + block.depth + 14;
  let ded = dedicationAt(dsize, top);
  for (;;) {
    const fits = !block.overflow && block.depth <= 52 && !ded.overflow && ded.depth <= 30;
    const colophonFits = top + 15 + ded.depth + 9 + 16 <= colophonBottom;
    if ((fits && colophonFits) || (size <= 9 && dsize <= 8.5)) break;
    // The closing gives way first, then the dedication.
    if (size > 9 && (block.overflow || block.depth > 52 || !colophonFits)) size -= 0.5;
    else dsize -= 0.5;
    block = closingAt(size);
    top = 84 + block.depth + 14;
    ded = dedicationAt(dsize, top);
  }
  shapes.push(...block.shapes);
  const boxH = 15 + ded.depth + 9;
  shapes.push({
    type: "rect",
    x: CX - dwidth / 2 - 8,
    y: top,
    w: dwidth + 16,
    h: boxH,
    r: 3,
    fill: C.n950,
    opacity: 0.45,
  });
  shapes.push({
    type: "rect",
    x: CX - dwidth / 2 - 8,
    y: top,
    w: dwidth + 16,
    h: boxH,
    r: 3,
    stroke: C.g500,
    strokeWidth: 0.25,
  });
  shapes.push(text(CX, top + 7.5, "DEDICATION", 6.3, "display", C.g500, { letterSpacing: 0.35 }));
  shapes.push(sparkle(CX, top, 1.6, C.g300));
  shapes.push(...ded.shapes);
  // Colophon.
  const name = short(inputs.firstName, 40);
  const made = name ? `Made for ${name}` : `Made under ${sky.signName}`;
  // "born beneath a waning gibbous" wanted its noun (a review); "a new moon" and "a full moon" carry it already.
  const moonName = sky.moon.name.toLowerCase();
  const details = [
    sky.signName,
    `born beneath a ${moonName.endsWith("moon") ? moonName : `${moonName} moon`}`,
    formatBirthday(inputs.birthday),
  ].join("  ·  ");
  const colY = Math.min(Math.max(top + boxH + 16, 178), colophonBottom);
  shapes.push(fittedLine(measure, colY, made, "display", 7.5, 110, C.g400, 0.2));
  shapes.push(fittedLine(measure, colY + 5.5, details, "display", 6, 112, C.mist, 0.12));
  shapes.push(...divider(CX, fy - 8.5, 10, C.g500, 0.7));
  // The shop's mark, not a second disclaimer: the closing words above carry the book's one (a review counted four).
  shapes.push(text(CX, fy, "SOULMATE STORIES", 6.5, "display", C.g500, { letterSpacing: 0.42 }));
  return { width: PAGE_W, height: PAGE_H, background: pageBackground(), shapes };
}

// ---------------------------------------------------------------------------

/** The back of the booklet: the sign's glyph in a small medallion, the shop's name, a quiet line. */
export function backCoverScene(sky: BirthSky, inputs: SoulmateInputs, seed: string, measure: Measure): Scene {
  const r = rng(seed, "back", sky.sign);
  const shapes: Shape[] = [
    ...starField(r, { x: 0, y: 0, w: PAGE_W, h: PAGE_H }, 120, {
      avoid: [
        { cx: CX, cy: 92, rx: 26, ry: 26 },
        { cx: CX, cy: 135, rx: 60, ry: 16 },
      ],
      sparkles: 3,
      dim: 0.8,
    }),
    ...ornateFrame(FRAME, { corner: 4.5 }),
    ...glow(CX, 92, 34, C.n600, 0.7),
    { type: "circle", cx: CX, cy: 92, r: 16, fill: C.n900, stroke: C.g400, strokeWidth: 0.3 },
    { type: "circle", cx: CX, cy: 92, r: 18.4, stroke: C.g500, strokeWidth: 0.12, opacity: 0.6, dash: [0.4, 1] },
    zodiacGlyph(sky.sign, CX, 92, 14, C.g300, 0.5),
    text(CX, 128, "SOULMATE STORIES", 7, "display", C.g400, { letterSpacing: 0.42 }),
    ...divider(CX, 132.5, 14, C.g500, 0.8),
  ];
  const name = short(inputs.firstName, 32);
  const line = name
    ? `A symbolic keepsake written for ${name} under ${sky.signName}.`
    : `A symbolic keepsake written under ${sky.signName}.`;
  shapes.push(fittedLine(measure, 141, line, "italic", 10, 110, C.parch));
  const fy = TRIM.y + TRIM.h - SAFE - 3.2;
  const credits = creditLines(measure, dataCreditItems(inputs.place), CX, fy, 112, C.mist);
  const creditTop = credits[0]?.type === "text" ? credits[0].y : fy;
  // The book's one disclaimer (decision 0090), set just above the credits: out of the closing words, where two buyer
  // reviews read it as cold beside the farewell.
  const disclaimerStyle = { font: "italic" as const, size: 8, leading: 1.3, color: C.mist, align: "center" as const };
  const said = paragraphs(bookDisclaimer(inputs, seed));
  const box = (y: number) => ({ x: CX - 52, y, width: 104 });
  const depth = typeset(said, measure, disclaimerStyle, box(0)).depth;
  shapes.push(...typeset(said, measure, disclaimerStyle, box(creditTop - 5 - depth)).shapes);
  shapes.push(...credits);
  return {
    width: PAGE_W,
    height: PAGE_H,
    background: radial(CX, 92, 170, [0, C.n700], [0.35, C.n800], [0.75, C.n900], [1, C.n950]),
    shapes,
  };
}
