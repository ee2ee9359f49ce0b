/**
 * API throughput through the whole shop stack against a bare Hono handler in
 * the same workerd isolate (bench/bench-worker.ts, rate limits off), measured
 * alternately with autocannon so both see the same machine conditions. The
 * reads use a delivered order with all 14 files (14 signed links per lookup)
 * and a saved Celtic Cross reading; prepare writes a new order per request.
 */
import autocannon from "autocannon";
import { startLocalServer } from "../../scripts/local-server.mjs";

export const title = "API throughput vs bare Hono (same workerd, autocannon)";

const ROUNDS = 3;
const DURATION_S = 4;
const CONNECTIONS = 16;
const GOAL = 0.6;

const QUIZ_ANSWERS = {
  starSign: "libra",
  birthday: { day: 14, month: 10, year: 1992 },
  city: "Hobart",
  preference: "women",
  relationshipStatus: "single",
  firstName: "Ari",
  email: "bench-prepare@example.com",
};

function run({ url, method = "GET", body }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method,
        connections: CONNECTIONS,
        duration: DURATION_S,
        ...(body ? { body: JSON.stringify(body), headers: { "content-type": "application/json" } } : {}),
      },
      (error, result) => {
        if (error) reject(error);
        else if (result.non2xx > 0 || result.errors > 0)
          reject(new Error(`${method} ${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
        else resolve(result);
      },
    );
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measure() {
  const server = await startLocalServer({ script: "bench/bench-worker.ts", quiet: true });
  try {
    const fixtures = await (await fetch(`${server.url}/api/__bench/fixtures`, { method: "POST" })).json();
    const email = encodeURIComponent(fixtures.email);
    const targets = [
      { label: "GET /api/health", url: `${server.url}/api/health` },
      { label: "GET /api/orders/:id", url: `${server.url}/api/orders/${fixtures.orderId}?email=${email}` },
      { label: "GET /api/my-orders", url: `${server.url}/api/my-orders?email=${email}` },
      { label: "GET /api/tarot/readings/:id", url: `${server.url}/api/tarot/readings/${fixtures.readingId}` },
      { label: "POST /api/quiz/prepare", url: `${server.url}/api/quiz/prepare`, method: "POST", body: QUIZ_ANSWERS },
    ];
    const bare = { url: `${server.url}/api/__bare/health` };
    // Warm every path before measuring.
    for (const target of [bare, ...targets]) {
      const res = await fetch(target.url, {
        method: target.method ?? "GET",
        ...(target.body ? { body: JSON.stringify(target.body), headers: { "content-type": "application/json" } } : {}),
      });
      if (!res.ok) throw new Error(`${target.label ?? "bare"}: ${res.status} ${await res.text()}`);
    }
    const rows = [];
    for (const target of targets) {
      const shop = [];
      const base = [];
      for (let round = 0; round < ROUNDS; round++) {
        base.push(await run(bare));
        shop.push(await run(target));
      }
      const shopRps = median(shop.map((r) => r.requests.average));
      const bareRps = median(base.map((r) => r.requests.average));
      const ratio = shopRps / bareRps;
      rows.push({
        figure: target.label,
        value: `${Math.round(shopRps)} req/s vs bare ${Math.round(bareRps)} → ${ratio.toFixed(2)}× (goal ≥ ${GOAL}×; p99 ${median(shop.map((r) => r.latency.p99))} ms)`,
      });
    }
    rows.push({
      figure: "method",
      value: `autocannon, ${CONNECTIONS} connections, ${ROUNDS}×${DURATION_S} s per side, alternating, median`,
    });
    return rows;
  } finally {
    await server.stop();
  }
}
