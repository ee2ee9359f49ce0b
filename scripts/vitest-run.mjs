/**
 * One vitest run and its honest verdict, for `npm test` (scripts/test.mjs) and the standing suites
 * (scripts/suite.mjs). A run passes only when every one of these holds:
 *   - vitest exits 0 (an unhandled error or rejection makes it exit 1 even when every test passed);
 *   - no file failed outside its tests (a throwing beforeAll or afterAll, an import error, a crashed
 *     worker): vitest then marks the file failed and its tests skipped, which a count of failed
 *     tests alone would miss;
 *   - every project asked for ran at least one test (a pattern that matches nothing is a mistake).
 * Skipped and todo tests are counted and reported.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const GNU_TIME = "/usr/bin/time";
/** coreutils' nice, for a run in the background. */
const NICE = "/usr/bin/nice";
/**
 * How far back a background run stands (decision 0092): nice 5 weighs about a third of a normal process, so the
 * journeys get the cores first while a background layer's timed tests still get a share beside other work. At nice 10
 * (a tenth) a jsdom test ran out its 20 s beside a second test run at normal priority.
 */
const BACKGROUND_NICE = "5";
const CPU_MARK = "CPU-SECONDS-USER-SYSTEM";

/** The runs under way: a runner stopped with Ctrl-C or a signal stops them too, servers and browsers included. */
const running = new Set();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    process.exit(130);
  });
}

/**
 * @typedef {{ name: string, project: string, ms: number, passed: number, failed: number, skipped: number }} FileResult
 * @typedef {{ passed: number, failed: number, skipped: number, problems: string[], files: FileResult[], output: string, exitCode: number | null, cpuSeconds: number | null }} RunResult
 */

/** The project a report's file belongs to: vitest's JSON report does not say, so ask the config's include patterns. */
function projectOf(file, projects) {
  const relative = path.relative(root, file);
  return projects.find((p) => p.matches(relative))?.name ?? "?";
}

/**
 * Reads vitest's JSON report into a verdict.
 * @param {any} report the parsed JSON report, or null when vitest wrote none
 * @param {number | null} exitCode
 * @param {{ name: string, matches: (file: string) => boolean }[]} projects the projects this run was asked for
 * @param {{ allowEmpty?: boolean }} [options] allowEmpty: a run of only the tests related to a change may find none
 * @returns {Omit<RunResult, "output" | "exitCode">}
 */
export function verdict(report, exitCode, projects, { allowEmpty = false } = {}) {
  const problems = [];
  if (!report) {
    problems.push("vitest wrote no report");
    return { passed: 0, failed: 1, skipped: 0, problems, files: [] };
  }
  let failed = 0;
  const files = [];
  const testsPerProject = new Map(projects.map((p) => [p.name, 0]));
  for (const file of report.testResults) {
    const count = (status) => file.assertionResults.filter((r) => r.status === status).length;
    const result = {
      name: path.relative(root, file.name),
      project: projectOf(file.name, projects),
      ms: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)),
      passed: count("passed"),
      failed: count("failed"),
      skipped: count("skipped") + count("pending") + count("todo") + count("disabled"),
    };
    // A file that failed while none of its tests did failed in a hook, at import, or in a crash.
    if (file.status === "failed" && result.failed === 0) {
      result.failed = 1;
      const message = (file.message ?? "").split("\n")[0] || "failed outside its tests (a hook, an import or a crash)";
      problems.push(`${result.name}: ${message}`);
    }
    failed += result.failed;
    testsPerProject.set(result.project, (testsPerProject.get(result.project) ?? 0) + file.assertionResults.length);
    files.push(result);
  }
  for (const [name, tests] of testsPerProject) {
    if (tests === 0 && !allowEmpty) {
      failed++;
      problems.push(`project ${name} ran no test`);
    }
  }
  if (exitCode !== 0 && failed === 0) {
    failed++;
    problems.push(`vitest exited with ${exitCode ?? "a signal"} although no test failed (an unhandled error?)`);
  }
  const passed = files.reduce((sum, f) => sum + f.passed, 0);
  const skipped = files.reduce((sum, f) => sum + f.skipped, 0);
  return { passed, failed, skipped, problems, files };
}

/**
 * A command at a lower CPU priority (BACKGROUND_NICE; everything it starts inherits it), where the machine has coreutils'
 * nice: a run beside it on the critical path gets the cores first. Spawn it `detached` and pass the child to
 * `behind` as well: on Linux with autogroups a nice value weighs only against its own session.
 * @returns {[string, string[]]}
 */
export function inBackground(command, args) {
  return existsSync(NICE) ? [NICE, ["-n", BACKGROUND_NICE, command, ...args]] : [command, args];
}

/**
 * Lowers the CPU share of a detached child's whole session. Linux (with CONFIG_SCHED_AUTOGROUP, on by default) first
 * shares the cores between sessions, each detached run being one, and only then by nice within each: a run at nice 10
 * in its own session still took an equal share, and the browser journeys beside three of them ran 917 s instead of
 * the 410 s they take alone (decision 0092). Nothing where the kernel has no autogroups, or the child shares ours.
 * @param {import("node:child_process").ChildProcess} child
 */
export function behind(child) {
  const file = `/proc/${child.pid}/autogroup`;
  try {
    if (readFileSync(file, "utf8").split(" ")[0] === readFileSync("/proc/self/autogroup", "utf8").split(" ")[0]) return;
    writeFileSync(file, BACKGROUND_NICE);
  } catch {
    // No autogroups here (another kernel, or they are off), or the child has already exited.
  }
}

/**
 * Runs `vitest run` for some projects, its output kept (not printed) so that runs can go side by side.
 * @param {{ name: string, matches: (file: string) => boolean }[]} projects
 * @param {string[]} extraArgs more vitest arguments (file filters, --changed)
 * @param {{ env: NodeJS.ProcessEnv, live?: boolean, allowEmpty?: boolean, background?: boolean }} options
 *   live: print the output as it comes; background: a lower CPU priority (nice 5) for the run and everything it
 *   starts, so that a run on the critical path beside it gets the cores first
 * @returns {Promise<RunResult>}
 */
export async function runVitest(projects, extraArgs, { env, live = false, allowEmpty = false, background = false }) {
  const dir = mkdtempSync(path.join(tmpdir(), "vitest-report-"));
  const reportFile = path.join(dir, "report.json");
  const args = [
    "run",
    ...projects.flatMap((p) => ["--project", p.name]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${reportFile}`,
    ...extraArgs,
  ];
  let output = "";
  // GNU time, where the machine has it, reports the CPU the run used, its workers, runtimes and browsers included.
  const vitest = path.join(root, "node_modules", ".bin", "vitest");
  const [timed, timedArgs] = existsSync(GNU_TIME)
    ? [GNU_TIME, ["-f", `${CPU_MARK} %U %S`, vitest, ...args]]
    : [vitest, args];
  const [command, commandArgs] = background ? inBackground(timed, timedArgs) : [timed, timedArgs];
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: { ...env, FORCE_COLOR: live ? env.FORCE_COLOR : "0" },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so that stopping it stops its servers and browsers.
    detached: true,
  });
  if (background) behind(child);
  running.add(child);
  const keep = (chunk) => {
    output += chunk;
    if (live) process.stdout.write(chunk);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exitCode = await new Promise((resolve) => child.on("close", (code) => resolve(code)));
  running.delete(child);
  let report = null;
  try {
    report = JSON.parse(readFileSync(reportFile, "utf8"));
  } catch {
    // no report: the verdict says so
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const cpu = output.match(new RegExp(`${CPU_MARK} ([\\d.]+) ([\\d.]+)`));
  const cpuSeconds = cpu ? Number(cpu[1]) + Number(cpu[2]) : null;
  return { ...verdict(report, exitCode, projects, { allowEmpty }), output, exitCode, cpuSeconds };
}
