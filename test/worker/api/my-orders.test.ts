import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EMAIL_PROOF_COOKIE } from "../../../src/api/email-proof";
import { MY_ORDERS_LIMIT } from "../../../src/api/my-orders";
import app from "../../../src/app";
import { recordArtifacts } from "../../../src/db/artifact-queries";
import { payments, signInLinks } from "../../../src/db/schema";
import { createSignInLink } from "../../../src/db/sign-in-queries";
import { UNPAID_LISTED_MS } from "../../../src/orders/queries";
import { SIGN_IN_LINK_SENT, SIGN_IN_LINK_SPENT } from "../../../src/shared/my-orders";
import { adminGet } from "../admin/admin-request";
import { createOrder, db, ownerCookie } from "../factories";
import { inOneWindow } from "../rate-window";
import { postJson, request } from "../request";
import { savedReading } from "../tarot/saved-reading";

type MyOrder = {
  id: string | null;
  number: string;
  opened: boolean;
  type: string;
  status: string;
  final_price: number;
  original_price: number;
  artifacts: { storybook_pdf_url: string | null } | null;
  sessions: { id: string; reading: { id: string; intention: string } | null }[];
};

const ip = () => ({ "cf-connecting-ip": `portal-${crypto.randomUUID()}` });
/** The browser that made the factories' orders (factories.ts): it sees every one of them opened. */
const maker = () => ({ ...ip(), ...ownerCookie() });

describe("GET /api/my-orders", () => {
  it("lists every order placed with the email, newest first, with links and readings, to the browser that made them", async () => {
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
    const saved = await savedReading({
      intention: "What should I notice this week?",
      order: { email },
    });
    const tarot = { id: saved.orderId };
    const { sessionId, id: readingId } = saved;
    await createOrder({ email: "someone-else@example.com" });

    const res = await request(`/api/my-orders?email=${encodeURIComponent(email.toUpperCase())}`, { headers: maker() });
    expect(res.status).toBe(200);
    const list = (await res.json()) as MyOrder[];
    expect(list.map((o) => [o.id, o.number, o.opened, o.type, o.status])).toEqual([
      [tarot.id, tarot.id.slice(0, 8), true, "tarot", "completed"],
      [soulmate.id, soulmate.id.slice(0, 8), true, "soulmate", "delivered"],
    ]);
    expect(list[0]).toMatchObject({
      final_price: 0,
      original_price: 1499,
      artifacts: null,
      sessions: [{ id: sessionId, reading: { id: readingId, intention: "What should I notice this week?" } }],
    });
    expect(list[1]?.artifacts?.storybook_pdf_url).toMatch(`/api/orders/${soulmate.id}/files/storybook.pdf?`);
    expect(list[1]).toMatchObject({ city: "Hobart", inputs: { starSign: "libra" } });

    // Another browser with the same email sees the orders, closed.
    const stranger = (await (
      await request(`/api/my-orders?email=${encodeURIComponent(email)}`, { headers: ip() })
    ).json()) as MyOrder[];
    expect(stranger.map((o) => [o.id, o.number, o.opened, o.status])).toEqual([
      [null, tarot.id.slice(0, 8), false, "completed"],
      [null, soulmate.id.slice(0, 8), false, "delivered"],
    ]);
    expect(stranger.every((o) => o.artifacts === null && o.sessions.length === 0)).toBe(true);
    expect(stranger[1]).toMatchObject({ inputs: null, city: null });
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
    const res = await request(`/api/my-orders?email=${encodeURIComponent(email)}`, { headers: maker() });
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

    const res = await request(`/api/my-orders?email=${email}`, { headers: maker() });
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
    const statuses = await inOneWindow(async () => {
      const headers = ip();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await request("/api/my-orders?email=a@example.com", { headers })).status);
      return statuses;
    });
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

const someEmail = () => `link-${crypto.randomUUID().slice(0, 8)}@example.com`;
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;
/** A JSON POST whose body may be missing altogether. */
const postBody = (path: string, body: unknown) =>
  request(path, {
    method: "POST",
    headers: { ...ip(), "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("POST /api/my-orders/link", () => {
  it("answers 202 with the same message for any address", async () => {
    const buyer = await createOrder({ email: someEmail() });
    for (const email of [buyer.email, someEmail()]) {
      const res = await postJson("/api/my-orders/link", { email }, { headers: ip() });
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ message: SIGN_IN_LINK_SENT });
    }
  });

  it.each([
    ["no body", undefined],
    ["no email", {}],
    ["a blank email", { email: "   " }],
    ["a malformed email", { email: "not-an-email" }],
    ["an email that is not a string", { email: 42 }],
    ["an address past 254 characters", { email: `${"a".repeat(250)}@example.com` }],
  ])("refuses %s with a 400 and sends nothing", async (_label, body) => {
    const res = await postBody("/api/my-orders/link", body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual(expect.any(String));
  });

  it("refuses a body that is not JSON with a 415", async () => {
    const res = await request("/api/my-orders/link", {
      method: "POST",
      headers: { ...ip(), "content-type": "text/plain" },
      body: "email=a@example.com",
    });
    expect(res.status).toBe(415);
  });

  it("says the shop cannot send a link when email is off (EMAIL_FROM empty), and writes nothing", async () => {
    const buyer = await createOrder({ email: someEmail() });
    const res = await app.fetch(
      new Request("http://shop.test/api/my-orders/link", {
        method: "POST",
        headers: { ...ip(), "content-type": "application/json" },
        body: JSON.stringify({ email: buyer.email }),
      }),
      { ...env, EMAIL_FROM: "" },
      createExecutionContext(),
    );
    expect(res.status).toBe(503);
    expect(await errorOf(res)).toContain("can't send email");
    expect(await db().select().from(signInLinks).where(eq(signInLinks.email, buyer.email))).toEqual([]);
  });

  it("rate-limits a visitor after 10 asks a minute", async () => {
    const statuses = await inOneWindow(async () => {
      const headers = ip();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await postJson("/api/my-orders/link", { email: someEmail() }, { headers })).status);
      return statuses;
    });
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("POST /api/my-orders/session", () => {
  it.each([
    ["no body", undefined],
    ["no token", {}],
    ["a short token", { token: "abc" }],
    ["a token with other characters", { token: `${"a".repeat(42)}!` }],
    ["a token that is not a string", { token: 12345 }],
  ])("refuses %s with a 400 and sets no cookie", async (_label, body) => {
    const res = await postBody("/api/my-orders/session", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty("error");
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("answers a well-formed token the shop never sent with 410", async () => {
    const res = await postJson("/api/my-orders/session", { token: "n".repeat(43) }, { headers: ip() });
    expect(res.status).toBe(410);
    expect(await errorOf(res)).toBe(SIGN_IN_LINK_SPENT);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("rate-limits a visitor after 10 opens a minute", async () => {
    const statuses = await inOneWindow(async () => {
      const headers = ip();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await postJson("/api/my-orders/session", { token: "n".repeat(43) }, { headers })).status);
      return statuses;
    });
    expect(statuses.slice(0, 10).every((s) => s === 410)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("lets exactly one of 20 browsers opening the same link at once in", async () => {
    const buyer = await createOrder({ email: someEmail() });
    const token = await createSignInLink(db(), buyer.email);
    if (!token) throw new Error("no link made");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postJson("/api/my-orders/session", { token }, { headers: ip() })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(410)]);
    const winner = answers.find((res) => res.status === 200);
    expect(await winner?.json()).toEqual({ email: buyer.email });
    const cookies = answers.flatMap((res) => res.headers.getSetCookie());
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(new RegExp(`^${EMAIL_PROOF_COOKIE}=`));
    const [row] = await db().select().from(signInLinks).where(eq(signInLinks.email, buyer.email));
    expect(row?.openedAt).toEqual(expect.any(Number));
    expect(row?.browserKeyHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
