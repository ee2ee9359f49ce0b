import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminCouponRow } from "../../../src/admin/views";
import { adminAudit, coupons, orders } from "../../../src/db/schema";
import { createOrder, db, ownerCookie } from "../factories";
import { postJson } from "../request";
import { adminGet, adminPost, expectError, freshIp, json } from "./admin-request";

const uniqueCode = (prefix = "ADMIN") => `${prefix}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
const readCoupon = (code: string) => db().query.coupons.findFirst({ where: eq(coupons.code, code) });
const auditRows = (code: string) =>
  db().select().from(adminAudit).where(eq(adminAudit.targetId, code)).orderBy(adminAudit.createdAt);
const applyInQuiz = (orderId: string, couponCode: string) =>
  postJson(
    "/api/coupons/apply",
    { orderId, couponCode },
    { headers: { "cf-connecting-ip": freshIp(), ...ownerCookie() } },
  );

describe("admin coupons", () => {
  it("creates a free soulmate coupon that then works in the quiz, and audits it", async () => {
    const code = uniqueCode();
    const res = await adminPost("/api/admin/coupons", {
      code: ` ${code.toLowerCase()} `,
      kind: "free",
      productScope: "soulmate",
      maxRedemptions: 1,
      note: "Launch giveaway",
    });
    expect(res.status).toBe(201);
    const { coupon } = await json<{ coupon: AdminCouponRow }>(res);
    expect(coupon).toMatchObject({
      code,
      kind: "free",
      value: 0,
      product_scope: "soulmate",
      max_redemptions: 1,
      redemption_count: 0,
      per_email_limit: null,
      expires_at: null,
      active: true,
      state: "active",
      note: "Launch giveaway",
    });

    const order = await createOrder({ status: "awaiting_payment", paymentMethod: "none" });
    const applied = await applyInQuiz(order.id, code);
    expect(await applied.json()).toEqual({ applied: true, free: true, orderId: order.id, error: null });
    expect((await db().query.orders.findFirst({ where: eq(orders.id, order.id) }))?.couponCode).toBe(code);

    const listed = await json<{ coupons: AdminCouponRow[] }>(await adminGet("/api/admin/coupons?limit=100"));
    expect(listed.coupons.find((c) => c.code === code)).toMatchObject({ redemption_count: 1, state: "used_up" });

    const audit = await auditRows(code);
    expect(audit.map((a) => [a.action, a.outcome, a.targetType])).toEqual([["coupon.create", "succeeded", "coupon"]]);
    expect(JSON.parse(audit[0]?.detail ?? "{}")).toMatchObject({ kind: "free", productScope: "soulmate" });
  });

  it("creates percent and amount coupons with limits and an expiry", async () => {
    const percent = uniqueCode("PCT");
    const expiresAt = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    const res = await adminPost("/api/admin/coupons", {
      code: percent,
      kind: "percent",
      value: 20,
      perEmailLimit: 1,
      expiresAt,
    });
    expect(res.status).toBe(201);
    expect((await json<{ coupon: AdminCouponRow }>(res)).coupon).toMatchObject({
      kind: "percent",
      value: 20,
      product_scope: "any",
      per_email_limit: 1,
      expires_at: expiresAt,
    });
    const order = await createOrder({ status: "awaiting_payment", paymentMethod: "none" });
    expect(await (await applyInQuiz(order.id, percent)).json()).toMatchObject({ applied: true, free: false });
    expect((await db().query.orders.findFirst({ where: eq(orders.id, order.id) }))?.finalPriceCents).toBe(1199);

    const amount = uniqueCode("AMT");
    const made = await adminPost("/api/admin/coupons", {
      code: amount,
      kind: "amount",
      value: 500,
      productScope: "tarot_reading",
    });
    expect(made.status).toBe(201);
    expect(await readCoupon(amount)).toMatchObject({ kind: "amount", value: 500, productScope: "tarot_reading" });
  });

  it("disables a coupon so the quiz refuses it, and enables it again", async () => {
    const code = uniqueCode();
    await adminPost("/api/admin/coupons", { code, kind: "free", productScope: "soulmate" });
    const off = await adminPost(`/api/admin/coupons/${code.toLowerCase()}/disable`);
    expect(off.status).toBe(200);
    expect((await json<{ coupon: AdminCouponRow }>(off)).coupon).toMatchObject({ active: false, state: "disabled" });
    const order = await createOrder({ status: "awaiting_payment", paymentMethod: "none" });
    expect(await (await applyInQuiz(order.id, code)).json()).toMatchObject({
      applied: false,
      error: "Coupon code not valid",
    });

    const on = await adminPost(`/api/admin/coupons/${code}/enable`);
    expect((await json<{ coupon: AdminCouponRow }>(on)).coupon).toMatchObject({ active: true, state: "active" });
    expect(await (await applyInQuiz(order.id, code)).json()).toMatchObject({ applied: true });
    expect((await auditRows(code)).map((a) => a.action)).toEqual(["coupon.create", "coupon.disable", "coupon.enable"]);
  });

  it("can disable a seeded-style code that the create form would not accept", async () => {
    const code = `OLD CODE ${crypto.randomUUID().slice(0, 4)}`.toUpperCase();
    await db().insert(coupons).values({ code, kind: "free", value: 0 });
    const res = await adminPost(`/api/admin/coupons/${encodeURIComponent(code)}/disable`);
    expect(res.status).toBe(200);
    expect(await readCoupon(code)).toMatchObject({ active: false });
  });

  it("refuses a duplicate code with a 409 and keeps the first one", async () => {
    const code = uniqueCode();
    await adminPost("/api/admin/coupons", { code, kind: "percent", value: 10 });
    const res = await adminPost("/api/admin/coupons", { code: code.toLowerCase(), kind: "free" });
    await expectError(res, 409, "A coupon with this code already exists");
    expect(await readCoupon(code)).toMatchObject({ kind: "percent", value: 10 });
    expect((await auditRows(code)).map((a) => a.outcome)).toEqual(["succeeded", "refused"]);
  });

  it("answers 404 for disabling a code that does not exist", async () => {
    const res = await adminPost("/api/admin/coupons/NO-SUCH-CODE-EVER/disable");
    await expectError(res, 404, "Coupon not found");
  });

  it.each([
    [{ kind: "free" }, "code: code is required"],
    [{ code: "AB", kind: "free" }, "code: Use 3 to 32 letters, digits, hyphens or underscores"],
    [{ code: "HAS SPACE", kind: "free" }, "code: Use 3 to 32 letters, digits, hyphens or underscores"],
    [{ code: "BADKIND", kind: "bogof" }, "kind: kind must be one of: free, percent, amount"],
    [{ code: "FREEVAL", kind: "free", value: 5 }, "value: A free coupon has no value (0)"],
    [{ code: "PCT0", kind: "percent", value: 0 }, "value: A percentage is from 1 to 100"],
    [{ code: "PCT101", kind: "percent", value: 101 }, "value: A percentage is from 1 to 100"],
    [{ code: "PCTFRAC", kind: "percent", value: 12.5 }, "value: value must be a whole number"],
    [{ code: "AMTBIG", kind: "amount", value: 1500 }, "value: An amount off is in cents, from 1 to 1499"],
    [
      { code: "SCOPE", kind: "free", productScope: "gift_card" },
      "productScope: productScope must be one of: soulmate, tarot_reading, any",
    ],
    [
      { code: "MAX0", kind: "free", maxRedemptions: 0 },
      "maxRedemptions: maxRedemptions must be at least 1 (leave it out for no limit)",
    ],
    [{ code: "PEREMAIL", kind: "free", perEmailLimit: "two" }, "perEmailLimit: perEmailLimit must be a whole number"],
    [{ code: "PAST", kind: "free", expiresAt: "2020-01-01T00:00:00Z" }, "expiresAt: expiresAt must be in the future"],
    [
      { code: "WHEN", kind: "free", expiresAt: "next tuesday" },
      "expiresAt: expiresAt must be an ISO date and time, e.g. 2026-12-31T23:59:00Z",
    ],
    [{ code: "NOTE", kind: "free", note: "x".repeat(201) }, "note: note must be at most 200 characters"],
  ])("refuses %j with a 400 and writes nothing", async (body, error) => {
    const suffix = crypto.randomUUID().slice(0, 4).toUpperCase();
    const payload =
      "code" in body && typeof body.code === "string" && body.code.length > 3
        ? { ...body, code: `${body.code}-${suffix}` }
        : body;
    const res = await adminPost("/api/admin/coupons", payload);
    await expectError(res, 400, error);
    if ("code" in payload && typeof payload.code === "string") {
      expect(await readCoupon(payload.code.toUpperCase())).toBeUndefined();
      expect(await auditRows(payload.code.toUpperCase())).toHaveLength(0);
    }
  });

  it("lists coupons newest first with pagination", async () => {
    const codes = [uniqueCode(), uniqueCode(), uniqueCode()];
    for (const [i, code] of codes.entries()) {
      await db()
        .insert(coupons)
        .values({ code, kind: "free", value: 0, createdAt: Date.UTC(2099, 0, 1) + i });
    }
    const first = await json<{ coupons: AdminCouponRow[]; nextCursor: string }>(
      await adminGet("/api/admin/coupons?limit=2"),
    );
    const second = await json<{ coupons: AdminCouponRow[] }>(
      await adminGet(`/api/admin/coupons?limit=2&cursor=${first.nextCursor}`),
    );
    expect([...first.coupons, ...second.coupons].slice(0, 3).map((c) => c.code)).toEqual([...codes].reverse());
  });
});
