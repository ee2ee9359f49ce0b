/**
 * How orders, jobs, payments and coupons look to the admin dashboard. Field
 * names follow the "as read" shapes of docs/product/api.md (Admin) (snake_case, prices in cents,
 * times as ISO strings). Each shape is written once, as the zod schema the OpenAPI document
 * publishes, and its type inferred from it (docs/decisions/0068).
 */

import { z } from "zod";
import { type Coupon, type Job, type Order, type Payment, payments } from "../db/schema";
import { OrderViewSchema, toOrderView } from "../orders/views";
import { PRODUCT_TYPES, type ProductType } from "../shared/catalog";
import {
  COUPON_KINDS,
  COUPON_SCOPES,
  JOB_STATUSES,
  JOB_TYPES,
  ORDER_STATUSES,
  type OrderStatus,
} from "../shared/statuses";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const AdminOrderRowSchema = OrderViewSchema.extend({
  failure_reason: z.string().nullable(),
  paid_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  updated_at: z.string(),
}).meta({ id: "AdminOrderRow" });
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

export function toAdminOrderRow(order: Order): AdminOrderRow {
  return {
    ...toOrderView(order),
    failure_reason: order.failureReason,
    paid_at: iso(order.paidAt),
    delivered_at: iso(order.deliveredAt),
    updated_at: new Date(order.updatedAt).toISOString(),
  };
}

export const AdminJobRowSchema = z
  .object({
    id: z.string(),
    type: z.enum(JOB_TYPES),
    order_id: z.string(),
    status: z.enum(JOB_STATUSES),
    priority: z.int(),
    attempts: z.int(),
    last_error: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    finished_at: z.string().nullable(),
    /** The job's order, so the dead-letter view can offer Replay without another request. */
    order_status: z.enum(ORDER_STATUSES).nullable(),
    product_type: z.enum(PRODUCT_TYPES).nullable(),
  })
  .meta({ id: "AdminJobRow" });
export type AdminJobRow = z.infer<typeof AdminJobRowSchema>;

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

export const AdminPaymentRowSchema = z
  .object({
    id: z.string(),
    provider: z.enum(payments.provider.enumValues),
    provider_order_id: z.string(),
    capture_id: z.string().nullable(),
    status: z.enum(payments.status.enumValues),
    amount: z.int(),
    currency: z.string(),
    refund_id: z.string().nullable(),
    refunded_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "AdminPaymentRow" });
export type AdminPaymentRow = z.infer<typeof AdminPaymentRowSchema>;

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

export const AdminCouponRowSchema = z
  .object({
    code: z.string(),
    kind: z.enum(COUPON_KINDS),
    value: z.int().meta({ description: 'Percent for "percent", cents for "amount", 0 for "free"' }),
    product_scope: z.enum(COUPON_SCOPES),
    max_redemptions: z.int().nullable(),
    redemption_count: z.int(),
    per_email_limit: z.int().nullable(),
    expires_at: z.string().nullable(),
    active: z.boolean(),
    /** Whether a customer could redeem the code right now, as the operator would put it. */
    state: z.enum(["active", "disabled", "expired", "used_up"]),
    note: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "AdminCouponRow" });
export type AdminCouponRow = z.infer<typeof AdminCouponRowSchema>;
/** Whether a customer could redeem the code right now, as the operator would put it. */
export type CouponState = AdminCouponRow["state"];

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
