/**
 * The storybook for a home printer: white pages, the drawing's colours turned
 * over, pictures kept in their night colours, the same words.
 */
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { lightEdition, turnOver } from "../../../src/art/light-edition";
import type { Scene } from "../../../src/art/scene";
import { workerArtAssets } from "../../../src/art/worker-assets";
import { buildStorybookPdf } from "../../../src/soulmate/pack-builders";
import { C, glow } from "../../../src/soulmate/scenes/common";
import { drawnText } from "../../worker/pdf-text";
import { fixtureInputs, fixtureSky, fixtureStory } from "./fixtures";

const lightness = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  return (Math.max(r, g, b) + Math.min(r, g, b)) / 2;
};

describe("turning the night into paper", () => {
  it("makes the night colours paper and the light ones ink, keeping their hue", () => {
    expect(turnOver(C.n950)).toBe("#ffffff");
    // A navy panel drawn on the page becomes the palest lavender.
    expect(lightness(turnOver(C.n900))).toBeGreaterThan(0.85);
    for (const ink of [C.parch, C.g200, C.g300, C.mist]) {
      expect(lightness(turnOver(ink))).toBeCloseTo(1 - lightness(ink), 1);
      expect(lightness(turnOver(ink))).toBeLessThan(0.35);
    }
    // Gold stays warm: more red than blue.
    const bronze = turnOver(C.g300);
    expect(Number.parseInt(bronze.slice(1, 3), 16)).toBeGreaterThan(Number.parseInt(bronze.slice(5, 7), 16));
  });

  it("whitens the page, turns over what is drawn on it, drops glows and keeps pictures as drawn", () => {
    const picture = {
      type: "group" as const,
      clip: "M0 0H10V10H0Z",
      children: [{ type: "rect" as const, x: 0, y: 0, w: 10, h: 10, fill: C.n900 }],
    };
    const scene: Scene = {
      width: 100,
      height: 100,
      background: {
        kind: "radial",
        cx: 50,
        cy: 50,
        r: 50,
        stops: [
          { offset: 0, color: C.n800 },
          { offset: 1, color: C.n950 },
        ],
      },
      shapes: [
        { type: "text", x: 10, y: 10, text: "Epilogue", size: 12, font: "display", fill: C.g300 },
        { type: "line", x1: 0, y1: 0, x2: 10, y2: 0, stroke: C.g500 },
        ...glow(50, 50, 20, C.g300, 0.5),
        picture,
      ],
    };
    const light = lightEdition(scene);
    expect(light.background).toBe("#ffffff");
    expect(light.shapes).toHaveLength(3);
    expect(light.shapes[0]).toMatchObject({ type: "text", fill: turnOver(C.g300) });
    expect(light.shapes[1]).toMatchObject({ type: "line", stroke: turnOver(C.g500) });
    expect(light.shapes[2]).toBe(picture);
  });
});

describe("the home-printing storybook", () => {
  it("has the same twelve pages and the same words as the full-bleed one, on white", async () => {
    const [full, light] = await Promise.all([
      buildStorybookPdf(fixtureStory, fixtureSky, fixtureInputs, "order-light", workerArtAssets),
      buildStorybookPdf(fixtureStory, fixtureSky, fixtureInputs, "order-light", workerArtAssets, { edition: "light" }),
    ]);
    const [fullPdf, lightPdf] = await Promise.all([PDFDocument.load(full), PDFDocument.load(light)]);
    expect(lightPdf.getPageCount()).toBe(12);
    expect(drawnText(lightPdf)).toBe(drawnText(fullPdf));
    expect(lightPdf.getKeywords()).toContain("print at home");
    expect(light).not.toEqual(full);
  });
});
