/**
 * `npm test`: every layer, side by side where they do not compete, then each layer's time, the 20
 * slowest test files and one closing line "N passed, N failed, N skipped".
 *
 *   static checks (each counts as one test): the Env type is generated, migrations match the
 *     schema, one typecheck over the project references (tsc -b), the import rules, format + lint,
 *     and the build that every layer needing dist/ shares
 *   vitest, one run per project (scripts/test-layers.mjs): domain, worker, reliability, security,
 *     chaos, app (jsdom), e2e (Chromium)
 *
 * The verdict (scripts/vitest-run.mjs) fails on a failed test, a file that failed in a hook or
 * crashed, a project that ran no test, and a vitest run that exited non-zero for any reason.
 *
 *   npm test                 everything (the check before a commit, and what CI runs)
 *   npm run test:quick       the static checks but the build, then the tests related to what changed
 *   TEST_LANES=1 npm test    one layer at a time (default: one more than the cores)
 */
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { OFFLINE_ENV } from "./offline-env.mjs";
import { PROJECTS, projectMatcher } from "./test-layers.mjs";
import { behind, inBackground, runVitest } from "./vitest-run.mjs";

const root = path.resolve(import.meta.dirname, "..");
const env = { ...process.env, ...OFFLINE_ENV, PATH: `${path.join(root, "node_modules", ".bin")}:${process.env.PATH}` };
const quick = process.argv.includes("--quick");
// One lane more than the cores: every layer also waits (queue batches, servers, a browser), and on two
// cores two lanes kept the machine only 114% busy of its 200% (decision 0069).
const lanes = Math.max(1, Number(process.env.TEST_LANES) || availableParallelism() + 1);
/** The browser journeys in one shard per two cores: each shard is a server and a Chromium of its own. */
const e2eShardCount = Math.max(1, Math.floor(availableParallelism() / 2));
const startedAt = Date.now();
/** A failed layer's whole output, this run's only. */
const OUTPUT_DIR = path.join(root, "node_modules", ".cache", "test-output");
rmSync(OUTPUT_DIR, { recursive: true, force: true });
/** Each test file's time in the last full run, for balancing the browser shards. */
const TIMINGS_FILE = path.join(root, "node_modules", ".cache", "test-timings.json");

/** @type {{ layer: string, name: string, passed: number, failed: number, skipped: number, ms: number }[]} */
const results = [];
/** @type {{ name: string, project: string, ms: number }[]} */
const files = [];
const notes = [];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs a command with its output kept; prints it only if the command fails. `background`: at a lower CPU priority
 * (nice 5), behind the build and the browser journeys, which the run waits on longest.
 */
function runCommand(command, args, extraEnv = {}, { background = false } = {}) {
  return new Promise((resolve) => {
    const [file, fileArgs] = background ? inBackground(command, args) : [command, args];
    const child = spawn(file, fileArgs, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ["ignore", "pipe", "pipe"],
      // A session of its own, whose CPU share `behind` can lower.
      detached: background,
    });
    if (background) behind(child);
    let output = "";
    child.stdout.on("data", (d) => {
      output += d;
    });
    child.stderr.on("data", (d) => {
      output += d;
    });
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

/** One static check, counted as one test. */
async function check(name, run) {
  const started = Date.now();
  const { ok, output } = await run();
  const ms = Date.now() - started;
  results.push({ layer: "static checks", name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, ms });
  process.stdout.write(`${ok ? "✔" : "✘"} ${name} (${seconds(ms)})\n`);
  if (!ok) process.stdout.write(`${output.trimEnd()}\n`);
  return ok;
}

/** drizzle-kit generates into a scratch copy; any new file means the schema changed without a migration. */
async function migrationsMatchSchema() {
  const scratch = mkdtempSync(path.join(tmpdir(), "migrations-check-"));
  try {
    cpSync(path.join(root, "migrations"), scratch, { recursive: true });
    const before = readdirSync(scratch).length;
    // drizzle-kit wants a path relative to the project.
    const result = await runCommand(
      "drizzle-kit",
      ["generate", "--dialect", "sqlite", "--schema", "./src/db/schema.ts", "--out", path.relative(root, scratch)],
      {},
      BEHIND,
    );
    const changed = readdirSync(scratch).length !== before;
    return {
      ok: result.ok && !changed,
      output: changed ? "src/db/schema.ts changed: run `npm run db:generate`." : result.output,
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The static checks run behind the build, which the browser journeys and the workerd layers wait for. */
const BEHIND = { background: true };

const STATIC_CHECKS = [
  [
    "Env type is generated from wrangler.toml (wrangler types --check)",
    // Not its [build] step: wrangler would start a second build of dist/ beside the one below.
    () =>
      runCommand(
        "wrangler",
        ["types", "--check", "--strict-vars=false", "--env-file", ".dev.vars.example"],
        { SHOP_SKIP_WRANGLER_BUILD: "1" },
        BEHIND,
      ),
  ],
  ["migrations are in step with src/db/schema.ts", migrationsMatchSchema],
  [
    "typecheck: the Worker, the SPA and everything else, one pass over the project references (tsc -b)",
    // The Worker first: the SPA's project reads the API's type from the declarations it emits.
    async () => {
      const worker = await runCommand("tsc", ["-b", "src"], {}, BEHIND);
      return worker.ok ? runCommand("tsc", ["-b"], {}, BEHIND) : worker;
    },
  ],
  [
    "import rules: no folder pair in src/, src/ never imports app/, the server render stays browser-free",
    () => runCommand("node", ["scripts/check-imports.mjs"], {}, BEHIND),
  ],
  ["format and lint (biome ci)", () => runCommand("biome", ["ci", "--colors=off", "."], {}, BEHIND)],
];

/** The part of a failed run's output worth reading: vitest's failure summary, else its tail. */
function failureExcerpt(output) {
  const summary = output.search(/⎯{3,} Failed|⎯{3,} Unhandled/);
  const text = summary >= 0 ? output.slice(summary) : output.split("\n").slice(-120).join("\n");
  return text.length > 40_000 ? `${text.slice(0, 40_000)}\n… (cut)` : text;
}

/**
 * One vitest project as one layer. `background`: at a lower CPU priority, its workers, runtimes and servers too. In
 * the full run every layer but the browser journeys and chaos is: the journeys run one file at a time and are the
 * run's longest layer, so every second the busy cores keep from them is a second on the wall (decision 0092).
 */
async function layer(name, extraArgs = [], { allowEmpty = false, background = false } = {}) {
  const started = Date.now();
  let run = await runVitest([projectMatcher(name)], extraArgs, { env, allowEmpty, background });
  // A workerd runtime that exits mid-run (seen now and then at the end of an isolated file, never in
  // a test's own code) fails every file still waiting for it. Those files, and only those, run once
  // more in a fresh run; what happened is printed, and any failure of the second run stands.
  const crashed = run.output.includes("Worker exited unexpectedly")
    ? run.files.filter((f) => f.failed > 0 && f.passed === 0).map((f) => f.name)
    : [];
  if (crashed.length > 0 && crashed.length < run.files.length) {
    process.stdout.write(`! ${name}: a workerd runtime exited; running ${crashed.join(", ")} again\n`);
    const again = await runVitest([projectMatcher(name)], crashed, { env, allowEmpty, background });
    const kept = run.files.filter((f) => !crashed.includes(f.name));
    const files = [...kept, ...again.files];
    const sum = (key) => files.reduce((total, f) => total + f[key], 0);
    run = {
      ...again,
      files,
      passed: sum("passed"),
      failed: sum("failed") + again.problems.filter((p) => p.startsWith("vitest exited")).length,
      skipped: sum("skipped"),
      output: `${run.output}\n${again.output}`,
    };
  }
  const ms = Date.now() - started;
  results.push({
    layer: PROJECTS[name].what,
    name,
    passed: run.passed,
    failed: run.failed,
    skipped: run.skipped,
    ms,
    cpuSeconds: run.cpuSeconds,
  });
  files.push(...run.files);
  // Figures and sample seeds the tests print, so a sampled failure can be replayed.
  for (const line of run.output.split("\n")) if (/^(SAMPLE|FIGURE) /.test(line)) notes.push(line);
  const ok = run.failed === 0;
  process.stdout.write(
    `${ok ? "✔" : "✘"} ${name}: ${run.passed} passed, ${run.failed} failed, ${run.skipped} skipped (${seconds(ms)}${
      run.cpuSeconds === null ? "" : `, CPU ${run.cpuSeconds.toFixed(0)} s`
    })\n`,
  );
  if (!ok) {
    for (const problem of run.problems) process.stdout.write(`  ✘ ${problem}\n`);
    // The Worker's own error lines (an unhandled error's message and stack go to its log, not the test's assertion),
    // then vitest's summary; the whole output is kept in a file for a closer look.
    const errors = run.output.split("\n").filter((line) => line.includes('"message":"unhandled error"'));
    if (errors.length > 0) process.stdout.write(`The Worker's unhandled errors:\n${errors.slice(-30).join("\n")}\n`);
    // One file a run of a layer: the browser journeys' shards each keep their own.
    const kept = path.join(OUTPUT_DIR, `${name}-${Date.now()}.log`);
    mkdirSync(OUTPUT_DIR, { recursive: true });
    writeFileSync(kept, run.output);
    process.stdout.write(`${failureExcerpt(run.output)}\nThe whole output: ${path.relative(root, kept)}\n`);
  }
}

/**
 * The tasks, in the order they start when a lane is free. The build comes first because the
 * workerd layers serve its assets and the chaos and browser layers run it; the longest layers
 * start next so that the short ones fill the gaps.
 */
const tasks = quick
  ? [
      { name: "static", run: () => staticChecks(STATIC_CHECKS) },
      // Related to uncommitted changes (git), in the layers that need no build or server.
      ...["domain", "worker", "app", "security", "reliability"].map((name) => ({
        name,
        run: () => layer(name, ["--changed", "--passWithNoTests"], { allowEmpty: true }),
      })),
    ]
  : [
      {
        name: "build",
        run: () =>
          check("build (vite build, prerendering included), shared by every layer that needs dist/", buildCommand),
      },
      { name: "static", run: () => staticChecks(STATIC_CHECKS) },
      // The journeys are the longest layer: it starts first, and the others follow one another beside it.
      ...e2eShards(e2eShardCount).map((files, i) => ({
        name: `e2e ${i + 1}/${e2eShardCount}`,
        after: ["build"],
        run: () => layer("e2e", e2eShardCount > 1 ? files : []),
      })),
      // Then the longest first, so that the short ones end the run (measured 2026-11-29: worker 154 s,
      // reliability 137, jsdom 106, security 106, domain 79).
      { name: "worker", after: ["build"], run: () => layer("worker", [], { background: true }) },
      { name: "reliability", after: ["build"], run: () => layer("reliability", [], { background: true }) },
      { name: "app", run: () => layer("app", [], { background: true }) },
      { name: "security", after: ["build"], run: () => layer("security", [], { background: true }) },
      { name: "domain", run: () => layer("domain", [], { background: true }) },
      // Light: its tests mostly wait (a killed server's restart, the sweep's lease), so it runs beside
      // the lanes instead of holding one.
      { name: "chaos", after: ["build"], light: true, run: () => layer("chaos") },
    ];

/**
 * The browser journeys split into `count` shards of about equal time: the longest file first into
 * the shard with the least so far, by the times of the last run on this machine (kept in
 * node_modules/.cache), else by file size.
 */
function e2eShards(count) {
  const dir = path.join(root, "test", "e2e");
  const names = readdirSync(dir).filter((name) => name.endsWith(".test.ts"));
  let lastTimes = {};
  try {
    lastTimes = JSON.parse(readFileSync(TIMINGS_FILE, "utf8"));
  } catch {
    // first run on this machine
  }
  const cost = (name) => lastTimes[`test/e2e/${name}`] ?? statSync(path.join(dir, name)).size;
  const shards = Array.from({ length: count }, () => ({ files: [], cost: 0 }));
  for (const name of names.sort((a, b) => cost(b) - cost(a))) {
    const lightest = shards.reduce((a, b) => (b.cost < a.cost ? b : a));
    lightest.files.push(`test/e2e/${name}`);
    lightest.cost += cost(name);
  }
  return shards.map((shard) => shard.files);
}

function buildCommand() {
  return runCommand("npm", ["run", "--silent", "build"]);
}

async function staticChecks(checks) {
  for (const [name, run] of checks) await check(name, run);
}

/** Runs the tasks on `lanes` lanes (a light task beside them), each once the tasks it comes after are done. */
async function runTasks() {
  const done = new Set();
  const pending = [...tasks];
  let wake = () => {};
  const running = new Set();
  /** The running tasks that hold a lane: a light task does not. */
  const inLanes = new Set();
  const startable = (t) => (t.after ?? []).every((name) => done.has(name)) && (t.light || inLanes.size < lanes);
  while (pending.length > 0 || running.size > 0) {
    const ready = pending.findIndex(startable);
    if (ready >= 0) {
      const [task] = pending.splice(ready, 1);
      const promise = task
        .run()
        .catch((error) => {
          // A runner bug is a failure too, never a silent pass.
          results.push({ layer: "runner", name: task.name, passed: 0, failed: 1, skipped: 0, ms: 0 });
          process.stdout.write(`✘ ${task.name}: ${error?.stack ?? error}\n`);
        })
        .then(() => {
          done.add(task.name);
          running.delete(promise);
          inLanes.delete(promise);
          wake();
        });
      running.add(promise);
      if (!task.light) inLanes.add(promise);
      continue;
    }
    await new Promise((resolve) => {
      wake = resolve;
    });
  }
}

if (quick) {
  // test:quick has no build step: the typecheck, the import rules and the linter are enough to commit on.
  STATIC_CHECKS.splice(0, 2);
}
// `node scripts/test.mjs security worker` runs just those layers, on the build already in dist/.
const only = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
if (only.length > 0) {
  const kept = tasks.filter((t) => only.some((name) => t.name === name || t.name.startsWith(`${name} `)));
  tasks.splice(0, tasks.length, ...kept.map((t) => ({ ...t, after: [] })));
}
process.stdout.write(`npm test${quick ? " --quick" : ""}: ${tasks.length} tasks on ${lanes} lanes\n`);
await runTasks();

const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
const byLayer = new Map();
for (const r of results) {
  const row = byLayer.get(r.layer) ?? { passed: 0, failed: 0, skipped: 0, ms: 0, cpu: 0 };
  row.cpu += r.cpuSeconds ?? 0;
  row.passed += r.passed;
  row.failed += r.failed;
  row.skipped += r.skipped;
  row.ms += r.ms;
  byLayer.set(r.layer, row);
}
process.stdout.write("\nEach layer (its own time; layers run side by side):\n");
for (const [name, row] of byLayer) {
  process.stdout.write(
    `  ${name.padEnd(52)} ${seconds(row.ms).padStart(8)}${row.cpu ? `  CPU ${row.cpu.toFixed(0).padStart(4)} s` : ""}  ${row.passed} passed, ${row.failed} failed, ${row.skipped} skipped\n`,
  );
}
if (files.length > 0) {
  process.stdout.write("\nThe 20 slowest test files:\n");
  for (const f of [...files].sort((a, b) => b.ms - a.ms).slice(0, 20)) {
    process.stdout.write(`  ${seconds(f.ms).padStart(8)}  ${f.project.padEnd(11)} ${f.name}\n`);
  }
}
if (!quick) {
  mkdirSync(path.dirname(TIMINGS_FILE), { recursive: true });
  writeFileSync(TIMINGS_FILE, JSON.stringify(Object.fromEntries(files.map((f) => [f.name, Math.round(f.ms)]))));
}
const samples = notes.filter((line) => line.startsWith("SAMPLE "));
if (samples.length > 0)
  process.stdout.write(`\nSampled sweeps (npm run test:exhaustive runs them whole):\n  ${samples.join("\n  ")}\n`);
process.stdout.write(`\nWall time ${seconds(Date.now() - startedAt)}\n`);
process.stdout.write(`\n${total("passed")} passed, ${total("failed")} failed, ${total("skipped")} skipped\n`);
process.exit(total("failed") === 0 ? 0 : 1);
