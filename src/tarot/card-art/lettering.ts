/**
 * Lettering for the card faces, drawn as outlines from our bundled Cinzel
 * SemiBold. A card SVG shown through <img> cannot load web fonts, so real
 * <text> would fall back to whatever serif the device has; outlines look the
 * same everywhere. Each string is shaped with fontkit (kerning on), and every
 * glyph becomes one <path>, scaled to the font size, flipped to SVG's
 * downward y and moved to its place on the line.
 */

import cinzelSemibold from "../../art/fonts/cinzel-semibold.bin";
import { type FontkitFont, sharedFont } from "../../art/shared-fonts";
import { el } from "./svg";

type Command = { command: string; args: number[] };
/** One shaped glyph: its outline commands in font units and its pen position in em. */
type PlacedGlyph = { commands: readonly Command[]; x: number; y: number };
type ShapedLine = { glyphs: PlacedGlyph[]; advanceEm: number };

/**
 * Spaced capitals keep their kerning but take no ligatures or contextual alternates, as a browser
 * sets text with letter-spacing.
 */
const FEATURES = { kern: true, liga: false, clig: false, dlig: false, calt: false };

/** The font is parsed on first use, not when the module loads (the deck's alt text never needs it). */
let font: FontkitFont | undefined;
function cinzel(): FontkitFont {
  font ??= sharedFont(new Uint8Array(cinzelSemibold));
  return font;
}

const outlines = new Map<number, readonly Command[]>();
const lines = new Map<string, ShapedLine>();
/** The deck uses about a hundred strings; anything beyond that (odd test names) just starts the cache over. */
const MAX_LINES = 500;

function outline(glyph: { id: number; path: unknown }): readonly Command[] {
  let commands = outlines.get(glyph.id);
  if (!commands) {
    commands = (glyph.path as { commands: Command[] }).commands.map((c) => ({ command: c.command, args: [...c.args] }));
    outlines.set(glyph.id, commands);
  }
  return commands;
}

function shape(text: string): ShapedLine {
  let line = lines.get(text);
  if (line) return line;
  const f = cinzel();
  const run = f.layout(text, FEATURES as never);
  const em = f.unitsPerEm;
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  run.glyphs.forEach((glyph, i) => {
    const at = run.positions[i];
    glyphs.push({ commands: outline(glyph), x: pen + (at?.xOffset ?? 0) / em, y: (at?.yOffset ?? 0) / em });
    pen += (at?.xAdvance ?? glyph.advanceWidth) / em;
  });
  line = { glyphs, advanceEm: pen };
  if (lines.size >= MAX_LINES) lines.clear();
  lines.set(text, line);
  return line;
}

/** Height of the capitals above the baseline, in em. */
export function capHeightEm(): number {
  const f = cinzel();
  return (f.capHeight || 0.7 * f.unitsPerEm) / f.unitsPerEm;
}

/** Width in em of a line whose letters sit `trackingEm` apart (no spacing after the last one). */
export function lineWidthEm(text: string, trackingEm = 0): number {
  const line = shape(text);
  return line.advanceEm + trackingEm * Math.max(0, line.glyphs.length - 1);
}

/** A number for path data: one decimal at most, no leading zero, never "-0" (outlines hold thousands). */
function num(value: number): string {
  const tenths = Math.round(value * 10);
  if (tenths === 0) return "0";
  const size = Math.abs(tenths);
  const whole = Math.floor(size / 10);
  const tenth = size % 10;
  const digits = tenth === 0 ? String(whole) : whole === 0 ? `.${tenth}` : `${whole}.${tenth}`;
  return tenths < 0 ? `-${digits}` : digits;
}

/**
 * Writes path data the short way: a command letter is left out when it repeats the one before
 * (after a moveto it would mean a lineto, so only then is it kept), and numbers are separated only
 * where the next one could otherwise run into the last (a minus sign, or a second decimal point,
 * starts a new number by itself).
 */
class PathWriter {
  private out = "";
  private last = "";
  private lastNumber = "";

  add(command: string, values: number[]): void {
    const implicit = command === this.last && command !== "m" && command !== "M";
    if (!implicit) this.out += command;
    values.forEach((value, i) => {
      const text = num(value);
      const joins =
        (i === 0 && !implicit) || text.startsWith("-") || (text.startsWith(".") && this.lastNumber.includes("."));
      this.out += joins ? text : `,${text}`;
      this.lastNumber = text;
    });
    if (values.length === 0) this.lastNumber = "";
    this.last = command;
  }

  toString(): string {
    return this.out;
  }
}

const round = (v: number) => Math.round(v * 10) / 10;

/** How far a curve's control point may stray from its chord (in user units) and still be drawn as a line. */
const FLAT = 0.06;

/** Distance from (qx, qy) to the segment from (ax, ay) to (bx, by). */
function offChord(ax: number, ay: number, qx: number, qy: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((qx - ax) * dx + (qy - ay) * dy) / length2));
  const ex = qx - ax - t * dx;
  const ey = qy - ay - t * dy;
  return Math.sqrt(ex * ex + ey * ey);
}

/**
 * Path data for one glyph in relative commands. Points are rounded to a tenth first and each step
 * is taken between rounded points, so rounding never adds up along an outline. Curves that are
 * flat at this size (Cinzel's serif brackets, mostly) become straight lines.
 */
function glyphPath(commands: readonly Command[], originX: number, baseline: number, scale: number, out: PathWriter) {
  const px = (x: number) => round(originX + x * scale);
  const py = (y: number) => round(baseline - y * scale);
  let cx = 0;
  let cy = 0;
  let startX = 0;
  let startY = 0;
  let started = false;
  const lineTo = (x: number, y: number) => {
    if (x === cx && y === cy) return;
    if (y === cy) out.add("h", [x - cx]);
    else if (x === cx) out.add("v", [y - cy]);
    else out.add("l", [x - cx, y - cy]);
    cx = x;
    cy = y;
  };
  for (const { command, args: a } of commands) {
    const at = (i: number) => (i % 2 === 0 ? px(a[i] ?? 0) : py(a[i] ?? 0));
    switch (command) {
      case "moveTo": {
        const [x, y] = [at(0), at(1)];
        if (started) out.add("m", [x - cx, y - cy]);
        else out.add("M", [x, y]);
        started = true;
        cx = startX = x;
        cy = startY = y;
        break;
      }
      case "lineTo":
        lineTo(at(0), at(1));
        break;
      case "quadraticCurveTo": {
        const [qx, qy, x, y] = [at(0), at(1), at(2), at(3)];
        if (offChord(cx, cy, qx, qy, x, y) <= FLAT) lineTo(x, y);
        else {
          out.add("q", [qx - cx, qy - cy, x - cx, y - cy]);
          cx = x;
          cy = y;
        }
        break;
      }
      case "bezierCurveTo": {
        const [ax, ay, bx, by, x, y] = [at(0), at(1), at(2), at(3), at(4), at(5)];
        if (Math.max(offChord(cx, cy, ax, ay, x, y), offChord(cx, cy, bx, by, x, y)) <= FLAT) lineTo(x, y);
        else {
          out.add("c", [ax - cx, ay - cy, bx - cx, by - cy, x - cx, y - cy]);
          cx = x;
          cy = y;
        }
        break;
      }
      case "closePath":
        out.add("z", []);
        cx = startX;
        cy = startY;
        break;
    }
  }
}

export type LetteringOptions = {
  /** Centre of the line. */
  x: number;
  /** Baseline. */
  y: number;
  /** Font size in user units, as font-size would be. */
  size: number;
  /** Extra space between letters in user units, as letter-spacing would be. */
  tracking?: number;
  fill: string;
  /** What the line is (title, label…), for people reading the SVG and for tests. */
  role: string;
};

/**
 * A line of text set in Cinzel and centred on x (as text-anchor="middle"), as a group holding one
 * <path> per visible glyph. Spaces take their width and draw nothing.
 */
export function lettering(text: string, options: LetteringOptions): string {
  const { size, tracking = 0 } = options;
  const line = shape(text);
  const scale = size / cinzel().unitsPerEm;
  const width = lineWidthEm(text, tracking / size) * size;
  const left = options.x - width / 2;
  let paths = "";
  line.glyphs.forEach((glyph, i) => {
    if (glyph.commands.length === 0) return;
    const d = new PathWriter();
    glyphPath(glyph.commands, left + glyph.x * size + i * tracking, options.y - glyph.y * size, scale, d);
    paths += el("path", { d: d.toString() });
  });
  return el("g", { fill: options.fill, "data-lettering": options.role }, paths);
}
