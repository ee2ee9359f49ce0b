/**
 * Small web previews of the pack's print images (docs/decisions/0037): the 300 DPI render is
 * averaged down by a whole factor (each preview pixel the mean of factor × factor print pixels,
 * so it costs no second render) and stored as a 256-colour PNG, median-cut palette with
 * Floyd–Steinberg dithering at half strength. A card preview is about 20 KB, half a truecolour
 * PNG of the same width, so the result page's ten pictures stay well under 300 KB on a phone.
 */

const COLOURS = 256;
/** Histogram precision per channel: 6 bits keep the dark gradients' steps apart. */
const BITS = 6;
const SHIFT = 8 - BITS;
const LEVELS = 1 << BITS;

/**
 * Half the quantisation error is spread: enough to break up bands in the glows, while a card stays
 * near 20 KB (full-strength dithering's noise costs deflate about 40% more bytes).
 */
const DITHER = 0.5;

export type RgbImage = { width: number; height: number; rgb: Uint8Array };

/**
 * Averages `factor` × `factor` blocks of opaque premultiplied RGBA (what resvg renders; the print
 * images are opaque) into RGB. A partial block at the right or bottom edge is dropped.
 */
export function downsample(rgba: Uint8Array, width: number, height: number, factor: number): RgbImage {
  const w = Math.max(1, Math.floor(width / factor));
  const h = Math.max(1, Math.floor(height / factor));
  const rgb = new Uint8Array(w * h * 3);
  const sums = new Uint32Array(w * 3);
  const area = factor * factor;
  for (let y = 0; y < h; y++) {
    sums.fill(0);
    for (let dy = 0; dy < factor; dy++) {
      let i = (y * factor + dy) * width * 4;
      for (let x = 0; x < w; x++) {
        let r = 0;
        let g = 0;
        let b = 0;
        for (let dx = 0; dx < factor; dx++, i += 4) {
          r += rgba[i] as number;
          g += rgba[i + 1] as number;
          b += rgba[i + 2] as number;
        }
        sums[x * 3] = (sums[x * 3] as number) + r;
        sums[x * 3 + 1] = (sums[x * 3 + 1] as number) + g;
        sums[x * 3 + 2] = (sums[x * 3 + 2] as number) + b;
      }
    }
    const row = y * w * 3;
    for (let k = 0; k < w * 3; k++) rgb[row + k] = Math.round((sums[k] as number) / area);
  }
  return { width: w, height: h, rgb };
}

const keyOf = (r: number, g: number, b: number) => ((r >> SHIFT) << (2 * BITS)) | ((g >> SHIFT) << BITS) | (b >> SHIFT);
const channel = (key: number, c: number) => (key >> ((2 - c) * BITS)) & (LEVELS - 1);

type Box = { keys: Uint32Array; pixels: number; spread: number; axis: number };

function makeBox(keys: Uint32Array, hist: Uint32Array): Box {
  let pixels = 0;
  const lo = [LEVELS, LEVELS, LEVELS];
  const hi = [0, 0, 0];
  for (const key of keys) {
    pixels += hist[key] as number;
    for (let c = 0; c < 3; c++) {
      const v = channel(key, c);
      if (v < (lo[c] as number)) lo[c] = v;
      if (v > (hi[c] as number)) hi[c] = v;
    }
  }
  const spreads = [0, 1, 2].map((c) => (hi[c] as number) - (lo[c] as number));
  const axis = spreads.indexOf(Math.max(...spreads));
  return { keys, pixels, spread: spreads[axis] as number, axis };
}

/** Splits a box at the level of its widest channel below which half its pixels lie. */
function split(box: Box, hist: Uint32Array): [Box, Box] {
  const counts = new Uint32Array(LEVELS);
  for (const key of box.keys) {
    const level = channel(key, box.axis);
    counts[level] = (counts[level] as number) + (hist[key] as number);
  }
  let seen = counts[0] as number;
  let cut = 0;
  while (cut < LEVELS - 1 && seen < box.pixels / 2) {
    cut++;
    seen += counts[cut] as number;
  }
  // Both halves must hold a colour: the cut lies below the box's highest level.
  let top = 0;
  for (const key of box.keys) top = Math.max(top, channel(key, box.axis));
  if (cut >= top) cut = top - 1;
  const low: number[] = [];
  const high: number[] = [];
  for (const key of box.keys) (channel(key, box.axis) <= cut ? low : high).push(key);
  return [makeBox(Uint32Array.from(low), hist), makeBox(Uint32Array.from(high), hist)];
}

/** Median cut over the colour histogram: up to 256 colours, each the mean of the pixels it stands for. */
function palette(image: RgbImage): Uint8Array {
  const { rgb } = image;
  const hist = new Uint32Array(LEVELS ** 3);
  for (let i = 0; i < rgb.length; i += 3) {
    const key = keyOf(rgb[i] as number, rgb[i + 1] as number, rgb[i + 2] as number);
    hist[key] = (hist[key] as number) + 1;
  }
  const keys: number[] = [];
  for (let key = 0; key < hist.length; key++) if (hist[key]) keys.push(key);
  const boxes = [makeBox(Uint32Array.from(keys), hist)];
  while (boxes.length < COLOURS) {
    // Split the box with the widest spread, weighted towards boxes that cover many pixels.
    let pick = -1;
    let best = 0;
    for (const [i, box] of boxes.entries()) {
      const score = box.spread * Math.sqrt(box.pixels);
      if (score > best) {
        best = score;
        pick = i;
      }
    }
    if (pick < 0) break;
    boxes.splice(pick, 1, ...split(boxes[pick] as Box, hist));
  }
  const boxOf = new Int16Array(LEVELS ** 3);
  for (const [i, box] of boxes.entries()) for (const key of box.keys) boxOf[key] = i;
  const sums = new Float64Array(boxes.length * 3);
  for (let i = 0; i < rgb.length; i += 3) {
    const b = (boxOf[keyOf(rgb[i] as number, rgb[i + 1] as number, rgb[i + 2] as number)] as number) * 3;
    for (let c = 0; c < 3; c++) sums[b + c] = (sums[b + c] as number) + (rgb[i + c] as number);
  }
  const colours = new Uint8Array(boxes.length * 3);
  for (const [i, box] of boxes.entries()) {
    for (let c = 0; c < 3; c++) colours[i * 3 + c] = Math.round((sums[i * 3 + c] as number) / box.pixels);
  }
  return colours;
}

/** Passes one channel's error at slot `e` on to the next pixel and the three below it. */
function spread(here: Float32Array, below: Float32Array, e: number, error: number) {
  here[e + 3] = (here[e + 3] as number) + (error * 7) / 16;
  below[e - 3] = (below[e - 3] as number) + (error * 3) / 16;
  below[e] = (below[e] as number) + (error * 5) / 16;
  below[e + 3] = (below[e + 3] as number) + error / 16;
}

/**
 * PNG scanlines (filter byte 0, then one palette index per pixel), Floyd–Steinberg dithered
 * against the palette. The nearest colour is looked up once per 6-bit colour and remembered.
 */
function ditheredIndices(image: RgbImage, pal: Uint8Array): Uint8Array {
  const { width, height, rgb } = image;
  const colours = pal.length / 3;
  const nearest = new Int16Array(LEVELS ** 3).fill(-1);
  const lookup = (r: number, g: number, b: number) => {
    const key = keyOf(r, g, b);
    let found = nearest[key] as number;
    if (found < 0) {
      let bestDistance = Number.POSITIVE_INFINITY;
      for (let p = 0; p < colours; p++) {
        const dr = (pal[p * 3] as number) - r;
        const dg = (pal[p * 3 + 1] as number) - g;
        const db = (pal[p * 3 + 2] as number) - b;
        const distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
        if (distance < bestDistance) {
          bestDistance = distance;
          found = p;
        }
      }
      nearest[key] = found;
    }
    return found;
  };
  const stride = width + 1;
  const rows = new Uint8Array(stride * height);
  let here = new Float32Array((width + 2) * 3);
  let below = new Float32Array((width + 2) * 3);
  const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const e = (x + 1) * 3;
      const r = clamp((rgb[i] as number) + (here[e] as number));
      const g = clamp((rgb[i + 1] as number) + (here[e + 1] as number));
      const b = clamp((rgb[i + 2] as number) + (here[e + 2] as number));
      const p = lookup(r, g, b);
      rows[y * stride + 1 + x] = p;
      // Floyd–Steinberg: 7/16 to the right, 3/16, 5/16 and 1/16 to the row below.
      spread(here, below, e, (r - (pal[p * 3] as number)) * DITHER);
      spread(here, below, e + 1, (g - (pal[p * 3 + 1] as number)) * DITHER);
      spread(here, below, e + 2, (b - (pal[p * 3 + 2] as number)) * DITHER);
    }
    [here, below] = [below, here];
    below.fill(0);
  }
  return rows;
}

/** The image as 256 colours: its palette (PLTE) and dithered, unfiltered scanlines for one IDAT. */
export function quantise(image: RgbImage): { palette: Uint8Array; rows: Uint8Array } {
  const colours = palette(image);
  return { palette: colours, rows: ditheredIndices(image, colours) };
}
