/** Module hooks for data-modules.mjs: `.bin` → ArrayBuffer, `.wasm` → WebAssembly.Module. */
import { readFile } from "node:fs/promises";

export async function load(url, context, nextLoad) {
  if (!url.endsWith(".bin") && !url.endsWith(".wasm")) return nextLoad(url, context);
  const base64 = (await readFile(new URL(url))).toString("base64");
  const bytes = `Uint8Array.from(atob(${JSON.stringify(base64)}), (c) => c.charCodeAt(0))`;
  const value = url.endsWith(".wasm") ? `new WebAssembly.Module(${bytes})` : `${bytes}.buffer`;
  return { format: "module", shortCircuit: true, source: `export default ${value};` };
}
