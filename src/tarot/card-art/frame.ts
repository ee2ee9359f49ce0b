/**
 * The parts every card shares: night background with faint star dust, the
 * thin double gold border with corner stars, the numeral at the top and the
 * title band with the name at the bottom.
 */
import { capHeightEm, lettering, lineWidthEm } from "./lettering";
import { INK } from "./palette";
import { starPath } from "./shapes";
import { el, escapeXml, p, seededRandom } from "./svg";

export const CARD_WIDTH = 300;
export const CARD_HEIGHT = 520;
/** Width inside the title band that the name may use. */
export const TITLE_ROOM = 204;
const TITLE_MAX_SIZE = 17;

/** Extra space between capitals, in em (what letter-spacing was). */
const LETTER_SPACING_EM = 0.12;

/** Width in em of an uppercase line set in Cinzel with our letter spacing. */
export function capsWidthEm(text: string): number {
  return lineWidthEm(text, LETTER_SPACING_EM);
}

/** The largest font size (up to 17) at which the uppercase name fits the title band. */
export function titleFontSize(name: string): number {
  const size = TITLE_ROOM / capsWidthEm(name.toUpperCase());
  return Math.min(TITLE_MAX_SIZE, Math.floor(size * 10) / 10);
}

/** The baseline that centres capitals of this size on a line at y. */
const capsBaseline = (y: number, size: number) => y + (capHeightEm() * size) / 2;

export type CardDocument = {
  /** Prefix for every id in this document, so two cards inlined on one page never clash. */
  uid: string;
  /** Accessible name, also the <title>. */
  title: string;
  /** Text shown in the title band (upper-cased here); omitted on the back. */
  bandText?: string;
  /** Numeral or rank word at the top; omitted on the back. */
  topLabel?: string;
  /** Colour of the small marks beside the top label (suit accent on minors). */
  accent: string;
  /** Extra <defs> content (pip symbols, gradients). */
  defs?: string;
  /** The drawing itself. */
  art: string;
  /** Seed for the star dust, so each card's sky differs a little; none on the back. */
  seed?: number;
};

function starDust(seed: number): string {
  const rand = seededRandom(seed);
  let d = "";
  for (let i = 0; i < 22; i++) {
    const x = 30 + rand() * 240;
    const y = 76 + rand() * 356;
    const r = 0.5 + rand() * 0.8;
    d += p`M${x - r},${y}a${r},${r} 0 1 0 ${r * 2},0a${r},${r} 0 1 0 ${-r * 2},0`;
  }
  return el("path", { d, fill: INK.ivory, opacity: 0.35 });
}

function cornerStars(): string {
  let d = "";
  for (const [x, y] of [
    [26, 26],
    [274, 26],
    [26, 494],
    [274, 494],
  ] as const) {
    d += starPath(x, y, 4, 6, 1.8);
  }
  return el("path", { d, fill: INK.goldLight });
}

function topLabel(label: string, accent: string): string {
  const size = 19;
  const half = (capsWidthEm(label) * size) / 2 + 10;
  const left = 150 - half;
  const right = 150 + half;
  const lines = el("path", {
    d: p`M56,51H${left}M${right},51H244`,
    stroke: INK.gold,
    "stroke-width": 0.8,
    opacity: 0.8,
  });
  const dots = el("path", { d: starPath(52, 51, 4, 3.5, 1.2) + starPath(248, 51, 4, 3.5, 1.2), fill: accent });
  const text = lettering(label, {
    x: 150,
    y: capsBaseline(51, size),
    size,
    tracking: size * LETTER_SPACING_EM,
    fill: INK.goldLight,
    role: "label",
  });
  return lines + dots + text;
}

function titleBand(text: string): string {
  const caps = text.toUpperCase();
  const size = titleFontSize(caps);
  const band = el("rect", {
    x: 34,
    y: 446,
    width: 232,
    height: 38,
    rx: 3,
    fill: INK.night,
    stroke: INK.gold,
    "stroke-width": 1,
  });
  const inner = el("rect", {
    x: 38,
    y: 450,
    width: 224,
    height: 30,
    rx: 2,
    fill: "none",
    stroke: INK.gold,
    "stroke-width": 0.4,
    opacity: 0.7,
  });
  const diamonds = el("path", { d: starPath(34, 465, 4, 5, 2.2) + starPath(266, 465, 4, 5, 2.2), fill: INK.goldLight });
  const label = lettering(caps, {
    x: 150,
    y: capsBaseline(465, size),
    size,
    tracking: size * LETTER_SPACING_EM,
    fill: INK.ivory,
    role: "title",
  });
  return band + inner + diamonds + label;
}

/** Wraps the art in the shared card frame and returns a standalone SVG document. */
export function cardDocument(doc: CardDocument): string {
  const { uid } = doc;
  const defs =
    el(
      "linearGradient",
      { id: `${uid}-bg`, x1: 0, y1: 0, x2: 0, y2: 1 },
      el("stop", { offset: 0, "stop-color": INK.navy }) + el("stop", { offset: 1, "stop-color": INK.night }),
    ) +
    el(
      "radialGradient",
      { id: `${uid}-glow` },
      el("stop", { offset: 0, "stop-color": INK.goldLight, "stop-opacity": 0.35 }) +
        el("stop", { offset: 1, "stop-color": INK.goldLight, "stop-opacity": 0 }),
    ) +
    (doc.defs ?? "");
  const frame =
    el("rect", { x: 10, y: 10, width: 280, height: 500, rx: 9, fill: "none", stroke: INK.gold, "stroke-width": 1.6 }) +
    el("rect", {
      x: 16,
      y: 16,
      width: 268,
      height: 488,
      rx: 6,
      fill: "none",
      stroke: INK.goldLight,
      "stroke-width": 0.7,
    }) +
    cornerStars();
  const body =
    el("title", { id: `${uid}-title` }, escapeXml(doc.title)) +
    el("defs", {}, defs) +
    el("rect", { width: CARD_WIDTH, height: CARD_HEIGHT, rx: 14, fill: `url(#${uid}-bg)` }) +
    (doc.seed === undefined ? "" : starDust(doc.seed)) +
    el("g", { "data-art": "" }, doc.art) +
    frame +
    (doc.topLabel ? topLabel(doc.topLabel, doc.accent) : "") +
    (doc.bandText ? titleBand(doc.bandText) : "");
  return el(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      viewBox: `0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`,
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      role: "img",
      "aria-labelledby": `${uid}-title`,
    },
    body,
  );
}
