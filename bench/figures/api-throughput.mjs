/**
 * API throughput through the whole shop stack against a bare Hono handler in
 * the same workerd isolate (bench/bench-worker.ts, rate limits off), measured
 * alternately with autocannon so both see the same machine conditions. Each
 * route's bare handler reads or writes the same rows with raw D1 and nothing
 * else; a no-op handler is measured too, to show what D1 itself costs. The
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

function run({ url, method = "GET", body, headers = {} }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
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
  // With a signing secret, as in production: file links are signed, not keyed by email.
  const server = await startLocalServer({
    script: "bench/bench-worker.ts",
    quiet: true,
    vars: { SIGNING_SECRET: "bench-signing-secret-not-for-production" },
  });
  try {
    const fixtures = await (await fetch(`${server.url}/api/__bench/fixtures`, { method: "POST" })).json();
    const email = encodeURIComponent(fixtures.email);
    const noop = { url: `${server.url}/api/__bare/health` };
    const pair = (label, path, barePath, extra = {}) => ({
      label,
      shop: { url: `${server.url}${path}`, ...extra },
      bare: { url: `${server.url}${barePath}`, ...extra },
    });
    const post = { method: "POST", body: QUIZ_ANSWERS };
    const targets = [
      pair("GET /api/health", "/api/health", "/api/__bare/health"),
      pair(
        "GET /api/orders/:id",
        `/api/orders/${fixtures.orderId}?email=${email}`,
        `/api/__bare/orders/${fixtures.orderId}?email=${email}`,
      ),
      // From the browser that made the orders, so they come back opened: every link signed, the reading listed.
      pair("GET /api/my-orders", `/api/my-orders?email=${email}`, `/api/__bare/my-orders?email=${email}`, {
        headers: { cookie: fixtures.cookie },
      }),
      pair(
        "GET /api/tarot/readings/:id",
        `/api/tarot/readings/${fixtures.readingId}`,
        `/api/__bare/readings/${fixtures.readingId}`,
      ),
      pair("POST /api/quiz/prepare", "/api/quiz/prepare", "/api/__bare/prepare", post),
    ];
    // Warm every path before measuring.
    for (const target of [noop, ...targets.flatMap((t) => [t.shop, t.bare])]) {
      const res = await fetch(target.url, {
        method: target.method ?? "GET",
        headers: { ...target.headers, ...(target.body ? { "content-type": "application/json" } : {}) },
        ...(target.body ? { body: JSON.stringify(target.body) } : {}),
      });
      if (!res.ok) throw new Error(`${target.url}: ${res.status} ${await res.text()}`);
    }
    const rows = [];
    for (const target of targets) {
      const shop = [];
      const base = [];
      const empty = [];
      for (let round = 0; round < ROUNDS; round++) {
        empty.push(await run(noop));
        base.push(await run(target.bare));
        shop.push(await run(target.shop));
      }
      const rps = (results) => median(results.map((r) => r.requests.average));
      const [shopRps, bareRps, noopRps] = [rps(shop), rps(base), rps(empty)];
      rows.push({
        figure: target.label,
        value: `${Math.round(shopRps)} req/s vs bare ${Math.round(bareRps)} → ${(shopRps / bareRps).toFixed(2)}× (goal ≥ ${GOAL}×); vs no-op ${Math.round(noopRps)} → ${(shopRps / noopRps).toFixed(2)}×; p99 ${median(shop.map((r) => r.latency.p99))} ms`,
      });
    }
    rows.push({
      figure: "method",
      value: `autocannon, ${CONNECTIONS} connections, ${ROUNDS}×${DURATION_S} s per side (no-op, bare, shop in turn), median`,
    });
    return rows;
  } finally {
    await server.stop();
  }
}
