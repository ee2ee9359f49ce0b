/**
 * Free text as people type (or paste) it. Kept free of zod so any page can import it
 * without pulling the schema library into its chunk.
 */

/**
 * Whitespace, and characters that draw nothing: zero-width spaces and joiners (U+200B–U+200D),
 * the word joiner (U+2060), the byte-order mark (U+FEFF), the Mongolian vowel separator
 * (U+180E), soft hyphens, direction marks, variation selectors, Hangul fillers and the blank
 * Braille pattern (U+2800). U+00A0 and U+3000 are White_Space already.
 */
const INVISIBLE = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]$/u;

/** Variation selectors and tag characters finish the emoji before them (❤️, the Scottish flag). */
function attached(char: string): boolean {
  const cp = char.codePointAt(0) ?? 0;
  return (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0020 && cp <= 0xe007f) || (cp >= 0xe0100 && cp <= 0xe01ef);
}

/**
 * Like String.trim(), but also drops invisible characters at either end: "\u200B \u2060" → "".
 * A loop over code points rather than a `[…]+$` pattern, which would take quadratic time on
 * a long run of spaces followed by a letter.
 */
export function trimInvisible(text: string): string {
  const chars = Array.from(text);
  let start = 0;
  while (start < chars.length && INVISIBLE.test(chars[start] as string)) start++;
  let end = chars.length;
  while (end > start && INVISIBLE.test(chars[end - 1] as string) && !attached(chars[end - 1] as string)) end--;
  return start === 0 && end === chars.length ? text : chars.slice(start, end).join("");
}
