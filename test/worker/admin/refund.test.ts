import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import app from "../../../src/app";
import { adminAudit, orders, payments } from "../../../src/db/schema";
import { createOrder, db } from "../factories";
import {
  adminPost,
  createCompletedPayment,
  expectError,
  fake,
  freshIp,
  json,
  paypalCaptureAtFake,
} from "./admin-request";

const readOrder = (id: string) => db().query.orders.findFirst({ where: eq(orders.id, id) });
const readPayment = (id: string) => db().query.payments.findFirst({ where: eq(payments.id, id) });
const auditRows = (orderId: string) =>
  db().select().from(adminAudit).where(eq(adminAudit.targetId, orderId)).orderBy(adminAudit.createdAt);
/**
 * Refund calls PayPal received: for one capture (safe while other test files use the fake), or
 * in all (only this file refunds, so the totals move only when a test here calls PayPal).
 */
const refundStats = async (captureId?: string) => {
  const stats = await fake(captureId ? `/__control/stats?scope=${captureId}` : "/__control/stats");
  return { requests: (stats.refundRequests as number) ?? 0, made: (stats.refundsMade as number) ?? 0 };
};
/** A fault for this capture's next refund only, so no other test's request can take it. */
const nextRefund = (captureId: string, fate: string) => fake("/__control", { target: captureId, nextRefund: fate });
const refund = (orderId: string, body: unknown = {}) => adminPost(`/api/admin/refund/${orderId}`, body);

/** A delivered soulmate order paid through PayPal, with its capture at the fake. */
async function paidWithPayPal(overrides: Parameters<typeof createOrder>[0] = {}) {
  const ids = await paypalCaptureAtFake();
  const order = await createOrder({ status: "delivered", paymentMethod: "paypal", ...overrides });
  const payment = await createCompletedPayment(order.id, ids);
  return { order, payment, ...ids };
}

describe("POST /api/admin/refund/:orderId", () => {
  it("refunds a PayPal order through the captures refund API and marks the payment and order refunded", async () => {
    const { order, payment, captureId } = await paidWithPayPal();
    const res = await refund(order.id, { reason: "Buyer asked within 30 days" });
    expect(res.status).toBe(200);
    const body = await json<{ refundId: string }>(res);
    expect(body).toMatchObject({
      orderId: order.id,
      status: "refunded",
      provider: "paypal",
      refundStatus: "COMPLETED",
    });
    expect(body.refundId).toMatch(/^1R/);
    expect(await refundStats(captureId)).toEqual({ requests: 1, made: 1 });
    expect(await readOrder(order.id)).toMatchObject({ status: "refunded" });
    expect(await readPayment(payment.id)).toMatchObject({ status: "refunded", refundId: body.refundId });
    expect((await readPayment(payment.id))?.refundedAt).toBeTypeOf("number");

    const audit = await auditRows(order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "order.refund", outcome: "succeeded" });
    expect(JSON.parse(audit[0]?.detail ?? "{}")).toMatchObject({
      provider: "paypal",
      captureId,
      refundId: body.refundId,
      from: "delivered",
      amount: 1499,
      note: "Buyer asked within 30 days",
    });
  });

  it("leaves the order and payment unchanged when PayPal fails, and records the failure", async () => {
    const { order, payment, captureId } = await paidWithPayPal({ status: "processing" });
    await nextRefund(captureId, "ERROR_500");
    const res = await refund(order.id);
    await expectError(res, 502, "PayPal did not confirm the refund. Try again shortly: a retry cannot refund twice.");
    expect(await readOrder(order.id)).toMatchObject({ status: "processing" });
    expect(await readPayment(payment.id)).toMatchObject({ status: "completed", refundId: null, refundedAt: null });
    const audit = await auditRows(order.id);
    expect(audit.map((a) => [a.action, a.outcome])).toEqual([["order.refund", "failed"]]);
    expect(JSON.parse(audit[0]?.detail ?? "{}")).toMatchObject({ providerStatus: 500 });

    // The operator tries again once PayPal is back: a fresh request, and it goes through.
    const retry = await refund(order.id);
    expect(retry.status).toBe(200);
    expect(await readOrder(order.id)).toMatchObject({ status: "refunded" });
    expect((await auditRows(order.id)).map((a) => a.outcome)).toEqual(["failed", "succeeded"]);
  });

  it("reports PayPal's refusal as a 422 and changes nothing", async () => {
    const { order, payment, captureId } = await paidWithPayPal();
    await nextRefund(captureId, "REFUSED");
    const res = await refund(order.id);
    await expectError(res, 422, "PayPal refused the refund (TRANSACTION_REFUSED). Nothing was changed.");
    expect(await readOrder(order.id)).toMatchObject({ status: "delivered" });
    expect(await readPayment(payment.id)).toMatchObject({ status: "completed" });
  });

  it("treats a refund PayPal reports as FAILED as a failure, and a PENDING one as on its way", async () => {
    const failed = await paidWithPayPal();
    await nextRefund(failed.captureId, "FAILED");
    const res = await refund(failed.order.id);
    await expectError(res, 422, "PayPal reports the refund as FAILED. Nothing was changed.");
    expect(await readOrder(failed.order.id)).toMatchObject({ status: "delivered" });
    // PayPal would answer the same request id with the same FAILED refund: a retry must be a new request.
    const retry = await refund(failed.order.id);
    expect(retry.status).toBe(200);
    expect(await json(retry)).toMatchObject({ refundStatus: "COMPLETED" });

    const pending = await paidWithPayPal();
    await nextRefund(pending.captureId, "PENDING");
    const ok = await refund(pending.order.id);
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ refundStatus: "PENDING" });
    expect(await readOrder(pending.order.id)).toMatchObject({ status: "refunded" });
  });

  it("refunds once when the operator double-clicks: one refund at PayPal, one transition, one success logged", async () => {
    const { order, payment, captureId } = await paidWithPayPal();
    const answers = await Promise.all([refund(order.id), refund(order.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const [done, lost] = answers[0]?.status === 200 ? answers : [...answers].reverse();
    if (!done || !lost) throw new Error("two answers expected");
    const { refundId } = await json<{ refundId: string }>(done);
    await expectError(lost, 409, "This order is already refunded.");
    expect((await refundStats(captureId)).made).toBe(1);
    expect(await readOrder(order.id)).toMatchObject({ status: "refunded" });
    expect(await readPayment(payment.id)).toMatchObject({ status: "refunded", refundId });
    expect((await auditRows(order.id)).map((a) => a.outcome).sort()).toEqual(["refused", "succeeded"]);

    // Once refunded, another attempt is refused without calling PayPal.
    const requests = (await refundStats(captureId)).requests;
    const again = await refund(order.id);
    await expectError(again, 409, "This order is already refunded.");
    expect((await refundStats(captureId)).requests).toBe(requests);
  });

  it("catches up when PayPal says the capture was already refunded (an earlier answer was lost)", async () => {
    const { order, payment } = await paidWithPayPal();
    // Refunded at PayPal directly, as from PayPal's own dashboard.
    const token = await (
      await fetch(`${env.PAYPAL_API_BASE}/v1/oauth2/token`, {
        method: "POST",
        headers: {
          Authorization: `Basic ${btoa(`${env.PAYPAL_CLIENT_ID}:${env.PAYPAL_CLIENT_SECRET}`)}`,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "grant_type=client_credentials",
      })
    ).json<{ access_token: string }>();
    const direct = await fetch(`${env.PAYPAL_API_BASE}/v2/payments/captures/${payment.captureId}/refund`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token.access_token}`, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(direct.status).toBe(201);
    const res = await refund(order.id);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ provider: "paypal", refundId: null, refundStatus: null });
    expect(await readOrder(order.id)).toMatchObject({ status: "refunded" });
    expect(await readPayment(payment.id)).toMatchObject({ status: "refunded" });
  });

  it("marks a coupon order refunded without calling any provider", async () => {
    const order = await createOrder({
      status: "delivered",
      paymentMethod: "coupon",
      couponCode: "SOULMATE-FREE",
      finalPriceCents: 0,
    });
    const before = await refundStats();
    const res = await refund(order.id, { reason: "Goodwill" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      orderId: order.id,
      status: "refunded",
      provider: "none",
      refundId: null,
      refundStatus: null,
    });
    expect(await refundStats()).toEqual(before);
    expect(await readOrder(order.id)).toMatchObject({ status: "refunded" });
    const audit = await auditRows(order.id);
    expect(audit.map((a) => [a.action, a.outcome])).toEqual([["order.refund", "succeeded"]]);
    expect(JSON.parse(audit[0]?.detail ?? "{}")).toMatchObject({ provider: "none", note: "Goodwill", amount: 0 });
  });

  it("refunds a tarot reading too", async () => {
    const { order } = await paidWithPayPal({ productType: "tarot_reading", status: "completed", starSign: null });
    const res = await refund(order.id);
    expect(res.status).toBe(200);
    expect(await readOrder(order.id)).toMatchObject({ status: "refunded" });
  });

  it.each([
    [
      "unpaid",
      { status: "awaiting_payment", paymentMethod: "none" },
      "This order is not paid, so there is nothing to refund.",
    ],
    ["already refunded", { status: "refunded" }, "This order is already refunded."],
    [
      "PayPal order with no recorded capture",
      { status: "paid" },
      "No completed PayPal capture is recorded for this order.",
    ],
  ] as const)("refuses a %s order with a 409", async (_, overrides, reason) => {
    const order = await createOrder(overrides);
    const before = await refundStats();
    const res = await refund(order.id);
    await expectError(res, 409, reason);
    expect(await readOrder(order.id)).toMatchObject({ status: overrides.status });
    expect(await refundStats()).toEqual(before);
    expect((await auditRows(order.id)).map((a) => a.outcome)).toEqual(["refused"]);
  });

  it("answers 503 when PayPal is not configured, and changes nothing", async () => {
    const { order, payment } = await paidWithPayPal();
    const res = await app.request(
      `/api/admin/refund/${order.id}`,
      {
        method: "POST",
        headers: { "x-admin-key": env.ADMIN_KEY, "cf-connecting-ip": freshIp(), "content-type": "application/json" },
        body: "{}",
      },
      { ...env, PAYPAL_CLIENT_SECRET: "" },
    );
    expect(res.status).toBe(503);
    expect(await readOrder(order.id)).toMatchObject({ status: "delivered" });
    expect(await readPayment(payment.id)).toMatchObject({ status: "completed" });
    expect((await auditRows(order.id)).map((a) => a.outcome)).toEqual(["failed"]);
  });

  it("refuses bad input with a 400 and writes nothing", async () => {
    const { order } = await paidWithPayPal();
    for (const [path, body, error] of [
      [`/api/admin/refund/${order.id}`, { reason: "x".repeat(301) }, "reason: reason must be at most 300 characters"],
      [`/api/admin/refund/${order.id}`, { reason: 42 }, "reason: Invalid input: expected string, received number"],
      ["/api/admin/refund/12345", {}, "orderId: Invalid order id"],
    ] as const) {
      const res = await adminPost(path, body);
      await expectError(res, 400, error);
    }
    const malformed = await adminPost(`/api/admin/refund/${order.id}`, undefined, { body: "{not json" });
    expect(malformed.status).toBe(400);
    expect(await readOrder(order.id)).toMatchObject({ status: "delivered" });
    expect(await auditRows(order.id)).toHaveLength(0);
  });
});
