/**
 * Initial JavaScript per built route, gzipped: the entry chunk and its static
 * imports, plus the route's lazy chunk and its static imports. Read from the
 * Vite manifest, so every new route under app/routes/ is weighed automatically.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const title = "Initial JS per route (gzip -9)";

export async function measure({ root }) {
  const clientDir = path.join(root, "dist", "client");
  const manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8"));
  const gzipBytes = (file) => gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;

  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryFiles = closure(entryKey);

  const rows = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !key.startsWith("app/routes/")) continue;
    const files = closure(key, new Set(entryFiles));
    const bytes = [...files].filter((f) => f.endsWith(".js")).reduce((sum, f) => sum + gzipBytes(f), 0);
    rows.push({ figure: `initial JS: ${key.replace(/^app\/routes\//, "").replace(/\.tsx?$/, "")}`, value: bytes });
  }
  rows.sort((a, b) => a.figure.localeCompare(b.figure));
  return rows.map((row) => ({
    ...row,
    value: `${(row.value / 1024).toFixed(1)} KB${row.figure === "initial JS: home" ? " (goal ≤ 90 KB)" : ""}`,
  }));
}
