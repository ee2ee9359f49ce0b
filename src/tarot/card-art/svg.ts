/**
 * Tiny string helpers for writing SVG by hand: number formatting that never
 * varies between runs, XML escaping and an element builder. No DOM needed.
 */

export type Attrs = Record<string, string | number | undefined>;

/** One decimal place at most, no "-0", no trailing zeros: the same input always gives the same text. */
export function fmt(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

const TEXT_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** Escapes text content and attribute values (both sit inside double quotes or between tags). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (ch) => TEXT_ENTITIES[ch] ?? ch);
}

/** Builds one element; numbers are formatted with fmt, undefined attributes are left out. */
export function el(tag: string, attrs: Attrs, children?: string): string {
  let out = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === "number" ? fmt(value) : escapeXml(value)}"`;
  }
  return children === undefined ? `${out}/>` : `${out}>${children}</${tag}>`;
}

/** Tagged template for path data and transforms: every interpolated number goes through fmt. */
export function p(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? "";
  for (let i = 0; i < values.length; i++) out += fmt(values[i] ?? 0) + (strings[i + 1] ?? "");
  return out;
}

/** A group moved to (x, y), turned by deg (clockwise) and scaled. */
export function place(x: number, y: number, deg = 0, scale = 1): string {
  let t = p`translate(${x} ${y})`;
  if (deg) t += p` rotate(${deg})`;
  if (scale !== 1) t += p` scale(${scale})`;
  return t;
}

/** FNV-1a over the text: a stable seed from a card id. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and fully determined by its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
