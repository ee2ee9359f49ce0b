/**
 * Reading orders. Every route, job and admin view that reads the orders table
 * asks here; what may change an order is in ./transitions.ts.
 */
import {
  and,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  ne,
  notExists,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import { emails, jobs, type Order, orders, payments } from "../db/schema";
import { newestFirst, type PageCursor } from "../lib/pagination";
import { type EmailKind, JOB_TYPES, type OrderStatus } from "../shared/statuses";
import { JOB_PREREQUISITES } from "../soulmate/artifact-names";

/** The order with this id, or undefined. */
export function findOrder(db: Database, orderId: string) {
  return db.query.orders.findFirst({ where: eq(orders.id, orderId) });
}

/**
 * Whether some order keeps this owner key hash: the key was one the shop gave a browser
 * (src/api/order-owner.ts). A key no order keeps was never issued, or its orders are gone.
 */
export async function ownerKeyHashInUse(db: Database, ownerKeyHash: string): Promise<boolean> {
  const found = await db.select({ id: orders.id }).from(orders).where(eq(orders.ownerKeyHash, ownerKeyHash)).limit(1);
  return found.length > 0;
}

/** Just its status: the cheap check a tarot session makes before each paid step. */
export function findOrderStatus(db: Database, orderId: string) {
  return db.query.orders.findFirst({ columns: { status: true }, where: eq(orders.id, orderId) });
}

/** The same lookup as a statement, for a batch with other reads in one round trip. */
export function findOrderQuery(db: Database, orderId: string) {
  return db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
}

/** Soulmate orders paid before `cutoff` whose pack never started (a crash between payment and the queue). */
export function findUnstartedOrders(db: Database, cutoff: number, limit: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "paid"), eq(orders.productType, "soulmate"), lt(orders.updatedAt, cutoff)))
    .limit(limit);
}

export type StallCutoffs = {
  /** A running job that started before this has outlived its lease: its worker is gone. */
  lease: number;
  /** A pending job last sent (or retried) before this has lost its message. */
  lostMessage: number;
  /** An order processing since before this with no unfinished job is only missing its delivery. */
  quiet: number;
};

/**
 * Soulmate orders in processing whose work has stopped: a job running past its lease, a ready
 * job (its prerequisites done) that nobody has sent for too long, a job left failed by an
 * interrupted replay, or every job done but the order never delivered. Least recently looked
 * at first, so orders the sweep cannot move never crowd out the others.
 */
export function findStalledOrders(db: Database, cutoffs: StallCutoffs, limit: number) {
  const jobOf = (condition: SQL | undefined) =>
    db
      .select({ one: sql`1` })
      .from(jobs)
      .where(and(eq(jobs.orderId, orders.id), condition));
  // A pending job is waiting, not lost, while one of its prerequisites is unfinished.
  const prerequisite = alias(jobs, "prerequisite");
  const waiting = exists(
    db
      .select({ one: sql`1` })
      .from(prerequisite)
      .where(
        and(
          eq(prerequisite.orderId, jobs.orderId),
          ne(prerequisite.status, "completed"),
          or(
            ...JOB_TYPES.flatMap((type) =>
              JOB_PREREQUISITES[type].map((before) => and(eq(jobs.type, type), eq(prerequisite.type, before))),
            ),
          ),
        ),
      ),
  );
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, "processing"),
        eq(orders.productType, "soulmate"),
        or(
          exists(
            jobOf(
              or(
                and(eq(jobs.status, "running"), lt(jobs.startedAt, cutoffs.lease)),
                and(eq(jobs.status, "pending"), lt(jobs.updatedAt, cutoffs.lostMessage), sql`not ${waiting}`),
                eq(jobs.status, "failed"),
              ),
            ),
          ),
          and(lt(orders.updatedAt, cutoffs.quiet), notExists(jobOf(ne(jobs.status, "completed")))),
        ),
      ),
    )
    .orderBy(orders.updatedAt)
    .limit(limit);
}

/** An unpaid order leaves My Orders this long after it was made; /admin still lists it (docs/decisions/0031). */
export const UNPAID_LISTED_MS = 24 * 60 * 60 * 1000;

/**
 * Which orders My Orders lists for an email: every one, except an order still awaiting payment
 * a day after it was made with no PayPal payment pending for it, i.e. a checkout left unfinished.
 */
export function listedForBuyer(db: Database, email: string, now: number) {
  return and(
    eq(orders.email, email),
    or(
      ne(orders.status, "awaiting_payment"),
      gt(orders.createdAt, now - UNPAID_LISTED_MS),
      exists(
        db
          .select({ one: sql`1` })
          .from(payments)
          .where(and(eq(payments.orderId, orders.id), eq(payments.status, "pending"))),
      ),
    ),
  );
}

/** Orders per status, for the admin's stats. */
export function countOrdersByStatus(db: Database) {
  return db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
}

/** One page of the admin's order list, newest first, optionally of one status. */
export function listOrdersPage(db: Database, options: { status?: OrderStatus; limit: number; cursor?: PageCursor }) {
  return newestFirst(db.select().from(orders).$dynamic(), orders, {
    ...options,
    filter: options.status ? eq(orders.status, options.status) : undefined,
  });
}

/** Each order's status and product, by id: what a list of jobs shows beside each job. */
export async function findOrderSummaries(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return new Map<string, Pick<Order, "status" | "productType">>();
  const rows = await db
    .select({ id: orders.id, status: orders.status, productType: orders.productType })
    .from(orders)
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(rows.map(({ id, ...summary }) => [id, summary]));
}

/**
 * The newest orders My Orders lists for an email (see listedForBuyer), and their ids as a
 * subquery, so the same page's files and sessions can be read in the same batch. Ties on the
 * timestamp are broken by id, so both pick the very same orders.
 */
export function buyerOrdersPage(db: Database, email: string, now: number, limit: number) {
  const listed = listedForBuyer(db, email, now);
  const newest = [desc(orders.createdAt), desc(orders.id)];
  return {
    rows: db
      .select()
      .from(orders)
      .where(listed)
      .orderBy(...newest)
      .limit(limit),
    ids: db
      .select({ id: orders.id })
      .from(orders)
      .where(listed)
      .orderBy(...newest)
      .limit(limit),
  };
}

/**
 * The email each order status calls for last (docs/product/emails.md), as SQL over an order row;
 * null for a status that calls for none.
 */
const LATEST_EMAIL_KIND = sql<EmailKind | null>`CASE
  WHEN ${orders.status} = 'refunded' THEN 'refund_confirmed'
  WHEN ${orders.productType} = 'soulmate' AND ${orders.status} IN ('paid', 'processing') THEN 'payment_received'
  WHEN ${orders.productType} = 'soulmate' AND ${orders.status} = 'delivered' THEN 'pack_delivered'
  WHEN ${orders.productType} = 'soulmate' AND ${orders.status} = 'failed' THEN 'order_failed'
  WHEN ${orders.productType} = 'tarot_reading' AND ${orders.status} = 'paid' THEN 'reading_receipt'
  WHEN ${orders.productType} = 'tarot_reading' AND ${orders.status} = 'completed' THEN 'reading_saved'
END`;

/**
 * Orders with an address, changed within [from, to), whose status calls for an email that was
 * never put in the outbox: the Worker stopped between the order's change and its email.
 */
export function findOrdersMissingEmail(db: Database, from: number, to: number, limit: number) {
  return db
    .select({ id: orders.id, kind: sql<EmailKind>`${LATEST_EMAIL_KIND}`.as("kind") })
    .from(orders)
    .where(
      and(
        ne(orders.email, ""),
        gte(orders.updatedAt, from),
        lt(orders.updatedAt, to),
        isNotNull(LATEST_EMAIL_KIND),
        notExists(
          db
            .select({ one: sql`1` })
            .from(emails)
            .where(and(eq(emails.orderId, orders.id), eq(emails.kind, LATEST_EMAIL_KIND))),
        ),
      ),
    )
    .limit(limit);
}
