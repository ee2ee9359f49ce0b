/**
 * Text measurement from the bundled fonts (fontkit), matching what the PDF
 * renderer draws: the sum of glyph advances after shaping (ligatures applied).
 */
import type { ArtAssets } from "./assets";
import { type FontRole, type Measure, MM_PER_PT } from "./scene";
import { type FontkitFont, SHAPING_FEATURES, sharedFont } from "./shared-fonts";

export { SHAPING_FEATURES };

export function createMeasure(assets: ArtAssets): Measure {
  const fonts: Record<FontRole, FontkitFont> = {
    display: sharedFont(assets.fonts.display),
    body: sharedFont(assets.fonts.body),
    italic: sharedFont(assets.fonts.italic),
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
