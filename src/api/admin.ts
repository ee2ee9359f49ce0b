/**
 * /api/admin: the operator's API (spec §2 Admin, §3 Admin stats, §6, §7).
 * Every route sits behind requireAdmin (x-admin-key, constant-time, rate
 * limited). Beyond the spec: one order in full, refunds, coupons and the
 * audit log; every change and every refusal is written to admin_audit.
 */
import { Hono } from "hono";
import { z } from "zod";
import { listAudit, recordAudit, toAuditEntryView } from "../admin/audit";
import { type AdminEnv, requireAdmin } from "../admin/auth";
import { CreateCouponSchema, createCoupon, listCoupons, setCouponActive } from "../admin/coupons";
import { PageQuerySchema, statusFilter, toPage } from "../admin/pagination";
import { listJobs, listOrders, readOrderDetail, readStats } from "../admin/queries";
import { refundAsAdmin } from "../admin/refund";
import { replayAsAdmin } from "../admin/replay";
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
    switch (result.kind) {
      case "not_found":
        return fail(404, "Order not found");
      case "refused":
        return fail(409, result.reason);
      case "queued":
        return c.json({ orderId, outcome: "queued" as const, jobs: result.jobs });
      case "delivered":
        return c.json({ orderId, outcome: "delivered" as const, jobs: [] });
    }
  })
  .post("/refund/:orderId", validate("param", OrderParamSchema), validate("json", RefundBodySchema), async (c) => {
    const { orderId } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    const result = await refundAsAdmin(c.env, c.var.config, c.var.adminActor, { orderId, reason });
    switch (result.kind) {
      case "not_found":
        return fail(404, "Order not found");
      case "refused":
        return fail(409, result.reason);
      case "not_configured":
        return fail(503, result.reason);
      case "provider_failed":
        return fail(result.httpStatus, result.reason);
      case "refunded":
        return c.json({
          orderId,
          status: "refunded" as const,
          provider: result.provider,
          refundId: result.refundId,
          refundStatus: result.refundStatus,
        });
    }
  })
  .get("/coupons", validate("query", PageQuerySchema), async (c) =>
    c.json(await listCoupons(c.env.DB, c.req.valid("query"))),
  )
  .post("/coupons", validate("json", CreateCouponSchema), async (c) => {
    const result = await createCoupon(c.env.DB, c.var.adminActor, c.req.valid("json"));
    if (result.kind === "exists") return fail(409, "A coupon with this code already exists");
    return c.json({ coupon: result.coupon }, 201);
  })
  .post("/coupons/:code/disable", validate("param", CouponParamSchema), async (c) => {
    const result = await setCouponActive(c.env.DB, c.var.adminActor, c.req.valid("param").code, false);
    if (result.kind === "not_found") return fail(404, "Coupon not found");
    return c.json({ coupon: result.coupon });
  })
  .post("/coupons/:code/enable", validate("param", CouponParamSchema), async (c) => {
    const result = await setCouponActive(c.env.DB, c.var.adminActor, c.req.valid("param").code, true);
    if (result.kind === "not_found") return fail(404, "Coupon not found");
    return c.json({ coupon: result.coupon });
  })
  .get("/audit", validate("query", AuditQuerySchema), async (c) => {
    const { limit, cursor, targetType, targetId } = c.req.valid("query");
    const target = targetType && targetId ? { type: targetType, id: targetId } : undefined;
    const rows = await listAudit(createDb(c.env.DB), { limit, cursor, target });
    const page = toPage(rows, limit, (row) => ({ createdAt: row.createdAt, id: row.id }));
    return c.json({ entries: page.items.map(toAuditEntryView), nextCursor: page.nextCursor });
  });
