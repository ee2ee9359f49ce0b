/**
 * The house's import rules (docs/architecture.md), a static check in `npm test`:
 * - the Worker's floors lean on each other one way only: no two folders under
 *   src/ import each other. A floor is a folder of src/, or one of the nested
 *   folders in NESTED_FLOORS, which sit above the floors their parent's own
 *   files lie under (src/orders/paid/ starts jobs, tarot sessions and emails,
 *   which all read the order's record in src/orders/: decision 0067);
 * - src/art/, the drawing engine, imports no other floor: both products draw with it, and it
 *   knows neither;
 * - src/tarot/reader/ is pure: the deck, the positions, the contract, seeded randomness and zod;
 * - src/ never imports the SPA (app/); workers/app.ts, the composition root,
 *   is the one place that knows both;
 * (What the SPA may import from src/ is the compiler's job: app/tsconfig.json
 * lists only app/ and the contract, src/shared/, and reads the API's type from
 * the Worker's emitted declarations. docs/decisions/0045.)
 * - what the Worker renders pages with (app/entry-server.tsx) reaches no
 *   browser-only code: not the quiz, the admin dashboard, PayPal's or Sentry's
 *   browser SDKs (docs/decisions/0036), except through the lazily loaded
 *   modules the Worker's build leaves out (scripts/worker-bundle.mjs).
 * - no module of src/ imports itself through others (no import cycles: decision 0074).
 * Prints each breach with an example import and exits 1.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { BROWSER_ONLY_MODULES } from "./worker-bundle.mjs";

const root = path.resolve(import.meta.dirname, "..");
const src = path.join(root, "src");
const spa = path.join(root, "app");
const IMPORT = /(import\s+type\s+[^;]*?|import\s+[^;]*?|export\s+[^;]*?)from\s+"(\.[^"]+)"|import\("(\.[^"]+)"\)/g;

/** Each relative import of a file: the specifier and its resolved target. */
function importsOf(file) {
  return [...readFileSync(file, "utf8").matchAll(IMPORT)].map((m) => ({
    specifier: m[2] ?? m[3],
    target: path.resolve(path.dirname(file), m[2] ?? m[3]),
  }));
}
let breaches = 0;
const breach = (message) => {
  breaches++;
  process.stdout.write(`${message}\n`);
};

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Floors that import no other floor: the drawing engine knows neither product (docs/architecture.md). */
const LEAF_FLOORS = ["art"];

/** Nested folders that are floors of their own, apart from their parent folder. */
const NESTED_FLOORS = ["orders/paid"];

/** The floor a file belongs to ("tarot", "orders/paid"), or null for a file at the top (index.ts, app.ts). */
function folderOf(file) {
  const parts = path.relative(src, file).split(path.sep);
  if (parts.length < 2) return null;
  const dir = parts.slice(0, -1).join("/");
  const nested = NESTED_FLOORS.find((floor) => dir === floor || dir.startsWith(`${floor}/`));
  return nested ?? parts[0];
}

/** "from" folder → "to" folder → one example import. */
const edges = new Map();
for (const file of sourceFiles(src)) {
  const from = folderOf(file);
  if (!from) continue;
  for (const { specifier, target } of importsOf(file)) {
    if (target.startsWith(spa + path.sep)) breach(`src/ imports the SPA: ${path.relative(root, file)} → ${specifier}`);
    if (!target.startsWith(src + path.sep)) continue;
    const to = folderOf(target);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${path.relative(root, file)} → ${specifier}`);
  }
}

for (const file of sourceFiles(src)) {
  if (folderOf(file)) continue;
  for (const { specifier, target } of importsOf(file)) {
    if (target.startsWith(spa + path.sep)) breach(`src/ imports the SPA: ${path.relative(root, file)} → ${specifier}`);
  }
}

/**
 * The tarot reader is pure: it reads a question and cards and writes words, with no bindings, no
 * storage and no session (docs/architecture.md). It may lean only on these, and on zod.
 */
const READER = path.join(src, "tarot", "reader");
const READER_MAY_IMPORT = [
  "tarot/reader/",
  "tarot/deck/",
  "tarot/deck.ts",
  "tarot/positions.ts",
  "shared/",
  "lib/seeded-random.ts",
];
const BARE_IMPORT = /(?:import|export)\s[^;]*?from\s+"([^".][^"]*)"/g;
for (const file of sourceFiles(READER)) {
  for (const { specifier, target } of importsOf(file)) {
    const inside = path.relative(src, target).split(path.sep).join("/");
    const allowed = READER_MAY_IMPORT.some(
      (p) => inside === p.replace(/\/$/, "") || inside.startsWith(p) || `${inside}.ts` === p,
    );
    if (!allowed) breach(`the tarot reader must stay pure, but ${path.relative(root, file)} imports ${specifier}`);
  }
  for (const [, bare] of readFileSync(file, "utf8").matchAll(BARE_IMPORT)) {
    if (bare !== "zod") breach(`the tarot reader must stay pure, but ${path.relative(root, file)} imports ${bare}`);
  }
}

for (const leaf of LEAF_FLOORS) {
  for (const [to, example] of edges.get(leaf) ?? [])
    breach(`src/${leaf} must import no other floor, but imports src/${to}:\n  ${example}`);
}

for (const [from, targets] of edges) {
  for (const [to, example] of targets) {
    const back = edges.get(to)?.get(from);
    if (back && from < to) {
      breach(`src/${from} and src/${to} import each other:\n  ${example}\n  ${back}`);
    }
  }
}
// The server render's closure: every module app/entry-server.tsx reaches, statically or lazily.
const SERVER_ENTRY = path.join(spa, "entry-server.tsx");
const NOT_ON_THE_SERVER = [
  { what: "the admin dashboard", test: (file) => /^app\/(routes\/admin\.tsx|components\/admin\/)/.test(file) },
  { what: "the quiz", test: (file) => file.startsWith("app/components/quiz/") },
  { what: "a browser SDK", test: (file) => /^(@paypal\/|@sentry\/react$)/.test(file) },
];
const ANY_IMPORT =
  /^\s*(import|export)\s+(type\s+)?[^;]*?from\s+"([^"]+)"|^\s*import\s+"([^"]+)"|import\("([^"]+)"\)/gm;
const resolveModule = (from, specifier) =>
  ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
    .map((ext) => path.resolve(path.dirname(from), specifier) + ext)
    .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
const seenOnServer = new Map([[SERVER_ENTRY, "app/entry-server.tsx"]]);
const queue = [SERVER_ENTRY];
while (queue.length > 0) {
  const file = queue.shift();
  for (const m of readFileSync(file, "utf8").matchAll(ANY_IMPORT)) {
    if (m[2]) continue; // types only
    const specifier = m[3] ?? m[4] ?? m[5];
    const via = `${seenOnServer.get(file)} → ${specifier}`;
    const target = specifier.startsWith(".") ? resolveModule(file, specifier) : null;
    const name = target ? path.relative(root, target).split(path.sep).join("/") : specifier;
    if (target && BROWSER_ONLY_MODULES.includes(name)) {
      if (!m[5]) breach(`the server render imports browser-only ${name} eagerly: ${via}`);
      continue;
    }
    const banned = NOT_ON_THE_SERVER.find(({ test }) => test(name));
    if (banned) breach(`the server render reaches ${banned.what} (${name}): ${via}`);
    if (target && !seenOnServer.has(target) && /\.tsx?$/.test(target)) {
      seenOnServer.set(target, via);
      queue.push(target);
    }
  }
}

// No cycles among src/'s modules (value imports; type-only imports are erased). In a cycle one module can
// run its top level before another's constants exist: the book's page geometry read the panels' size as
// undefined when a test first imported the panels, and drew NaN (docs/decisions/0074).
const graph = new Map();
for (const file of sourceFiles(src)) {
  if (file.endsWith(".d.ts")) continue;
  const targets = [];
  for (const m of readFileSync(file, "utf8").matchAll(ANY_IMPORT)) {
    if (m[2] || m[5]) continue; // types only, or a lazy import()
    const specifier = m[3] ?? m[4];
    const target = specifier?.startsWith(".") ? resolveModule(file, specifier) : null;
    if (target?.startsWith(src + path.sep)) targets.push(target);
  }
  graph.set(file, targets);
}
const visiting = new Set();
const done = new Set();
const trail = [];
function visit(file) {
  visiting.add(file);
  trail.push(file);
  for (const target of graph.get(file) ?? []) {
    if (visiting.has(target)) {
      const loop = [...trail.slice(trail.indexOf(target)), target].map((f) => path.relative(root, f));
      breach(`src/ has an import cycle:\n  ${loop.join(" → ")}`);
    } else if (!done.has(target)) visit(target);
  }
  trail.pop();
  visiting.delete(file);
  done.add(file);
}
for (const file of graph.keys()) if (!done.has(file)) visit(file);

process.exit(breaches === 0 ? 0 : 1);
