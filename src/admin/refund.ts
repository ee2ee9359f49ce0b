/**
 * Refunds from the dashboard. A PayPal order's capture is refunded through
 * PayPal first; only when PayPal accepts does one D1 batch mark the payment
 * and the order refunded and write the audit row. If PayPal refuses or does
 * not answer, nothing changes but the audit row that says so. A coupon order
 * has no money to send back: it is marked refunded without a provider call.
 *
 * A double click sends the same PayPal-Request-Id twice (PayPal answers the
 * second with the first refund) and the order's conditional UPDATE lets only
 * one of them make the change: that one is logged as the refund, the other
 * is answered and logged as a refusal ("already refunded").
 *
 * A refunded tarot order's session is told once the batch is committed, so
 * its next step answers 409 (decision 0018).
 */
import { and, count, desc, eq, isNotNull } from "drizzle-orm";
import { createDb, type Database } from "../db/client";
import { adminAudit, type Order, payments } from "../db/schema";
import type { RuntimeConfig } from "../lib/runtime-config";
import { afterRefund } from "../orders/paid/effects";
import { findOrder } from "../orders/queries";
import { refundOrderQuery } from "../orders/transitions";
import { markPaymentRefunded, paypalCredentials } from "../payments/paypal-checkout";
import { PayPalError, type PayPalRefund, refundCapture } from "../payments/paypal-client";
import { isRefundable } from "../shared/admin";
import { auditInsertAfterUpdate, recordAudit } from "./audit";

export type AdminRefundResult =
  | {
      kind: "refunded";
      provider: "paypal" | "none";
      refundId: string | null;
      refundStatus: PayPalRefund["status"] | null;
    }
  | { kind: "not_found" }
  | { kind: "refused"; reason: string }
  | { kind: "not_configured"; reason: string }
  | { kind: "provider_failed"; httpStatus: 422 | 502; reason: string };

/** The payment whose capture gets refunded: the newest completed one. */
function capturedPayment(db: Database, orderId: string) {
  return db.query.payments.findFirst({
    where: and(eq(payments.orderId, orderId), eq(payments.status, "completed"), isNotNull(payments.captureId)),
    orderBy: desc(payments.createdAt),
  });
}

/**
 * PayPal-Request-Id for this refund. It stays the same across a double click,
 * and moves on after each recorded failure, so a deliberate retry is a new
 * request rather than a replay of PayPal's earlier "FAILED".
 */
async function refundRequestId(db: Database, orderId: string, captureId: string): Promise<string> {
  const [row] = await db
    .select({ n: count() })
    .from(adminAudit)
    .where(
      and(
        eq(adminAudit.targetType, "order"),
        eq(adminAudit.targetId, orderId),
        eq(adminAudit.action, "order.refund"),
        eq(adminAudit.outcome, "failed"),
      ),
    );
  return `refund-${captureId}-${row?.n ?? 0}`;
}

const ALREADY_REFUNDED = "This order is already refunded.";

export async function refundAsAdmin(
  env: Env,
  config: RuntimeConfig,
  actor: string,
  input: { orderId: string; reason: string | null },
): Promise<AdminRefundResult> {
  const { orderId, reason } = input;
  const db = createDb(env.DB);
  const entry = { actor, action: "order.refund", targetType: "order", targetId: orderId } as const;
  const refuse = async (why: string, detail: Record<string, unknown> = {}) => {
    await recordAudit(db, { ...entry, outcome: "refused", detail: { reason: why, note: reason, ...detail } });
    return { kind: "refused", reason: why } as const;
  };

  const order = await findOrder(db, orderId);
  if (!order) {
    await recordAudit(db, { ...entry, outcome: "refused", detail: { reason: "Order not found" } });
    return { kind: "not_found" };
  }
  if (order.status === "refunded") return refuse(ALREADY_REFUNDED);
  if (!isRefundable(order.status)) return refuse("This order is not paid, so there is nothing to refund.");

  /** The order's transition and its audit row; a racing request that refunded it first turns this one into a refusal. */
  const lostRace = { outcome: "refused", detail: { reason: ALREADY_REFUNDED, note: reason } } as const;

  if (order.paymentMethod === "coupon") {
    const [changed] = await db.batch([
      refundOrderQuery(db, orderId),
      auditInsertAfterUpdate(
        db,
        { ...entry, outcome: "succeeded", detail: refundDetail(order, reason, { provider: "none" }) },
        lostRace,
      ),
    ]);
    if (changed.length === 0) return { kind: "refused", reason: ALREADY_REFUNDED };
    await afterRefund(env, order);
    return { kind: "refunded", provider: "none", refundId: null, refundStatus: null };
  }
  if (order.paymentMethod !== "paypal") return refuse("No payment is recorded for this order.");

  const payment = await capturedPayment(db, orderId);
  if (!payment?.captureId) return refuse("No completed PayPal capture is recorded for this order.");
  const creds = paypalCredentials(config);
  if (!creds) {
    const why = "PayPal is not configured on this server, so the capture cannot be refunded.";
    await recordAudit(db, { ...entry, outcome: "failed", detail: { reason: why, note: reason } });
    return { kind: "not_configured", reason: why };
  }

  const failed = async (httpStatus: 422 | 502, why: string, detail: Record<string, unknown>) => {
    await recordAudit(db, {
      ...entry,
      outcome: "failed",
      detail: { reason: why, note: reason, captureId: payment.captureId, ...detail },
    });
    return { kind: "provider_failed", httpStatus, reason: why } as const;
  };

  let refund: PayPalRefund | null;
  const requestId = await refundRequestId(db, orderId, payment.captureId);
  try {
    refund = await refundCapture(creds, payment.captureId, {
      requestId,
      noteToPayer: `Refund for order ${orderId.slice(0, 8)}`,
    });
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    if (error.issue === "CAPTURE_FULLY_REFUNDED") {
      // Refunded already (an earlier attempt whose answer was lost, or in PayPal's own dashboard): catch up.
      refund = null;
    } else if (error.status >= 500) {
      // Not "nothing was changed": an answer cut off or timed out may follow a refund PayPal made (a senior review). A
      // retry is safe all the same: the refund is the whole capture, so PayPal answers a second one with
      // CAPTURE_FULLY_REFUNDED, which is caught up above.
      return failed(502, "PayPal did not confirm the refund. Try again shortly: a retry cannot refund twice.", {
        providerStatus: error.status,
        issue: error.issue ?? null,
      });
    } else {
      return failed(422, `PayPal refused the refund (${error.issue ?? error.status}). Nothing was changed.`, {
        providerStatus: error.status,
        issue: error.issue ?? null,
      });
    }
  }
  if (refund && refund.status !== "COMPLETED" && refund.status !== "PENDING") {
    return failed(422, `PayPal reports the refund as ${refund.status}. Nothing was changed.`, {
      refundId: refund.id,
      refundStatus: refund.status,
      statusReason: refund.status_details?.reason ?? null,
    });
  }

  const [, changed] = await db.batch([
    markPaymentRefunded(db, payment, refund?.id ?? null),
    refundOrderQuery(db, orderId),
    auditInsertAfterUpdate(
      db,
      {
        ...entry,
        outcome: "succeeded",
        detail: refundDetail(order, reason, {
          provider: "paypal",
          captureId: payment.captureId,
          refundId: refund?.id ?? null,
          refundStatus: refund?.status ?? "already refunded at PayPal",
          requestId,
        }),
      },
      lostRace,
    ),
  ]);
  // Lost a race: PayPal gave both requests the one refund (same request id), and the other request recorded it.
  if (changed.length === 0) return { kind: "refused", reason: ALREADY_REFUNDED };
  await afterRefund(env, order);
  return { kind: "refunded", provider: "paypal", refundId: refund?.id ?? null, refundStatus: refund?.status ?? null };
}

function refundDetail(order: Order, note: string | null, extra: Record<string, unknown>): Record<string, unknown> {
  return { from: order.status, amount: order.finalPriceCents, currency: order.currency, note, ...extra };
}
