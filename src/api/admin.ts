/**
 * /api/admin: the operator's API (docs/product/api.md, Admin; docs/product/rules.md, Admin access).
 * Every route sits behind requireAdmin (x-admin-key, constant-time, rate
 * limited). Beyond what the owner first asked for (docs/product/api.md, Admin): one order in full, refunds, coupons and the
 * audit log; every change and every refusal is written to admin_audit.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { listAudit, recordAudit, toAuditEntryView } from "../admin/audit";
import { type AdminEnv, requireAdmin } from "../admin/auth";
import { CreateCouponSchema, createCoupon, listCoupons, setCouponActive } from "../admin/coupons";
import { PageQuerySchema, statusFilter, toPage } from "../admin/pagination";
import { listJobs, listOrders, readOrderDetail, readStats } from "../admin/queries";
import { type AdminRefundResult, refundAsAdmin } from "../admin/refund";
import { type AdminReplayResult, replayAsAdmin } from "../admin/replay";
import { createDb } from "../db/client";
import { fail } from "../lib/errors";
import { validate } from "../lib/validate";
import { OrderIdSchema } from "../shared/schemas";
import { JOB_STATUSES, ORDER_STATUSES } from "../shared/statuses";

const OrderParamSchema = z.object({ orderId: OrderIdSchema });
/** Looser than a new code's rules, so any stored code (a seeded one, say) can still be switched off. */
const CouponParamSchema = z.object({ code: z.string().trim().min(1).max(64, { error: "Coupon not found" }) });

const RefundBodySchema = z.object({
  /** Why the money goes back: for the audit log only (PayPal's note to the buyer names just the order). */
  reason: z
    .string()
    .trim()
    .max(300, { error: "reason must be at most 300 characters" })
    .optional()
    .transform((reason) => reason || null),
});

const AuditQuerySchema = PageQuerySchema.extend({
  targetType: z.enum(["order", "coupon"], { error: "targetType must be order or coupon" }).optional(),
  targetId: z.string().trim().min(1).max(64).optional(),
}).refine((q) => (q.targetType === undefined) === (q.targetId === undefined), {
  error: "targetType and targetId go together",
  path: ["targetId"],
});

/** Why a replay or refund did not happen, as the HTTP answer: 404, 409 with the reason, 503, or PayPal's failure. */
type OrderActionFailure = Exclude<AdminReplayResult | AdminRefundResult, { kind: "queued" | "delivered" | "refunded" }>;

function failOrderAction(failure: OrderActionFailure): never {
  switch (failure.kind) {
    case "not_found":
      return fail(404, "Order not found");
    case "refused":
      return fail(409, failure.reason);
    case "not_configured":
      return fail(503, failure.reason);
    case "provider_failed":
      return fail(failure.httpStatus, failure.reason);
  }
}

/** Disable or enable a coupon: 404 for an unknown code, else the coupon as it now stands. */
async function switchCoupon(c: Context<AdminEnv>, code: string, active: boolean) {
  const result = await setCouponActive(c.env.DB, c.var.adminActor, code, active);
  if (result.kind === "not_found") fail(404, "Coupon not found");
  return c.json({ coupon: result.coupon });
}

export const adminRoutes = new Hono<AdminEnv>()
  .use(requireAdmin)
  .get("/stats", async (c) => c.json(await readStats(createDb(c.env.DB))))
  .get("/orders", validate("query", PageQuerySchema.extend({ status: statusFilter(ORDER_STATUSES) })), async (c) =>
    c.json(await listOrders(createDb(c.env.DB), c.req.valid("query"))),
  )
  .get("/orders/:orderId", validate("param", OrderParamSchema), async (c) => {
    const { orderId } = c.req.valid("param");
    const db = createDb(c.env.DB);
    const detail = await readOrderDetail(db, orderId);
    if (!detail) fail(404, "Order not found");
    // The detail shows the buyer's email, birth date and town: who looked is worth knowing.
    await recordAudit(db, {
      actor: c.var.adminActor,
      action: "order.view",
      targetType: "order",
      targetId: orderId,
      outcome: "succeeded",
    });
    return c.json(detail);
  })
  .get("/jobs", validate("query", PageQuerySchema.extend({ status: statusFilter(JOB_STATUSES) })), async (c) =>
    c.json(await listJobs(createDb(c.env.DB), c.req.valid("query"))),
  )
  .post("/replay/:orderId", validate("param", OrderParamSchema), async (c) => {
    const { orderId } = c.req.valid("param");
    const result = await replayAsAdmin(c.env, c.var.adminActor, orderId);
    if (result.kind !== "queued" && result.kind !== "delivered") failOrderAction(result);
    return c.json({ orderId, outcome: result.kind, jobs: result.kind === "queued" ? result.jobs : [] });
  })
  .post("/refund/:orderId", validate("param", OrderParamSchema), validate("json", RefundBodySchema), async (c) => {
    const { orderId } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    const result = await refundAsAdmin(c.env, c.var.config, c.var.adminActor, { orderId, reason });
    if (result.kind !== "refunded") failOrderAction(result);
    return c.json({
      orderId,
      status: "refunded" as const,
      provider: result.provider,
      refundId: result.refundId,
      refundStatus: result.refundStatus,
    });
  })
  .get("/coupons", validate("query", PageQuerySchema), async (c) =>
    c.json(await listCoupons(c.env.DB, c.req.valid("query"))),
  )
  .post("/coupons", validate("json", CreateCouponSchema), async (c) => {
    const result = await createCoupon(c.env.DB, c.var.adminActor, c.req.valid("json"));
    if (result.kind === "exists") return fail(409, "A coupon with this code already exists");
    return c.json({ coupon: result.coupon }, 201);
  })
  .post("/coupons/:code/disable", validate("param", CouponParamSchema), (c) =>
    switchCoupon(c, c.req.valid("param").code, false),
  )
  .post("/coupons/:code/enable", validate("param", CouponParamSchema), (c) =>
    switchCoupon(c, c.req.valid("param").code, true),
  )
  .get("/audit", validate("query", AuditQuerySchema), async (c) => {
    const { limit, cursor, targetType, targetId } = c.req.valid("query");
    const target = targetType && targetId ? { type: targetType, id: targetId } : undefined;
    const rows = await listAudit(createDb(c.env.DB), { limit, cursor, target });
    const page = toPage(rows, limit, (row) => ({ createdAt: row.createdAt, id: row.id }));
    return c.json({ entries: page.items.map(toAuditEntryView), nextCursor: page.nextCursor });
  });
