/**
 * My Orders finds orders by email alone, and a tarot session's id is all its steps ask for. So
 * the list names a session that has not been read only to a browser that opened the order (it
 * made it, or opened a sign-in link) or already holds the session's link (the checkout's answer,
 * or the session page, leaves a cookie for it); a finished reading's permalink and question only
 * to the same browsers (docs/decisions/0029, 0048).
 */
import { describe, expect, it } from "vitest";
import { OWNER_COOKIE } from "../../src/api/order-owner";
import { createCoupon, ownerCookie } from "../worker/factories";
import { fake } from "../worker/paypal-helpers";
import { postJson, request } from "../worker/request";
import {
  applyTarotCoupon,
  createTarotOrder,
  interpret,
  paidSession,
  readEvents,
  selectSpread,
  shuffle,
} from "../worker/tarot/session-helpers";
import { drain, freshIp } from "./helpers";

type Listed = {
  id: string | null;
  number: string;
  status: string;
  sessions: { id: string; reading: { id: string } | null }[];
};

const someEmail = () => `links-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** The cookie pair a response sets (name=value), or "" when it sets none. */
const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

async function myOrders(email: string, cookie = "") {
  const res = await request(`/api/my-orders?email=${encodeURIComponent(email)}`, {
    headers: { "cf-connecting-ip": freshIp("links"), ...(cookie ? { cookie } : {}) },
  });
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, list: JSON.parse(text) as Listed[] };
}

/** A tarot reading paid with a free coupon, as the buyer's browser does it; returns the checkout's cookie too. */
async function paidByCoupon(email: string) {
  const orderId = await createTarotOrder(email);
  const res = await applyTarotCoupon(orderId, await createCoupon({ productScope: "tarot_reading" }));
  const body = (await res.json()) as { redirectUrl: string };
  return { orderId, sessionId: body.redirectUrl.replace("/tarot/session/", ""), cookie: cookieOf(res) };
}

describe("My Orders and a reading not read yet", () => {
  it("names it to the browser that made the order, which may never have seen the session (a PENDING capture the webhook completed)", async () => {
    const email = someEmail();
    const { sessionId } = await paidByCoupon(email);
    // The buyer's browser holds the order's key but never got the session's own cookie.
    const maker = await myOrders(email, ownerCookie().cookie);
    expect(maker.list[0]?.sessions).toEqual([{ id: sessionId, reading: null }]);
    // Another browser's key proves nothing.
    const other = await myOrders(email, `${OWNER_COOKIE}=${"x".repeat(43)}`);
    expect(other.list[0]?.sessions).toEqual([]);
    expect(other.text).not.toContain(sessionId);
  });

  it("does not give a stranger with the email the session's id, so they cannot shuffle it", async () => {
    const email = someEmail();
    const { orderId, sessionId } = await paidByCoupon(email);
    const { text, list } = await myOrders(email);
    // The order is there, paid, so its owner sees it waiting; its session is not.
    expect(list.map((o) => [o.number, o.status])).toEqual([[orderId.slice(0, 8), "paid"]]);
    expect(list[0]?.sessions).toEqual([]);
    expect(text).not.toContain(sessionId);
  });

  it("names it to the browser the checkout sent to it, and only there", async () => {
    const email = someEmail();
    const { sessionId, cookie } = await paidByCoupon(email);
    expect(cookie).toBe(`tarot_session_${sessionId}=1`);
    const { list } = await myOrders(email, cookie);
    expect(list[0]?.sessions).toEqual([{ id: sessionId, reading: null }]);
    // A cookie for some other session proves nothing about this one.
    const other = await myOrders(email, `tarot_session_${crypto.randomUUID()}=1`);
    expect(other.list[0]?.sessions).toEqual([]);
  });

  it("names it to a browser that opened the session's link (the buyer's other device)", async () => {
    const email = someEmail();
    const { sessionId } = await paidByCoupon(email);
    const opened = await request(`/api/tarot/sessions/${sessionId}`, { headers: { "cf-connecting-ip": freshIp() } });
    expect(opened.status).toBe(200);
    const cookie = cookieOf(opened);
    const [, ...attributes] = (opened.headers.get("set-cookie") ?? "").split(";").map((part) => part.trim());
    expect(cookie).toBe(`tarot_session_${sessionId}=1`);
    // Only My Orders reads it, and no script can.
    expect(attributes).toEqual(expect.arrayContaining(["Path=/api/my-orders", "HttpOnly", "SameSite=Lax"]));
    expect((await myOrders(email, cookie)).list[0]?.sessions).toEqual([{ id: sessionId, reading: null }]);
  });

  it("is named after a PayPal capture too", async () => {
    const visitor = { "cf-connecting-ip": freshIp(), ...ownerCookie() };
    const email = someEmail();
    const created = await postJson("/api/paypal/create-tarot-order", { email }, { headers: visitor });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    await fake(`/__control/approve/${id}`, {});
    const captured = await postJson("/api/paypal/capture-tarot-order", { orderID: id }, { headers: visitor });
    expect(captured.status).toBe(200);
    const { sessionId } = (await captured.json()) as { sessionId: string };
    expect(cookieOf(captured)).toBe(`tarot_session_${sessionId}=1`);
    expect((await myOrders(email)).text).not.toContain(sessionId);
  });

  it("stays hidden from a stranger once started but not finished", async () => {
    const email = someEmail();
    const { sessionId } = await paidSession(email);
    expect((await shuffle(sessionId)).status).toBe(200);
    expect((await myOrders(email)).text).not.toContain(sessionId);
    expect((await selectSpread(sessionId, "one_card")).status).toBe(200);
    expect((await myOrders(email)).text).not.toContain(sessionId);
  });

  it("lists a finished reading's permalink to the browser that made the order, and not to a stranger with the email", async () => {
    const email = someEmail();
    const { sessionId } = await paidSession(email);
    await drain(await shuffle(sessionId));
    await drain(await selectSpread(sessionId, "one_card"));
    const readingId = (await readEvents(await interpret(sessionId))).at(-1)?.readingId;
    expect(readingId).toBeTruthy();
    const maker = await myOrders(email, ownerCookie().cookie);
    expect(maker.list[0]?.status).toBe("completed");
    expect(maker.list[0]?.sessions).toEqual([{ id: sessionId, reading: expect.objectContaining({ id: readingId }) }]);
    const stranger = await myOrders(email);
    expect(stranger.list[0]?.status).toBe("completed");
    expect(stranger.list[0]?.sessions).toEqual([]);
    expect(stranger.text).not.toContain(readingId);
  });
});
