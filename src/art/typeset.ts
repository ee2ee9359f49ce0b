/**
 * Line breaking for the storybook and cards: total-fit (dynamic programming)
 * breaks over measured words, justified or centred, with an optional
 * two-line drop cap. Produces positioned text shapes in millimetres.
 */
import { type FontRole, type Measure, MM_PER_PT, type TextShape } from "./scene";

export type Para = string[];

/**
 * Splits plain text into paragraphs ("\n\n") of words; single newlines are treated as spaces. A
 * no-break space joins its neighbours into one unbreakable word (set with a plain space), so a
 * separator written "1992\u00a0· Air" never starts a line.
 */
export function paragraphs(text: string): Para[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split(/[^\S\u00a0]+/)
        .map((word) => word.replace(/\u00a0/g, " ").trim())
        .filter(Boolean),
    )
    .filter((p) => p.length > 0);
}

/** A breakable piece of text: a word, or part of a hyphenated compound (then no space follows). */
type Item = {
  text: string;
  width: number;
  space: boolean /** Width of a hyphen shown only when a line breaks here. */;
  soft?: number;
  /** Spaces inside the item (a no-break space's neighbours), which a justified line stretches with the others. */
  inner?: number;
  /** The price of a line break after this item: words that belong together (a date, a figure and its unit). */
  glue?: number;
};
type Line = { items: Item[]; natural: number; gaps: number; width: number; indent: number; last: boolean };

/** Spaces may shrink to this fraction of their width in justified text. */
const MIN_SPACE = 0.8;
/** The price of a paragraph's last line holding one word: more than a loose line above it, less than an overflow. */
const RUNT = 1200;

/**
 * Splits words at internal hyphens ("light-footed" → "light-", "footed") so lines can break there,
 * and breaks any word wider than `maxWidth` (a very long place name) into hyphenated chunks.
 */
function itemsOf(words: string[], width: (w: string) => number, maxWidth: number): Item[] {
  const out: Item[] = [];
  const glue = glueAfter(words);
  for (const [n, w] of words.entries()) {
    const inner = w.split(" ").length - 1;
    if (inner > 0) {
      // A no-break space's neighbours ("1992 ·") stay whole, however wide.
      out.push({ text: w, width: width(w), space: true, inner, ...(glue[n] ? { glue: glue[n] } : {}) });
      continue;
    }
    const parts = COMPASS_WORD.test(w) ? [w] : w.split(/(?<=\p{L}{3,}-)(?=\p{L}{3,})/u);
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      if (width(part) <= maxWidth) {
        out.push({ text: part, width: width(part), space: last, ...(last && glue[n] ? { glue: glue[n] } : {}) });
        return;
      }
      // Soft break points every few letters (never leaving fewer than three at either end).
      const chars = Array.from(part);
      const hyphen = width("-");
      for (let at = 0; at < chars.length; at += 4) {
        const rest = chars.length - at;
        const take = rest - 4 < 3 ? rest : 4;
        const piece = chars.slice(at, at + take).join("");
        const end = at + take >= chars.length;
        out.push(
          end
            ? { text: piece, width: width(piece), space: last }
            : { text: piece, width: width(piece), space: false, soft: hyphen },
        );
        if (end) break;
      }
    });
  }
  return out;
}

/** A month's name, with the stop a sentence may put after it ("4 September,"). */
const MONTH = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)[,.;:]?$/;
const FIGURE = /^\d[\d,.]*$/;
/** The words a figure is not parted from at a line's end: "15 / degrees" read as two thoughts (review 31). */
const UNIT = /^(?:degrees?|kilometres?|metres?|million|billion|minutes?|hours?|days?|years?|per|light)\b/;
/** And the words that finish a unit of two: "million kilometres", "per cent", "light years". */
const UNIT_END: [RegExp, RegExp][] = [
  [/^(?:million|billion)$/, /^(?:kilometres?|years?)\b/],
  [/^per$/, /^cent\b/],
  [/^light$/, /^years?\b/],
];
/** The price of a break between a day and its month, a figure and its unit, or a unit's two words. */
const GLUED = 600;
/** Between a month and its year, less: a whole date unbroken made lines over 2 mm loose (a senior review). */
const GLUED_YEAR = 120;

/**
 * The price of a line break after each word: a day and its month, a figure and its unit, and the two words of a
 * unit are set on one line where the lines around them allow it, and a month and its year where it costs little.
 * Priced rather than tied, so a date never forces a loose line: "6 December / 2004" is still allowed.
 */
function glueAfter(words: string[]): number[] {
  return words.map((w, i) => {
    const next = words[i + 1];
    if (next === undefined) return 0;
    if (/^\d{1,2}$/.test(w) && MONTH.test(next)) return GLUED;
    if (FIGURE.test(w) && UNIT.test(next)) return GLUED;
    if (UNIT_END.some(([unit, end]) => unit.test(w) && end.test(next)) && FIGURE.test(words[i - 1] ?? "")) return GLUED;
    // A month with no stop after it, before a year: "September 1981", not "September, 1981".
    if (MONTH.test(w) && /\p{L}$/u.test(w) && /^\d{4}\b/.test(next)) return GLUED_YEAR;
    return 0;
  });
}

/** A compass point is one word: "west-north- / west" broke it at its hyphen (review 31). */
const COMPASS_WORD = /^(?:north|south|east|west)(?:-(?:north|south|east|west))+\b/i;

type BreakInput = {
  items: Item[];
  space: number;
  /** Available width for the n-th line of this paragraph (n capped at 2). */
  avail: (n: number) => number;
  /** Justified text may compress its spaces; centred text is balanced, every line alike. */
  mode: "justify" | "center" | "left";
};

function lineMetrics(items: Item[], i: number, j: number, space: number): { natural: number; gaps: number } {
  let natural = 0;
  let gaps = 0;
  for (let k = i; k < j; k++) {
    const it = items[k] as Item;
    natural += it.width;
    gaps += it.inner ?? 0;
    if (k < j - 1 && it.space) {
      natural += space;
      gaps++;
    }
    if (k === j - 1 && it.soft) natural += it.soft;
  }
  return { natural, gaps };
}

/** Total-fit breaks of one paragraph: the item index each line starts at, and whether anything overflowed. */
function breakParagraph(inp: BreakInput): { starts: number[]; overflow: boolean } {
  const { items, space } = inp;
  const n = items.length;
  const L = 3; // line-count states 0, 1, 2+ (only the first two lines can differ in width)
  const best: number[][] = Array.from({ length: n + 1 }, () => new Array(L).fill(Number.POSITIVE_INFINITY));
  const from: [number, number][][] = Array.from({ length: n + 1 }, () => new Array(L).fill([-1, -1]));
  (best[0] as number[])[0] = 0;
  let overflow = false;
  const shrink = inp.mode === "justify" ? MIN_SPACE : 1;
  for (let i = 0; i < n; i++) {
    for (let l = 0; l < L; l++) {
      const base = (best[i] as number[])[l] as number;
      if (!Number.isFinite(base)) continue;
      const avail = inp.avail(l);
      for (let j = i + 1; j <= n; j++) {
        const { natural, gaps } = lineMetrics(items, i, j, space);
        const tightest = natural - gaps * space * (1 - shrink);
        const single = j === i + 1;
        if (tightest > avail + 1e-6 && !single) break;
        if (tightest > avail + 1e-6) overflow = true;
        const last = j === n;
        let cost: number;
        if (inp.mode === "center") {
          cost = (Math.max(0, avail - natural) / avail) ** 2 * 100;
        } else if (natural > avail) {
          const ratio = (natural - avail) / Math.max(1e-6, gaps * space * (1 - shrink));
          cost = 100 * ratio ** 3 + 1;
        } else if (last) {
          // A paragraph does not end on one word alone on its line (a runt), when a word can come down to keep it company.
          cost = i > 0 && j - i === 1 && !(items[i] as Item).inner ? RUNT : 0;
        } else if (gaps === 0) {
          cost = 5000;
        } else {
          const ratio = (avail - natural) / (gaps * space);
          cost = 100 * ratio ** 3 + 1;
        }
        // Breaking after a hyphen is allowed, at a small price; inside a word, at a larger one.
        const end = items[j - 1] as Item;
        if (!last && !end.space) cost += end.soft ? 120 : 40;
        if (!last && end.glue) cost += end.glue;
        const nl = Math.min(l + 1, L - 1);
        const total = base + cost;
        if (total < ((best[j] as number[])[nl] as number)) {
          (best[j] as number[])[nl] = total;
          (from[j] as [number, number][])[nl] = [i, l];
        }
      }
    }
  }
  let endL = 0;
  for (let l = 1; l < L; l++)
    if (((best[n] as number[])[l] as number) < ((best[n] as number[])[endL] as number)) endL = l;
  const starts: number[] = [];
  let j = n;
  let l = endL;
  while (j > 0) {
    const [pi, pl] = (from[j] as [number, number][])[l] as [number, number];
    starts.unshift(pi);
    j = pi;
    l = pl;
  }
  return { starts, overflow };
}

function lineText(items: Item[]): string {
  return items
    .map((it, k) => {
      const last = k === items.length - 1;
      return it.text + (last ? (it.soft ? "-" : "") : it.space ? " " : "");
    })
    .join("");
}

export type BlockStyle = {
  font: FontRole;
  /** Points. */
  size: number;
  /** Baseline-to-baseline, as a multiple of size. */
  leading: number;
  color: string;
  align: "justify" | "center" | "left";
  /** First-line indent of paragraphs after the first, in em. */
  indent?: number;
  /** Two-line drop cap on the first paragraph, set in this font and colour. */
  dropCap?: { font: FontRole; color: string };
  opacity?: number;
};

export type TypesetBlock = {
  shapes: TextShape[];
  /** Number of lines. */
  lines: number;
  /** Distance from the first baseline to the last, in mm. */
  depth: number;
  overflow: boolean;
};

const CAP_HEIGHT: Record<FontRole, number> = { display: 0.7, body: 0.625, italic: 0.625 };

/**
 * Sets paragraphs into a column of the given width. The first baseline is at `y`.
 * Justified lines carry the extra space per word gap as `wordSpacing`.
 */
export function typeset(
  paras: Para[],
  measure: Measure,
  style: BlockStyle,
  box: { x: number; y: number; width: number },
): TypesetBlock {
  const sizeMm = style.size * MM_PER_PT;
  const lead = sizeMm * style.leading;
  const space = measure(" ", style.font, style.size);
  const cache = new Map<string, number>();
  const wordWidth = (w: string): number => {
    let v = cache.get(w);
    if (v === undefined) {
      v = measure(w, style.font, style.size);
      cache.set(w, v);
    }
    return v;
  };

  // Drop cap geometry: cap top on the first line's cap height, cap baseline on the second baseline.
  let cap: { letter: string; size: number; width: number } | null = null;
  const first = paras[0]?.[0];
  if (style.dropCap && first && /^\p{L}/u.test(first) && (paras[0] as string[]).length > 8) {
    const letter = Array.from(first)[0] as string;
    const capMm = lead + CAP_HEIGHT[style.font] * sizeMm;
    const capSize = capMm / CAP_HEIGHT[style.dropCap.font] / MM_PER_PT;
    cap = { letter, size: capSize, width: measure(letter, style.dropCap.font, capSize) + sizeMm * 0.18 };
  }

  const lines: Line[] = [];
  let overflow = false;
  paras.forEach((para, p) => {
    const words = [...para];
    if (p === 0 && cap) {
      words[0] = (words[0] as string).slice((cap.letter as string).length);
      if (words[0] === "") words.shift();
    }
    const paraIndent = p > 0 && style.indent ? style.indent * sizeMm : 0;
    const indent = (n: number): number => {
      if (p === 0 && cap && n < 2) return cap.width;
      return n === 0 ? paraIndent : 0;
    };
    const items = itemsOf(words, wordWidth, box.width * 0.45);
    const { starts, overflow: o } = breakParagraph({
      items,
      space,
      avail: (n) => box.width - indent(n),
      mode: style.align,
    });
    overflow ||= o;
    starts.forEach((s, k) => {
      const e = starts[k + 1] ?? items.length;
      const its = items.slice(s, e);
      const { natural, gaps } = lineMetrics(its, 0, its.length, space);
      lines.push({
        items: its,
        natural,
        gaps,
        width: box.width,
        indent: indent(Math.min(k, 2)),
        last: e === items.length,
      });
    });
  });

  const shapes: TextShape[] = [];
  const base = { font: style.font, size: style.size, fill: style.color, opacity: style.opacity } as const;
  lines.forEach((line, i) => {
    const y = box.y + i * lead;
    const avail = line.width - line.indent;
    const str = lineText(line.items);
    if (style.align === "center") {
      shapes.push({ type: "text", ...base, x: box.x + box.width / 2, y, text: str, anchor: "middle" });
    } else if (style.align === "left" || line.gaps === 0 || (line.last && line.natural <= avail)) {
      shapes.push({ type: "text", ...base, x: box.x + line.indent, y, text: str, anchor: "start" });
    } else {
      const extra = (avail - line.natural) / line.gaps;
      shapes.push({
        type: "text",
        ...base,
        x: box.x + line.indent,
        y,
        text: str,
        anchor: "start",
        wordSpacing: Math.round(extra * 1000) / 1000,
      });
    }
  });
  if (cap && style.dropCap && lines.length >= 2) {
    shapes.unshift({
      type: "text",
      x: box.x,
      y: box.y + lead,
      text: cap.letter,
      size: cap.size,
      font: style.dropCap.font,
      fill: style.dropCap.color,
      anchor: "start",
    });
  }
  return { shapes, lines: lines.length, depth: Math.max(0, lines.length - 1) * lead, overflow };
}

/** Largest size (stepping down) at which a single line fits the width. */
export function fitSize(
  measure: Measure,
  str: string,
  font: FontRole,
  maxSize: number,
  width: number,
  letterSpacing = 0,
) {
  let size = maxSize;
  while (size > 4) {
    const w = measure(str, font, size) + letterSpacing * size * MM_PER_PT * Math.max(0, Array.from(str).length - 1);
    if (w <= width) return size;
    size -= 0.25;
  }
  return size;
}
