/**
 * The drawing model every piece of soulmate art is described in, and that both
 * renderers (SVG/PNG via resvg, and pdf-lib) draw exactly.
 *
 * Units: millimetres, origin top-left, y down. Font sizes are in points
 * (1 pt = 25.4 / 72 mm); letter spacing is in em. Colours are "#rrggbb".
 *
 * Paths use absolute SVG commands only: M L H V C Q A Z (see `pathToSegments`
 * for the exact grammar both renderers share).
 */

export type FontRole = "display" | "body" | "italic";

export type GradientStop = { offset: number; color: string /** 0–1, default 1. */; opacity?: number };
/**
 * Gradients extend their end colours (SVG spreadMethod "pad", PDF Extend). Coordinates are in the
 * shape's user space. Stops may be translucent (SVG stop-opacity; a luminosity soft mask in PDF).
 */
export type Gradient =
  | { kind: "linear"; x1: number; y1: number; x2: number; y2: number; stops: GradientStop[] }
  | { kind: "radial"; cx: number; cy: number; r: number; stops: GradientStop[] };

export type Paint = {
  /** A colour, or an opaque gradient; omitted means no fill. */
  fill?: string | Gradient;
  stroke?: string;
  /** Millimetres; default 0.3 when a stroke is given. */
  strokeWidth?: number;
  /** 0–1, applied to fill and stroke separately (fill-opacity / stroke-opacity). */
  opacity?: number;
  lineCap?: "butt" | "round";
  lineJoin?: "miter" | "round";
  /** Dash lengths in millimetres. */
  dash?: number[];
};

export type RectShape = Paint & { type: "rect"; x: number; y: number; w: number; h: number; r?: number };
export type CircleShape = Paint & { type: "circle"; cx: number; cy: number; r: number };
export type EllipseShape = Paint & { type: "ellipse"; cx: number; cy: number; rx: number; ry: number };
export type LineShape = Paint & { type: "line"; x1: number; y1: number; x2: number; y2: number };
export type PathShape = Paint & { type: "path"; d: string };
export type TextShape = {
  type: "text";
  x: number;
  /** Baseline. */
  y: number;
  text: string;
  /** Points. */
  size: number;
  font: FontRole;
  anchor?: "start" | "middle" | "end";
  fill: string;
  opacity?: number;
  /** Em. */
  letterSpacing?: number;
  /** Extra space added at each U+0020, in mm (used to justify lines). */
  wordSpacing?: number;
};
export type Transform = { translate?: [number, number]; rotate?: number; scale?: number | [number, number] };
/**
 * Children are drawn in the group's coordinate system: translate, then rotate (degrees, clockwise),
 * then scale. `clip` (path data in that same, transformed system) clips the children.
 *
 * Two hooks for the animated web page, which change nothing in any drawing (the PDF and PNG
 * renderers ignore them): `className` (space-separated names of lowercase letters, digits and
 * hyphens) becomes the SVG group's class, for the page's CSS to find; `drawAlong` (page SVG only)
 * masks the children with a stroke of `width` mm along the path `d` (with pathLength 1, class
 * "draw-line"), so the CSS can draw the group along that line by animating the stroke's dashes.
 * The stroke must cover every child, so that, fully drawn, the group looks exactly as unmasked.
 * A page's CSS transform replaces the group's own transform, so animate only untransformed groups.
 */
export type GroupShape = {
  type: "group";
  transform?: Transform;
  clip?: string;
  className?: string;
  drawAlong?: { d: string; width: number };
  children: Shape[];
};

export type Shape = RectShape | CircleShape | EllipseShape | LineShape | PathShape | TextShape | GroupShape;

export type Scene = {
  width: number;
  height: number;
  background: string | Gradient;
  shapes: Shape[];
};

export const MM_PER_PT = 25.4 / 72;
export const PT_PER_MM = 72 / 25.4;

/** Measures text advance width in millimetres (sum of glyph advances, as the PDF renders it). */
export type Measure = (text: string, font: FontRole, sizePt: number) => number;

// ---------------------------------------------------------------------------
// Number formatting and path building

/** Rounds to 3 decimals and prints without exponent or trailing zeros. */
export function num(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`scene: non-finite number ${n}`);
  const r = Math.round(n * 1000) / 1000;
  if (Object.is(r, -0) || r === 0) return "0";
  return String(r);
}

/** Small builder so scene code never concatenates path strings by hand. */
export class PathBuilder {
  private parts: string[] = [];
  M(x: number, y: number): this {
    this.parts.push(`M${num(x)} ${num(y)}`);
    return this;
  }
  L(x: number, y: number): this {
    this.parts.push(`L${num(x)} ${num(y)}`);
    return this;
  }
  H(x: number): this {
    this.parts.push(`H${num(x)}`);
    return this;
  }
  V(y: number): this {
    this.parts.push(`V${num(y)}`);
    return this;
  }
  C(x1: number, y1: number, x2: number, y2: number, x: number, y: number): this {
    this.parts.push(`C${num(x1)} ${num(y1)} ${num(x2)} ${num(y2)} ${num(x)} ${num(y)}`);
    return this;
  }
  Q(x1: number, y1: number, x: number, y: number): this {
    this.parts.push(`Q${num(x1)} ${num(y1)} ${num(x)} ${num(y)}`);
    return this;
  }
  A(rx: number, ry: number, rot: number, large: boolean, sweep: boolean, x: number, y: number): this {
    this.parts.push(`A${num(rx)} ${num(ry)} ${num(rot)} ${large ? 1 : 0} ${sweep ? 1 : 0} ${num(x)} ${num(y)}`);
    return this;
  }
  Z(): this {
    this.parts.push("Z");
    return this;
  }
  /** Polyline/polygon through points. */
  poly(points: [number, number][], close = false): this {
    points.forEach(([x, y], i) => {
      if (i === 0) this.M(x, y);
      else this.L(x, y);
    });
    if (close) this.Z();
    return this;
  }
  toString(): string {
    return this.parts.join("");
  }
}

export function path(): PathBuilder {
  return new PathBuilder();
}

// ---------------------------------------------------------------------------
// Path parsing shared by the PDF renderer (and tests)

export type Segment =
  | { op: "M"; x: number; y: number }
  | { op: "L"; x: number; y: number }
  | { op: "C"; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: "Z" };

const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, Q: 4, A: 7, Z: 0 };

/**
 * Parses absolute SVG path data (M L H V C Q A Z, repeated argument groups allowed)
 * into move/line/cubic/close segments. Quadratics and arcs are converted to cubics.
 */
export function pathToSegments(d: string): Segment[] {
  const tokens = d.match(/[MLHVCQAZ]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/gi) ?? [];
  const out: Segment[] = [];
  let i = 0;
  let cmd = "";
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  const next = (): number => {
    const t = tokens[i++];
    if (t === undefined || /[a-z]/i.test(t)) throw new Error(`path: missing argument in "${d.slice(0, 60)}"`);
    return Number(t);
  };
  while (i < tokens.length) {
    const t = tokens[i] as string;
    if (/^[a-z]$/i.test(t)) {
      if (t !== t.toUpperCase()) throw new Error(`path: relative command "${t}" not supported`);
      cmd = t;
      i++;
      if (cmd === "Z") {
        out.push({ op: "Z" });
        cx = sx;
        cy = sy;
        continue;
      }
    } else if (!cmd || cmd === "Z") {
      throw new Error(`path: number without command in "${d.slice(0, 60)}"`);
    }
    if (!(cmd in ARITY)) throw new Error(`path: unsupported command "${cmd}"`);
    switch (cmd) {
      case "M": {
        cx = sx = next();
        cy = sy = next();
        out.push({ op: "M", x: cx, y: cy });
        cmd = "L";
        break;
      }
      case "L": {
        cx = next();
        cy = next();
        out.push({ op: "L", x: cx, y: cy });
        break;
      }
      case "H": {
        cx = next();
        out.push({ op: "L", x: cx, y: cy });
        break;
      }
      case "V": {
        cy = next();
        out.push({ op: "L", x: cx, y: cy });
        break;
      }
      case "C": {
        const x1 = next();
        const y1 = next();
        const x2 = next();
        const y2 = next();
        cx = next();
        cy = next();
        out.push({ op: "C", x1, y1, x2, y2, x: cx, y: cy });
        break;
      }
      case "Q": {
        const qx = next();
        const qy = next();
        const x = next();
        const y = next();
        out.push({
          op: "C",
          x1: cx + (2 / 3) * (qx - cx),
          y1: cy + (2 / 3) * (qy - cy),
          x2: x + (2 / 3) * (qx - x),
          y2: y + (2 / 3) * (qy - y),
          x,
          y,
        });
        cx = x;
        cy = y;
        break;
      }
      case "A": {
        const rx = next();
        const ry = next();
        const rot = next();
        const large = next() !== 0;
        const sweep = next() !== 0;
        const x = next();
        const y = next();
        out.push(...arcToCubics(cx, cy, rx, ry, rot, large, sweep, x, y));
        cx = x;
        cy = y;
        break;
      }
    }
  }
  return out;
}

/** SVG elliptical arc (endpoint parameterisation) to cubic Béziers, per SVG 1.1 appendix F.6. */
function arcToCubics(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  rotDeg: number,
  large: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
): Segment[] {
  if (x1 === x2 && y1 === y2) return [];
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx < 1e-9 || ry < 1e-9) return [{ op: "L", x: x2, y: y2 }];
  const phi = (rotDeg * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    const s = Math.sqrt(lambda);
    rx *= s;
    ry *= s;
  }
  const num2 = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  let coef = Math.sqrt(Math.max(0, num2 / den));
  if (large === sweep) coef = -coef;
  const cxp = (coef * rx * y1p) / ry;
  const cyp = (-coef * ry * x1p) / rx;
  const cxc = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cyc = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number): number => {
    const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
    return a;
  };
  const theta1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let dtheta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && dtheta > 0) dtheta -= 2 * Math.PI;
  if (sweep && dtheta < 0) dtheta += 2 * Math.PI;
  const n = Math.max(1, Math.ceil(Math.abs(dtheta) / (Math.PI / 2) - 1e-9));
  const delta = dtheta / n;
  const k = (4 / 3) * Math.tan(delta / 4);
  const out: Segment[] = [];
  let t = theta1;
  const point = (a: number): [number, number] => {
    const ex = rx * Math.cos(a);
    const ey = ry * Math.sin(a);
    return [cos * ex - sin * ey + cxc, sin * ex + cos * ey + cyc];
  };
  const deriv = (a: number): [number, number] => {
    const ex = -rx * Math.sin(a);
    const ey = ry * Math.cos(a);
    return [cos * ex - sin * ey, sin * ex + cos * ey];
  };
  for (let s = 0; s < n; s++) {
    const a0 = t;
    const a1 = t + delta;
    const [p0x, p0y] = point(a0);
    const [d0x, d0y] = deriv(a0);
    const [p1x, p1y] = s === n - 1 ? [x2, y2] : point(a1);
    const [d1x, d1y] = deriv(a1);
    out.push({
      op: "C",
      x1: p0x + k * d0x,
      y1: p0y + k * d0y,
      x2: p1x - k * d1x,
      y2: p1y - k * d1y,
      x: p1x,
      y: p1y,
    });
    t = a1;
  }
  return out;
}

/** Rounded-rectangle path data (used by both renderers for `rect` with `r`). */
export function roundedRectPath(x: number, y: number, w: number, h: number, r: number): string {
  const rr = Math.max(0, Math.min(r, w / 2, h / 2));
  if (rr === 0)
    return path()
      .M(x, y)
      .H(x + w)
      .V(y + h)
      .H(x)
      .Z()
      .toString();
  return path()
    .M(x + rr, y)
    .H(x + w - rr)
    .A(rr, rr, 0, false, true, x + w, y + rr)
    .V(y + h - rr)
    .A(rr, rr, 0, false, true, x + w - rr, y + h)
    .H(x + rr)
    .A(rr, rr, 0, false, true, x, y + h - rr)
    .V(y + rr)
    .A(rr, rr, 0, false, true, x + rr, y)
    .Z()
    .toString();
}

/** Counts primitive shapes (groups flattened), for tests and budgets. */
export function countShapes(shapes: Shape[]): number {
  let n = 0;
  for (const s of shapes) n += s.type === "group" ? countShapes(s.children) : 1;
  return n;
}

/** Every text string in a scene, in drawing order. */
export function sceneTexts(shapes: Shape[]): string[] {
  return sceneTextShapes(shapes).map((s) => s.text);
}

/** Every text shape of a scene, groups opened, in drawing order. */
export function sceneTextShapes(shapes: Shape[]): TextShape[] {
  return shapes.flatMap((s) => (s.type === "group" ? sceneTextShapes(s.children) : s.type === "text" ? [s] : []));
}

type MergeItem = { d: string; box: [number, number, number, number]; paint: Paint };

function circleD(cx: number, cy: number, r: number): string {
  return `M${num(cx - r)} ${num(cy)}A${num(r)} ${num(r)} 0 1 0 ${num(cx + r)} ${num(cy)}A${num(r)} ${num(r)} 0 1 0 ${num(cx - r)} ${num(cy)}Z`;
}

function pathBox(d: string): [number, number, number, number] {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  const add = (x: number, y: number) => {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  };
  for (const s of pathToSegments(d)) {
    if (s.op === "C") {
      add(s.x1, s.y1);
      add(s.x2, s.y2);
      add(s.x, s.y);
    } else if (s.op !== "Z") add(s.x, s.y);
  }
  return [x0, y0, x1, y1];
}

/** A shape as mergeable path data, or null when it must stay on its own. */
function mergeable(s: Shape): MergeItem | null {
  if (s.type === "text" || s.type === "group" || typeof s.fill === "object") return null;
  const pad = s.stroke !== undefined ? (s.strokeWidth ?? 0.3) / 2 : 0;
  const grow = (b: [number, number, number, number]): [number, number, number, number] => [
    b[0] - pad,
    b[1] - pad,
    b[2] + pad,
    b[3] + pad,
  ];
  switch (s.type) {
    case "circle":
      return { d: circleD(s.cx, s.cy, s.r), box: grow([s.cx - s.r, s.cy - s.r, s.cx + s.r, s.cy + s.r]), paint: s };
    case "line":
      return {
        d: `M${num(s.x1)} ${num(s.y1)}L${num(s.x2)} ${num(s.y2)}`,
        box: grow([Math.min(s.x1, s.x2), Math.min(s.y1, s.y2), Math.max(s.x1, s.x2), Math.max(s.y1, s.y2)]),
        paint: { ...s, fill: undefined },
      };
    case "path":
      return { d: s.d, box: grow(pathBox(s.d)), paint: s };
    default:
      return null;
  }
}

function paintKey(p: Paint): string {
  return [
    p.fill ?? "",
    p.stroke ?? "",
    p.strokeWidth ?? "",
    p.opacity ?? 1,
    p.lineCap ?? "",
    p.lineJoin ?? "",
    (p.dash ?? []).join(","),
  ].join("|");
}

const overlap = (a: number[], b: number[]) =>
  (a[0] as number) < (b[2] as number) &&
  (b[0] as number) < (a[2] as number) &&
  (a[1] as number) < (b[3] as number) &&
  (b[1] as number) < (a[3] as number);

/**
 * Merges runs of consecutive shapes with identical paint into one compound path (rasterisers pay
 * per path, and starry scenes have hundreds of small ones). Fills are merged only when their
 * bounding boxes do not overlap (overlapping subpaths could change coverage or winding); opaque
 * strokes always merge. Applied by both renderers, so they stay identical.
 */
export function compactShapes(shapes: Shape[]): Shape[] {
  const out: Shape[] = [];
  let run: { shape: Shape; item: MergeItem }[] = [];
  let runKey = "";
  const flush = () => {
    if (run.length === 1) out.push((run[0] as { shape: Shape }).shape);
    else if (run.length > 1) {
      const { paint } = (run[0] as { item: MergeItem }).item;
      const merged: PathShape = { type: "path", d: run.map((r) => r.item.d).join("") };
      for (const k of ["fill", "stroke", "strokeWidth", "opacity", "lineCap", "lineJoin", "dash"] as const) {
        if (paint[k] !== undefined) (merged as Record<string, unknown>)[k] = paint[k];
      }
      out.push(merged);
    }
    run = [];
    runKey = "";
  };
  for (const s of shapes) {
    const item = mergeable(s);
    if (item) {
      const key = paintKey(item.paint);
      const strokeOnly = item.paint.fill === undefined && (item.paint.opacity ?? 1) >= 1;
      const clash = key === runKey && !strokeOnly && run.some((r) => overlap(r.item.box, item.box));
      if (key !== runKey || clash) {
        flush();
        runKey = key;
      }
      run.push({ shape: s, item });
      continue;
    }
    flush();
    out.push(s.type === "group" ? { ...s, children: compactShapes(s.children) } : s);
  }
  flush();
  return out;
}
