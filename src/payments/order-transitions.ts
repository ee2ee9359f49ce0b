/**
 * Order state transitions caused by payments. Each is one conditional UPDATE
 * (WHERE status = expected), so racing captures, webhooks and retries cannot
 * pay twice or refund twice.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { orders } from "../db/schema";

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

/** paid | processing | delivered | failed | completed → refunded. */
export async function markOrderRefunded(db: Database, orderId: string): Promise<boolean> {
  const changed = await db
    .update(orders)
    .set({ status: "refunded", updatedAt: Date.now() })
    .where(
      and(eq(orders.id, orderId), inArray(orders.status, ["paid", "processing", "delivered", "failed", "completed"])),
    )
    .returning({ id: orders.id });
  return changed.length === 1;
}
