import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import devCoupons from "../../../seeds/dev-coupons.sql?raw";
import { coupons, orders } from "../../../src/db/schema";
import { createOrder, db } from "../factories";

describe("D1 schema (real migrations)", () => {
  it("stores and reads back an order with its quiz inputs and prices in cents", async () => {
    const order = await createOrder({ email: "reader@example.com", city: null, firstName: null });
    const row = await db().query.orders.findFirst({ where: eq(orders.id, order.id) });
    expect(row).toMatchObject({
      productType: "soulmate",
      status: "paid",
      starSign: "libra",
      birthDay: 14,
      city: null,
      originalPriceCents: 1499,
      finalPriceCents: 1499,
      currency: "AUD",
      paymentMethod: "paypal",
    });
    expect(row?.createdAt).toBeGreaterThan(Date.UTC(2025, 0, 1));
  });

  it("refuses a final price above the original price", async () => {
    await expect(createOrder({ originalPriceCents: 1499, finalPriceCents: 1500 })).rejects.toThrow();
  });

  it("has an index for every lookup the API makes", async () => {
    const { results } = await env.DB.prepare(
      "SELECT name, tbl_name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%'",
    ).all<{ name: string; tbl_name: string }>();
    const names = results.map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "orders_email_created_idx",
        "orders_status_created_idx",
        "orders_created_idx",
        "payments_provider_order_idx",
        "coupon_redemptions_order_idx",
        "jobs_order_type_idx",
        "jobs_status_created_idx",
        "artifacts_order_name_idx",
        "tarot_sessions_order_idx",
        "readings_session_idx",
        "webhook_events_received_idx",
      ]),
    );
  });

  it("uses the email index when listing a visitor's orders", async () => {
    const plan = await env.DB.prepare(
      "EXPLAIN QUERY PLAN SELECT * FROM orders WHERE email = ? ORDER BY created_at DESC",
    )
      .bind("x@example.com")
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join(" ")).toContain("orders_email_created_idx");
  });

  it("allows only one job per order and type", async () => {
    const order = await createOrder();
    const insert = () =>
      env.DB.prepare("INSERT INTO jobs (id, order_id, type) VALUES (?, ?, 'story')")
        .bind(crypto.randomUUID(), order.id)
        .run();
    await insert();
    await expect(insert()).rejects.toThrow(/UNIQUE/);
  });

  it("seeds the documented dev coupons, and seeding twice changes nothing", async () => {
    // Other test files may share this database and add coupons of their own: look at the table as a whole
    // only to compare it before and after the second seeding.
    const seed = () => env.DB.exec(devCoupons.replace(/--.*$/gm, "").replace(/\s+/g, " "));
    await seed();
    const once = await db().select().from(coupons).orderBy(coupons.code);
    await seed();
    expect(await db().select().from(coupons).orderBy(coupons.code)).toEqual(once);
    const seeded = once.filter((c) => c.code === "SOULMATE-FREE" || c.code === "TAROT-FREE");
    expect(seeded.map((c) => [c.code, c.kind, c.productScope, c.active])).toEqual([
      ["SOULMATE-FREE", "free", "soulmate", true],
      ["TAROT-FREE", "free", "tarot_reading", true],
    ]);
  });
});
