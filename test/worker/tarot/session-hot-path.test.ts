/**
 * The session steps without D1 on their path (decision 0018): the object keeps
 * its order's paid state, refunds tell it, and the D1 index follows the steps
 * after they have answered.
 */
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { orders, readings, tarotSessions } from "../../../src/db/schema";
import { openSessionForOrder, sessionStub } from "../../../src/tarot/sessions";
import { PAID_RECHECK_MS, type TarotSession } from "../../../src/tarot/tarot-session";
import { adminGet, adminPost, createCompletedPayment, json, paypalCaptureAtFake } from "../admin/admin-request";
import { createOrder, db } from "../factories";
import { captureRefunded, webhook } from "../paypal-helpers";
import { interpret, objectStatus, paidSession, readEvents, selectSpread, shuffle } from "./session-helpers";

const REFUNDED = "This reading's order has been refunded";
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;
const indexRow = (sessionId: string) => db().query.tarotSessions.findFirst({ where: eq(tarotSessions.id, sessionId) });
const orderStatus = async (orderId: string) =>
  (await db().query.orders.findFirst({ where: eq(orders.id, orderId) }))?.status;

/** The order marked refunded in D1 only, as if the refund's notice to the session was lost. */
const refundBehindTheSessionsBack = (orderId: string) =>
  db().update(orders).set({ status: "refunded" }).where(eq(orders.id, orderId));

/** A D1 binding that is down: every statement fails. */
const downDb = {
  prepare() {
    throw new Error("D1 is down");
  },
  batch() {
    throw new Error("D1 is down");
  },
} as unknown as D1Database;

/** Swaps the env the live object instance uses (its D1, here); the instance keeps it until evicted. */
const setObjectEnv = (sessionId: string, objectEnv: Env) =>
  runInDurableObject(sessionStub(env, sessionId), (instance: TarotSession) => {
    (instance as unknown as { env: Env }).env = objectEnv;
  });

async function paypalPaidSession() {
  const order = await createOrder({
    productType: "tarot_reading",
    status: "paid",
    paymentMethod: "paypal",
    starSign: null,
  });
  const { captureId } = await createCompletedPayment(order.id, await paypalCaptureAtFake());
  return { orderId: order.id, captureId, sessionId: await openSessionForOrder(env, order.id) };
}

describe("a refund while a session is mid-flow", () => {
  it("refunded while the model is writing: the reading is neither saved nor delivered", async () => {
    const { sessionId, orderId } = await paidSession();
    expect((await shuffle(sessionId)).status).toBe(200);
    expect((await selectSpread(sessionId, "one_card")).status).toBe(200);
    // A Workers AI binding that holds its answer until the refund has gone through.
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const heldAi = {
      async run() {
        await answered;
        throw new Error("capacity exceeded");
      },
    } as unknown as Ai;
    await setObjectEnv(sessionId, { ...env, AI_MODE: "workers-ai", AI: heldAi } as Env);

    const stream = await interpret(sessionId);
    expect(stream.status).toBe(200);
    expect((await adminPost(`/api/admin/refund/${orderId}`, { reason: "Changed my mind" })).status).toBe(200);
    release();
    const events = await readEvents(stream);
    expect(events.at(-1)).toEqual({ error: REFUNDED });
    expect(events.some((event) => "done" in event)).toBe(false);
    expect(await db().select().from(readings).where(eq(readings.sessionId, sessionId))).toEqual([]);
    expect(await orderStatus(orderId)).toBe("refunded");
    const again = await interpret(sessionId);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(REFUNDED);
  });

  it.each([
    ["a free coupon", paidSession],
    ["PayPal", paypalPaidSession],
  ] as const)("refunded from the dashboard (paid with %s): the next step answers 409", async (_, paid) => {
    const { sessionId, orderId } = await paid();
    expect((await shuffle(sessionId)).status).toBe(200);
    expect((await adminPost(`/api/admin/refund/${orderId}`, { reason: "Asked for it" })).status).toBe(200);

    const spread = await selectSpread(sessionId, "three_card");
    expect(spread.status).toBe(409);
    expect(await errorOf(spread)).toBe(REFUNDED);
    const reading = await interpret(sessionId);
    expect(reading.status).toBe(409);
    expect(await errorOf(reading)).toBe(REFUNDED);
    expect(await objectStatus(sessionId)).toBe("shuffled");
    expect(await db().select().from(readings).where(eq(readings.sessionId, sessionId))).toEqual([]);
  });

  it("refunded by PayPal's REFUNDED webhook: the next step answers 409", async () => {
    const { sessionId, orderId, captureId } = await paypalPaidSession();
    const res = await webhook(captureRefunded(captureId as string, orderId));
    expect(res.status).toBe(200);
    expect(await orderStatus(orderId)).toBe("refunded");
    const step = await shuffle(sessionId);
    expect(step.status).toBe(409);
    expect(await errorOf(step)).toBe(REFUNDED);
    expect(await objectStatus(sessionId)).toBe("intention");
  });

  it("a refund that lands before the session is opened is seen when it opens", async () => {
    const order = await createOrder({
      productType: "tarot_reading",
      status: "refunded",
      paymentMethod: "coupon",
      starSign: null,
    });
    const sessionId = await openSessionForOrder(env, order.id);
    const step = await shuffle(sessionId);
    expect(step.status).toBe(409);
    expect(await errorOf(step)).toBe(REFUNDED);
  });

  it("a refund the session was never told of still stops it before the reading is written", async () => {
    const { sessionId, orderId } = await paidSession();
    await refundBehindTheSessionsBack(orderId);
    // The object's paid record stands for the cheap steps (decision 0018)…
    expect((await shuffle(sessionId)).status).toBe(200);
    expect((await selectSpread(sessionId, "one_card")).status).toBe(200);
    // …but the interpretation reads D1 first, and the object remembers the refund from then on.
    const reading = await interpret(sessionId);
    expect(reading.status).toBe(409);
    expect(await errorOf(reading)).toBe(REFUNDED);
    expect(await db().select().from(readings).where(eq(readings.sessionId, sessionId))).toEqual([]);
    expect(await orderStatus(orderId)).toBe("refunded");
  });

  it("an object made before the paid record existed gets the columns and reads D1 at its next step", async () => {
    const { sessionId, orderId } = await paidSession();
    const stub = sessionStub(env, sessionId);
    await runInDurableObject(stub, (_, state) => {
      state.storage.sql.exec("ALTER TABLE session DROP COLUMN paid_confirmed_at");
      state.storage.sql.exec("ALTER TABLE session DROP COLUMN revoked");
    });
    await evictDurableObject(stub);
    await refundBehindTheSessionsBack(orderId);
    const step = await shuffle(sessionId);
    expect(step.status).toBe(409);
    expect(await errorOf(step)).toBe(REFUNDED);
    expect(await objectStatus(sessionId)).toBe("intention");
  });

  it("a paid record older than PAID_RECHECK_MS is checked in D1 again at the next step", async () => {
    const { sessionId, orderId } = await paidSession();
    await refundBehindTheSessionsBack(orderId);
    await runInDurableObject(sessionStub(env, sessionId), (_, state) => {
      state.storage.sql.exec("UPDATE session SET paid_confirmed_at = ?", Date.now() - PAID_RECHECK_MS - 1);
    });
    const step = await shuffle(sessionId);
    expect(step.status).toBe(409);
    expect(await errorOf(step)).toBe(REFUNDED);
  });
});

describe("the D1 index of a session", () => {
  it("catches up after the steps have answered, and the admin's order view shows it", async () => {
    const { sessionId, orderId } = await paidSession();
    expect((await shuffle(sessionId)).status).toBe(200);
    expect((await selectSpread(sessionId, "celtic_cross")).status).toBe(200);
    await vi.waitFor(async () =>
      expect(await indexRow(sessionId)).toMatchObject({ status: "spread_selected", spreadType: "celtic_cross" }),
    );
    const detail = await json<{ tarot_sessions: unknown[] }>(await adminGet(`/api/admin/orders/${orderId}`));
    expect(detail.tarot_sessions).toEqual([
      { id: sessionId, status: "spread_selected", spread_type: "celtic_cross", reading_id: null, reading_model: null },
    ]);
  });

  it("steps answer while the object cannot reach D1; an alarm brings the index up once it can", async () => {
    const { sessionId } = await paidSession();
    await setObjectEnv(sessionId, { ...env, DB: downDb });
    expect((await shuffle(sessionId)).status).toBe(200);
    expect((await selectSpread(sessionId, "three_card")).status).toBe(200);
    const stub = sessionStub(env, sessionId);
    await vi.waitFor(async () =>
      expect(await runInDurableObject(stub, (_, state) => state.storage.getAlarm())).not.toBeNull(),
    );
    expect(await indexRow(sessionId)).toMatchObject({ status: "intention" });

    await setObjectEnv(sessionId, env);
    // The retry may already have run on its own; either way the index ends at the object's step.
    await runDurableObjectAlarm(stub);
    await vi.waitFor(async () =>
      expect(await indexRow(sessionId)).toMatchObject({ status: "spread_selected", spreadType: "three_card" }),
    );
  });

  it("an alarm that finds a reading left half-written by a lost instance indexes it at once, without re-arming", async () => {
    const { sessionId } = await paidSession();
    await shuffle(sessionId);
    await selectSpread(sessionId, "one_card");
    const stub = sessionStub(env, sessionId);
    // As an instance that died mid-generation leaves it: interpreting, and no generation running here.
    await runInDurableObject(stub, async (_instance: TarotSession, state) => {
      state.storage.sql.exec("UPDATE session SET status = 'interpreting' WHERE id = 1");
      await state.storage.setAlarm(Date.now() + 60_000);
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await indexRow(sessionId)).toMatchObject({ status: "spread_selected", spreadType: "one_card" });
    expect(await runInDurableObject(stub, (_instance: TarotSession, state) => state.storage.getAlarm())).toBeNull();
  });

  it("never moves back: a late write of an earlier step leaves a finished session complete", async () => {
    const { sessionId, orderId } = await paidSession();
    await shuffle(sessionId);
    await selectSpread(sessionId, "one_card");
    const done = (await readEvents(await interpret(sessionId))).at(-1);
    expect(done?.readingId).toEqual(expect.any(String));
    expect(await indexRow(sessionId)).toMatchObject({ status: "complete", spreadType: "one_card" });
    await runInDurableObject(sessionStub(env, sessionId), async (instance: TarotSession) => {
      const late = instance as unknown as { writeIndex(values: { status: string }): Promise<void> };
      await late.writeIndex({ status: "shuffled" });
    });
    expect(await indexRow(sessionId)).toMatchObject({ status: "complete" });
    expect(await orderStatus(orderId)).toBe("completed");
  });
});
