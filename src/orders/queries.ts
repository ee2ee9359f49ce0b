/**
 * Reading orders. Every route, job and admin view that needs an order by its
 * id asks here; what may change an order is in ./transitions.ts.
 */
import { and, eq, exists, gt, lt, ne, notExists, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import { jobs, orders, payments } from "../db/schema";
import { JOB_TYPES } from "../shared/statuses";
import { JOB_PREREQUISITES } from "../soulmate/artifact-names";

/** The order with this id, or undefined. */
export function findOrder(db: Database, orderId: string) {
  return db.query.orders.findFirst({ where: eq(orders.id, orderId) });
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
