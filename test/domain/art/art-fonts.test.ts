/**
 * The fonts the PDFs and PNGs draw with are subsets made by
 * scripts/subset-art-fonts.mjs (docs/decisions/0036): the committed files must
 * be what the script makes, and keep every character a buyer's name, a town or
 * our own words can bring in Latin script.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { ART_FONT_TEXT, ART_FONTS, subsetArtFont } from "../../../scripts/subset-art-fonts.mjs";
import { drawableText, embedArtFonts } from "../../../src/art/pdf-draw";
import { workerArtAssets } from "../../../src/art/worker-assets";

const fontsDir = path.resolve(import.meta.dirname, "../../../src/art/fonts");

describe("the bundled art fonts", () => {
  it.each(Object.entries(ART_FONTS))("%s is the subset the script makes", async (file, source) => {
    const subset = await subsetArtFont(readFileSync(source));
    expect(
      Buffer.compare(subset, readFileSync(path.join(fontsDir, file))),
      "run node scripts/subset-art-fonts.mjs",
    ).toBe(0);
  });

  it.each(Object.entries(ART_FONTS))("%s keeps every kept character its full font has", (file, source) => {
    const full = new Set(fontkit.create(readFileSync(source)).characterSet);
    const kept = new Set(fontkit.create(readFileSync(path.join(fontsDir, file))).characterSet);
    const missing = [...ART_FONT_TEXT].filter(
      (ch) => full.has(ch.codePointAt(0) ?? 0) && !kept.has(ch.codePointAt(0) ?? 0),
    );
    expect(missing).toEqual([]);
  });

  it("draws Latin names and towns whole, and leaves out what the fonts cannot draw", async () => {
    const fonts = await embedArtFonts(await PDFDocument.create(), workerArtAssets);
    for (const font of Object.values(fonts)) {
      for (const text of ["Zoë Đorđe", "Reykjavík", "Łódź", "Ștefan", "Þórshöfn", "Ærø – “Œuvre”…"]) {
        expect(drawableText(font, text)).toBe(text);
      }
      expect(drawableText(font, "東京, Zoë")).toBe(", Zoë");
    }
  });

  it("keeps the Vietnamese and Cyrillic the body text's full font has: names, towns and questions in them", async () => {
    const fonts = Object.entries(await embedArtFonts(await PDFDocument.create(), workerArtAssets));
    const body = fonts.filter(([name]) => name !== "display");
    expect(body.length).toBeGreaterThan(0);
    for (const [, font] of body) {
      for (const text of ["Hà Nội", "Nguyễn Thị Ánh", "Đà Nẵng", "Привет, Ольга", "Київ"]) {
        expect(drawableText(font, text)).toBe(text);
      }
    }
  });
});
