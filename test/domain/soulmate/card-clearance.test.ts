/**
 * No star or sparkle is drawn over a card's words: on every oracle and every symbolic card front, the box of each
 * star, sparkle and small glow (the star field's and the motifs' alike) is clear of the inked box of every line of
 * text, measured from the fonts' own glyph outlines.
 */
import { describe, expect, it } from "vitest";
import { loadAssets } from "../../../scripts/samples/soulmate";
import { createMeasure } from "../../../src/art/measure";
import { MM_PER_PT, type Shape, type TextShape, type Transform } from "../../../src/art/scene";
import { SHAPING_FEATURES, sharedFont } from "../../../src/art/shared-fonts";
import { ORACLE_NAMES } from "../../../src/shared/pack";
import { birthSky } from "../../../src/soulmate/astro";
import { CARD_DESIGNS, cardFrontScene } from "../../../src/soulmate/scenes/cards";
import { oracleChart, oracleScene } from "../../../src/soulmate/scenes/oracle";
import type { SoulmateInputs } from "../../../src/soulmate/types";
import { town } from "./fixtures";
import { sharingBuyers } from "./sharing";

type Box = { x0: number; y0: number; x1: number; y1: number };
/** An affine map [a, b, c, d, e, f]: x' = a x + c y + e, y' = b x + d y + f. */
type Affine = [number, number, number, number, number, number];

const assets = loadAssets();
const measure = createMeasure(assets);
const fonts = {
  display: sharedFont(assets.fonts.display),
  body: sharedFont(assets.fonts.body),
  italic: sharedFont(assets.fonts.italic),
};

/** The inked box of a line of text: each glyph's outline box where the renderers set it, letter spacing and all. */
function inkBox(t: TextShape): Box | null {
  const font = fonts[t.font];
  const run = font.layout(t.text, SHAPING_FEATURES as never);
  const em = t.size * MM_PER_PT;
  const unit = em / font.unitsPerEm;
  const spacing = (t.letterSpacing ?? 0) * em;
  let pen = 0;
  const placed: { x: number; glyph: (typeof run.glyphs)[number] }[] = [];
  run.glyphs.forEach((glyph, i) => {
    placed.push({ x: pen, glyph });
    pen += glyph.advanceWidth * unit + (i < run.glyphs.length - 1 ? spacing : 0);
    if (t.wordSpacing && glyph.codePoints.includes(32)) pen += t.wordSpacing;
  });
  const start = t.anchor === "middle" ? t.x - pen / 2 : t.anchor === "end" ? t.x - pen : t.x;
  let box: Box | null = null;
  for (const { x, glyph } of placed) {
    const b = glyph.bbox;
    if (!Number.isFinite(b.minX) || b.maxX <= b.minX) continue;
    const g = {
      x0: start + x + b.minX * unit,
      x1: start + x + b.maxX * unit,
      y0: t.y - b.maxY * unit,
      y1: t.y - b.minY * unit,
    };
    box = box
      ? {
          x0: Math.min(box.x0, g.x0),
          y0: Math.min(box.y0, g.y0),
          x1: Math.max(box.x1, g.x1),
          y1: Math.max(box.y1, g.y1),
        }
      : g;
  }
  return box;
}

function compose(m: Affine, t: Transform | undefined): Affine {
  if (!t) return m;
  let out = m;
  const times = (n: Affine): Affine => [
    out[0] * n[0] + out[2] * n[1],
    out[1] * n[0] + out[3] * n[1],
    out[0] * n[2] + out[2] * n[3],
    out[1] * n[2] + out[3] * n[3],
    out[0] * n[4] + out[2] * n[5] + out[4],
    out[1] * n[4] + out[3] * n[5] + out[5],
  ];
  if (t.translate) out = times([1, 0, 0, 1, t.translate[0], t.translate[1]]);
  if (t.rotate) {
    const a = (t.rotate * Math.PI) / 180;
    out = times([Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0]);
  }
  if (t.scale !== undefined) {
    const [sx, sy] = typeof t.scale === "number" ? [t.scale, t.scale] : t.scale;
    out = times([sx, 0, 0, sy, 0, 0]);
  }
  return out;
}

const apply = (m: Affine, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

/** A four-pointed sparkle (common's `sparkle`): a move, four quadratic curves and a close. */
const SPARKLE = /^M[-\d. ]+(Q[-\d. ]+){4}Z$/;

/**
 * The boxes of what twinkles on a card: filled, unstroked dots and discs under 4 mm across the radius (stars, the
 * small glows about sparkles, a constellation's stars) and sparkles. The large glows are the card's soft light.
 */
function twinkles(shapes: Shape[], m: Affine = [1, 0, 0, 1, 0, 0], out: Box[] = []): Box[] {
  for (const s of shapes) {
    if (s.type === "group") twinkles(s.children, compose(m, s.transform), out);
    else if (s.type === "circle" && s.fill !== undefined && s.stroke === undefined) {
      const r = s.r * Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
      if (r >= 4) continue;
      const [x, y] = apply(m, s.cx, s.cy);
      out.push({ x0: x - r, y0: y - r, x1: x + r, y1: y + r });
    } else if (s.type === "path" && SPARKLE.test(s.d)) {
      const n = (s.d.match(/-?[\d.]+/g) ?? []).map(Number);
      const points: [number, number][] = [];
      for (let i = 0; i + 1 < n.length; i += 2) points.push(apply(m, n[i] as number, n[i + 1] as number));
      const xs = points.map((p) => p[0]);
      const ys = points.map((p) => p[1]);
      out.push({ x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) });
    }
  }
  return out;
}

const overlap = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Every star or sparkle that lies on a line of a scene's text, as "text: where". */
function onWords(shapes: Shape[]): string[] {
  const words = shapes.flatMap((s) => (s.type === "text" ? [{ text: s.text, box: inkBox(s) }] : []));
  const found: string[] = [];
  for (const star of twinkles(shapes)) {
    for (const w of words) {
      if (w.box && overlap(star, w.box)) found.push(`${w.text}: ${star.x0.toFixed(1)}, ${star.y0.toFixed(1)}`);
    }
  }
  return found;
}

/** Review 25's buyers, whose Joy and Peace cards had a sparkle on the title, with their packs' seeds. */
const REVIEWED: [SoulmateInputs, string][] = [
  [
    {
      starSign: "aquarius",
      birthday: { day: 2, month: 2, year: 1979 },
      city: "Cork",
      place: town("Cork", "IE", 51.89797, -8.47061),
      preference: "women",
      relationshipStatus: "single",
      firstName: "Liam",
    },
    "r25-liam",
  ],
  [
    {
      starSign: "libra",
      birthday: { day: 9, month: 10, year: 1986 },
      city: "Córdoba",
      place: town("Córdoba", "AR", -31.4135, -64.18105),
      preference: "men",
      relationshipStatus: "divorced",
      firstName: "Sofía",
    },
    "r25-sofia",
  ],
];

const BUYERS: [SoulmateInputs, string][] = [
  ...REVIEWED,
  ...sharingBuyers(48, "clearance").map((inputs, i): [SoulmateInputs, string] => [inputs, `clear-${i}`]),
];

describe("stars and sparkles off the words", () => {
  it("measures the words from their glyphs: a title's box is about as wide as the font measures it", () => {
    const title: TextShape = { type: "text", x: 38, y: 85, text: "PEACE", size: 13, font: "display", fill: "#fff" };
    const box = inkBox(title);
    const width = measure("PEACE", "display", 13);
    expect(box).not.toBeNull();
    expect((box?.x1 ?? 0) - (box?.x0 ?? 0)).toBeGreaterThan(width * 0.85);
    expect((box?.x1 ?? 0) - (box?.x0 ?? 0)).toBeLessThan(width * 1.05);
    expect(box?.y1 ?? 0).toBeCloseTo(85, 0);
  });

  it("on the oracle cards: none on the title, the affirmation, the message or the eyebrow (50 buyers)", () => {
    let stars = 0;
    for (const [inputs, seed] of BUYERS) {
      const sky = birthSky(inputs);
      const chart = oracleChart(sky, inputs, seed);
      for (const [i, name] of ORACLE_NAMES.entries()) {
        const scene = oracleScene(name, i, sky, inputs, seed, measure, chart);
        stars += twinkles(scene.shapes).length;
        expect(onWords(scene.shapes), `${inputs.firstName} (${inputs.starSign}) ${name}`).toEqual([]);
      }
    }
    expect(stars).toBeGreaterThan(BUYERS.length * 5 * 60);
  });

  it("on the symbolic card fronts: none on the title, the line or the eyebrow (50 buyers)", () => {
    let stars = 0;
    for (const [inputs, seed] of BUYERS) {
      const sky = birthSky(inputs);
      for (const design of CARD_DESIGNS) {
        const scene = cardFrontScene(design, sky, inputs, seed, measure);
        stars += twinkles(scene.shapes).length;
        expect(onWords(scene.shapes), `${inputs.firstName} (${inputs.starSign}) ${design.key}`).toEqual([]);
      }
    }
    expect(stars).toBeGreaterThan(BUYERS.length * 5 * 40);
  });
});
