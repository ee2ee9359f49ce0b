import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { OWNER_COOKIE, ownerKeyHash } from "../../src/api/order-owner";
import { createDb } from "../../src/db/client";
import { coupons, jobs, type NewOrder, orders } from "../../src/db/schema";
import type { JobType } from "../../src/shared/statuses";

export const db = () => createDb(env.DB);

/**
 * The browser key of the tests' buyer (src/api/order-owner.ts): factory orders are made by this
 * browser, and a request with ownerCookie() comes from it. An order the API makes for a request
 * carrying it belongs to it too.
 */
export const TEST_OWNER_KEY = "tests-buyer-browser-key-0123456789abcdefghi";
export const ownerCookie = (overHttps = false) => ({
  // Over https only the __Host- name counts (src/lib/cookies.ts).
  cookie: `${overHttps ? "__Host-" : ""}${OWNER_COOKIE}=${TEST_OWNER_KEY}`,
});

/** A paid soulmate order with realistic quiz answers, made by the tests' buyer; override what a test cares about. */
export async function createOrder(overrides: Partial<NewOrder> = {}) {
  const order: NewOrder = {
    id: crypto.randomUUID(),
    productType: "soulmate",
    status: "paid",
    email: `buyer-${crypto.randomUUID().slice(0, 8)}@example.com`,
    starSign: "libra",
    birthDay: 14,
    birthMonth: 10,
    birthYear: 1992,
    city: "Hobart",
    preference: "women",
    relationshipStatus: "single",
    firstName: "Ari",
    originalPriceCents: 1499,
    finalPriceCents: 1499,
    paymentMethod: "paypal",
    ownerKeyHash: await ownerKeyHash(TEST_OWNER_KEY),
    ...overrides,
  };
  await db().insert(orders).values(order);
  return order;
}

export async function createJob(orderId: string, type: JobType = "story") {
  const [job] = await db().insert(jobs).values({ id: crypto.randomUUID(), orderId, type }).returning();
  if (!job) throw new Error("job insert returned nothing");
  return job;
}

/** A fresh coupon code (free, soulmate-only unless overridden). */
export async function createCoupon(overrides: Partial<typeof coupons.$inferInsert> = {}) {
  const code = `TEST-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  await db()
    .insert(coupons)
    .values({ code, kind: "free", value: 0, productScope: "soulmate", ...overrides });
  return code;
}

/** Polls until the order reaches `status` (the real queue builds the pack meanwhile); throws with its jobs if it does not. */
export async function waitForOrder(orderId: string, status: string, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const order = await db().query.orders.findFirst({ where: eq(orders.id, orderId) });
    if (order?.status === status) return order;
    if (Date.now() > deadline) {
      const rows = await db().select().from(jobs).where(eq(jobs.orderId, orderId));
      throw new Error(
        `order ${orderId} is ${order?.status}, not ${status}; jobs: ${JSON.stringify(rows.map((j) => [j.type, j.status, j.lastError]))}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
