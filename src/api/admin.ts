/**
 * /api/admin: the operator's API (docs/product/api.md, Admin; docs/product/rules.md, Admin access).
 * Every route sits behind requireAdmin (x-admin-key, constant-time, rate
 * limited). Beyond what the owner first asked for (docs/product/api.md, Admin): one order in full, refunds, coupons and the
 * audit log; every change and every refusal is written to admin_audit.
 */
import { type Context, Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { z } from "zod";
import { listAudit, recordAudit, toAuditEntryView } from "../admin/audit";
import { type AdminEnv, requireAdmin } from "../admin/auth";
import {
  createTestimonial,
  listTestimonials,
  readFounderNote,
  saveFounderNote,
  setFounderNoteStatus,
  setTestimonialStatus,
  type TestimonialChangeResult,
  updateTestimonial,
} from "../admin/content";
import { CreateCouponSchema, createCoupon, listCoupons, setCouponActive } from "../admin/coupons";
import { emailsOfOrder, listEmails, resendEmailAsAdmin } from "../admin/emails";
import {
  AdminOrderDetailSchema,
  AdminStatsSchema,
  listJobs,
  listOrders,
  readOrderDetail,
  readStats,
} from "../admin/queries";
import { type AdminRefundResult, refundAsAdmin } from "../admin/refund";
import { type AdminReplayResult, replayAsAdmin } from "../admin/replay";
import { AdminCouponRowSchema } from "../admin/views";
import { createDb } from "../db/client";
import { fail } from "../lib/errors";
import { PageQuerySchema, statusFilter, toPage } from "../lib/pagination";
import { validate } from "../lib/validate";
import { AUDIT_TARGET_TYPES } from "../shared/admin";
import { FounderNoteSchema, OrderIdSchema, TestimonialInputSchema } from "../shared/schemas";
import { EMAIL_STATUSES, JOB_STATUSES, ORDER_STATUSES } from "../shared/statuses";
import {
  ADMIN_ROUTES,
  AdminAuditPageSchema,
  AdminCouponsPageSchema,
  AdminJobsPageSchema,
  AdminOrdersPageSchema,
  errors,
  json,
} from "./openapi";

const OrderParamSchema = z.object({ orderId: OrderIdSchema });
const EmailParamSchema = z.object({ id: z.uuid({ error: "Invalid email id" }) });
/** `?orderId=` narrows the list to one order's emails; `?status=` to queued, sent or failed. */
const EmailsQuerySchema = PageQuerySchema.extend({
  orderId: z.preprocess((value) => (value === "" ? undefined : value), OrderIdSchema.optional()),
  status: statusFilter(EMAIL_STATUSES),
});
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
  targetType: z
    .enum(AUDIT_TARGET_TYPES, { error: `targetType must be one of: ${AUDIT_TARGET_TYPES.join(", ")}` })
    .optional(),
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

const TestimonialParamSchema = z.object({ id: z.uuid({ error: "Testimonial not found" }) });

/** A testimonial as it now stands, or 404 for an unknown one and 409 with the reason for a refusal. */
function answerTestimonial(c: Context<AdminEnv>, result: TestimonialChangeResult) {
  if (result.kind === "not_found") return fail(404, "Testimonial not found");
  if (result.kind === "refused") return fail(409, result.reason);
  return c.json({ testimonial: result.testimonial });
}

/** Publish or hide the founder note: 404 until one has been saved. */
async function switchFounderNote(c: Context<AdminEnv>, status: "published" | "hidden") {
  const result = await setFounderNoteStatus(c.env.DB, c.var.adminActor, status);
  if (result.kind === "not_found") return fail(404, "Write and save the founder note first");
  return c.json({ founderNote: result.founderNote });
}

/** Disable or enable a coupon: 404 for an unknown code, else the coupon as it now stands. */
async function switchCoupon(c: Context<AdminEnv>, code: string, active: boolean) {
  const result = await setCouponActive(c.env.DB, c.var.adminActor, code, active);
  if (result.kind === "not_found") fail(404, "Coupon not found");
  return c.json({ coupon: result.coupon });
}

const ORDER_NOT_FOUND = errors({ 404: "Order not found" });
const couponAnswer = json("The coupon as it now stands", z.object({ coupon: AdminCouponRowSchema }));
const docs = {
  stats: describeRoute({ summary: "Order and job counts", responses: { 200: json("The counts", AdminStatsSchema) } }),
  orders: describeRoute({ summary: "Orders, newest first", responses: { 200: json("A page", AdminOrdersPageSchema) } }),
  order: describeRoute({
    summary: "One order in full",
    description: "Quiz answers, payments, jobs, files and audit trail. Audited as `order.view`.",
    responses: { 200: json("The order", AdminOrderDetailSchema), ...ORDER_NOT_FOUND },
  }),
  jobs: describeRoute({ summary: "Jobs, newest first", responses: { 200: json("A page", AdminJobsPageSchema) } }),
  replay: describeRoute({
    summary: "Rebuild what is missing of a soulmate pack",
    responses: {
      200: json(
        "Queued (the jobs started), or already delivered",
        z.object({ orderId: z.string(), outcome: z.enum(["queued", "delivered"]), jobs: z.array(z.string()) }),
      ),
      ...ORDER_NOT_FOUND,
      ...errors({ 409: "Not replayable now; `error` says why" }),
    },
  }),
  refund: describeRoute({
    summary: "Refund an order",
    description: "Through PayPal for a card payment; a coupon order is marked refunded. `reason` is for the audit log.",
    responses: {
      200: json(
        "Refunded",
        z.object({
          orderId: z.string(),
          status: z.literal("refunded"),
          provider: z.enum(["paypal", "none"]),
          refundId: z.string().nullable(),
          refundStatus: z.enum(["COMPLETED", "PENDING", "CANCELLED", "FAILED"]).nullable(),
        }),
      ),
      ...ORDER_NOT_FOUND,
      ...errors({
        409: "Not refundable now; `error` says why",
        422: "PayPal refused the refund",
        502: "PayPal is not answering",
        503: "PayPal is not configured",
      }),
    },
  }),
  coupons: describeRoute({
    summary: "Coupons, newest first",
    responses: { 200: json("A page", AdminCouponsPageSchema) },
  }),
  createCoupon: describeRoute({
    summary: "Create a coupon",
    responses: { 201: couponAnswer, ...errors({ 409: "A coupon with this code already exists" }) },
  }),
  disableCoupon: describeRoute({
    summary: "Switch a coupon off",
    responses: { 200: couponAnswer, ...errors({ 404: "Coupon not found" }) },
  }),
  enableCoupon: describeRoute({
    summary: "Switch a coupon back on",
    responses: { 200: couponAnswer, ...errors({ 404: "Coupon not found" }) },
  }),
  emails: describeRoute({
    summary: "Emails sent or queued, newest first",
    responses: { 200: json("A page: `{emails, nextCursor}` (shape not published yet)") },
  }),
  resendEmail: describeRoute({
    summary: "Send an email again",
    responses: {
      200: json("`{email}`: the email as it now stands (shape not published yet)"),
      ...errors({ 404: "Email not found", 409: "Not resendable; `error` says why" }),
    },
  }),
  testimonials: describeRoute({
    summary: "Testimonials",
    responses: { 200: json("`{testimonials}` (shape not published yet)") },
  }),
  createTestimonial: describeRoute({
    summary: "Add a testimonial",
    responses: { 201: json("`{testimonial}` (shape not published yet)") },
  }),
  updateTestimonial: describeRoute({
    summary: "Change a testimonial",
    responses: {
      200: json("`{testimonial}` (shape not published yet)"),
      ...errors({ 404: "Testimonial not found", 409: "Refused; `error` says why" }),
    },
  }),
  publishTestimonial: describeRoute({
    summary: "Publish a testimonial",
    responses: {
      200: json("`{testimonial}` (shape not published yet)"),
      ...errors({ 404: "Testimonial not found", 409: "Refused; `error` says why" }),
    },
  }),
  hideTestimonial: describeRoute({
    summary: "Hide a testimonial",
    responses: {
      200: json("`{testimonial}` (shape not published yet)"),
      ...errors({ 404: "Testimonial not found", 409: "Refused; `error` says why" }),
    },
  }),
  founderNote: describeRoute({
    summary: "The founder note",
    responses: { 200: json("`{founderNote}` (shape not published yet)") },
  }),
  saveFounderNote: describeRoute({
    summary: "Save the founder note",
    responses: { 200: json("`{founderNote}` (shape not published yet)") },
  }),
  publishFounderNote: describeRoute({
    summary: "Publish the founder note",
    responses: {
      200: json("`{founderNote}` (shape not published yet)"),
      ...errors({ 404: "No founder note saved yet" }),
    },
  }),
  hideFounderNote: describeRoute({
    summary: "Hide the founder note",
    responses: {
      200: json("`{founderNote}` (shape not published yet)"),
      ...errors({ 404: "No founder note saved yet" }),
    },
  }),
  audit: describeRoute({
    summary: "The audit log, newest first",
    responses: { 200: json("A page", AdminAuditPageSchema) },
  }),
};

export const adminRoutes = new Hono<AdminEnv>()
  .use(requireAdmin, describeRoute(ADMIN_ROUTES))
  .get("/stats", docs.stats, async (c) => c.json(await readStats(createDb(c.env.DB))))
  .get(
    "/orders",
    docs.orders,
    validate("query", PageQuerySchema.extend({ status: statusFilter(ORDER_STATUSES) })),
    async (c) => c.json(await listOrders(createDb(c.env.DB), c.req.valid("query"))),
  )
  .get("/orders/:orderId", docs.order, validate("param", OrderParamSchema), async (c) => {
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
    return c.json({ ...detail, emails: await emailsOfOrder(db, orderId) });
  })
  .get(
    "/jobs",
    docs.jobs,
    validate("query", PageQuerySchema.extend({ status: statusFilter(JOB_STATUSES) })),
    async (c) => c.json(await listJobs(createDb(c.env.DB), c.req.valid("query"))),
  )
  .post("/replay/:orderId", docs.replay, validate("param", OrderParamSchema), async (c) => {
    const { orderId } = c.req.valid("param");
    const result = await replayAsAdmin(c.env, c.var.adminActor, orderId);
    if (result.kind !== "queued" && result.kind !== "delivered") failOrderAction(result);
    return c.json({ orderId, outcome: result.kind, jobs: result.kind === "queued" ? result.jobs : [] });
  })
  .post(
    "/refund/:orderId",
    docs.refund,
    validate("param", OrderParamSchema),
    validate("json", RefundBodySchema),
    async (c) => {
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
    },
  )
  .get("/coupons", docs.coupons, validate("query", PageQuerySchema), async (c) =>
    c.json(await listCoupons(c.env.DB, c.req.valid("query"))),
  )
  .post("/coupons", docs.createCoupon, validate("json", CreateCouponSchema), async (c) => {
    const result = await createCoupon(c.env.DB, c.var.adminActor, c.req.valid("json"));
    if (result.kind === "exists") return fail(409, "A coupon with this code already exists");
    return c.json({ coupon: result.coupon }, 201);
  })
  .post("/coupons/:code/disable", docs.disableCoupon, validate("param", CouponParamSchema), (c) =>
    switchCoupon(c, c.req.valid("param").code, false),
  )
  .post("/coupons/:code/enable", docs.enableCoupon, validate("param", CouponParamSchema), (c) =>
    switchCoupon(c, c.req.valid("param").code, true),
  )
  .get("/emails", docs.emails, validate("query", EmailsQuerySchema), async (c) =>
    c.json(await listEmails(createDb(c.env.DB), c.req.valid("query"))),
  )
  .post("/emails/:id/resend", docs.resendEmail, validate("param", EmailParamSchema), async (c) => {
    const result = await resendEmailAsAdmin(c.env, c.var.adminActor, c.req.valid("param").id);
    if (result.kind === "not_found") return fail(404, "Email not found");
    if (result.kind === "refused") return fail(409, result.reason);
    return c.json({ email: result.email });
  })
  .get("/testimonials", docs.testimonials, async (c) => c.json({ testimonials: await listTestimonials(c.env.DB) }))
  .post("/testimonials", docs.createTestimonial, validate("json", TestimonialInputSchema), async (c) =>
    c.json({ testimonial: await createTestimonial(c.env.DB, c.var.adminActor, c.req.valid("json")) }, 201),
  )
  .put(
    "/testimonials/:id",
    docs.updateTestimonial,
    validate("param", TestimonialParamSchema),
    validate("json", TestimonialInputSchema),
    async (c) =>
      answerTestimonial(
        c,
        await updateTestimonial(c.env.DB, c.var.adminActor, c.req.valid("param").id, c.req.valid("json")),
      ),
  )
  .post("/testimonials/:id/publish", docs.publishTestimonial, validate("param", TestimonialParamSchema), async (c) =>
    answerTestimonial(c, await setTestimonialStatus(c.env.DB, c.var.adminActor, c.req.valid("param").id, "published")),
  )
  .post("/testimonials/:id/hide", docs.hideTestimonial, validate("param", TestimonialParamSchema), async (c) =>
    answerTestimonial(c, await setTestimonialStatus(c.env.DB, c.var.adminActor, c.req.valid("param").id, "hidden")),
  )
  .get("/content/founder-note", docs.founderNote, async (c) => c.json({ founderNote: await readFounderNote(c.env.DB) }))
  .put("/content/founder-note", docs.saveFounderNote, validate("json", FounderNoteSchema), async (c) =>
    c.json({ founderNote: await saveFounderNote(c.env.DB, c.var.adminActor, c.req.valid("json")) }),
  )
  .post("/content/founder-note/publish", docs.publishFounderNote, (c) => switchFounderNote(c, "published"))
  .post("/content/founder-note/hide", docs.hideFounderNote, (c) => switchFounderNote(c, "hidden"))
  .get("/audit", docs.audit, validate("query", AuditQuerySchema), async (c) => {
    const { limit, cursor, targetType, targetId } = c.req.valid("query");
    const target = targetType && targetId ? { type: targetType, id: targetId } : undefined;
    const rows = await listAudit(createDb(c.env.DB), { limit, cursor, target });
    const page = toPage(rows, limit, (row) => ({ createdAt: row.createdAt, id: row.id }));
    return c.json({ entries: page.items.map(toAuditEntryView), nextCursor: page.nextCursor });
  });
