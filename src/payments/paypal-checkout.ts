/**
 * The shop's side of a PayPal payment: create the PayPal order for a shop
 * order at the server's price, capture it, and settle it. The capture call
 * and the webhook both end in settleCapture(), which is idempotent, so the
 * order is paid exactly once whichever arrives first.
 */
import { and, eq } from "drizzle-orm";
import { createDb, type Database } from "../db/client";
import { type Order, orders, payments } from "../db/schema";
import { startFulfilment } from "../jobs/fulfilment";
import { log } from "../lib/log";
import { paypalApiBase, type RuntimeConfig } from "../lib/runtime-config";
import { CURRENCY, formatAmount, PRODUCTS } from "../shared/catalog";
import { markOrderPaid } from "./order-transitions";
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
  };
}

export async function createCheckout(creds: PayPalCredentials, db: Database, order: Order): Promise<string> {
  const paypalOrder = await createPayPalOrder(creds, {
    referenceId: order.id,
    amount: { currency_code: CURRENCY, value: formatAmount(order.finalPriceCents) },
    description: PRODUCTS[order.productType].name,
    // Same shop order and price → PayPal returns the same order instead of a second one.
    requestId: `create-${order.id}-${order.finalPriceCents}`,
  });
  await db
    .insert(payments)
    .values({
      id: crypto.randomUUID(),
      orderId: order.id,
      providerOrderId: paypalOrder.id,
      amountCents: order.finalPriceCents,
      currency: CURRENCY,
    })
    .onConflictDoNothing({ target: payments.providerOrderId });
  return paypalOrder.id;
}

export type SettleOutcome =
  | { kind: "paid"; orderId: string; firstTime: boolean }
  | { kind: "pending"; orderId: string }
  | { kind: "rejected"; orderId: string; reason: string };

/**
 * Applies a capture to its shop order. Fulfils only a COMPLETED capture of
 * exactly the order's price in AUD; PENDING keeps the order unpaid.
 */
export async function settleCapture(env: Env, orderId: string, capture: PayPalCapture): Promise<SettleOutcome> {
  const db = createDb(env.DB);
  const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!order) return { kind: "rejected", orderId, reason: "unknown order" };
  const expected = formatAmount(order.finalPriceCents);
  if (capture.amount.currency_code !== CURRENCY || capture.amount.value !== expected) {
    log("error", "capture amount mismatch", { orderId, got: capture.amount, expected });
    await db
      .update(payments)
      .set({ captureId: capture.id, status: "denied", updatedAt: Date.now() })
      .where(eq(payments.orderId, orderId));
    return { kind: "rejected", orderId, reason: "amount mismatch" };
  }
  if (capture.status === "PENDING") {
    await db
      .update(payments)
      .set({ captureId: capture.id, status: "pending", updatedAt: Date.now() })
      .where(and(eq(payments.orderId, orderId)));
    return { kind: "pending", orderId };
  }
  if (capture.status !== "COMPLETED") return { kind: "rejected", orderId, reason: `capture ${capture.status}` };

  await db
    .update(payments)
    .set({ captureId: capture.id, status: "completed", updatedAt: Date.now() })
    .where(eq(payments.orderId, orderId));
  const firstTime = await markOrderPaid(db, orderId, "paypal");
  if (order.productType === "soulmate") await startFulfilment(env, orderId);
  return { kind: "paid", orderId, firstTime };
}

/** Captures an approved PayPal order; ORDER_ALREADY_CAPTURED is reconciled with a GET. */
export async function captureCheckout(env: Env, creds: PayPalCredentials, paypalOrderId: string) {
  const db = createDb(env.DB);
  const payment = await db.query.payments.findFirst({ where: eq(payments.providerOrderId, paypalOrderId) });
  if (!payment) return { kind: "unknown" as const };
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
  return settleCapture(env, payment.orderId, capture);
}
