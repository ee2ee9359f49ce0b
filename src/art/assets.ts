/**
 * The binary inputs the art needs, injected so the same code runs in workerd
 * (bundled modules, see worker-assets.ts) and in Node (files read from disk).
 */
export type ArtAssets = {
  fonts: {
    /** Cinzel SemiBold (TTF). */
    display: Uint8Array;
    /** Cormorant Garamond Medium (TTF). */
    body: Uint8Array;
    /** Cormorant Garamond Medium Italic (TTF). */
    italic: Uint8Array;
  };
  /** resvg's wasm: a compiled module in workerd, the raw bytes in Node. */
  resvgWasm: WebAssembly.Module | ArrayBuffer | Uint8Array;
};
