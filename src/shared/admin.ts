/**
 * What the Worker's admin API and the admin dashboard agree on: audit actions
 * and outcomes, which orders may be replayed or refunded, page sizes. Pure
 * data, no bindings, so the SPA can import it without pulling in the Worker.
 */
import { PRODUCTS, type ProductType } from "./catalog";
import type { OrderStatus } from "./statuses";

/** Everything the audit log records. Reads are not audited, except opening an order (it shows personal data). */
export const ADMIN_ACTIONS = [
  "order.view",
  "order.replay",
  "order.refund",
  "coupon.create",
  "coupon.disable",
  "coupon.enable",
  "testimonial.create",
  "testimonial.update",
  "testimonial.publish",
  "testimonial.hide",
  "content.update",
  "content.publish",
  "content.hide",
  "email.resend",
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** What an audit row is about: an order, a coupon, a testimonial, or a piece of page content (by its key). */
export const AUDIT_TARGET_TYPES = ["order", "coupon", "testimonial", "content"] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** succeeded: done; refused: not allowed in the current state (404/409); failed: a provider or server error. */
export const ADMIN_OUTCOMES = ["succeeded", "refused", "failed"] as const;
export type AdminOutcome = (typeof ADMIN_OUTCOMES)[number];

/** Cursor pagination for every admin list. */
export const ADMIN_PAGE_SIZE = { default: 50, max: 100 } as const;

/**
 * The dashboard offers Replay exactly as docs/product/screens.md (Admin dashboard) says: not delivered, not a
 * tarot reading. The server decides the rest (unpaid and refunded orders are
 * refused with a 409 and a reason).
 */
export function offersReplay(order: { status: OrderStatus; product_type: ProductType }): boolean {
  return order.status !== "delivered" && order.product_type !== "tarot_reading";
}

/** Orders whose money can go back: paid and not refunded yet (docs/product/orders.md, Refunds). */
export const REFUNDABLE_STATUSES = [
  "paid",
  "processing",
  "delivered",
  "failed",
  "completed",
] as const satisfies readonly OrderStatus[];

export function isRefundable(status: OrderStatus): boolean {
  return (REFUNDABLE_STATUSES as readonly OrderStatus[]).includes(status);
}

/** The dashboard's revenue estimate: delivered orders × the price, in cents (one price for both products). */
export const REVENUE_PER_DELIVERED_ORDER_CENTS = PRODUCTS.soulmate.priceCents;
