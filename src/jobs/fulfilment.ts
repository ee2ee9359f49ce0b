/**
 * The soulmate pack's life after payment: which jobs exist, when each may run,
 * when the order is delivered, and how a failed order is replayed. Every
 * transition is a conditional UPDATE, so retries and races cannot double up.
 */
import { and, eq, inArray, lt } from "drizzle-orm";
import { existingArtifactNames } from "../db/artifact-queries";
import { createDb, type Database } from "../db/client";
import { type Job, jobs, orders } from "../db/schema";
import { log } from "../lib/log";
import { findOrder } from "../orders/queries";
import { JOB_TYPES, type JobType } from "../shared/statuses";
import { filesOfJob, JOB_PREREQUISITES } from "../soulmate/artifact-names";
import type { JobMessage } from "./queues";

const ALL_FILES = JOB_TYPES.flatMap(filesOfJob);

/** Default priority; replays run ahead of fresh orders in the admin's view. */
const PRIORITY = { normal: 100, replay: 50 } as const;

async function sendJobs(env: Env, jobIds: string[]): Promise<void> {
  if (jobIds.length === 0) return;
  await env.JOBS.sendBatch(jobIds.map((jobId) => ({ body: { jobId } satisfies JobMessage })));
}

/** Creates the order's five jobs once; later calls find them already there. */
async function ensureJobs(db: Database, orderId: string, priority: number): Promise<Job[]> {
  await db
    .insert(jobs)
    .values(JOB_TYPES.map((type) => ({ id: crypto.randomUUID(), orderId, type, priority })))
    .onConflictDoNothing({ target: [jobs.orderId, jobs.type] });
  return db.select().from(jobs).where(eq(jobs.orderId, orderId));
}

/** Pending jobs whose prerequisites are complete: ready to be sent to the queue. */
function readyJobs(all: Job[]): Job[] {
  const done = new Set(all.filter((j) => j.status === "completed").map((j) => j.type));
  return all.filter((j) => j.status === "pending" && JOB_PREREQUISITES[j.type].every((type) => done.has(type)));
}

/**
 * Starts building a paid soulmate order's pack. Jobs are created and the ready
 * ones sent before the order moves from paid to processing, so a crash in
 * between leaves it "paid" and the next call (a webhook, the scheduled sweep)
 * sends them again; duplicate messages are harmless because jobs are
 * idempotent. `started` is true only for the call that made the move.
 */
export async function startFulfilment(env: Env, orderId: string): Promise<{ started: boolean }> {
  const db = createDb(env.DB);
  const order = await findOrder(db, orderId);
  if (order?.status !== "paid" || order.productType !== "soulmate") return { started: false };
  const all = await ensureJobs(db, orderId, PRIORITY.normal);
  await sendJobs(
    env,
    readyJobs(all).map((j) => j.id),
  );
  const moved = await db
    .update(orders)
    .set({ status: "processing", updatedAt: Date.now() })
    .where(and(eq(orders.id, orderId), eq(orders.status, "paid")))
    .returning({ id: orders.id });
  if (moved.length > 0) log("info", "fulfilment started", { orderId });
  return { started: moved.length > 0 };
}

/** Orders paid this long ago but never started are picked up by the scheduled sweep. */
export const STUCK_AFTER_MS = 2 * 60 * 1000;

/**
 * The safety net (a cron trigger): restarts soulmate orders left "paid" by a
 * failure between payment and enqueueing. Returns how many it restarted.
 */
export async function sweepStuckOrders(env: Env, now = Date.now()): Promise<number> {
  const db = createDb(env.DB);
  const stuck = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.status, "paid"), eq(orders.productType, "soulmate"), lt(orders.updatedAt, now - STUCK_AFTER_MS)),
    )
    .limit(50);
  let restarted = 0;
  for (const { id } of stuck) {
    if ((await startFulfilment(env, id)).started) restarted++;
  }
  if (restarted > 0) log("warn", "restarted stuck orders", { restarted });
  return restarted;
}

/**
 * Moves the order to delivered once every file the result page lists exists,
 * also from "failed": a job that finishes after being given up on still counts.
 */
export async function deliverIfComplete(db: Database, orderId: string): Promise<boolean> {
  const present = await existingArtifactNames(db, orderId, ALL_FILES);
  if (present.size < ALL_FILES.length) return false;
  const now = Date.now();
  const moved = await db
    .update(orders)
    .set({ status: "delivered", deliveredAt: now, failureReason: null, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ["paid", "processing", "failed"])))
    .returning({ id: orders.id });
  if (moved.length > 0) log("info", "order delivered", { orderId });
  return moved.length > 0;
}

/** Called after a job completes (and again on a redelivered message): sends what became ready, delivers if done. */
export async function afterJobCompleted(job: Job, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const all = await db.select().from(jobs).where(eq(jobs.orderId, job.orderId));
  const dependents = readyJobs(all).filter((j) => JOB_PREREQUISITES[j.type].includes(job.type));
  await sendJobs(
    env,
    dependents.map((j) => j.id),
  );
  await deliverIfComplete(db, job.orderId);
}

export type ReplayResult =
  | { outcome: "queued"; jobs: JobType[] }
  | { outcome: "delivered" }
  | { outcome: "not_found" }
  | { outcome: "not_replayable"; reason: string };

/**
 * Re-queues only what is missing for a soulmate order that is not delivered.
 * Jobs whose files all exist are marked completed; the others go back to
 * pending with their error cleared, and those whose prerequisites are met are sent.
 */
export async function replayOrder(env: Env, orderId: string): Promise<ReplayResult> {
  const db = createDb(env.DB);
  const order = await findOrder(db, orderId);
  if (!order) return { outcome: "not_found" };
  if (order.productType !== "soulmate") return { outcome: "not_replayable", reason: "Tarot readings are not replayed" };
  if (!["paid", "processing", "failed"].includes(order.status)) {
    return { outcome: "not_replayable", reason: `Order is ${order.status}` };
  }
  const now = Date.now();
  await db
    .update(orders)
    .set({ status: "processing", failureReason: null, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ["paid", "processing", "failed"])));

  const all = await ensureJobs(db, orderId, PRIORITY.replay);
  const present = await existingArtifactNames(db, orderId, ALL_FILES);
  const missing: JobType[] = [];
  for (const job of all) {
    const complete = filesOfJob(job.type).every((name) => present.has(name));
    if (complete) {
      if (job.status !== "completed") {
        await db
          .update(jobs)
          .set({ status: "completed", lastError: null, finishedAt: now, updatedAt: now })
          .where(eq(jobs.id, job.id));
      }
      job.status = "completed";
    } else {
      missing.push(job.type);
      // A job running right now keeps its claim; anything else starts over.
      if (job.status !== "running") {
        await db
          .update(jobs)
          .set({ status: "pending", lastError: null, priority: PRIORITY.replay, updatedAt: now })
          .where(and(eq(jobs.id, job.id), inArray(jobs.status, ["pending", "failed", "completed"])));
        job.status = "pending";
      }
    }
  }
  if (missing.length === 0) {
    await deliverIfComplete(db, orderId);
    return { outcome: "delivered" };
  }
  await sendJobs(
    env,
    readyJobs(all).map((j) => j.id),
  );
  log("info", "order replayed", { orderId, jobs: missing });
  return { outcome: "queued", jobs: missing };
}
