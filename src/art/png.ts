/**
 * Scene → PNG through resvg-wasm, with the bundled fonts only, and a pHYs chunk
 * so print software sees the intended resolution (300 DPI by default).
 */
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import type { ArtAssets } from "./assets";
import { deflateZlib, zlibCrc32 } from "./deflate";
import { downsample, quantise } from "./preview";
import type { Scene } from "./scene";
import { sceneToSvg } from "./svg";

let wasmReady: Promise<void> | null = null;

/** initWasm may run once per isolate; every caller shares this promise. */
export function ensureWasm(assets: ArtAssets): Promise<void> {
  if (!wasmReady) {
    wasmReady = initWasm(assets.resvgWasm as WebAssembly.Module | BufferSource).catch((err: unknown) => {
      // Another copy of this module (or a previous call) already initialised resvg in this isolate.
      if (err instanceof Error && /Already initialized/i.test(err.message)) return;
      wasmReady = null;
      throw err;
    });
  }
  return wasmReady;
}

export type PngOptions = {
  /** Dots per inch of the output; default 300. */
  dpi?: number;
  /** Exact output width in pixels (height follows the aspect ratio); overrides dpi for sizing. */
  width?: number;
};

export function pixelSize(scene: Scene, opts: PngOptions = {}): { width: number; height: number; dpi: number } {
  if (opts.width !== undefined) {
    const width = Math.round(opts.width);
    const dpi = (width / scene.width) * 25.4;
    return { width, height: Math.round((scene.height / 25.4) * dpi), dpi };
  }
  const dpi = opts.dpi ?? 300;
  return { width: Math.round((scene.width / 25.4) * dpi), height: Math.round((scene.height / 25.4) * dpi), dpi };
}

export async function renderScenePng(scene: Scene, assets: ArtAssets, opts: PngOptions = {}): Promise<Uint8Array> {
  return renderPixels(scene, assets, opts, (image, dpi) => encodeRendered(image, dpi));
}

/**
 * The print PNG and its web preview from one render: the preview is the print image averaged down by
 * the whole factor that brings it nearest `previewWidth` pixels wide (docs/decisions/0037).
 */
export async function renderScenePngWithPreview(
  scene: Scene,
  assets: ArtAssets,
  previewWidth: number,
  opts: PngOptions = {},
): Promise<{ png: Uint8Array; preview: Uint8Array }> {
  return renderPixels(scene, assets, opts, (image, dpi) => {
    const factor = Math.max(1, Math.round(image.width / previewWidth));
    const small = downsample(image.pixels, image.width, image.height, factor);
    const { palette, rows } = quantise(small);
    return {
      png: encodeRendered(image, dpi),
      preview: encodePng(small.width, small.height, 3, dpi / factor, palette, rows, PREVIEW_DEFLATE_LEVEL),
    };
  });
}

type Rendered = { pixels: Uint8Array; width: number; height: number; asPng(): Uint8Array };

async function renderPixels<T>(
  scene: Scene,
  assets: ArtAssets,
  opts: PngOptions,
  use: (image: Rendered, dpi: number) => T,
): Promise<T> {
  const { width, height, dpi } = pixelSize(scene, opts);
  const svg = sceneToSvg(scene, { pixelWidth: width, pixelHeight: height, idPrefix: "p" });
  // The pixel grid rarely matches the viewBox exactly; a solid background also fills the part-covered
  // edge pixels, so the image is opaque (and can be stored as RGB).
  const background = typeof scene.background === "string" ? scene.background : undefined;
  return renderSvgPixels(svg, assets, background, (image) => use(image, dpi));
}

/** An SVG document drawn by resvg at its own size with the bundled fonts only; `use` reads the pixels before they are freed. */
export async function renderSvgPixels<T>(
  svg: string,
  assets: ArtAssets,
  background: string | undefined,
  use: (image: Rendered) => T,
): Promise<T> {
  await ensureWasm(assets);
  // A render holds the isolate for a few hundred milliseconds and a pack makes dozens. Other work
  // sharing the isolate (a checkout waiting on PayPal's answer, another request) gets a turn before
  // each one, instead of waiting for a whole pack and then finding its own time-out spent.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const resvg = new Resvg(svg, {
    font: {
      fontBuffers: [assets.fonts.display, assets.fonts.body, assets.fonts.italic],
      loadSystemFonts: false,
      defaultFontFamily: "Cormorant Garamond",
      serifFamily: "Cormorant Garamond",
    },
    ...(background ? { background } : {}),
    shapeRendering: 2,
    textRendering: 2,
  });
  try {
    const image = resvg.render();
    try {
      return use(image);
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

/**
 * Opaque pixels as a 256-colour PNG at screen resolution (72 DPI), with the previews' palette and deflate
 * level: a web picture drawn elsewhere, such as a link preview (src/tarot/reading-preview.ts).
 */
export function webPng(image: Rendered): Uint8Array {
  const rgb = downsample(image.pixels, image.width, image.height, 1);
  const { palette, rows } = quantise(rgb);
  return encodePng(rgb.width, rgb.height, 3, 72, palette, rows, PREVIEW_DEFLATE_LEVEL);
}

function encodeRendered(image: Rendered, dpi: number): Uint8Array {
  const rows = opaqueRgbRows(image.pixels, image.width, image.height);
  // An image with transparency keeps resvg's own RGBA encoder (it un-premultiplies the pixels).
  return rows
    ? encodePng(image.width, image.height, 2, dpi, null, rows, PNG_DEFLATE_LEVEL)
    : withPhys(image.asPng(), dpi);
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * PNG scanlines (filter byte 0, then R G B per pixel) from premultiplied RGBA pixels, or null when
 * any pixel is not fully opaque (then premultiplied and straight colour differ).
 */
export function opaqueRgbRows(rgba: Uint8Array, width: number, height: number): Uint8Array | null {
  if (rgba.length !== width * height * 4) return null;
  // Reading whole pixels as 32-bit words needs a word-aligned buffer (resvg's always is) and a
  // little-endian machine (every machine workerd runs on); anything else is copied byte by byte.
  return LITTLE_ENDIAN && rgba.byteOffset % 4 === 0
    ? opaqueRgbRowsLittleEndian(rgba, width, height)
    : opaqueRgbRowsByBytes(rgba, width, height);
}

/**
 * opaqueRgbRows for aligned pixels on a little-endian machine, where each pixel read as a 32-bit
 * word is A B G R from the high byte down. This runs on every 300 DPI picture in a pack (1.3
 * million pixels each), so it does as few memory operations as it can:
 * - Four pixels (four words in) become three words out, R G B R | G B R G | B R G B, instead of
 *   twelve single-byte stores.
 * - The words go out through a DataView: a row's colours start just after its filter byte, at
 *   y × (3 × width + 1) + 1, so most rows are not word-aligned for a typed-array view.
 * - Rather than test every pixel's alpha, all the words are ANDed together: the alpha bits of the
 *   result are all set only if every pixel is opaque. It is tested at the end of each row, so a
 *   picture with transparency gives up within a row of its first see-through pixel.
 */
function opaqueRgbRowsLittleEndian(rgba: Uint8Array, width: number, height: number): Uint8Array | null {
  const words = new Int32Array(rgba.buffer, rgba.byteOffset, width * height);
  const stride = width * 3 + 1;
  const rows = new Uint8Array(stride * height);
  const out = new DataView(rows.buffer);
  const groups = width >> 2; // whole groups of four pixels per row
  let all = -1;
  let p = 0;
  for (let y = 0; y < height; y++) {
    let o = y * stride + 1;
    for (let g = 0; g < groups; g++, p += 4, o += 12) {
      const a = words[p] as number;
      const b = words[p + 1] as number;
      const c = words[p + 2] as number;
      const d = words[p + 3] as number;
      all &= a & b & c & d;
      out.setInt32(o, (a & 0xffffff) | (b << 24), true);
      out.setInt32(o + 4, ((b >>> 8) & 0xffff) | (c << 16), true);
      out.setInt32(o + 8, ((c >>> 16) & 0xff) | (d << 8), true);
    }
    // The last one to three pixels of a row whose width is not a multiple of four.
    for (const end = (y + 1) * width; p < end; p++, o += 3) {
      const v = words[p] as number;
      all &= v;
      rows[o] = v;
      rows[o + 1] = v >>> 8;
      rows[o + 2] = v >>> 16;
    }
    if (all >>> 24 !== 255) return null;
  }
  return rows;
}

/** opaqueRgbRows one byte at a time: for unaligned pixels or a big-endian machine. */
function opaqueRgbRowsByBytes(rgba: Uint8Array, width: number, height: number): Uint8Array | null {
  const stride = width * 3 + 1;
  const rows = new Uint8Array(stride * height);
  let i = 0;
  for (let y = 0; y < height; y++) {
    let o = y * stride + 1;
    for (let x = 0; x < width; x++, i += 4, o += 3) {
      if (rgba[i + 3] !== 255) return null;
      rows[o] = rgba[i] as number;
      rows[o + 1] = rgba[i + 1] as number;
      rows[o + 2] = rgba[i + 2] as number;
    }
  }
  return rows;
}

/**
 * Deflate level for PNG pixels. Level 1 compresses a 300 DPI card several times faster than zlib's
 * default 6 and saves roughly 30 ms a card over level 3, for files about 7% larger than level 3's
 * (still smaller than resvg's own encoder made): eleven PNGs a pack make that the difference
 * between meeting and missing the 50-orders-a-minute goal (docs/quality.md).
 */
const PNG_DEFLATE_LEVEL = 1;

/** For a preview, zlib's default: level 9 takes six times as long for 4% fewer bytes. */
const PREVIEW_DEFLATE_LEVEL = 6;

/**
 * An 8-bit PNG, truecolour (colour type 2) or with a palette (type 3): IHDR, pHYs, PLTE when
 * indexed, one IDAT, IEND. Rows are stored unfiltered: on this art, with its gradients and star
 * fields, deflate does better on raw rows than after the Sub or Up filters.
 */
function encodePng(
  width: number,
  height: number,
  colourType: 2 | 3,
  dpi: number,
  palette: Uint8Array | null,
  rows: Uint8Array,
  level: number,
): Uint8Array {
  const idat = deflateZlib(rows, level);
  const ihdr = new Uint8Array(13);
  const hv = new DataView(ihdr.buffer);
  hv.setUint32(0, width);
  hv.setUint32(4, height);
  ihdr.set([8, colourType, 0, 0, 0], 8); // 8 bits per sample or index, deflate, adaptive filtering, no interlace
  const pxPerM = Math.round(dpi / 0.0254);
  const phys = new Uint8Array(9);
  const pv = new DataView(phys.buffer);
  pv.setUint32(0, pxPerM);
  pv.setUint32(4, pxPerM);
  phys[8] = 1; // unit: metre
  const chunks: [string, Uint8Array][] = [
    ["IHDR", ihdr],
    ["pHYs", phys],
    ...(palette ? ([["PLTE", palette]] as [string, Uint8Array][]) : []),
    ["IDAT", idat],
    ["IEND", new Uint8Array(0)],
  ];
  const out = new Uint8Array(8 + chunks.reduce((n, [, data]) => n + 12 + data.length, 0));
  const view = new DataView(out.buffer);
  out.set(SIGNATURE, 0);
  let at = 8;
  for (const [type, data] of chunks) {
    view.setUint32(at, data.length);
    for (let i = 0; i < 4; i++) out[at + 4 + i] = type.charCodeAt(i);
    out.set(data, at + 8);
    view.setUint32(at + 8 + data.length, crc32(out, at + 4, at + 8 + data.length));
    at += 12 + data.length;
  }
  return out;
}

// ---------------------------------------------------------------------------
// PNG chunk helpers

/** A PNG chunk's CRC-32 over bytes[start, end), by zlib's own (deflate.ts). */
function crc32(bytes: Uint8Array, start: number, end: number): number {
  return zlibCrc32(bytes.subarray(start, end));
}

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

function chunkType(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at + 4] ?? 0, bytes[at + 5] ?? 0, bytes[at + 6] ?? 0, bytes[at + 7] ?? 0);
}

/** Inserts (or replaces) a pHYs chunk right after IHDR. */
export function withPhys(png: Uint8Array, dpi: number): Uint8Array {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (!SIGNATURE.every((b, i) => png[i] === b) || chunkType(png, 8) !== "IHDR") throw new Error("png: not a PNG");
  const ihdrEnd = 8 + 12 + view.getUint32(8);
  const pxPerM = Math.round(dpi / 0.0254);
  const phys = new Uint8Array(21);
  const pv = new DataView(phys.buffer);
  pv.setUint32(0, 9);
  phys.set([0x70, 0x48, 0x59, 0x73], 4); // "pHYs"
  pv.setUint32(8, pxPerM);
  pv.setUint32(12, pxPerM);
  phys[16] = 1; // unit: metre
  pv.setUint32(17, crc32(phys, 4, 17));
  // Drop any existing pHYs so there is exactly one.
  const rest: Uint8Array[] = [];
  let at = ihdrEnd;
  while (at < png.length) {
    const len = view.getUint32(at);
    const end = at + 12 + len;
    if (chunkType(png, at) !== "pHYs") rest.push(png.subarray(at, end));
    at = end;
  }
  const total = ihdrEnd + phys.length + rest.reduce((n, r) => n + r.length, 0);
  const out = new Uint8Array(total);
  out.set(png.subarray(0, ihdrEnd), 0);
  out.set(phys, ihdrEnd);
  let o = ihdrEnd + phys.length;
  for (const r of rest) {
    out.set(r, o);
    o += r.length;
  }
  return out;
}

export type PngInfo = { width: number; height: number; dpi: number | null; chunks: string[] };

/** Reads size, pHYs resolution (DPI, null when absent) and chunk order; verifies chunk CRCs. */
export function readPngInfo(bytes: Uint8Array): PngInfo {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!SIGNATURE.every((b, i) => bytes[i] === b)) throw new Error("png: bad signature");
  let at = 8;
  let width = 0;
  let height = 0;
  let dpi: number | null = null;
  const chunks: string[] = [];
  while (at + 12 <= bytes.length) {
    const len = view.getUint32(at);
    const type = chunkType(bytes, at);
    const crc = view.getUint32(at + 8 + len);
    if (crc32(bytes, at + 4, at + 8 + len) !== crc) throw new Error(`png: bad CRC in ${type}`);
    chunks.push(type);
    if (type === "IHDR") {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
    } else if (type === "pHYs" && bytes[at + 16] === 1) {
      dpi = Math.round(view.getUint32(at + 8) * 0.0254 * 100) / 100;
    }
    at += 12 + len;
  }
  return { width, height, dpi, chunks };
}
