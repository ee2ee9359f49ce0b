/**
 * The link preview of a saved reading (its og:image, docs/decisions/0057): a 1200 × 630 picture of
 * the reading's own cards, laid out as the spread lies, in the shop's night and gold, with the
 * spread's name beside them. Never the intention: the question is private to whoever holds the
 * address, and a preview travels further than the link.
 *
 * Drawn like the reading's PDF: the shop's scene model (src/art/) for the background and
 * the lettering, our own card faces (src/tarot/card-art/) placed on it as nested SVG, one resvg
 * render, then a 256-colour PNG (the pack's web previews' encoder), so the picture stays a few
 * hundred KB and chat apps that skip large images still show it. The same reading always gives
 * the same bytes, so two first requests that both draw it store the same file.
 *
 * `/` and `/tarot` have previews of their own drawn with the same frame (pagePreviewSvg),
 * committed under public/og/ by `npm run samples` (scripts/samples/page-previews.ts).
 */

import type { ArtAssets } from "../art/assets";
import { createMeasure } from "../art/measure";
import { renderSvgPixels, webPng } from "../art/png";
import { type FontRole, type Measure, MM_PER_PT, type Shape } from "../art/scene";
import { sceneToSvg } from "../art/svg";
import { fitSize } from "../art/typeset";
import { type ReadingView, readingCardList } from "../shared/tarot";
import { renderCardSvg } from "./card-art";
import { CARD_HEIGHT, CARD_WIDTH } from "./card-art/frame";
import { hashText, seededRandom } from "./card-art/svg";
import { cardById } from "./deck";
import { spreadLabelOf } from "./reading-pdf";

/** The size every link preview is drawn at: what Facebook, LinkedIn, Slack and X ask for. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

const NIGHT = "#07061a";
const NIGHT_TOP = "#17143d";
const GOLD = "#c99a3a";
const GOLD_LIGHT = "#f0d27e";
const PARCHMENT = "#f6f1e4";
const MIST = "#c8c2e0";

const ASPECT = CARD_HEIGHT / CARD_WIDTH;
const MARGIN = 56;

/** The scene is drawn in pixels: a font size of `px` pixels, in the scene's points. */
const pt = (px: number) => px / MM_PER_PT;

/** A card on the picture: our face for a card of the deck, or a framed panel with its name. */
export type PreviewFace =
  | { kind: "card"; id: string; reversed: boolean }
  | { kind: "image"; href: string }
  | { kind: "named"; name: string };
type Placed = { face: PreviewFace; x: number; y: number; w: number; label?: string };

/** What a preview says beside its cards, top to bottom. */
export type PreviewText = { eyebrow: string; title: string; lines: string[]; footer: string };

/** The night sky behind every preview: a soft glow, star dust from `seed`, a thin double gold frame. */
function backdrop(seed: string): Shape[] {
  const rand = seededRandom(hashText(seed));
  const stars: Shape[] = [];
  for (let i = 0; i < 140; i++) {
    const r = 0.6 + rand() * 1.3;
    stars.push({
      type: "circle",
      cx: rand() * PREVIEW_WIDTH,
      cy: rand() * PREVIEW_HEIGHT,
      r,
      fill: PARCHMENT,
      opacity: 0.18 + rand() * 0.4,
    });
  }
  return [
    {
      type: "circle",
      cx: PREVIEW_WIDTH * 0.72,
      cy: PREVIEW_HEIGHT * 0.5,
      r: 520,
      fill: {
        kind: "radial",
        cx: PREVIEW_WIDTH * 0.72,
        cy: PREVIEW_HEIGHT * 0.5,
        r: 520,
        stops: [
          { offset: 0, color: "#352d78", opacity: 0.55 },
          { offset: 1, color: "#352d78", opacity: 0 },
        ],
      },
    },
    ...stars,
    {
      type: "rect",
      x: 16,
      y: 16,
      w: PREVIEW_WIDTH - 32,
      h: PREVIEW_HEIGHT - 32,
      r: 14,
      stroke: GOLD,
      strokeWidth: 2.5,
    },
    {
      type: "rect",
      x: 24,
      y: 24,
      w: PREVIEW_WIDTH - 48,
      h: PREVIEW_HEIGHT - 48,
      r: 10,
      stroke: GOLD_LIGHT,
      strokeWidth: 1,
      opacity: 0.6,
    },
  ];
}

/** Words broken greedily into lines no wider than `width` (never inside a word), or null if a word alone is wider. */
function wrap(words: string[], measure: Measure, font: FontRole, size: number, width: number): string[] | null {
  const lines: string[] = [];
  for (const word of words) {
    if (measure(word, font, size) > width) return null;
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`, font, size) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The largest size from `px` down at which the text sets in at most `maxLines` lines, and those lines. */
function fitLines(text: string, measure: Measure, font: FontRole, px: number, width: number, maxLines: number) {
  // "Past • Present • Future" breaks after a bullet, never before one.
  const words = text.replace(/ • /g, "\u00a0• ").split(" ");
  for (let size = px; size > 12; size -= 2) {
    const lines = wrap(words, measure, font, pt(size), width);
    if (lines && lines.length <= maxLines) return { size: pt(size), lines };
  }
  return { size: pt(12), lines: [text] };
}

/** The words in a column `width` wide from the left margin, vertically centred on the picture. */
function textColumn(text: PreviewText, width: number, measure: Measure): Shape[] {
  const shapes: Shape[] = [];
  const eyebrowSize = fitSize(measure, text.eyebrow, "display", pt(19), width, 0.18);
  const title = fitLines(text.title, measure, "display", 58, width, 2);
  const body = text.lines.map((line) => fitLines(line, measure, "italic", 27, width, 4));
  const px = (size: number) => size * MM_PER_PT;
  const titleLead = px(title.size) * 1.12;
  const bodyLead = px(pt(27)) * 1.25;
  const height =
    px(eyebrowSize) +
    26 +
    titleLead * title.lines.length +
    34 +
    body.reduce((sum, b) => sum + b.lines.length * bodyLead + 6, 0);
  let y = (PREVIEW_HEIGHT - height) / 2 - 10 + px(eyebrowSize);
  shapes.push({
    type: "text",
    x: MARGIN,
    y,
    text: text.eyebrow,
    size: eyebrowSize,
    font: "display",
    fill: GOLD_LIGHT,
    letterSpacing: 0.18,
  });
  y += 26 + px(title.size) * 0.8;
  for (const line of title.lines) {
    shapes.push({ type: "text", x: MARGIN, y, text: line, size: title.size, font: "display", fill: PARCHMENT });
    y += titleLead;
  }
  y += 30 - titleLead;
  shapes.push(
    { type: "line", x1: MARGIN, y1: y - 8, x2: MARGIN + 70, y2: y - 8, stroke: GOLD, strokeWidth: 1.5 },
    {
      type: "path",
      d: `M${MARGIN + 82} ${y - 14}L${MARGIN + 88} ${y - 8}L${MARGIN + 82} ${y - 2}L${MARGIN + 76} ${y - 8}Z`,
      fill: GOLD_LIGHT,
    },
  );
  y += 14 + px(pt(27)) * 0.8;
  for (const block of body) {
    for (const line of block.lines) {
      shapes.push({ type: "text", x: MARGIN, y, text: line, size: block.size, font: "italic", fill: MIST });
      y += bodyLead;
    }
    y += 6;
  }
  shapes.push({
    type: "text",
    x: MARGIN,
    y: PREVIEW_HEIGHT - 46,
    text: text.footer,
    size: pt(17),
    font: "italic",
    fill: MIST,
    opacity: 0.85,
  });
  return shapes;
}

/** Position labels over the cards, and a framed panel for a card we have no face for. */
function cardMarks(cards: Placed[], measure: Measure): Shape[] {
  const shapes: Shape[] = [];
  for (const card of cards) {
    const h = card.w * ASPECT;
    if (card.label) {
      const size = fitSize(measure, card.label, "display", pt(15), card.w + 24, 0.12);
      shapes.push({
        type: "text",
        x: card.x + card.w / 2,
        y: card.y - 12,
        text: card.label,
        size,
        font: "display",
        fill: GOLD_LIGHT,
        anchor: "middle",
        letterSpacing: 0.12,
      });
    }
    if (card.face.kind === "named") {
      const size = fitSize(measure, card.face.name, "display", pt(18), card.w - 16);
      shapes.push(
        {
          type: "rect",
          x: card.x,
          y: card.y,
          w: card.w,
          h,
          r: card.w * 0.045,
          fill: NIGHT_TOP,
          stroke: GOLD,
          strokeWidth: 2,
        },
        {
          type: "text",
          x: card.x + card.w / 2,
          y: card.y + h / 2,
          text: card.face.name,
          size,
          font: "display",
          fill: PARCHMENT,
          anchor: "middle",
        },
      );
    }
  }
  return shapes;
}

/** A card face as nested SVG at its place, turned 180° about its centre when it was drawn reversed. */
function faceMarkup(card: Placed): string {
  const scale = card.w / CARD_WIDTH;
  const h = card.w * ASPECT;
  if (card.face.kind === "image") {
    return `<image x="${card.x}" y="${card.y}" width="${card.w}" height="${h}" preserveAspectRatio="xMidYMid slice" href="${card.face.href}"/>`;
  }
  if (card.face.kind !== "card") return "";
  const known = cardById(card.face.id);
  if (!known) return "";
  const place = card.face.reversed
    ? `translate(${card.x + card.w} ${card.y + h}) rotate(180) scale(${scale})`
    : `translate(${card.x} ${card.y}) scale(${scale})`;
  return `<g transform="${place}">${renderCardSvg(known)}</g>`;
}

/** The picture as one SVG document, PREVIEW_WIDTH × PREVIEW_HEIGHT pixels. */
function previewSvg(seed: string, text: PreviewText, textWidth: number, cards: Placed[], measure: Measure): string {
  const scene = {
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    background: {
      kind: "linear" as const,
      x1: 0,
      y1: 0,
      x2: 0,
      y2: PREVIEW_HEIGHT,
      stops: [
        { offset: 0, color: NIGHT_TOP },
        { offset: 1, color: NIGHT },
      ],
    },
    shapes: [...backdrop(seed), ...textColumn(text, textWidth, measure), ...cardMarks(cards, measure)],
  };
  const svg = sceneToSvg(scene, { pixelWidth: PREVIEW_WIDTH, pixelHeight: PREVIEW_HEIGHT, idPrefix: "og" });
  return `${svg.slice(0, -"</svg>".length)}${cards.map(faceMarkup).join("")}</svg>`;
}

/** Cards in one row, centred in the space right of `left`, `w` wide each. */
function row(faces: { face: PreviewFace; label?: string }[], left: number, w: number, gap: number): Placed[] {
  const width = faces.length * w + (faces.length - 1) * gap;
  const x0 = left + (PREVIEW_WIDTH - MARGIN - left - width) / 2;
  const y = (PREVIEW_HEIGHT - w * ASPECT) / 2 + (faces.some((f) => f.label) ? 12 : 0);
  return faces.map((f, i) => ({ ...f, x: x0 + i * (w + gap), y, w }));
}

/**
 * The Celtic Cross as the saved page lays it out on a wide screen: the cross (Recent Past,
 * Present, Challenge and Near Future across, the Crown above and the Foundation below) and, to
 * its right, the staff of four from Self at the bottom to the Outcome at the top.
 */
function celticCross(faces: PreviewFace[], right: number): Placed[] {
  const w = 76;
  const h = w * ASPECT;
  const gapY = (PREVIEW_HEIGHT - 2 * 40 - 4 * h) / 3;
  const gapX = 12;
  const staffX = right - w;
  const crossRight = staffX - 40;
  const cols = [0, 1, 2, 3].map((i) => crossRight - (4 - i) * w - (3 - i) * gapX);
  const mid = (PREVIEW_HEIGHT - h) / 2;
  const centre = (cols[1] as number) + (w + gapX) / 2;
  const spots: [number, number][] = [
    [cols[1] as number, mid], // Present
    [cols[2] as number, mid], // Challenge
    [centre, mid + h + gapY], // Foundation
    [cols[0] as number, mid], // Recent Past
    [centre, mid - h - gapY], // Crown
    [cols[3] as number, mid], // Near Future
    ...[3, 2, 1, 0].map((i): [number, number] => [staffX, 40 + i * (h + gapY)]), // Self … Outcome
  ];
  return faces.slice(0, spots.length).map((face, i) => {
    const [x, y] = spots[i] as [number, number];
    return { face, x, y, w };
  });
}

function faceOf(card: ReadingView["cards"][number]): PreviewFace {
  return cardById(card.id)
    ? { kind: "card", id: card.id, reversed: card.reversed }
    : { kind: "named", name: card.name };
}

/** The reading's picture as SVG: its spread's name, and its cards as they lie. */
export function readingPreviewSvg(view: ReadingView, measure: Measure): string {
  const count = view.cards.length;
  const faces = view.cards.map(faceOf);
  const text: PreviewText = {
    eyebrow: "SAVED TAROT READING",
    title: spreadLabelOf(view),
    // A short spread names its cards (a reversed one lies upside down, and the words say why);
    // ten names would crowd the picture, and the description carries them.
    lines:
      count <= 3
        ? [`${readingCardList(view.cards)}.`, "Read in the Rider-Waite-Smith tradition"]
        : [`${count === 10 ? "Ten" : count} cards, read in the Rider-Waite-Smith tradition`],
    footer: "Soulmate Stories · AI Tarot · for entertainment only",
  };
  if (count > 4) {
    const cards = celticCross(faces, PREVIEW_WIDTH - MARGIN - 10);
    const left = Math.min(...cards.map((c) => c.x));
    return previewSvg(view.id, text, left - MARGIN - 40, cards, measure);
  }
  const w = count === 1 ? 290 : count <= 3 ? 214 : 170;
  const labelled = view.cards.map((card, i) => ({ face: faces[i] as PreviewFace, label: card.position.toUpperCase() }));
  const textWidth = count === 1 ? 560 : 330;
  return previewSvg(view.id, text, textWidth, row(labelled, MARGIN + textWidth + 20, w, 26), measure);
}

/** A page's own preview (/ and /tarot): the same frame with the page's words and pictures. */
export function pagePreviewSvg(seed: string, text: PreviewText, faces: PreviewFace[], measure: Measure): string {
  const textWidth = 400;
  const left = MARGIN + textWidth + 20;
  const gap = 22;
  const w = Math.min(230, (PREVIEW_WIDTH - MARGIN - left - (faces.length - 1) * gap) / faces.length);
  return previewSvg(
    seed,
    text,
    textWidth,
    row(
      faces.map((face) => ({ face })),
      left,
      w,
      gap,
    ),
    measure,
  );
}

/** An SVG of PREVIEW_WIDTH × PREVIEW_HEIGHT drawn by resvg with the bundled fonts, as a 256-colour PNG. */
export function renderPreviewPng(svg: string, assets: ArtAssets): Promise<Uint8Array> {
  return renderSvgPixels(svg, assets, NIGHT, webPng);
}

/** The saved reading's link preview as PNG bytes. */
export function buildReadingPreview(view: ReadingView, assets: ArtAssets): Promise<Uint8Array> {
  return renderPreviewPng(readingPreviewSvg(view, createMeasure(assets)), assets);
}

/** Where the drawn preview of a reading is kept in R2 (a saved reading never changes). */
export function readingPreviewKey(id: string): string {
  return `readings/${id}/preview.png`;
}
