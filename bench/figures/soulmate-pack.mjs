/**
 * The soulmate pack in workerd (bench/bench-worker.ts under wrangler dev):
 * - time to build one full pack in memory, one request at a time on an idle
 *   machine. The work is pure computation, so this wall time is the pack's CPU
 *   time (workerd's own clock does not advance during computation, so the
 *   Worker cannot time itself). Median over several orders.
 * - 50 paid orders started at once on the real local queue, until all are delivered.
 */
import { startLocalServer } from "../../scripts/local-server.mjs";

export const title = "Soulmate pack (workerd, wrangler dev --local)";

const PACKS = 9;
const ORDERS = 50;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measure() {
  const server = await startLocalServer({ script: "bench/bench-worker.ts", quiet: true });
  try {
    // Warm-up: first use compiles the WASM renderer and parses the fonts.
    await fetch(`${server.url}/api/__bench/pack?i=0`, { method: "POST" });
    const times = [];
    for (let i = 1; i <= PACKS; i++) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/__bench/pack?i=${i}`, { method: "POST" });
      if (!res.ok) throw new Error(`pack ${i}: ${res.status} ${await res.text()}`);
      await res.json();
      times.push(performance.now() - started);
    }

    const started = performance.now();
    const res = await fetch(`${server.url}/api/__bench/orders?n=${ORDERS}`, { method: "POST" });
    if (!res.ok) throw new Error(`orders: ${res.status} ${await res.text()}`);
    const { ids } = await res.json();
    let status = { delivered: 0, failed: 0 };
    const deadline = Date.now() + 300_000;
    while (status.delivered + status.failed < ids.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      status = await (
        await fetch(`${server.url}/api/__bench/status`, { method: "POST", body: JSON.stringify({ ids }) })
      ).json();
    }
    const wall = (performance.now() - started) / 1000;
    return [
      { figure: "CPU per full pack (median)", value: `${Math.round(median(times))} ms (goal ≤ 2000 ms; n=${PACKS})` },
      {
        figure: "CPU per full pack (min–max)",
        value: `${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))} ms`,
      },
      {
        figure: `${ORDERS} paid orders → delivered`,
        value: `${status.delivered}/${ids.length} delivered, ${status.failed} failed in ${wall.toFixed(1)} s (goal ≤ 60 s)`,
      },
    ];
  } finally {
    await server.stop();
  }
}
