import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { InterpretMessage, SessionView } from "../../../src/shared/tarot";
import { sessionStub } from "../../../src/tarot/sessions";
import { createCoupon, ownerCookie } from "../factories";
import { postJson, request } from "../request";

/**
 * Each caller is its own visitor, so per-IP rate limits never mix tests up; all of them are the
 * buyer's browser (ownerCookie), so the orders they make are theirs to pay.
 */
export const visitor = () => ({ "cf-connecting-ip": `tarot-${crypto.randomUUID()}`, ...ownerCookie() });

export async function createTarotOrder(email = "") {
  const res = await postJson("/api/tarot/create-order", { email }, { headers: visitor() });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

export const applyTarotCoupon = (tarotOrderId: string, couponCode: string) =>
  postJson("/api/tarot/coupons/apply", { tarotOrderId, couponCode }, { headers: visitor() });

/** A paid session, the way a visitor gets one: an order, a free tarot coupon, the redirect. */
export async function paidSession(email = ""): Promise<{ sessionId: string; orderId: string }> {
  const orderId = await createTarotOrder(email);
  const code = await createCoupon({ productScope: "tarot_reading" });
  const res = await applyTarotCoupon(orderId, code);
  const body = (await res.json()) as { applied: boolean; redirectUrl: string };
  expect(body.applied).toBe(true);
  const sessionId = body.redirectUrl.replace("/tarot/session/", "");
  return { sessionId, orderId };
}

export const getSession = async (id: string) => {
  const res = await request(`/api/tarot/sessions/${id}`, { headers: visitor() });
  expect(res.status).toBe(200);
  return (await res.json()) as SessionView;
};

/** The session's status as its object holds it: the page's view of a refunded session is gone (410). */
export const objectStatus = (sessionId: string) =>
  runInDurableObject(
    sessionStub(env, sessionId),
    (_, state) => state.storage.sql.exec<{ status: string }>("SELECT status FROM session WHERE id = 1").one().status,
  );

export const shuffle = (id: string, intention = "What should I focus on at work this season?") =>
  postJson(`/api/tarot/sessions/${id}/shuffle`, { intention }, { headers: visitor() });

export const selectSpread = (id: string, spreadType: string) =>
  postJson(`/api/tarot/sessions/${id}/select-spread`, { spreadType }, { headers: visitor() });

export const interpret = (id: string, init: RequestInit = {}) =>
  request(`/api/tarot/sessions/${id}/interpret`, {
    ...init,
    headers: { ...visitor(), ...(init.headers as Record<string, string> | undefined) },
  });

/** Parses a text/event-stream body into its JSON messages; stops after `limit` messages when given. */
export async function readEvents(res: Response, limit = Number.POSITIVE_INFINITY): Promise<InterpretMessage[]> {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const messages: InterpretMessage[] = [];
  let buffer = "";
  while (messages.length < limit) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0 && messages.length < limit) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = event
        .split("\n")
        .filter((line) => line.startsWith("data: "))
        .map((line) => line.slice(6))
        .join("\n");
      if (data) messages.push(JSON.parse(data) as InterpretMessage);
      end = buffer.indexOf("\n\n");
    }
  }
  if (messages.length >= limit) await reader.cancel();
  return messages;
}

export const textOf = (messages: InterpretMessage[]) => {
  let text = "";
  for (const message of messages) {
    if (message.restart) text = "";
    if (message.content) text += message.content;
  }
  return text;
};

/** A session with a spread chosen, ready to interpret. */
export async function readySession(spreadType = "three_card", intention?: string) {
  const session = await paidSession();
  expect((await shuffle(session.sessionId, intention)).status).toBe(200);
  expect((await selectSpread(session.sessionId, spreadType)).status).toBe(200);
  return session;
}
