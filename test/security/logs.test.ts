/**
 * Nothing secret reaches the logs. Every console line is captured (the Worker,
 * its queue consumer and this test share one isolate) across a full run of the
 * shop: a soulmate order paid by coupon and one paid through PayPal (create,
 * capture, webhooks) both taken to delivered, a tarot reading paid through
 * PayPal and one by coupon read to the end, the admin at work (and refused),
 * and requests that fail in every way. No line may hold a secret, an admin
 * key that was sent, or a full email address; masked ones (j***@example.com) are fine.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import app from "../../src/app";
import { orders, payments } from "../../src/db/schema";
import { createCoupon, createOrder, db, ownerCookie } from "../worker/factories";
import { captureCompleted, fake, webhook } from "../worker/paypal-helpers";
import { postJson, request } from "../worker/request";
import { interpret, readEvents, selectSpread, shuffle } from "../worker/tarot/session-helpers";
import { freshIp } from "./helpers";

type Line = { level: string; text: string };
const lines: Line[] = [];
const print = console.log.bind(console);

const tag = crypto.randomUUID().slice(0, 8);
const EMAILS = {
  couponBuyer: `Jane.Doe+${tag}@Example.com`,
  paypalBuyer: `paypal-buyer-${tag}@example.com`,
  tarotPaypal: `tarot-paypal-${tag}@example.net`,
  tarotCoupon: `tarot.coupon.${tag}@example.org`,
  failing: `failing-${tag}@example.com`,
  stranger: `stranger-${tag}@example.com`,
};
const WRONG_ADMIN_KEYS = [`guess-${tag}-0123456789`, `${env.ADMIN_KEY}-not`];

/** Values that must never be logged, whole or in the forms they travel in. */
const SECRETS: Record<string, string> = {
  ADMIN_KEY: env.ADMIN_KEY,
  SIGNING_SECRET: env.SIGNING_SECRET,
  PAYPAL_CLIENT_SECRET: env.PAYPAL_CLIENT_SECRET,
  PAYPAL_CLIENT_ID: env.PAYPAL_CLIENT_ID,
  PAYPAL_WEBHOOK_ID: env.PAYPAL_WEBHOOK_ID,
  "PayPal basic auth": btoa(`${env.PAYPAL_CLIENT_ID}:${env.PAYPAL_CLIENT_SECRET}`),
  ...Object.fromEntries(WRONG_ADMIN_KEYS.map((key, i) => [`sent admin key ${i + 1}`, key])),
};

/** An address: something@domain.tld. A masked one ("j***@…") has no address character before the @. */
const FULL_EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/** A fresh address, in the browser that makes the orders (ownerCookie), so it may pay them. */
const ip = () => ({ "cf-connecting-ip": freshIp("logs"), ...ownerCookie() });
const admin = (path: string, init: RequestInit = {}) =>
  request(path, {
    ...init,
    headers: { "x-admin-key": env.ADMIN_KEY, "content-type": "application/json", ...ip(), ...init.headers },
  });

const quiz = (email: string) => ({
  starSign: "scorpio",
  birthday: { day: 3, month: 11, year: 1985 },
  city: "Launceston",
  preference: "women",
  relationshipStatus: "just-curious",
  firstName: "Jane",
  email,
});

async function waitForStatus(orderId: string, status: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const order = await db().query.orders.findFirst({ where: eq(orders.id, orderId) });
    if (order?.status === status) return;
    if (Date.now() > deadline) throw new Error(`order ${orderId} is ${order?.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function prepare(email: string): Promise<string> {
  const res = await postJson("/api/quiz/prepare", quiz(email), { headers: ip() });
  expect(res.status).toBe(201);
  return ((await res.json()) as { orderId: string }).orderId;
}

/** Quiz → free coupon → the real queue builds the pack → the buyer opens it. */
async function soulmateByCoupon(): Promise<string> {
  const orderId = await prepare(EMAILS.couponBuyer);
  const code = await createCoupon();
  const applied = await postJson("/api/coupons/apply", { orderId, couponCode: code }, { headers: ip() });
  expect(await applied.json()).toMatchObject({ applied: true, free: true });
  await waitForStatus(orderId, "delivered");
  const email = encodeURIComponent(EMAILS.couponBuyer);
  expect((await request(`/api/orders/${orderId}?email=${email}`, { headers: ip() })).status).toBe(200);
  expect((await request(`/api/story/${orderId}?email=${email}`, { headers: ip() })).status).toBe(200);
  expect((await request(`/api/my-orders?email=${email}`, { headers: ip() })).status).toBe(200);
  return orderId;
}

/** Quiz → PayPal order → approval → capture → the webhook arrives too → delivered. */
async function soulmateByPayPal(): Promise<string> {
  const orderId = await prepare(EMAILS.paypalBuyer);
  const visitor = ip();
  const registered = await postJson("/api/paypal/register-order", { orderId }, { headers: visitor });
  expect(registered.status).toBe(200);
  const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const created = await postJson(
    "/api/paypal/order",
    { amount: "14.99", currency: "AUD", intent: "CAPTURE" },
    { headers: { ...visitor, cookie } },
  );
  expect(created.status).toBe(200);
  const { id } = (await created.json()) as { id: string };
  await fake(`/__control/approve/${id}`, {});
  expect((await postJson(`/api/paypal/order/${id}/capture`, {})).status).toBe(200);
  // PayPal's webhook for that same capture arrives as well, and a forged one is turned away.
  const payment = await db().query.payments.findFirst({ where: eq(payments.orderId, orderId) });
  const event = captureCompleted(orderId);
  const delivery = {
    ...event,
    resource: { ...event.resource, id: payment?.captureId, supplementary_data: { related_ids: { order_id: id } } },
  };
  expect((await webhook(delivery)).status).toBe(200);
  expect((await webhook(captureCompleted(orderId), "forged-signature")).status).toBe(401);
  await waitForStatus(orderId, "delivered");
  return orderId;
}

/** A tarot reading from a paid session: intention, spread, the full stream, the saved reading. */
async function readToTheEnd(sessionId: string) {
  expect((await shuffle(sessionId, `Will my move to Hobart go well? Write to me at ${EMAILS.stranger}`)).status).toBe(
    200,
  );
  expect((await selectSpread(sessionId, "three_card")).status).toBe(200);
  const readingId = (await readEvents(await interpret(sessionId))).at(-1)?.readingId;
  expect(readingId).toBeTruthy();
  expect((await request(`/api/tarot/readings/${readingId}`, { headers: ip() })).status).toBe(200);
}

async function tarotByPayPal() {
  const created = await postJson("/api/paypal/create-tarot-order", { email: EMAILS.tarotPaypal }, { headers: ip() });
  expect(created.status).toBe(200);
  const { id } = (await created.json()) as { id: string };
  await fake(`/__control/approve/${id}`, {});
  const captured = await postJson("/api/paypal/capture-tarot-order", { orderID: id }, { headers: ip() });
  expect(captured.status).toBe(200);
  await readToTheEnd(((await captured.json()) as { sessionId: string }).sessionId);
}

async function tarotByCoupon() {
  const first = await postJson("/api/tarot/create-order", { email: "" }, { headers: ip() });
  const { id: draft } = (await first.json()) as { id: string };
  // The buyer types their email after all: the same order is revised, and that is logged too.
  const created = await postJson(
    "/api/tarot/create-order",
    { email: EMAILS.tarotCoupon, replaces: draft },
    { headers: ip() },
  );
  const { id } = (await created.json()) as { id: string };
  expect(id).toBe(draft);
  const code = await createCoupon({ productScope: "tarot_reading" });
  const applied = await postJson("/api/tarot/coupons/apply", { tarotOrderId: id, couponCode: code }, { headers: ip() });
  const { redirectUrl } = (await applied.json()) as { redirectUrl: string };
  await readToTheEnd(redirectUrl.replace("/tarot/session/", ""));
  const mine = await request(`/api/my-orders?email=${encodeURIComponent(EMAILS.tarotCoupon)}`, { headers: ip() });
  expect(mine.status).toBe(200);
}

async function adminAtWork(deliveredId: string, paypalId: string): Promise<string> {
  for (const path of ["/api/admin/stats", "/api/admin/orders", "/api/admin/jobs", "/api/admin/audit"]) {
    expect((await admin(path)).status).toBe(200);
  }
  expect((await admin(`/api/admin/orders/${deliveredId}`)).status).toBe(200);
  const code = `LOGS-${tag.toUpperCase()}`;
  const coupon = { code, kind: "percent", value: 20, note: `for ${EMAILS.stranger}` };
  expect((await admin("/api/admin/coupons", { method: "POST", body: JSON.stringify(coupon) })).status).toBe(201);
  expect((await admin(`/api/admin/coupons/${code}/disable`, { method: "POST" })).status).toBe(200);
  // Already delivered: refused (409), and the refusal is audited.
  expect((await admin(`/api/admin/replay/${deliveredId}`, { method: "POST" })).status).toBe(409);
  const failed = await createOrder({ status: "failed", email: EMAILS.failing, failureReason: "story failed" });
  expect((await admin(`/api/admin/replay/${failed.id}`, { method: "POST" })).status).toBe(200);
  const refund = await admin(`/api/admin/refund/${paypalId}`, {
    method: "POST",
    body: JSON.stringify({ reason: `buyer ${EMAILS.paypalBuyer} asked` }),
  });
  expect(refund.status).toBe(200);
  for (const key of WRONG_ADMIN_KEYS) {
    expect((await request("/api/admin/stats", { headers: { "x-admin-key": key, ...ip() } })).status).toBe(401);
  }
  expect((await request("/api/admin/orders", { headers: ip() })).status).toBe(401);
  return failed.id;
}

async function failingRequests() {
  const bad = [
    await request("/api/quiz/prepare", {
      method: "POST",
      headers: { "content-type": "application/json", ...ip() },
      body: `{"email":"${EMAILS.failing}",`,
    }),
    await postJson("/api/quiz/prepare", { ...quiz(EMAILS.failing), birthday: { day: 1, month: 1, year: 2020 } }),
    await postJson("/api/quiz/prepare", { ...quiz(`not-an-email ${EMAILS.failing}`) }, { headers: ip() }),
    await request(`/api/orders/${crypto.randomUUID()}?email=${encodeURIComponent(EMAILS.failing)}`, { headers: ip() }),
    await postJson("/api/paypal/webhook", { id: "WH-1", event_type: "X", resource: { custom_id: EMAILS.failing } }),
    await postJson("/api/paypal/order", { amount: "0.01", currency: "AUD", intent: "CAPTURE" }, { headers: ip() }),
    await postJson("/api/config", { email: EMAILS.failing, padding: "x".repeat(70 * 1024) }),
    await request(`/api/orders?email=${encodeURIComponent(EMAILS.failing)}`, { method: "DELETE" }),
  ];
  for (const res of bad) expect(res.status).toBeGreaterThanOrEqual(400);
  // A lookup for an email with no orders is not an error, but it carries an email all the same.
  expect((await request(`/api/my-orders?email=${encodeURIComponent(EMAILS.stranger)}`, { headers: ip() })).status).toBe(
    200,
  );

  // A database that fails mid-query: drizzle's error then quotes the statement and its bound
  // values, the buyer's email among them.
  const failing = () => Promise.reject(new Error("D1_ERROR: database is locked"));
  const statement = { run: failing, all: failing, raw: failing, first: failing };
  const brokenDb = {
    ...env,
    DB: new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "prepare") return () => ({ ...statement, bind: () => statement });
        if (prop === "batch") return failing;
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    }),
  } as Env;
  const crashed = await app.request(
    "/api/quiz/prepare",
    {
      method: "POST",
      headers: { "content-type": "application/json", ...ip() },
      body: JSON.stringify(quiz(EMAILS.failing)),
    },
    brokenDb,
  );
  expect(crashed.status).toBe(500);
  const misconfigured = { ...env, PAYPAL_ENV: "live", SITE_URL: `mailto:${EMAILS.failing}` } as unknown as Env;
  expect((await app.request("/api/config", {}, misconfigured)).status).toBe(500);
}

beforeAll(async () => {
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push({ level, text: args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))).join(" ") });
    });
  }
  const [deliveredId, paypalId] = await Promise.all([soulmateByCoupon(), soulmateByPayPal()]);
  await Promise.all([tarotByPayPal(), tarotByCoupon()]);
  const replayedId = await adminAtWork(deliveredId, paypalId);
  await failingRequests();
  // Let the replayed order's queue work finish, so its lines are counted too.
  await waitForStatus(replayedId, "delivered");
  await new Promise((resolve) => setTimeout(resolve, 1500));
  vi.restoreAllMocks();
}, 180_000);

afterAll(() => {
  vi.restoreAllMocks();
  print(`FIGURE logs: lines captured across the run: ${lines.length}`);
  print(`FIGURE logs: distinct log messages: ${new Set(lines.map(messageOf)).size}`);
});

function messageOf(line: Line): string {
  try {
    return (JSON.parse(line.text) as { message?: string }).message ?? line.text.slice(0, 40);
  } catch {
    return line.text.slice(0, 40);
  }
}

describe("the logs of a full run", () => {
  it("were captured from every part of the shop: requests, the queue consumer, PayPal, admin and errors", () => {
    const messages = new Set(lines.map(messageOf));
    for (const expected of [
      "order created",
      "unpaid order revised",
      "fulfilment started",
      "job completed",
      "order delivered",
      "paypal webhook",
      "order replayed",
      "admin request refused",
      "unhandled error",
      "invalid configuration",
    ]) {
      expect(messages, expected).toContain(expected);
    }
    expect(lines.length).toBeGreaterThanOrEqual(30);
  });

  it("mask every buyer's email, and the masked form is what appears", () => {
    const masked = lines.filter((line) => line.text.includes("***@"));
    expect(masked.length).toBeGreaterThanOrEqual(3);
    expect(masked.some((line) => line.text.includes(`"j***@example.com"`))).toBe(true);
  });

  it("hold no full email address", () => {
    const leaks = lines.flatMap((line) =>
      (line.text.match(FULL_EMAIL) ?? []).map((email) => `${email} in ${line.text}`),
    );
    expect(leaks).toEqual([]);
    for (const email of Object.values(EMAILS)) {
      const local = email.split("@")[0] as string;
      for (const line of lines) expect(line.text.toLowerCase()).not.toContain(local.toLowerCase());
    }
  });

  it("hold no secret, no admin key that was sent, no credentials and no signed-link signature", () => {
    for (const [name, value] of Object.entries(SECRETS)) {
      expect(value.length, name).toBeGreaterThan(8);
      for (const line of lines) expect(line.text, `${name} logged`).not.toContain(value);
    }
    for (const line of lines) {
      expect(line.text).not.toMatch(/Bearer\s|Basic\s|sig=|access_token|set-cookie|checkout_order=/i);
    }
  });
});
