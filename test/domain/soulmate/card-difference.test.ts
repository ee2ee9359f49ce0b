/**
 * Two buyers of the same sign get visibly different cards: each card is
 * rendered for both and compared pixel by pixel.
 */
import { unzlibSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readPngInfo } from "../../../src/art/png";
import { workerArtAssets } from "../../../src/art/worker-assets";
import { birthSky } from "../../../src/soulmate/astro";
import { buildCardSet } from "../../../src/soulmate/pack-builders";
import type { SoulmateInputs } from "../../../src/soulmate/types";
import { fixtureInputs } from "./fixtures";

/** The RGB samples of one of our PNGs (8-bit RGB, one IDAT, rows unfiltered). */
function rgb(png: Uint8Array): { width: number; height: number; rows: Uint8Array } {
  const { width, height } = readPngInfo(png);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: Uint8Array[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    if (type === "IDAT") chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const data = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    data.set(chunk, offset);
    offset += chunk.length;
  }
  const rows = unzlibSync(data);
  for (let y = 0; y < height; y++) expect(rows[y * (width * 3 + 1)]).toBe(0);
  return { width, height, rows };
}

/** Share of pixels whose colour differs by more than a faint shimmer (any channel by over 24 of 255). */
function differingShare(a: Uint8Array, b: Uint8Array): number {
  const x = rgb(a);
  const y = rgb(b);
  expect([x.width, x.height]).toEqual([y.width, y.height]);
  let differing = 0;
  const stride = x.width * 3 + 1;
  for (let row = 0; row < x.height; row++) {
    for (let col = 0; col < x.width; col++) {
      const i = row * stride + 1 + col * 3;
      if (
        Math.abs((x.rows[i] ?? 0) - (y.rows[i] ?? 0)) > 24 ||
        Math.abs((x.rows[i + 1] ?? 0) - (y.rows[i + 1] ?? 0)) > 24 ||
        Math.abs((x.rows[i + 2] ?? 0) - (y.rows[i + 2] ?? 0)) > 24
      ) {
        differing++;
      }
    }
  }
  return differing / (x.width * x.height);
}

/** Ari is the shared fixture buyer (Libra, 14 October 1992); Sam another Libra, born under another moon. */
const ARI: SoulmateInputs = fixtureInputs;
const SAM: SoulmateInputs = {
  starSign: "libra",
  birthday: { day: 30, month: 9, year: 1979 },
  city: "Perth",
  preference: "women",
  relationshipStatus: "divorced",
  firstName: "Sam",
};

describe("two buyers of one sign", () => {
  it("get visibly different cards, every one of the five", async () => {
    const a = await buildCardSet(birthSky(ARI), ARI, "order-ari", workerArtAssets);
    const b = await buildCardSet(birthSky(SAM), SAM, "order-sam", workerArtAssets);
    const shares = a.pngs.map((png, i) => differingShare(png, b.pngs[i] as Uint8Array));
    const mean = shares.reduce((sum, s) => sum + s, 0) / shares.length;
    console.log(
      `cards differing between two Libra buyers: ${shares.map((s, i) => `${a.titles[i]?.split(":")[0]} ${(s * 100).toFixed(1)}%`).join(", ")}; mean ${(mean * 100).toFixed(1)}%`,
    );
    for (const share of shares) expect(share).toBeGreaterThan(0.01);
    expect(mean).toBeGreaterThan(0.03);
  }, 60_000);
});
