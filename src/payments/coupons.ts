/**
 * Applying a coupon to an order. Every "not valid" answer looks the same, so
 * the response never reveals whether a code exists, expired or ran out. The one
 * exception tells a buyer without an email that a per-email code needs one:
 * trying it with any email would tell them as much.
 *
 * A free coupon pays the order, and is reported like any payment to
 * src/orders/paid/effects.ts, which starts what the order buys.
 */
import { eq } from "drizzle-orm";
import { createDb } from "../db/client";
import { couponEmailKey, couponRedemptionStatements, findCoupon, normaliseCouponCode } from "../db/coupon-queries";
import { type Coupon, type Order, payments } from "../db/schema";
import { safeErrorMessage } from "../lib/errors";
import { log } from "../lib/log";
import { type PaidOrderStart, startPaidOrder } from "../orders/paid/effects";
import { findOrder } from "../orders/queries";
import { applyCouponToOrder } from "../orders/transitions";

export const COUPON_NOT_VALID = "Coupon code not valid";
/** A per-email code on an order without an email (a tarot reading's email is optional): docs/decisions/0030. */
export const COUPON_NEEDS_EMAIL =
  "This code is limited per email address, so it needs your email. Add your email above, then apply the code again.";

export type CouponOutcome =
  /** A discount: the rest is paid by card, at this price. */
  | { kind: "applied"; finalPriceCents: number }
  /** A free coupon paid the order; `started` is what that set off, or null if a soulmate pack's start failed (the sweep starts it). */
  | { kind: "paid"; started: PaidOrderStart | null }
  /** `error` is what the buyer reads: COUPON_NOT_VALID for every miss, or COUPON_NEEDS_EMAIL. */
  | { kind: "not_valid"; error: string }
  | { kind: "order_not_payable" };

export function discountedPrice(coupon: Pick<Coupon, "kind" | "value">, priceCents: number): number {
  switch (coupon.kind) {
    case "free":
      return 0;
    case "percent":
      return Math.max(0, Math.round(priceCents * (1 - Math.min(coupon.value, 100) / 100)));
    case "amount":
      return Math.max(0, priceCents - coupon.value);
  }
}

/** Puts the code on an order the route has found and proven the buyer's (src/api/order-owner.ts). */
export async function applyCoupon(env: Env, order: Order, code: string): Promise<CouponOutcome> {
  const outcome = await redeem(env, order, code);
  if (outcome.kind === "paid" || outcome.kind === "applied") return outcome;
  // A tarot buyer is led into the reading by this answer (its link and cookie), so a retried or
  // racing apply of the code that already paid the order answers as the winner did.
  if (order.productType === "tarot_reading" && (await paidWithCoupon(env, order.id, code)))
    return reportPaid(env, order);
  return outcome;
}

/** True when the order is paid, and paid by this very code. */
async function paidWithCoupon(env: Env, orderId: string, code: string): Promise<boolean> {
  const order = await findOrder(createDb(env.DB), orderId);
  return (
    order?.couponCode === normaliseCouponCode(code) &&
    order.paymentMethod === "coupon" &&
    (order.status === "paid" || order.status === "completed")
  );
}

/**
 * A free coupon paid the order: what it buys starts now. A soulmate pack that fails to start is
 * logged, not refused, because the order is paid either way and the scheduled sweep starts it.
 */
async function reportPaid(env: Env, order: Order): Promise<CouponOutcome> {
  if (order.productType === "tarot_reading") return { kind: "paid", started: await startPaidOrder(env, order) };
  const started = await startPaidOrder(env, order).catch((error: unknown) => {
    log("error", "could not start fulfilment after a free coupon", {
      orderId: order.id,
      reason: safeErrorMessage(error),
    });
    return null;
  });
  return { kind: "paid", started };
}

/** The redemption itself: one batch whose conditional statements let only one code win the order. */
async function redeem(env: Env, order: Order, code: string): Promise<CouponOutcome> {
  const db = createDb(env.DB);
  if (order.status !== "awaiting_payment" || order.couponCode) return { kind: "order_not_payable" };
  // Once a PayPal order exists its amount is fixed: a coupon now would make the buyer pay the old price.
  if (await db.query.payments.findFirst({ where: eq(payments.orderId, order.id) }))
    return { kind: "order_not_payable" };
  const coupon = await findCoupon(db, code);
  if (!coupon) return { kind: "not_valid", error: COUPON_NOT_VALID };
  const emailKey = couponEmailKey(order.email);
  // Said before anything is tried, so the buyer knows what would make the code work.
  if (coupon.perEmailLimit !== null && emailKey === null) return { kind: "not_valid", error: COUPON_NEEDS_EMAIL };
  const finalPriceCents = discountedPrice(coupon, order.originalPriceCents);
  const now = Date.now();
  const normalised = normaliseCouponCode(code);
  const results = await env.DB.batch([
    ...couponRedemptionStatements(
      env.DB,
      {
        code: normalised,
        kind: coupon.kind,
        value: coupon.value,
        orderId: order.id,
        email: order.email,
        emailKey,
        productType: order.productType,
        discountCents: order.originalPriceCents - finalPriceCents,
      },
      now,
    ),
    applyCouponToOrder(env.DB, { code: normalised, orderId: order.id, finalPriceCents, now }),
  ]);
  // The order changed only if this call's redemption won.
  if (results.at(-1)?.meta.changes !== 1) return { kind: "not_valid", error: COUPON_NOT_VALID };
  if (finalPriceCents === 0) return reportPaid(env, order);
  return { kind: "applied", finalPriceCents };
}
