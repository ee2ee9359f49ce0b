/**
 * Order state transitions caused by payments. Each is one conditional UPDATE
 * (WHERE status = expected), so racing captures, webhooks and retries cannot
 * pay twice or refund twice.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { orders } from "../db/schema";
import { REFUNDABLE_STATUSES } from "../shared/admin";

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
