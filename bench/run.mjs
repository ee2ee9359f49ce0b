/**
 * `npm run bench`: builds the shop, runs every figure module in bench/figures/
 * and prints one table. Later work adds a module there; nothing else changes.
 * Figures are printed, never asserted: tests check behaviour, this checks speed.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { OFFLINE_ENV } from "../scripts/offline-env.mjs";

const root = path.resolve(import.meta.dirname, "..");
const env = { ...process.env, ...OFFLINE_ENV, PATH: `${path.join(root, "node_modules", ".bin")}:${process.env.PATH}` };

const build = spawnSync("npm", ["run", "--silent", "build"], {
  cwd: root,
  env,
  stdio: ["ignore", "ignore", "inherit"],
});
if (build.status !== 0) process.exit(build.status ?? 1);

const only = process.argv.slice(2);
const modules = readdirSync(path.join(root, "bench", "figures"))
  .filter((file) => file.endsWith(".mjs"))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

const table = [];
for (const file of modules) {
  const figure = await import(path.join(root, "bench", "figures", file));
  process.stderr.write(`measuring: ${figure.title}…\n`);
  try {
    for (const row of await figure.measure({ root })) table.push({ section: figure.title, ...row });
  } catch (error) {
    table.push({ section: figure.title, figure: "error", value: error.message.split("\n")[0] });
  }
}

const widths = ["section", "figure", "value"].map((key) =>
  Math.max(key.length, ...table.map((row) => String(row[key]).length)),
);
const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(" | ")} |`;
console.log(line(["section", "figure", "value"]));
console.log(line(widths.map((w) => "-".repeat(w))));
for (const row of table) console.log(line([row.section, row.figure, row.value]));
