/**
 * Plain `npx wrangler dev`, as on a fresh clone, serves the whole shop offline
 * (docs/decisions/0035): a throw-away copy of the project with no .wrangler/ (so no
 * state and no build redirect) and the built SPA, started with nothing but a port.
 * wrangler.toml's [build] step must apply the local migrations and seed, and no
 * binding may ask for a Cloudflare login (there is no network here to give one).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { ensureBuild } from "../../../scripts/ensure-build.mjs";
import { freePort } from "../../../scripts/local-server.mjs";
import { OFFLINE_ENV } from "../../../scripts/offline-env.mjs";

const root = path.resolve(import.meta.dirname, "..", "..", "..");
/** Not copied: installed, built, local state, the developer's own secrets. */
const LEFT_OUT = new Set(["node_modules", "dist", ".wrangler", ".git", "test-results", ".dev.vars", "coverage"]);

let copy: string | undefined;
let child: ChildProcess | undefined;
afterAll(async () => {
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((r) => child?.once("exit", r));
    process.kill(-child.pid, "SIGKILL");
    await exited;
  }
  if (copy) rmSync(copy, { recursive: true, force: true });
});

it("serves the API and a migrated, seeded D1 with no flags and no network", async () => {
  ensureBuild();
  const dir = mkdtempSync(path.join(tmpdir(), "plain-wrangler-dev-"));
  copy = dir;
  cpSync(root, dir, { recursive: true, filter: (src) => !LEFT_OUT.has(path.relative(root, src)) });
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  // Copied after the sources, so it is newer than all of them: the [build] step keeps it.
  cpSync(path.join(root, "dist", "client"), path.join(dir, "dist", "client"), { recursive: true });
  expect(existsSync(path.join(dir, ".wrangler"))).toBe(false);

  const port = await freePort();
  let output = "";
  child = spawn(
    path.join(dir, "node_modules", ".bin", "wrangler"),
    ["dev", "--port", String(port), "--inspector-port", "0"],
    {
      cwd: dir,
      env: { ...process.env, ...OFFLINE_ENV, PATH: `${path.join(dir, "node_modules", ".bin")}:${process.env.PATH}` },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });

  const url = `http://localhost:${port}`;
  // A wait, not a figure: with no seeds/places.sql in the copy, wrangler's [build] step first writes
  // the gazetteer's SQL (the water near each town takes most of that) and then loads 135,195 places. On a slow 2-core
  // machine with the other layers running beside it, that passed four minutes; the layer's timeout is ten.
  const deadline = Date.now() + 480_000;
  let health: Response | undefined;
  while (Date.now() < deadline && child.exitCode === null) {
    health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(health?.status, output).toBe(200);
  expect(output).toContain("Applying the local D1 migrations");
  expect(output).toContain("dist/ is up to date");
  expect(output).not.toMatch(/remote connection|wrangler login|CLOUDFLARE_API_TOKEN/);

  // A real answer from D1: the orders table exists (the migrations ran) and is empty.
  const orders = await fetch(`${url}/api/my-orders?email=${encodeURIComponent("fresh-clone@example.com")}`);
  expect(orders.status, output).toBe(200);
  expect(await orders.json()).toEqual([]);

  // And the page itself, from the built SPA.
  const page = await fetch(`${url}/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("<html");
});
