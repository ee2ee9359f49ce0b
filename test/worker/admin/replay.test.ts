import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAudit, jobs, orders } from "../../../src/db/schema";
import { JOB_TYPES } from "../../../src/shared/statuses";
import { createOrder, db } from "../factories";
import { adminGet, adminPost, createJobs, expectError, json } from "./admin-request";

const readOrder = (id: string) => db().query.orders.findFirst({ where: eq(orders.id, id) });
const jobRows = (orderId: string) => db().select().from(jobs).where(eq(jobs.orderId, orderId));
const auditRows = (orderId: string) => db().select().from(adminAudit).where(eq(adminAudit.targetId, orderId));

/** What the dead-letter queue leaves behind: the failed job, the rest never started. */
async function failedOrder() {
  const order = await createOrder({ status: "failed", failureReason: "story failed after 6 attempts: model offline" });
  await createJobs(order.id, {
    story: { status: "failed", attempts: 6, lastError: "story failed after 6 attempts: model offline" },
    storybook_pdf: { status: "pending" },
    card_set: { status: "failed", attempts: 6, lastError: "card_set failed after 6 attempts: renderer crashed" },
    oracle_images: { status: "pending" },
    oracle_zip: { status: "pending" },
  });
  return order;
}

async function waitForStatus(orderId: string, status: string, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const order = await readOrder(orderId);
    if (order?.status === status) return order;
    if (Date.now() > deadline) throw new Error(`order is ${order?.status}, not ${status}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe("POST /api/admin/replay/:orderId", { timeout: 45_000 }, () => {
  it("replays a failed soulmate order through the real queue until it is delivered, and audits it", async () => {
    const order = await failedOrder();
    const res = await adminPost(`/api/admin/replay/${order.id}`);
    expect(res.status).toBe(200);
    const body = await json<{ orderId: string; outcome: string; jobs: string[] }>(res);
    expect(body).toMatchObject({ orderId: order.id, outcome: "queued" });
    expect([...body.jobs].sort()).toEqual([...JOB_TYPES].sort());
    const replayed = await readOrder(order.id);
    expect(replayed).toMatchObject({ status: "processing", failureReason: null });
    // Errors cleared, replay priority, nothing left failed.
    const rows = await jobRows(order.id);
    expect(rows.every((j) => j.status !== "failed" && j.lastError === null && j.priority === 50)).toBe(true);

    await waitForStatus(order.id, "delivered");
    expect((await jobRows(order.id)).every((j) => j.status === "completed")).toBe(true);
    const [audit] = await auditRows(order.id);
    expect(audit).toMatchObject({ action: "order.replay", outcome: "succeeded", targetType: "order" });
    expect(JSON.parse(audit?.detail ?? "{}")).toMatchObject({ from: "failed" });
  });

  it.each(["paid", "processing"] as const)("replays a %s soulmate order (one that stalled)", async (status) => {
    const order = await createOrder({ status });
    const res = await adminPost(`/api/admin/replay/${order.id}`);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ orderId: order.id, outcome: "queued" });
    expect(await jobRows(order.id)).toHaveLength(JOB_TYPES.length);
    expect((await auditRows(order.id)).map((a) => a.outcome)).toEqual(["succeeded"]);
  });

  it.each([
    ["delivered", { status: "delivered" }, "This order is already delivered."],
    [
      "unpaid",
      { status: "awaiting_payment", paymentMethod: "none" },
      "This order is not paid, so there is nothing to build.",
    ],
    ["refunded", { status: "refunded" }, "This order was refunded; it is not rebuilt."],
    ["tarot", { productType: "tarot_reading", status: "paid", starSign: null }, "Tarot readings cannot be replayed."],
    ["completed tarot", { productType: "tarot_reading", status: "completed" }, "Tarot readings cannot be replayed."],
  ] as const)(
    "refuses a %s order with a 409 and a reason, changing nothing but the audit log",
    async (_, overrides, reason) => {
      const order = await createOrder(overrides);
      const before = await readOrder(order.id);
      const res = await adminPost(`/api/admin/replay/${order.id}`);
      await expectError(res, 409, reason);
      expect(await readOrder(order.id)).toEqual(before);
      expect(await jobRows(order.id)).toHaveLength(0);
      const audit = await auditRows(order.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: "order.replay", outcome: "refused" });
      expect(JSON.parse(audit[0]?.detail ?? "{}")).toMatchObject({ reason });
    },
  );

  it("answers 404 for an order that does not exist", async () => {
    const id = crypto.randomUUID();
    const res = await adminPost(`/api/admin/replay/${id}`);
    await expectError(res, 404, "Order not found");
    expect((await auditRows(id)).map((a) => a.outcome)).toEqual(["refused"]);
  });

  it("refuses a malformed order id with a 400 and writes nothing", async () => {
    const res = await adminPost("/api/admin/replay/not-a-uuid");
    await expectError(res, 400, "orderId: Invalid order id");
    expect(await auditRows("not-a-uuid")).toHaveLength(0);
  });

  it("only accepts POST", async () => {
    const order = await createOrder({ status: "failed" });
    const res = await adminGet(`/api/admin/replay/${order.id}`);
    expect(res.status).toBe(405);
  });
});
