/**
 * Lighthouse (mobile profile, simulated throttling) on the built landing page
 * served by wrangler dev, with Debian's Chromium. Median of 3 runs.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/browser.mjs";
import { startLocalServer } from "../../scripts/local-server.mjs";

export const title = "Lighthouse, mobile (landing page /)";

const RUNS = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measure() {
  const server = await startLocalServer({ quiet: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: "silent",
  });
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.url}/`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      runs.push(result.lhr);
    }
    const score = (id) => Math.round(median(runs.map((r) => (r.categories[id]?.score ?? 0) * 100)));
    const lcp = median(runs.map((r) => r.audits["largest-contentful-paint"].numericValue));
    const failing = new Set();
    for (const r of runs) {
      for (const id of ["accessibility", "best-practices", "seo"]) {
        for (const ref of r.categories[id].auditRefs) {
          const audit = r.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.add(`${id}:${ref.id}`);
        }
      }
    }
    return [
      { figure: "performance", value: `${score("performance")} (goal ≥ 98)` },
      { figure: "accessibility", value: `${score("accessibility")} (goal 100)` },
      { figure: "best practices", value: `${score("best-practices")} (goal 100)` },
      { figure: "SEO", value: `${score("seo")} (goal 100)` },
      { figure: "LCP", value: `${(lcp / 1000).toFixed(2)} s (goal ≤ 1.2 s)` },
      ...(failing.size ? [{ figure: "audits below 100", value: [...failing].join(", ") }] : []),
    ];
  } finally {
    await chrome.kill();
    await server.stop();
  }
}
