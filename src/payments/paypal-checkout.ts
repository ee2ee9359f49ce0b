/**
 * The shop's side of a PayPal payment: create the PayPal order for a shop
 * order at the server's price, capture it, and settle it. The capture call
 * and the webhook both end in settleCapture(), which is idempotent, so the
 * order is paid exactly once whichever arrives first; it then reports the
 * paid order to src/orders/paid/effects.ts, which decides what it starts.
 */
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { createDb, type Database } from "../db/client";
import { type Order, type Payment, payments } from "../db/schema";
import { log } from "../lib/log";
import { paypalApiBase, type RuntimeConfig } from "../lib/runtime-config";
import { afterRefund, type PaidOrderStart, startPaidOrder } from "../orders/paid/effects";
import { findOrder } from "../orders/queries";
import { markOrderPaid, refundOrderQuery } from "../orders/transitions";
import { CURRENCY, formatAmount, PRODUCTS } from "../shared/catalog";
import {
  capturePayPalOrder,
  createPayPalOrder,
  firstCapture,
  getPayPalOrder,
  type PayPalCapture,
  type PayPalCredentials,
  PayPalError,
} from "./paypal-client";

/** PayPal credentials, or null when card checkout is not configured. */
export function paypalCredentials(config: RuntimeConfig): PayPalCredentials | null {
  if (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET) return null;
  return {
    baseUrl: paypalApiBase(config),
    clientId: config.PAYPAL_CLIENT_ID,
    clientSecret: config.PAYPAL_CLIENT_SECRET,
    ...(config.PAYPAL_TIMEOUT_MS ? { timeoutMs: config.PAYPAL_TIMEOUT_MS } : {}),
  };
}

/** The order's price changed (a coupon landed) while its PayPal order was being created. */
export class PriceChangedError extends Error {
  override name = "PriceChangedError";
}

export async function createCheckout(creds: PayPalCredentials, db: Database, order: Order): Promise<string> {
  const paypalOrder = await createPayPalOrder(creds, {
    referenceId: order.id,
    amount: { currency_code: CURRENCY, value: formatAmount(order.finalPriceCents) },
    description: PRODUCTS[order.productType].name,
    // Same shop order and price → PayPal returns the same order instead of a second one.
    requestId: `create-${order.id}-${order.finalPriceCents}`,
  });
  // Recorded only if the order still costs what PayPal was asked for: a coupon applied while PayPal
  // was answering would otherwise leave the buyer paying the old price. (The coupon side refuses
  // once this row exists, so one of the two always loses.)
  const now = Date.now();
  const recorded = await db.run(sql`
    INSERT INTO payments (id, order_id, provider_order_id, amount_cents, currency, created_at, updated_at)
    SELECT ${crypto.randomUUID()}, id, ${paypalOrder.id}, final_price_cents, currency, ${now}, ${now}
    FROM orders
    WHERE id = ${order.id} AND status = 'awaiting_payment' AND final_price_cents = ${order.finalPriceCents}
    ON CONFLICT (provider_order_id) DO NOTHING`);
  if (recorded.meta.changes === 0) {
    const existing = await db.query.payments.findFirst({ where: eq(payments.providerOrderId, paypalOrder.id) });
    if (existing?.amountCents !== order.finalPriceCents) throw new PriceChangedError("The order's price changed");
  }
  return paypalOrder.id;
}

export type SettleOutcome =
  /** `started`: what the paid order set off (src/orders/paid/effects.ts). */
  | { kind: "paid"; orderId: string; firstTime: boolean; started: PaidOrderStart }
  | { kind: "pending"; orderId: string }
  | { kind: "already_paid_otherwise"; orderId: string }
  | { kind: "refunded"; orderId: string }
  | { kind: "rejected"; orderId: string; reason: string };

/** Which payment a capture belongs to: PayPal's order id when known, else the order's latest payment. */
async function findPayment(db: Database, orderId: string, paypalOrderId: string | undefined) {
  if (paypalOrderId) return db.query.payments.findFirst({ where: eq(payments.providerOrderId, paypalOrderId) });
  return db.query.payments.findFirst({ where: eq(payments.orderId, orderId), orderBy: desc(payments.createdAt) });
}

/**
 * Applies a capture to its shop order. Fulfils only a COMPLETED capture of
 * exactly the amount the PayPal order was created for, in AUD; PENDING keeps
 * the order unpaid. A capture that cannot be applied is logged for the
 * operator to refund: the buyer's money is never silently kept.
 */
export async function settleCapture(
  env: Env,
  ref: { orderId: string; paypalOrderId?: string },
  capture: PayPalCapture,
): Promise<SettleOutcome> {
  const { orderId } = ref;
  const db = createDb(env.DB);
  const [order, payment] = await Promise.all([findOrder(db, orderId), findPayment(db, orderId, ref.paypalOrderId)]);
  if (!order || !payment || payment.orderId !== orderId) {
    log("error", "capture for an unknown payment: refund it", { orderId, captureId: capture.id });
    return { kind: "rejected", orderId, reason: "unknown payment" };
  }
  /**
   * Records PayPal's word on the capture. A payment already completed or refunded keeps its
   * status: a stale answer (PayPal replaying its first PENDING reply to a retried capture, a
   * late event) must not undo it. False when the payment was settled already.
   */
  const setPayment = async (status: (typeof payments.$inferSelect)["status"]) => {
    const changed = await db
      .update(payments)
      .set({ captureId: capture.id, status, updatedAt: Date.now() })
      .where(and(eq(payments.id, payment.id), notInArray(payments.status, ["completed", "refunded"])))
      .returning({ id: payments.id });
    return changed.length > 0;
  };
  const expected = formatAmount(payment.amountCents);
  if (capture.amount.currency_code !== CURRENCY || capture.amount.value !== expected) {
    log("error", "capture amount mismatch: refund it", {
      orderId,
      captureId: capture.id,
      got: capture.amount,
      expected,
    });
    await setPayment("denied");
    return { kind: "rejected", orderId, reason: "amount mismatch" };
  }
  // Money that went back (here or in PayPal's dashboard) never opens the product again.
  if (capture.status === "REFUNDED" || capture.status === "PARTIALLY_REFUNDED") return { kind: "refunded", orderId };
  // A stale PENDING or DECLINED for a payment that has since completed answers as the completion did.
  if (capture.status === "PENDING" && (await setPayment("pending"))) {
    return { kind: "pending", orderId };
  }
  if (capture.status !== "COMPLETED" && capture.status !== "PENDING" && (await setPayment("declined"))) {
    return { kind: "rejected", orderId, reason: `capture ${capture.status}` };
  }

  await setPayment("completed");
  const firstTime = await markOrderPaid(db, orderId, "paypal");
  if (!firstTime) {
    const current = await findOrder(db, orderId);
    if (current?.status === "refunded") return { kind: "refunded", orderId };
    if (current?.paymentMethod !== "paypal") {
      // Paid another way (a free coupon won the race) or refunded: this money must go back.
      log("error", "order already settled otherwise: refund this capture", { orderId, captureId: capture.id });
      return { kind: "already_paid_otherwise", orderId };
    }
  }
  // Reported to the one place that decides what a paid order starts; the capture and the
  // webhook may both get here, and starting is idempotent.
  return { kind: "paid", orderId, firstTime, started: await startPaidOrder(env, order) };
}

/** completed → refunded for one payment, as a query not yet run, to share a batch with the order's refund. */
export function markPaymentRefunded(db: Database, payment: Payment, refundId: string | null) {
  const now = Date.now();
  return db
    .update(payments)
    .set({ status: "refunded", refundId, refundedAt: now, updatedAt: now })
    .where(and(eq(payments.id, payment.id), eq(payments.status, "completed")));
}

export type RefundOutcome =
  | { kind: "refunded"; orderId: string }
  | { kind: "unchanged"; orderId: string }
  | { kind: "partial"; orderId: string }
  | { kind: "mismatch"; reason: string };

/**
 * PayPal says money went back on a capture (PAYMENT.CAPTURE.REFUNDED). Only the capture that
 * paid the order refunds it: a capture we do not hold, one recorded for another order than
 * `custom_id` names, or one on an order that was paid another way (a free coupon won the race
 * and this money was returned) changes nothing and is logged for the operator.
 */
export async function settleRefund(
  env: Env,
  ref: {
    captureId: string | null;
    orderId: string | null;
    refundId: string | null;
    /** What this refund returned; PayPal sends the same event for a part of a capture. */
    amount: { currency_code: string; value: string } | null;
  },
): Promise<RefundOutcome> {
  const db = createDb(env.DB);
  const payment = ref.captureId
    ? await db.query.payments.findFirst({ where: eq(payments.captureId, ref.captureId) })
    : undefined;
  const order = payment && (await findOrder(db, payment.orderId));
  const ignore = (reason: string): RefundOutcome => {
    log("error", "refund event for a capture that did not pay the order: nothing changed", {
      orderId: ref.orderId,
      captureId: ref.captureId,
      refundId: ref.refundId,
      reason,
    });
    return { kind: "mismatch", reason };
  };
  if (!payment || !order) return ignore("no payment holds this capture");
  if (ref.orderId && ref.orderId !== order.id) return ignore("the capture belongs to another order");
  if (order.paymentMethod !== "paypal" || (payment.status !== "completed" && payment.status !== "refunded")) {
    return ignore("the order was not paid by this capture");
  }
  if (ref.amount && (ref.amount.currency_code !== CURRENCY || ref.amount.value !== formatAmount(payment.amountCents))) {
    // A partial refund (a goodwill credit from PayPal's dashboard) leaves the purchase standing.
    log("warn", "partial refund: the order keeps its pack or reading", { orderId: order.id, refundId: ref.refundId });
    return { kind: "partial", orderId: order.id };
  }
  const [, changed] = await db.batch([markPaymentRefunded(db, payment, ref.refundId), refundOrderQuery(db, order.id)]);
  if (changed.length === 0) return { kind: "unchanged", orderId: order.id };
  await afterRefund(env, order);
  return { kind: "refunded", orderId: order.id };
}

/** Captures an approved PayPal order; ORDER_ALREADY_CAPTURED is reconciled with a GET. */
export async function captureCheckout(env: Env, creds: PayPalCredentials, paypalOrderId: string) {
  const db = createDb(env.DB);
  const payment = await db.query.payments.findFirst({ where: eq(payments.providerOrderId, paypalOrderId) });
  if (!payment) return { kind: "unknown" as const };
  const order = await findOrder(db, payment.orderId);
  // Settled some other way since the buyer approved: do not take the money at all.
  if (order && order.status !== "awaiting_payment" && order.paymentMethod !== "paypal") {
    return { kind: "order_settled" as const, orderId: order.id };
  }
  let paypalOrder: Awaited<ReturnType<typeof capturePayPalOrder>>;
  try {
    paypalOrder = await capturePayPalOrder(creds, paypalOrderId, `capture-${paypalOrderId}`);
  } catch (error) {
    if (error instanceof PayPalError && error.issue === "ORDER_ALREADY_CAPTURED") {
      paypalOrder = await getPayPalOrder(creds, paypalOrderId);
    } else {
      throw error;
    }
  }
  const capture = firstCapture(paypalOrder);
  if (!capture) return { kind: "no_capture" as const, orderId: payment.orderId };
  return settleCapture(env, { orderId: payment.orderId, paypalOrderId }, capture);
}
