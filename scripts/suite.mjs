/**
 * `npm run test:reliability`, `test:security`, `test:a11y`: one standing suite
 * of docs/quality.md, then a table per test file and the figures its tests
 * report. A test reports a figure by logging a line `FIGURE <name>: <value>`.
 * `npm test` runs these same files too; this is the way to run one suite alone.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { OFFLINE_ENV } from "./offline-env.mjs";

const SUITES = {
  reliability: { args: ["--project", "reliability", "--project", "chaos"], build: true },
  security: { args: ["--project", "security"] },
  a11y: { args: ["--project", "e2e", "test/e2e/a11y"], build: true },
};

const name = process.argv[2];
const suite = SUITES[name];
if (!suite) {
  console.error(`usage: node scripts/suite.mjs ${Object.keys(SUITES).join("|")}`);
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, "..");
const env = { ...process.env, ...OFFLINE_ENV, PATH: `${path.join(root, "node_modules", ".bin")}:${process.env.PATH}` };

if (suite.build) {
  const build = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const reportDir = mkdtempSync(path.join(tmpdir(), `suite-${name}-`));
const reportFile = path.join(reportDir, "report.json");
const run = spawnSync(
  "vitest",
  ["run", ...suite.args, "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`],
  { cwd: root, env, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
);
process.stdout.write(run.stdout ?? "");
process.stderr.write(run.stderr ?? "");

const figures = [...`${run.stdout}\n${run.stderr}`.matchAll(/FIGURE ([^:\n]+): ([^\n]+)/g)].map((m) => [m[1], m[2]]);
let passed = 0;
let failed = 0;
const rows = [];
try {
  const report = JSON.parse(readFileSync(reportFile, "utf8"));
  for (const file of report.testResults) {
    const ok = file.assertionResults.filter((r) => r.status === "passed").length;
    const bad =
      file.assertionResults.filter((r) => r.status === "failed").length +
      (file.status === "failed" && file.assertionResults.length === 0 ? 1 : 0);
    passed += ok;
    failed += bad;
    rows.push([
      path.relative(root, file.name),
      String(ok),
      String(bad),
      `${((file.endTime - file.startTime) / 1000).toFixed(1)} s`,
    ]);
  }
} catch (error) {
  console.error(`vitest produced no report: ${error.message}`);
  failed++;
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}

function table(header, body) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...body.map(line)].join("\n");
}

console.log(`\n${name} suite\n`);
console.log(table(["file", "passed", "failed", "time"], rows));
if (figures.length > 0) console.log(`\n${table(["figure", "value"], figures)}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && run.status === 0 ? 0 : 1);
