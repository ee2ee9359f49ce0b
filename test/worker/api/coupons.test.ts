import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { couponRedemptions, coupons, jobs, orders } from "../../../src/db/schema";
import { discountedPrice } from "../../../src/payments/coupons";
import { createCoupon, createOrder, db, ownerCookie } from "../factories";
import { postJson } from "../request";

/** The buyer's browser (factory orders are its own), each request from its own address. */
const buyer = () => ({ "cf-connecting-ip": `coupon-${crypto.randomUUID()}`, ...ownerCookie() });

const unpaid = (email?: string) =>
  createOrder({ status: "awaiting_payment", paymentMethod: "none", ...(email === undefined ? {} : { email }) });
const apply = (orderId: string, couponCode: string) =>
  postJson("/api/coupons/apply", { orderId, couponCode }, { headers: buyer() });
const applied = async (orderId: string, couponCode: string) =>
  ((await (await apply(orderId, couponCode)).json()) as { applied: boolean }).applied;
const readOrder = (id: string) => db().query.orders.findFirst({ where: eq(orders.id, id) });

describe("POST /api/coupons/apply", () => {
  it("makes the order free, marks it paid by coupon and starts the pack", async () => {
    const code = await createCoupon();
    const order = await unpaid();
    const res = await apply(order.id, ` ${code.toLowerCase()} `);
    expect(await res.json()).toEqual({ applied: true, free: true, orderId: order.id, error: null });
    expect(await readOrder(order.id)).toMatchObject({
      status: "processing",
      paymentMethod: "coupon",
      couponCode: code,
      finalPriceCents: 0,
      originalPriceCents: 1499,
    });
    expect(await db().select().from(jobs).where(eq(jobs.orderId, order.id))).toHaveLength(5);
  });

  it("applies a percentage coupon without paying the order", async () => {
    const code = await createCoupon({ kind: "percent", value: 20 });
    const order = await unpaid();
    expect(await (await apply(order.id, code)).json()).toMatchObject({ applied: true, free: false });
    expect(await readOrder(order.id)).toMatchObject({ status: "awaiting_payment", finalPriceCents: 1199 });
  });

  it("gives every kind of invalid code the same answer", async () => {
    const order = await unpaid();
    const expired = await createCoupon({ expiresAt: Date.now() - 1000 });
    const inactive = await createCoupon({ active: false });
    const tarotOnly = await createCoupon({ productScope: "tarot_reading" });
    const usedUp = await createCoupon({ maxRedemptions: 1, redemptionCount: 1 });
    for (const code of ["NO-SUCH-CODE", expired, inactive, tarotOnly, usedUp]) {
      expect(await (await apply(order.id, code)).json()).toEqual({
        applied: false,
        free: false,
        orderId: order.id,
        error: "Coupon code not valid",
      });
    }
    expect(await readOrder(order.id)).toMatchObject({ status: "awaiting_payment", couponCode: null });
  });

  it("lets exactly one of 20 concurrent redemptions of a single-use code win", async () => {
    const code = await createCoupon({ maxRedemptions: 1 });
    const racers = await Promise.all(Array.from({ length: 20 }, () => unpaid()));
    const answers = await Promise.all(
      racers.map(async (o) => (await (await apply(o.id, code)).json()) as { applied: boolean }),
    );
    expect(answers.filter((a) => a.applied)).toHaveLength(1);
    const coupon = await db().query.coupons.findFirst({ where: eq(coupons.code, code) });
    expect(coupon?.redemptionCount).toBe(1);
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponCode, code))).toHaveLength(1);
    const paid = (await Promise.all(racers.map((o) => readOrder(o.id)))).filter((o) => o?.couponCode === code);
    expect(paid).toHaveLength(1);
  });

  it("redeems once when the same order applies the same code twice at once", async () => {
    const code = await createCoupon();
    const order = await unpaid();
    const answers = await Promise.all([apply(order.id, code), apply(order.id, code), apply(order.id, code)]);
    const statuses = await Promise.all(
      answers.map(async (r) => (r.status === 200 ? ((await r.json()) as { applied: boolean }).applied : r.status)),
    );
    expect(statuses.filter((s) => s === true)).toHaveLength(1);
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.orderId, order.id))).toHaveLength(1);
  });

  it("respects the per-email limit", async () => {
    const code = await createCoupon({ perEmailLimit: 1 });
    const first = await createOrder({ status: "awaiting_payment", email: "same@example.com" });
    const second = await createOrder({ status: "awaiting_payment", email: "same@example.com" });
    expect(((await (await apply(first.id, code)).json()) as { applied: boolean }).applied).toBe(true);
    expect(((await (await apply(second.id, code)).json()) as { applied: boolean }).applied).toBe(false);
  });

  it.each([
    ["a +tag", "ann@example.com", "ann+second-go@example.com"],
    ["capitals and spaces", "Ann.Lee@Example.com", " ann.lee@example.com "],
    ["Gmail's dots", "ann.lee@gmail.com", "annlee@gmail.com"],
    ["googlemail.com, dots and a +tag", "annlee@gmail.com", "Ann.Lee+again@googlemail.com"],
  ])("counts %s as the same person (docs/decisions/0030)", async (_label, firstEmail, secondEmail) => {
    const code = await createCoupon({ kind: "percent", value: 10, perEmailLimit: 1 });
    expect(await applied((await unpaid(firstEmail)).id, code)).toBe(true);
    const second = await unpaid(secondEmail);
    expect(await (await apply(second.id, code)).json()).toEqual({
      applied: false,
      free: false,
      orderId: second.id,
      error: "Coupon code not valid",
    });
    expect(await readOrder(second.id)).toMatchObject({ couponCode: null, finalPriceCents: 1499 });
  });

  it("keeps dots apart outside Gmail, where they can name another mailbox", async () => {
    const code = await createCoupon({ kind: "percent", value: 10, perEmailLimit: 1 });
    expect(await applied((await unpaid("ann.lee@example.com")).id, code)).toBe(true);
    expect(await applied((await unpaid("annlee@example.com")).id, code)).toBe(true);
  });

  it.each([
    ["a blank code", { couponCode: "   " }, 400, "couponCode: Please enter a coupon code"],
    ["a malformed order id", { orderId: "123" }, 400, "orderId: Invalid order id"],
    ["an unknown order", { orderId: "00000000-0000-4000-8000-000000000000" }, 404, "Order not found"],
  ])("refuses %s", async (_label, change, status, error) => {
    const code = await createCoupon();
    const order = await unpaid();
    const res = await postJson(
      "/api/coupons/apply",
      { orderId: order.id, couponCode: code, ...change },
      { headers: buyer() },
    );
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error, requestId: expect.any(String) });
    const coupon = await db().query.coupons.findFirst({ where: eq(coupons.code, code) });
    expect(coupon?.redemptionCount).toBe(0);
  });

  it("refuses a coupon on an order that is already paid, with 409", async () => {
    const code = await createCoupon();
    const order = await createOrder({ status: "paid" });
    expect((await apply(order.id, code)).status).toBe(409);
  });
});

describe("discountedPrice", () => {
  it("never goes below zero", () => {
    expect(discountedPrice({ kind: "amount", value: 5000 }, 1499)).toBe(0);
    expect(discountedPrice({ kind: "percent", value: 150 }, 1499)).toBe(0);
    expect(discountedPrice({ kind: "percent", value: 10 }, 1499)).toBe(1349);
  });
});
