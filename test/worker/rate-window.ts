/**
 * The rate limiters count in fixed windows aligned to the clock (every `period` seconds, all 60 here;
 * miniflare's limiter keeps one bucket per key and window). A burst that straddles a window's end sees
 * its count start again, so its statuses prove nothing: on a slow machine 61 lookups can take longer
 * than what is left of a minute. `inOneWindow` runs a burst again whenever a window ended while it was
 * being sent, and only then are its statuses checked; the burst must use a fresh address (or key) each
 * time it is called. No margin to guess, however slow the machine.
 */
const WINDOW_MS = 60_000;
const windowNow = () => Math.floor(Date.now() / WINDOW_MS);

export async function inOneWindow<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const window = windowNow();
    const result = await send();
    if (windowNow() === window) return result;
    if (attempt === 3) throw new Error("three bursts in a row straddled a rate-limit window");
  }
}
