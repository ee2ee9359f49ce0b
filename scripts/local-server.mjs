/**
 * Starts the built shop under `wrangler dev` with a fresh, throw-away local
 * state (D1 migrated, R2, Queues, Durable Objects), for the browser journeys
 * and the bench. The server runs in its own process group so stopping it also
 * stops workerd.
 */
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild } from "./ensure-build.mjs";
import { OFFLINE_ENV } from "./offline-env.mjs";
import { pageRenderersAlias } from "./page-renderers.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const env = {
  ...process.env,
  ...OFFLINE_ENV,
  PATH: `${path.join(root, "node_modules", ".bin")}:${process.env.PATH}`,
  // These servers bring their own build and state: no wrangler.toml [build] step (scripts/wrangler-build.mjs).
  SHOP_SKIP_WRANGLER_BUILD: "1",
};

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`wrangler dev did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/**
 * The built Worker's config with another entry module. It is written outside
 * the project because wrangler otherwise follows the build's config redirect.
 */
function writeConfigForScript(script, dir) {
  // The development Worker's build (wrangler.toml's top-level name, as the Vite plugin names its folder).
  const built = path.join(root, "dist", "soulmate_tarot_shop_dev");
  const config = JSON.parse(readFileSync(path.join(built, "wrangler.json"), "utf8"));
  // The build output is pre-bundled; the bench entry is TypeScript and needs wrangler to bundle it.
  for (const key of ["configPath", "userConfigPath", "topLevelName", "definedEnvironments", "rules", "no_bundle"]) {
    delete config[key];
  }
  config.main = path.join(root, script);
  // workers/app.ts imports the SPA's renderers by name; wrangler's bundler needs to know the file.
  config.alias = pageRenderersAlias;
  config.assets.directory = path.join(built, config.assets.directory);
  for (const db of config.d1_databases) db.migrations_dir = path.join(built, db.migrations_dir);
  const file = path.join(dir, "wrangler.json");
  writeFileSync(file, JSON.stringify(config));
  return file;
}

/**
 * @param {{ seed?: boolean, seedFiles?: string[], vars?: Record<string, string>, script?: string, quiet?: boolean, state?: string }} [options]
 *   seedFiles: more SQL run after the migrations and dev coupons (a journey's own starting rows).
 *   quiet: no per-request log lines (they cost more than the requests under load).
 *   script: another entry module, run with the project's wrangler.toml bindings (the bench uses it).
 *   state: the local state of a server that was killed, to start again on (no migrations, no seed).
 * @returns {Promise<{ url: string, state: string, stop: () => Promise<void>, kill: () => Promise<void>, logs: () => string }>}
 *   stop ends the server and deletes its state; kill ends it the hard way (SIGKILL, mid-request)
 *   and keeps the state for another start.
 */
const wrangler = (args) => execFileSync(bin("wrangler"), args, { cwd: root, env, stdio: "pipe" });

/**
 * A local state with the migrations applied (and the dev coupons, with `seed`), made once for the
 * migrations' content and wrangler's version and copied for each server: migrating from nothing cost
 * every start about 13 CPU seconds of wrangler (measured 2026-11-28), and the journeys start seven.
 * It is built in a scratch folder beside its place and renamed in, so runs side by side never read
 * half of one.
 */
function stateTemplate(seed) {
  const hash = createHash("sha256");
  hash.update(JSON.parse(readFileSync(path.join(root, "node_modules", "wrangler", "package.json"), "utf8")).version);
  const migrations = path.join(root, "migrations");
  for (const file of readdirSync(migrations)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(migrations, file)));
  }
  if (seed) hash.update(readFileSync(path.join(root, "seeds", "dev-coupons.sql")));
  const parent = path.join(root, "node_modules", ".cache", "shop-state");
  const template = path.join(parent, `${seed ? "seeded" : "migrated"}-${hash.digest("hex").slice(0, 16)}`);
  if (existsSync(template)) return template;
  mkdirSync(parent, { recursive: true });
  const scratch = mkdtempSync(path.join(parent, ".making-"));
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", scratch]);
  if (seed) wrangler(["d1", "execute", "DB", "--local", "--persist-to", scratch, "--file", "seeds/dev-coupons.sql"]);
  try {
    renameSync(scratch, template);
  } catch (error) {
    // Another run made the same template first: use theirs.
    rmSync(scratch, { recursive: true, force: true });
    if (!existsSync(template)) throw error;
  }
  return template;
}

export async function startLocalServer(options = {}) {
  ensureBuild();
  const persistTo = options.state ?? mkdtempSync(path.join(tmpdir(), "shop-state-"));
  if (!options.state) {
    cpSync(stateTemplate(Boolean(options.seed)), persistTo, { recursive: true });
    for (const file of options.seedFiles ?? []) {
      wrangler(["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", file]);
    }
  }

  const varArgs = Object.entries(options.vars ?? {}).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
  const entryArgs = options.script ? ["--config", writeConfigForScript(options.script, persistTo)] : [];
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort());
    } catch (error) {
      // The port was free when chosen, but another server of the test run can take it before wrangler binds it
      // ("Address already in use", once with the journeys in two shards): another port, twice more.
      if (attempt < 3 && /Address already in use/.test(error.message)) continue;
      rmSync(persistTo, { recursive: true, force: true });
      throw error;
    }
  }

  /** wrangler dev on the state, on one port; its logs in the error when it never answers. */
  async function startOn(port) {
    const child = spawn(
      bin("wrangler"),
      [
        "dev",
        ...entryArgs,
        "--local",
        "--ip",
        "127.0.0.1",
        "--port",
        String(port),
        "--persist-to",
        persistTo,
        "--inspector-port",
        "0",
        ...varArgs,
        ...(options.quiet ? ["--log-level", "warn"] : []),
      ],
      // Run from the config's own folder so wrangler's build redirect does not apply.
      { cwd: options.script ? persistTo : root, env, detached: true, stdio: ["ignore", "pipe", "pipe"] },
    );
    const url = `http://127.0.0.1:${port}`;
    // The state is kept for a retry on another port; the last server's stop removes it.
    let keepState = true;
    const server = supervise(child, url, () => {
      if (!keepState) rmSync(persistTo, { recursive: true, force: true });
    });
    try {
      // Seconds alone; a limit for a hang, generous for a start beside a full test run on two busy cores.
      await waitForHealth(url, child, 120_000);
    } catch (error) {
      const logs = server.logs();
      await server.stop();
      throw new Error(`${error.message}\n--- wrangler output ---\n${logs}`);
    }
    keepState = false;
    return { ...server, state: persistTo };
  }
}

/**
 * `npm run dev` exactly as the README starts it (its predev step included: .dev.vars, the local
 * migrations and seeds in .wrangler/state), on a free port, for the dev-server journey.
 * @returns {Promise<{ url: string, stop: () => Promise<void>, kill: () => Promise<void>, logs: () => string }>}
 */
export async function startDevServer() {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child = spawn("npm", ["run", "dev", "--", "--host", "127.0.0.1", "--port", String(port), "--strictPort"], {
      cwd: root,
      env: { ...process.env, ...OFFLINE_ENV },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const url = `http://127.0.0.1:${port}`;
    const server = supervise(child, url);
    try {
      // The first start writes and loads the gazetteer before Vite starts: under a minute alone, but 90 s of loading
      // and more than 180 s in all beside a full test run on two busy cores (a fresh clone's run). A limit for a hang.
      await waitForHealth(url, child, 360_000);
      return server;
    } catch (error) {
      await server.stop();
      // The port was free when chosen, but the predev step loads the gazetteer first, and another server of the
      // test run may take the port meanwhile ("Port 35999 is already in use", once in a fresh clone): try another.
      if (attempt < 3 && /Port \d+ is already in use/.test(server.logs())) continue;
      throw new Error(`${error.message}\n--- npm run dev output ---\n${server.logs()}`);
    }
  }
}

/** Collects a server process's output, and stops (SIGTERM, then SIGKILL) or kills its whole process group. */
function supervise(child, url, afterStop = () => {}) {
  let output = "";
  child.stdout.on("data", (d) => {
    output += d;
  });
  child.stderr.on("data", (d) => {
    output += d;
  });
  const stop = async () => {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      await new Promise((r) => {
        const timer = setTimeout(() => {
          try {
            process.kill(-child.pid, "SIGKILL");
          } catch {}
          r();
        }, 5000);
        child.once("exit", () => {
          clearTimeout(timer);
          r();
        });
      });
    }
    afterStop();
  };
  const kill = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
    await exited;
  };
  return { url, stop, kill, logs: () => output };
}
