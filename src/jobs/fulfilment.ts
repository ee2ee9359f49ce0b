/**
 * The soulmate pack's life after payment: which jobs exist, when each may run,
 * when the order is delivered, and how a failed order is replayed. Every
 * transition is a conditional UPDATE, so retries and races cannot double up.
 */
import { and, eq, inArray } from "drizzle-orm";
import { existingArtifactNames } from "../db/artifact-queries";
import { createDb, type Database } from "../db/client";
import { failJobQuery, markJobsQueued, RUNNING_LEASE_MS, requeueStaleJob } from "../db/job-queries";
import { type Job, jobs } from "../db/schema";
import { enqueueEmail } from "../emails/outbox";
import { log } from "../lib/log";
import { findOrder, findOrderStatus, findStalledOrders } from "../orders/queries";
import { failOrderQuery, markOrderDelivered, markOrderSwept, reopenOrderForReplay } from "../orders/transitions";
import { JOB_TYPES, type JobType } from "../shared/statuses";
import { filesOfJob, JOB_PREREQUISITES } from "../soulmate/artifact-names";
import type { JobMessage } from "./queues";

const ALL_FILES = JOB_TYPES.flatMap(filesOfJob);

/** Default priority; replays run ahead of fresh orders in the admin's view. */
const PRIORITY = { normal: 100, replay: 50 } as const;

async function sendJobs(env: Env, jobIds: string[]): Promise<void> {
  if (jobIds.length === 0) return;
  await env.JOBS.sendBatch(jobIds.map((jobId) => ({ body: { jobId } satisfies JobMessage })));
  await markJobsQueued(createDb(env.DB), jobIds);
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
 * Creates a paid soulmate order's five jobs (once; later calls find them there) and sends the
 * ready ones. What calls it, and when the order moves to processing, is src/orders/paid/effects.ts.
 */
export async function queuePackJobs(env: Env, orderId: string): Promise<void> {
  const all = await ensureJobs(createDb(env.DB), orderId, PRIORITY.normal);
  await sendJobs(
    env,
    readyJobs(all).map((j) => j.id),
  );
}

/** Orders paid this long ago but never started are picked up by the scheduled sweep. */
export const STUCK_AFTER_MS = 2 * 60 * 1000;

/**
 * A pending job sent (or put back for a retry) this long ago and still pending has lost its
 * message, say to a runtime killed mid-pipeline: longer than the queue's longest retry backoff
 * (retryDelaySeconds caps at 5 minutes), so a job waiting out its backoff is never taken for lost.
 */
export const LOST_MESSAGE_AFTER_MS = 6 * 60 * 1000;

/**
 * A job whose worker vanished this many times (the queue's six deliveries, twice over) is not
 * sent again: something in it stops the runtime, say a CPU limit. It fails, so the operator sees
 * it and can replay once it is fixed.
 */
export const MAX_JOB_ATTEMPTS = 12;

/** How many orders one sweep looks at, of each kind; the next sweep takes the rest. */
export const SWEEP_BATCH = 50;

/**
 * The pipeline's half of the scheduled sweep (src/orders/paid/effects.ts starts the orders
 * never started): resumes orders whose pipeline stopped while "processing" (a job running past
 * its lease, a lost message, an interrupted replay, a delivery never recorded). `now` is the
 * trigger's scheduled time. Returns how many it resumed.
 */
export async function resumeStalledOrders(env: Env, now: number): Promise<number> {
  const stalled = await findStalledOrders(
    createDb(env.DB),
    { lease: now - RUNNING_LEASE_MS, lostMessage: now - LOST_MESSAGE_AFTER_MS, quiet: now - STUCK_AFTER_MS },
    SWEEP_BATCH,
  );
  let resumed = 0;
  for (const { id } of stalled) {
    if (await resumeStalledOrder(env, id, now)) resumed++;
  }
  return resumed;
}

/**
 * Puts a stalled order's pipeline back on the queue: jobs whose worker vanished or that an
 * interrupted replay left failed go back to pending, and every ready job whose message was
 * lost is sent again. Jobs are idempotent and claimed conditionally, so a message that was
 * only slow costs a duplicate delivery, never a second pack. An order that cannot move on its
 * own (every job done but files missing, or a job that keeps killing its worker) fails with
 * its reason, for the operator to replay. True when it sent, delivered or failed the order.
 */
async function resumeStalledOrder(env: Env, orderId: string, now: number): Promise<boolean> {
  const db = createDb(env.DB);
  await markOrderSwept(db, orderId);
  const all = await ensureJobs(db, orderId, PRIORITY.normal);
  const resend = new Set<string>();
  for (const job of all) {
    const vanished = job.status === "running" && (job.startedAt ?? now) < now - RUNNING_LEASE_MS;
    if (vanished && job.attempts >= MAX_JOB_ATTEMPTS) {
      const reason = `${job.type} stopped ${job.attempts} times without finishing`;
      await db.batch([failJobQuery(db, job.id, reason), failOrderQuery(db, orderId, reason)]);
      log("error", "job keeps stopping its worker", { orderId, jobId: job.id, type: job.type });
      await tellBuyerIfFailed(env, orderId);
      return true;
    }
    if (job.status === "running" || job.status === "failed") {
      if (await requeueStaleJob(db, job.id, now - RUNNING_LEASE_MS)) {
        job.status = "pending";
        resend.add(job.id);
      }
    } else if (job.status === "pending" && job.updatedAt < now - LOST_MESSAGE_AFTER_MS) {
      resend.add(job.id);
    }
  }
  const ready = readyJobs(all).filter((j) => resend.has(j.id));
  await sendJobs(
    env,
    ready.map((j) => j.id),
  );
  if (ready.length > 0) {
    log("warn", "resumed a stalled order", { orderId, jobs: ready.map((j) => j.type) });
    return true;
  }
  if (await deliverIfComplete(db, orderId)) {
    await enqueueEmail(env, orderId, "pack_delivered");
    return true;
  }
  if (all.every((j) => j.status === "completed")) {
    const present = await existingArtifactNames(db, orderId, ALL_FILES);
    const reason = `Every job finished but files are missing: ${ALL_FILES.filter((f) => !present.has(f)).join(", ")}`;
    await failOrderQuery(db, orderId, reason);
    log("error", "stalled order failed", { orderId, reason });
    await tellBuyerIfFailed(env, orderId);
    return true;
  }
  return false;
}

/**
 * Moves the order to delivered once every file the result page lists exists,
 * also from "failed": a job that finishes after being given up on still counts.
 */
export async function deliverIfComplete(db: Database, orderId: string): Promise<boolean> {
  const present = await existingArtifactNames(db, orderId, ALL_FILES);
  if (present.size < ALL_FILES.length) return false;
  const delivered = await markOrderDelivered(db, orderId);
  if (delivered) log("info", "order delivered", { orderId });
  return delivered;
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
  if (await deliverIfComplete(db, job.orderId)) await enqueueEmail(env, job.orderId, "pack_delivered");
}

/**
 * After a failure was written: the buyer hears of it only if the order did fail (it may have
 * been delivered or refunded meanwhile), and once per order however often it fails again.
 */
export async function tellBuyerIfFailed(env: Env, orderId: string): Promise<void> {
  const order = await findOrderStatus(createDb(env.DB), orderId);
  if (order?.status === "failed") await enqueueEmail(env, orderId, "order_failed");
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
  await reopenOrderForReplay(db, orderId);

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
      // A job running under a live lease keeps its claim; one whose worker vanished
      // (past its lease) starts over like everything else.
      if (job.status === "running" && !(await requeueStaleJob(db, job.id, now - RUNNING_LEASE_MS))) continue;
      await db
        .update(jobs)
        .set({ status: "pending", lastError: null, priority: PRIORITY.replay, updatedAt: now })
        .where(and(eq(jobs.id, job.id), inArray(jobs.status, ["pending", "failed", "completed"])));
      job.status = "pending";
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
