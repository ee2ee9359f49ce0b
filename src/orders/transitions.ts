/**
 * Every change to an order's status: payments, refunds, a reading saved, and
 * the soulmate pack's pipeline. Each is one conditional UPDATE (WHERE status =
 * expected), so racing captures, webhooks, retries and sweeps cannot pay twice,
 * refund twice or move an order backwards.
 */
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { type Order, orders } from "../db/schema";
import { REFUNDABLE_STATUSES } from "../shared/admin";
import { CURRENCY, PRODUCTS, type ProductType } from "../shared/catalog";

/** awaiting_payment → paid. True only for the call that made the change. */
export async function markOrderPaid(db: Database, orderId: string, method: "paypal" | "coupon"): Promise<boolean> {
  const now = Date.now();
  const changed = await db
    .update(orders)
    .set({ status: "paid", paymentMethod: method, paidAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, "awaiting_payment")))
    .returning({ id: orders.id });
  return changed.length === 1;
}

/**
 * awaiting_payment with no coupon → the coupon on it, at its new price, and paid when that price
 * is 0: a statement not yet run, for the one D1 batch of a redemption
 * (couponRedemptionStatements). It changes the order only if that redemption row was written.
 */
export function applyCouponToOrder(
  d1: D1Database,
  a: { code: string; orderId: string; finalPriceCents: number; now: number },
): D1PreparedStatement {
  const free = a.finalPriceCents === 0;
  return d1
    .prepare(
      `UPDATE orders SET coupon_code = ?1, final_price_cents = ?2,
         payment_method = CASE WHEN ?3 THEN 'coupon' ELSE payment_method END,
         status = CASE WHEN ?3 THEN 'paid' ELSE status END,
         paid_at = CASE WHEN ?3 THEN ?4 ELSE paid_at END,
         updated_at = ?4
       WHERE id = ?5 AND status = 'awaiting_payment' AND coupon_code IS NULL
         AND EXISTS (SELECT 1 FROM coupon_redemptions WHERE order_id = ?5 AND coupon_code = ?1)`,
    )
    .bind(a.code, a.finalPriceCents, free ? 1 : 0, a.now, a.orderId);
}

/**
 * paid | processing | delivered | failed | completed → refunded, as a query not
 * yet run, so the admin refund can put it in one D1 batch with its audit row.
 */
export function refundOrderQuery(db: Database, orderId: string) {
  return db
    .update(orders)
    .set({ status: "refunded", updatedAt: Date.now() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...REFUNDABLE_STATUSES])))
    .returning({ id: orders.id });
}

/** paid | processing | delivered | failed | completed → refunded. */
export async function markOrderRefunded(db: Database, orderId: string): Promise<boolean> {
  const changed = await refundOrderQuery(db, orderId);
  return changed.length === 1;
}

/** paid → completed: a tarot order whose reading is saved. */
export async function markOrderCompleted(db: Database, orderId: string): Promise<boolean> {
  const changed = await db
    .update(orders)
    .set({ status: "completed", updatedAt: Date.now() })
    .where(and(eq(orders.id, orderId), eq(orders.status, "paid")))
    .returning({ id: orders.id });
  return changed.length === 1;
}

/** paid → processing: the pack's first jobs are on the queue. True only for the call that made the move. */
export async function markOrderProcessing(db: Database, orderId: string): Promise<boolean> {
  const changed = await db
    .update(orders)
    .set({ status: "processing", updatedAt: Date.now() })
    .where(and(eq(orders.id, orderId), eq(orders.status, "paid")))
    .returning({ id: orders.id });
  return changed.length === 1;
}

/** paid | processing | failed → processing, the reason cleared: the operator replays a pack. */
export async function reopenOrderForReplay(db: Database, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ status: "processing", failureReason: null, updatedAt: Date.now() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ["paid", "processing", "failed"])));
}

/**
 * paid | processing | failed → delivered: every file exists. Also from failed, because a
 * job that finishes after being given up on still counts.
 */
export async function markOrderDelivered(db: Database, orderId: string): Promise<boolean> {
  const now = Date.now();
  const changed = await db
    .update(orders)
    .set({ status: "delivered", deliveredAt: now, failureReason: null, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ["paid", "processing", "failed"])))
    .returning({ id: orders.id });
  return changed.length === 1;
}

/** processing, looked at by the sweep just now: it goes to the back of the sweep's line. */
export async function markOrderSwept(db: Database, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ updatedAt: Date.now() })
    .where(and(eq(orders.id, orderId), eq(orders.status, "processing")));
}

/** paid | processing → failed with the reason, as a query not yet run, for one batch with the job's own failure. */
export function failOrderQuery(db: Database, orderId: string, reason: string) {
  return db
    .update(orders)
    .set({ status: "failed", failureReason: reason, updatedAt: Date.now() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ["paid", "processing"])));
}

/**
 * A new order awaiting payment at the server's price, kept with the hash of the key of the
 * browser that made it. Returns its id.
 */
export async function createUnpaidOrder(
  db: Database,
  productType: ProductType,
  ownerKeyHash: string,
  details: UnpaidOrderChanges,
): Promise<string> {
  const id = crypto.randomUUID();
  const price = PRODUCTS[productType].priceCents;
  await db.insert(orders).values({
    id,
    productType,
    status: "awaiting_payment",
    ...details,
    ownerKeyHash,
    originalPriceCents: price,
    finalPriceCents: price,
    currency: CURRENCY,
  });
  return id;
}

/** What a buyer may still change on an order they have not paid for: the quiz's answers and the email. */
export type UnpaidOrderChanges = Pick<Order, "email"> &
  Partial<
    Pick<
      Order,
      "starSign" | "birthDay" | "birthMonth" | "birthYear" | "city" | "preference" | "relationshipStatus" | "firstName"
    >
  >;

/**
 * awaiting_payment → awaiting_payment with new answers or a new email, for the browser that made
 * the order (its owner key's hash, docs/product/rules.md, Ownership): going back a step or typing
 * the email late changes the one order instead of leaving a second behind. A paid order never
 * changes hands or answers (docs/decisions/0031). True only when the order changed.
 */
export async function reviseUnpaidOrder(
  db: Database,
  orderId: string,
  productType: Order["productType"],
  ownerKeyHash: string,
  changes: UnpaidOrderChanges,
): Promise<boolean> {
  const changed = await db
    .update(orders)
    .set({ ...changes, updatedAt: Date.now() })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.productType, productType),
        eq(orders.ownerKeyHash, ownerKeyHash),
        eq(orders.status, "awaiting_payment"),
        // A coupon's per-email limit was counted against the email it was applied with: once a code
        // is on the order, the email stays (or a limit could be dodged by applying it under another).
        or(isNull(orders.couponCode), eq(orders.email, changes.email)),
      ),
    )
    .returning({ id: orders.id });
  return changed.length === 1;
}
