import { describe, expect, it } from "vitest";
import { MY_ORDERS_LIMIT } from "../../../src/api/my-orders";
import { recordArtifacts } from "../../../src/db/artifact-queries";
import { payments, readings, tarotSessions } from "../../../src/db/schema";
import { UNPAID_LISTED_MS } from "../../../src/orders/queries";
import { adminGet } from "../admin/admin-request";
import { createOrder, db } from "../factories";
import { request } from "../request";

type MyOrder = {
  id: string;
  type: string;
  status: string;
  final_price: number;
  original_price: number;
  artifacts: { storybook_pdf_url: string | null } | null;
  sessions: { id: string; reading: { id: string; intention: string } | null }[];
};

const ip = () => ({ "cf-connecting-ip": `portal-${crypto.randomUUID()}` });

describe("GET /api/my-orders", () => {
  it("lists every order placed with the email, newest first, with links and readings", async () => {
    const email = `portal-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const soulmate = await createOrder({ email, status: "delivered", createdAt: Date.now() - 60_000 });
    await recordArtifacts(db(), [
      {
        orderId: soulmate.id,
        kind: "storybook_pdf",
        name: "storybook.pdf",
        r2Key: `orders/${soulmate.id}/storybook.pdf`,
        contentType: "application/pdf",
        sizeBytes: 10,
      },
    ]);
    const tarot = await createOrder({
      email,
      productType: "tarot_reading",
      status: "completed",
      starSign: null,
      finalPriceCents: 0,
      paymentMethod: "coupon",
    });
    const sessionId = crypto.randomUUID();
    await db().insert(tarotSessions).values({ id: sessionId, orderId: tarot.id, status: "complete" });
    const readingId = crypto.randomUUID();
    await db().insert(readings).values({
      id: readingId,
      sessionId,
      orderId: tarot.id,
      spreadType: "one_card",
      intention: "What should I notice this week?",
      cardsJson: "[]",
      interpretation: "…",
    });
    await createOrder({ email: "someone-else@example.com" });

    const res = await request(`/api/my-orders?email=${encodeURIComponent(email.toUpperCase())}`, { headers: ip() });
    expect(res.status).toBe(200);
    const list = (await res.json()) as MyOrder[];
    expect(list.map((o) => [o.id, o.type, o.status])).toEqual([
      [tarot.id, "tarot", "completed"],
      [soulmate.id, "soulmate", "delivered"],
    ]);
    expect(list[0]).toMatchObject({
      final_price: 0,
      original_price: 1499,
      artifacts: null,
      sessions: [{ id: sessionId, reading: { id: readingId, intention: "What should I notice this week?" } }],
    });
    expect(list[1]?.artifacts?.storybook_pdf_url).toMatch(`/api/orders/${soulmate.id}/files/storybook.pdf?`);
    // An email alone must not reveal a birth date or a home town.
    expect(list[1]).toMatchObject({ inputs: null, city: null });
  });

  it("shows the newest 50 orders of many placed at the same moment, each with its own files", async () => {
    const email = `portal-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const createdAt = Date.now();
    const placed = [];
    for (let i = 0; i < MY_ORDERS_LIMIT + 5; i++) {
      placed.push(await createOrder({ email, status: "delivered", createdAt }));
    }
    for (const order of placed) {
      await recordArtifacts(db(), [
        {
          orderId: order.id,
          kind: "storybook_pdf",
          name: "storybook.pdf",
          r2Key: `orders/${order.id}/storybook.pdf`,
          contentType: "application/pdf",
          sizeBytes: 10,
        },
      ]);
    }
    const res = await request(`/api/my-orders?email=${encodeURIComponent(email)}`, { headers: ip() });
    const list = (await res.json()) as MyOrder[];
    expect(list).toHaveLength(MY_ORDERS_LIMIT);
    const shown = new Set(list.map((o) => o.id));
    expect(shown.size).toBe(MY_ORDERS_LIMIT);
    for (const order of list) {
      expect(order.artifacts?.storybook_pdf_url).toMatch(`/api/orders/${order.id}/files/storybook.pdf?`);
    }
  });

  it("drops a checkout left unpaid for a day, unless PayPal is still settling it; the admin still lists it", async () => {
    const email = `unpaid-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const day = UNPAID_LISTED_MS;
    const unpaid = { email, status: "awaiting_payment" as const, paymentMethod: "none" as const };
    const fresh = await createOrder({ ...unpaid, createdAt: Date.now() - 60_000 });
    const abandoned = await createOrder({ ...unpaid, createdAt: Date.now() - day - 60_000 });
    const settling = await createOrder({ ...unpaid, createdAt: Date.now() - 2 * day });
    await db()
      .insert(payments)
      .values({
        id: crypto.randomUUID(),
        orderId: settling.id,
        providerOrderId: `PEND${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
        status: "pending",
        amountCents: 1499,
      });
    const paidLongAgo = await createOrder({ email, status: "delivered", createdAt: Date.now() - 3 * day });

    const res = await request(`/api/my-orders?email=${email}`, { headers: ip() });
    const listed = ((await res.json()) as MyOrder[]).map((o) => o.id);
    expect(listed).toEqual([fresh.id, settling.id, paidLongAgo.id]);

    const admin = await adminGet(`/api/admin/orders/${abandoned.id}`);
    expect(admin.status).toBe(200);
    expect(await admin.json()).toMatchObject({ order: { id: abandoned.id, status: "awaiting_payment" } });
  });

  it("answers an email with no orders with an empty list", async () => {
    const res = await request("/api/my-orders?email=nobody-here@example.com", { headers: ip() });
    expect(await res.json()).toEqual([]);
  });

  it.each([
    ["no email", "/api/my-orders"],
    ["a blank email", "/api/my-orders?email=%20%20"],
    ["a malformed email", "/api/my-orders?email=not-an-email"],
  ])("refuses %s with a 400", async (_label, path) => {
    const res = await request(path, { headers: ip() });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty("error");
  });

  it("rate-limits a visitor after 10 lookups a minute", async () => {
    const headers = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await request("/api/my-orders?email=a@example.com", { headers })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
