/**
 * PayPal's failures, through the real Worker entry and the PayPal fake, for
 * both products: 5xx, a time-out, a declined card, a PENDING capture, an
 * order PayPal already captured, and webhooks that arrive early, twice, late
 * or out of order. Whatever the sequence, the shop must take the money at
 * most once (one PayPal order, one capture), fulfil at most once, and never
 * leave a paid order without its pack or its tarot session.
 */
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "vitest";
import { PAYPAL_TIMEOUT_MS, type PayPalCapture } from "../../src/payments/paypal-client";
import { fake } from "../worker/paypal-helpers";
import {
  type Checkout,
  captureAtPayPal,
  captureBehindOurBack,
  captureEvent,
  checkout,
  deliver,
  expectSettled,
  type Product,
} from "./checkout";
import { orderState } from "./invariants";

/** The time limit on each PayPal call in this runtime (vitest.config.ts sets it for the reliability layer). */
const PAYPAL_LIMIT_MS = Number((env as { PAYPAL_TIMEOUT_MS?: string }).PAYPAL_TIMEOUT_MS ?? PAYPAL_TIMEOUT_MS);

type Fate = "ERROR_500" | "TIMEOUT" | "DECLINED" | "PENDING";

/** The next capture of this PayPal order meets `fate` (aimed at it alone: other files share the fake). */
const nextCapture = (buyer: Checkout, fate: Fate, timeoutMs?: number) =>
  fake("/__control", { target: buyer.paypalOrderId, nextCapture: fate, ...(timeoutMs ? { timeoutMs } : {}) });

async function capturedAtPayPal(buyer: Checkout): Promise<PayPalCapture> {
  const capture = await captureAtPayPal(buyer.paypalOrderId);
  if (!capture) throw new Error(`PayPal holds no capture for ${buyer.paypalOrderId}`);
  return capture;
}

/** What the buyer's browser is told; a paid answer differs by product. */
async function answer(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const paidAnswer = (buyer: Checkout) =>
  buyer.product === "soulmate"
    ? { status: 200, body: { status: "COMPLETED", orderId: buyer.orderId } }
    : { status: 200, body: expect.objectContaining({ status: "success", sessionId: expect.any(String) }) };

const paidAtOf = async (orderId: string) => (await orderState(orderId)).order.paidAt;

type Scenario = { name: string; paid: boolean; run: (buyer: Checkout) => Promise<number | null | undefined> };

/** Each returns the order's paidAt at the moment it was paid, to check later steps never pay it again. */
const SCENARIOS: Scenario[] = [
  {
    name: "PayPal answers 500; the buyer retries; the webhook follows",
    paid: true,
    async run(buyer) {
      await nextCapture(buyer, "ERROR_500");
      expect((await buyer.capture()).status).toBe(502);
      expect((await orderState(buyer.orderId)).order.status).toBe("awaiting_payment");
      expect(await answer(await buyer.capture())).toEqual(paidAnswer(buyer));
      const paidAt = await paidAtOf(buyer.orderId);
      expect(
        (await deliver(captureEvent("PAYMENT.CAPTURE.COMPLETED", buyer, await capturedAtPayPal(buyer)))).status,
      ).toBe(200);
      return paidAt;
    },
  },
  {
    name: "PayPal does not answer within the shop's time limit; the buyer retries",
    paid: true,
    async run(buyer) {
      // Half a second past the limit this runtime keeps (PAYPAL_TIMEOUT_MS, 25 s here; 10 s in production).
      await nextCapture(buyer, "TIMEOUT", PAYPAL_LIMIT_MS + 500);
      expect((await buyer.capture()).status).toBe(502);
      expect(await captureAtPayPal(buyer.paypalOrderId)).toBeUndefined();
      expect(await answer(await buyer.capture())).toEqual(paidAnswer(buyer));
      return paidAtOf(buyer.orderId);
    },
  },
  {
    name: "the card is declined; the buyer pays with another one",
    paid: true,
    async run(buyer) {
      await nextCapture(buyer, "DECLINED");
      const declined = await answer(await buyer.capture());
      expect(declined.status).toBe(402);
      expect(declined.body.error).toMatch(/^INSTRUMENT_DECLINED/);
      expect(await captureAtPayPal(buyer.paypalOrderId)).toBeUndefined();
      expect(await answer(await buyer.capture())).toEqual(paidAnswer(buyer));
      return paidAtOf(buyer.orderId);
    },
  },
  {
    name: "the card is declined and the buyer gives up",
    paid: false,
    async run(buyer) {
      await nextCapture(buyer, "DECLINED");
      expect((await buyer.capture()).status).toBe(402);
      return undefined;
    },
  },
  {
    name: "PENDING, then webhooks out of order: COMPLETED twice at once, a stale PENDING event, the buyer retries",
    paid: true,
    async run(buyer) {
      await nextCapture(buyer, "PENDING");
      expect((await buyer.capture()).status).toBe(202);
      expect((await buyer.capture()).status).toBe(202);
      expect((await orderState(buyer.orderId)).order.status).toBe("awaiting_payment");
      const pending = await capturedAtPayPal(buyer);
      // PayPal clears the payment; its event is delivered twice at the same moment.
      const completed = captureEvent("PAYMENT.CAPTURE.COMPLETED", buyer, pending);
      const both = await Promise.all([deliver(completed), deliver(completed)]);
      expect(both.map((r) => r.status)).toEqual([200, 200]);
      const paidAt = await paidAtOf(buyer.orderId);
      expect(paidAt).toBeTypeOf("number");
      // An older PENDING event arrives late, then the buyer's page retries the capture (PayPal replays its first answer).
      expect((await deliver(captureEvent("PAYMENT.CAPTURE.PENDING", buyer, pending))).status).toBe(200);
      expect(await answer(await buyer.capture())).toEqual(paidAnswer(buyer));
      return paidAt;
    },
  },
  {
    name: "PENDING, then PayPal denies it; the buyer retries",
    paid: false,
    async run(buyer) {
      await nextCapture(buyer, "PENDING");
      expect((await buyer.capture()).status).toBe(202);
      const pending = await capturedAtPayPal(buyer);
      expect((await deliver(captureEvent("PAYMENT.CAPTURE.DENIED", buyer, pending))).status).toBe(200);
      expect((await orderState(buyer.orderId)).payments[0]?.status).toBe("declined");
      expect((await buyer.capture()).status).not.toBe(200);
      return undefined;
    },
  },
  {
    name: "PayPal already captured it (our first call's answer was lost): ORDER_ALREADY_CAPTURED",
    paid: true,
    async run(buyer) {
      const capture = await captureBehindOurBack(buyer.paypalOrderId);
      expect(capture.status).toBe("COMPLETED");
      expect(await answer(await buyer.capture())).toEqual(paidAnswer(buyer));
      const paidAt = await paidAtOf(buyer.orderId);
      expect(await answer(await buyer.capture())).toEqual(paidAnswer(buyer));
      return paidAt;
    },
  },
  {
    name: "the webhook arrives before the capture answers, then is redelivered",
    paid: true,
    async run(buyer) {
      const capture = await captureBehindOurBack(buyer.paypalOrderId);
      const event = captureEvent("PAYMENT.CAPTURE.COMPLETED", buyer, capture);
      expect(await answer(await deliver(event))).toEqual({ status: 200, body: { received: true } });
      const paidAt = await paidAtOf(buyer.orderId);
      expect(await answer(await buyer.capture())).toEqual(paidAnswer(buyer));
      expect(await answer(await deliver(event))).toEqual({ status: 200, body: { received: true, duplicate: true } });
      return paidAt;
    },
  },
];

const PRODUCTS: Product[] = ["soulmate", "tarot"];
const CASES = PRODUCTS.flatMap((product) => SCENARIOS.map((scenario) => ({ product, scenario })));

let verified = 0;

describe.concurrent("PayPal faults, for both products", { timeout: 120_000 }, () => {
  it.for(CASES.map((c) => [`${c.product}: ${c.scenario.name}`, c] as const))(
    "%s",
    async ([, { product, scenario }]) => {
      const buyer = await checkout(product);
      const paidAt = await scenario.run(buyer);
      await expectSettled(buyer, scenario.paid, paidAt);
      verified++;
    },
  );
});

afterAll(() => {
  console.log(
    `FIGURE PayPal fault sequences: ${verified} of ${CASES.length} verified (${SCENARIOS.length} sequences × ${PRODUCTS.length} products): one capture at most, fulfilled once, no paid order left unfulfilled`,
  );
});
