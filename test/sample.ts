/**
 * Seeded samples of the exhaustive sweeps (docs/quality.md, "What each layer samples").
 *
 * `npm test` runs a sample of each sweep. The seed is the day (UTC), so the sample changes daily
 * and over the weeks covers every case; `npm run test:exhaustive` runs every case. Each sweep
 * prints one line, `SAMPLE <label>: <n> of <total> cases, seed <seed>`, which `npm test` repeats at
 * the end, so a failure can be replayed with `TEST_SEED=<seed>`.
 */
import { createHash } from "node:crypto";

const exhaustive = process.env.TEST_EXHAUSTIVE === "1";
export const TEST_SEED = process.env.TEST_SEED || new Date().toISOString().slice(0, 10);

/** The rank of a case in the day's order: a hash of the seed, the sweep and the case's index. */
const rank = (label: string, index: number) =>
  createHash("sha256").update(`${TEST_SEED}\u0000${label}\u0000${index}`).digest().readUInt32BE(0);

/**
 * `size` of `cases`, chosen by the day's seed and kept in their original order; all of them under
 * `npm run test:exhaustive`, or when there are no more than `size`.
 */
export function sample<T>(label: string, cases: readonly T[], size: number): T[] {
  const chosen =
    exhaustive || cases.length <= size
      ? [...cases.keys()]
      : [...cases.keys()]
          .sort((a, b) => rank(label, a) - rank(label, b))
          .slice(0, size)
          .sort((a, b) => a - b);
  console.log(`SAMPLE ${label}: ${chosen.length} of ${cases.length} cases, seed ${TEST_SEED}`);
  return chosen.map((i) => cases[i] as T);
}
