/**
 * wrangler.toml's [build] command, so that plain `npx wrangler dev` on a fresh clone serves the
 * whole shop offline (docs/decisions/0035):
 *   - builds dist/ (`npm run build`) when it is missing or a source file is newer than it;
 *   - for `wrangler dev` only: writes .dev.vars from the example if there is none, applies the
 *     local D1 migrations and seeds the dev coupons and the gazetteer, as `npm run dev` does.
 * Wrangler runs it before every start and rebuild, with WRANGLER_COMMAND set (dev, deploy, …).
 * Nothing remote ever happens here; deploying is `npm run deploy` (scripts/deploy-check.mjs), and
 * `wrangler deploy` and `wrangler versions …` from wrangler.toml are refused (decision 0055).
 * SHOP_SKIP_WRANGLER_BUILD=1 skips it: the test servers bring their own build and state.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { OFFLINE_ENV } from "./offline-env.mjs";

const root = path.resolve(import.meta.dirname, "..");
const env = { ...process.env, ...OFFLINE_ENV, PATH: `${path.join(root, "node_modules", ".bin")}:${process.env.PATH}` };

/** What the build reads: a change to any of them makes dist/ stale. */
const SOURCES = [
  "app",
  "src",
  "workers",
  "public",
  "index.html",
  "vite.config.ts",
  "scripts/prerender.mjs",
  "scripts/worker-bundle.mjs",
  "wrangler.toml",
  "package-lock.json",
];

function newestMtime(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

/** dist/ is fresh when its SPA shell exists and is newer than every source. */
function distIsFresh(dir = root) {
  const shell = path.join(dir, "dist", "client", "index.html");
  if (!existsSync(shell)) return false;
  const built = statSync(shell).mtimeMs;
  return SOURCES.every((source) => newestMtime(path.join(dir, source)) <= built);
}

function run(label, command, args) {
  process.stdout.write(`${label}\n`);
  execFileSync(command, args, { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
}

const command = process.env.WRANGLER_COMMAND ?? "dev";
// wrangler.toml straight to Cloudflare (`wrangler deploy`, `wrangler versions upload`, with or
// without --env) would skip the deploy check and the remote migrations, and without --env ship
// the development settings: production goes out through `npm run deploy` only (decision 0055).
if (command === "deploy" || command.startsWith("versions")) {
  process.stderr.write(
    [
      "",
      `✘ Not running \`wrangler ${command}\` from wrangler.toml: its top level is the development Worker.`,
      "  Deploy with `npm run deploy`: it checks [env.production] and its secrets, applies the D1 migrations,",
      "  builds with CLOUDFLARE_ENV=production and deploys that build (README, Deploy your own shop).",
      "",
    ].join("\n"),
  );
  process.exit(1);
}

if (process.env.SHOP_SKIP_WRANGLER_BUILD !== "1") {
  if (distIsFresh()) process.stdout.write("dist/ is up to date.\n");
  else run("Building the shop (vite build, which prerenders the static pages)…", "npm", ["run", "--silent", "build"]);
  if (command === "dev") {
    execFileSync("node", [path.join(root, "scripts", "ensure-dev-vars.mjs")], { cwd: root, env, stdio: "inherit" });
    run("Applying the local D1 migrations…", "npm", ["run", "--silent", "db:migrate"]);
    run("Seeding the dev coupons and the gazetteer…", "npm", ["run", "--silent", "db:seed"]);
  }
}
