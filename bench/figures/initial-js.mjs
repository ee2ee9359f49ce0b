/**
 * Initial JavaScript per built route, gzipped, read from the Vite manifest so
 * every new route under app/routes/ is weighed automatically.
 * - A prerendered page (/, /tarot, the legal pages) loads only the boot entry
 *   until the visitor's first interaction (app/boot.ts); the figure after that
 *   adds app/main.tsx, the route's chunk and their static imports.
 * - Any other page loads boot, main and its route chunk at once.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chunkClosure, readManifest } from "../../scripts/vite-manifest.mjs";

export const title = "Initial JS per route (gzip -9)";

/** Route modules that are prerendered (src/shared/spa-routes.ts PRERENDERED_PATHS). */
const PRERENDERED = new Set(["home", "tarot", "legal/privacy", "legal/terms", "legal/refunds"]);

export async function measure({ root }) {
  const clientDir = path.join(root, "dist", "client");
  const manifest = readManifest(clientDir);
  const gzipBytes = (file) => gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
  const kb = (files) =>
    ([...files].filter((f) => f.endsWith(".js")).reduce((sum, f) => sum + gzipBytes(f), 0) / 1024).toFixed(1);

  const closure = (key, seen) => chunkClosure(manifest, key, seen);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const bootFiles = closure(entryKey);
  const appFiles = closure("app/main.tsx", new Set(bootFiles));

  const rows = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !key.startsWith("app/routes/")) continue;
    const name = key.replace(/^app\/routes\//, "").replace(/\.tsx?$/, "");
    const full = closure(key, new Set(appFiles));
    if (PRERENDERED.has(name)) {
      const goal = name === "home" ? " (goal ≤ 90 KB)" : "";
      rows.push({
        figure: `initial JS: ${name}`,
        value: `${kb(bootFiles)} KB${goal}; after first interaction ${kb(full)} KB`,
      });
    } else {
      rows.push({ figure: `initial JS: ${name}`, value: `${kb(full)} KB` });
    }
  }
  return rows.sort((a, b) => a.figure.localeCompare(b.figure));
}
