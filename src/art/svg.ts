/**
 * Scene → standalone SVG string. The output is self-contained (no external
 * references, scripts, styles or event attributes) and every piece of text is
 * escaped, so it can be inlined into HTML even when it carries user input.
 */
import {
  type CircleShape,
  compactShapes,
  type FontRole,
  type Gradient,
  MM_PER_PT,
  num,
  type Paint,
  roundedRectPath,
  type Scene,
  type Shape,
} from "./scene";

export type SvgOptions = {
  /** Omit width/height so the SVG scales to its container (viewBox only). */
  responsive?: boolean;
  /** Render size in pixels (used for PNG rasterising); otherwise width/height are in mm. */
  pixelWidth?: number;
  pixelHeight?: number;
  /** Prefix for gradient ids, so several SVGs can share one HTML page. Defaults to a hash of the scene. */
  idPrefix?: string;
  /** Accessible title, emitted as <title> with role="img". */
  title?: string;
};

export const SVG_FONT_FAMILY: Record<FontRole, string> = {
  display: "Cinzel, 'Cinzel Variable', serif",
  body: "'Cormorant Garamond', Cormorant, Georgia, serif",
  italic: "'Cormorant Garamond', Cormorant, Georgia, serif",
};
const FONT_WEIGHT: Record<FontRole, number> = { display: 600, body: 500, italic: 500 };

/** Drops what XML 1.0 forbids (C0 controls other than tab/newline/return, U+FFFE/U+FFFF, lone surrogates). */
function stripXmlInvalid(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += text.slice(i, i + 2);
        i++;
      }
      continue;
    }
    if (c >= 0xdc00 && c <= 0xdfff) continue;
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0xfffe || c === 0xffff) continue;
    out += text[i];
  }
  return out;
}

export function escapeXml(text: string): string {
  return stripXmlInvalid(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const COLOR = /^#[0-9a-fA-F]{6}$/;
function color(c: string): string {
  if (!COLOR.test(c)) throw new Error(`svg: invalid colour ${JSON.stringify(c)}`);
  return c.toLowerCase();
}

const PATH_DATA = /^[MLHVCQAZ0-9eE.,\s+-]*$/;
function pathData(d: string): string {
  if (!PATH_DATA.test(d)) throw new Error("svg: path data contains unsupported characters");
  return d;
}

const CLASS_NAME = /^[a-z][a-z0-9-]*( [a-z][a-z0-9-]*)*$/;
function className(c: string): string {
  if (!CLASS_NAME.test(c)) throw new Error(`svg: invalid class name ${JSON.stringify(c)}`);
  return escapeXml(c);
}

function opacity(o: number | undefined): number {
  return o === undefined ? 1 : Math.max(0, Math.min(1, o));
}

function hashString(s: string): string {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0).toString(36);
}

/**
 * A circle filled with a concentric radial gradient that is fully transparent from its radius on
 * (a glow). Its rim contributes nothing, so anti-aliasing that rim changes no pixel, and resvg fills
 * a circle without anti-aliasing far faster (large glows were about a fifth of a card's rendering).
 */
function fadesOutInside(s: CircleShape): boolean {
  const g = s.fill;
  if (typeof g !== "object" || g.kind !== "radial" || s.stroke !== undefined) return false;
  if (g.cx !== s.cx || g.cy !== s.cy || g.r > s.r || g.stops.length === 0) return false;
  const last = g.stops.reduce((a, b) => (b.offset >= a.offset ? b : a));
  return last.offset >= 1 && (last.opacity ?? 1) === 0;
}

class SvgWriter {
  defs: string[] = [];
  private gradientIds = new Map<string, string>();
  private clips = 0;
  private masks = 0;
  constructor(
    private prefix: string,
    /** Rendering for a rasteriser (PNG), not for a page. */
    private raster = false,
  ) {}

  gradient(g: Gradient): string {
    const key = JSON.stringify(g);
    const known = this.gradientIds.get(key);
    if (known) return known;
    const id = `${this.prefix}g${this.gradientIds.size}`;
    this.gradientIds.set(key, id);
    const stops = g.stops
      .map((s) => {
        const o = opacity(s.opacity);
        const so = o < 1 ? ` stop-opacity="${num(o)}"` : "";
        return `<stop offset="${num(Math.max(0, Math.min(1, s.offset)))}" stop-color="${color(s.color)}"${so}/>`;
      })
      .join("");
    if (g.kind === "linear") {
      this.defs.push(
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${num(g.x1)}" y1="${num(g.y1)}" x2="${num(g.x2)}" y2="${num(g.y2)}">${stops}</linearGradient>`,
      );
    } else {
      this.defs.push(
        `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${num(g.cx)}" cy="${num(g.cy)}" r="${num(g.r)}" fx="${num(g.cx)}" fy="${num(g.cy)}">${stops}</radialGradient>`,
      );
    }
    return id;
  }

  paint(p: Paint): string {
    const a: string[] = [];
    if (p.fill === undefined) a.push('fill="none"');
    else {
      a.push(typeof p.fill === "string" ? `fill="${color(p.fill)}"` : `fill="url(#${this.gradient(p.fill)})"`);
      if (opacity(p.opacity) < 1) a.push(`fill-opacity="${num(opacity(p.opacity))}"`);
    }
    if (p.stroke !== undefined) {
      a.push(`stroke="${color(p.stroke)}"`, `stroke-width="${num(p.strokeWidth ?? 0.3)}"`);
      if (opacity(p.opacity) < 1) a.push(`stroke-opacity="${num(opacity(p.opacity))}"`);
      if (p.lineCap === "round") a.push('stroke-linecap="round"');
      if (p.lineJoin === "round") a.push('stroke-linejoin="round"');
      if (p.dash && p.dash.length > 0) a.push(`stroke-dasharray="${p.dash.map(num).join(" ")}"`);
    }
    return a.join(" ");
  }

  shape(s: Shape): string {
    switch (s.type) {
      case "rect":
        if (s.r && s.r > 0) return `<path d="${roundedRectPath(s.x, s.y, s.w, s.h, s.r)}" ${this.paint(s)}/>`;
        return `<rect x="${num(s.x)}" y="${num(s.y)}" width="${num(s.w)}" height="${num(s.h)}" ${this.paint(s)}/>`;
      case "circle": {
        const crisp = this.raster && fadesOutInside(s) ? ' shape-rendering="crispEdges"' : "";
        return `<circle cx="${num(s.cx)}" cy="${num(s.cy)}" r="${num(s.r)}" ${this.paint(s)}${crisp}/>`;
      }
      case "ellipse":
        return `<ellipse cx="${num(s.cx)}" cy="${num(s.cy)}" rx="${num(s.rx)}" ry="${num(s.ry)}" ${this.paint(s)}/>`;
      case "line":
        return `<line x1="${num(s.x1)}" y1="${num(s.y1)}" x2="${num(s.x2)}" y2="${num(s.y2)}" ${this.paint({ ...s, fill: undefined })}/>`;
      case "path":
        return `<path d="${pathData(s.d)}" ${this.paint(s)}/>`;
      case "text": {
        const size = s.size * MM_PER_PT;
        const a = [
          `x="${num(s.x)}"`,
          `y="${num(s.y)}"`,
          `font-family="${SVG_FONT_FAMILY[s.font]}"`,
          `font-size="${num(size)}"`,
          `font-weight="${FONT_WEIGHT[s.font]}"`,
        ];
        if (s.font === "italic") a.push('font-style="italic"');
        if (s.anchor && s.anchor !== "start") a.push(`text-anchor="${s.anchor}"`);
        if (s.letterSpacing) a.push(`letter-spacing="${num(s.letterSpacing * size)}"`);
        if (s.wordSpacing) a.push(`word-spacing="${num(s.wordSpacing)}"`);
        a.push(`fill="${color(s.fill)}"`);
        if (opacity(s.opacity) < 1) a.push(`fill-opacity="${num(opacity(s.opacity))}"`);
        return `<text ${a.join(" ")}>${escapeXml(s.text)}</text>`;
      }
      case "group": {
        const t = s.transform;
        const parts: string[] = [];
        if (t?.translate) parts.push(`translate(${num(t.translate[0])} ${num(t.translate[1])})`);
        if (t?.rotate) parts.push(`rotate(${num(t.rotate)})`);
        if (t?.scale !== undefined) {
          const [sx, sy] = typeof t.scale === "number" ? [t.scale, t.scale] : t.scale;
          parts.push(`scale(${num(sx)} ${num(sy)})`);
        }
        let inner = s.children.map((c) => this.shape(c)).join("");
        if (s.clip !== undefined) {
          const id = `${this.prefix}c${this.clips++}`;
          this.defs.push(`<clipPath id="${id}"><path d="${pathData(s.clip)}"/></clipPath>`);
          inner = `<g clip-path="url(#${id})">${inner}</g>`;
        }
        let attrs = parts.length > 0 ? ` transform="${parts.join(" ")}"` : "";
        if (s.className !== undefined) attrs += ` class="${className(s.className)}"`;
        if (s.drawAlong !== undefined && !this.raster) {
          const id = `${this.prefix}m${this.masks++}`;
          this.defs.push(
            `<mask id="${id}"><path class="draw-line" d="${pathData(s.drawAlong.d)}" pathLength="1" fill="none" stroke="#ffffff" stroke-width="${num(s.drawAlong.width)}" stroke-linecap="round" stroke-linejoin="round"/></mask>`,
          );
          attrs += ` mask="url(#${id})"`;
        }
        return `<g${attrs}>${inner}</g>`;
      }
    }
  }
}

export function sceneToSvg(scene: Scene, opts: SvgOptions = {}): string {
  const prefix = opts.idPrefix
    ? `${opts.idPrefix.replace(/[^A-Za-z0-9_-]/g, "")}-`
    : `s${hashString(JSON.stringify(scene.shapes).slice(0, 20000) + scene.width + scene.height)}-`;
  const w = new SvgWriter(prefix, opts.pixelWidth !== undefined);
  const bg = w.shape({ type: "rect", x: 0, y: 0, w: scene.width, h: scene.height, fill: scene.background });
  const body = compactShapes(scene.shapes)
    .map((s) => w.shape(s))
    .join("");
  const size =
    opts.pixelWidth !== undefined
      ? ` width="${Math.round(opts.pixelWidth)}" height="${Math.round(opts.pixelHeight ?? (opts.pixelWidth * scene.height) / scene.width)}"`
      : opts.responsive
        ? ""
        : ` width="${num(scene.width)}mm" height="${num(scene.height)}mm"`;
  const title = opts.title ? `<title>${escapeXml(opts.title)}</title>` : "";
  const role = opts.title ? ' role="img"' : ' aria-hidden="true"';
  const defs = w.defs.length > 0 ? `<defs>${w.defs.join("")}</defs>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(scene.width)} ${num(scene.height)}"${size}${role}>${title}${defs}${bg}${body}</svg>`;
}
