import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { artifacts, jobs, orders } from "../../../src/db/schema";
import { consumeJobBatch } from "../../../src/jobs/consumer";
import { afterJobCompleted, replayOrder } from "../../../src/jobs/fulfilment";
import { jobHandlers } from "../../../src/jobs/handlers";
import { JOBS_DEAD_LETTER_QUEUE } from "../../../src/jobs/queues";
import { startPack } from "../../../src/orders/paid/effects";
import { JOB_TYPES } from "../../../src/shared/statuses";
import { filesOfJob } from "../../../src/soulmate/artifact-names";
import { createOrder, db, waitForOrder } from "../factories";
import { drawnText } from "../pdf-text";

const ALL_FILES = JOB_TYPES.flatMap(filesOfJob).sort();

const r2Keys = async (orderId: string) =>
  (await env.ARTIFACTS.list({ prefix: `orders/${orderId}/` })).objects.map((o) => o.key.split("/").pop()).sort();

const jobRows = (orderId: string) => db().select().from(jobs).where(eq(jobs.orderId, orderId));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("soulmate pipeline on the real queue", { timeout: 90_000 }, () => {
  it("takes a paid order to delivered with every file in R2 and every job completed", async () => {
    const order = await createOrder({ status: "paid" });
    expect(await startPack(env, order.id)).toEqual({ started: true });
    const delivered = await waitForOrder(order.id, "delivered");
    expect(delivered.deliveredAt).toBeTypeOf("number");
    expect(await r2Keys(order.id)).toEqual(ALL_FILES);
    const rows = await jobRows(order.id);
    expect(rows.map((j) => [j.type, j.status]).sort()).toEqual(JOB_TYPES.map((t) => [t, "completed"]).sort());
    // The star chart, worked out from the catalogue the assets binding serves, is kept with the
    // story and drawn as the book's back cover (docs/decisions/0063).
    const kept = (await (await env.ARTIFACTS.get(`orders/${order.id}/story.json`))?.json()) as {
      skyChart: { stars: unknown[]; town: string } | null;
    };
    expect(kept.skyChart?.stars.length).toBeGreaterThan(100);
    const pdf = await PDFDocument.load(
      new Uint8Array(
        await ((await env.ARTIFACTS.get(`orders/${order.id}/storybook.pdf`)) as R2ObjectBody).arrayBuffer(),
      ),
    );
    const back = (drawnText(pdf).split("\n")[11] ?? "").replace(/\s+/g, "");
    expect(back).toContain("THESKYONTHEDAYYOUWEREBORN");
    expect(back).toContain(`Theskyover${kept.skyChart?.town.replace(/\s+/g, "")}`);
    // The oracle pack's ZIP holds the five cards and their back as one print-ready PDF too, in the pack's order.
    const zip = unzipSync(
      new Uint8Array(await ((await env.ARTIFACTS.get(`orders/${order.id}/oracles.zip`)) as R2ObjectBody).arrayBuffer()),
    );
    const oracle = await PDFDocument.load(zip["oracle-cards.pdf"] as Uint8Array);
    const words = drawnText(oracle)
      .split("\n")
      .map((page) => page.replace(/\s+/g, ""));
    expect(oracle.getPageCount()).toBe(6);
    for (const [i, word] of ["GRATITUDE", "PEACE", "JOY", "LOVE", "PROTECTION"].entries())
      expect(words[i]?.toUpperCase()).toContain(word);
  });

  it("starts once when payment confirmation arrives twice at the same moment", async () => {
    const order = await createOrder({ status: "paid" });
    const results = await Promise.all([startPack(env, order.id), startPack(env, order.id)]);
    expect(results.filter((r) => r.started)).toHaveLength(1);
    await waitForOrder(order.id, "delivered");
    expect(await jobRows(order.id)).toHaveLength(JOB_TYPES.length);
  });

  it("refuses to start an order that is not paid", async () => {
    const order = await createOrder({ status: "awaiting_payment" });
    expect(await startPack(env, order.id)).toEqual({ started: false });
    expect(await jobRows(order.id)).toHaveLength(0);
  });

  it("leaves one set of files when every message is delivered again", async () => {
    const order = await createOrder({ status: "paid" });
    await startPack(env, order.id);
    await waitForOrder(order.id, "delivered");
    const before = await env.ARTIFACTS.list({ prefix: `orders/${order.id}/` });
    const rows = await jobRows(order.id);
    await env.JOBS.sendBatch(rows.map((j) => ({ body: { jobId: j.id } })));
    await new Promise((r) => setTimeout(r, 2500));
    const after = await env.ARTIFACTS.list({ prefix: `orders/${order.id}/` });
    expect(after.objects.map((o) => [o.key, o.uploaded.getTime()])).toEqual(
      before.objects.map((o) => [o.key, o.uploaded.getTime()]),
    );
    const recorded = await db().select().from(artifacts).where(eq(artifacts.orderId, order.id));
    expect(recorded).toHaveLength(ALL_FILES.length);
    expect((await jobRows(order.id)).every((j) => j.attempts === 1)).toBe(true);
  });

  it("retries a job that fails on its first attempt, then delivers", async () => {
    const realCardSet = jobHandlers.card_set;
    if (!realCardSet) throw new Error("card_set handler missing");
    vi.spyOn(jobHandlers, "card_set").mockRejectedValueOnce(new Error("injected: renderer hiccup"));
    const order = await createOrder({ status: "paid" });
    await startPack(env, order.id);
    await waitForOrder(order.id, "delivered", 45_000);
    const cardJob = (await jobRows(order.id)).find((j) => j.type === "card_set");
    expect(cardJob).toMatchObject({ status: "completed", attempts: 2, lastError: null });
    expect(await r2Keys(order.id)).toEqual(ALL_FILES);
  }, 60_000);
});

describe("a job that fails for good", { timeout: 60_000 }, () => {
  it("fails the job and the order with the reason, keeps what was built, and a replay rebuilds only what is missing", async () => {
    vi.spyOn(jobHandlers, "oracle_images").mockRejectedValue(new Error("injected: out of ink"));
    const order = await createOrder({ status: "paid" });
    await startPack(env, order.id);

    // Everything else finishes; the oracle job keeps failing.
    await vi.waitFor(
      async () => {
        const rows = await jobRows(order.id);
        const byType = Object.fromEntries(rows.map((j) => [j.type, j]));
        expect(byType.story?.status).toBe("completed");
        expect(byType.storybook_pdf?.status).toBe("completed");
        expect(byType.card_set?.status).toBe("completed");
        expect(byType.oracle_images?.lastError).toBe("injected: out of ink");
      },
      { timeout: 30_000, interval: 200 },
    );
    // After the last retry, Queues hands the message to the dead-letter queue.
    const oracleJob = (await jobRows(order.id)).find((j) => j.type === "oracle_images");
    const batch = createMessageBatch(JOBS_DEAD_LETTER_QUEUE, [
      { id: "dlq-1", timestamp: Date.now(), attempts: 1, body: { jobId: oracleJob?.id } },
    ]);
    const ctx = createExecutionContext();
    await consumeJobBatch(batch, env, jobHandlers, { onCompleted: afterJobCompleted });
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["dlq-1"]);

    const failed = await db().query.orders.findFirst({ where: eq(orders.id, order.id) });
    expect(failed?.status).toBe("failed");
    expect(failed?.failureReason).toContain("oracle_images failed after");
    expect(failed?.failureReason).toContain("injected: out of ink");
    expect((await jobRows(order.id)).find((j) => j.type === "oracle_images")?.status).toBe("failed");
    const built = await env.ARTIFACTS.list({ prefix: `orders/${order.id}/` });
    expect(built.objects.map((o) => o.key.split("/").pop())).toEqual(
      expect.arrayContaining(["story.json", "storybook.pdf", "cards.pdf"]),
    );

    // The operator fixes the cause and replays: only the oracle images and the ZIP are built.
    vi.restoreAllMocks();
    const storyUploaded = (await env.ARTIFACTS.head(`orders/${order.id}/story.json`))?.uploaded.getTime();
    const replay = await replayOrder(env, order.id);
    expect(replay).toEqual({ outcome: "queued", jobs: expect.arrayContaining(["oracle_images", "oracle_zip"]) });
    expect(replay.outcome === "queued" && replay.jobs).toHaveLength(2);
    await waitForOrder(order.id, "delivered");
    expect(await r2Keys(order.id)).toEqual(ALL_FILES);
    expect((await env.ARTIFACTS.head(`orders/${order.id}/story.json`))?.uploaded.getTime()).toBe(storyUploaded);
  }, 60_000);

  it("does not replay a delivered order or a tarot order", async () => {
    const delivered = await createOrder({ status: "delivered" });
    expect(await replayOrder(env, delivered.id)).toEqual({ outcome: "not_replayable", reason: "Order is delivered" });
    const tarot = await createOrder({ productType: "tarot_reading", status: "paid", starSign: null });
    expect((await replayOrder(env, tarot.id)).outcome).toBe("not_replayable");
    expect((await replayOrder(env, crypto.randomUUID())).outcome).toBe("not_found");
  });
});
