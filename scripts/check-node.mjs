/**
 * First step of the npm scripts: the Node they run on must meet package.json "engines".
 * npm scripts find `node` in node_modules/.bin first, where `npm ci` puts Node 24 (the pinned
 * `node` devDependency, docs/decisions/0034). Without it (installed with --ignore-scripts, or
 * a platform the registry has no Node build for) they fall back to the system Node, and an old
 * one fails deep inside wrangler or vite; this says so plainly instead. scripts/deploy-check.mjs
 * asks the same question before it calls wrangler.
 * Kept to syntax that even an old Node can parse.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

/** What package.json "engines" asks for, e.g. ">=22.12". */
export const WANTED_NODE = pkg.engines.node;

/**
 * What to tell someone running Node `version` (e.g. "20.19.2") with `execPath`, or null when it
 * meets WANTED_NODE.
 */
export function nodeVersionProblem(version, execPath) {
  const [wantMajor, wantMinor] = WANTED_NODE.replace(/^>=\s*/, "")
    .split(".")
    .map(Number);
  const [major, minor] = version.split(".").map(Number);
  if (major > wantMajor || (major === wantMajor && minor >= (wantMinor || 0))) return null;
  return [
    `✘ This project's scripts need Node ${WANTED_NODE}; they are running on Node ${version} (${execPath}).`,
    "  `npm ci` normally installs Node 24 into node_modules (the `node` devDependency), but its install",
    "  script did not run (for example with --ignore-scripts). Either:",
    "    - run `npm rebuild node` (or `npm ci` without --ignore-scripts), or",
    "    - use Node 24 yourself: `nvm install` reads .nvmrc.",
  ].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const problem = nodeVersionProblem(process.versions.node, process.execPath);
  if (problem) {
    process.stderr.write(`\n${problem}\n\n`);
    process.exit(1);
  }
}
