/**
 * The shuffle (docs/product/tarot.md, Shuffle): Fisher–Yates over crypto.getRandomValues, with
 * rejection sampling so no index is favoured (a plain `random % n` would be),
 * and an independent fair coin per card for reversal.
 */

export type DrawnCard = { cardIndex: number; reversed: boolean };

/** Source of uniformly random 32-bit words; injectable so tests can exercise the rejection path. */
export type RandomWords = (count: number) => Uint32Array;

export const cryptoWords: RandomWords = (count) => crypto.getRandomValues(new Uint32Array(count));

const RANGE = 2 ** 32;

/** A uniform integer in [0, n), n ≤ 2^32, without modulo bias. */
export function randomBelow(n: number, words: RandomWords = cryptoWords): number {
  if (!Number.isInteger(n) || n < 1 || n > RANGE) throw new RangeError(`randomBelow(${n})`);
  // Accept only words below the largest multiple of n; everything above would skew the low results.
  const limit = RANGE - (RANGE % n);
  for (;;) {
    const word = words(1)[0] as number;
    if (word < limit) return word % n;
  }
}

/** A uniformly random permutation of 0…size-1, each card upright or reversed with probability ½. */
export function shuffleDeck(size: number, words: RandomWords = cryptoWords): DrawnCard[] {
  const order = Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1; i > 0; i--) {
    const j = randomBelow(i + 1, words);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const coins = words(Math.ceil(size / 32));
  return order.map((cardIndex, position) => ({
    cardIndex,
    reversed: (((coins[position >> 5] as number) >>> (position & 31)) & 1) === 1,
  }));
}
