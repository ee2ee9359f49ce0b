/**
 * One parsed fontkit font per bundled font file for the whole isolate, shared
 * by text measurement and every PDF that embeds it, with its shaping results
 * remembered. Parsing a font and shaping the same words again were a large part
 * of each document's time; both depend only on the font bytes and the text.
 */
import fontkit from "@pdf-lib/fontkit";

export type FontkitFont = ReturnType<typeof fontkit.create>;
type GlyphRun = ReturnType<FontkitFont["layout"]>;

/**
 * Only standard ligatures are applied when shaping: the other default features (contextual
 * alternates, kerning, marks…) cost most of fontkit's time and change no advance widths in these
 * fonts. The PDF embeds the fonts with the same features, so measured and drawn widths agree.
 */
export const SHAPING_FEATURES = {
  liga: true,
  calt: false,
  clig: false,
  rlig: false,
  ccmp: false,
  locl: false,
  kern: false,
  mark: false,
  mkmk: false,
  rclt: false,
  curs: false,
} as const;

/** Shaped strings kept per font; the cache starts over when full (a pack uses a few thousand). */
const MAX_RUNS = 20_000;

type Subsetter = { glyf?: Uint8Array[]; offset?: number; _addGlyph?: (gid: number) => number };

/**
 * fontkit's TrueType subsetter copies glyph records as they are, then writes a short-format `loca`
 * (offsets ÷ 2) whenever the subset is small. Records of odd length (Cormorant has them) then shift
 * every later glyph and they vanish from the PDF. This pads each copied record to an even length,
 * for the fonts parsed here only (fontkit itself is left untouched).
 */
function padOddGlyphRecords(font: FontkitFont): void {
  const patchable = font as unknown as { createSubset: () => Subsetter };
  const createSubset = patchable.createSubset.bind(font);
  patchable.createSubset = () => {
    const subset = createSubset();
    const addGlyph = subset._addGlyph;
    if (typeof addGlyph === "function") {
      subset._addGlyph = function (this: Subsetter, gid: number): number {
        const index = addGlyph.call(this, gid);
        const record = this.glyf?.[index];
        if (this.glyf && record && record.length % 2 === 1) {
          const Ctor = record.constructor as { alloc?: (n: number) => Uint8Array };
          const padded =
            typeof Ctor.alloc === "function" ? Ctor.alloc(record.length + 1) : new Uint8Array(record.length + 1);
          padded.set(record);
          this.glyf[index] = padded;
          this.offset = (this.offset ?? 0) + 1;
        }
        return index;
      };
    }
    return subset;
  };
}

/** Remembers layout() results for SHAPING_FEATURES (the only features this code shapes with). */
function memoiseLayout(font: FontkitFont): void {
  const layout = font.layout.bind(font);
  const runs = new Map<string, GlyphRun>();
  (font as { layout: FontkitFont["layout"] }).layout = ((text: string, features?: unknown) => {
    if (features !== SHAPING_FEATURES || typeof text !== "string") return layout(text, features as never);
    let run = runs.get(text);
    if (!run) {
      if (runs.size >= MAX_RUNS) runs.clear();
      run = layout(text, features as never);
      runs.set(text, run);
    }
    return run;
  }) as FontkitFont["layout"];
}

const parsed = new WeakMap<Uint8Array, FontkitFont>();

/** The isolate's parsed copy of a font file (keyed by the bytes' identity). */
export function sharedFont(bytes: Uint8Array): FontkitFont {
  let font = parsed.get(bytes);
  if (!font) {
    font = fontkit.create(bytes);
    padOddGlyphRecords(font);
    memoiseLayout(font);
    parsed.set(bytes, font);
  }
  return font;
}

/**
 * A fontkit stand-in for pdf-lib's registerFontkit: embedding one of the bundled fonts reuses the
 * shared parsed font (pdf-lib makes its own subset per document, so documents stay independent).
 */
export const sharedFontkit = {
  create(buffer: Uint8Array, postscriptName?: string): FontkitFont {
    return postscriptName === undefined ? sharedFont(buffer) : fontkit.create(buffer, postscriptName);
  },
};
