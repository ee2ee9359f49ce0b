/**
 * Who a per-email coupon limit counts (docs/decisions/0030): couponEmailKey() for new
 * redemptions, and the same rule in SQL for the rows migrations/0005 backfilled. The two must
 * agree, or a buyer who redeemed before the migration could redeem again after it.
 */
import { env } from "cloudflare:workers";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { couponEmailKey } from "../../../src/db/coupon-queries";
import { couponRedemptions } from "../../../src/db/schema";
import { createCoupon, createOrder, db } from "../factories";

const EMAILS = [
  "ann@example.com",
  "Ann@Example.COM",
  "  ann@example.com ",
  "ann+promo@example.com",
  "ann+a+b@example.com",
  "+tag@example.com",
  "ann.lee@example.com",
  "ann.lee@gmail.com",
  "Ann.Lee+x@GoogleMail.com",
  "a.n.n.l.e.e@gmail.com",
  "ann@sub.gmail.com",
  "",
  "   ",
];

describe("couponEmailKey", () => {
  it("folds case, spaces, a +tag and Gmail's dots; keeps other dots; an empty email is nobody", () => {
    expect(couponEmailKey(" Ann+promo@Example.com ")).toBe("ann@example.com");
    expect(couponEmailKey("ann.lee@example.com")).toBe("ann.lee@example.com");
    expect(couponEmailKey("Ann.Lee+x@GoogleMail.com")).toBe("annlee@gmail.com");
    expect(couponEmailKey("+tag@example.com")).toBe("+tag@example.com");
    expect(couponEmailKey("ann@sub.gmail.com")).toBe("ann@sub.gmail.com");
    expect(couponEmailKey("")).toBeNull();
    expect(couponEmailKey("  ")).toBeNull();
  });

  it("is what the migration's backfill computes for the redemptions before it", async () => {
    const backfill = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0005_"));
    const updates = backfill?.queries.filter((q) => /UPDATE\s+`coupon_redemptions`/i.test(q)) ?? [];
    expect(updates.length).toBeGreaterThanOrEqual(3);
    const code = await createCoupon();
    const ids: string[] = [];
    for (const email of EMAILS) {
      const order = await createOrder({ email });
      const id = crypto.randomUUID();
      ids.push(id);
      // A row as the shop wrote it before email_key existed.
      await db()
        .insert(couponRedemptions)
        .values({ id, couponCode: code, orderId: order.id, email, discountCents: 1499 });
    }
    // Run on this test's rows only: the database is shared with the other files of this worker.
    const mine = ` AND id IN (${ids.map(() => "?").join(", ")})`;
    for (const sql of updates) {
      await env.DB.prepare(sql.trim().replace(/;$/, "") + mine)
        .bind(...ids)
        .run();
    }
    const rows = await db().select().from(couponRedemptions).where(inArray(couponRedemptions.id, ids));
    expect(rows.map((r) => [r.email, r.emailKey])).toEqual(
      expect.arrayContaining(EMAILS.map((email) => [email, couponEmailKey(email)])),
    );
    expect(rows).toHaveLength(EMAILS.length);
  });
});
