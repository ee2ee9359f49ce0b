import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { jobs, orders } from "../../../src/db/schema";
import { consumeJobBatch, type JobHandlers } from "../../../src/jobs/consumer";
import { JOBS_DEAD_LETTER_QUEUE, JOBS_QUEUE } from "../../../src/jobs/queues";
import worker from "../../../workers/app";
import { createJob, createOrder, db } from "../factories";

const message = (body: unknown, attempts = 1) => ({
  id: crypto.randomUUID(),
  timestamp: Date.now(),
  attempts,
  body,
});

async function consume(queue: string, bodies: { body: unknown; attempts?: number }[], handlers: JobHandlers) {
  const batch = createMessageBatch(
    queue,
    bodies.map((b) => message(b.body, b.attempts)),
  );
  // The test harness records which messages were retried but not their delay, so watch the calls.
  const retrySpies = batch.messages.map((m) => vi.spyOn(m, "retry"));
  const ctx = createExecutionContext();
  await consumeJobBatch(batch, env, handlers);
  return { batch, retrySpies, result: await getQueueResult(batch, ctx) };
}

const readJob = (id: string) => db().query.jobs.findFirst({ where: eq(jobs.id, id) });
const readOrder = (id: string) => db().query.orders.findFirst({ where: eq(orders.id, id) });

describe("JOBS queue consumer", () => {
  it("runs a pending job, marks it completed and acks its message", async () => {
    const order = await createOrder();
    const job = await createJob(order.id, "story");
    const story = vi.fn(async () => {});
    const { batch, result } = await consume(JOBS_QUEUE, [{ body: { jobId: job.id } }], { story });
    expect(story).toHaveBeenCalledOnce();
    expect(result.explicitAcks).toEqual([batch.messages[0]?.id]);
    expect(result.retryMessages).toEqual([]);
    expect(await readJob(job.id)).toMatchObject({ status: "completed", attempts: 1, lastError: null });
  });

  it("retries a failing job with backoff and records the error for the admin", async () => {
    const order = await createOrder();
    const job = await createJob(order.id, "storybook_pdf");
    const { batch, result, retrySpies } = await consume(JOBS_QUEUE, [{ body: { jobId: job.id }, attempts: 3 }], {
      storybook_pdf: async () => {
        throw new Error("font missing");
      },
    });
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages).toEqual([{ msgId: batch.messages[0]?.id }]);
    // Third attempt: 10 s doubled twice.
    expect(retrySpies[0]).toHaveBeenCalledWith({ delaySeconds: 40 });
    expect(await readJob(job.id)).toMatchObject({ status: "pending", attempts: 1, lastError: "font missing" });
  });

  it("acks each message on its own: one failure does not retry its neighbours", async () => {
    const order = await createOrder();
    const good = await createJob(order.id, "story");
    const bad = await createJob(order.id, "card_set");
    const { batch, result } = await consume(JOBS_QUEUE, [{ body: { jobId: good.id } }, { body: { jobId: bad.id } }], {
      story: async () => {},
      card_set: async () => {
        throw new Error("render failed");
      },
    });
    expect(result.ackAll).toBe(false);
    expect(result.retryBatch.retry).toBe(false);
    expect(result.explicitAcks).toEqual([batch.messages[0]?.id]);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual([batch.messages[1]?.id]);
  });

  it("runs a job once when its message is delivered twice", async () => {
    const order = await createOrder();
    const job = await createJob(order.id, "oracle_images");
    const oracle_images = vi.fn(async () => {});
    await consume(JOBS_QUEUE, [{ body: { jobId: job.id } }, { body: { jobId: job.id } }], { oracle_images });
    const again = await consume(JOBS_QUEUE, [{ body: { jobId: job.id } }], { oracle_images });
    expect(oracle_images).toHaveBeenCalledOnce();
    expect(again.result.explicitAcks).toHaveLength(1);
    expect(await readJob(job.id)).toMatchObject({ status: "completed", attempts: 1 });
  });

  it("lets only one of two racing consumers claim a job", async () => {
    const order = await createOrder();
    const job = await createJob(order.id, "oracle_zip");
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const oracle_zip = vi.fn(() => gate);
    const first = consume(JOBS_QUEUE, [{ body: { jobId: job.id } }], { oracle_zip });
    await vi.waitFor(() => expect(oracle_zip).toHaveBeenCalledOnce());
    const second = await consume(JOBS_QUEUE, [{ body: { jobId: job.id } }], { oracle_zip });
    // The loser does not drop the message: it looks again later in case the winner dies.
    expect(second.result.retryMessages).toHaveLength(1);
    release();
    await first;
    expect(oracle_zip).toHaveBeenCalledOnce();
    expect(await readJob(job.id)).toMatchObject({ status: "completed" });
  });

  it("drops a malformed message instead of retrying it forever", async () => {
    const { batch, result } = await consume(JOBS_QUEUE, [{ body: { nope: true } }, { body: "garbage" }], {});
    expect(result.explicitAcks).toEqual(batch.messages.map((m) => m.id));
  });

  it("acks a message whose job no longer exists", async () => {
    const { result } = await consume(JOBS_QUEUE, [{ body: { jobId: crypto.randomUUID() } }], {});
    expect(result.explicitAcks).toHaveLength(1);
  });

  it("marks the job and its order failed when the message reaches the dead-letter queue", async () => {
    const order = await createOrder({ status: "processing" });
    const job = await createJob(order.id, "card_set");
    await db().update(jobs).set({ attempts: 6, lastError: "render failed" }).where(eq(jobs.id, job.id));
    const { result } = await consume(JOBS_DEAD_LETTER_QUEUE, [{ body: { jobId: job.id } }], {});
    expect(result.explicitAcks).toHaveLength(1);
    expect(await readJob(job.id)).toMatchObject({
      status: "failed",
      lastError: "card_set failed after 6 attempts: render failed",
    });
    expect(await readOrder(order.id)).toMatchObject({
      status: "failed",
      failureReason: "card_set failed after 6 attempts: render failed",
    });
  });

  it("leaves a completed job and a delivered order alone if a stale copy reaches the dead-letter queue", async () => {
    const order = await createOrder({ status: "delivered" });
    const job = await createJob(order.id, "story");
    await db().update(jobs).set({ status: "completed" }).where(eq(jobs.id, job.id));
    await consume(JOBS_DEAD_LETTER_QUEUE, [{ body: { jobId: job.id } }], {});
    expect(await readJob(job.id)).toMatchObject({ status: "completed" });
    expect(await readOrder(order.id)).toMatchObject({ status: "delivered" });
  });

  it("is wired as the Worker's queue handler", async () => {
    const order = await createOrder();
    const job = await createJob(order.id, "story");
    const batch = createMessageBatch(JOBS_QUEUE, [message({ jobId: job.id })]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    const result = await getQueueResult(batch, ctx);
    // Each message is settled explicitly, one way or the other.
    expect(result.explicitAcks.length + result.retryMessages.length).toBe(1);
    expect((await readJob(job.id))?.attempts).toBe(1);
  });
});
