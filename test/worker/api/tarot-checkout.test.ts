import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { OWNER_COOKIE } from "../../../src/api/order-owner";
import { orders, payments, tarotSessions } from "../../../src/db/schema";
import { readRuntimeConfig } from "../../../src/lib/runtime-config";
import { createCheckout, PriceChangedError, paypalCredentials } from "../../../src/payments/paypal-checkout";
import { createCoupon, createOrder, db } from "../factories";
import { captureCompleted, fake, webhook } from "../paypal-helpers";
import { postJson } from "../request";
import { applyTarotCoupon, createTarotOrder, getSession, visitor } from "../tarot/session-helpers";

const readOrder = (id: string) => db().query.orders.findFirst({ where: eq(orders.id, id) });
const sessionsOf = (orderId: string) => db().select().from(tarotSessions).where(eq(tarotSessions.orderId, orderId));
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

const createPayPal = (body: unknown) => postJson("/api/paypal/create-tarot-order", body, { headers: visitor() });
const capture = (orderID: string) => postJson("/api/paypal/capture-tarot-order", { orderID }, { headers: visitor() });

async function approvedTarotPayment(body: Record<string, unknown> = { email: "Reader@Example.com" }) {
  const res = await createPayPal(body);
  expect(res.status).toBe(200);
  const created = (await res.json()) as { id: string; tarotOrderId: string };
  await fake(`/__control/approve/${created.id}`, {});
  return created;
}

describe("POST /api/tarot/create-order", () => {
  it("creates an order at the server's price, with or without a receipt email", async () => {
    const id = await createTarotOrder();
    expect(await readOrder(id)).toMatchObject({
      productType: "tarot_reading",
      status: "awaiting_payment",
      email: "",
      originalPriceCents: 1499,
      finalPriceCents: 1499,
      currency: "AUD",
    });
    const withEmail = await createTarotOrder("  Reader@Example.COM ");
    expect((await readOrder(withEmail))?.email).toBe("reader@example.com");
  });

  it("refuses a malformed email or body and writes nothing", async () => {
    const before = (await db().select().from(orders)).length;
    const bad = await postJson("/api/tarot/create-order", { email: "not an email" }, { headers: visitor() });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toBe("email: Enter a valid email address");
    expect((await postJson("/api/tarot/create-order", { email: 7 }, { headers: visitor() })).status).toBe(400);
    expect((await postJson("/api/tarot/create-order", [], { headers: visitor() })).status).toBe(400);
    expect((await db().select().from(orders)).length).toBe(before);
  });
});

describe("POST /api/tarot/create-order with replaces", () => {
  const createReplacing = async (email: string, replaces: string, headers: Record<string, string> = visitor()) => {
    const res = await postJson("/api/tarot/create-order", { email, replaces }, { headers });
    return { status: res.status, id: ((await res.json()) as { id: string }).id };
  };

  it("puts the email typed after a refused coupon on the order that coupon was tried on", async () => {
    const orderId = await createTarotOrder();
    expect((await (await applyTarotCoupon(orderId, "NOT-A-CODE")).json()) as object).toMatchObject({ applied: false });
    const before = (await db().select().from(orders)).length;
    expect(await createReplacing(" Reader@Example.com ", orderId)).toEqual({ status: 200, id: orderId });
    expect((await db().select().from(orders)).length).toBe(before);
    expect((await readOrder(orderId))?.email).toBe("reader@example.com");
    // The free coupon that follows pays the order that now carries the email.
    const code = await createCoupon({ productScope: "tarot_reading" });
    expect(((await (await applyTarotCoupon(orderId, code)).json()) as { applied: boolean }).applied).toBe(true);
    expect(await readOrder(orderId)).toMatchObject({ status: "paid", email: "reader@example.com" });
  });

  it("never changes another browser's order, a paid order or a soulmate order: those get a new order", async () => {
    const theirs = await createTarotOrder("owner@example.com");
    const stranger = {
      "cf-connecting-ip": `tarot-${crypto.randomUUID()}`,
      cookie: `${OWNER_COOKIE}=${"s".repeat(43)}`,
    };
    const other = await createReplacing("thief@example.com", theirs, stranger);
    expect(other.status).toBe(201);
    expect(other.id).not.toBe(theirs);
    expect((await readOrder(theirs))?.email).toBe("owner@example.com");

    const paid = await createOrder({ productType: "tarot_reading", status: "paid", email: "", starSign: null });
    expect((await createReplacing("late@example.com", paid.id)).id).not.toBe(paid.id);
    expect((await readOrder(paid.id))?.email).toBe("");

    const soulmate = await createOrder({ status: "awaiting_payment", paymentMethod: "none" });
    expect((await createReplacing("late@example.com", soulmate.id)).id).not.toBe(soulmate.id);
    expect((await readOrder(soulmate.id))?.email).toBe(soulmate.email);
  });

  it("keeps the email a coupon was applied under: a per-email limit cannot be dodged by changing it after", async () => {
    const orderId = await createTarotOrder("first@example.com");
    const code = await createCoupon({ productScope: "tarot_reading", kind: "percent", value: 10, perEmailLimit: 1 });
    expect(((await (await applyTarotCoupon(orderId, code)).json()) as { applied: boolean }).applied).toBe(true);
    const moved = await createReplacing("second@example.com", orderId);
    expect(moved.status).toBe(201);
    expect(moved.id).not.toBe(orderId);
    expect((await readOrder(orderId))?.email).toBe("first@example.com");
    // The same email again is no change: the order, with its coupon, is kept.
    expect(await createReplacing("first@example.com", orderId)).toEqual({ status: 200, id: orderId });
  });

  it("refuses a malformed replaces with a 400 and writes nothing", async () => {
    const before = (await db().select().from(orders)).length;
    const res = await postJson(
      "/api/tarot/create-order",
      { email: "a@example.com", replaces: "x" },
      { headers: visitor() },
    );
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe("replaces: Invalid order id");
    expect((await db().select().from(orders)).length).toBe(before);
  });
});

describe("POST /api/tarot/coupons/apply", () => {
  it("a free coupon pays the order and answers the session's address", async () => {
    const orderId = await createTarotOrder();
    const code = await createCoupon({ productScope: "tarot_reading" });
    const res = await applyTarotCoupon(orderId, ` ${code.toLowerCase()} `);
    const body = (await res.json()) as { applied: boolean; redirectUrl: string; error: null };
    expect(body).toEqual({
      applied: true,
      redirectUrl: expect.stringMatching(/^\/tarot\/session\/[0-9a-f-]{36}$/),
      error: null,
    });
    expect(await readOrder(orderId)).toMatchObject({ status: "paid", paymentMethod: "coupon", finalPriceCents: 0 });
    const [session] = await sessionsOf(orderId);
    expect(body.redirectUrl).toBe(`/tarot/session/${session?.id}`);
    expect((await getSession(session?.id as string)).status).toBe("intention");
  });

  it("answers a retried apply of the same code with the same session", async () => {
    const orderId = await createTarotOrder();
    const code = await createCoupon({ productScope: "tarot_reading" });
    const results = await Promise.all(Array.from({ length: 6 }, () => applyTarotCoupon(orderId, code)));
    const bodies = (await Promise.all(results.map((r) => r.json()))) as { redirectUrl: string }[];
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(bodies.map((b) => b.redirectUrl)).size).toBe(1);
    expect(await sessionsOf(orderId)).toHaveLength(1);
  });

  it("gives a single-use code to exactly one of 20 racing orders", async () => {
    const code = await createCoupon({ productScope: "tarot_reading", maxRedemptions: 1 });
    const orderIds = await Promise.all(Array.from({ length: 20 }, () => createTarotOrder()));
    const bodies = (await Promise.all(orderIds.map((id) => applyTarotCoupon(id, code).then((r) => r.json())))) as {
      applied: boolean;
    }[];
    expect(bodies.filter((b) => b.applied)).toHaveLength(1);
    const paid = await Promise.all(orderIds.map(readOrder));
    expect(paid.filter((o) => o?.status === "paid")).toHaveLength(1);
  });

  it("treats a soulmate-only, unknown or blank code as not valid, without writing", async () => {
    const orderId = await createTarotOrder();
    const soulmateOnly = await createCoupon({ productScope: "soulmate" });
    for (const code of [soulmateOnly, "NO-SUCH-CODE"]) {
      expect(await (await applyTarotCoupon(orderId, code)).json()).toEqual({
        applied: false,
        redirectUrl: null,
        error: "Coupon code not valid",
      });
    }
    const blank = await applyTarotCoupon(orderId, "   ");
    expect(blank.status).toBe(400);
    expect(await errorOf(blank)).toBe("couponCode: Please enter a coupon code");
    expect(await readOrder(orderId)).toMatchObject({
      status: "awaiting_payment",
      couponCode: null,
      finalPriceCents: 1499,
    });
  });

  it("asks a reader without an email for one before a once-per-email code, so nobody uses it up for the next", async () => {
    const code = await createCoupon({ productScope: "tarot_reading", perEmailLimit: 1 });
    const needsEmail = {
      applied: false,
      redirectUrl: null,
      error:
        "This code is limited per email address, so it needs your email. Add your email above, then apply the code again.",
    };
    for (const orderId of [await createTarotOrder(), await createTarotOrder()]) {
      expect(await (await applyTarotCoupon(orderId, code)).json()).toEqual(needsEmail);
      expect(await readOrder(orderId)).toMatchObject({ status: "awaiting_payment", couponCode: null });
    }
    const first = await createTarotOrder("reader+tarot@example.com");
    expect(((await (await applyTarotCoupon(first, code)).json()) as { applied: boolean }).applied).toBe(true);
    const again = await createTarotOrder("Reader@Example.com");
    expect((await (await applyTarotCoupon(again, code)).json()) as object).toMatchObject({
      applied: false,
      error: "Coupon code not valid",
    });
  });

  it("is a 404 for an unknown or soulmate order and a 400 for a malformed id", async () => {
    const code = await createCoupon({ productScope: "any" });
    expect((await applyTarotCoupon(crypto.randomUUID(), code)).status).toBe(404);
    const soulmate = await createOrder({ status: "awaiting_payment", paymentMethod: "none" });
    expect((await applyTarotCoupon(soulmate.id, code)).status).toBe(404);
    expect((await applyTarotCoupon("order-1", code)).status).toBe(400);
  });

  it("a partial coupon lowers the price and PayPal then charges the lower price", async () => {
    const orderId = await createTarotOrder();
    const code = await createCoupon({ productScope: "tarot_reading", kind: "amount", value: 500 });
    expect(await (await applyTarotCoupon(orderId, code)).json()).toEqual({
      applied: true,
      redirectUrl: null,
      error: null,
      final_price: 999,
    });
    expect((await readOrder(orderId))?.finalPriceCents).toBe(999);
    const { id, tarotOrderId } = await approvedTarotPayment({ tarotOrderId: orderId });
    expect(tarotOrderId).toBe(orderId);
    const payment = await db().query.payments.findFirst({ where: eq(payments.providerOrderId, id) });
    expect(payment?.amountCents).toBe(999);
    expect((await capture(id)).status).toBe(200);
    expect((await readOrder(orderId))?.status).toBe("paid");
  });
});

describe("PayPal for tarot", () => {
  it("create → approve → capture opens the session and answers its address", async () => {
    const { id, tarotOrderId } = await approvedTarotPayment();
    expect(await readOrder(tarotOrderId)).toMatchObject({ email: "reader@example.com", finalPriceCents: 1499 });
    const res = await capture(id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; sessionId: string; redirectUrl: string };
    expect(body).toEqual({
      status: "success",
      sessionId: expect.any(String),
      redirectUrl: `/tarot/session/${body.sessionId}`,
    });
    expect(await readOrder(tarotOrderId)).toMatchObject({ status: "paid", paymentMethod: "paypal" });
    expect((await getSession(body.sessionId)).status).toBe("intention");
  });

  it("racing and repeated captures all answer the one session", async () => {
    const { id, tarotOrderId } = await approvedTarotPayment();
    const results = await Promise.all(Array.from({ length: 5 }, () => capture(id)));
    const bodies = (await Promise.all(results.map((r) => r.json()))) as { sessionId: string }[];
    expect(results.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(new Set(bodies.map((b) => b.sessionId)).size).toBe(1);
    const again = (await (await capture(id)).json()) as { sessionId: string };
    expect(again.sessionId).toBe(bodies[0]?.sessionId);
    expect(await sessionsOf(tarotOrderId)).toHaveLength(1);
  });

  it("refuses to capture a soulmate payment or an unknown one through the tarot call", async () => {
    expect((await capture("NOSUCHORDER1")).status).toBe(404);
    expect((await capture("lower-case")).status).toBe(400);
    const soulmate = await createOrder({ status: "awaiting_payment", paymentMethod: "none" });
    await db().insert(payments).values({
      id: crypto.randomUUID(),
      orderId: soulmate.id,
      providerOrderId: "SOULMATEPAYMENT1",
      amountCents: 1499,
      currency: "AUD",
    });
    expect((await capture("SOULMATEPAYMENT1")).status).toBe(404);
    expect((await readOrder(soulmate.id))?.status).toBe("awaiting_payment");
  });

  it("the webhook alone opens the session when the buyer closes the tab after approving", async () => {
    const { tarotOrderId } = await approvedTarotPayment();
    expect((await webhook(captureCompleted(tarotOrderId))).status).toBe(200);
    expect(await readOrder(tarotOrderId)).toMatchObject({ status: "paid", paymentMethod: "paypal" });
    const [session] = await sessionsOf(tarotOrderId);
    expect((await getSession(session?.id as string)).status).toBe("intention");
  });

  it("a refunded order's capture never answers success again", async () => {
    const { id, tarotOrderId } = await approvedTarotPayment();
    expect((await capture(id)).status).toBe(200);
    await db().update(orders).set({ status: "refunded" }).where(eq(orders.id, tarotOrderId));
    const again = await capture(id);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe("This order has been refunded, so it cannot be paid again.");
  });

  it("a coupon that lands while PayPal is being set up wins: the old price is never recorded", async () => {
    const orderId = await createTarotOrder();
    const stale = await readOrder(orderId);
    if (!stale) throw new Error("order missing");
    // The coupon is applied between reading the order and recording PayPal's answer.
    const code = await createCoupon({ productScope: "tarot_reading", kind: "amount", value: 500 });
    expect((await (await applyTarotCoupon(orderId, code)).json()) as { applied: boolean }).toMatchObject({
      applied: true,
    });
    const creds = paypalCredentials(readRuntimeConfig(env));
    if (!creds) throw new Error("PayPal is not configured in the tests");
    await expect(createCheckout(creds, db(), stale)).rejects.toBeInstanceOf(PriceChangedError);
    expect(await db().select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(0);
    // Asking again at the new price works.
    const { tarotOrderId } = await approvedTarotPayment({ tarotOrderId: orderId });
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, tarotOrderId));
    expect(payment?.amountCents).toBe(999);
  });

  it("a paid order cannot be sent to PayPal again", async () => {
    const { id, tarotOrderId } = await approvedTarotPayment();
    await capture(id);
    const res = await createPayPal({ tarotOrderId });
    expect(res.status).toBe(409);
    expect((await createPayPal({ tarotOrderId: crypto.randomUUID() })).status).toBe(404);
  });
});
