/**
 * Text measurement from the bundled fonts (fontkit), matching what the PDF
 * renderer draws: the sum of glyph advances after shaping (ligatures applied).
 */
import fontkit from "@pdf-lib/fontkit";
import type { ArtAssets } from "../assets";
import { type FontRole, type Measure, MM_PER_PT } from "../scene";

type FontkitFont = ReturnType<typeof fontkit.create>;

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
const parsed = new WeakMap<Uint8Array, FontkitFont>();

function font(bytes: Uint8Array): FontkitFont {
  let f = parsed.get(bytes);
  if (!f) {
    f = fontkit.create(bytes);
    parsed.set(bytes, f);
  }
  return f;
}

export function createMeasure(assets: ArtAssets): Measure {
  const fonts: Record<FontRole, FontkitFont> = {
    display: font(assets.fonts.display),
    body: font(assets.fonts.body),
    italic: font(assets.fonts.italic),
  };
  const cache = new Map<string, number>();
  return (text, role, sizePt) => {
    const key = `${role}\u0000${text}`;
    let em = cache.get(key);
    if (em === undefined) {
      const f = fonts[role];
      const run = f.layout(text, SHAPING_FEATURES as never);
      let units = 0;
      for (const g of run.glyphs) units += g.advanceWidth;
      em = units / f.unitsPerEm;
      cache.set(key, em);
    }
    return em * sizePt * MM_PER_PT;
  };
}
