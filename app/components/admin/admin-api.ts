/**
 * The dashboard's calls to /api/admin, each with the stored key in
 * x-admin-key, through the typed client and the error rule of docs/product/rules.md (Client defaults).
 */
import type { EmailStatus, JobStatus, OrderStatus } from "../../../src/shared/statuses";
import { api, ensureOk } from "../../lib/api-client";
import type {
  AdminCouponRow,
  AdminEmailRow,
  AdminJobRow,
  AdminOrderDetail,
  AdminOrderRow,
  AdminStats,
  AuditEntryView,
} from "../../lib/api-types";

/** Every admin query key starts here, so Logout can drop them all at once. */
export const ADMIN_QUERY_ROOT = "admin";

export const adminKeys = {
  stats: [ADMIN_QUERY_ROOT, "stats"] as const,
  orders: (status: OrderStatus | "") => [ADMIN_QUERY_ROOT, "orders", status] as const,
  ordersAll: [ADMIN_QUERY_ROOT, "orders"] as const,
  order: (id: string) => [ADMIN_QUERY_ROOT, "order", id] as const,
  orderAll: [ADMIN_QUERY_ROOT, "order"] as const,
  jobs: (status: JobStatus | "") => [ADMIN_QUERY_ROOT, "jobs", status] as const,
  jobsAll: [ADMIN_QUERY_ROOT, "jobs"] as const,
  coupons: [ADMIN_QUERY_ROOT, "coupons"] as const,
  audit: [ADMIN_QUERY_ROOT, "audit"] as const,
  emails: (filter: EmailFilter) => [ADMIN_QUERY_ROOT, "emails", filter.status, filter.orderId] as const,
  emailsAll: [ADMIN_QUERY_ROOT, "emails"] as const,
};

export type Page<Key extends string, Row> = { [K in Key]: Row[] } & { nextCursor: string | null };

export const withKey = (key: string) => ({ headers: { "x-admin-key": key } });

/**
 * Awaits a typed client call, raises ApiError ("{status}: {body}") for any
 * non-OK answer, and reads the success body as the server's own type.
 */
export async function send<T>(request: Promise<Parameters<typeof ensureOk>[0]>): Promise<T> {
  const res = await ensureOk(await request);
  return (await res.json()) as T;
}
const pageQuery = (cursor: string | undefined) => (cursor ? { cursor } : {});

export const fetchStats = (key: string) => send<AdminStats>(api.api.admin.stats.$get(undefined, withKey(key)));

export const fetchOrders = (key: string, status: OrderStatus | "", cursor?: string) =>
  send<Page<"orders", AdminOrderRow>>(
    api.api.admin.orders.$get({ query: { ...(status ? { status } : {}), ...pageQuery(cursor) } }, withKey(key)),
  );

export const fetchOrder = (key: string, orderId: string) =>
  send<AdminOrderDetail>(api.api.admin.orders[":orderId"].$get({ param: { orderId } }, withKey(key)));

export const fetchJobs = (key: string, status: JobStatus | "", cursor?: string) =>
  send<Page<"jobs", AdminJobRow>>(
    api.api.admin.jobs.$get({ query: { ...(status ? { status } : {}), ...pageQuery(cursor) } }, withKey(key)),
  );

export const fetchCoupons = (key: string, cursor?: string) =>
  send<Page<"coupons", AdminCouponRow>>(api.api.admin.coupons.$get({ query: pageQuery(cursor) }, withKey(key)));

export const fetchAudit = (key: string, cursor?: string) =>
  send<Page<"entries", AuditEntryView>>(api.api.admin.audit.$get({ query: pageQuery(cursor) }, withKey(key)));

/** The Emails tab's filters: "" is no filter. The order id is a whole id (the API refuses a partial one). */
export type EmailFilter = { status: EmailStatus | ""; orderId: string };

export const fetchEmails = (key: string, filter: EmailFilter, cursor?: string) =>
  send<Page<"emails", AdminEmailRow>>(
    api.api.admin.emails.$get(
      {
        query: {
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.orderId ? { orderId: filter.orderId } : {}),
          ...pageQuery(cursor),
        },
      },
      withKey(key),
    ),
  );

/** Sends a failed email again; the server answers 409 when it is not failed (any more). */
export const resendEmail = (key: string, emailId: string) =>
  send<{ email: AdminEmailRow }>(api.api.admin.emails[":id"].resend.$post({ param: { id: emailId } }, withKey(key)));

export type ReplayAnswer = { orderId: string; outcome: "queued" | "delivered"; jobs: string[] };

export const replayOrder = (key: string, orderId: string) =>
  send<ReplayAnswer>(api.api.admin.replay[":orderId"].$post({ param: { orderId } }, withKey(key)));

export type RefundAnswer = {
  orderId: string;
  status: "refunded";
  provider: "paypal" | "none";
  refundId: string | null;
  refundStatus: string | null;
};

export const refundOrder = (key: string, orderId: string, reason: string) =>
  send<RefundAnswer>(
    api.api.admin.refund[":orderId"].$post(
      { param: { orderId }, json: reason.trim() ? { reason: reason.trim() } : {} },
      withKey(key),
    ),
  );

export type NewCoupon = {
  code: string;
  kind: AdminCouponRow["kind"];
  value: number;
  productScope: AdminCouponRow["product_scope"];
  maxRedemptions: number | null;
  perEmailLimit: number | null;
  expiresAt: string | null;
  note: string | null;
};

export const createCoupon = (key: string, coupon: NewCoupon) =>
  send<{ coupon: AdminCouponRow }>(api.api.admin.coupons.$post({ json: coupon }, withKey(key)));

export const setCouponActive = (key: string, code: string, active: boolean) =>
  send<{ coupon: AdminCouponRow }>(
    active
      ? api.api.admin.coupons[":code"].enable.$post({ param: { code } }, withKey(key))
      : api.api.admin.coupons[":code"].disable.$post({ param: { code } }, withKey(key)),
  );
