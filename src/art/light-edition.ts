/**
 * The storybook for a home printer: the same pages with the night turned to
 * paper. The page is white, and every colour drawn on it keeps its hue and
 * saturation with its lightness turned over (gold lettering becomes a deep
 * bronze, parchment text near-black, a faint star a grey dot), so the design
 * reads the same while the printer lays down ink only where there is drawing.
 * Pictures, the groups drawn inside a clip (a panel's illustration, the birth
 * moon's medallion), keep their night colours: a full moon stays bright.
 * A pure transform of the scene: the PDF and PNG renderers draw it like any other.
 */
import type { Gradient, Scene, Shape } from "./scene";

/** Lighter than this after turning over, a colour is plain paper. */
const PAPER = 0.9;

function hex2(n: number): string {
  return Math.round(Math.max(0, Math.min(1, n)) * 255)
    .toString(16)
    .padStart(2, "0");
}

/** "#0e0c2a" → its colour with the lightness turned over (HSL), or white where that is nearly white. */
export function turnOver(hex: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return hex;
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => Number.parseInt(h as string, 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const turned = 1 - lightness;
  if (turned >= PAPER) return "#ffffff";
  // Scaling each channel's distance from the grey of the old lightness keeps hue and saturation.
  const chroma = max - min;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
  const newChroma = (1 - Math.abs(2 * turned - 1)) * saturation;
  const scale = chroma === 0 ? 0 : newChroma / chroma;
  const mid = (max + min) / 2;
  const channel = (v: number) => turned + (v - mid) * scale;
  return `#${hex2(channel(r))}${hex2(channel(g))}${hex2(channel(b))}`;
}

function paint(fill: string | Gradient): string | Gradient {
  if (typeof fill === "string") return turnOver(fill);
  return { ...fill, stops: fill.stops.map((stop) => ({ ...stop, color: turnOver(stop.color) })) };
}

/** A glow: a gradient that fades out to nothing. On paper it would print as a smudge, so it goes. */
function isGlow(s: Shape): boolean {
  return "fill" in s && typeof s.fill === "object" && (s.fill.stops.at(-1)?.opacity ?? 1) === 0;
}

function shapes(list: Shape[]): Shape[] {
  return list
    .filter((s) => !isGlow(s))
    .map(shape)
    .filter((s) => s.type !== "group" || s.children.length > 0);
}

function shape(s: Shape): Shape {
  switch (s.type) {
    case "group":
      return s.clip ? s : { ...s, children: shapes(s.children) };
    case "text":
      return { ...s, fill: turnOver(s.fill) };
    default:
      return {
        ...s,
        ...(s.fill === undefined ? {} : { fill: paint(s.fill) }),
        ...(s.stroke === undefined ? {} : { stroke: turnOver(s.stroke) }),
      };
  }
}

export function lightEdition(scene: Scene): Scene {
  return { ...scene, background: "#ffffff", shapes: shapes(scene.shapes) };
}
