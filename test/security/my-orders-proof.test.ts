/**
 * My Orders: found by email, opened by proof (docs/decisions/0048). An email address is not a
 * secret, so a browser with only the email sees what was bought, when, its status and price, and
 * nothing that leads inside an order: no id (with the email it opens the order lookup), no file or
 * story link, no reading, no question, no town. The browser that made an order sees all of it, and
 * so does a browser that opened a sign-in link sent to the address: once, within 30 minutes.
 */
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMAIL_PROOF_COOKIE } from "../../src/api/email-proof";
import { emails, signInLinks } from "../../src/db/schema";
import { emailTransport } from "../../src/emails/sender";
import { SIGN_IN_LINK_SENT, SIGN_IN_LINK_SPENT } from "../../src/shared/my-orders";
import { ARTIFACT_NAMES } from "../../src/soulmate/artifact-names";
import { createOrder, db, ownerCookie } from "../worker/factories";
import { postJson, request } from "../worker/request";
import { savedReading } from "../worker/tarot/saved-reading";
import { freshIp, orderWithFiles, storeFile } from "./helpers";

afterEach(() => {
  vi.restoreAllMocks();
});

const QUESTION = "Should I leave my husband Tom for Sam?";
const someEmail = () => `proof-${crypto.randomUUID().slice(0, 8)}@example.com`;

type Listed = {
  id: string | null;
  number: string;
  opened: boolean;
  status: string;
  type: string;
  created_at: string;
  final_price: number;
  coupon_code: string | null;
  city: string | null;
  inputs: unknown;
  artifacts: Record<string, unknown> | null;
  sessions: { id: string; reading: { id: string; intention: string } | null }[];
};

/** A buyer with a delivered soulmate pack (files and story in place) and a finished reading, both made in the tests' buyer browser. */
async function buyerWithEverything(email = someEmail()) {
  const soulmate = await orderWithFiles({ email, city: "Ballarat", createdAt: Date.now() - 60_000 });
  await storeFile(soulmate.id, ARTIFACT_NAMES.story, "{}", "story");
  const reading = await savedReading({
    intention: QUESTION,
    cards: [{ id: "the-lovers", name: "The Lovers", reversed: false, position: "Your Card" }],
    order: { email, couponCode: "FRIEND-GIFT" },
  });
  const tarot = { id: reading.orderId };
  const { sessionId, id: readingId } = reading;
  return { email, soulmate, tarot, sessionId, readingId };
}

async function myOrders(email: string, headers: Record<string, string> = {}, base = "http://shop.test") {
  const res = await request(`${base}/api/my-orders?email=${encodeURIComponent(email)}`, {
    headers: { "cf-connecting-ip": freshIp("proof"), ...headers },
  });
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, list: JSON.parse(text) as Listed[] };
}

const askForLink = (email: string, ip = freshIp("link"), base = "http://shop.test") =>
  postJson(`${base}/api/my-orders/link`, { email }, { headers: { "cf-connecting-ip": ip } });

const openLink = (token: string, base = "http://shop.test", ip = freshIp("open")) =>
  postJson(`${base}/api/my-orders/session`, { token }, { headers: { "cf-connecting-ip": ip } });

/** Watches the real binding's sends; `tokenFor(address)` waits for the sign-in email to that address and reads its link. */
function watchSignInEmails() {
  const spy = vi.spyOn(emailTransport, "send");
  const sentTo = (address: string) =>
    spy.mock.calls
      .map(([, message]) => message as { to: string; subject: string; text: string; html: string })
      .filter((message) => message.to === address && message.subject === "Your link to open your orders");
  return {
    sentTo,
    async tokenFor(address: string) {
      await vi.waitFor(() => expect(sentTo(address)).toHaveLength(1), { timeout: 15_000, interval: 100 });
      const text = sentTo(address)[0]?.text ?? "";
      const token = /\/portal#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
      if (!token) throw new Error(`no sign-in link in: ${text}`);
      return token;
    },
  };
}

/** The proof cookie a response sets, as the pair to send back, and its attributes. */
function proofCookie(res: Response, name = EMAIL_PROOF_COOKIE) {
  const line = res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`)) ?? "";
  const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
  return { pair, attributes };
}

function expectClosed(order: Listed | undefined) {
  expect(order).toMatchObject({
    id: null,
    opened: false,
    coupon_code: null,
    city: null,
    inputs: null,
    artifacts: null,
    sessions: [],
  });
}

describe("My Orders with only the email", () => {
  it("shows what was bought, when, its status and price, and nothing that leads inside an order", async () => {
    const { email, soulmate, tarot, sessionId, readingId } = await buyerWithEverything();
    const { text, list } = await myOrders(email);
    for (const secret of [QUESTION, readingId, sessionId, "/api/", "Ballarat", soulmate.id, tarot.id, "FRIEND-GIFT"]) {
      expect(text).not.toContain(secret);
    }
    expect(list.map((o) => [o.number, o.type, o.status, o.final_price])).toEqual([
      [tarot.id.slice(0, 8), "tarot", "completed", 0],
      [soulmate.id.slice(0, 8), "soulmate", "delivered", 1499],
    ]);
    expect(list.every((o) => !Number.isNaN(Date.parse(o.created_at)))).toBe(true);
    for (const order of list) expectClosed(order);
  });

  it("opens nothing for another browser's key or a proof the shop never gave", async () => {
    const { email } = await buyerWithEverything();
    const made = "made-up-proof-key-0123456789abcdefghijklmno";
    for (const cookie of [
      `order_owner=${"x".repeat(43)}`,
      `${EMAIL_PROOF_COOKIE}=${made}`,
      `${EMAIL_PROOF_COOKIE}=short`,
    ]) {
      for (const order of (await myOrders(email, { cookie })).list) expectClosed(order);
    }
  });
});

describe("My Orders in the browser that placed the order", () => {
  it("shows everything: the id, files and story, the reading and its question, the town", async () => {
    const { email, soulmate, tarot, sessionId, readingId } = await buyerWithEverything();
    const { list } = await myOrders(email, ownerCookie());
    expect(list.map((o) => [o.id, o.opened])).toEqual([
      [tarot.id, true],
      [soulmate.id, true],
    ]);
    expect(list[0]).toMatchObject({
      coupon_code: "FRIEND-GIFT",
      sessions: [{ id: sessionId, reading: { id: readingId, intention: QUESTION } }],
    });
    expect(list[1]?.city).toBe("Ballarat");
    expect(list[1]?.artifacts?.story_url).toMatch(`/api/story/${soulmate.id}?`);
    expect(list[1]?.artifacts?.storybook_pdf_url).toMatch(`/api/orders/${soulmate.id}/files/storybook.pdf?`);
    // The result page the quiz redirects to keeps working there.
    const lookup = await request(`/api/orders/${soulmate.id}?email=${encodeURIComponent(email)}`, {
      headers: { "cf-connecting-ip": freshIp("result"), ...ownerCookie() },
    });
    expect(lookup.status).toBe(200);
  });

  it("opens only the orders that browser made", async () => {
    const email = someEmail();
    const mine = await createOrder({ email, createdAt: Date.now() - 60_000 });
    const elsewhere = await createOrder({ email, ownerKeyHash: "another-browser's-key-hash" });
    const { list } = await myOrders(email, ownerCookie());
    expect(list.map((o) => [o.number, o.opened])).toEqual([
      [elsewhere.id.slice(0, 8), false],
      [mine.id.slice(0, 8), true],
    ]);
    expectClosed(list[0]);
  });
});

describe("the sign-in link", () => {
  it("opens every order of the address in the browser that opens it, and works once", async () => {
    const sends = watchSignInEmails();
    const { email, soulmate, tarot, readingId } = await buyerWithEverything();
    // An order made in some other browser: the link opens it too.
    const elsewhere = await createOrder({ email, ownerKeyHash: "another-browser's-key-hash", createdAt: 1 });

    const asked = await askForLink(email);
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ message: SIGN_IN_LINK_SENT });
    const token = await sends.tokenFor(email);

    // D1 keeps only hashes: the token is nowhere in the link's row or the outbox.
    const [row] = await db().select().from(signInLinks).where(eq(signInLinks.email, email));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const outbox = await db()
      .select()
      .from(emails)
      .where(and(eq(emails.orderId, tarot.id), eq(emails.kind, "my_orders_link")));
    expect(outbox).toHaveLength(1);
    expect(JSON.stringify(outbox)).not.toContain(token);

    const opened = await openLink(token);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({ email });
    const { pair, attributes } = proofCookie(opened);
    expect(pair).toMatch(new RegExp(`^${EMAIL_PROOF_COOKIE}=[A-Za-z0-9_-]{43}$`));
    expect(attributes).toEqual(
      expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/api/my-orders", `Max-Age=${24 * 60 * 60}`]),
    );
    expect(attributes).not.toContain("Secure");

    const { list, text } = await myOrders(email, { cookie: pair });
    expect(list.map((o) => [o.id, o.opened])).toEqual([
      [tarot.id, true],
      [soulmate.id, true],
      [elsewhere.id, true],
    ]);
    expect(text).toContain(QUESTION);
    expect(text).toContain(readingId);
    expect(list[1]?.artifacts?.story_url).toMatch(`/api/story/${soulmate.id}?`);
    // The proof is for that address only.
    const { email: other } = await buyerWithEverything();
    for (const order of (await myOrders(other, { cookie: pair })).list) expectClosed(order);

    // A second open, from here or anywhere, is refused and proves nothing.
    const again = await openLink(token);
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({ error: SIGN_IN_LINK_SPENT, requestId: expect.any(String) });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("answers an address with no orders exactly the same, and sends nothing", async () => {
    const sends = watchSignInEmails();
    const nobody = someEmail();
    const res = await askForLink(nobody);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: SIGN_IN_LINK_SENT });
    await new Promise((r) => setTimeout(r, 1_500));
    expect(sends.sentTo(nobody)).toEqual([]);
    expect(await db().select().from(signInLinks).where(eq(signInLinks.email, nobody))).toEqual([]);
  });

  it("refuses a link past its 30 minutes, and a proof past its 24 hours", async () => {
    const sends = watchSignInEmails();
    const { email } = await buyerWithEverything();
    expect((await askForLink(email)).status).toBe(202);
    const token = await sends.tokenFor(email);
    await db()
      .update(signInLinks)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(signInLinks.email, email));
    expect((await openLink(token)).status).toBe(410);

    const second = await buyerWithEverything();
    expect((await askForLink(second.email)).status).toBe(202);
    const opened = await openLink(await sends.tokenFor(second.email));
    const { pair } = proofCookie(opened);
    expect((await myOrders(second.email, { cookie: pair })).list.every((o) => o.opened)).toBe(true);
    await db()
      .update(signInLinks)
      .set({ signedInUntil: Date.now() - 1 })
      .where(eq(signInLinks.email, second.email));
    for (const order of (await myOrders(second.email, { cookie: pair })).list) expectClosed(order);
  });

  it("sends an address at most 3 links an hour, answering every ask the same", async () => {
    const { email } = await buyerWithEverything();
    for (let i = 0; i < 5; i++) {
      const res = await askForLink(email);
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ message: SIGN_IN_LINK_SENT });
    }
    await vi.waitFor(
      async () => expect(await db().select().from(signInLinks).where(eq(signInLinks.email, email))).toHaveLength(3),
      { timeout: 10_000, interval: 100 },
    );
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await db().select().from(signInLinks).where(eq(signInLinks.email, email))).toHaveLength(3);
  });

  it("over https names the proof __Secure-email_proof (Secure) and reads no other name", async () => {
    const sends = watchSignInEmails();
    const { email } = await buyerWithEverything();
    expect((await askForLink(email, freshIp("link"), "https://shop.test")).status).toBe(202);
    const opened = await openLink(await sends.tokenFor(email), "https://shop.test");
    expect(opened.status).toBe(200);
    const { pair, attributes } = proofCookie(opened, `__Secure-${EMAIL_PROOF_COOKIE}`);
    expect(attributes).toEqual(expect.arrayContaining(["Secure", "HttpOnly", "SameSite=Lax", "Path=/api/my-orders"]));
    const https = "https://shop.test";
    expect((await myOrders(email, { cookie: pair }, https)).list.every((o) => o.opened)).toBe(true);
    const bare = pair.replace(`__Secure-${EMAIL_PROOF_COOKIE}`, EMAIL_PROOF_COOKIE);
    for (const order of (await myOrders(email, { cookie: bare }, https)).list) expectClosed(order);
  });
});
