/**
 * Lighthouse (mobile profile, simulated throttling) on the built shop served
 * by wrangler dev, with Debian's Chromium: the landing page, the tarot page and
 * a saved reading (made through the real API with the seeded TAROT-FREE
 * coupon). Median of 3 runs per page.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/browser.mjs";
import { startLocalServer } from "../../scripts/local-server.mjs";
import { createVisitor } from "../visitor.mjs";

export const title = "Lighthouse, mobile";

const RUNS = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const post = createVisitor();

/** A saved Celtic Cross reading, made the way a visitor makes one. */
async function savedReadingPath(base) {
  const order = await post(`${base}/api/tarot/create-order`, { email: "" });
  const coupon = await post(`${base}/api/tarot/coupons/apply`, { tarotOrderId: order.id, couponCode: "TAROT-FREE" });
  const sessionId = coupon.redirectUrl.split("/").pop();
  await post(`${base}/api/tarot/sessions/${sessionId}/shuffle`, {
    intention: "What should I carry into the new season?",
  });
  await post(`${base}/api/tarot/sessions/${sessionId}/select-spread`, { spreadType: "celtic_cross" });
  const stream = await (await fetch(`${base}/api/tarot/sessions/${sessionId}/interpret`)).text();
  const readingId = stream.match(/"readingId":"([0-9a-f-]{36})"/)?.[1];
  if (!readingId) throw new Error("no reading was saved");
  return `/tarot/reading/${readingId}`;
}

async function audit(chrome, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    runs.push(result.lhr);
  }
  const score = (id) => Math.round(median(runs.map((r) => (r.categories[id]?.score ?? 0) * 100)));
  const lcp = median(runs.map((r) => r.audits["largest-contentful-paint"].numericValue));
  const tbt = median(runs.map((r) => r.audits["total-blocking-time"].numericValue));
  const failing = new Set();
  for (const r of runs) {
    for (const id of ["accessibility", "best-practices", "seo"]) {
      for (const ref of r.categories[id].auditRefs) {
        const audit = r.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.add(`${id}:${ref.id}`);
      }
    }
  }
  return { score, lcp, tbt, failing };
}

export async function measure() {
  const server = await startLocalServer({ seed: true, quiet: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: "silent",
  });
  try {
    const pages = [
      ["/", "/"],
      ["/tarot", "/tarot"],
      ["saved reading", await savedReadingPath(server.url)],
    ];
    const rows = [];
    for (const [label, path] of pages) {
      const { score, lcp, tbt, failing } = await audit(chrome, `${server.url}${path}`);
      rows.push({
        figure: label,
        value:
          `performance ${score("performance")} (goal ≥ 98), accessibility ${score("accessibility")}, ` +
          `best practices ${score("best-practices")}, SEO ${score("seo")} (goal 100 each), ` +
          `LCP ${(lcp / 1000).toFixed(2)} s (goal ≤ 1.2 s), TBT ${Math.round(tbt)} ms` +
          (failing.size ? `; below 100: ${[...failing].join(", ")}` : ""),
      });
    }
    return rows;
  } finally {
    await chrome.kill();
    await server.stop();
  }
}
