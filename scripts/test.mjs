/**
 * `npm test`: every layer, in order, then one closing line "N passed, N failed".
 *   1. static checks (each counts as one test): generated Env type up to date,
 *      migrations in step with the schema, typecheck, the import rules
 *      (scripts/check-imports.mjs), format + lint, build
 *   2. vitest: Worker tests in workerd, the chaos test (a killed wrangler dev),
 *      component tests in jsdom, browser journeys
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { OFFLINE_ENV } from "./offline-env.mjs";

const root = path.resolve(import.meta.dirname, "..");
const env = { ...process.env, ...OFFLINE_ENV, PATH: `${path.join(root, "node_modules", ".bin")}:${process.env.PATH}` };
let passed = 0;
let failed = 0;

function step(name, command, args, { quiet = false } = {}) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: quiet ? "pipe" : "inherit", encoding: "utf8" });
  const ok = result.status === 0;
  if (!ok && quiet) process.stdout.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
  process.stdout.write(`${ok ? "✔" : "✘"} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  if (ok) passed++;
  else failed++;
  return ok;
}

/** drizzle-kit generates into a scratch copy; any new file means the schema changed without a migration. */
function migrationsMatchSchema() {
  const scratch = mkdtempSync(path.join(tmpdir(), "migrations-check-"));
  try {
    cpSync(path.join(root, "migrations"), scratch, { recursive: true });
    const before = readdirSync(scratch).length;
    const result = spawnSync(
      path.join(root, "node_modules", ".bin", "drizzle-kit"),
      // drizzle-kit wants a path relative to the project.
      ["generate", "--dialect", "sqlite", "--schema", "./src/db/schema.ts", "--out", path.relative(root, scratch)],
      { cwd: root, env, encoding: "utf8" },
    );
    const after = readdirSync(scratch).length;
    if (result.status !== 0) process.stdout.write(result.stdout + result.stderr);
    else if (after !== before) process.stdout.write("src/db/schema.ts changed: run `npm run db:generate`.\n");
    return result.status === 0 && after === before;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

step("Env type is generated from wrangler.toml (wrangler types --check)", "wrangler", [
  "types",
  "--check",
  "--strict-vars=false",
  "--env-file",
  ".dev.vars.example",
]);
{
  const started = Date.now();
  process.stdout.write("\n▶ migrations are in step with src/db/schema.ts\n");
  const ok = migrationsMatchSchema();
  process.stdout.write(`${ok ? "✔" : "✘"} migrations (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  if (ok) passed++;
  else failed++;
}
step("typecheck: the Worker alone (src/tsconfig.json: no DOM, no SPA; emits the API's types)", "tsc", ["-p", "src"]);
step("typecheck: the SPA alone (app/tsconfig.json: DOM, only the contract and the API's type)", "tsc", ["-p", "app"]);
step("typecheck: everything (tsc, strict)", "tsc", ["--noEmit"]);
step("import rules: no folder pair in src/, src/ never imports app/, the server render stays browser-free", "node", [
  "scripts/check-imports.mjs",
]);
step("format and lint (biome ci)", "biome", ["ci", "--colors=off", "."]);
step("build (vite build + prerender)", "npm", ["run", "--silent", "build"], { quiet: true });

const reportDir = mkdtempSync(path.join(tmpdir(), "vitest-report-"));
const reportFile = path.join(reportDir, "report.json");
spawnSync("vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`], {
  cwd: root,
  env,
  stdio: "inherit",
});
try {
  const report = JSON.parse(readFileSync(reportFile, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load, or a project whose setup fails, has no test results: count it.
  for (const file of report.testResults) {
    if (file.status === "failed" && file.assertionResults.length === 0) failed++;
  }
  if (!report.success && report.numFailedTests === 0 && report.numFailedTestSuites === 0) failed++;
} catch (error) {
  process.stdout.write(`vitest produced no report: ${error.message}\n`);
  failed++;
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}

process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
