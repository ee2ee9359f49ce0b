/**
 * A saved tarot reading as an A4 PDF for printing at home: the spread, the
 * intention and the date, the cards as they lie (a reversed card upside down,
 * as on the saved page), then the interpretation in its sections, with page
 * numbers and the entertainment notice on every page.
 *
 * Built from the same parts as the soulmate pack: the bundled Cinzel and
 * Cormorant Garamond, the scene model drawn as vector text (so the PDF stays
 * selectable and small), and total-fit line breaking. Each card face is
 * rasterised once with resvg at about 200 DPI of its printed size. White
 * paper, navy ink and gold only for accents, so it prints well.
 *
 * Pure apart from the injected assets: the same reading gives the same bytes
 * (no clock is read), so two builds racing to the cache store the same file.
 */
import { Resvg } from "@resvg/resvg-wasm";
import { PDFDocument, type PDFPage, PDFRawStream, type PDFRef } from "pdf-lib";
import type { ArtAssets } from "../art/assets";
import { deflateZlib } from "../art/deflate";
import { createMeasure } from "../art/measure";
import { drawableText, drawScene, embedArtFonts, type PdfFonts } from "../art/pdf-draw";
import { ensureWasm, opaqueRgbRows } from "../art/png";
import { type FontRole, type Measure, MM_PER_PT, PT_PER_MM, type Shape, type TextShape } from "../art/scene";
import { type BlockStyle, fitSize, type Para, typeset } from "../art/typeset";
import { MONTH_NAMES } from "../shared/quiz";
import { readingSections } from "../shared/reading-sections";
import { DEFAULT_SPREAD_LABEL, type ReadingView, SPREAD_LABELS } from "../shared/tarot";
import { renderCardSvg } from "./card-art";
import { CARD_HEIGHT, CARD_WIDTH } from "./card-art/frame";
import { cardById } from "./deck";

/** A4, in millimetres. */
export const PAGE_W = 210;
export const PAGE_H = 297;
const MARGIN_X = 20;
const TOP = 20;
/** The lowest baseline any body text may sit on; the footer lives below it. */
const BOTTOM = 270;
/** The interpretation is set narrower than the page, for a comfortable line of about 80 characters. */
const TEXT_X = 30;
const TEXT_W = PAGE_W - 2 * TEXT_X;

const PAPER = "#ffffff";
const INK = "#1b1840";
const MUTED = "#5c5a78";
/** Gold for rules and ornaments. */
const GOLD = "#c99a3a";
/** A deeper gold for lettering, dark enough to read on white paper (4.5:1). */
const GOLD_INK = "#8f6a1c";

/** Card faces are rasterised at this resolution of their printed size. */
const CARD_DPI = 200;
const CARD_ASPECT = CARD_HEIGHT / CARD_WIDTH;

const AUTHOR = "Soulmate Stories";

const BODY: BlockStyle = { font: "body", size: 12.5, leading: 1.42, color: INK, align: "justify" };
const INTRO: BlockStyle = { ...BODY, font: "italic" };
const HEADING: BlockStyle = { font: "display", size: 11, leading: 1.35, color: GOLD_INK, align: "left" };

/** "5 March 2025", the UTC date the saved page also shows before it knows the reader's time zone. */
export function readingDate(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export function spreadLabelOf(view: Pick<ReadingView, "spread_type">): string {
  return SPREAD_LABELS[view.spread_type] ?? DEFAULT_SPREAD_LABEL;
}

/** A card face placed on a page: top-left corner and size in mm. */
export type PlacedCard = { cardId: string; x: number; y: number; w: number; h: number; reversed: boolean };
/** One page before drawing: its vector shapes (text, rules) and its card faces. */
export type PageDraft = { shapes: Shape[]; cards: PlacedCard[] };

/** How the cards of each spread sit: cards per row and the printed width of one card. */
type CardGrid = { columns: number; width: number; minWidth: number; nameSize: number };

function gridFor(count: number): CardGrid {
  if (count <= 1) return { columns: 1, width: 60, minWidth: 42, nameSize: 12.5 };
  if (count <= 4) return { columns: count, width: 46, minWidth: 34, nameSize: 11.5 };
  return { columns: 5, width: 28, minWidth: 22, nameSize: 10 };
}

/** Lays pages out top to bottom, starting a new page when the next thing would pass the bottom. */
class Pages {
  readonly drafts: PageDraft[] = [];
  y = TOP;

  constructor(
    readonly measure: Measure,
    readonly fonts: PdfFonts,
  ) {
    this.newPage();
  }

  get page(): PageDraft {
    return this.drafts[this.drafts.length - 1] as PageDraft;
  }

  newPage(): void {
    this.drafts.push({ shapes: [], cards: [] });
    this.y = TOP;
  }

  /** Room left above the bottom margin, in mm. */
  get room(): number {
    return BOTTOM - this.y;
  }

  /**
   * Text the font can draw, with runs of white space as single spaces. Control characters (a font
   * may map even U+0000) become spaces, and invisible format characters (zero-width spaces, direction
   * overrides) are left out.
   */
  clean(role: FontRole, text: string): string {
    const visible = text.replace(/\p{Cc}/gu, " ").replace(/\p{Cf}/gu, "");
    return drawableText(this.fonts[role], visible).replace(/\s+/g, " ").trim();
  }

  /** Paragraph text as typeset input: each line of it (single line breaks are kept) as its words. */
  paras(role: FontRole, text: string): Para[] {
    return text
      .split("\n")
      .map((line) => this.clean(role, line).split(" ").filter(Boolean))
      .filter((words) => words.length > 0);
  }

  /** Width of a line of text in mm, letter spacing included. */
  width(text: string, role: FontRole, size: number, letterSpacing = 0): number {
    const gaps = Math.max(0, Array.from(text).length - 1);
    return this.measure(text, role, size) + letterSpacing * size * MM_PER_PT * gaps;
  }

  /** The lines of a text block, each with its baseline relative to the first. */
  lines(paras: Para[], style: BlockStyle, width: number, x: number): { lines: TextShape[]; lead: number } {
    const block = typeset(paras, this.measure, style, { x, y: 0, width });
    return { lines: block.shapes, lead: style.size * MM_PER_PT * style.leading };
  }

  /**
   * Sets a block of lines from the cursor on, continuing on new pages as needed. A page never ends
   * on a paragraph's first line alone, nor starts with its last line alone.
   */
  flow(lines: TextShape[], lead: number, after: number): void {
    const ascent = lead * 0.72;
    let i = 0;
    while (i < lines.length) {
      const fit = Math.max(0, Math.floor((this.room - ascent) / lead) + 1);
      const left = lines.length - i;
      let take = Math.min(fit, left);
      if (take < left) {
        if (take === 1 && left > 1) take = 0;
        else if (left - take === 1 && take >= 3) take -= 1;
      }
      if (take === 0) {
        this.newPage();
        continue;
      }
      const first = this.y + ascent;
      for (let k = 0; k < take; k++) {
        const line = lines[i + k] as TextShape;
        this.page.shapes.push({ ...line, y: first + k * lead });
      }
      i += take;
      this.y = first + (take - 1) * lead + lead * 0.28;
      if (i < lines.length) this.newPage();
    }
    this.y += after;
  }

  /** One centred line at the cursor's baseline + `ascent`; moves the cursor below it. */
  centred(text: string, role: FontRole, size: number, fill: string, lead: number, letterSpacing?: number): void {
    if (!text) return;
    this.page.shapes.push({
      type: "text",
      x: PAGE_W / 2,
      y: this.y + lead * 0.72,
      text,
      size,
      font: role,
      fill,
      anchor: "middle",
      ...(letterSpacing ? { letterSpacing } : {}),
    });
    this.y += lead;
  }

  /** A short gold rule with a diamond at its centre. */
  ornament(width = 60): void {
    const cx = PAGE_W / 2;
    const cy = this.y + 3;
    const half = width / 2;
    this.page.shapes.push(
      { type: "line", x1: cx - half, y1: cy, x2: cx - 3.2, y2: cy, stroke: GOLD, strokeWidth: 0.3 },
      { type: "line", x1: cx + 3.2, y1: cy, x2: cx + half, y2: cy, stroke: GOLD, strokeWidth: 0.3 },
      { type: "path", d: `M${cx} ${cy - 1.6}L${cx + 1.6} ${cy}L${cx} ${cy + 1.6}L${cx - 1.6} ${cy}Z`, fill: GOLD },
    );
    this.y += 6;
  }
}

function titleBlock(pages: Pages, view: ReadingView): void {
  const label = spreadLabelOf(view);
  const eyebrow = pages.clean("display", label.toUpperCase());
  const eyebrowSize = fitSize(pages.measure, eyebrow, "display", 9, PAGE_W - 2 * MARGIN_X, 0.25);
  pages.centred(eyebrow, "display", eyebrowSize, GOLD_INK, 6, 0.25);
  pages.y += 2;
  pages.centred("Saved Tarot Reading", "display", 24, INK, 11);
  const date = readingDate(view.created_at);
  if (date) pages.centred(date, "body", 12, MUTED, 6.5);
  const intention = pages.clean("italic", view.intention);
  if (intention) {
    pages.y += 4;
    // A long intention (up to 500 characters) is set a little smaller, so it leaves room for the cards.
    const size = intention.length > 200 ? 12.5 : 14.5;
    const style: BlockStyle = { font: "italic", size, leading: 1.3, color: INK, align: "center" };
    const width = 140;
    const { lines, lead } = pages.lines([`“${intention}”`.split(" ")], style, width, (PAGE_W - width) / 2);
    pages.flow(lines, lead, 0);
  }
  pages.y += 5;
  pages.ornament();
  pages.y += 3;
}

type CardLabels = {
  /** Height of the position label over the card, and of the name (and reversal) under it, in mm. */
  above: number;
  below: number;
  /** The label shapes for a card centred on `cx` whose face spans `top` to `bottom`. */
  shapes: (cx: number, top: number, bottom: number) => Shape[];
};

/** The position label over a card and its name (and reversal) under it, as the saved page shows them. */
function cardLabels(pages: Pages, card: ReadingView["cards"][number], cellWidth: number, nameSize: number): CardLabels {
  const position = pages.clean("display", card.position.toUpperCase());
  const positionSize = fitSize(pages.measure, position, "display", 8, cellWidth, 0.14);
  const nameStyle: BlockStyle = { font: "body", size: nameSize, leading: 1.18, color: INK, align: "center" };
  const name = pages.lines(pages.paras("body", card.name), nameStyle, cellWidth, -cellWidth / 2);
  const reversedSize = nameSize * 0.92;
  const reversedLead = reversedSize * MM_PER_PT * 1.25;
  return {
    above: position ? 6 : 0,
    below: 3 + name.lines.length * name.lead + (card.reversed ? reversedLead : 0),
    shapes: (cx, top, bottom) => {
      const out: Shape[] = [];
      if (position) {
        out.push({
          type: "text",
          x: cx,
          y: top - 2.8,
          text: position,
          size: positionSize,
          font: "display",
          fill: GOLD_INK,
          anchor: "middle",
          letterSpacing: 0.14,
        });
      }
      let baseline = bottom + 3 + name.lead * 0.75;
      for (const line of name.lines) {
        out.push({ ...line, x: cx, y: baseline });
        baseline += name.lead;
      }
      if (card.reversed) {
        out.push({
          type: "text",
          x: cx,
          y: baseline - name.lead + reversedLead,
          text: "(Reversed)",
          size: reversedSize,
          font: "italic",
          fill: GOLD_INK,
          anchor: "middle",
        });
      }
      return out;
    },
  };
}

/** The spread's cards in rows, each with its position above and its name below. */
function cardsBlock(pages: Pages, view: ReadingView): void {
  const cards = view.cards;
  if (cards.length === 0) return;
  const grid = gridFor(cards.length);
  const columns = Math.min(grid.columns, cards.length);
  const gap = columns === 1 ? 0 : Math.min(14, (PAGE_W - 2 * MARGIN_X - columns * grid.width) / (columns - 1));
  const pitch = grid.width + gap;
  const cellWidth = Math.min(pitch - 2, PAGE_W - 2 * MARGIN_X);
  const labels = cards.map((card) => cardLabels(pages, card, cellWidth, grid.nameSize));
  const rows: number[][] = [];
  for (let i = 0; i < cards.length; i += columns) rows.push(cards.slice(i, i + columns).map((_, k) => i + k));
  const rowGap = 7;
  const above = (row: number[]) => Math.max(...row.map((i) => (labels[i] as CardLabels).above));
  const below = (row: number[]) => Math.max(...row.map((i) => (labels[i] as CardLabels).below));
  const blockHeight = (width: number) =>
    rows.reduce((sum, row) => sum + above(row) + width * CARD_ASPECT + below(row), 0) + rowGap * (rows.length - 1);

  // Shrink the cards (never below the spread's smallest size) to keep them with the title; otherwise
  // they start a page of their own.
  let width = grid.width;
  while (blockHeight(width) > pages.room && width > grid.minWidth) width -= 1;
  if (blockHeight(width) > pages.room) {
    pages.newPage();
    width = grid.width;
  }
  const height = width * CARD_ASPECT;
  const step = width + gap;

  for (const row of rows) {
    const left = (PAGE_W - (row.length * width + (row.length - 1) * gap)) / 2;
    const top = pages.y + above(row);
    row.forEach((index, k) => {
      const card = cards[index] as ReadingView["cards"][number];
      const x = left + k * step;
      pages.page.shapes.push(...(labels[index] as CardLabels).shapes(x + width / 2, top, top + height));
      if (cardById(card.id)) {
        pages.page.cards.push({ cardId: card.id, x, y: top, w: width, h: height, reversed: card.reversed });
      } else {
        pages.page.shapes.push(...placeholderCard(pages, card.name, x, top, width, height));
      }
    });
    pages.y = top + height + below(row) + rowGap;
  }
  pages.y -= rowGap;
}

/** A card this deck does not know (no face to draw): a framed panel carrying its name, as the page does. */
function placeholderCard(pages: Pages, name: string, x: number, y: number, w: number, h: number): Shape[] {
  const text = pages.clean("display", name);
  const size = fitSize(pages.measure, text, "display", 10, w - 4);
  return [
    { type: "rect", x, y, w, h, r: w * 0.045, fill: "#f7f2e6", stroke: GOLD, strokeWidth: 0.5 },
    { type: "text", x: x + w / 2, y: y + h / 2, text, size, font: "display", fill: GOLD_INK, anchor: "middle" },
  ];
}

/** The interpretation: an opening, then gold headings over their paragraphs. */
function interpretationBlock(pages: Pages, view: ReadingView): void {
  const layout = readingSections(view.interpretation);
  const body = (style: BlockStyle, text: string) => pages.lines(pages.paras(style.font, text), style, TEXT_W, TEXT_X);
  const paraGap = BODY.size * MM_PER_PT * 0.55;
  const bodyLead = BODY.size * MM_PER_PT * BODY.leading;

  // The heading of the whole part keeps company with at least three lines of text.
  pages.y += 8;
  if (pages.room < 14 + 3 * bodyLead) pages.newPage();
  pages.centred("Interpretation", "display", 15, GOLD_INK, 8);
  pages.ornament(36);
  pages.y += 2;

  // With sections, the opening (the question said back) is set in italic, as a preface.
  const introStyle = layout.sections.length > 0 ? INTRO : BODY;
  for (const paragraph of layout.intro) {
    const { lines, lead } = body(introStyle, paragraph);
    pages.flow(lines, lead, paraGap);
  }
  for (const section of layout.sections) {
    const heading = pages.lines(pages.paras("display", section.heading), HEADING, TEXT_W, TEXT_X);
    const headingHeight = heading.lines.length * heading.lead + 2;
    const space = 4;
    // Keep the heading with the first two lines of what follows it.
    if (pages.room < space + headingHeight + 2 * bodyLead) pages.newPage();
    else pages.y += space;
    pages.flow(heading.lines, heading.lead, 1.5);
    for (const paragraph of section.paragraphs) {
      const { lines, lead } = body(BODY, paragraph);
      pages.flow(lines, lead, paraGap);
    }
  }
  pages.y += 4;
  if (pages.room > 8) pages.ornament(24);
}

/** On every page: a hairline, the entertainment notice and the page number. */
function footers(pages: Pages): void {
  const total = pages.drafts.length;
  pages.drafts.forEach((draft, i) => {
    const y = 279;
    draft.shapes.push(
      { type: "line", x1: MARGIN_X, y1: y, x2: PAGE_W - MARGIN_X, y2: y, stroke: GOLD, strokeWidth: 0.25 },
      {
        type: "text",
        x: MARGIN_X,
        y: y + 5.5,
        text: "For entertainment purposes only",
        size: 10,
        font: "italic",
        fill: MUTED,
        anchor: "start",
      },
      {
        type: "text",
        x: PAGE_W - MARGIN_X,
        y: y + 5.5,
        text: `Page ${i + 1} of ${total}`,
        size: 10,
        font: "body",
        fill: MUTED,
        anchor: "end",
      },
    );
  });
}

type CardImage = { ref: PDFRef; width: number; height: number };

/**
 * A card face as an image XObject: resvg's pixels over white paper (so the rounded corners blend
 * into the page), stored as PNG-predicted rows under FlateDecode, the way a PNG holds them.
 */
async function embedCardImage(pdf: PDFDocument, cardId: string, widthMm: number, assets: ArtAssets) {
  const card = cardById(cardId);
  if (!card) throw new Error(`reading-pdf: no face for card ${cardId}`);
  const svg = renderCardSvg(card);
  await ensureWasm(assets);
  const widthPx = Math.ceil((widthMm / 25.4) * CARD_DPI);
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: widthPx },
    background: PAPER,
    // The faces draw their lettering as outlines; fonts are only parsed should a face carry text.
    font: svg.includes("<text")
      ? { fontBuffers: [assets.fonts.display, assets.fonts.body, assets.fonts.italic], loadSystemFonts: false }
      : { loadSystemFonts: false },
    shapeRendering: 2,
  });
  try {
    const image = resvg.render();
    try {
      const rows = opaqueRgbRows(image.pixels, image.width, image.height);
      if (!rows) throw new Error(`reading-pdf: the face of ${cardId} did not render opaque`);
      const data = deflateZlib(rows, 6);
      const ctx = pdf.context;
      const dict = ctx.obj({
        Type: "XObject",
        Subtype: "Image",
        Width: image.width,
        Height: image.height,
        ColorSpace: "DeviceRGB",
        BitsPerComponent: 8,
        Filter: "FlateDecode",
        DecodeParms: { Predictor: 15, Colors: 3, BitsPerComponent: 8, Columns: image.width },
        Length: data.length,
      });
      return { ref: ctx.register(PDFRawStream.of(dict, data)), width: image.width, height: image.height };
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

/** Draws the page's card images (a reversed one turned 180° about its centre) in one content stream. */
function drawCards(page: PDFPage, cards: PlacedCard[], images: Map<string, CardImage>): void {
  if (cards.length === 0) return;
  const n = (v: number) => String(Math.round(v * 1000) / 1000);
  const ops: string[] = [];
  for (const card of cards) {
    const image = images.get(card.cardId) as CardImage;
    const name = page.node.newXObject("Card", image.ref);
    const w = card.w * PT_PER_MM;
    const h = card.h * PT_PER_MM;
    const x = card.x * PT_PER_MM;
    const y = (PAGE_H - card.y - card.h) * PT_PER_MM;
    ops.push(
      card.reversed
        ? `q ${n(-w)} 0 0 ${n(-h)} ${n(x + w)} ${n(y + h)} cm ${name.asString()} Do Q`
        : `q ${n(w)} 0 0 ${n(h)} ${n(x)} ${n(y)} cm ${name.asString()} Do Q`,
    );
  }
  const ctx = page.doc.context;
  const data = deflateZlib(new TextEncoder().encode(ops.join("\n")));
  const stream = PDFRawStream.of(ctx.obj({ Filter: "FlateDecode", Length: data.length }), data);
  page.node.addContentStream(ctx.register(stream));
}

/** The reading laid out on A4 pages, in millimetres from each page's top-left corner. */
export function layoutReading(view: ReadingView, fonts: PdfFonts, measure: Measure): PageDraft[] {
  const pages = new Pages(measure, fonts);
  titleBlock(pages, view);
  cardsBlock(pages, view);
  interpretationBlock(pages, view);
  footers(pages);
  return pages.drafts;
}

/** The saved reading as a PDF. */
export async function buildReadingPdf(view: ReadingView, assets: ArtAssets): Promise<Uint8Array> {
  // updateMetadata: false keeps pdf-lib from stamping the current time; the reading's own date is used.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedArtFonts(pdf, assets);
  const drafts = layoutReading(view, fonts, createMeasure(assets));

  const images = new Map<string, CardImage>();
  for (const draft of drafts) {
    for (const card of draft.cards) {
      if (!images.has(card.cardId)) images.set(card.cardId, await embedCardImage(pdf, card.cardId, card.w, assets));
    }
  }
  for (const draft of drafts) {
    const page = pdf.addPage([PAGE_W * PT_PER_MM, PAGE_H * PT_PER_MM]);
    drawScene(page, { width: PAGE_W, height: PAGE_H, background: PAPER, shapes: draft.shapes }, fonts);
    drawCards(page, draft.cards, images);
  }

  const label = spreadLabelOf(view);
  const count = view.cards.length;
  const date = readingDate(view.created_at);
  pdf.setTitle(`Saved Tarot Reading · ${label}`, { showInWindowTitleBar: true });
  pdf.setAuthor(AUTHOR);
  pdf.setSubject(
    `A ${label} tarot reading of ${count === 1 ? "one card" : `${count} cards`}${date ? `, drawn ${date}` : ""}`,
  );
  pdf.setKeywords(["tarot reading", label]);
  pdf.setCreator(AUTHOR);
  pdf.setProducer(`${AUTHOR} (pdf-lib)`);
  pdf.setLanguage("en-AU");
  // The intention is the visitor's own words: it is printed on the page, never put in the metadata.
  if (date) {
    pdf.setCreationDate(new Date(view.created_at));
    pdf.setModificationDate(new Date(view.created_at));
  }
  return pdf.save();
}

/** The PDF's download name: tarot-reading-{first 8 characters of the id}.pdf. */
export function readingPdfName(id: string): string {
  return `tarot-reading-${id.slice(0, 8)}.pdf`;
}

/** Where the built PDF of a reading is kept in R2 (a saved reading never changes). */
export function readingPdfKey(id: string): string {
  return `readings/${id}/reading.pdf`;
}
