import { env } from "cloudflare:workers";
import { createDb } from "../../src/db/client";
import { coupons, jobs, type NewOrder, orders } from "../../src/db/schema";
import type { JobType } from "../../src/shared/statuses";

export const db = () => createDb(env.DB);

/** A paid soulmate order with realistic quiz answers; override what a test cares about. */
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
