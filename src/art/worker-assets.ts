/** The art assets as bundled into the Worker (fonts as Data modules, resvg as CompiledWasm). */
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import type { ArtAssets } from "./assets";
import display from "./fonts/cinzel-semibold.bin";
import body from "./fonts/cormorant-medium.bin";
import italic from "./fonts/cormorant-medium-italic.bin";

export const workerArtAssets: ArtAssets = {
  fonts: { display: new Uint8Array(display), body: new Uint8Array(body), italic: new Uint8Array(italic) },
  resvgWasm,
};
