/**
 * The soulmate pack's files, built from the story, the birth sky and the quiz
 * inputs: the storybook PDF, the card set (PDF + PNGs) and the oracle PNGs.
 * Pure apart from the injected assets: the same inputs and seed give the same
 * bytes (no dates or random ids are written).
 */
import { PDFDocument } from "pdf-lib";
import type { ArtAssets } from "../art/assets";
import { lightEdition } from "../art/light-edition";
import { createMeasure } from "../art/measure";
import { drawScene, embedArtFonts } from "../art/pdf-draw";
import { type PngOptions, renderScenePng, renderScenePngWithPreview } from "../art/png";
import { PT_PER_MM, type Scene } from "../art/scene";
import { sceneToSvg } from "../art/svg";
import { ORACLE_NAMES, type OracleName } from "../shared/pack";
import {
  BLEED,
  backCoverScene,
  closingScene,
  coverScene,
  PAGE_H,
  PAGE_W,
  panelPageScene,
  portraitPageScene,
  SAFE,
} from "./scenes/book";
import { CARD_BLEED, CARD_DESIGNS, cardBackScene, cardFrontScene, cardTitle } from "./scenes/cards";
import { dataCreditItems } from "./scenes/common";
import { oracleBackScene, oracleChart, oracleScene } from "./scenes/oracle";
import { panelScene } from "./scenes/panels";
import { skyChartPageScene } from "./scenes/sky-chart";
import type { SkyChart } from "./sky-chart";
import { bookDisclaimer, composePortrait, storyContext } from "./story-composer";
import { portraitSubject } from "./story-text/portrait";
import { yearlyStar } from "./story-text/union";
import type { BirthSky, SoulmateInputs, Story, StoryPanel } from "./types";

const AUTHOR = "Soulmate Stories";
const CREATOR = "Soulmate Stories pack generator";
const PRODUCER = "Soulmate Stories (pdf-lib)";

/** Adds a page the size of the scene (bleed included) with Bleed = Media box and the trim inset by `bleed` mm. */
function addPrintPage(pdf: PDFDocument, scene: Scene, bleed: number, fonts: Awaited<ReturnType<typeof embedArtFonts>>) {
  const w = scene.width * PT_PER_MM;
  const h = scene.height * PT_PER_MM;
  const b = bleed * PT_PER_MM;
  const page = pdf.addPage([w, h]);
  page.setBleedBox(0, 0, w, h);
  page.setTrimBox(b, b, w - 2 * b, h - 2 * b);
  drawScene(page, scene, fonts);
  return page;
}

function setMetadata(pdf: PDFDocument, title: string, subject: string, keywords: string[]) {
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setAuthor(AUTHOR);
  pdf.setSubject(subject);
  pdf.setKeywords(keywords);
  pdf.setCreator(CREATOR);
  pdf.setProducer(PRODUCER);
  pdf.setLanguage("en-AU");
}

/** The full-bleed night edition for a print shop, or the light one for a home printer. */
export type StorybookEdition = "full" | "light";

/**
 * A5 storybook with 3 mm bleed, twelve pages so it folds into a booklet of
 * three sheets: cover, eight panel pages, the soulmate's portrait, the closing
 * page and the back cover. A story written before portraits existed gets one
 * drawn from the chart. Given the star chart of the buyer's sky, the back cover
 * is that chart (docs/decisions/0063).
 */
export async function buildStorybookPdf(
  story: Story,
  sky: BirthSky,
  inputs: SoulmateInputs,
  seed: string,
  assets: ArtAssets,
  { edition = "full", chart }: { edition?: StorybookEdition; chart?: SkyChart | null } = {},
): Promise<Uint8Array> {
  // updateMetadata: false keeps pdf-lib from stamping the current time, so output is reproducible.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedArtFonts(pdf, assets);
  const measure = createMeasure(assets);
  const page = (scene: Scene) => addPrintPage(pdf, edition === "light" ? lightEdition(scene) : scene, BLEED, fonts);
  page(coverScene(story, sky, inputs, seed, measure));
  story.panels.forEach((_panel, i) => {
    page(panelPageScene(story, i, sky, inputs, seed, measure));
  });
  const portrait = story.portrait ?? composePortrait(inputs, seed);
  page(
    portraitPageScene(
      portrait,
      story.panels.length + 2,
      sky,
      seed,
      measure,
      portraitSubject(inputs.relationshipStatus),
    ),
  );
  page(closingScene(story, sky, inputs, seed, measure));
  page(
    chart
      ? skyChartPageScene(
          chart,
          { width: PAGE_W, height: PAGE_H, bleed: BLEED, safe: SAFE },
          measure,
          dataCreditItems(inputs.place),
          bookDisclaimer(inputs, seed),
          yearlyStar(storyContext(inputs))?.name,
        )
      : backCoverScene(sky, inputs, seed, measure),
  );
  const keywords = ["soulmate story", sky.signName, sky.moon.name, ...(edition === "light" ? ["print at home"] : [])];
  setMetadata(pdf, story.title, story.subtitle, keywords);
  return pdf.save();
}

/**
 * How wide the web previews of the cards and oracles are, in pixels: twice the widest the result
 * page shows them (docs/product/screens.md, Order result), for sharp pictures on a phone.
 */
export const PREVIEW_WIDTH = 300;

/**
 * Five symbolic card fronts and the shared back (PDF), plus the fronts as 300 DPI PNGs and their
 * web previews. Given the star chart, the sign card's window shows it when the sign was up.
 */
export async function buildCardSet(
  sky: BirthSky,
  inputs: SoulmateInputs,
  seed: string,
  assets: ArtAssets,
  chart: SkyChart | null = null,
): Promise<{ pdf: Uint8Array; pngs: Uint8Array[]; previews: Uint8Array[]; titles: string[] }> {
  const measure = createMeasure(assets);
  const fronts = CARD_DESIGNS.map((d) => cardFrontScene(d, sky, inputs, seed, measure, chart));
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedArtFonts(pdf, assets);
  for (const scene of [...fronts, cardBackScene(seed, inputs, measure, sky)])
    addPrintPage(pdf, scene, CARD_BLEED, fonts);
  setMetadata(pdf, `Soulmate Cards · ${sky.signName}`, "A symbolic card set", ["soulmate cards", sky.signName]);
  const pngs: Uint8Array[] = [];
  const previews: Uint8Array[] = [];
  for (const scene of fronts) {
    const rendered = await renderScenePngWithPreview(scene, assets, PREVIEW_WIDTH);
    pngs.push(rendered.png);
    previews.push(rendered.preview);
  }
  return {
    pdf: await pdf.save(),
    pngs,
    previews,
    titles: CARD_DESIGNS.map((d) => cardTitle(d, sky, inputs, seed)),
  };
}

/** The five oracle cards as 300 DPI PNGs (full bleed) and their web previews. */
export async function buildOracleImages(
  sky: BirthSky,
  inputs: SoulmateInputs,
  seed: string,
  assets: ArtAssets,
): Promise<{ images: Record<OracleName, Uint8Array>; previews: Record<OracleName, Uint8Array> }> {
  const measure = createMeasure(assets);
  const images = {} as Record<OracleName, Uint8Array>;
  const previews = {} as Record<OracleName, Uint8Array>;
  const chart = oracleChart(sky, inputs, seed);
  for (const [i, name] of ORACLE_NAMES.entries()) {
    const scene = oracleScene(name, i, sky, inputs, seed, measure, chart);
    ({ png: images[name], preview: previews[name] } = await renderScenePngWithPreview(scene, assets, PREVIEW_WIDTH));
  }
  return { images, previews };
}

/**
 * The five oracle cards, in the pack's order, and the back they share, as one print-ready PDF of 70 × 120 mm cards
 * with 3 mm bleed, drawn from the same scenes as the PNGs (a review printed cards.pdf and found half the deck missing).
 */
export async function buildOraclePdf(
  sky: BirthSky,
  inputs: SoulmateInputs,
  seed: string,
  assets: ArtAssets,
): Promise<Uint8Array> {
  const measure = createMeasure(assets);
  const chart = oracleChart(sky, inputs, seed);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedArtFonts(pdf, assets);
  for (const [i, name] of ORACLE_NAMES.entries())
    addPrintPage(pdf, oracleScene(name, i, sky, inputs, seed, measure, chart), CARD_BLEED, fonts);
  addPrintPage(pdf, oracleBackScene(sky), CARD_BLEED, fonts);
  setMetadata(pdf, `Oracle Cards · ${sky.signName}`, "A five-card oracle pack", ["oracle cards", sky.signName]);
  return pdf.save();
}

/** The back the five oracle cards share, as a 300 DPI PNG (full bleed); the same for every buyer of its variant. */
export function buildOracleBack(sky: BirthSky, assets: ArtAssets, png: PngOptions = {}): Promise<Uint8Array> {
  return renderScenePng(oracleBackScene(sky), assets, png);
}

/** One panel's illustration as a PNG (300 DPI unless `png` says otherwise). */
export async function renderPanelPng(
  story: Story,
  panelIndex: number,
  sky: BirthSky,
  inputs: SoulmateInputs,
  seed: string,
  assets: ArtAssets,
  png: PngOptions = {},
): Promise<Uint8Array> {
  const panel = story.panels[panelIndex];
  if (!panel) throw new Error(`Story has no panel ${panelIndex}`);
  return renderScenePng(panelScene(panel, sky, inputs, seed), assets, png);
}

/** A panel's illustration as responsive, self-contained SVG markup (viewBox only) for the HTML story view. */
export function panelSvg(panel: StoryPanel, sky: BirthSky, inputs: SoulmateInputs, seed: string): string {
  return sceneToSvg(panelScene(panel, sky, inputs, seed), { responsive: true, idPrefix: `sm-${panel.scene}` });
}
