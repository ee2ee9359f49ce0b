/**
 * Lets Node scripts (tsx) import the Worker's binary modules the way wrangler
 * bundles them: a `.bin` file becomes an ArrayBuffer (wrangler's Data rule)
 * and a `.wasm` file a compiled WebAssembly.Module.
 * Use: `tsx --import ./scripts/data-modules.mjs script.ts`.
 */
import { register } from "node:module";

register("./data-modules-hooks.mjs", import.meta.url);
