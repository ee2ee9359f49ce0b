import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "./client";
import { jobs, orders } from "./schema";

/** Lease after which a "running" job whose worker vanished may be claimed again. */
export const RUNNING_LEASE_MS = 5 * 60 * 1000;

const nowMs = () => Date.now();

export function findJob(db: Database, jobId: string) {
  return db.query.jobs.findFirst({ where: eq(jobs.id, jobId) });
}

/**
 * Moves a job to running if nobody else holds it. One conditional UPDATE, so
 * two deliveries of the same message cannot both win. Returns false when the
 * job is completed or another consumer holds a live lease.
 */
export async function claimJob(db: Database, jobId: string): Promise<boolean> {
  const now = nowMs();
  const claimed = await db
    .update(jobs)
    .set({ status: "running", attempts: sql`${jobs.attempts} + 1`, startedAt: now, updatedAt: now })
    .where(
      and(
        eq(jobs.id, jobId),
        or(
          inArray(jobs.status, ["pending", "failed"]),
          and(eq(jobs.status, "running"), lt(jobs.startedAt, now - RUNNING_LEASE_MS)),
        ),
      ),
    )
    .returning({ id: jobs.id });
  return claimed.length === 1;
}

/** Also from "failed": work that finished after the dead-letter queue gave up on it still counts. */
export async function completeJob(db: Database, jobId: string): Promise<void> {
  const now = nowMs();
  await db
    .update(jobs)
    .set({ status: "completed", lastError: null, finishedAt: now, updatedAt: now })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, ["running", "failed"])));
}

/** Seconds until a running job's lease runs out (0 when it has, or the job is not running). */
export function leaseSecondsLeft(job: { status: string; startedAt: number | null }, now = nowMs()): number {
  if (job.status !== "running" || job.startedAt === null) return 0;
  return Math.max(0, Math.ceil((job.startedAt + RUNNING_LEASE_MS - now) / 1000));
}

/** A failed attempt that will be retried: back to pending, keeping the reason for the admin. */
export async function releaseJobForRetry(db: Database, jobId: string, error: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "pending", lastError: error, updatedAt: nowMs() })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, "running")));
}

/**
 * Final failure: the job and its order are marked failed with the reason, in
 * one batch. Files already built stay in R2; replay re-queues only what is missing.
 */
export async function failJobAndOrder(db: Database, jobId: string, orderId: string, error: string): Promise<void> {
  const now = nowMs();
  await db.batch([
    db
      .update(jobs)
      .set({ status: "failed", lastError: error, finishedAt: now, updatedAt: now })
      .where(and(eq(jobs.id, jobId), inArray(jobs.status, ["pending", "running", "failed"]))),
    db
      .update(orders)
      .set({ status: "failed", failureReason: error, updatedAt: now })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ["paid", "processing"]))),
  ]);
}
