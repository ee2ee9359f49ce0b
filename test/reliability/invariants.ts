/**
 * What must hold in D1 and R2 after any run, however many faults it met:
 * an order's jobs, artifact rows and R2 objects agree and are never doubled;
 * a delivered order has exactly one full pack; nothing is lost.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { artifacts, jobs, orders, payments, tarotSessions } from "../../src/db/schema";
import { JOB_TYPES } from "../../src/shared/statuses";
import { artifactKey, filesOfJob } from "../../src/soulmate/artifact-names";
import { db } from "../worker/factories";

/** Every file of a soulmate pack, sorted. */
export const PACK_FILES = JOB_TYPES.flatMap(filesOfJob).sort();

export async function r2Objects(prefix: string): Promise<R2Object[]> {
  const objects: R2Object[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await env.ARTIFACTS.list({ prefix, cursor });
    objects.push(...page.objects);
    if (!page.truncated) return objects;
    cursor = page.cursor;
  }
}

export async function orderState(orderId: string) {
  const [order, jobRows, artifactRows, paymentRows, sessions, objects] = await Promise.all([
    db().query.orders.findFirst({ where: eq(orders.id, orderId) }),
    db().select().from(jobs).where(eq(jobs.orderId, orderId)),
    db().select().from(artifacts).where(eq(artifacts.orderId, orderId)),
    db().select().from(payments).where(eq(payments.orderId, orderId)),
    db().select().from(tarotSessions).where(eq(tarotSessions.orderId, orderId)),
    r2Objects(`orders/${orderId}/`),
  ]);
  if (!order) throw new Error(`order ${orderId} is missing`);
  return { order, jobs: jobRows, artifacts: artifactRows, payments: paymentRows, sessions, objects };
}

export type OrderState = Awaited<ReturnType<typeof orderState>>;

const nameOf = (key: string) => key.split("/").pop() ?? key;

/**
 * No duplicates and no dangling rows: at most one job per type, one artifact
 * row per file name at its deterministic key, and every row's file is in R2
 * with the recorded size. R2 may hold a file whose row a fault cut off; it is
 * rewritten and recorded when its job runs again.
 */
export function expectConsistentFiles(state: OrderState) {
  const { order } = state;
  const types = state.jobs.map((j) => j.type);
  expect(new Set(types).size, `jobs of ${order.id}`).toBe(types.length);
  const names = state.artifacts.map((a) => a.name);
  expect(new Set(names).size, `artifact rows of ${order.id}`).toBe(names.length);
  const objects = new Map(state.objects.map((o) => [nameOf(o.key), o]));
  for (const row of state.artifacts) {
    expect(row.r2Key).toBe(artifactKey(order.id, row.name));
    expect(objects.get(row.name)?.size, `R2 object for ${row.r2Key}`).toBe(row.sizeBytes);
  }
  for (const name of objects.keys()) expect(PACK_FILES).toContain(name);
}

/** Delivered with exactly one full pack: five completed jobs, one row and one R2 object per file. */
export function expectDelivered(state: OrderState) {
  expect(state.order, `order ${state.order.id}`).toMatchObject({ status: "delivered", failureReason: null });
  expect(state.order.deliveredAt).toBeTypeOf("number");
  expect(state.jobs.map((j) => [j.type, j.status]).sort()).toEqual(JOB_TYPES.map((t) => [t, "completed"]).sort());
  expect(state.artifacts.map((a) => a.name).sort()).toEqual(PACK_FILES);
  expect(state.objects.map((o) => nameOf(o.key)).sort()).toEqual(PACK_FILES);
  expectConsistentFiles(state);
}

/** Failed, with the reason and the failed job on record for the operator, and nothing doubled. */
export function expectFailedAndReplayable(state: OrderState) {
  expect(state.order.status).toBe("failed");
  expect(state.order.failureReason).toMatch(/failed after \d+ attempts/);
  expect(state.jobs.some((j) => j.status === "failed")).toBe(true);
  expectConsistentFiles(state);
}

/** Every user table in D1 (the app's and any other), by name. */
export async function tableNames(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
  ).all<{ name: string }>();
  return results.map((r) => r.name);
}

/** Row counts of the given tables in one query, plus the number of objects in R2 when asked. */
export async function rowCounts(tables: string[]): Promise<Record<string, number>> {
  const select = tables.map((t, i) => `(SELECT COUNT(*) FROM "${t}") AS c${i}`).join(", ");
  const row = await env.DB.prepare(`SELECT ${select}`).first<Record<string, number>>();
  return Object.fromEntries(tables.map((t, i) => [t, row?.[`c${i}`] ?? -1]));
}
