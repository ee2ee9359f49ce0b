/**
 * First step of the npm scripts: the Node they run on must meet package.json "engines".
 * npm scripts find `node` in node_modules/.bin first, where `npm ci` puts Node 24 (the pinned
 * `node` devDependency, docs/decisions/0034). Without it (installed with --ignore-scripts, or
 * a platform the registry has no Node build for) they fall back to the system Node, and an old
 * one fails deep inside wrangler or vite; this says so plainly instead.
 * Kept to syntax that even an old Node can parse.
 */
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const wanted = pkg.engines.node; // ">=MAJOR.MINOR"
const [wantMajor, wantMinor] = wanted
  .replace(/^>=\s*/, "")
  .split(".")
  .map(Number);
const [major, minor] = process.versions.node.split(".").map(Number);

if (major < wantMajor || (major === wantMajor && minor < (wantMinor || 0))) {
  process.stderr.write(
    [
      "",
      `✘ This project's scripts need Node ${wanted}; they are running on Node ${process.versions.node} (${process.execPath}).`,
      "  `npm ci` normally installs Node 24 into node_modules (the `node` devDependency), but its install",
      "  script did not run (for example with --ignore-scripts). Either:",
      "    - run `npm rebuild node` (or `npm ci` without --ignore-scripts), or",
      "    - use Node 24 yourself: `nvm install` reads .nvmrc.",
      "",
    ].join("\n"),
  );
  process.exit(1);
}
