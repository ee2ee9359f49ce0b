/**
 * Chaos: the runtime itself dies mid-pipeline. The built shop runs under
 * `wrangler dev`; buyers redeem free coupons for a batch of soulmate orders and,
 * while their packs are being built, workerd is killed with SIGKILL. Jobs that
 * were running stay "running" and every message on the local queue is gone, as
 * after a crash or an eviction in production. The shop starts again on the same
 * state and the cron trigger fires the way the first one after the jobs' lease
 * would (`/cdn-cgi/handler/scheduled?time=`, six and a half minutes on): every order must end
 * delivered, each with its whole pack once, or failed and replayable.
 *
 * Figures (FIGURE lines, collected by `npm run test:reliability`): how many
 * orders the kill caught unfinished, how many the restart alone left stuck, and
 * how long after the sweep every order was delivered.
 */
import { afterAll, describe, expect, it } from "vitest";
import { startLocalServer } from "../../../scripts/local-server.mjs";
import { RUNNING_LEASE_MS } from "../../../src/db/job-queries";
import { LOST_MESSAGE_AFTER_MS } from "../../../src/jobs/fulfilment";
import { JOB_TYPES } from "../../../src/shared/statuses";
import { filesOfJob } from "../../../src/soulmate/artifact-names";

const ADMIN_KEY = "chaos-admin-key-0123456789";
const ORDERS = 12;
const PACK_FILES = JOB_TYPES.flatMap(filesOfJob);

type Server = Awaited<ReturnType<typeof startLocalServer>>;
type Detail = { order: { status: string }; jobs: { type: string; status: string }[]; files: string[] };

let server: Server | undefined;
afterAll(async () => {
  await server?.stop();
});

async function admin(path: string): Promise<Detail> {
  if (!server) throw new Error("no server");
  const res = await fetch(`${server.url}/api/admin${path}`, { headers: { "x-admin-key": ADMIN_KEY } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Detail;
}

/** A buyer: the quiz's answers, then the free coupon, from one browser (its cookies kept). */
async function freeOrder(url: string, n: number): Promise<string> {
  const cookies = new Map<string, string>();
  const call = async (path: string, body: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "cf-connecting-ip": `chaos-${n}`,
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const { orderId } = (await call("/api/quiz/prepare", {
    starSign: "gemini",
    birthday: { day: 3 + n, month: 6, year: 1985 + n },
    city: ["Hobart", "Perth", "Cairns", "Geelong"][n % 4],
    preference: n % 2 ? "women" : "men",
    relationshipStatus: "single",
    firstName: `Chaos${String.fromCharCode(65 + n)}`,
    email: `chaos-${n}@example.com`,
  })) as { orderId: string };
  const applied = await call("/api/coupons/apply", { orderId, couponCode: "SOULMATE-FREE" });
  expect(applied).toMatchObject({ applied: true, free: true });
  return orderId;
}

const statuses = async (ids: string[]) =>
  Promise.all(ids.map(async (id) => (await admin(`/orders/${id}`)).order.status));

async function waitUntil<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("a runtime killed mid-pipeline", () => {
  it("loses no order: the sweep after the lease finishes every pack", async () => {
    server = await startLocalServer({ seed: true, quiet: true, vars: { ADMIN_KEY } });
    const { url } = server;
    const ids = await Promise.all(Array.from({ length: ORDERS }, (_, n) => freeOrder(url, n)));

    // Kill while jobs are running: their workers vanish with their claims held.
    const details = () => Promise.all(ids.map((id) => admin(`/orders/${id}`)));
    const runningJobs = (all: Detail[]) => all.flatMap((d) => d.jobs).filter((j) => j.status === "running").length;
    await waitUntil(
      "a running job",
      async () => runningJobs(await details()),
      (n) => n > 0,
      120_000,
    );
    const state = server.state;
    await server.kill();
    const killedAt = Date.now();

    server = await startLocalServer({ state, quiet: true, vars: { ADMIN_KEY } });
    const afterRestart = await statuses(ids);
    const unfinished = afterRestart.filter((s) => s !== "delivered").length;
    expect(unfinished).toBeGreaterThan(0);
    // Whether a job is still marked running after the restart varies: a job takes well under a second, and a
    // write the killed runtime had not yet made durable is gone. test/reliability/sweep.test.ts covers a job
    // left running past its lease on its own.
    const stuckJobs = runningJobs(await details());

    // Give the restarted queue a moment: anything it still held would move now. What is left is stuck.
    await new Promise((r) => setTimeout(r, 5000));
    const stuck = (await statuses(ids)).filter((s) => s === "processing").length;

    // The first cron run that can see past the lease of a job that was running at the kill.
    const sweepAt = killedAt + Math.max(RUNNING_LEASE_MS, LOST_MESSAGE_AFTER_MS) + 30_000;
    const swept = Date.now();
    const cron = await fetch(
      `${server.url}/cdn-cgi/handler/scheduled?time=${sweepAt}&cron=${encodeURIComponent("*/5 * * * *")}`,
    );
    expect(cron.status).toBe(200);
    const final = await waitUntil(
      "every order delivered",
      () => statuses(ids),
      (s) => s.every((status) => status === "delivered" || status === "failed"),
      180_000,
    );
    const recoverySeconds = (Date.now() - swept) / 1000;
    expect(final.filter((s) => s === "failed")).toEqual([]);

    for (const id of ids) {
      const detail = await admin(`/orders/${id}`);
      expect(detail.jobs.map((j) => j.status)).toEqual(JOB_TYPES.map(() => "completed"));
      expect([...detail.files].sort()).toEqual([...PACK_FILES].sort());
    }
    console.log(`FIGURE chaos, orders unfinished when the runtime was killed: ${unfinished} of ${ORDERS}`);
    console.log(`FIGURE chaos, jobs left running by the kill: ${stuckJobs}`);
    console.log(`FIGURE chaos, orders still stuck after the restart alone: ${stuck}`);
    console.log(
      `FIGURE chaos, seconds from the sweep until all ${ORDERS} were delivered: ${recoverySeconds.toFixed(1)}`,
    );
  }, 600_000);
});
