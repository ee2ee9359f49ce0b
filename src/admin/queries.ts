/** The admin's reads: stats, the order and job lists, one order in full. */
import { count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { artifacts, couponRedemptions, jobs, payments, readings, tarotSessions } from "../db/schema";
import { newestFirst, type PageCursor, toPage } from "../lib/pagination";
import { countOrdersByStatus, findOrder, findOrderSummaries, listOrdersPage } from "../orders/queries";
import type { JobStatus, OrderStatus } from "../shared/statuses";
import { AuditEntryViewSchema, listAudit, toAuditEntryView } from "./audit";
import {
  AdminJobRowSchema,
  AdminOrderRowSchema,
  AdminPaymentRowSchema,
  toAdminJobRow,
  toAdminOrderRow,
  toAdminPaymentRow,
} from "./views";

/** docs/product/api.md, Admin: the stats shape, exactly. */
const tallied = z.int();
export const AdminStatsSchema = z
  .object({
    orders: z.object({ total: tallied, delivered: tallied, processing: tallied, failed: tallied }),
    jobs: z.object({ total: tallied, completed: tallied, running: tallied, failed: tallied }),
  })
  .meta({ id: "AdminStats" });
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export async function readStats(db: Database): Promise<AdminStats> {
  const [orderCounts, jobCounts] = await db.batch([
    countOrdersByStatus(db),
    db.select({ status: jobs.status, n: count() }).from(jobs).groupBy(jobs.status),
  ]);
  const tally = <S extends string>(rows: { status: S; n: number }[]) => {
    const by = new Map(rows.map((row) => [row.status, row.n] as const));
    return { total: rows.reduce((sum, row) => sum + row.n, 0), of: (status: S) => by.get(status) ?? 0 };
  };
  const o = tally<OrderStatus>(orderCounts);
  const j = tally<JobStatus>(jobCounts);
  return {
    orders: { total: o.total, delivered: o.of("delivered"), processing: o.of("processing"), failed: o.of("failed") },
    jobs: { total: j.total, completed: j.of("completed"), running: j.of("running"), failed: j.of("failed") },
  };
}

type ListOptions<Status> = { status?: Status; limit: number; cursor?: PageCursor };

export async function listOrders(db: Database, options: ListOptions<OrderStatus>) {
  const rows = await listOrdersPage(db, options);
  const page = toPage(rows, options.limit, (row) => ({ createdAt: row.createdAt, id: row.id }));
  return { orders: page.items.map(toAdminOrderRow), nextCursor: page.nextCursor };
}

export async function listJobs(db: Database, options: ListOptions<JobStatus>) {
  const rows = await newestFirst(db.select().from(jobs).$dynamic(), jobs, {
    ...options,
    filter: options.status ? eq(jobs.status, options.status) : undefined,
  });
  const page = toPage(rows, options.limit, (job) => ({ createdAt: job.createdAt, id: job.id }));
  const ordersOf = await findOrderSummaries(
    db,
    page.items.map((job) => job.orderId),
  );
  return {
    jobs: page.items.map((job) => toAdminJobRow(job, ordersOf.get(job.orderId) ?? null)),
    nextCursor: page.nextCursor,
  };
}

export const AdminOrderDetailSchema = z
  .object({
    order: AdminOrderRowSchema.extend({
      first_name: z.string().nullable(),
      preference: z.string().nullable(),
      relationship_status: z.string().nullable(),
    }),
    jobs: z.array(AdminJobRowSchema),
    payments: z.array(AdminPaymentRowSchema),
    coupon_redemption: z.object({ coupon_code: z.string(), discount: z.int(), created_at: z.string() }).nullable(),
    /** Names of the files built so far (R2 orders/{id}/…). */
    files: z.array(z.string()),
    tarot_sessions: z.array(
      z.object({
        id: z.string(),
        status: z.string(),
        spread_type: z.string().nullable(),
        reading_id: z.string().nullable(),
        /** Which model wrote the saved reading (a Workers AI model id, the embedded reader, or the crisis message). */
        reading_model: z.string().nullable(),
      }),
    ),
    /** The newest operator actions on this order. */
    audit: z.array(AuditEntryViewSchema),
  })
  .meta({ id: "AdminOrderDetail" });
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

/** How many of the order's audit entries the detail view shows. */
const DETAIL_AUDIT_ENTRIES = 50;

export async function readOrderDetail(db: Database, orderId: string): Promise<AdminOrderDetail | null> {
  const order = await findOrder(db, orderId);
  if (!order) return null;
  const [jobRows, paymentRows, redemption, files, sessions, audit] = await Promise.all([
    db.select().from(jobs).where(eq(jobs.orderId, orderId)).orderBy(jobs.createdAt, jobs.type),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt)),
    db.query.couponRedemptions.findFirst({ where: eq(couponRedemptions.orderId, orderId) }),
    db.select({ name: artifacts.name }).from(artifacts).where(eq(artifacts.orderId, orderId)).orderBy(artifacts.name),
    db
      .select({
        id: tarotSessions.id,
        status: tarotSessions.status,
        spreadType: tarotSessions.spreadType,
        readingId: readings.id,
        readingModel: readings.model,
      })
      .from(tarotSessions)
      .leftJoin(readings, eq(readings.sessionId, tarotSessions.id))
      .where(eq(tarotSessions.orderId, orderId)),
    listAudit(db, { limit: DETAIL_AUDIT_ENTRIES, target: { type: "order", id: orderId } }),
  ]);
  return {
    order: {
      ...toAdminOrderRow(order),
      first_name: order.firstName,
      preference: order.preference,
      relationship_status: order.relationshipStatus,
    },
    jobs: jobRows.map((job) => toAdminJobRow(job, { status: order.status, productType: order.productType })),
    payments: paymentRows.map(toAdminPaymentRow),
    coupon_redemption: redemption
      ? {
          coupon_code: redemption.couponCode,
          discount: redemption.discountCents,
          created_at: new Date(redemption.createdAt).toISOString(),
        }
      : null,
    files: files.map((file) => file.name),
    tarot_sessions: sessions.map((s) => ({
      id: s.id,
      status: s.status,
      spread_type: s.spreadType,
      reading_id: s.readingId,
      reading_model: s.readingModel,
    })),
    audit: audit.slice(0, DETAIL_AUDIT_ENTRIES).map(toAuditEntryView),
  };
}
