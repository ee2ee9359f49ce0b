/**
 * The tarot session in workerd (wrangler dev --local, the real Worker, D1 and
 * Durable Objects), measured from outside over HTTP:
 * - time from asking for the interpretation to its first streamed chunk, with
 *   the embedded model, one session at a time (median);
 * - shuffle and select-spread latency with 50 sessions doing both at once (p50/p99), twice: over
 *   HTTP through wrangler dev's proxy, and inside workerd (the shop's handler timed in the isolate,
 *   bench/bench-worker.ts /api/__bench/tarot-burst), which is what production's edge runs.
 */
import { startLocalServer } from "../../scripts/local-server.mjs";

export const title = "Tarot session (workerd, wrangler dev --local)";

const FIRST_CHUNK_RUNS = 21;
const CONCURRENT = 50;
const BURSTS = 3;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${value.toFixed(1)} ms`;

async function sessions(server, n) {
  const res = await fetch(`${server.url}/api/__bench/tarot-sessions?n=${n}`, { method: "POST" });
  if (!res.ok) throw new Error(`sessions: ${res.status} ${await res.text()}`);
  return (await res.json()).sessionIds;
}

async function timed(url, body) {
  const started = performance.now();
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

async function prepare(server, id, spreadType) {
  await timed(`${server.url}/api/tarot/sessions/${id}/shuffle`, { intention: "What do I need to know about my work?" });
  await timed(`${server.url}/api/tarot/sessions/${id}/select-spread`, { spreadType });
}

/** Milliseconds from the request to the first `content` event of the stream. */
async function firstChunk(server, id) {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/tarot/sessions/${id}/interpret`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error("stream ended before any content");
    buffer += decoder.decode(value, { stream: true });
    if (buffer.includes('"content"')) {
      const elapsed = performance.now() - started;
      await reader.cancel();
      return elapsed;
    }
  }
}

export async function measure() {
  const server = await startLocalServer({ script: "bench/bench-worker.ts", quiet: true });
  try {
    // Warm-up: the first session compiles the Durable Object class and the routes.
    const [warm] = await sessions(server, 1);
    await prepare(server, warm, "celtic_cross");
    await firstChunk(server, warm);

    const firstChunkTimes = [];
    for (const id of await sessions(server, FIRST_CHUNK_RUNS)) {
      await prepare(server, id, "celtic_cross");
      firstChunkTimes.push(await firstChunk(server, id));
    }

    const ids = await sessions(server, CONCURRENT);
    const shuffles = [];
    const spreads = [];
    await Promise.all(
      ids.map(async (id) => {
        shuffles.push(
          await timed(`${server.url}/api/tarot/sessions/${id}/shuffle`, { intention: "Where is my year heading?" }),
        );
        spreads.push(
          await timed(`${server.url}/api/tarot/sessions/${id}/select-spread`, { spreadType: "celtic_cross" }),
        );
      }),
    );
    const both = [...shuffles, ...spreads];

    // The same burst inside workerd: the shop's handler timed in the isolate, no HTTP or dev proxy.
    const bursts = [];
    for (let i = 0; i < BURSTS; i++) {
      const res = await fetch(`${server.url}/api/__bench/tarot-burst?n=${CONCURRENT}`, { method: "POST" });
      if (!res.ok) throw new Error(`tarot-burst: ${res.status} ${await res.text()}`);
      const burst = await res.json();
      bursts.push([...burst.shuffles, ...burst.spreads]);
    }
    const burstP99 = bursts.map((times) => percentile(times, 99));
    const burstP50 = bursts.map((times) => percentile(times, 50));
    return [
      {
        figure: "first streamed chunk, local model (median)",
        value: `${ms(percentile(firstChunkTimes, 50))} (goal ≤ 150 ms; p90 ${ms(percentile(firstChunkTimes, 90))}; n=${FIRST_CHUNK_RUNS})`,
      },
      {
        figure: `shuffle + select-spread, ${CONCURRENT} sessions at once, in workerd (p99)`,
        value: `${ms(percentile(burstP99, 50))} (goal ≤ 30 ms; median of ${BURSTS} bursts, each p99 ${burstP99.map(ms).join(", ")}; p50 ${ms(percentile(burstP50, 50))})`,
      },
      {
        figure: `shuffle + select-spread, ${CONCURRENT} sessions at once, over HTTP via wrangler dev (p99)`,
        value: `${ms(percentile(both, 99))} (goal ≤ 30 ms; p50 ${ms(percentile(both, 50))}; shuffle p99 ${ms(percentile(shuffles, 99))}, select p99 ${ms(percentile(spreads, 99))})`,
      },
    ];
  } finally {
    await server.stop();
  }
}
