/**
 * `npm run test:reliability`, `test:security`, `test:a11y`: one standing suite
 * of docs/quality.md, then a table per test file and the figures its tests
 * report. A test reports a figure by logging a line `FIGURE <name>: <value>`.
 * `npm test` runs these same files too; this is the way to run one suite alone.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { OFFLINE_ENV } from "./offline-env.mjs";
import { projectMatcher } from "./test-layers.mjs";
import { runVitest } from "./vitest-run.mjs";

const SUITES = {
  reliability: { projects: ["reliability", "chaos"], build: true },
  security: { projects: ["security"] },
  a11y: { projects: ["e2e"], files: ["test/e2e/a11y"], build: true },
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

const run = await runVitest(suite.projects.map(projectMatcher), suite.files ?? [], { env, live: true });
const figures = [...run.output.matchAll(/FIGURE ([^:\n]+): ([^\n]+)/g)].map((m) => [m[1], m[2]]);
const rows = run.files.map((file) => [
  file.name,
  String(file.passed),
  String(file.failed),
  `${(file.ms / 1000).toFixed(1)} s`,
]);

function table(header, body) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...body.map(line)].join("\n");
}

console.log(`\n${name} suite\n`);
console.log(table(["file", "passed", "failed", "time"], rows));
if (figures.length > 0) console.log(`\n${table(["figure", "value"], figures)}`);
for (const problem of run.problems) console.log(`✘ ${problem}`);
console.log(`\n${run.passed} passed, ${run.failed} failed, ${run.skipped} skipped`);
process.exit(run.failed === 0 ? 0 : 1);
