/**
 * GET /api/tarot/readings/:id/pdf: the saved reading as a printable PDF. The
 * file is read back as a PDF reader would (its drawn text decoded through the
 * fonts' ToUnicode maps), the route answers bad and unknown ids exactly as the
 * JSON route does, and the built file is kept in R2 and served from there.
 */
import { env } from "cloudflare:workers";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { createMeasure } from "../../../src/art/measure";
import { embedArtFonts } from "../../../src/art/pdf-draw";
import { MM_PER_PT } from "../../../src/art/scene";
import { workerArtAssets } from "../../../src/art/worker-assets";
import { SeededRandom } from "../../../src/lib/seeded-random";
import { readingSections } from "../../../src/shared/reading-sections";
import type { ReadingView } from "../../../src/shared/tarot";
import { DECK } from "../../../src/tarot/deck";
import { SPREAD_POSITIONS } from "../../../src/tarot/positions";
import { composeReading } from "../../../src/tarot/reader/reading-composer";
import { buildReadingPdf, layoutReading, PAGE_H, PAGE_W, readingPdfKey } from "../../../src/tarot/reading-pdf";
import { HOSTILE_INTENTIONS } from "../../fixtures/hostile-strings";
import { drawnText } from "../pdf-text";
import { request } from "../request";
import { savedReading } from "../tarot/saved-reading";

const visitor = () => ({ "cf-connecting-ip": `reading-pdf-${crypto.randomUUID()}` });
const getPdf = (id: string) => request(`/api/tarot/readings/${id}/pdf`, { headers: visitor() });
const getJson = (id: string) => request(`/api/tarot/readings/${id}`, { headers: visitor() });
const squash = (text: string) => text.replace(/\s+/g, "");

const figures: string[] = [];
afterAll(() => {
  for (const line of figures) console.log(`FIGURE reading pdf: ${line}`);
});

type SavedCard = { id: string; name: string; reversed: boolean; position: string };

/** A Celtic Cross as the shop saves one: ten drawn cards and an interpretation in sections. */
function celticCross(intention: string, seed: string): { cards: SavedCard[]; interpretation: string } {
  const rng = new SeededRandom(seed);
  const positions = SPREAD_POSITIONS.celtic_cross;
  const drawn = rng
    .sample(DECK, positions.length)
    .map((card, i) => ({ card, reversed: i % 3 === 1, position: positions[i] as (typeof positions)[number] }));
  return {
    cards: drawn.map(({ card, reversed, position }) => ({
      id: card.id,
      name: card.name,
      reversed,
      position: position.label,
    })),
    interpretation: composeReading({ spreadType: "celtic_cross", intention, cards: drawn, seed }),
  };
}

async function readPdf(res: Response) {
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(new TextDecoder("latin1").decode(bytes.slice(0, 5))).toBe("%PDF-");
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const text = drawnText(pdf);
  expect(text).not.toContain("\uFFFD");
  return { bytes, pdf, text: squash(text), pages: text.split("\n").filter(Boolean).map(squash) };
}

/** The transformation matrices the card images are drawn with (`a b c d e f cm /CardN Do`), page by page. */
function cardDraws(pdf: PDFDocument): { a: number; d: number }[] {
  const draws: { a: number; d: number }[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => pdf.context.lookup(r)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());
      for (const m of ops.matchAll(/(-?[\d.]+) 0 0 (-?[\d.]+) -?[\d.]+ -?[\d.]+ cm \/Card\S* Do/g)) {
        draws.push({ a: Number(m[1]), d: Number(m[2]) });
      }
    }
  }
  return draws;
}

describe("GET /api/tarot/readings/:id/pdf", () => {
  it("a Celtic Cross: the title, intention, date, every card and every section heading, page numbers and the notice", async () => {
    const intention = "Should I take the job in Perth or stay in Melbourne, near my family?";
    const drawn = celticCross(intention, "pdf-celtic");
    const reading = await savedReading({ intention, ...drawn, createdAt: Date.UTC(2025, 2, 5, 9, 30) });

    const started = performance.now();
    const res = await getPdf(reading.id);
    const built = performance.now() - started;
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="tarot-reading-${reading.id.slice(0, 8)}.pdf"`,
    );
    expect(res.headers.get("cache-control")).toBe("private, max-age=3600");
    const { bytes, pdf, text, pages } = await readPdf(res);

    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(pdf.getPageCount()).toBeLessThanOrEqual(5);
    for (const page of pdf.getPages()) {
      expect(page.getWidth()).toBeCloseTo(595.28, 1);
      expect(page.getHeight()).toBeCloseTo(841.89, 1);
    }
    expect(text).toContain(squash("Saved Tarot Reading"));
    // Cinzel draws the eyebrow in capitals; the text is upper-cased before it is set.
    expect(text).toContain("CELTICCROSS");
    expect(text).toContain(squash(`“${intention}”`));
    expect(text).toContain("5March2025");
    for (const card of drawn.cards) {
      expect(text).toContain(squash(card.name));
      expect(text).toContain(squash(card.position.toUpperCase()));
    }
    expect(text.split("(Reversed)").length - 1).toBe(drawn.cards.filter((c) => c.reversed).length);
    const layout = readingSections(drawn.interpretation);
    expect(layout.sections.length).toBeGreaterThanOrEqual(12);
    for (const section of layout.sections) expect(text).toContain(squash(section.heading));
    // The interpretation is all there, in order: its last paragraph closes the last section.
    expect(text).toContain(squash(layout.sections.at(-1)?.paragraphs.at(-1) ?? "missing"));
    pages.forEach((page, i) => {
      expect(page).toContain("Forentertainmentpurposesonly");
      expect(page).toContain(`Page${i + 1}of${pages.length}`);
    });

    const images = cardDraws(pdf);
    expect(images).toHaveLength(10);
    // A reversed card is drawn turned 180° (both axes flipped), as on the saved page.
    expect(images.filter((m) => m.a < 0 && m.d < 0)).toHaveLength(drawn.cards.filter((c) => c.reversed).length);
    expect(images.filter((m) => m.a > 0 && m.d > 0)).toHaveLength(drawn.cards.filter((c) => !c.reversed).length);

    expect(pdf.getTitle()).toBe("Saved Tarot Reading · Celtic Cross");
    expect(pdf.getAuthor()).toBe("Soulmate Stories");
    expect(pdf.getSubject()).toBe("A Celtic Cross tarot reading of 10 cards, drawn 5 March 2025");
    // The intention is the visitor's own words: on the page, never in the file's properties.
    expect(`${pdf.getTitle()} ${pdf.getSubject()} ${pdf.getKeywords()}`).not.toContain("Perth");

    const again = performance.now();
    const cached = await readPdf(await getPdf(reading.id));
    expect(cached.bytes).toEqual(bytes);
    const served = performance.now() - again;
    // Another Celtic Cross, now that the isolate has its fonts parsed and resvg loaded.
    const other = await savedReading(celticCross("Where is my work heading this year?", "pdf-celtic-2"));
    const warm = performance.now();
    await readPdf(await getPdf(other.id));
    figures.push(
      `Celtic Cross: ${pdf.getPageCount()} pages, ${(bytes.length / 1024).toFixed(0)} KB; first request (cold) ` +
        `${built.toFixed(0)} ms, another built warm ${(performance.now() - warm).toFixed(0)} ms, from R2 ${served.toFixed(0)} ms`,
    );
  });

  it("keeps the built PDF in R2 and serves the stored copy from then on", async () => {
    const reading = await savedReading();
    const key = readingPdfKey(reading.id);
    expect(await env.ARTIFACTS.head(key)).toBeNull();
    const first = await readPdf(await getPdf(reading.id));
    const stored = await env.ARTIFACTS.get(key);
    expect(stored?.httpMetadata?.contentType).toBe("application/pdf");
    expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(first.bytes);

    // Whatever R2 holds is what the next download gets: nothing is built again.
    const marker = new TextEncoder().encode("%PDF-1.7\n% stored copy\n");
    await env.ARTIFACTS.put(key, marker, { httpMetadata: { contentType: "application/pdf" } });
    const second = await getPdf(reading.id);
    expect(second.status).toBe(200);
    expect(second.headers.get("content-type")).toBe("application/pdf");
    expect(second.headers.get("content-length")).toBe(String(marker.length));
    expect(second.headers.get("etag")).toBeTruthy();
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(marker);
  });

  it("two first downloads at once both get the whole PDF, and R2 keeps the same bytes", async () => {
    const reading = await savedReading({
      interpretation: "Past: The Fool (upright)\nA clear start.\n\nYour answer\nYes.",
    });
    const [a, b] = await Promise.all([getPdf(reading.id), getPdf(reading.id)]);
    const [one, two] = await Promise.all([readPdf(a), readPdf(b)]);
    expect(one.pdf.getPageCount()).toBe(1);
    expect(two.pdf.getPageCount()).toBe(1);
    expect(one.text).toContain(squash("Past: The Fool (upright)"));
    expect(two.bytes).toEqual(one.bytes);
    const stored = await env.ARTIFACTS.get(readingPdfKey(reading.id));
    expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(one.bytes);
  });

  it("a reading written before sections (plain paragraphs) prints each paragraph", async () => {
    const interpretation = "The Fool opens the way.\n\nThe Star, reversed, asks for patience.\nA line of its own.";
    const reading = await savedReading({ interpretation });
    const { pdf, text } = await readPdf(await getPdf(reading.id));
    expect(pdf.getPageCount()).toBe(1);
    expect(text).toContain("PAST");
    expect(text).toContain("TheStar(Reversed)");
    expect(text).toContain(squash("The Fool opens the way."));
    expect(text).toContain(squash("The Star, reversed, asks for patience. A line of its own."));
    expect(cardDraws(pdf)).toHaveLength(3);
  });

  it("a bad id is a 400 {error}, the same answer as the JSON route, and nothing is stored", async () => {
    for (const id of ["not-a-reading", "123", crypto.randomUUID().replace(/-/g, "")]) {
      const res = await getPdf(id);
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const body = await res.json<{ error: string; requestId: string }>();
      expect(body).toEqual({ error: "id: Invalid reading id", requestId: expect.any(String) });
      const json = await getJson(id);
      expect(json.status).toBe(400);
      // The same answer, each with its own request's id.
      expect(await json.json()).toEqual({ ...body, requestId: json.headers.get("x-request-id") });
    }
  });

  it("an unknown reading is a 404 with the JSON route's body, and nothing is built or stored", async () => {
    const id = crypto.randomUUID();
    const res = await getPdf(id);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const json = await getJson(id);
    expect(json.status).toBe(404);
    const { requestId: pdfRequest, ...pdfBody } = await res.json<{ error: string; requestId: string }>();
    const { requestId: jsonRequest, ...jsonBody } = await json.json<{ error: string; requestId: string }>();
    expect(pdfBody).toEqual(jsonBody);
    expect([pdfRequest, jsonRequest]).toEqual([res.headers.get("x-request-id"), json.headers.get("x-request-id")]);
    expect(await env.ARTIFACTS.head(readingPdfKey(id))).toBeNull();
  });
});

describe("the PDF of an intention written to break it", () => {
  it.each(HOSTILE_INTENTIONS.filter((text) => /\p{Cc}|\p{Cf}|\p{Extended_Pictographic}|a{100}/u.test(text)))(
    "%s: what the fonts can draw, and nothing that cannot be read back",
    async (intention) => {
      const view: ReadingView = {
        id: crypto.randomUUID(),
        spread_type: "one_card",
        intention,
        cards: [
          { id: "the-star", name: "The Star", imageUrl: "", alt: "The Star", reversed: true, position: "Your Card" },
        ],
        interpretation: "Your Card: The Star (reversed)\nHope, slowly.",
        created_at: "not a date",
      };
      const pdf = await PDFDocument.load(await buildReadingPdf(view, workerArtAssets));
      expect(pdf.getPageCount()).toBeLessThanOrEqual(2);
      const text = drawnText(pdf);
      expect(text).not.toContain("\uFFFD");
      // No control or format character (a null byte, a bell, a right-to-left override) reaches the page.
      expect(text.replace(/\n/g, "")).not.toMatch(/[\p{Cc}\p{Cf}]/u);
      // The drawable words of the intention are all there (a word too long for a line is hyphenated).
      const words = intention.replace(/[^\p{L}\p{N}?]+/gu, " ").trim();
      expect(squash(text).replace(/-/g, "")).toContain(squash(words));
      // No date to print: the subject says so by leaving it out rather than printing "Invalid Date".
      expect(pdf.getSubject()).toBe("A One Card tarot reading of one card");
    },
  );
});

describe("the reading's page layout", () => {
  it("keeps every line of text and every card inside the page, however long the text", async () => {
    const intention = `${"Will the long road north bring me home again, or further from everyone I love? ".repeat(6)}`
      .slice(0, 500)
      .trim();
    const drawn = celticCross(intention, "pdf-layout");
    const longWord = "Supercalifragilisticexpialidocious".repeat(6);
    const view: ReadingView = {
      id: crypto.randomUUID(),
      spread_type: "celtic_cross",
      intention,
      cards: drawn.cards.map((card) => ({ ...card, imageUrl: "", alt: card.name })),
      interpretation: `${drawn.interpretation}\n\n${longWord} ends a paragraph.\n\n${drawn.interpretation}`,
      created_at: new Date(Date.UTC(2025, 11, 24)).toISOString(),
    };
    const pdf = await PDFDocument.create();
    const fonts = await embedArtFonts(pdf, workerArtAssets);
    const measure = createMeasure(workerArtAssets);
    const pages = layoutReading(view, fonts, measure);
    expect(pages.length).toBeGreaterThanOrEqual(5);

    let lines = 0;
    for (const [index, page] of pages.entries()) {
      for (const shape of page.shapes) {
        if (shape.type !== "text") continue;
        lines++;
        const gaps = shape.text.split(" ").length - 1;
        const width =
          measure(shape.text, shape.font, shape.size) +
          (shape.wordSpacing ?? 0) * gaps +
          (shape.letterSpacing ?? 0) * shape.size * MM_PER_PT * Math.max(0, Array.from(shape.text).length - 1);
        const left =
          shape.anchor === "middle" ? shape.x - width / 2 : shape.anchor === "end" ? shape.x - width : shape.x;
        const where = `page ${index + 1}: "${shape.text.slice(0, 40)}"`;
        expect(left, where).toBeGreaterThanOrEqual(19.9);
        expect(left + width, where).toBeLessThanOrEqual(PAGE_W - 19.9);
        expect(shape.y, where).toBeGreaterThanOrEqual(20);
        expect(shape.y, where).toBeLessThanOrEqual(PAGE_H - 10);
      }
      for (const card of page.cards) {
        expect(card.x).toBeGreaterThanOrEqual(20);
        expect(card.x + card.w).toBeLessThanOrEqual(PAGE_W - 20);
        expect(card.y).toBeGreaterThanOrEqual(20);
        expect(card.y + card.h).toBeLessThanOrEqual(PAGE_H - 27);
      }
      // Body text stops above the footer rule; only the footer sits below it.
      const belowRule = page.shapes.filter((s) => s.type === "text" && s.y > 272);
      expect(belowRule.map((s) => (s.type === "text" ? s.text : ""))).toEqual([
        "For entertainment purposes only",
        `Page ${index + 1} of ${pages.length}`,
      ]);
    }
    expect(lines).toBeGreaterThan(200);
    // All ten cards are placed, on the first page or the one after the title.
    expect(pages.flatMap((p) => p.cards)).toHaveLength(10);
  });
});
