/**
 * Coupon redemption as one atomic D1 batch: the counter, the redemption row and
 * the order update succeed together or not at all, so N racing requests for a
 * single-use code make exactly one winner.
 */
import { eq } from "drizzle-orm";
import type { ProductType } from "../shared/catalog";
import type { Database } from "./client";
import { coupons } from "./schema";

export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export function findCoupon(db: Database, code: string) {
  return db.query.coupons.findFirst({ where: eq(coupons.code, normaliseCouponCode(code)) });
}

export type Redemption = {
  code: string;
  kind: "free" | "percent" | "amount";
  value: number;
  orderId: string;
  email: string;
  productType: ProductType;
  discountCents: number;
  finalPriceCents: number;
};

/** Returns true when this call redeemed the coupon on the order. */
export async function redeemCoupon(d1: D1Database, r: Redemption): Promise<boolean> {
  const now = Date.now();
  const free = r.finalPriceCents === 0;
  const results = await d1.batch([
    d1
      .prepare(
        `UPDATE coupons SET redemption_count = redemption_count + 1, updated_at = ?1
         WHERE code = ?2 AND kind = ?3 AND value = ?4 AND active = 1
           AND (expires_at IS NULL OR expires_at > ?1)
           AND (max_redemptions IS NULL OR redemption_count < max_redemptions)
           AND product_scope IN (?5, 'any')
           AND (per_email_limit IS NULL OR
                (SELECT COUNT(*) FROM coupon_redemptions WHERE coupon_code = ?2 AND email = ?6) < per_email_limit)
           AND EXISTS (SELECT 1 FROM orders WHERE id = ?7 AND product_type = ?5
                       AND status = 'awaiting_payment' AND coupon_code IS NULL)
           AND NOT EXISTS (SELECT 1 FROM payments WHERE order_id = ?7)`,
      )
      .bind(now, r.code, r.kind, r.value, r.productType, r.email, r.orderId),
    // changes() is the row count of the statement just before, in this same transaction.
    d1
      .prepare(
        `INSERT INTO coupon_redemptions (id, coupon_code, order_id, email, discount_cents, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE changes() = 1`,
      )
      .bind(crypto.randomUUID(), r.code, r.orderId, r.email, r.discountCents, now),
    d1
      .prepare(
        `UPDATE orders SET coupon_code = ?1, final_price_cents = ?2,
           payment_method = CASE WHEN ?3 THEN 'coupon' ELSE payment_method END,
           status = CASE WHEN ?3 THEN 'paid' ELSE status END,
           paid_at = CASE WHEN ?3 THEN ?4 ELSE paid_at END,
           updated_at = ?4
         WHERE id = ?5 AND status = 'awaiting_payment' AND coupon_code IS NULL
           AND EXISTS (SELECT 1 FROM coupon_redemptions WHERE order_id = ?5 AND coupon_code = ?1)`,
      )
      .bind(r.code, r.finalPriceCents, free ? 1 : 0, now, r.orderId),
  ]);
  return results[2]?.meta.changes === 1;
}
