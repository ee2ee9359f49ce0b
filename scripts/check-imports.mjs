/**
 * The Worker's floors may lean on each other one way only: no two folders
 * under src/ import each other. Prints each pair that does, with one import
 * of each direction, and exits 1; a static check in `npm test`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const src = path.join(root, "src");

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The folder of src/ a file belongs to ("tarot"), or null for a file at the top (index.ts, app.ts). */
function folderOf(file) {
  const parts = path.relative(src, file).split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

/** "from" folder → "to" folder → one example import. */
const edges = new Map();
for (const file of sourceFiles(src)) {
  const from = folderOf(file);
  if (!from) continue;
  for (const [, specifier] of readFileSync(file, "utf8").matchAll(/from\s+"(\.[^"]+)"/g)) {
    const target = path.resolve(path.dirname(file), specifier);
    if (!target.startsWith(src + path.sep)) continue;
    const to = folderOf(target);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${path.relative(root, file)} → ${specifier}`);
  }
}

let pairs = 0;
for (const [from, targets] of edges) {
  for (const [to, example] of targets) {
    const back = edges.get(to)?.get(from);
    if (back && from < to) {
      pairs++;
      process.stdout.write(`src/${from} and src/${to} import each other:\n  ${example}\n  ${back}\n`);
    }
  }
}
process.exit(pairs === 0 ? 0 : 1);
