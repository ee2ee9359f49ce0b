/**
 * How the story's pages are fitted to their word ranges: a page is drafted as
 * pieces, each always kept, kept unless the page runs long, or added only
 * when it runs short, and the fitter chooses which to keep so the page lands
 * in range without cutting a sentence. Used by the panels, the closing page
 * and the portrait.
 */

/** Whitespace-separated tokens that contain a letter or digit (a spaced dash is not a word). */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) {
    if (/[\p{L}\p{N}]/u.test(token)) count++;
  }
  return count;
}

export type Kind =
  /** Always kept. */
  | "core"
  /** Kept unless the page runs long; dropped last-first. */
  | "optional"
  /** Left out unless the page runs short; added first-first. */
  | "extra";

/** One sentence or more of a page, in its first, second or (the portrait only) third paragraph. */
export type Piece = { text: string; para: 0 | 1 | 2; kind: Kind };

export type WordRange = { readonly min: number; readonly max: number };

/**
 * The pieces to keep so the text lands in range, or null when no choice does.
 * Extras are added while the text is under `comfort` words over the minimum.
 */
export function fitPieces(pieces: readonly Piece[], range: WordRange, comfort: number): Piece[] | null {
  const words = pieces.map((p) => countWords(p.text));
  const on = pieces.map((p) => p.kind !== "extra");
  const total = () => on.reduce((sum, keep, i) => sum + (keep ? (words[i] ?? 0) : 0), 0);

  for (let i = 0; i < pieces.length; i++) {
    if (pieces[i]?.kind !== "extra") continue;
    const now = total();
    if (now >= range.min + comfort) break;
    if (now + (words[i] ?? 0) <= range.max) on[i] = true;
  }
  for (let i = pieces.length - 1; i >= 0 && total() > range.max; i--) {
    if (pieces[i]?.kind === "optional") on[i] = false;
  }
  const final = total();
  if (final < range.min || final > range.max) return null;
  return pieces.filter((_, i) => on[i]);
}

/** The paragraphs the pieces make, in order: two, or three when a piece asks for a third (any may be empty). */
export function paragraphsOf(pieces: readonly Piece[]): string[] {
  const paras = pieces.some((p) => p.para === 2) ? [0, 1, 2] : [0, 1];
  return paras.map((para) =>
    pieces
      .filter((p) => p.para === para)
      .map((p) => p.text)
      .join(" "),
  );
}
