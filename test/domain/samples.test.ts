/**
 * The committed samples are what the generator makes today: `npm run samples` re-renders them
 * (public/samples/, public/og/, docs/samples/). Images are compared by their pixels, so a different zlib
 * build's deflate bytes do not count as a change; the readings file byte for byte.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { initWasm } from "@resvg/resvg-wasm";
import { describe, expect, it } from "vitest";
import { renderPagePreviews } from "../../scripts/samples/page-previews";
import { tarotReadingsMarkdown } from "../../scripts/samples/readings";
import { loadAssets, pngPixels, renderSoulmateSamples, root } from "../../scripts/samples/soulmate";
import { readPngInfo } from "../../src/art/png";

const STALE = "is not what the generator makes now: run `npm run samples` and commit the result";

/** Size and a digest of the decoded pixels. */
function pixels(png: Uint8Array): string {
  const { width, height, data } = pngPixels(png);
  return `${width}×${height} ${createHash("sha256").update(data).digest("hex")}`;
}

describe("committed samples", () => {
  it("are the images the generator renders now, and no others", async () => {
    const assets = loadAssets();
    await initWasm(assets.resvgWasm as Uint8Array).catch(() => undefined);
    const samples = await renderSoulmateSamples(assets);
    const committed = ["public/samples", "docs/samples"].flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir))
        .filter((f) => f.endsWith(".png"))
        .map((f) => `${dir}/${f}`),
    );
    expect(samples.map((s) => s.file).sort()).toEqual(committed.sort());
    for (const { file, bytes } of samples) {
      const onDisk = new Uint8Array(fs.readFileSync(path.join(root, file)));
      expect(pixels(onDisk), `${file} ${STALE}`).toBe(pixels(bytes));
    }
  });

  it("include the link previews of / and /tarot as the drawing makes them now", async () => {
    const assets = loadAssets();
    await initWasm(assets.resvgWasm as Uint8Array).catch(() => undefined);
    const previews = await renderPagePreviews(assets);
    expect(previews.map((p) => p.file).sort()).toEqual(
      fs
        .readdirSync(path.join(root, "public/og"))
        .map((f) => `public/og/${f}`)
        .sort(),
    );
    for (const { file, bytes } of previews) {
      const onDisk = new Uint8Array(fs.readFileSync(path.join(root, file)));
      expect(readPngInfo(onDisk)).toMatchObject({ width: 1200, height: 630 });
      expect(pixels(onDisk), `${file} ${STALE}`).toBe(pixels(bytes));
    }
  });

  it("include the embedded reader's readings as it writes them now", async () => {
    const committed = fs.readFileSync(path.join(root, "docs/samples/tarot-readings.md"), "utf8");
    expect(committed, `docs/samples/tarot-readings.md ${STALE}`).toBe(await tarotReadingsMarkdown());
  });
});
