/**
 * Writes public/data/sky-catalogue.json: the small star catalogue the star chart is drawn from
 * (docs/decisions/0063). From the d3-celestial package's data (BSD-3-Clause): the stars down to
 * magnitude 4.5 (XHIP, an extended Hipparcos compilation), the proper names of the brightest,
 * and the 88 constellations' line figures. Positions are J2000 right ascension and declination in
 * degrees, rounded to 0.01°. Served as a static asset and read only by the queue's pack jobs, never
 * bundled into the Worker. Run `node scripts/build-sky-catalogue.mjs` after upgrading d3-celestial
 * and commit the result.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, "..");
const data = path.join(path.dirname(require.resolve("d3-celestial/package.json")), "data");
const read = (file) => JSON.parse(readFileSync(path.join(data, file), "utf8"));

export const SKY_CATALOGUE = path.join(root, "public", "data", "sky-catalogue.json");
/** The faintest star kept: about what a town's sky shows at dusk, and few enough to stay small. */
const MAGNITUDE_LIMIT = 4.5;
/** Stars this bright keep their proper name, for the chart's labels. */
const NAMED_LIMIT = 1.5;

const round = (value) => Math.round(value * 100) / 100;
/** GeoJSON longitude (−180…180) back to right ascension in degrees (0…360). */
const ra = (lon) => round((lon + 360) % 360);

const { version } = require("d3-celestial/package.json");
const licence = readFileSync(path.join(data, "..", "LICENSE"), "utf8").trim();
const names = read("starnames.json");
const stars = read("stars.6.json")
  .features.filter((f) => f.properties.mag <= MAGNITUDE_LIMIT)
  .sort((a, b) => a.properties.mag - b.properties.mag);
const figures = Object.fromEntries(
  read("constellations.lines.json").features.map((f) => [
    f.id,
    f.geometry.coordinates.map((line) => line.flatMap(([lon, lat]) => [ra(lon), round(lat)])),
  ]),
);

const catalogue = {
  source: `d3-celestial ${version} data: stars from XHIP (Anderson & Francis 2012, VizieR V/137D), constellation figures after the IAU's charts`,
  licence,
  magnitudeLimit: MAGNITUDE_LIMIT,
  /** Flat triples: right ascension (°), declination (°), visual magnitude; brightest first. */
  stars: stars.flatMap((f) => [ra(f.geometry.coordinates[0]), round(f.geometry.coordinates[1]), f.properties.mag]),
  /** [index into the star triples, proper name] for the brightest stars. */
  named: stars.flatMap((f, i) => (f.properties.mag <= NAMED_LIMIT && names[f.id]?.name ? [[i, names[f.id].name]] : [])),
  /** IAU abbreviation → polylines, each flat pairs of right ascension and declination (°). */
  figures,
};

writeFileSync(SKY_CATALOGUE, `${JSON.stringify(catalogue)}\n`);
console.log(`${path.relative(root, SKY_CATALOGUE)}: ${stars.length} stars, ${Object.keys(figures).length} figures`);
