/**
 * How orders, jobs, payments and coupons look to the admin dashboard. Field
 * names follow the "as read" shapes of docs/product/api.md (Admin) (snake_case, prices in cents,
 * times as ISO strings).
 */

import type { Coupon, Job, Order, Payment } from "../db/schema";
import { type OrderView, toOrderView } from "../orders/views";
import type { ProductType } from "../shared/catalog";
import type { OrderStatus } from "../shared/statuses";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export type AdminOrderRow = OrderView & {
  failure_reason: string | null;
  paid_at: string | null;
  delivered_at: string | null;
  updated_at: string;
};

export function toAdminOrderRow(order: Order): AdminOrderRow {
  return {
    ...toOrderView(order),
    failure_reason: order.failureReason,
    paid_at: iso(order.paidAt),
    delivered_at: iso(order.deliveredAt),
    updated_at: new Date(order.updatedAt).toISOString(),
  };
}

export type AdminJobRow = {
  id: string;
  type: Job["type"];
  order_id: string;
  status: Job["status"];
  priority: number;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  /** The job's order, so the dead-letter view can offer Replay without another request. */
  order_status: OrderStatus | null;
  product_type: ProductType | null;
};

export function toAdminJobRow(
  job: Job,
  order: { status: OrderStatus; productType: ProductType } | null = null,
): AdminJobRow {
  return {
    id: job.id,
    type: job.type,
    order_id: job.orderId,
    status: job.status,
    priority: job.priority,
    attempts: job.attempts,
    last_error: job.lastError,
    created_at: new Date(job.createdAt).toISOString(),
    updated_at: new Date(job.updatedAt).toISOString(),
    finished_at: iso(job.finishedAt),
    order_status: order?.status ?? null,
    product_type: order?.productType ?? null,
  };
}

export type AdminPaymentRow = {
  id: string;
  provider: Payment["provider"];
  provider_order_id: string;
  capture_id: string | null;
  status: Payment["status"];
  amount: number;
  currency: string;
  refund_id: string | null;
  refunded_at: string | null;
  created_at: string;
  updated_at: string;
};

export function toAdminPaymentRow(payment: Payment): AdminPaymentRow {
  return {
    id: payment.id,
    provider: payment.provider,
    provider_order_id: payment.providerOrderId,
    capture_id: payment.captureId,
    status: payment.status,
    amount: payment.amountCents,
    currency: payment.currency,
    refund_id: payment.refundId,
    refunded_at: iso(payment.refundedAt),
    created_at: new Date(payment.createdAt).toISOString(),
    updated_at: new Date(payment.updatedAt).toISOString(),
  };
}

/** Whether a customer could redeem the code right now, as the operator would put it. */
export type CouponState = "active" | "disabled" | "expired" | "used_up";

export type AdminCouponRow = {
  code: string;
  kind: Coupon["kind"];
  /** Percent for "percent", cents for "amount", 0 for "free". */
  value: number;
  product_scope: Coupon["productScope"];
  max_redemptions: number | null;
  redemption_count: number;
  per_email_limit: number | null;
  expires_at: string | null;
  active: boolean;
  state: CouponState;
  note: string | null;
  created_at: string;
};

export function couponState(coupon: Coupon, now = Date.now()): CouponState {
  if (!coupon.active) return "disabled";
  if (coupon.expiresAt !== null && coupon.expiresAt <= now) return "expired";
  if (coupon.maxRedemptions !== null && coupon.redemptionCount >= coupon.maxRedemptions) return "used_up";
  return "active";
}

export function toAdminCouponRow(coupon: Coupon, now = Date.now()): AdminCouponRow {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    product_scope: coupon.productScope,
    max_redemptions: coupon.maxRedemptions,
    redemption_count: coupon.redemptionCount,
    per_email_limit: coupon.perEmailLimit,
    expires_at: iso(coupon.expiresAt),
    active: coupon.active,
    state: couponState(coupon, now),
    note: coupon.note,
    created_at: new Date(coupon.createdAt).toISOString(),
  };
}
