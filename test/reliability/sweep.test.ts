import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { RUNNING_LEASE_MS } from "../../src/db/job-queries";
import { jobs, orders } from "../../src/db/schema";
import { consumeJobBatch } from "../../src/jobs/consumer";
import { LOST_MESSAGE_AFTER_MS, MAX_JOB_ATTEMPTS, replayOrder, STUCK_AFTER_MS } from "../../src/jobs/fulfilment";
import { JOBS_DEAD_LETTER_QUEUE, JOBS_QUEUE } from "../../src/jobs/queues";
import { safeErrorMessage } from "../../src/lib/errors";
import { sweepStuckOrders } from "../../src/orders/paid/effects";
import { JOB_TYPES, type JobType } from "../../src/shared/statuses";
import worker from "../../workers/app";
import { createJob, createOrder, db, waitForOrder } from "../worker/factories";

const readOrder = (id: string) => db().query.orders.findFirst({ where: eq(orders.id, id) });

/**
 * How long a test waits for an order's whole pipeline on the real queue: a wait, not a figure. This file runs in the
 * reliability layer, a runtime of its own: in the Worker layer's shared runtime the queue carried every other file's
 * packs, and a fresh clone's run left the replayed order's pictures unfinished after 240 s.
 */
const PIPELINE_WAIT_MS = 240_000;

describe("the scheduled sweep", () => {
  it("restarts a paid order that was never started, and leaves fresh ones alone", async () => {
    const stuck = await createOrder({ status: "paid", updatedAt: Date.now() - STUCK_AFTER_MS - 1000 });
    const fresh = await createOrder({ status: "paid" });
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env);
    expect((await readOrder(stuck.id))?.status).toBe("processing");
    expect(await db().select().from(jobs).where(eq(jobs.orderId, stuck.id))).toHaveLength(5);
    expect((await readOrder(fresh.id))?.status).toBe("paid");
  });

  it(
    "resumes an order whose runtime died mid-pipeline: a job past its lease, messages lost",
    async () => {
      const now = Date.now();
      const order = await createOrder({ status: "processing", updatedAt: now - 10 * 60_000 });
      const jobIds = await jobsAsLeftByACrash(order.id, now);
      await worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: now }), env);
      await waitForOrder(order.id, "delivered", PIPELINE_WAIT_MS);
      const rows = await db().select().from(jobs).where(eq(jobs.orderId, order.id));
      expect(rows.every((j) => j.status === "completed")).toBe(true);
      // The story's worker is gone; it ran once more, not twice more.
      expect(rows.find((j) => j.id === jobIds.story)?.attempts).toBe(2);
    },
    PIPELINE_WAIT_MS + 10_000,
  );

  it("leaves a processing order alone while its work is alive, even a long one", async () => {
    const now = Date.now();
    const lastLook = now - 10 * 60_000;
    const order = await createOrder({ status: "processing", updatedAt: lastLook });
    const story = await createJob(order.id, "story");
    const cards = await createJob(order.id, "card_set");
    const book = await createJob(order.id, "storybook_pdf");
    await db()
      .update(jobs)
      .set({ status: "running", attempts: 1, startedAt: now - 60_000 })
      .where(eq(jobs.id, story.id));
    // Sent a minute ago: its message may still be on the queue, behind a busy batch.
    await db()
      .update(jobs)
      .set({ updatedAt: now - 60_000 })
      .where(eq(jobs.id, cards.id));
    // Made long ago and never sent: it waits for the story, which is still running.
    await db()
      .update(jobs)
      .set({ updatedAt: now - LOST_MESSAGE_AFTER_MS - 60_000 })
      .where(eq(jobs.id, book.id));
    await sweepStuckOrders(env, now);
    // The sweep stamps every order it takes up; this one it did not even look at.
    expect((await readOrder(order.id))?.updatedAt).toBe(lastLook);
    // Had anything been sent, the queue would have claimed it (and counted an attempt) by now.
    await new Promise((r) => setTimeout(r, 2000));
    const rows = await db().select().from(jobs).where(eq(jobs.orderId, order.id));
    expect(Object.fromEntries(rows.map((j) => [j.type, [j.status, j.attempts]]))).toEqual({
      story: ["running", 1],
      card_set: ["pending", 0],
      storybook_pdf: ["pending", 0],
    });
  });

  it("fails an order it cannot move, with the reason, for the operator to replay", async () => {
    const now = Date.now();
    // Every job says it finished, yet no file exists.
    const missing = await createOrder({ status: "processing", updatedAt: now - 10 * 60_000 });
    for (const type of JOB_TYPES) {
      const job = await createJob(missing.id, type);
      await db().update(jobs).set({ status: "completed" }).where(eq(jobs.id, job.id));
    }
    // A job whose worker has vanished twelve times: something in it stops the runtime.
    const crashing = await createOrder({ status: "processing", updatedAt: now - 10 * 60_000 });
    const job = await createJob(crashing.id, "card_set");
    await db()
      .update(jobs)
      .set({ status: "running", attempts: MAX_JOB_ATTEMPTS, startedAt: now - RUNNING_LEASE_MS - 1000 })
      .where(eq(jobs.id, job.id));

    await sweepStuckOrders(env, now);
    expect(await readOrder(missing.id)).toMatchObject({ status: "failed" });
    expect((await readOrder(missing.id))?.failureReason).toContain(
      "Every job finished but files are missing: story.json",
    );
    expect(await readOrder(crashing.id)).toMatchObject({
      status: "failed",
      failureReason: `card_set stopped ${MAX_JOB_ATTEMPTS} times without finishing`,
    });
    expect((await db().query.jobs.findFirst({ where: eq(jobs.id, job.id) }))?.status).toBe("failed");
  });
});

/**
 * An order's jobs as a killed runtime leaves them: the story was running (its lease has run out),
 * the card set and the oracle images were sent but their messages died with the queue, and the
 * two jobs that wait on others are still waiting.
 */
async function jobsAsLeftByACrash(orderId: string, now: number) {
  const ids = Object.fromEntries(
    await Promise.all(JOB_TYPES.map(async (type) => [type, (await createJob(orderId, type)).id] as const)),
  ) as Record<JobType, string>;
  await db()
    .update(jobs)
    .set({ status: "running", attempts: 1, startedAt: now - RUNNING_LEASE_MS - 1000 })
    .where(eq(jobs.id, ids.story));
  await db()
    .update(jobs)
    .set({ updatedAt: now - LOST_MESSAGE_AFTER_MS - 1000 })
    .where(inArray(jobs.id, [ids.card_set, ids.oracle_images, ids.storybook_pdf, ids.oracle_zip]));
  return ids;
}

describe("the operator's replay", () => {
  it(
    "re-queues a job whose lease ran out, not one still held",
    async () => {
      const now = Date.now();
      const order = await createOrder({ status: "processing", updatedAt: now - 10 * 60_000 });
      const ids = await jobsAsLeftByACrash(order.id, now);
      const result = await replayOrder(env, order.id);
      expect(result).toEqual({ outcome: "queued", jobs: expect.arrayContaining(["story"]) });
      await waitForOrder(order.id, "delivered", PIPELINE_WAIT_MS);
      expect((await db().query.jobs.findFirst({ where: eq(jobs.id, ids.story) }))?.status).toBe("completed");

      const held = await createOrder({ status: "processing" });
      const story = await createJob(held.id, "story");
      await db().update(jobs).set({ status: "running", startedAt: Date.now() }).where(eq(jobs.id, story.id));
      await replayOrder(env, held.id);
      expect((await db().query.jobs.findFirst({ where: eq(jobs.id, story.id) }))?.status).toBe("running");
    },
    PIPELINE_WAIT_MS + 10_000,
  );
});

describe("job leases", () => {
  it("does not fail a job from the dead-letter queue while another worker still holds it", async () => {
    const order = await createOrder({ status: "processing" });
    const job = await createJob(order.id, "card_set");
    await db().update(jobs).set({ status: "running", startedAt: Date.now() }).where(eq(jobs.id, job.id));
    const batch = createMessageBatch(JOBS_DEAD_LETTER_QUEUE, [
      { id: "dlq", timestamp: Date.now(), attempts: 1, body: { jobId: job.id } },
    ]);
    const retry = vi.spyOn(batch.messages[0] as Message, "retry");
    const ctx = createExecutionContext();
    await consumeJobBatch(batch, env, {});
    expect((await getQueueResult(batch, ctx)).retryMessages).toHaveLength(1);
    expect(retry.mock.calls[0]?.[0]?.delaySeconds).toBeGreaterThan(200);
    expect((await readOrder(order.id))?.status).toBe("processing");
  });

  it("waits for the lease before looking again at a job someone else is running", async () => {
    const order = await createOrder({ status: "processing" });
    const job = await createJob(order.id, "story");
    await db()
      .update(jobs)
      .set({ status: "running", startedAt: Date.now() - 60_000 })
      .where(eq(jobs.id, job.id));
    const batch = createMessageBatch(JOBS_QUEUE, [
      { id: "m", timestamp: Date.now(), attempts: 1, body: { jobId: job.id } },
    ]);
    const retry = vi.spyOn(batch.messages[0] as Message, "retry");
    await consumeJobBatch(batch, env, {});
    const delay = retry.mock.calls[0]?.[0]?.delaySeconds ?? 0;
    expect(delay).toBeGreaterThan(230);
    expect(delay).toBeLessThanOrEqual(250);
  });
});

describe("safeErrorMessage", () => {
  it("keeps a query's bound values (emails, birth dates) out of logs", () => {
    const error = new Error("Failed query: insert into orders values (?, ?)\nparams: kai@example.com,1990");
    error.name = "DrizzleQueryError";
    error.cause = new Error("D1_ERROR: UNIQUE constraint failed: orders.id");
    const message = safeErrorMessage(error);
    expect(message).toBe("Database query failed: D1_ERROR: UNIQUE constraint failed: orders.id");
    expect(message).not.toContain("kai@example.com");
  });
});
