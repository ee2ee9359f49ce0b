import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { jobs, orders } from "../../../src/db/schema";
import worker from "../../../src/index";
import { consumeJobBatch } from "../../../src/jobs/consumer";
import { STUCK_AFTER_MS, sweepStuckOrders } from "../../../src/jobs/fulfilment";
import { JOBS_DEAD_LETTER_QUEUE, JOBS_QUEUE } from "../../../src/jobs/queues";
import { safeErrorMessage } from "../../../src/lib/errors";
import { createJob, createOrder, db } from "../factories";

const readOrder = (id: string) => db().query.orders.findFirst({ where: eq(orders.id, id) });

describe("the scheduled sweep", () => {
  it("restarts a paid order that was never started, and leaves fresh ones alone", async () => {
    const stuck = await createOrder({ status: "paid", updatedAt: Date.now() - STUCK_AFTER_MS - 1000 });
    const fresh = await createOrder({ status: "paid" });
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env);
    expect((await readOrder(stuck.id))?.status).toBe("processing");
    expect(await db().select().from(jobs).where(eq(jobs.orderId, stuck.id))).toHaveLength(5);
    expect((await readOrder(fresh.id))?.status).toBe("paid");
    expect(await sweepStuckOrders(env)).toBe(0);
  });
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
