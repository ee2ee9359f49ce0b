/**
 * An unpaid order belongs to the browser that made it (docs/product/rules.md, Ownership). A
 * stranger who learns an order's id (a shared screen, a log, a support thread) can neither put a
 * coupon on it nor start a PayPal payment for it, which would have fixed its price and made the
 * buyer's own free coupon answer 409. Every route that acts on an unpaid order by its id is tried.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CHECKOUT_EXPIRED, NOT_YOUR_ORDER, OWNER_COOKIE, ownerKeyHash } from "../../src/api/order-owner";
import { couponRedemptions, orders, payments } from "../../src/db/schema";
import { createCoupon, createOrder, db, ownerCookie } from "../worker/factories";
import { fake } from "../worker/paypal-helpers";
import { browser, postJson } from "../worker/request";
import { freshIp } from "./helpers";

const quiz = (email: string) => ({
  starSign: "pisces",
  birthday: { day: 2, month: 3, year: 1991 },
  city: "Launceston",
  preference: "men",
  relationshipStatus: "single",
  firstName: "Robin",
  email,
});

const readOrder = (id: string) => db().query.orders.findFirst({ where: eq(orders.id, id) });

/** Nothing the stranger tried left a trace: no coupon, no redemption, no payment, the full price. */
async function expectUntouched(orderId: string) {
  expect(await readOrder(orderId)).toMatchObject({
    status: "awaiting_payment",
    couponCode: null,
    finalPriceCents: 1499,
    paymentMethod: "none",
  });
  expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId))).toEqual([]);
  expect(await db().select().from(payments).where(eq(payments.orderId, orderId))).toEqual([]);
  expect((await fake(`/__control/stats?scope=${orderId}`)).createRequests ?? 0).toBe(0);
}

/** The value a response sets for this cookie name, or "" when it sets none. */
function setCookieValue(res: Response, name: string): string {
  const line = res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`)) ?? "";
  return line.slice(name.length + 1).split(";")[0] ?? "";
}

async function expectRefused(res: Response, error = NOT_YOUR_ORDER) {
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ error, requestId: expect.any(String) });
}

describe("an unpaid order's id in a stranger's hands", () => {
  it("soulmate: no coupon and no PayPal for the stranger; the buyer's own free coupon still works", async () => {
    const buyer = browser(freshIp("owner"));
    const prepared = await buyer.post(
      "/api/quiz/prepare",
      quiz(`owner-${crypto.randomUUID().slice(0, 8)}@example.com`),
    );
    expect(prepared.status).toBe(201);
    const { orderId } = (await prepared.json()) as { orderId: string };
    // The stranger is a buyer too, with a key of their own: it is not this order's.
    const stranger = browser(freshIp("stranger"));
    expect((await stranger.post("/api/quiz/prepare", quiz("stranger@example.com"))).status).toBe(201);
    expect(stranger.jar.get(OWNER_COOKIE)).not.toBe(buyer.jar.get(OWNER_COOKIE));

    const tenOff = await createCoupon({ kind: "percent", value: 10 });
    await expectRefused(await stranger.post("/api/coupons/apply", { orderId, couponCode: tenOff }));
    await expectRefused(await stranger.post("/api/paypal/register-order", { orderId }));
    expect(stranger.jar.has("checkout_order")).toBe(false);
    await expectUntouched(orderId);

    const free = await createCoupon();
    const applied = await buyer.post("/api/coupons/apply", { orderId, couponCode: free });
    expect(await applied.json()).toEqual({ applied: true, free: true, orderId, error: null });
  });

  it("tarot: no coupon and no PayPal for the stranger; the reader's own free coupon still works", async () => {
    const reader = browser(freshIp("owner"));
    const created = await reader.post("/api/tarot/create-order", { email: "" });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const stranger = browser(freshIp("stranger"));

    const tenOff = await createCoupon({ kind: "percent", value: 10, productScope: "tarot_reading" });
    await expectRefused(await stranger.post("/api/tarot/coupons/apply", { tarotOrderId: id, couponCode: tenOff }));
    await expectRefused(await stranger.post("/api/paypal/create-tarot-order", { tarotOrderId: id }));
    await expectUntouched(id);

    const free = await createCoupon({ productScope: "tarot_reading" });
    const applied = await reader.post("/api/tarot/coupons/apply", { tarotOrderId: id, couponCode: free });
    expect(await applied.json()).toMatchObject({
      applied: true,
      redirectUrl: expect.stringMatching(/^\/tarot\/session\//),
    });
  });

  it("tarot PayPal: a stranger holding the PayPal order id cannot capture it and take the reading", async () => {
    const reader = browser(freshIp("owner"));
    const created = await reader.post("/api/paypal/create-tarot-order", { email: "" });
    expect(created.status).toBe(200);
    const { id: paypalOrderId, tarotOrderId } = (await created.json()) as { id: string; tarotOrderId: string };
    await fake(`/__control/approve/${paypalOrderId}`, {});

    // No cookies at all, and a buyer of their own: neither browser made this order.
    const strangers = [browser(freshIp("stranger")), browser(freshIp("stranger"))];
    expect((await strangers[1]?.post("/api/tarot/create-order", { email: "" }))?.status).toBe(201);
    for (const stranger of strangers) {
      const res = await stranger.post("/api/paypal/capture-tarot-order", { orderID: paypalOrderId });
      await expectRefused(res);
      expect([...stranger.jar.keys()].some((name) => name.startsWith("tarot_session_"))).toBe(false);
    }
    // Nothing was captured: the order waits for its buyer, and PayPal was never asked.
    expect(await readOrder(tarotOrderId)).toMatchObject({ status: "awaiting_payment" });
    expect((await fake(`/__control/stats?scope=${tarotOrderId}`)).captureRequests ?? 0).toBe(0);

    const captured = await reader.post("/api/paypal/capture-tarot-order", { orderID: paypalOrderId });
    expect(captured.status).toBe(200);
    const { sessionId } = (await captured.json()) as { sessionId: string };
    expect(reader.jar.get(`tarot_session_${sessionId}`)).toBe("1");
  });

  it("refuses a forged, malformed or missing key, and an order made before orders kept their maker", async () => {
    const code = await createCoupon({ kind: "percent", value: 10 });
    const order = await createOrder({ status: "awaiting_payment", paymentMethod: "none" });
    const legacy = await createOrder({ status: "awaiting_payment", paymentMethod: "none", ownerKeyHash: null });
    const attempts: [string, Record<string, string>][] = [
      [order.id, { cookie: `${OWNER_COOKIE}=${"A".repeat(43)}` }],
      [order.id, { cookie: `${OWNER_COOKIE}=short` }],
      [order.id, {}],
      [legacy.id, ownerCookie()],
    ];
    for (const [orderId, headers] of attempts) {
      const ip = { "cf-connecting-ip": freshIp("forged") };
      // An order from before makers were kept belongs to nobody who can prove it: its checkout is over.
      const error = orderId === legacy.id ? CHECKOUT_EXPIRED : NOT_YOUR_ORDER;
      await expectRefused(
        await postJson("/api/coupons/apply", { orderId, couponCode: code }, { headers: { ...ip, ...headers } }),
        error,
      );
      await expectRefused(
        await postJson("/api/paypal/register-order", { orderId }, { headers: { ...ip, ...headers } }),
        error,
      );
      await expectUntouched(orderId);
    }
  });

  it("gives the key over plain http in an httpOnly, SameSite=Lax cookie for /api only, and keeps one key for all of a browser's orders", async () => {
    const buyer = browser(freshIp("owner"));
    const first = await buyer.post("/api/quiz/prepare", quiz("keeper@example.com"));
    const cookie = first.headers.getSetCookie().find((line) => line.startsWith(`${OWNER_COOKIE}=`)) ?? "";
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\/api(;|$)/);
    expect(cookie).toMatch(/; Max-Age=\d+/);
    expect(cookie).not.toMatch(/; Secure/i);
    const key = buyer.jar.get(OWNER_COOKIE);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The key itself never reaches the database.
    const { orderId } = (await first.json()) as { orderId: string };
    expect((await readOrder(orderId))?.ownerKeyHash).not.toContain(key);

    const second = await buyer.post("/api/tarot/create-order", { email: "" });
    expect(buyer.jar.get(OWNER_COOKIE)).toBe(key);
    const { id } = (await second.json()) as { id: string };
    const code = await createCoupon({ kind: "percent", value: 10, productScope: "any" });
    for (const [path, body] of [
      ["/api/coupons/apply", { orderId, couponCode: code }],
      ["/api/tarot/coupons/apply", { tarotOrderId: id, couponCode: code }],
    ] as const) {
      expect(await (await buyer.post(path, body)).json()).toMatchObject({ applied: true });
    }
  });

  it("never adopts a key it did not issue: a cookie chosen in advance is replaced, and proves nothing", async () => {
    const chosen = "attacker-chose-this-key-0123456789abcdefghi";
    const planted = { "cf-connecting-ip": freshIp("planted"), cookie: `${OWNER_COOKIE}=${chosen}` };
    const prepared = await postJson("/api/quiz/prepare", quiz("planted@example.com"), { headers: planted });
    expect(prepared.status).toBe(201);
    const { orderId } = (await prepared.json()) as { orderId: string };
    const given = setCookieValue(prepared, OWNER_COOKIE);
    expect(given).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(given).not.toBe(chosen);
    expect((await readOrder(orderId))?.ownerKeyHash).not.toBe(await ownerKeyHash(chosen));
    // Whoever planted the key cannot act on the order made under it.
    const code = await createCoupon({ kind: "percent", value: 10 });
    await expectRefused(
      await postJson(
        "/api/coupons/apply",
        { orderId, couponCode: code },
        { headers: { "cf-connecting-ip": freshIp("planter"), cookie: `${OWNER_COOKIE}=${chosen}` } },
      ),
    );
    await expectUntouched(orderId);
    // The key the shop gave is the browser's from now on.
    const applied = await postJson(
      "/api/coupons/apply",
      { orderId, couponCode: code },
      { headers: { "cf-connecting-ip": freshIp("owner"), cookie: `${OWNER_COOKIE}=${given}` } },
    );
    expect(await applied.json()).toMatchObject({ applied: true });
  });

  it("over https names the cookie __Host-order_owner (Path=/, Secure, no Domain) and reads no other name", async () => {
    const created = await postJson(
      "https://shop.test/api/tarot/create-order",
      { email: "" },
      { headers: { "cf-connecting-ip": freshIp("https") } },
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const line = created.headers.getSetCookie().find((l) => l.startsWith(`__Host-${OWNER_COOKIE}=`)) ?? "";
    expect(line).toMatch(/; Path=\/(;|$)/);
    expect(line).toMatch(/; Secure/i);
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).not.toMatch(/; Domain=/i);
    expect(created.headers.getSetCookie().some((l) => l.startsWith(`${OWNER_COOKIE}=`))).toBe(false);
    const key = setCookieValue(created, `__Host-${OWNER_COOKIE}`);
    const code = await createCoupon({ kind: "percent", value: 10, productScope: "tarot_reading" });
    const apply = (cookie: string) =>
      postJson(
        "https://shop.test/api/tarot/coupons/apply",
        { tarotOrderId: id, couponCode: code },
        { headers: { "cf-connecting-ip": freshIp("https"), cookie } },
      );
    // The bare name is what a sibling subdomain (or plain http) could plant: over https it proves nothing.
    await expectRefused(await apply(`${OWNER_COOKIE}=${key}`));
    await expectUntouched(id);
    expect(await (await apply(`__Host-${OWNER_COOKIE}=${key}`)).json()).toMatchObject({ applied: true });
  });
});
