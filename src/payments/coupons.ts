/**
 * Applying a coupon to an order. Every "not valid" answer looks the same, so
 * the response never reveals whether a code exists, expired or ran out.
 */
import { eq } from "drizzle-orm";
import { createDb } from "../db/client";
import { findCoupon, normaliseCouponCode, redeemCoupon } from "../db/coupon-queries";
import { type Coupon, payments } from "../db/schema";
import { findOrder } from "../orders/queries";
import type { ProductType } from "../shared/catalog";

export const COUPON_NOT_VALID = "Coupon code not valid";

export type CouponOutcome =
  | { kind: "applied"; free: boolean; finalPriceCents: number }
  | { kind: "not_valid" }
  | { kind: "order_not_found" }
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

export async function applyCoupon(
  env: Env,
  input: { orderId: string; code: string; productType: ProductType },
): Promise<CouponOutcome> {
  const db = createDb(env.DB);
  const order = await findOrder(db, input.orderId);
  if (!order || order.productType !== input.productType) return { kind: "order_not_found" };
  if (order.status !== "awaiting_payment" || order.couponCode) return { kind: "order_not_payable" };
  // Once a PayPal order exists its amount is fixed: a coupon now would make the buyer pay the old price.
  if (await db.query.payments.findFirst({ where: eq(payments.orderId, order.id) }))
    return { kind: "order_not_payable" };
  const coupon = await findCoupon(db, input.code);
  if (!coupon) return { kind: "not_valid" };
  const finalPriceCents = discountedPrice(coupon, order.originalPriceCents);
  const redeemed = await redeemCoupon(env.DB, {
    code: normaliseCouponCode(input.code),
    kind: coupon.kind,
    value: coupon.value,
    orderId: order.id,
    email: order.email,
    productType: input.productType,
    discountCents: order.originalPriceCents - finalPriceCents,
    finalPriceCents,
  });
  if (!redeemed) return { kind: "not_valid" };
  return { kind: "applied", free: finalPriceCents === 0, finalPriceCents };
}
