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

/**
 * The dither counts error in steps of DITHER / 16 of a colour level (1/32), 2 ** STEP_BITS steps to
 * a level. Floyd–Steinberg hands on 7, 3, 5 and 1 sixteenths of the spread error, and the error is
 * a whole number of levels, so every share is a whole number of steps: the sums are exact integers,
 * and levels and steps convert by shifting, which is much quicker than dividing in the hot loop.
 */
const STEP_BITS = Math.log2(16 / DITHER);
if (!Number.isInteger(STEP_BITS)) throw new Error("preview: DITHER must be a power of two (1/2, 1/4, …)");
const HALF_STEP = 1 << (STEP_BITS - 1);

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

export type RgbImage = { width: number; height: number; rgb: Uint8Array };

/**
 * Averages `factor` × `factor` blocks of opaque premultiplied RGBA (what resvg renders; the print
 * images are opaque) into RGB. A partial block at the right or bottom edge is dropped.
 */
export function downsample(rgba: Uint8Array, width: number, height: number, factor: number): RgbImage {
  const wordsFit =
    LITTLE_ENDIAN &&
    rgba.byteOffset % 4 === 0 &&
    rgba.length >= width * height * 4 &&
    Number.isInteger(factor) &&
    factor >= 1 &&
    factor <= Math.min(16, width, height);
  if (!wordsFit) return downsampleBytes(rgba, width, height, factor);
  return downsampleWords(rgba, width, height, factor);
}

/** Math.round(sum / area) for every sum a block of `area` pixels can have in one channel. */
function meanTable(area: number): Uint8Array {
  const mean = new Uint8Array(255 * area + 1);
  for (let sum = 0; sum < mean.length; sum++) mean[sum] = Math.round(sum / area);
  return mean;
}

/**
 * downsample reading each pixel as one 32-bit word (A B G R from the high byte down), for aligned
 * pixels on a little-endian machine with every block inside the image. Every card and oracle
 * picture in a pack (1.3 million pixels each) is averaged this way, so:
 * - Red and blue are summed together, in the low and high 16 bits of one integer (`v & 0xff00ff`).
 *   A block of at most 16 × 16 pixels sums to at most 65,280 a channel, so neither overflows into
 *   the other.
 * - Each block's mean comes from a table of Math.round(sum / area), built once per call, rather
 *   than a division and a rounding for every channel of every preview pixel.
 */
function downsampleWords(rgba: Uint8Array, width: number, height: number, factor: number): RgbImage {
  const w = Math.floor(width / factor);
  const h = Math.floor(height / factor);
  const rgb = new Uint8Array(w * h * 3);
  const mean = meanTable(factor * factor);
  const words = new Int32Array(rgba.buffer, rgba.byteOffset, width * height);
  const redBlue = new Int32Array(w);
  const green = new Int32Array(w);
  let o = 0;
  for (let y = 0; y < h; y++) {
    redBlue.fill(0);
    green.fill(0);
    for (let dy = 0; dy < factor; dy++) {
      let p = (y * factor + dy) * width;
      for (let x = 0; x < w; x++) {
        let rb = 0;
        let g = 0;
        for (const end = p + factor; p < end; p++) {
          const v = words[p] as number;
          rb += v & 0xff00ff;
          g += (v >> 8) & 0xff;
        }
        redBlue[x] = (redBlue[x] as number) + rb;
        green[x] = (green[x] as number) + g;
      }
    }
    for (let x = 0; x < w; x++, o += 3) {
      const rb = redBlue[x] as number;
      rgb[o] = mean[rb & 0xffff] as number;
      rgb[o + 1] = mean[green[x] as number] as number;
      rgb[o + 2] = mean[rb >>> 16] as number;
    }
  }
  return { width: w, height: h, rgb };
}

/** downsample one byte at a time, for any other input (unaligned, big-endian, a factor over 16 or the image's size). */
function downsampleBytes(rgba: Uint8Array, width: number, height: number, factor: number): RgbImage {
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
const MASK = LEVELS - 1;

/**
 * A median-cut box: the colour keys keys[start] to keys[end - 1] of the palette's shared key array,
 * how many pixels they cover, and its widest channel (0 R, 1 G, 2 B).
 */
type Box = { start: number; end: number; pixels: number; spread: number; axis: number; score: number };

function makeBox(keys: Uint32Array, start: number, end: number, hist: Uint32Array): Box {
  let pixels = 0;
  let loR = LEVELS;
  let loG = LEVELS;
  let loB = LEVELS;
  let hiR = 0;
  let hiG = 0;
  let hiB = 0;
  for (let k = start; k < end; k++) {
    const key = keys[k] as number;
    pixels += hist[key] as number;
    const r = key >> (2 * BITS);
    const g = (key >> BITS) & MASK;
    const b = key & MASK;
    if (r < loR) loR = r;
    if (r > hiR) hiR = r;
    if (g < loG) loG = g;
    if (g > hiG) hiG = g;
    if (b < loB) loB = b;
    if (b > hiB) hiB = b;
  }
  const spreads = [hiR - loR, hiG - loG, hiB - loB] as const;
  // The first of the widest channels, red before green before blue.
  const axis = spreads[0] >= spreads[1] && spreads[0] >= spreads[2] ? 0 : spreads[1] >= spreads[2] ? 1 : 2;
  const spread = spreads[axis];
  // The palette splits the box with the widest spread, weighted towards boxes that cover many pixels.
  return { start, end, pixels, spread, axis, score: spread * Math.sqrt(pixels) };
}

/**
 * Splits a box at the level of its widest channel below which half its pixels lie, reordering its
 * keys in place so that each half is again a run of the shared array. `counts` is scratch space.
 */
function split(box: Box, keys: Uint32Array, hist: Uint32Array, counts: Uint32Array): [Box, Box] {
  const { start, end } = box;
  const shift = (2 - box.axis) * BITS;
  counts.fill(0);
  let top = 0;
  for (let k = start; k < end; k++) {
    const key = keys[k] as number;
    const level = (key >> shift) & MASK;
    counts[level] = (counts[level] as number) + (hist[key] as number);
    if (level > top) top = level;
  }
  let seen = counts[0] as number;
  let cut = 0;
  while (cut < LEVELS - 1 && seen < box.pixels / 2) {
    cut++;
    seen += counts[cut] as number;
  }
  // Both halves must hold a colour: the cut lies below the box's highest level.
  if (cut >= top) cut = top - 1;
  let lo = start;
  let hi = end - 1;
  for (;;) {
    while (lo <= hi && (((keys[lo] as number) >> shift) & MASK) <= cut) lo++;
    while (lo <= hi && (((keys[hi] as number) >> shift) & MASK) > cut) hi--;
    if (lo >= hi) break;
    const swap = keys[lo] as number;
    keys[lo] = keys[hi] as number;
    keys[hi] = swap;
  }
  return [makeBox(keys, start, lo, hist), makeBox(keys, lo, end, hist)];
}

/** Median cut over the colour histogram: up to 256 colours, each the mean of the pixels it stands for. */
function palette(image: RgbImage): Uint8Array {
  const { rgb } = image;
  const hist = new Uint32Array(LEVELS ** 3);
  // The colours present, in the order first seen: a box's pixel count, extent and split do not
  // depend on the order of its keys, and collecting them here saves a pass over all 262,144 bins.
  const found: number[] = [];
  for (let i = 0; i < rgb.length; i += 3) {
    const key = keyOf(rgb[i] as number, rgb[i + 1] as number, rgb[i + 2] as number);
    const count = hist[key] as number;
    if (count === 0) found.push(key);
    hist[key] = count + 1;
  }
  const keys = Uint32Array.from(found);
  const counts = new Uint32Array(LEVELS);
  const boxes = [makeBox(keys, 0, keys.length, hist)];
  while (boxes.length < COLOURS) {
    let pick = -1;
    let best = 0;
    for (let i = 0; i < boxes.length; i++) {
      const score = (boxes[i] as Box).score;
      if (score > best) {
        best = score;
        pick = i;
      }
    }
    if (pick < 0) break;
    const [low, high] = split(boxes[pick] as Box, keys, hist, counts);
    boxes.splice(pick, 1, low, high);
  }
  // The histogram's counts are no longer needed: each colour's bin now holds its box's number.
  const boxOf = hist;
  for (let i = 0; i < boxes.length; i++) {
    const { start, end } = boxes[i] as Box;
    for (let k = start; k < end; k++) boxOf[keys[k] as number] = i;
  }
  const sums = new Float64Array(boxes.length * 3);
  for (let i = 0; i < rgb.length; i += 3) {
    const r = rgb[i] as number;
    const g = rgb[i + 1] as number;
    const b = rgb[i + 2] as number;
    const s = (boxOf[keyOf(r, g, b)] as number) * 3;
    sums[s] = (sums[s] as number) + r;
    sums[s + 1] = (sums[s + 1] as number) + g;
    sums[s + 2] = (sums[s + 2] as number) + b;
  }
  const colours = new Uint8Array(boxes.length * 3);
  for (let i = 0; i < boxes.length; i++) {
    const { pixels } = boxes[i] as Box;
    for (let c = 0; c < 3; c++) colours[i * 3 + c] = Math.round((sums[i * 3 + c] as number) / pixels);
  }
  return colours;
}

/**
 * The palette entry nearest a colour by 2ΔR² + 4ΔG² + 3ΔB², the lowest index on a tie (as a plain
 * scan of the palette in order finds). The entries are kept sorted by green and the search walks
 * out from the colour's green both ways, stopping in a direction once 4ΔG² alone exceeds the best
 * distance so far. On the pack's pictures that looks at about a dozen entries instead of all 256.
 */
class NearestColour {
  private readonly index: Int32Array;
  private readonly red: Int32Array;
  private readonly green: Int32Array;
  private readonly blue: Int32Array;
  /** For each green level, the first sorted entry whose green is at least that. */
  private readonly firstAtLeast: Int32Array;

  constructor(pal: Uint8Array) {
    const order = Array.from({ length: pal.length / 3 }, (_, i) => i).sort(
      (a, b) => (pal[a * 3 + 1] as number) - (pal[b * 3 + 1] as number) || a - b,
    );
    this.index = Int32Array.from(order);
    this.red = Int32Array.from(order, (i) => pal[i * 3] as number);
    this.green = Int32Array.from(order, (i) => pal[i * 3 + 1] as number);
    this.blue = Int32Array.from(order, (i) => pal[i * 3 + 2] as number);
    this.firstAtLeast = new Int32Array(256);
    for (let g = 0, j = 0; g < 256; g++) {
      while (j < order.length && (this.green[j] as number) < g) j++;
      this.firstAtLeast[g] = j;
    }
  }

  find(r: number, g: number, b: number): number {
    const start = this.firstAtLeast[g] as number;
    // Up from the colour's green, then down from just below it, carrying the best found so far.
    const up = this.walk(start, 1, r, g, b, 0x7fffffff, -1); // above any distance (9 × 255²), a small integer
    return this.walk(start - 1, -1, r, g, b, up.best, up.found).found;
  }

  /** The search one way along the sorted entries from `from`, until green alone puts an entry beyond the best. */
  private walk(
    from: number,
    step: 1 | -1,
    r: number,
    g: number,
    b: number,
    best: number,
    found: number,
  ): { best: number; found: number } {
    const { index, red, green, blue } = this;
    for (let j = from; j >= 0 && j < index.length; j += step) {
      const dg = (green[j] as number) - g;
      const greenDistance = 4 * dg * dg;
      if (greenDistance > best) break;
      const dr = (red[j] as number) - r;
      const db = (blue[j] as number) - b;
      const distance = 2 * dr * dr + greenDistance + 3 * db * db;
      const p = index[j] as number;
      if (distance < best || (distance === best && p < found)) {
        best = distance;
        found = p;
      }
    }
    return { best, found };
  }
}

/**
 * PNG scanlines (filter byte 0, then one palette index per pixel), Floyd–Steinberg dithered
 * against the palette. The nearest colour is looked up once per 6-bit colour and remembered.
 *
 * Error is counted in whole steps (see STEP_BITS), so the sums are exact integers, equal to the
 * fractions they stand for. Only one row of error is stored, for the pixels still to come: the share
 * for the pixel to the right and the shares pending for the pixels below are carried in local
 * variables, and each pixel below is written back once, when its last share is known. Per pixel and
 * channel that is one read and one write of the row, where passing on each share to an array took
 * nine.
 */
function ditheredIndices(image: RgbImage, pal: Uint8Array): Uint8Array {
  const { width, height, rgb } = image;
  const search = new NearestColour(pal);
  const nearest = new Int16Array(LEVELS ** 3); // palette index + 1; 0 until looked up
  const stride = width + 1;
  const rows = new Uint8Array(stride * height);
  const max = 255 << STEP_BITS;
  // Error from the row above for each pixel of this row (three channels), then for the next row
  // as this one is done; one more pixel on the end takes the share below-left of pixel 0.
  const errors = new Int32Array((width + 1) * 3);
  let i = 0;
  for (let y = 0; y < height; y++) {
    let o = y * stride + 1;
    // The 7/16 share for this pixel from the one to its left.
    let rightR = 0;
    let rightG = 0;
    let rightB = 0;
    // Shares so far for the pixel below-left of this one, and for the one below it.
    let belowLeftR = 0;
    let belowLeftG = 0;
    let belowLeftB = 0;
    let belowR = 0;
    let belowG = 0;
    let belowB = 0;
    let back = width * 3; // where below-left goes: the spare slot for pixel 0
    for (let e = 0; e < width * 3; e += 3, i += 3, o++) {
      const vr = ((rgb[i] as number) << STEP_BITS) + (errors[e] as number) + rightR;
      const vg = ((rgb[i + 1] as number) << STEP_BITS) + (errors[e + 1] as number) + rightG;
      const vb = ((rgb[i + 2] as number) << STEP_BITS) + (errors[e + 2] as number) + rightB;
      // Clamped to 0…255 and rounded half up, as Math.round does.
      const r = vr < 0 ? 0 : vr > max ? 255 : (vr + HALF_STEP) >> STEP_BITS;
      const g = vg < 0 ? 0 : vg > max ? 255 : (vg + HALF_STEP) >> STEP_BITS;
      const b = vb < 0 ? 0 : vb > max ? 255 : (vb + HALF_STEP) >> STEP_BITS;
      const key = keyOf(r, g, b);
      let p = (nearest[key] as number) - 1;
      if (p < 0) {
        p = search.find(r, g, b);
        nearest[key] = p + 1;
      }
      rows[o] = p;
      const dr = r - (pal[p * 3] as number);
      const dg = g - (pal[p * 3 + 1] as number);
      const db = b - (pal[p * 3 + 2] as number);
      // Floyd–Steinberg: 7/16 to the right, 3/16, 5/16 and 1/16 to the row below.
      rightR = dr * 7;
      rightG = dg * 7;
      rightB = db * 7;
      errors[back] = belowLeftR + dr * 3;
      errors[back + 1] = belowLeftG + dg * 3;
      errors[back + 2] = belowLeftB + db * 3;
      belowLeftR = belowR + dr * 5;
      belowLeftG = belowG + dg * 5;
      belowLeftB = belowB + db * 5;
      belowR = dr;
      belowG = dg;
      belowB = db;
      back = e;
    }
    errors[back] = belowLeftR;
    errors[back + 1] = belowLeftG;
    errors[back + 2] = belowLeftB;
  }
  return rows;
}

/** The image as 256 colours: its palette (PLTE) and dithered, unfiltered scanlines for one IDAT. */
export function quantise(image: RgbImage): { palette: Uint8Array; rows: Uint8Array } {
  const colours = palette(image);
  return { palette: colours, rows: ditheredIndices(image, colours) };
}
