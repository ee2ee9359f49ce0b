/**
 * The gazetteer's search key, shared by the loader (scripts/build-places.mjs, which imports
 * this file through Node's type stripping, so it must stay plain TypeScript with no imports)
 * and the lookup (src/soulmate/place.ts). Both sides must compute it the same way.
 *
 * Lower case, diacritics removed, apostrophes dropped, any other punctuation a space, spaces
 * collapsed: "Reykjavík" → "reykjavik", "São Paulo" → "sao paulo", "St. Kilda" → "st kilda",
 * "Coeur d'Alene" → "coeur dalene", "Stratford-upon-Avon" → "stratford upon avon".
 */

/** Letters that Unicode does not decompose into a base letter and a mark. */
const FOLDS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  þ: "th",
  ł: "l",
  ı: "i",
  ħ: "h",
  ŧ: "t",
  ŋ: "ng",
};

export function placeSearchKey(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/\p{M}/gu, "")
    .replace(/[ßæœøđðþłıħŧŋ]/g, (c) => FOLDS[c] ?? c)
    .replace(/['’‘`ʻʼ]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
