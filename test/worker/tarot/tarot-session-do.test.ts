import { evictDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { orders, readings, tarotSessions } from "../../../src/db/schema";
import { POSITION_LABELS } from "../../../src/shared/tarot";
import { LOCAL_MODEL_ID } from "../../../src/tarot/local-tarot-model";
import { checkReading } from "../../../src/tarot/reader/reading-check";
import { CRISIS_MESSAGE, CRISIS_MESSAGE_SOURCE } from "../../../src/tarot/reader/safety";
import { openSessionForOrder, sessionStub } from "../../../src/tarot/sessions";
import { adminPost } from "../admin/admin-request";
import { createOrder, db } from "../factories";
import { postJson, request } from "../request";
import {
  getSession,
  interpret,
  objectStatus,
  paidSession,
  readEvents,
  readySession,
  selectSpread,
  shuffle,
  textOf,
  visitor,
} from "./session-helpers";

const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

describe("tarot session state machine", () => {
  it("starts at the intention step with no cards shown", async () => {
    const { sessionId } = await paidSession();
    const session = await getSession(sessionId);
    expect(session).toMatchObject({
      id: sessionId,
      status: "intention",
      intention: null,
      spread_type: null,
      shuffledDeck: [],
      deckSize: 78,
      cardBackUrl: "/api/tarot/cards/card-back.svg",
      readingId: null,
    });
  });

  it("shuffles once: the deck stays face down and a second shuffle is a 409", async () => {
    const { sessionId } = await paidSession();
    const res = await shuffle(sessionId, "  Where is my creative work heading?  ");
    expect(res.status).toBe(200);
    const { deck } = (await res.json()) as { deck: { index: number; imageUrl: string }[] };
    expect(deck).toHaveLength(78);
    expect(new Set(deck.map((card) => card.imageUrl))).toEqual(new Set(["/api/tarot/cards/card-back.svg"]));

    const again = await shuffle(sessionId);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe("The deck has already been shuffled for this session");
    const session = await getSession(sessionId);
    expect(session).toMatchObject({ status: "shuffled", intention: "Where is my creative work heading?" });
    // The D1 index follows the object after the answer (decision 0018).
    await vi.waitFor(async () => {
      const row = await db().query.tarotSessions.findFirst({ where: eq(tarotSessions.id, sessionId) });
      expect(row?.status).toBe("shuffled");
    });
  });

  it("lets exactly one of many concurrent shuffles win", async () => {
    const { sessionId } = await paidSession();
    const results = await Promise.all(Array.from({ length: 12 }, () => shuffle(sessionId)));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(11).fill(409)]);
  });

  it("refuses a spread before the shuffle and a second spread after one is chosen", async () => {
    const { sessionId } = await paidSession();
    const early = await selectSpread(sessionId, "celtic_cross");
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toBe("Shuffle the deck before choosing a spread");

    await shuffle(sessionId);
    const res = await selectSpread(sessionId, "celtic_cross");
    expect(res.status).toBe(200);
    const { cards } = (await res.json()) as {
      cards: { id: string; name: string; position: string; reversed: boolean; imageUrl: string }[];
    };
    expect(cards.map((card) => card.position)).toEqual(POSITION_LABELS.celtic_cross);
    expect(new Set(cards.map((card) => card.id)).size).toBe(10);
    for (const card of cards) expect(card.imageUrl).toBe(`/api/tarot/cards/${card.id}.svg`);

    const twice = await selectSpread(sessionId, "one_card");
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toBe("A spread has already been chosen for this session");

    // The draw is fixed on the server: reloading shows the very same cards.
    const session = await getSession(sessionId);
    expect(session.spread_type).toBe("celtic_cross");
    expect(session.shuffledDeck).toEqual(cards.map((card) => expect.objectContaining(card)));
  });

  it("draws the top of the deck: one, three or ten cards by spread", async () => {
    for (const [spread, count] of [
      ["one_card", 1],
      ["three_card", 3],
    ] as const) {
      const { sessionId } = await readySession(spread);
      const session = await getSession(sessionId);
      expect(session.shuffledDeck.map((card) => card.position)).toEqual(POSITION_LABELS[spread]);
      expect(session.shuffledDeck).toHaveLength(count);
    }
  });

  it("keeps its state when the object is evicted from memory", async () => {
    const { sessionId } = await readySession("three_card");
    const before = await getSession(sessionId);
    await evictDurableObject(sessionStub(env, sessionId));
    expect(await getSession(sessionId)).toEqual(before);
  });

  it("acts only for a paid order: a refunded order's session answers 409", async () => {
    const { sessionId, orderId } = await paidSession();
    // The shop's refund tells the session (a refund behind its back: session-hot-path.test.ts).
    expect((await adminPost(`/api/admin/refund/${orderId}`)).status).toBe(200);
    const res = await shuffle(sessionId);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe("This reading's order has been refunded");
    expect(await objectStatus(sessionId)).toBe("intention");
  });

  it("refuses every step for a session whose order was never paid", async () => {
    const order = await createOrder({
      productType: "tarot_reading",
      status: "awaiting_payment",
      paymentMethod: "none",
    });
    const sessionId = await openSessionForOrder(env, order.id);
    const res = await shuffle(sessionId);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe("This session's order is not paid");
  });
});

describe("tarot session bad input", () => {
  it("answers 400 for malformed ids, intentions and spreads, and 404 for unknown sessions", async () => {
    const { sessionId } = await paidSession();
    expect((await request("/api/tarot/sessions/not-a-uuid")).status).toBe(400);
    const unknown = await request(`/api/tarot/sessions/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe("Session not found");
    expect((await interpret(crypto.randomUUID())).status).toBe(404);

    const blank = await shuffle(sessionId, "   ");
    expect(blank.status).toBe(400);
    expect(await errorOf(blank)).toBe("intention: Please enter your question or intention first.");
    expect((await shuffle(sessionId, "x".repeat(501))).status).toBe(400);
    expect((await postJson(`/api/tarot/sessions/${sessionId}/shuffle`, { intention: 42 })).status).toBe(400);
    const notJson = await request(`/api/tarot/sessions/${sessionId}/shuffle`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(notJson.status).toBe(400);
    // Nothing was written by any of those.
    expect((await getSession(sessionId)).status).toBe("intention");

    await shuffle(sessionId);
    const badSpread = await selectSpread(sessionId, "five_card");
    expect(badSpread.status).toBe(400);
    expect((await getSession(sessionId)).status).toBe("shuffled");
  });
});

describe("GET …/interpret", () => {
  it("is a 409 before a spread is chosen", async () => {
    const { sessionId } = await paidSession();
    const res = await interpret(sessionId);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe("Choose a spread before asking for the interpretation");
  });

  it("streams the reading in small chunks, saves it to D1 and completes the order", async () => {
    const { sessionId, orderId } = await readySession("three_card");
    const res = await interpret(sessionId);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const messages = await readEvents(res);
    const last = messages.at(-1);
    expect(last).toMatchObject({ done: true, readingId: expect.any(String) });
    const chunks = messages.filter((m) => m.content);
    expect(chunks.length).toBeGreaterThan(50);
    expect(Math.max(...chunks.map((m) => (m.content as string).length))).toBeLessThan(120);

    const text = textOf(messages);
    const session = await getSession(sessionId);
    expect(session).toMatchObject({ status: "complete", readingId: last?.readingId });
    const drawn = session.shuffledDeck.map((card) => ({ name: card.name, reversed: card.reversed }));
    expect(checkReading(text, drawn)).toEqual({ ok: true });

    const reading = await db().query.readings.findFirst({ where: eq(readings.sessionId, sessionId) });
    expect(reading).toMatchObject({
      id: last?.readingId,
      interpretation: text,
      spreadType: "three_card",
      orderId,
      model: LOCAL_MODEL_ID,
    });
    expect((await db().query.orders.findFirst({ where: eq(orders.id, orderId) }))?.status).toBe("completed");

    const view = await request(`/api/tarot/readings/${reading?.id}`);
    expect(view.status).toBe(200);
    const body = (await view.clone().json()) as Record<string, unknown>;
    // Which model wrote it is for the operator, not the public permalink.
    expect(Object.keys(body)).not.toContain("model");
    expect(JSON.stringify(body)).not.toContain(LOCAL_MODEL_ID);
    expect(await view.json()).toMatchObject({
      id: reading?.id,
      spread_type: "three_card",
      intention: "What should I focus on at work this season?",
      interpretation: text,
      cards: session.shuffledDeck.map((card) => ({
        name: card.name,
        reversed: card.reversed,
        position: card.position,
      })),
    });
  });

  it("puts the finished reading in My Orders as a completed tarot order", async () => {
    const email = `reader-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { sessionId, orderId } = await paidSession(email);
    await shuffle(sessionId, "Will the garden I am planting this spring flourish?");
    await selectSpread(sessionId, "one_card");
    const readingId = (await readEvents(await interpret(sessionId))).at(-1)?.readingId;
    // Asked by the browser that bought the reading: My Orders opens its orders to it (decision 0048).
    const res = await request(`/api/my-orders?email=${encodeURIComponent(email)}`, { headers: visitor() });
    expect(await res.json()).toEqual([
      expect.objectContaining({
        id: orderId,
        type: "tarot",
        status: "completed",
        sessions: [
          {
            id: sessionId,
            reading: { id: readingId, intention: "Will the garden I am planting this spring flourish?" },
          },
        ],
      }),
    ]);
  });

  it("replays a finished reading instead of writing another", async () => {
    const { sessionId } = await readySession("one_card");
    const first = await readEvents(await interpret(sessionId));
    const again = await readEvents(await interpret(sessionId));
    expect(again).toEqual([{ content: textOf(first) }, { done: true, readingId: first.at(-1)?.readingId }]);
    expect(await db().select().from(readings).where(eq(readings.sessionId, sessionId))).toHaveLength(1);
  });

  it("on reconnect replays what exists, then continues to the same reading", async () => {
    const { sessionId } = await readySession("three_card");
    const early = await readEvents(await interpret(sessionId), 5);
    const prefix = textOf(early);
    expect(prefix.length).toBeGreaterThan(0);

    // The visitor reloads: a second connection and, at the same time, a third.
    const [second, third] = await Promise.all([interpret(sessionId), interpret(sessionId)]);
    const [secondMessages, thirdMessages] = await Promise.all([readEvents(second), readEvents(third)]);
    expect(secondMessages[0]?.content?.startsWith(prefix)).toBe(true);
    const finalText = textOf(secondMessages);
    expect(textOf(thirdMessages)).toBe(finalText);
    expect(secondMessages.at(-1)).toEqual(thirdMessages.at(-1));
    const reading = await db().query.readings.findFirst({ where: eq(readings.sessionId, sessionId) });
    expect(reading?.interpretation).toBe(finalText);
    expect(await db().select().from(readings).where(eq(readings.sessionId, sessionId))).toHaveLength(1);
  });

  it("answers a self-harm intention with crisis lines instead of a reading", async () => {
    const { sessionId } = await readySession("one_card", "honestly I just want to end my life");
    const messages = await readEvents(await interpret(sessionId));
    const text = textOf(messages);
    expect(text).toBe(CRISIS_MESSAGE);
    expect(text).toContain("Lifeline: 13 11 14");
    expect(text).toContain("000");
    const session = await getSession(sessionId);
    expect(text).not.toContain(session.shuffledDeck[0]?.name as string);
    expect(messages.at(-1)).toMatchObject({ done: true });
    const reading = await db().query.readings.findFirst({ where: eq(readings.sessionId, sessionId) });
    expect(reading?.model).toBe(CRISIS_MESSAGE_SOURCE);
  });
});

describe("GET /api/tarot/readings/:id", () => {
  it("is a 404 for an unknown reading and a 400 for a malformed id", async () => {
    const missing = await request(`/api/tarot/readings/${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toBe("Reading not found");
    expect((await request("/api/tarot/readings/123")).status).toBe(400);
  });
});

describe("GET /api/tarot/cards/:file", () => {
  it("serves our SVG art for each card and the back, and nothing else", async () => {
    const fool = await request("/api/tarot/cards/the-fool.svg");
    expect(fool.status).toBe(200);
    expect(fool.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(await fool.text()).toMatch(/^<svg[\s\S]*The Fool[\s\S]*<\/svg>\s*$/);
    expect((await request("/api/tarot/cards/card-back.svg")).status).toBe(200);
    expect((await request("/api/tarot/cards/the-joker.svg")).status).toBe(404);
    expect((await request("/api/tarot/cards/..%2Fsecret.svg")).status).toBe(400);
    expect((await request("/api/tarot/cards/the-fool.png")).status).toBe(400);
  });
});
