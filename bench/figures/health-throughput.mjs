/**
 * GET /api/health through the whole shop stack against a bare Hono handler,
 * in the same workerd isolate (bench/bench-worker.ts), measured alternately
 * with autocannon so both see the same machine conditions.
 */
import autocannon from "autocannon";
import { startLocalServer } from "../../scripts/local-server.mjs";

export const title = "GET /api/health throughput vs bare Hono (same workerd)";

const ROUNDS = 3;
const DURATION_S = 5;
const CONNECTIONS = 16;

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (error, result) => {
      if (error) reject(error);
      else if (result.non2xx > 0 || result.errors > 0)
        reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      else resolve(result);
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measure() {
  const server = await startLocalServer({ script: "bench/bench-worker.ts", quiet: true });
  try {
    const shopUrl = `${server.url}/api/health`;
    const bareUrl = `${server.url}/api/__bare/health`;
    // Warm both paths before measuring.
    await Promise.all([fetch(shopUrl), fetch(bareUrl)]);
    const shop = [];
    const bare = [];
    for (let round = 0; round < ROUNDS; round++) {
      bare.push(await run(bareUrl));
      shop.push(await run(shopUrl));
    }
    const rps = (results) => median(results.map((r) => r.requests.average));
    const p99 = (results) => median(results.map((r) => r.latency.p99));
    const shopRps = rps(shop);
    const bareRps = rps(bare);
    return [
      { figure: "bare Hono handler", value: `${Math.round(bareRps)} req/s (p99 ${p99(bare)} ms)` },
      { figure: "shop GET /api/health", value: `${Math.round(shopRps)} req/s (p99 ${p99(shop)} ms)` },
      { figure: "shop / bare throughput", value: `${(shopRps / bareRps).toFixed(2)}` },
      {
        figure: "method",
        value: `autocannon, ${CONNECTIONS} connections, ${ROUNDS}×${DURATION_S} s each, alternating, median`,
      },
    ];
  } finally {
    await server.stop();
  }
}
