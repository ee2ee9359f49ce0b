/**
 * Scene → vector operators on a pdf-lib page. The scene's millimetre space
 * (origin top-left, y down) is mapped with one transformation matrix, so
 * paths, transforms and gradients are drawn in exactly the coordinates the
 * SVG renderer uses; text is set with an un-flipping text matrix.
 */
import type fontkit from "@pdf-lib/fontkit";
import {
  type PDFDict,
  PDFDict as PDFDictClass,
  type PDFDocument,
  type PDFFont,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  PDFRawStream,
  type PDFRef,
} from "pdf-lib";
import type { ArtAssets } from "./assets";
import { deflateZlib } from "./deflate";
import {
  compactShapes,
  type FontRole,
  type Gradient,
  type GradientStop,
  MM_PER_PT,
  type Paint,
  PT_PER_MM,
  pathToSegments,
  roundedRectPath,
  type Scene,
  type Shape,
} from "./scene";
import { SHAPING_FEATURES, sharedFontkit } from "./shared-fonts";

export type PdfFonts = Record<FontRole, PDFFont>;

/** Registers fontkit and embeds the three art fonts as subsets. */
export async function embedArtFonts(pdf: PDFDocument, assets: ArtAssets): Promise<PdfFonts> {
  pdf.registerFontkit(sharedFontkit as unknown as typeof fontkit);
  const options = { subset: true, features: SHAPING_FEATURES as never };
  const [display, body, italic] = await Promise.all([
    pdf.embedFont(assets.fonts.display, options),
    pdf.embedFont(assets.fonts.body, options),
    pdf.embedFont(assets.fonts.italic, options),
  ]);
  return { display, body, italic };
}

export type DrawOptions = {
  /** Where the scene's top-left corner goes, in mm from the page's top-left corner. */
  x?: number;
  y?: number;
  /** Scale factor applied to the scene. */
  scale?: number;
};

type PageState = {
  fonts: Map<FontRole, PDFName>;
  states: Map<string, PDFName>;
  shadings: Map<string, PDFName>;
};
const pageStates = new WeakMap<PDFPage, PageState>();
const charSets = new WeakMap<PDFFont, Set<number>>();
/** Per-font cache of shaped, encoded strings (shaping is the costly part; words repeat a lot). */
type Encoded = { hex: string; glyphs: number; em?: number };
const encodedTexts = new WeakMap<PDFFont, Map<string, Encoded>>();

function encode(font: PDFFont, text: string): Encoded {
  let cache = encodedTexts.get(font);
  if (!cache) {
    cache = new Map();
    encodedTexts.set(font, cache);
  }
  let e = cache.get(text);
  if (!e) {
    // Shape word by word (words repeat, lines do not); spaces never take part in substitutions.
    const words = text.split(" ");
    const hex =
      words.length > 1 && text !== " "
        ? `<${words.map((w) => (w ? encode(font, w).hex.slice(1, -1) : "")).join(encode(font, " ").hex.slice(1, -1))}>`
        : font.encodeText(text).toString();
    e = { hex, glyphs: (hex.length - 2) / 4 };
    cache.set(text, e);
  }
  return e;
}
const docObjects = new WeakMap<PDFDocument, Map<string, PDFRef>>();

function gradientKey(g: Gradient, channel: "color" | "alpha"): string {
  const geo = g.kind === "linear" ? [g.x1, g.y1, g.x2, g.y2] : [g.cx, g.cy, g.r];
  const stops = g.stops.map((s) => `${r3(s.offset)}:${channel === "color" ? s.color : r3(s.opacity ?? 1)}`);
  return `${g.kind}|${geo.map(r3).join(",")}|${stops.join(",")}`;
}

/** Axial/radial shading dictionary; "alpha" makes a DeviceGray shading of the stop opacities. */
function shadingDict(doc: PDFDocument, g: Gradient, channel: "color" | "alpha"): PDFDict {
  const stops = [...g.stops].sort((a, b) => a.offset - b.offset);
  if (stops.length === 0) throw new Error("pdf-draw: gradient without stops");
  const first = stops[0] as GradientStop;
  const last = stops[stops.length - 1] as GradientStop;
  if (first.offset > 0) stops.unshift({ ...first, offset: 0 });
  if (last.offset < 1) stops.push({ ...last, offset: 1 });
  if (stops.length === 1) stops.push({ ...first, offset: 1 });
  const value = (st: GradientStop): number[] =>
    channel === "color" ? rgb(st.color) : [r3(Math.max(0, Math.min(1, st.opacity ?? 1)))];
  const pieces = [];
  for (let i = 0; i + 1 < stops.length; i++) {
    pieces.push({
      FunctionType: 2,
      Domain: [0, 1],
      C0: value(stops[i] as GradientStop),
      C1: value(stops[i + 1] as GradientStop),
      N: 1,
    });
  }
  let prev = 0;
  const bounds = stops.slice(1, -1).map((st) => {
    prev = Math.max(prev + 1e-4, Math.min(1, Math.max(0, st.offset)));
    return r6(prev);
  });
  const fn =
    pieces.length === 1
      ? pieces[0]
      : { FunctionType: 3, Domain: [0, 1], Functions: pieces, Bounds: bounds, Encode: pieces.flatMap(() => [0, 1]) };
  return doc.context.obj({
    ShadingType: g.kind === "linear" ? 2 : 3,
    ColorSpace: channel === "color" ? "DeviceRGB" : "DeviceGray",
    Coords:
      g.kind === "linear"
        ? [r3(g.x1), r3(g.y1), r3(g.x2), r3(g.y2)]
        : [r3(g.cx), r3(g.cy), 0, r3(g.cx), r3(g.cy), r3(g.r)],
    Function: fn,
    Extend: [true, true],
  } as never) as unknown as PDFDict;
}

const r3 = (n: number): number => {
  if (!Number.isFinite(n)) throw new Error(`pdf-draw: non-finite number ${n}`);
  return Math.round(n * 1000) / 1000;
};
const r6 = (n: number): number => Math.round(n * 1e6) / 1e6;

function rgb(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`pdf-draw: invalid colour ${JSON.stringify(hex)}`);
  return [
    r3(Number.parseInt(m[1] as string, 16) / 255),
    r3(Number.parseInt(m[2] as string, 16) / 255),
    r3(Number.parseInt(m[3] as string, 16) / 255),
  ];
}

function supported(font: PDFFont): Set<number> {
  let set = charSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charSets.set(font, set);
  }
  return set;
}

/** Drops characters the font cannot draw (instead of printing .notdef boxes). */
export function drawableText(font: PDFFont, text: string): string {
  const set = supported(font);
  let out = "";
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (set.has(cp)) out += ch;
    else if (/\s/.test(ch)) out += " ";
  }
  return out;
}

/** Numbers as PDF content-stream tokens: at most 2 decimals (0.01 mm), never exponent notation. */
function n(v: number): string {
  if (!Number.isFinite(v)) throw new Error(`pdf-draw: non-finite number ${v}`);
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? "0" : String(r);
}
function n6(v: number): string {
  const r = r6(v);
  if (!Number.isFinite(r)) throw new Error(`pdf-draw: non-finite number ${v}`);
  return Object.is(r, -0) ? "0" : String(r);
}

/**
 * Writes a scene as content-stream text (pdf-lib's per-operator objects are far slower for the
 * thousands of small shapes in a storybook), registering fonts, alpha states and shadings as page
 * resources.
 */
class PdfSceneWriter {
  ops: string[] = [];
  private state: PageState;

  constructor(
    private page: PDFPage,
    private fonts: PdfFonts,
  ) {
    let st = pageStates.get(page);
    if (!st) {
      st = { fonts: new Map(), states: new Map(), shadings: new Map() };
      pageStates.set(page, st);
    }
    this.state = st;
  }

  private fontKey(role: FontRole): PDFName {
    let key = this.state.fonts.get(role);
    if (!key) {
      const font = this.fonts[role];
      key = this.page.node.newFontDictionary(font.name, font.ref);
      this.state.fonts.set(role, key);
    }
    return key;
  }

  private alpha(fillA: number, strokeA: number): PDFName {
    const k = `${r3(fillA)}|${r3(strokeA)}`;
    let key = this.state.states.get(k);
    if (!key) {
      const dict = this.page.doc.context.obj({ Type: "ExtGState", ca: r3(fillA), CA: r3(strokeA) });
      key = this.page.node.newExtGState("GS", dict);
      this.state.states.set(k, key);
    }
    return key;
  }

  /** Registers a resource under a per-page name (cached), pointing at a per-document object. */
  private resource(kind: "Shading" | "ExtGState", key: string, make: () => PDFRef): PDFName {
    const pageKey = `${kind}:${key}`;
    const known = this.state.shadings.get(pageKey);
    if (known) return known;
    let docCache = docObjects.get(this.page.doc);
    if (!docCache) {
      docCache = new Map();
      docObjects.set(this.page.doc, docCache);
    }
    let ref = docCache.get(pageKey);
    if (!ref) {
      ref = make();
      docCache.set(pageKey, ref);
    }
    const ctx = this.page.doc.context;
    const resources = this.page.node.normalizedEntries().Resources;
    let dict = resources.lookupMaybe(PDFName.of(kind), PDFDictClass) as PDFDict | undefined;
    if (!dict) {
      dict = ctx.obj({});
      resources.set(PDFName.of(kind), dict);
    }
    const name = PDFName.of(`${kind === "Shading" ? "Sh" : "GA"}${this.state.shadings.size + 1}`);
    dict.set(name, ref);
    this.state.shadings.set(pageKey, name);
    return name;
  }

  /** An opaque colour shading for the gradient (stop opacities ignored here). */
  private shading(g: Gradient): PDFName {
    return this.resource("Shading", gradientKey(g, "color"), () =>
      this.page.doc.context.register(shadingDict(this.page.doc, g, "color")),
    );
  }

  /** An ExtGState whose luminosity soft mask carries the gradient's stop opacities (and a constant alpha). */
  private alphaMask(g: Gradient, alpha: number): PDFName {
    return this.resource("ExtGState", `${gradientKey(g, "alpha")}|${r3(alpha)}`, () => {
      const ctx = this.page.doc.context;
      const shading = ctx.register(shadingDict(this.page.doc, g, "alpha"));
      const bbox =
        g.kind === "radial"
          ? [r3(g.cx - g.r - 1), r3(g.cy - g.r - 1), r3(g.cx + g.r + 1), r3(g.cy + g.r + 1)]
          : [-2000, -2000, 2000, 2000];
      const form = ctx.formXObject([PDFOperator.of(PDFOperatorNames.ShadingFill, [PDFName.of("M0")])], {
        BBox: bbox,
        Resources: { Shading: { M0: shading } },
        Group: { Type: "Group", S: "Transparency", CS: "DeviceGray" },
      } as never);
      const formRef = ctx.register(form);
      return ctx.register(
        ctx.obj({
          Type: "ExtGState",
          ca: r3(alpha),
          CA: r3(alpha),
          SMask: { Type: "Mask", S: "Luminosity", G: formRef },
        } as never),
      );
    });
  }

  private pathOps(d: string): string {
    const out: string[] = [];
    for (const s of pathToSegments(d)) {
      if (s.op === "M") out.push(`${n(s.x)} ${n(s.y)} m`);
      else if (s.op === "L") out.push(`${n(s.x)} ${n(s.y)} l`);
      else if (s.op === "C") out.push(`${n(s.x1)} ${n(s.y1)} ${n(s.x2)} ${n(s.y2)} ${n(s.x)} ${n(s.y)} c`);
      else out.push("h");
    }
    return out.join(" ");
  }

  private paintPath(d: string, p: Paint): void {
    const hasFill = p.fill !== undefined;
    const hasStroke = p.stroke !== undefined && (p.strokeWidth ?? 0.3) > 0;
    if (!hasFill && !hasStroke) return;
    const geometry = this.pathOps(d);
    if (!geometry) return;
    const o = p.opacity === undefined ? 1 : Math.max(0, Math.min(1, p.opacity));
    const ops = this.ops;
    ops.push("q");
    if (o < 1) ops.push(`${this.alpha(o, o)} gs`);
    if (hasStroke) {
      const [r, g, b] = rgb(p.stroke as string);
      ops.push(
        `${r} ${g} ${b} RG ${n(p.strokeWidth ?? 0.3)} w ${p.lineCap === "round" ? 1 : 0} J ${p.lineJoin === "round" ? 1 : 0} j`,
      );
      if (p.dash && p.dash.length > 0) ops.push(`[${p.dash.map(n).join(" ")}] 0 d`);
    }
    if (hasFill && typeof p.fill === "object") {
      const g = p.fill;
      const sh = this.shading(g);
      ops.push("q");
      if (g.stops.some((st) => (st.opacity ?? 1) < 1)) ops.push(`${this.alphaMask(g, o)} gs`);
      ops.push(`${geometry} W n ${sh} sh Q`);
      if (hasStroke) ops.push(`${geometry} S`);
    } else if (hasFill) {
      const [r, g, b] = rgb(p.fill as string);
      ops.push(`${r} ${g} ${b} rg ${geometry} ${hasStroke ? "B" : "f"}`);
    } else {
      ops.push(`${geometry} S`);
    }
    ops.push("Q");
  }

  shape(s: Shape): void {
    switch (s.type) {
      case "rect":
        this.paintPath(roundedRectPath(s.x, s.y, s.w, s.h, s.r ?? 0), s);
        return;
      case "circle":
        this.paintPath(ellipsePath(s.cx, s.cy, s.r, s.r), s);
        return;
      case "ellipse":
        this.paintPath(ellipsePath(s.cx, s.cy, s.rx, s.ry), s);
        return;
      case "line":
        this.paintPath(`M${s.x1} ${s.y1}L${s.x2} ${s.y2}`, { ...s, fill: undefined });
        return;
      case "path":
        this.paintPath(s.d, s);
        return;
      case "text": {
        const font = this.fonts[s.font];
        const text = drawableText(font, s.text);
        if (!text.trim()) return;
        const size = s.size * MM_PER_PT;
        const enc = encode(font, text);
        const encoded = enc.hex;
        const spacing = (s.letterSpacing ?? 0) * size;
        let x = s.x;
        if (s.anchor === "middle" || s.anchor === "end") {
          enc.em ??= font.widthOfTextAtSize(text, 1);
          const w = enc.em * size + spacing * Math.max(0, enc.glyphs - 1);
          x -= s.anchor === "middle" ? w / 2 : w;
        }
        const [r, g, b] = rgb(s.fill);
        const o = s.opacity === undefined ? 1 : Math.max(0, Math.min(1, s.opacity));
        const ops = this.ops;
        ops.push("q");
        if (o < 1) ops.push(`${this.alpha(o, o)} gs`);
        ops.push(`${r} ${g} ${b} rg BT ${this.fontKey(s.font)} ${n(size)} Tf`);
        if (spacing) ops.push(`${n(spacing)} Tc`);
        ops.push(
          `1 0 0 -1 ${n(x)} ${n(s.y)} Tm ${s.wordSpacing ? justified(font, encoded, s.wordSpacing, size) : `${encoded} Tj`} ET Q`,
        );
        return;
      }
      case "group": {
        const t = s.transform;
        this.ops.push("q");
        if (t?.translate) this.ops.push(`1 0 0 1 ${n(t.translate[0])} ${n(t.translate[1])} cm`);
        if (t?.rotate) {
          const a = (t.rotate * Math.PI) / 180;
          const c = n6(Math.cos(a));
          const sn = Math.sin(a);
          this.ops.push(`${c} ${n6(sn)} ${n6(-sn)} ${c} 0 0 cm`);
        }
        if (t?.scale !== undefined) {
          const [sx, sy] = typeof t.scale === "number" ? [t.scale, t.scale] : t.scale;
          this.ops.push(`${n6(sx)} 0 0 ${n6(sy)} 0 0 cm`);
        }
        if (s.clip !== undefined) this.ops.push(`${this.pathOps(s.clip)} W n`);
        for (const c of s.children) this.shape(c);
        this.ops.push("Q");
        return;
      }
    }
  }
}

/**
 * Tw does not apply to two-byte (Identity-H) text, so justified lines are shown with TJ and a
 * negative adjustment (thousandths of the font size) after every space glyph.
 */
function justified(font: PDFFont, hex: string, extraMm: number, sizeMm: number): string {
  const space = encode(font, " ").hex.slice(1, -1);
  const adjust = -Math.round((extraMm / sizeMm) * 1000 * 10) / 10;
  const codes = hex.slice(1, -1);
  const parts: string[] = [];
  let run = "";
  for (let i = 0; i < codes.length; i += 4) {
    const code = codes.slice(i, i + 4);
    run += code;
    if (code === space) {
      parts.push(`<${run}> ${adjust}`);
      run = "";
    }
  }
  if (run) parts.push(`<${run}>`);
  return `[${parts.join(" ")}] TJ`;
}

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
}

/** Draws a scene onto a page (vector only), as one compressed content stream. */
export function drawScene(page: PDFPage, scene: Scene, fonts: PdfFonts, opts: DrawOptions = {}): void {
  const k = PT_PER_MM * (opts.scale ?? 1);
  const { height } = page.getSize();
  const w = new PdfSceneWriter(page, fonts);
  w.ops.push("q", `${n6(k)} 0 0 ${n6(-k)} ${n((opts.x ?? 0) * PT_PER_MM)} ${n(height - (opts.y ?? 0) * PT_PER_MM)} cm`);
  w.shape({ type: "rect", x: 0, y: 0, w: scene.width, h: scene.height, fill: scene.background });
  for (const s of compactShapes(scene.shapes)) w.shape(s);
  w.ops.push("Q");
  const ctx = page.doc.context;
  const data = deflateZlib(new TextEncoder().encode(w.ops.join("\n")));
  const stream = PDFRawStream.of(ctx.obj({ Filter: "FlateDecode", Length: data.length }), data);
  page.node.addContentStream(ctx.register(stream));
}
