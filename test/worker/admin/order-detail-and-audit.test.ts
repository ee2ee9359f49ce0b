import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type AuditEntryView, auditId, auditInsertAfterUpdate } from "../../../src/admin/audit";
import type { AdminOrderDetail } from "../../../src/admin/queries";
import { adminAudit, artifacts, couponRedemptions, coupons } from "../../../src/db/schema";
import { refundOrderQuery } from "../../../src/orders/transitions";
import { createOrder, db } from "../factories";
import { savedReading } from "../tarot/saved-reading";
import {
  adminGet,
  adminPost,
  createCompletedPayment,
  createJobs,
  expectError,
  json,
  paypalCaptureAtFake,
} from "./admin-request";

type AuditPage = { entries: AuditEntryView[]; nextCursor: string | null };

describe("GET /api/admin/orders/:orderId", () => {
  it("shows which model wrote a tarot order's saved reading", async () => {
    const reading = await savedReading({ model: "@cf/google/gemma-4-26b-a4b-it" });
    const detail = await json<AdminOrderDetail>(await adminGet(`/api/admin/orders/${reading.orderId}`));
    expect(detail.tarot_sessions).toEqual([
      expect.objectContaining({ reading_id: reading.id, reading_model: "@cf/google/gemma-4-26b-a4b-it" }),
    ]);
  });

  it("shows the order in full: answers, job history with errors, payment record, files and audit trail", async () => {
    const order = await createOrder({ status: "failed", failureReason: "card_set failed after 6 attempts: no ink" });
    await createJobs(order.id, {
      story: { status: "completed", attempts: 1 },
      card_set: { status: "failed", attempts: 6, lastError: "card_set failed after 6 attempts: no ink" },
    });
    await db()
      .insert(artifacts)
      .values({
        id: crypto.randomUUID(),
        orderId: order.id,
        kind: "story",
        name: "story.json",
        r2Key: `orders/${order.id}/story.json`,
        contentType: "application/json",
        sizeBytes: 1234,
      });
    const ids = await paypalCaptureAtFake();
    const payment = await createCompletedPayment(order.id, ids);
    await adminPost(`/api/admin/replay/${crypto.randomUUID()}`); // someone else's action: not in this trail

    const res = await adminGet(`/api/admin/orders/${order.id}`);
    expect(res.status).toBe(200);
    const detail = await json<AdminOrderDetail>(res);
    expect(detail.order).toMatchObject({
      id: order.id,
      email: order.email,
      status: "failed",
      failure_reason: "card_set failed after 6 attempts: no ink",
      city: "Hobart",
      inputs: { starSign: "libra", birthday: { day: 14, month: 10, year: 1992 } },
      first_name: "Ari",
      preference: "women",
      relationship_status: "single",
    });
    expect(detail.jobs.map((j) => [j.type, j.status, j.attempts, j.last_error])).toEqual(
      expect.arrayContaining([
        ["story", "completed", 1, null],
        ["card_set", "failed", 6, "card_set failed after 6 attempts: no ink"],
      ]),
    );
    expect(detail.payments).toEqual([
      expect.objectContaining({
        id: payment.id,
        provider: "paypal",
        provider_order_id: ids.paypalOrderId,
        capture_id: ids.captureId,
        status: "completed",
        amount: 1499,
        currency: "AUD",
        refund_id: null,
      }),
    ]);
    expect(detail.files).toEqual(["story.json"]);
    expect(detail.coupon_redemption).toBeNull();
    expect(detail.audit).toEqual([]);

    // Opening it is recorded, and shows up the next time.
    const again = await json<AdminOrderDetail>(await adminGet(`/api/admin/orders/${order.id}`));
    expect(again.audit.map((a) => [a.action, a.outcome])).toEqual([["order.view", "succeeded"]]);
  });

  it("shows the coupon a free order was paid with", async () => {
    const code = `DETAIL-${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    await db().insert(coupons).values({ code, kind: "free", value: 0 });
    const order = await createOrder({
      status: "delivered",
      paymentMethod: "coupon",
      couponCode: code,
      finalPriceCents: 0,
    });
    await db().insert(couponRedemptions).values({
      id: crypto.randomUUID(),
      couponCode: code,
      orderId: order.id,
      email: order.email,
      discountCents: 1499,
    });
    const detail = await json<AdminOrderDetail>(await adminGet(`/api/admin/orders/${order.id}`));
    expect(detail.coupon_redemption).toMatchObject({ coupon_code: code, discount: 1499 });
    expect(detail.payments).toEqual([]);
  });

  it("answers 404 for an unknown order and 400 for a malformed id, recording no view", async () => {
    const id = crypto.randomUUID();
    expect((await adminGet(`/api/admin/orders/${id}`)).status).toBe(404);
    expect((await adminGet("/api/admin/orders/1234")).status).toBe(400);
    expect(await db().select().from(adminAudit).where(eq(adminAudit.targetId, id))).toHaveLength(0);
  });
});

describe("GET /api/admin/audit", () => {
  it("lists every action newest first, pages, and filters to one target", async () => {
    const order = await createOrder({ status: "delivered" });
    await adminPost(`/api/admin/replay/${order.id}`); // refused: delivered
    await adminPost(`/api/admin/refund/${order.id}`, { reason: "Wrong email given" }); // refused: no capture recorded
    await adminGet(`/api/admin/orders/${order.id}`);

    const forOrder = await json<AuditPage>(
      await adminGet(`/api/admin/audit?targetType=order&targetId=${order.id}&limit=2`),
    );
    expect(forOrder.entries.map((e) => e.action)).toEqual(["order.view", "order.refund"]);
    expect(forOrder.nextCursor).not.toBeNull();
    const rest = await json<AuditPage>(
      await adminGet(`/api/admin/audit?targetType=order&targetId=${order.id}&limit=2&cursor=${forOrder.nextCursor}`),
    );
    expect(rest.entries.map((e) => e.action)).toEqual(["order.replay"]);
    expect(rest.nextCursor).toBeNull();
    expect(rest.entries[0]).toMatchObject({
      target_type: "order",
      target_id: order.id,
      outcome: "refused",
      detail: { reason: "This order is already delivered.", status: "delivered" },
    });
    expect(rest.entries[0]?.actor).toMatch(/^key:[0-9a-f]{12}$/);

    const all = await json<AuditPage>(await adminGet("/api/admin/audit?limit=100"));
    const times = all.entries.map((e) => Date.parse(e.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Entries of the same millisecond keep the order they were written in (UUIDv7 ids).
    const ids = all.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it.each([
    ["targetType=order", "targetId: targetType and targetId go together"],
    ["targetType=payment&targetId=x", "targetType: targetType must be one of: order, coupon, testimonial, content"],
    ["limit=1000", "limit: limit must be a whole number from 1 to 100"],
  ])("refuses ?%s with a 400", async (query, error) => {
    const res = await adminGet(`/api/admin/audit?${query}`);
    await expectError(res, 400, error);
  });
});

describe("the audit row after a conditional update", () => {
  it("records the success only when the update just before it changed a row, else the refusal", async () => {
    const refundable = await createOrder({ status: "delivered" });
    const refunded = await createOrder({ status: "refunded" });
    for (const order of [refundable, refunded]) {
      const entry = { actor: "key:test", action: "order.refund", targetType: "order", targetId: order.id } as const;
      await db().batch([
        refundOrderQuery(db(), order.id),
        auditInsertAfterUpdate(
          db(),
          { ...entry, outcome: "succeeded", detail: { provider: "none" } },
          { outcome: "refused", detail: { reason: "already refunded" } },
        ),
      ]);
    }
    const rowOf = async (orderId: string) => {
      const [row] = await db().select().from(adminAudit).where(eq(adminAudit.targetId, orderId));
      return row && { outcome: row.outcome, detail: JSON.parse(row.detail ?? "null") };
    };
    expect(await rowOf(refundable.id)).toEqual({ outcome: "succeeded", detail: { provider: "none" } });
    expect(await rowOf(refunded.id)).toEqual({ outcome: "refused", detail: { reason: "already refunded" } });
  });
});

describe("audit ids", () => {
  it("are version 7 UUIDs that sort in the order they were made, even within one millisecond", () => {
    const now = Date.now();
    const ids = [auditId(now), auditId(now), auditId(now), auditId(now + 1)];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
  });
});
