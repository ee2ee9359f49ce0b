import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "./client";
import { jobs } from "./schema";

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
 * Final failure, as a query not yet run: the caller batches it with the order's own
 * failure. Files already built stay in R2; replay re-queues only what is missing.
 */
export function failJobQuery(db: Database, jobId: string, error: string) {
  const now = nowMs();
  return db
    .update(jobs)
    .set({ status: "failed", lastError: error, finishedAt: now, updatedAt: now })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, ["pending", "running", "failed"])));
}

/** Marks pending jobs as just sent to the queue, so the sweep can tell a lost message from one in flight. */
export async function markJobsQueued(db: Database, jobIds: string[]): Promise<void> {
  if (jobIds.length === 0) return;
  await db
    .update(jobs)
    .set({ updatedAt: nowMs() })
    .where(and(inArray(jobs.id, jobIds), eq(jobs.status, "pending")));
}

/**
 * Back to pending: a job whose worker vanished (running past its lease) or one left failed
 * under an order that is processing again. False when it moved on in the meantime.
 */
export async function requeueStaleJob(db: Database, jobId: string, leaseCutoff: number): Promise<boolean> {
  const moved = await db
    .update(jobs)
    .set({ status: "pending", updatedAt: nowMs() })
    .where(
      and(
        eq(jobs.id, jobId),
        or(and(eq(jobs.status, "running"), lt(jobs.startedAt, leaseCutoff)), eq(jobs.status, "failed")),
      ),
    )
    .returning({ id: jobs.id });
  return moved.length === 1;
}
