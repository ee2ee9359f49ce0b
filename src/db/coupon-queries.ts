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

/** Gmail ignores dots in the local part, and googlemail.com is the same mailbox. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * Who a per-email limit counts (docs/decisions/0030): the address lower-cased and trimmed,
 * without a +tag ("ann+promo@example.com" is ann@example.com) and, at Gmail, without dots.
 * Null for an order without an email: nobody in particular, so such an order cannot use a
 * per-email code. migrations/0005 computes the same for the rows before it; keep them alike.
 */
export function couponEmailKey(email: string): string | null {
  const address = email.trim().toLowerCase();
  if (!address) return null;
  const at = address.indexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
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
  /** couponEmailKey(email): a per-email code is refused when it is null. */
  emailKey: string | null;
  productType: ProductType;
  discountCents: number;
};

/**
 * The coupon's side of a redemption, as statements not yet run: the coupon's count goes up and
 * the redemption row is written only if every rule holds at that moment. The caller puts them in
 * one D1 batch with the order's own change (applyCouponToOrder in src/orders/transitions.ts),
 * which happens only if the redemption row exists, so racing redemptions have one winner.
 */
export function couponRedemptionStatements(d1: D1Database, r: Redemption, now: number): D1PreparedStatement[] {
  return [
    d1
      .prepare(
        `UPDATE coupons SET redemption_count = redemption_count + 1, updated_at = ?1
         WHERE code = ?2 AND kind = ?3 AND value = ?4 AND active = 1
           AND (expires_at IS NULL OR expires_at > ?1)
           AND (max_redemptions IS NULL OR redemption_count < max_redemptions)
           AND product_scope IN (?5, 'any')
           AND (per_email_limit IS NULL OR (?6 IS NOT NULL AND
                (SELECT COUNT(*) FROM coupon_redemptions WHERE coupon_code = ?2 AND email_key = ?6) < per_email_limit))
           AND EXISTS (SELECT 1 FROM orders WHERE id = ?7 AND product_type = ?5 AND email = ?8
                       AND status = 'awaiting_payment' AND coupon_code IS NULL)
           AND NOT EXISTS (SELECT 1 FROM payments WHERE order_id = ?7)`,
      )
      // ?8: the email the key was made from is still the order's (an unpaid order's email may change).
      .bind(now, r.code, r.kind, r.value, r.productType, r.emailKey, r.orderId, r.email),
    // changes() is the row count of the statement just before, in this same transaction.
    d1
      .prepare(
        `INSERT INTO coupon_redemptions (id, coupon_code, order_id, email, email_key, discount_cents, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE changes() = 1`,
      )
      .bind(crypto.randomUUID(), r.code, r.orderId, r.email, r.emailKey, r.discountCents, now),
  ];
}
