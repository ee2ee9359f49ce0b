/**
 * The Worker's upload as Cloudflare counts it: `wrangler deploy --dry-run` on
 * the build bench/run.mjs just made (the Vite plugin's dist/ output, as `npm run
 * deploy` uploads it). The free plan takes 3 MB gzipped; the goal is 2.0 MiB,
 * leaving room to grow (docs/decisions/0036). The parts are gzip -9 of each
 * uploaded file, so they add up to about wrangler's total, not exactly.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { OFFLINE_ENV } from "../../scripts/offline-env.mjs";

export const title = "Worker upload (wrangler deploy --dry-run)";

const GOAL_KIB = 2048;

export async function measure({ root }) {
  const outdir = mkdtempSync(path.join(os.tmpdir(), "worker-size-"));
  try {
    const run = spawnSync(
      path.join(root, "node_modules", ".bin", "wrangler"),
      ["deploy", "--dry-run", "--outdir", outdir],
      {
        cwd: root,
        env: { ...process.env, ...OFFLINE_ENV },
        encoding: "utf8",
      },
    );
    const total = `${run.stdout}${run.stderr}`.match(/Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/);
    if (run.status !== 0 || !total) throw new Error(`wrangler deploy --dry-run failed: ${run.stderr.slice(0, 300)}`);
    const [raw, gzip] = [Number(total[1]), Number(total[2])];

    const files = [
      "index.js",
      ...readdirSync(path.join(outdir, "assets")).map((file) => path.join("assets", file)),
    ].map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(outdir, file)), { level: 9 }).length / 1024 }));
    const part = (test) => files.filter(({ file }) => test(file)).reduce((sum, f) => sum + f.gzip, 0);
    const parts = {
      "the Worker's code": part((f) => f === "index.js"),
      "resvg (WebAssembly)": part((f) => f.endsWith(".wasm")),
      "fonts for the PDFs and PNGs": part((f) => f.endsWith(".bin")),
      "the page renderer (lazy chunks)": part((f) => f.endsWith(".js") && f !== "index.js"),
    };
    return [
      {
        figure: "total upload",
        value: `${gzip.toFixed(1)} KiB gzip (${(gzip / 1024).toFixed(2)} MiB; goal ≤ ${GOAL_KIB / 1024}.0 MiB, ${gzip <= GOAL_KIB ? "met" : "missed"}); ${raw.toFixed(1)} KiB raw`,
      },
      ...Object.entries(parts).map(([figure, kib]) => ({ figure, value: `${kib.toFixed(1)} KiB gzip -9` })),
    ];
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
