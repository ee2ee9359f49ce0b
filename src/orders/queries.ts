/**
 * Reading orders. Every route, job and admin view that needs an order by its
 * id asks here; what may change an order is in ./transitions.ts.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { orders } from "../db/schema";

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
