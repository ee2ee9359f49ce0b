/**
 * Loads the gazetteer into D1 when the database does not hold this data version yet:
 *   node scripts/seed-places.mjs --local                  (npm run db:seed, so npm run dev)
 *   node scripts/seed-places.mjs --remote --env production (npm run db:seed:places:remote, npm run deploy)
 * Any other arguments (--persist-to DIR, -c wrangler.toml) go to wrangler as they are.
 * The migrations must be applied first. A second run finds the version row and does nothing.
 * docs/decisions/0026.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PLACES_SQL, placesDataVersion, writePlacesSql } from "./build-places.mjs";
import { OFFLINE_ENV } from "./offline-env.mjs";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const remote = args.includes("--remote");
const target = remote ? "remote" : "local";
const wranglerArgs = remote ? args : args.includes("--local") ? args : ["--local", ...args];
// Offline for local work; a remote load needs the network, so only the quiet flags.
const env = remote
  ? { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true" }
  : { ...process.env, ...OFFLINE_ENV };
const wrangler = path.join(root, "node_modules", ".bin", "wrangler");

function run(extra, { capture = false } = {}) {
  const result = spawnSync(wrangler, ["d1", "execute", "DB", ...wranglerArgs, ...extra], {
    cwd: root,
    env,
    encoding: "utf8",
    stdio: capture ? "pipe" : ["ignore", "ignore", "inherit"],
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.status !== 0) {
    if (capture) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`wrangler d1 execute ${extra[0]} failed (${target}); are the migrations applied?`);
  }
  return result.stdout;
}

/** What the database holds now: its version row and its row count. */
function held() {
  const out = run(
    [
      "--json",
      "--command",
      "SELECT (SELECT version FROM data_versions WHERE dataset = 'places') AS version, (SELECT COUNT(*) FROM places) AS rows",
    ],
    { capture: true },
  );
  const row = JSON.parse(out)?.[0]?.results?.[0] ?? {};
  return { version: row.version ?? null, rows: Number(row.rows ?? 0) };
}

/** seeds/places.sql for this version, written again when missing or older. */
function sqlFile(version) {
  if (existsSync(PLACES_SQL)) {
    const first = readFileSync(PLACES_SQL, "utf8").slice(0, 200);
    if (first.includes(`version: ${version};`)) return PLACES_SQL;
  }
  const { rows, bytes } = writePlacesSql();
  console.log(`places: wrote seeds/places.sql (${rows} rows, ${(bytes / 1e6).toFixed(1)} MB)`);
  return PLACES_SQL;
}

const started = Date.now();
const version = placesDataVersion();
const now = held();
if (now.version === version && now.rows > 0) {
  console.log(`places (${target}): up to date, ${now.rows} rows of ${version} (${Date.now() - started} ms)`);
} else {
  console.log(`places (${target}): loading ${version} (the database holds ${now.version ?? "none"}, ${now.rows} rows)`);
  const file = path.relative(root, sqlFile(version));
  run(["--file", file, ...(remote ? ["--yes"] : [])]);
  const after = held();
  if (after.version !== version) throw new Error(`places (${target}): the load did not finish`);
  console.log(`places (${target}): loaded ${after.rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
