/**
 * A small deterministic pseudo-random generator seeded from a string. Only
 * 32-bit integer arithmetic (Math.imul, shifts), so every JavaScript runtime
 * produces the same sequence for the same seed.
 */

/** Four 32-bit words from a string: four multiply-xor lanes over its UTF-16 code units, then cross-mixed. */
export function hashSeed(text: string): [number, number, number, number] {
  let a = 0x6a09e667 ^ text.length;
  let b = 0xbb67ae85;
  let c = 0x3c6ef372;
  let d = 0xa54ff53a;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x5bd1e995);
    c = Math.imul(c ^ unit, 0x27d4eb2f);
    d = Math.imul(d ^ unit, 0x165667b1);
    a = (a << 13) | (a >>> 19);
    c = (c << 7) | (c >>> 25);
  }
  const finish = (h: number): number => {
    let x = h;
    x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
    return (x ^ (x >>> 16)) >>> 0;
  };
  a = finish(a + d);
  b = finish(b ^ a);
  c = finish(c + b);
  d = finish(d ^ c);
  return [a, b, c, d];
}

/** A seeded generator (sfc32 state update) with the few helpers the composer needs. */
export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string) {
    [this.a, this.b, this.c, this.d] = hashSeed(seed);
    // Warm up so that similar seeds diverge before the first draw.
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** The next unsigned 32-bit integer. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    const lo = Math.ceil(Math.min(min, max));
    const hi = Math.floor(Math.max(min, max));
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  /** One item, uniformly. Raises on an empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[this.int(0, items.length - 1)] as T;
  }

  /** A shuffled copy (Fisher–Yates); the input is left alone. */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** Up to `count` different items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, count));
  }
}

export function seededRandom(seed: string): SeededRandom {
  return new SeededRandom(seed);
}
