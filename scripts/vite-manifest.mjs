/** Reading Vite's build manifest (dist/client/.vite/manifest.json): used by the prerender step and the bench. */
import { readFileSync } from "node:fs";
import path from "node:path";

export function readManifest(clientDir) {
  return JSON.parse(readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8"));
}

/** The files a manifest entry loads: its own chunk and, transitively, its static imports. */
export function chunkClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, seen);
  return seen;
}
