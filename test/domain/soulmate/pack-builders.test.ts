import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { createMeasure } from "../../../src/art/measure";
import { readPngInfo } from "../../../src/art/png";
import { countShapes, MM_PER_PT, PT_PER_MM, sceneTextShapes, type TextShape } from "../../../src/art/scene";
import { escapeXml, sceneToSvg } from "../../../src/art/svg";
import { workerArtAssets } from "../../../src/art/worker-assets";
import { ORACLE_NAMES } from "../../../src/shared/pack";
import { formatBirthday } from "../../../src/shared/quiz";
import { birthSky } from "../../../src/soulmate/astro";
import { parseLandscape } from "../../../src/soulmate/landscape";
import {
  buildCardSet,
  buildOracleBack,
  buildOracleImages,
  buildOraclePdf,
  buildStorybookPdf,
  panelSvg,
  renderPanelPng,
} from "../../../src/soulmate/pack-builders";
import {
  BLEED,
  backCoverScene,
  closingScene,
  coverScene,
  PAGE_H,
  PAGE_W,
  panelPageScene,
  SAFE,
} from "../../../src/soulmate/scenes/book";
import { CARD_DESIGNS, cardBackScene, cardFrontScene } from "../../../src/soulmate/scenes/cards";
import { dataCreditItems } from "../../../src/soulmate/scenes/common";
import { oracleBackScene, oracleScene } from "../../../src/soulmate/scenes/oracle";
import { panelScene } from "../../../src/soulmate/scenes/panels";
import { skyChartPageScene } from "../../../src/soulmate/scenes/sky-chart";
import { skyChart, skyChartWords } from "../../../src/soulmate/sky-chart";
import { bookDisclaimer, composePortrait } from "../../../src/soulmate/story-composer";
import { PANEL_SCENES, type Story } from "../../../src/soulmate/types";
import { drawnText } from "../../worker/pdf-text";
import { fixtureInputs, fixtureSky, fixtureStory, hostileInputs, town } from "./fixtures";
import { skyCatalogue } from "./sky-catalogue-file";

const assets = workerArtAssets;
const SEED = "order-0001";

function mm(pt: number): number {
  return pt * MM_PER_PT;
}

function expectBoxes(pdf: PDFDocument, widthMm: number, heightMm: number) {
  for (const page of pdf.getPages()) {
    const media = page.getMediaBox();
    expect(mm(media.width)).toBeCloseTo(widthMm, 1);
    expect(mm(media.height)).toBeCloseTo(heightMm, 1);
    expect(page.getBleedBox()).toEqual(media);
    const trim = page.getTrimBox();
    expect(mm(trim.x)).toBeCloseTo(3, 1);
    expect(mm(trim.y)).toBeCloseTo(3, 1);
    expect(mm(trim.width)).toBeCloseTo(widthMm - 6, 1);
    expect(mm(trim.height)).toBeCloseTo(heightMm - 6, 1);
    // The boxes are really written into the page dictionary (not only defaulted from the MediaBox).
    expect(page.node.get(PDFName.of("TrimBox"))).toBeInstanceOf(PDFArray);
    expect(page.node.get(PDFName.of("BleedBox"))).toBeInstanceOf(PDFArray);
  }
}

/** Names of the fonts whose descriptors carry an embedded TrueType program. */
function embeddedFonts(pdf: PDFDocument): string[] {
  const names: string[] = [];
  for (const [, obj] of pdf.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict)) continue;
    if (obj.get(PDFName.of("Type")) !== PDFName.of("FontDescriptor")) continue;
    const file = obj.get(PDFName.of("FontFile2")) as PDFRef | undefined;
    if (file && pdf.context.lookup(file) instanceof PDFRawStream) {
      names.push(String(obj.get(PDFName.of("FontName"))));
    }
  }
  return names;
}

const texts = sceneTextShapes;

const longText = Array.from(
  { length: 190 },
  (_, i) => ["starlight", "and", "a", "harbour", "of", "quiet", "lanterns,", "remembering"][i % 8],
).join(" ");

/** Rotorua's facts in the gazetteer row's form (decision 0064): its lake, a named spring from the atlas, and a volcano. */
const ROTORUA_LANDSCAPE =
  '{"lake":[0.6,20,81,"Lake Rotorua"],"spring":[0.6,90,"Kuirau Park",null,"",12,"osm"],"volcano":[17,60,"Okataina","lava dome","D3",1111]}';

describe("storybook PDF", () => {
  it("has twelve A5 pages (three folded sheets) with 3 mm bleed, trim and bleed boxes, embedded fonts and metadata", async () => {
    const started = Date.now();
    const bytes = await buildStorybookPdf(fixtureStory, fixtureSky, fixtureInputs, SEED, assets);
    const elapsed = Date.now() - started;
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    // Cover, eight panels, the portrait, the closing page and the back cover: a multiple of four, as a booklet folds.
    expect(pdf.getPageCount()).toBe(12);
    expectBoxes(pdf, 154, 216);
    const fonts = embeddedFonts(pdf);
    expect(fonts.some((f) => f.includes("Cinzel-SemiBold"))).toBe(true);
    expect(fonts.some((f) => f.includes("CormorantGaramond-Medium-"))).toBe(true);
    expect(fonts.some((f) => f.includes("CormorantGaramond-MediumItalic"))).toBe(true);
    expect(pdf.getTitle()).toBe(fixtureStory.title);
    expect(pdf.getAuthor()).toBe("Soulmate Stories");
    expect(pdf.getCreator()).toBeTruthy();
    expect(pdf.getProducer()).toBeTruthy();
    // Vector only: no image XObjects anywhere.
    expect(new TextDecoder("latin1").decode(bytes)).not.toMatch(/\/Subtype\s*\/Image/);
    console.log(`storybook: ${bytes.length} bytes in ${elapsed} ms`);
  });

  it("is byte-for-byte reproducible for the same seed and differs for another", async () => {
    const a = await buildStorybookPdf(fixtureStory, fixtureSky, fixtureInputs, SEED, assets);
    const b = await buildStorybookPdf(fixtureStory, fixtureSky, fixtureInputs, SEED, assets);
    const c = await buildStorybookPdf(fixtureStory, fixtureSky, fixtureInputs, "order-0002", assets);
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
  });

  it("keeps every line of text inside the safe area, shrinking long panels", async () => {
    const measure = createMeasure(assets);
    const story: Story = {
      ...fixtureStory,
      panels: fixtureStory.panels.map((p, i) =>
        i === 3 ? { ...p, text: longText } : i === 4 ? { ...p, text: `${longText}\n\n${longText}` } : p,
      ),
    };
    for (let i = 0; i < story.panels.length; i++) {
      const scene = panelPageScene(story, i, fixtureSky, fixtureInputs, SEED, measure);
      for (const t of texts(scene.shapes)) {
        const width = measure(t.text, t.font, t.size) + (t.wordSpacing ?? 0) * (t.text.split(" ").length - 1);
        const x0 = t.anchor === "middle" ? t.x - width / 2 : t.anchor === "end" ? t.x - width : t.x;
        expect(x0).toBeGreaterThanOrEqual(BLEED + SAFE - 0.01);
        expect(x0 + width).toBeLessThanOrEqual(PAGE_W - BLEED - SAFE + 0.5);
        expect(t.y - t.size * MM_PER_PT).toBeGreaterThanOrEqual(BLEED + SAFE);
        expect(t.y).toBeLessThanOrEqual(PAGE_H - BLEED - SAFE);
      }
    }
    // A long panel (190 words) is set smaller and still ends above the folio, in full.
    const long = texts(panelPageScene(story, 3, fixtureSky, fixtureInputs, SEED, measure).shapes);
    const body = long.filter((t) => t.font === "body");
    expect(Math.max(...body.map((t) => t.y))).toBeLessThanOrEqual(194);
    expect(Math.min(...body.map((t) => t.size))).toBeLessThan(11.5);
    expect(body.map((t) => t.text).join(" ")).toContain("lanterns, remembering");
    expect(body.at(-1)?.text.endsWith("…")).toBe(false);
    // An absurd one (380 words) is cut at the last line that fits, with an ellipsis.
    const absurd = texts(panelPageScene(story, 4, fixtureSky, fixtureInputs, SEED, measure).shapes);
    const absurdBody = absurd.filter((t) => t.font === "body");
    expect(Math.max(...absurdBody.map((t) => t.y))).toBeLessThanOrEqual(194);
    expect(absurdBody.at(-1)?.text.endsWith("…")).toBe(true);
  });

  it("copes with hostile names and cities", async () => {
    const story = { ...fixtureStory, subtitle: `A soulmate story for ${hostileInputs.firstName}` };
    const bytes = await buildStorybookPdf(story, fixtureSky, hostileInputs, SEED, assets);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(12);
  });

  it("draws the soulmate's portrait on page ten (from the chart when the story predates portraits) and names the buyer on the back", async () => {
    const portrait = composePortrait(fixtureInputs, SEED);
    const pdf = await PDFDocument.load(await buildStorybookPdf(fixtureStory, fixtureSky, fixtureInputs, SEED, assets));
    const pages = drawnText(pdf).split("\n");
    const flat = (page: string | undefined) => (page ?? "").replace(/\s+/g, "");
    expect(flat(pages[9])).toContain("YOURSOULMATE");
    expect(flat(pages[9])).toContain(portrait.title.replace(/\s+/g, ""));
    expect(flat(pages[9])).toContain((portrait.paragraphs[0] ?? "").split(" ").slice(1, 6).join(""));
    expect(flat(pages[11])).toContain("writtenforAriunderLibra");
    // The open data behind the town's facts is credited where the reader sees it (CC BY, and ODbL where it tells water).
    const credits = dataCreditItems(fixtureInputs.place);
    expect(credits[0]).toMatch(/GeoNames/);
    for (const source of credits) expect(flat(pages[11])).toContain(flat(source));
    const written = { ...fixtureStory, portrait: { ...portrait, title: "A Portrait Kept with the Story" } };
    const again = await PDFDocument.load(await buildStorybookPdf(written, fixtureSky, fixtureInputs, SEED, assets));
    expect(flat(drawnText(again).split("\n")[9])).toContain("APortraitKeptwiththeStory");
  });
});

describe("the star chart in the pack", () => {
  const hobart = { ...fixtureInputs, place: { ...town("Hobart", "AU", -42.87936, 147.32941), country: "Australia" } };
  /** A town whose book tells a lake, an OpenStreetMap spring and a volcano: every credit. */
  const rotorua = { ...town("Rotorua", "NZ", -38.13874, 176.24516), landscape: parseLandscape(ROTORUA_LANDSCAPE) };
  const chart = skyChart(hobart, fixtureSky, skyCatalogue);
  const flat = (page: string | undefined) => (page ?? "").replace(/\s+/g, "");

  it("is the book's back cover, named, dated and told in words, in a book of twelve pages still", async () => {
    const pdf = await PDFDocument.load(
      await buildStorybookPdf(fixtureStory, fixtureSky, hobart, SEED, assets, { chart }),
    );
    expect(pdf.getPageCount()).toBe(12);
    expectBoxes(pdf, 154, 216);
    const back = flat(drawnText(pdf).split("\n")[11]);
    const words = skyChartWords(chart);
    expect(back).toContain("THESKYONTHEDAYYOUWEREBORN");
    expect(back).toContain("TheskyoverHobart");
    expect(back).toContain(flat(words.when));
    expect(back).toContain(flat(words.coordinates));
    expect(back).toContain(flat(words.sign));
    for (const letter of ["N", "E", "S", "W"]) expect(back).toContain(letter);
    // Without the chart (a story written before it, the catalogue unreadable) the old back cover stays.
    const before = await PDFDocument.load(await buildStorybookPdf(fixtureStory, fixtureSky, hobart, SEED, assets));
    expect(flat(drawnText(before).split("\n")[11])).not.toContain("THESKYONTHEDAYYOUWEREBORN");
  });

  it("keeps the back cover's words inside the safe area", () => {
    const scene = skyChartPageScene(
      chart,
      { width: PAGE_W, height: PAGE_H, bleed: BLEED, safe: SAFE },
      createMeasure(assets),
      dataCreditItems(rotorua),
    );
    const measure = createMeasure(assets);
    for (const t of texts(scene.shapes)) {
      const width = measure(t.text, t.font, t.size) + (t.wordSpacing ?? 0) * (t.text.split(" ").length - 1);
      const x0 = t.anchor === "middle" ? t.x - width / 2 : t.anchor === "end" ? t.x - width : t.x;
      expect(x0, t.text).toBeGreaterThanOrEqual(BLEED + SAFE - 0.01);
      expect(x0 + width, t.text).toBeLessThanOrEqual(PAGE_W - BLEED - SAFE + 0.5);
      expect(t.y, t.text).toBeLessThanOrEqual(PAGE_H - BLEED - SAFE);
    }
  });

  it("prints the book's one disclaimer on the last page, chart or plain back cover, with the birthday, above the credits", () => {
    const measure = createMeasure(assets);
    const inputs = { ...fixtureInputs, place: rotorua, city: "Rotorua" };
    const disclaimer = bookDisclaimer(inputs, SEED);
    const items = dataCreditItems(rotorua);
    const page = { width: PAGE_W, height: PAGE_H, bleed: BLEED, safe: SAFE };
    for (const [scene, size] of [
      [backCoverScene(fixtureSky, inputs, SEED, measure), 8],
      [skyChartPageScene(chart, page, measure, items, disclaimer), 7.5],
    ] as const) {
      const lines = texts(scene.shapes).filter((t) => t.font === "italic" && t.size === size);
      const said = lines.map((t) => t.text).join(" ");
      expect(said.replace(/\s+/g, " ")).toContain(disclaimer.replace(/\s+/g, " "));
      expect(said).toMatch(/symbolic/);
      expect(said).toContain(formatBirthday(inputs.birthday));
      const credit = texts(scene.shapes).find((t) => /GeoNames/.test(t.text));
      const hold = texts(scene.shapes).find((t) => /^Drawn looking up/.test(t.text));
      const lowest = Math.max(
        ...lines.filter((t) => disclaimer.includes(t.text.trim().split(" ")[0] ?? "")).map((t) => t.y),
      );
      expect(lowest).toBeLessThan((hold?.y ?? credit?.y ?? 0) - size * MM_PER_PT);
    }
  });

  it("sets the data credits on the back cover and the chart page at a size print can carry, every source whole", () => {
    // A review found the single 4 pt credit line unreadable; each credit is now at least 6 pt, on as many lines as it
    // takes, none wider than the page's safe area, and none above the words it sits under.
    const measure = createMeasure(assets);
    const items = dataCreditItems(rotorua);
    expect(items).toHaveLength(5);
    const pages = [
      backCoverScene(fixtureSky, { ...fixtureInputs, place: rotorua }, SEED, measure),
      skyChartPageScene(chart, { width: PAGE_W, height: PAGE_H, bleed: BLEED, safe: SAFE }, measure, items),
    ];
    for (const scene of pages) {
      const lines = texts(scene.shapes).filter((t) =>
        /GeoNames|OpenStreetMap|Natural Earth|NOAA|Hipparcos/.test(t.text),
      );
      const said = lines.map((t) => t.text).join("  ·  ");
      for (const item of items) expect(said).toContain(item);
      for (const t of lines) {
        expect(t.size, t.text).toBeGreaterThanOrEqual(6);
        const width = measure(t.text, t.font, t.size);
        expect(t.x - width / 2, t.text).toBeGreaterThanOrEqual(BLEED + SAFE - 0.01);
        expect(t.x + width / 2, t.text).toBeLessThanOrEqual(PAGE_W - BLEED - SAFE + 0.5);
      }
      const top = Math.min(...lines.map((t) => t.y));
      const above = texts(scene.shapes).filter((t) => /^(SOULMATE STORIES|Drawn looking up)/.test(t.text));
      expect(above.length).toBeGreaterThan(0);
      for (const t of above) expect(t.y).toBeLessThan(top - t.size * MM_PER_PT * 0.5);
    }
  });

  it("credits only the sources whose facts the book tells (Manchester's page credited hot springs and volcanoes: review 26)", () => {
    const credits = (landscape: string | null) =>
      dataCreditItems({
        ...town("Anytown", "GB", 53.48, -2.24),
        ...(landscape ? { landscape: parseLandscape(landscape) } : {}),
      }).join(" · ");
    // No town: the gazetteer alone, which found none or the chart's capital.
    expect(dataCreditItems(null)).toEqual(["Towns: GeoNames, SimpleMaps (CC BY 4.0)"]);
    // A town with nothing near it: its coast was still read from Natural Earth's land.
    expect(credits(null)).toBe("Towns: GeoNames, SimpleMaps (CC BY 4.0) · Coasts, lake and river names: Natural Earth");
    // A river: OpenStreetMap's water. The sea alone is Natural Earth's coastline.
    expect(credits('{"river":[0.4,90,"the Irwell"]}')).toContain("OpenStreetMap contributors (ODbL)");
    expect(credits('{"sea":[2,270]}')).not.toContain("OpenStreetMap");
    // A lone unnamed OpenStreetMap spring is not told, so the atlas is not credited; a named one is.
    expect(credits('{"spring":[6,180,"",null,"",1,"osm"]}')).not.toContain("Hot springs");
    expect(credits('{"spring":[1,90,"Kuirau Park",null,"",4,"osm"]}')).toContain(
      "Hot springs: World Hot Springs atlas",
    );
    // NOAA for what it gave: a US spring, a volcano, or both.
    expect(credits('{"spring":[2,0,"Hot Springs",62,"hot",3,"noaa"]}')).toContain("Thermal springs: NOAA NCEI");
    expect(credits('{"volcano":[14,90,"Vesuvius","stratovolcano","D1",1281]}')).toContain("Volcanoes: NOAA NCEI");
    expect(credits('{"volcano":[14,90,"Vesuvius","stratovolcano","D1",1281]}')).not.toContain("springs");
    expect(credits(ROTORUA_LANDSCAPE)).toContain("Volcanoes: NOAA NCEI");
  });

  it("fills the sign card's window when the sign was up, and leaves the figure when it was below", () => {
    const measure = createMeasure(assets);
    const design = CARD_DESIGNS[0] as (typeof CARD_DESIGNS)[number];
    const up = { ...chart, sign: { ...chart.sign, state: "up" as const } };
    const below = { ...chart, sign: { ...chart.sign, state: "below" as const } };
    const names = (c: typeof chart | null) =>
      texts(cardFrontScene(design, fixtureSky, hobart, SEED, measure, c).shapes).map((t) => t.text);
    expect(names(up)).toEqual(expect.arrayContaining(["N", "E", "S", "W"]));
    expect(names(below)).not.toContain("N");
    expect(names(below)).toEqual(names(null));
  });
});

describe("card set", () => {
  it("has five fronts and a back at 76 × 126 mm with boxes, and five 300 DPI PNGs", async () => {
    const started = Date.now();
    const cards = await buildCardSet(fixtureSky, fixtureInputs, SEED, assets);
    const elapsed = Date.now() - started;
    const pdf = await PDFDocument.load(cards.pdf);
    expect(pdf.getPageCount()).toBe(6);
    expectBoxes(pdf, 76, 126);
    expect(embeddedFonts(pdf).length).toBeGreaterThanOrEqual(2);
    expect(cards.pngs).toHaveLength(5);
    // Each card names the buyer; the soulmate card is the book's portrait.
    expect(cards.titles).toEqual([
      "Ari’s Sign: Libra",
      "Ari’s Moon: Waxing Crescent",
      "Ari’s Element: Air",
      "Ari’s Planet: Venus",
      `Ari’s Soulmate: ${composePortrait(fixtureInputs, SEED).title}`,
    ]);
    expect(drawnText(pdf).split("\n")[5]?.replace(/\s+/g, "")).toContain("forAri");
    for (const png of cards.pngs) {
      const info = readPngInfo(png);
      expect(info).toMatchObject({ width: 898, height: 1488, dpi: 300 });
      expect(info.chunks.slice(0, 2)).toEqual(["IHDR", "pHYs"]);
    }
    // The web previews: the print image averaged 3 × 3 into 256 colours (docs/decisions/0037).
    expect(cards.previews).toHaveLength(5);
    for (const preview of cards.previews) {
      expect(readPngInfo(preview)).toMatchObject({ width: 299, height: 496, dpi: 100 });
      expect(readPngInfo(preview).chunks).toEqual(["IHDR", "pHYs", "PLTE", "IDAT", "IEND"]);
      expect(preview.length).toBeLessThan(30_000);
    }
    console.log(`card set: pdf ${cards.pdf.length} bytes, pngs ${cards.pngs.map((p) => p.length)} in ${elapsed} ms`);
  });
});

describe("the card back", () => {
  /** The owner's line ("for Emma") and the box its letters take, from its cap height to just below the baseline. */
  const ownerOf = (scene: ReturnType<typeof cardBackScene>, measure: ReturnType<typeof createMeasure>) => {
    const owner = scene.shapes.find((s): s is TextShape => s.type === "text" && s.text.startsWith("for "));
    if (!owner) return null;
    const width = measure(owner.text, owner.font, owner.size);
    const y0 = owner.y - owner.size * 0.3528;
    return { owner, box: { x0: owner.x - width / 2, x1: owner.x + width / 2, y0, y1: owner.y + 0.5 } };
  };

  it("keeps the owner's name clear of the moon above the ring (reviews 27 and 28: 'for Emma' under the moon)", () => {
    const measure = createMeasure(assets);
    for (const firstName of ["Emma", "Carmen", "Maximiliano-José"]) {
      const scene = cardBackScene("back-seed", { ...fixtureInputs, firstName }, measure, fixtureSky);
      const found = ownerOf(scene, measure);
      expect(found, firstName).not.toBeNull();
      if (!found) continue;
      const { owner, box } = found;
      // The moon's disc: the circles of 2.5–4 mm radius in the upper half, on the card's middle line.
      const discs = scene.shapes.filter(
        (s) => s.type === "circle" && s.r >= 2.5 && s.r <= 4 && Math.abs(s.cx - owner.x) < 0.01 && s.cy < 63,
      );
      expect(discs.length, firstName).toBeGreaterThan(0);
      for (const d of discs)
        if (d.type === "circle")
          expect(
            d.cy - d.r > box.y1 || d.cy + d.r < box.y0 || d.cx - d.r > box.x1 || d.cx + d.r < box.x0,
            firstName,
          ).toBe(true);
    }
  });

  it("sets no sparkle on the owner's name, for any seed (review 37: one sat on the 'h' of 'for Niamh')", () => {
    const measure = createMeasure(assets);
    let sparkles = 0;
    for (let i = 0; i < 40; i++) {
      const firstName = ["Niamh", "Jo", "Maximiliano-José", "Aroha"][i % 4] ?? "Niamh";
      const scene = cardBackScene(`back-${i}`, { ...fixtureInputs, firstName }, measure, fixtureSky);
      const box = ownerOf(scene, measure)?.box;
      if (!box) throw new Error("no owner's line");
      // A sparkle is a four-pointed path drawn from its top point (M cx,cy−r) in the parchment-gold of the field.
      for (const shape of scene.shapes) {
        if (shape.type !== "path" || !/^M[\d.]+[ ,][\d.]+Q/.test(shape.d.replace(/\s+/g, " ").replace(/^M /, "M")))
          continue;
        const numbers = (shape.d.match(/-?[\d.]+/g) ?? []).map(Number);
        const xs = numbers.filter((_, k) => k % 2 === 0);
        const ys = numbers.filter((_, k) => k % 2 === 1);
        const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
        if (y0 > 70) continue;
        sparkles++;
        expect(x1 < box.x0 || x0 > box.x1 || y1 < box.y0 || y0 > box.y1, `${firstName} back-${i}`).toBe(true);
      }
    }
    expect(sparkles).toBeGreaterThan(20);
  });

  it("draws the buyer's own birth moon, not one stock crescent on every back (review 31)", () => {
    const measure = createMeasure(assets);
    // 9 August 1979: a waning gibbous, 97% lit; 3 June 1995: a waxing crescent, 22% lit.
    const gibbous = birthSky({ ...fixtureInputs, starSign: "leo", birthday: { day: 9, month: 8, year: 1979 } });
    const crescent = birthSky({ ...fixtureInputs, starSign: "gemini", birthday: { day: 3, month: 6, year: 1995 } });
    expect(gibbous.moon.illumination).toBeGreaterThan(0.9);
    expect(crescent.moon.illumination).toBeLessThan(0.3);
    const back = (sky: typeof gibbous) => JSON.stringify(cardBackScene("back-seed", fixtureInputs, measure, sky));
    expect(back(gibbous)).toBe(back(gibbous));
    expect(back(gibbous)).not.toBe(back(crescent));
  });
});

describe("oracle images", () => {
  it("renders the five oracle cards as full-bleed 300 DPI PNGs, each with a small web preview", async () => {
    const started = Date.now();
    const { images, previews } = await buildOracleImages(fixtureSky, fixtureInputs, SEED, assets);
    const elapsed = Date.now() - started;
    expect(Object.keys(images).sort()).toEqual([...ORACLE_NAMES].sort());
    for (const name of ORACLE_NAMES) {
      expect(readPngInfo(images[name])).toMatchObject({ width: 898, height: 1488, dpi: 300 });
      expect(readPngInfo(previews[name])).toMatchObject({ width: 299, height: 496, dpi: 100 });
      expect(previews[name].length).toBeLessThan(30_000);
    }
    expect(images.love).not.toEqual(images.peace);
    console.log(`oracle images: ${ORACLE_NAMES.map((n) => images[n].length)} in ${elapsed} ms`);
  });

  it("prints the five cards and their back as one PDF at 76 × 126 mm with boxes, in the pack's order, the same bytes every time", async () => {
    // A review printed cards.pdf and found half the deck missing: the oracle cards were images only.
    const bytes = await buildOraclePdf(fixtureSky, fixtureInputs, SEED, assets);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(6);
    expectBoxes(pdf, 76, 126);
    expect(embeddedFonts(pdf).length).toBeGreaterThanOrEqual(2);
    const pages = drawnText(pdf)
      .split("\n")
      .map((page) => page.replace(/\s+/g, "").toUpperCase());
    for (const [i, name] of ORACLE_NAMES.entries()) expect(pages[i]).toContain(name.toUpperCase());
    expect(pages[5]).toContain("LIBRA");
    expect(await buildOraclePdf(fixtureSky, fixtureInputs, SEED, assets)).toEqual(bytes);
  });

  it("carries the buyer's sign, birth moon and element on every front, and has a back of their own", async () => {
    const measure = createMeasure(assets);
    const scorpio = { ...fixtureSky, sign: "scorpio" as const, signName: "Scorpio", element: "water" as const };
    const svgOf = (scene: Parameters<typeof sceneToSvg>[0]) => sceneToSvg(scene);
    for (const [i, name] of ORACLE_NAMES.entries()) {
      const libra = svgOf(oracleScene(name, i, fixtureSky, fixtureInputs, SEED, measure));
      const other = svgOf(oracleScene(name, i, scorpio, fixtureInputs, SEED, measure));
      const fullMoon = svgOf(
        oracleScene(
          name,
          i,
          { ...fixtureSky, moon: { ...fixtureSky.moon, illumination: 1 } },
          fixtureInputs,
          SEED,
          measure,
        ),
      );
      expect(libra).not.toEqual(other);
      expect(libra).not.toEqual(fullMoon);
    }
    const back = oracleBackScene(fixtureSky);
    expect(svgOf(back)).toContain("LIBRA");
    expect(svgOf(back)).not.toEqual(svgOf(oracleBackScene(scorpio)));
    const png = await buildOracleBack(fixtureSky, assets);
    expect(readPngInfo(png)).toMatchObject({ width: 898, height: 1488, dpi: 300 });
  });
});

describe("panel art", () => {
  it("draws something substantial, within budget, for every panel scene", () => {
    for (const scene of PANEL_SCENES) {
      const panel = fixtureStory.panels.find((p) => p.scene === scene) ?? { scene, title: "", text: "", symbols: [] };
      for (const inputs of [fixtureInputs, { ...fixtureInputs, city: null }]) {
        const s = panelScene(panel, fixtureSky, inputs, SEED);
        const n = countShapes(s.shapes);
        expect(n, scene).toBeGreaterThan(40);
        expect(n, scene).toBeLessThan(1000);
      }
    }
  });

  it("is deterministic and varies with the seed", () => {
    const panel = fixtureStory.panels[0] as Story["panels"][number];
    expect(panelSvg(panel, fixtureSky, fixtureInputs, SEED)).toBe(panelSvg(panel, fixtureSky, fixtureInputs, SEED));
    expect(panelSvg(panel, fixtureSky, fixtureInputs, "other")).not.toBe(
      panelSvg(panel, fixtureSky, fixtureInputs, SEED),
    );
  });

  it("escapes hostile cities in the SVG and stays self-contained", async () => {
    const city = fixtureStory.panels[3] as Story["panels"][number];
    const svg = panelSvg(city, fixtureSky, hostileInputs, SEED);
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/<[^>]*\son[a-z]+=/i);
    expect(svg).not.toMatch(/href|xlink|<style|<foreignObject|url\((?!#)/i);
    expect(svg).toContain("&lt;SCRIPT&gt;");
    expect(svg).toContain("&amp;");
    expect(svg).toMatch(/viewBox="0 0 120 80"/);
    expect(svg).not.toMatch(/<svg[^>]*\swidth=/);
    // Every text node is escaped: no raw quotes or brackets between tags.
    for (const m of svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g))
      expect(m[1]).not.toMatch(/["'<>]|&(?!amp;|lt;|gt;|quot;|#39;)/);
    // And it still parses and renders (resvg rejects malformed XML).
    const png = await renderPanelPng({ ...fixtureStory, panels: [city] }, 0, fixtureSky, hostileInputs, SEED, assets);
    expect(readPngInfo(png)).toMatchObject({ width: 1417, height: 945, dpi: 300 });
  });

  it("escapes every special character and strips XML-invalid ones", () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0000\u0008`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    const svg = sceneToSvg({
      width: 10,
      height: 10,
      background: "#000000",
      shapes: [
        { type: "text", x: 1, y: 5, text: `"><script>alert(1)</script>`, size: 8, font: "body", fill: "#ffffff" },
      ],
    });
    expect(svg).not.toContain("<script>");
    expect(() => sceneToSvg({ width: 1, height: 1, background: 'red" onload="x', shapes: [] } as never)).toThrow();
  });

  it("keeps the epilogue's colophon clear of the footer's divider, however long the closing runs", () => {
    // A buyer's review: on a 100-word closing the gold divider struck through "born beneath a waxing crescent".
    const measure = createMeasure(assets);
    const words = (n: number) => Array.from({ length: n }, (_, i) => (i % 7 === 0 ? "starlight" : "and")).join(" ");
    for (const [closing, dedication] of [
      [`${words(60)}.`, `${words(20)}.`],
      [`${words(100)}.`, `${words(24)}.`],
      [`${words(130)}.`, `${words(40)}.`],
    ] as [string, string][]) {
      const scene = closingScene({ ...fixtureStory, closing, dedication }, fixtureSky, fixtureInputs, SEED, measure);
      const texts = scene.shapes.filter((sh) => sh.type === "text");
      const details = texts.find((t) => t.text.includes("born beneath"));
      // "born beneath a waxing crescent" wanted its noun (a buyer's review).
      expect(details?.text).toMatch(/born beneath an? [a-z -]+ moon/);
      // The shop's mark: the book's one disclaimer is on the back cover (a review counted four; decision 0090).
      expect(texts.some((t) => /entertainment/i.test(t.text))).toBe(false);
      const footer = texts.find((t) => t.text === "SOULMATE STORIES");
      expect(details && footer).toBeTruthy();
      // The divider's lines sit between the colophon and the footer line.
      const rules = scene.shapes.filter(
        (sh) => sh.type === "line" && sh.y1 === sh.y2 && sh.y1 > (details?.y ?? 0) - 10 && sh.y1 < (footer?.y ?? 0),
      );
      expect(rules.length).toBeGreaterThan(0);
      for (const rule of rules) {
        if (rule.type !== "line") continue;
        // A 6-point line stands about 1.5 mm above its baseline and reaches under it by half a millimetre.
        expect(rule.y1 - (details?.y ?? 0), `${closing.length} characters`).toBeGreaterThan(2);
      }
    }
  });

  it("escapes a hostile first name wherever it is drawn", () => {
    const measure = createMeasure(assets);
    const story = { ...fixtureStory, subtitle: `A soulmate story for ${hostileInputs.firstName}` };
    for (const scene of [
      coverScene(story, fixtureSky, hostileInputs, SEED, measure),
      closingScene(story, fixtureSky, hostileInputs, SEED, measure),
    ]) {
      const svg = sceneToSvg(scene);
      expect(svg).not.toMatch(/<img|<script|<[^>]*\son[a-z]+=/i);
      expect(svg).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    }
  });

  it("renders PNGs deterministically", async () => {
    const a = await renderPanelPng(fixtureStory, 6, fixtureSky, fixtureInputs, SEED, assets, { width: 240 });
    const b = await renderPanelPng(fixtureStory, 6, fixtureSky, fixtureInputs, SEED, assets, { width: 240 });
    expect(a).toEqual(b);
  });

  it("renders a panel PNG at a reduced width for the landing page", async () => {
    const png = await renderPanelPng(fixtureStory, 3, fixtureSky, fixtureInputs, SEED, assets, { width: 600 });
    const info = readPngInfo(png);
    expect(info.width).toBe(600);
    expect(info.height).toBe(400);
    expect(info.dpi).toBeCloseTo((600 / 120) * 25.4, 0);
    expect(PT_PER_MM).toBeCloseTo(72 / 25.4);
  });
});
