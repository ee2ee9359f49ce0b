/**
 * Races, through the real Worker entry with the real queue, Durable Object and
 * PayPal fake: many buyers redeeming one coupon at once, the capture against
 * the webhook, two replays of one order, and every tarot session step asked
 * for twice at the same moment. Afterwards D1 and R2 must show exactly one
 * winner, one payment, one fulfilment, one pack and one reading.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAudit, couponRedemptions, coupons, jobs, orders, readings, tarotSessions } from "../../src/db/schema";
import { startPack } from "../../src/orders/paid/effects";
import { JOB_TYPES } from "../../src/shared/statuses";
import { createCoupon, createOrder, db } from "../worker/factories";
import { fake } from "../worker/paypal-helpers";
import { postJson } from "../worker/request";
import { interpret, paidSession, readEvents, selectSpread, shuffle, textOf } from "../worker/tarot/session-helpers";
import {
  captureAtPayPal,
  captureBehindOurBack,
  captureEvent,
  checkout,
  deliver,
  expectSettled,
  type Product,
  visitor,
  waitForState,
} from "./checkout";
import { expectDelivered, orderState } from "./invariants";

const readOrder = (id: string) => db().query.orders.findFirst({ where: eq(orders.id, id) });

async function newOrder(product: Product, email: string) {
  if (product === "soulmate") {
    return (await createOrder({ status: "awaiting_payment", paymentMethod: "none", email })).id;
  }
  const res = await postJson("/api/tarot/create-order", { email }, { headers: visitor() });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

function applyCoupon(product: Product, orderId: string, couponCode: string) {
  return product === "soulmate"
    ? postJson("/api/coupons/apply", { orderId, couponCode }, { headers: visitor() })
    : postJson("/api/tarot/coupons/apply", { tarotOrderId: orderId, couponCode }, { headers: visitor() });
}

type CouponRace = {
  name: string;
  product: Product;
  coupon: Partial<typeof coupons.$inferInsert>;
  orders: number;
  /** Requests per order, all at once (a double click, a retried request). */
  requests?: number;
  sameEmail?: boolean;
  /** Each order's email, when the race is about how emails are told apart (docs/decisions/0030). */
  email?: (i: number, tag: string) => string;
  winners: number;
};

const COUPON_RACES: CouponRace[] = [
  {
    name: "a single-use free code, 12 orders at once",
    product: "tarot",
    coupon: { maxRedemptions: 1 },
    orders: 12,
    winners: 1,
  },
  {
    name: "a single-use 50% code, 12 orders at once",
    product: "soulmate",
    coupon: { kind: "percent", value: 50, maxRedemptions: 1 },
    orders: 12,
    winners: 1,
  },
  {
    name: "a free code good for three, 12 orders at once",
    product: "tarot",
    coupon: { maxRedemptions: 3 },
    orders: 12,
    winners: 3,
  },
  {
    name: "an A$5 code good for three, 12 orders at once",
    product: "soulmate",
    coupon: { kind: "amount", value: 500, maxRedemptions: 3 },
    orders: 12,
    winners: 3,
  },
  {
    name: "one per email, 8 orders from the same email at once",
    product: "soulmate",
    coupon: { kind: "percent", value: 20, perEmailLimit: 1 },
    orders: 8,
    sameEmail: true,
    winners: 1,
  },
  {
    name: "one per email, 8 readings from the same email at once",
    product: "tarot",
    coupon: { perEmailLimit: 1 },
    orders: 8,
    sameEmail: true,
    winners: 1,
  },
  {
    name: "one per email, 8 orders from one mailbox written 8 ways at once",
    product: "soulmate",
    coupon: { kind: "percent", value: 20, perEmailLimit: 1 },
    orders: 8,
    email: (i, tag) =>
      [
        `racer.${tag}@gmail.com`,
        `Racer.${tag}@Gmail.com`,
        `racer${tag}@gmail.com`,
        `racer${tag}+${i}@gmail.com`,
        `r.a.c.e.r${tag}@googlemail.com`,
        `RACER${tag}+promo@googlemail.com`,
        `racer.${tag}+x@gmail.com`,
        `ra.cer${tag}@gmail.com`,
      ][i] ?? "",
    winners: 1,
  },
  {
    name: "one per email, 8 readings without an email at once: the code waits for an email",
    product: "tarot",
    coupon: { perEmailLimit: 1 },
    orders: 8,
    email: () => "",
    winners: 0,
  },
  {
    name: "one free code applied 10 times at once to one order",
    product: "soulmate",
    coupon: {},
    orders: 1,
    requests: 10,
    winners: 1,
  },
  {
    name: "one free code applied 10 times at once to one reading",
    product: "tarot",
    coupon: {},
    orders: 1,
    requests: 10,
    winners: 1,
  },
];

describe("concurrent coupon redemptions", { timeout: 90_000 }, () => {
  it.for(COUPON_RACES.map((r) => [`${r.product}: ${r.name}`, r] as const))("%s", async ([, race]) => {
    const code = await createCoupon({
      productScope: race.product === "soulmate" ? "soulmate" : "tarot_reading",
      ...race.coupon,
    });
    const tag = crypto.randomUUID().slice(0, 8);
    const shared = `racer-${tag}@example.com`;
    const orderIds = await Promise.all(
      Array.from({ length: race.orders }, (_, i) =>
        newOrder(
          race.product,
          race.email?.(i, tag) ??
            (race.sameEmail ? shared : `racer-${i}-${crypto.randomUUID().slice(0, 8)}@example.com`),
        ),
      ),
    );
    const responses = await Promise.all(
      orderIds.flatMap((id) => Array.from({ length: race.requests ?? 1 }, () => applyCoupon(race.product, id, code))),
    );
    // Losers hear "not valid" (200) or "already has a coupon" (409); never a server error.
    for (const res of responses) expect([200, 409]).toContain(res.status);

    const [row] = await db().select().from(coupons).where(eq(coupons.code, code));
    const redemptions = await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponCode, code));
    const withCoupon = await db().select().from(orders).where(eq(orders.couponCode, code));
    expect(row?.redemptionCount).toBe(race.winners);
    expect(redemptions).toHaveLength(race.winners);
    expect(withCoupon.map((o) => o.id).sort()).toEqual(redemptions.map((r) => r.orderId).sort());
    expect(new Set(redemptions.map((r) => r.orderId)).size).toBe(race.winners);

    const free = (race.coupon.kind ?? "free") === "free";
    for (const id of orderIds) {
      const state = await orderState(id);
      const won = redemptions.some((r) => r.orderId === id);
      if (!won) {
        expect(state.order).toMatchObject({ status: "awaiting_payment", couponCode: null, finalPriceCents: 1499 });
        expect(state.jobs).toEqual([]);
        expect(state.sessions).toEqual([]);
      } else if (!free) {
        expect(state.order.status).toBe("awaiting_payment");
        expect(state.order.finalPriceCents).toBeLessThan(1499);
      } else if (race.product === "tarot") {
        expect(state.order).toMatchObject({ status: "paid", paymentMethod: "coupon", finalPriceCents: 0 });
        expect(state.sessions).toHaveLength(1);
      } else {
        // Fulfilled once: one pack, five jobs that each ran once.
        const delivered = await waitForState(id, (s) => s.order.status === "delivered");
        expectDelivered(delivered);
        expect(delivered.jobs.map((j) => j.attempts)).toEqual([1, 1, 1, 1, 1]);
      }
    }
  });

  it("lets only one of two different codes land on an order applied at the same moment", async () => {
    const first = await createCoupon({ kind: "percent", value: 10 });
    const second = await createCoupon({ kind: "percent", value: 30 });
    const orderId = await newOrder("soulmate", `both-${crypto.randomUUID().slice(0, 8)}@example.com`);
    await Promise.all([applyCoupon("soulmate", orderId, first), applyCoupon("soulmate", orderId, second)]);
    const redemptions = await db().select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
    expect(redemptions).toHaveLength(1);
    const order = await readOrder(orderId);
    expect(order?.couponCode).toBe(redemptions[0]?.couponCode);
    expect(order?.finalPriceCents).toBe(redemptions[0]?.couponCode === first ? 1349 : 1049);
    const counts = await db().select().from(coupons).where(eq(coupons.code, first));
    const counts2 = await db().select().from(coupons).where(eq(coupons.code, second));
    expect((counts[0]?.redemptionCount ?? 0) + (counts2[0]?.redemptionCount ?? 0)).toBe(1);
  });
});

describe("the capture against the webhook", { timeout: 120_000 }, () => {
  const rounds: { product: Product; round: number }[] = [
    ...[1, 2].map((round) => ({ product: "soulmate" as const, round })),
    ...[1, 2, 3].map((round) => ({ product: "tarot" as const, round })),
  ];

  it.for(
    rounds.map(
      (r) => [`${r.product} #${r.round}: two captures and two deliveries of the event, all at once`, r] as const,
    ),
  )("%s", async ([, { product }]) => {
    const buyer = await checkout(product);
    // PayPal has captured; the buyer's call and the webhook now race to settle it, each twice.
    const capture = await captureBehindOurBack(buyer.paypalOrderId);
    const event = captureEvent("PAYMENT.CAPTURE.COMPLETED", buyer, capture);
    const results = await Promise.all([buyer.capture(), deliver(event), buyer.capture(), deliver(event)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const webhookAnswers = await Promise.all([results[1]?.json(), results[3]?.json()]);
    expect(webhookAnswers).toContainEqual({ received: true });
    await expectSettled(buyer, true);
  });

  it.for((["soulmate", "tarot"] as const).map((p) => [p, p] as const))(
    "%s: a PENDING capture's retry races the COMPLETED webhook and ends paid",
    async ([, product]) => {
      const buyer = await checkout(product);
      await fake("/__control", { target: buyer.paypalOrderId, nextCapture: "PENDING" });
      expect((await buyer.capture()).status).toBe(202);
      const capture = await captureAtPayPal(buyer.paypalOrderId);
      if (!capture) throw new Error("no pending capture at PayPal");
      const event = captureEvent("PAYMENT.CAPTURE.COMPLETED", buyer, capture);
      await Promise.all([buyer.capture(), deliver(event), buyer.capture()]);
      await expectSettled(buyer, true);
    },
  );

  it("refuses a free coupon racing the capture of the same reading: paid once, by PayPal", async () => {
    const buyer = await checkout("tarot");
    const code = await createCoupon({ productScope: "tarot_reading" });
    const [captured, coupon] = await Promise.all([buyer.capture(), applyCoupon("tarot", buyer.orderId, code)]);
    expect(captured.status).toBe(200);
    expect(coupon.status).toBe(409);
    expect((await db().select().from(coupons).where(eq(coupons.code, code)))[0]?.redemptionCount).toBe(0);
    await expectSettled(buyer, true);
  });
});

const adminReplay = (orderId: string) =>
  postJson(
    `/api/admin/replay/${orderId}`,
    {},
    { headers: { "x-admin-key": env.ADMIN_KEY ?? "", "cf-connecting-ip": `admin-${crypto.randomUUID()}` } },
  );

describe("double replay", { timeout: 120_000 }, () => {
  it("two replays of a failed order at once build one pack", async () => {
    const order = await createOrder({
      status: "failed",
      failureReason: "story failed after 6 attempts: model offline",
    });
    await db()
      .insert(jobs)
      .values(
        JOB_TYPES.map((type) => ({
          id: crypto.randomUUID(),
          orderId: order.id,
          type,
          status: type === "story" || type === "card_set" ? ("failed" as const) : ("pending" as const),
          attempts: type === "story" || type === "card_set" ? 6 : 0,
          lastError: type === "story" || type === "card_set" ? `${type} failed after 6 attempts: offline` : null,
        })),
      );
    const answers = await Promise.all([adminReplay(order.id), adminReplay(order.id)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const state = await waitForState(order.id, (s) => s.order.status === "delivered");
    expectDelivered(state);
    const audit = await db().select().from(adminAudit).where(eq(adminAudit.targetId, order.id));
    expect(audit.map((a) => [a.action, a.outcome])).toEqual([
      ["order.replay", "succeeded"],
      ["order.replay", "succeeded"],
    ]);
  });

  it("two replays racing the pipeline that is already building the order build one pack", async () => {
    const order = await createOrder({ status: "paid" });
    expect(await startPack(env, order.id)).toEqual({ started: true });
    const answers = await Promise.all([adminReplay(order.id), adminReplay(order.id)]);
    for (const res of answers) expect([200, 409]).toContain(res.status);
    const state = await waitForState(order.id, (s) => s.order.status === "delivered");
    expectDelivered(state);
    // A replay after delivery is refused and changes nothing.
    expect((await adminReplay(order.id)).status).toBe(409);
    expectDelivered(await orderState(order.id));
  });
});

const readingsOf = (sessionId: string) => db().select().from(readings).where(eq(readings.sessionId, sessionId));

describe("double interpret on one session", { timeout: 90_000 }, () => {
  it.for((["one_card", "three_card", "celtic_cross"] as const).map((s) => [s, s] as const))(
    "%s: six interprets at once stream one reading, saved once",
    async ([, spread]) => {
      const { sessionId, orderId } = await paidSession();
      expect((await shuffle(sessionId)).status).toBe(200);
      expect((await selectSpread(sessionId, spread)).status).toBe(200);
      const streams = await Promise.all(Array.from({ length: 6 }, () => interpret(sessionId)));
      expect(streams.map((r) => r.status)).toEqual(Array(6).fill(200));
      const messages = await Promise.all(streams.map((r) => readEvents(r)));
      const ends = messages.map((m) => m.at(-1));
      expect(new Set(ends.map((e) => e?.readingId)).size).toBe(1);
      expect(ends.every((e) => e?.done === true)).toBe(true);
      const texts = new Set(messages.map(textOf));
      expect(texts.size).toBe(1);
      const saved = await readingsOf(sessionId);
      expect(saved).toHaveLength(1);
      expect(saved[0]).toMatchObject({ id: ends[0]?.readingId, interpretation: [...texts][0], spreadType: spread });
      expect((await readOrder(orderId))?.status).toBe("completed");
      expect((await db().select().from(tarotSessions).where(eq(tarotSessions.id, sessionId)))[0]?.status).toBe(
        "complete",
      );
    },
  );

  it("every step asked for twice at once: one shuffle, one spread, one reading", async () => {
    const { sessionId, orderId } = await paidSession();
    const shuffles = await Promise.all([shuffle(sessionId), shuffle(sessionId, "A different question entirely")]);
    expect(shuffles.map((r) => r.status).sort()).toEqual([200, 409]);
    // A spread and two interprets at the same moment: an interpret before the spread is a 409, never a second reading.
    const [spreadA, spreadB, early, late] = await Promise.all([
      selectSpread(sessionId, "three_card"),
      selectSpread(sessionId, "celtic_cross"),
      interpret(sessionId),
      interpret(sessionId),
    ]);
    expect([spreadA.status, spreadB.status].sort()).toEqual([200, 409]);
    const streamed = [early, late].filter((r) => r.status === 200);
    for (const r of [early, late]) expect([200, 409]).toContain(r.status);
    const texts = await Promise.all(streamed.map(async (r) => textOf(await readEvents(r))));
    const final = await readEvents(await interpret(sessionId));
    expect(final.at(-1)).toMatchObject({ done: true });
    for (const text of texts) expect(text).toBe(textOf(final));
    expect(await readingsOf(sessionId)).toHaveLength(1);
    expect((await readOrder(orderId))?.status).toBe("completed");
  });
});
