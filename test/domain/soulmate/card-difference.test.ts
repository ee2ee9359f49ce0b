/**
 * Two buyers of the same sign get visibly different cards: each card is
 * rendered for both and compared pixel by pixel.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { pngPixels } from "../../../scripts/samples/soulmate";
import { ensureWasm } from "../../../src/art/png";
import { workerArtAssets } from "../../../src/art/worker-assets";
import { birthSky, litOnRight } from "../../../src/soulmate/astro";
import { buildCardSet, renderPanelPng } from "../../../src/soulmate/pack-builders";
import { moonLitPath } from "../../../src/soulmate/scenes/common";
import { panelScene } from "../../../src/soulmate/scenes/panels";
import { composeStory } from "../../../src/soulmate/story-composer";
import type { SoulmateInputs } from "../../../src/soulmate/types";
import { fixtureInputs } from "./fixtures";

/** Share of pixels whose colour differs by more than a faint shimmer (any channel by over 24 of 255). */
function differingShare(a: Uint8Array, b: Uint8Array): number {
  const x = pngPixels(a);
  const y = pngPixels(b);
  expect([x.width, x.height]).toEqual([y.width, y.height]);
  let differing = 0;
  for (let i = 0; i < x.data.length; i += 4) {
    if (
      Math.abs((x.data[i] ?? 0) - (y.data[i] ?? 0)) > 24 ||
      Math.abs((x.data[i + 1] ?? 0) - (y.data[i + 1] ?? 0)) > 24 ||
      Math.abs((x.data[i + 2] ?? 0) - (y.data[i + 2] ?? 0)) > 24
    ) {
      differing++;
    }
  }
  return differing / (x.width * x.height);
}

/** Ari is the shared fixture buyer (Libra, 14 October 1992); Sam another Libra, born under another moon. */
const ARI: SoulmateInputs = fixtureInputs;

beforeAll(() => ensureWasm(workerArtAssets));
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

describe("the threshold picture", () => {
  const threshold = (inputs: SoulmateInputs, seed: string) => {
    const story = composeStory(inputs, seed);
    const index = story.panels.findIndex((p) => p.scene === "threshold");
    const panel = story.panels[index];
    if (!panel) throw new Error("no threshold page");
    return { story, index, scene: panelScene(panel, birthSky(inputs), inputs, seed) };
  };

  it("stands under the buyer's own birth moon, at its phase", () => {
    // Ari and Sam are both Libras, so their doors are the same air arch; their moons are not.
    const moons = (
      [
        [ARI, "order-ari"],
        [SAM, "order-sam"],
      ] as const
    ).map(([inputs, seed]) => {
      const sky = birthSky(inputs);
      const litRight = litOnRight(sky.moon.waxing, sky);
      const drawn = threshold(inputs, seed).scene.shapes.flatMap((shape) => (shape.type === "path" ? [shape.d] : []));
      // The lit part of a moon of this phase, on the left or the right of the sky.
      const found = [16, 104]
        .map((x) => moonLitPath(x, 15, 6, sky.moon.illumination, litRight))
        .find((d) => d !== null && drawn.includes(d));
      expect(found).toBeDefined();
      return { illumination: sky.moon.illumination, found };
    });
    expect(Math.abs((moons[0]?.illumination ?? 0) - (moons[1]?.illumination ?? 0))).toBeGreaterThan(0.2);
  });

  it("is another picture for another sign: its door and its figure", async () => {
    const render = async (inputs: SoulmateInputs, seed: string) => {
      const { story, index } = threshold(inputs, seed);
      return renderPanelPng(story, index, birthSky(inputs), inputs, seed, workerArtAssets, { dpi: 100 });
    };
    // The same seed and birth moon, another sign: a Leo's fire door is pointed, and the Lion's stars stand beside it.
    const libra = await render(ARI, "order-ari");
    const leo = await render({ ...ARI, starSign: "leo" }, "order-ari");
    const share = differingShare(libra, leo);
    console.log(`threshold pictures differing between a Libra and a Leo under one moon: ${(share * 100).toFixed(1)}%`);
    expect(share).toBeGreaterThan(0.03);
  }, 60_000);
});
