/**
 * Writes the fonts the Worker's PDFs and PNGs draw with (src/art/fonts/*.bin)
 * as subsets of the full TTFs in @expo-google-fonts (docs/decisions/0036).
 * `node scripts/subset-art-fonts.mjs` rewrites them; `--check` exits 1 if the
 * committed files are not what this script makes (test/domain/art/art-fonts.test.ts).
 *
 * Kept: Latin-1, Latin Extended-A (buyers' names and towns: Zoë, Đorđe, Reykjavík,
 * Łódź), the Romanian comma letters, Vietnamese, Greek and basic Cyrillic (where the
 * fonts draw them: many Australians write their names, towns and questions in these),
 * the spacing accents, typographic punctuation, and the few symbols our own words use. A character outside the set is dropped
 * from the text as before (drawableText in src/art/pdf-draw.ts), never
 * drawn as a box. Only the OpenType features that shaping applies by default are
 * kept, so ligatures, kerning and marks come out as with the full fonts.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");
const fontsDir = path.join(root, "src", "art", "fonts");
const sources = path.join(root, "node_modules", "@expo-google-fonts");

/** Committed file → the full font it is cut from. */
export const ART_FONTS = {
  "cinzel-semibold.bin": path.join(sources, "cinzel", "600SemiBold", "Cinzel_600SemiBold.ttf"),
  "cormorant-medium.bin": path.join(sources, "cormorant-garamond", "500Medium", "CormorantGaramond_500Medium.ttf"),
  "cormorant-medium-italic.bin": path.join(
    sources,
    "cormorant-garamond",
    "500Medium_Italic",
    "CormorantGaramond_500Medium_Italic.ttf",
  ),
};

const range = (from, to) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/** Every character the subsets keep (where the full font has it). */
export const ART_FONT_TEXT = [
  range(0x20, 0x7e), // Basic Latin
  range(0xa0, 0x17f), // Latin-1 Supplement, Latin Extended-A
  range(0x218, 0x21b), // Ș ș Ț ț
  "\u01a0\u01a1\u01af\u01b0", // Ơ ơ Ư ư
  range(0x300, 0x309), // combining accents, for letters written decomposed
  "\u0323", // combining dot below
  range(0x1ea0, 0x1ef9), // Vietnamese: Hà Nội, Nguyễn, Đà Nẵng
  range(0x384, 0x3ce), // Greek (where the font has it)
  range(0x400, 0x45f), // Cyrillic: a question or a name written in Russian, Ukrainian, Serbian
  "ʻʼˆˇ˘˙˚˛˜˝", // modifier letters and spacing accents
  range(0x2010, 0x2027), // dashes, quotes, daggers, bullet, ellipsis
  "‰′″‹›⁄€™←↑→↓↔−≈≠≤≥∞△▽", // the rest of the punctuation and the symbols our words use
  "\ufb01\ufb02", // fi, fl
].join("");

/** The features shaping applies by default (pdf-lib, fontkit and resvg use no others). */
export const ART_FONT_FEATURES = ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig"];

/**
 * Names kept beside harfbuzz's default 0–6: the typographic family and style (16, 17; resvg finds
 * "Cormorant Garamond" at weight 500 by them), the designers, the licence and its address.
 */
const KEPT_NAME_IDS = [8, 9, 11, 12, 13, 14, 16, 17, 25];

/** The subset of one full font, as TrueType. */
export async function subsetArtFont(full) {
  return subsetFont(full, ART_FONT_TEXT, {
    targetFormat: "truetype",
    keepFeatures: ART_FONT_FEATURES,
    preserveNameIds: KEPT_NAME_IDS,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes("--check");
  let stale = 0;
  for (const [file, source] of Object.entries(ART_FONTS)) {
    const subset = await subsetArtFont(readFileSync(source));
    const target = path.join(fontsDir, file);
    if (check) {
      if (!subset.equals(readFileSync(target))) {
        stale++;
        process.stdout.write(`${path.relative(root, target)} is stale: run node scripts/subset-art-fonts.mjs\n`);
      }
    } else {
      writeFileSync(target, subset);
      process.stdout.write(`${path.relative(root, target)}: ${(subset.length / 1024).toFixed(1)} KiB\n`);
    }
  }
  process.exit(stale ? 1 : 0);
}
