import { describe, expect, it } from "vitest";
import { downsample, quantise } from "../../../src/art/preview";

/** Opaque RGBA pixels from a colour function. */
function rgba(width: number, height: number, colour: (x: number, y: number) => [number, number, number]) {
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) out.set([...colour(x, y), 255], (y * width + x) * 4);
  }
  return out;
}

/** The colours a quantised image shows, pixel by pixel. */
function shown({ palette, rows }: ReturnType<typeof quantise>, width: number, height: number) {
  const out: number[][] = [];
  for (let y = 0; y < height; y++) {
    expect(rows[y * (width + 1)]).toBe(0); // unfiltered scanline
    for (let x = 0; x < width; x++) {
      const p = rows[y * (width + 1) + 1 + x] as number;
      out.push([...palette.subarray(p * 3, p * 3 + 3)]);
    }
  }
  return out;
}

describe("web previews", () => {
  it("average each factor × factor block and drop a partial edge block", () => {
    const image = downsample(
      rgba(7, 4, (x, y) => [x * 30, y * 60, 200]),
      7,
      4,
      3,
    );
    expect(image).toMatchObject({ width: 2, height: 1 });
    // Block (0..2, 0..2): mean x 1 → 30, mean y 1 → 60.
    expect([...image.rgb]).toEqual([30, 60, 200, 120, 60, 200]);
  });

  it("keep an image of few colours exactly, in at most 256 palette entries", () => {
    const colours: [number, number, number][] = [
      [7, 6, 26],
      [232, 196, 120],
      [40, 36, 90],
      [255, 255, 255],
    ];
    const image = downsample(
      rgba(20, 10, (x, y) => colours[(x + y) % 4] as [number, number, number]),
      20,
      10,
      1,
    );
    const quantised = quantise(image);
    expect(quantised.palette.length / 3).toBeLessThanOrEqual(256);
    expect(shown(quantised, 20, 10)).toEqual(
      Array.from({ length: 200 }, (_, i) => colours[((i % 20) + Math.floor(i / 20)) % 4]),
    );
  });

  it("spread a smooth gradient over many colours with small error", () => {
    const width = 256;
    const height = 64;
    const image = downsample(
      rgba(width, height, (x, y) => [x, Math.round(y * 2), 255 - x]),
      width,
      height,
      1,
    );
    const quantised = quantise(image);
    expect(quantised.palette.length / 3).toBe(256);
    const pixels = shown(quantised, width, height);
    let error = 0;
    pixels.forEach((c, i) => {
      for (let k = 0; k < 3; k++) error += Math.abs((c[k] as number) - (image.rgb[i * 3 + k] as number));
    });
    expect(error / (pixels.length * 3)).toBeLessThan(4);
  });
});
