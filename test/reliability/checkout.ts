/**
 * A buyer at either checkout, through the real Worker entry and the PayPal
 * fake: a shop order with an approved PayPal order, ready to capture. Also
 * what PayPal itself does behind the shop's back (capture an order whose
 * answer never reached us) and the webhook events it sends about a capture.
 */
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { PayPalCapture, PayPalOrder } from "../../src/payments/paypal-client";
import { createOrder, ownerCookie } from "../worker/factories";
import { fake, webhook } from "../worker/paypal-helpers";
import { postJson, request } from "../worker/request";
import { expectDelivered, type OrderState, orderState } from "./invariants";

export type Product = "soulmate" | "tarot";

/**
 * Each buyer is a visitor of their own, so the per-address rate limits never mix scenarios up,
 * in the browser that made their order (ownerCookie: factory orders are its own).
 */
export const visitor = () => ({ "cf-connecting-ip": `reliability-${crypto.randomUUID()}`, ...ownerCookie() });

export type Checkout = {
  product: Product;
  orderId: string;
  paypalOrderId: string;
  /** The buyer's capture call (the button's onApprove). */
  capture: () => Promise<Response>;
};

export async function soulmateCheckout(): Promise<Checkout> {
  const order = await createOrder({ status: "awaiting_payment", paymentMethod: "none" });
  const ip = visitor();
  const registered = await postJson("/api/paypal/register-order", { orderId: order.id }, { headers: ip });
  expect(registered.status).toBe(200);
  const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const created = await postJson(
    "/api/paypal/order",
    { amount: "14.99", currency: "AUD", intent: "CAPTURE" },
    { headers: { ...ip, cookie } },
  );
  expect(created.status).toBe(200);
  const { id } = (await created.json()) as { id: string };
  await fake(`/__control/approve/${id}`, {});
  return {
    product: "soulmate",
    orderId: order.id,
    paypalOrderId: id,
    capture: () => postJson(`/api/paypal/order/${id}/capture`, {}, { headers: visitor() }),
  };
}

export async function tarotCheckout(): Promise<Checkout> {
  const created = await postJson(
    "/api/paypal/create-tarot-order",
    { email: `reader-${crypto.randomUUID().slice(0, 8)}@example.com` },
    { headers: visitor() },
  );
  expect(created.status).toBe(200);
  const { id, tarotOrderId } = (await created.json()) as { id: string; tarotOrderId: string };
  await fake(`/__control/approve/${id}`, {});
  return {
    product: "tarot",
    orderId: tarotOrderId,
    paypalOrderId: id,
    capture: () => postJson("/api/paypal/capture-tarot-order", { orderID: id }, { headers: visitor() }),
  };
}

export const checkout = (product: Product) => (product === "soulmate" ? soulmateCheckout() : tarotCheckout());

/** PayPal's REST API as any client sees it (the fake, with a token of our own). */
async function paypalApi<T>(path: string, init: RequestInit = {}): Promise<T> {
  const base = env.PAYPAL_API_BASE;
  const token = (await (
    await fetch(`${base}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${btoa(`${env.PAYPAL_CLIENT_ID}:${env.PAYPAL_CLIENT_SECRET}`)}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    })
  ).json()) as { access_token: string };
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token.access_token}`, "Content-Type": "application/json" },
  });
  return (await res.json()) as T;
}

/** PayPal captures the order, as for a capture call of ours whose answer was lost on the way back. */
export async function captureBehindOurBack(paypalOrderId: string): Promise<PayPalCapture> {
  const order = await paypalApi<PayPalOrder>(`/v2/checkout/orders/${paypalOrderId}/capture`, { method: "POST" });
  const captured = order.purchase_units?.[0]?.payments?.captures?.[0];
  if (!captured) throw new Error(`the fake did not capture ${paypalOrderId}: ${JSON.stringify(order)}`);
  return captured;
}

/** The PayPal order as PayPal holds it now. */
export const paypalOrder = (paypalOrderId: string) =>
  fake(`/__control/orders/${paypalOrderId}`) as Promise<PayPalOrder>;

/** The one capture PayPal holds for an order, or undefined. */
export async function captureAtPayPal(paypalOrderId: string): Promise<PayPalCapture | undefined> {
  const captures = (await paypalOrder(paypalOrderId)).purchase_units?.[0]?.payments?.captures ?? [];
  expect(captures.length, `captures of ${paypalOrderId}`).toBeLessThanOrEqual(1);
  return captures[0];
}

export type CaptureEventType = "PAYMENT.CAPTURE.COMPLETED" | "PAYMENT.CAPTURE.DENIED" | "PAYMENT.CAPTURE.PENDING";

/** A signed webhook delivery about a capture, shaped as PayPal sends it. */
export function captureEvent(
  type: CaptureEventType,
  buyer: Checkout,
  capture: Pick<PayPalCapture, "id" | "amount">,
  eventId = `WH-${crypto.randomUUID()}`,
) {
  const status = type.split(".").at(-1);
  return {
    id: eventId,
    event_type: type,
    resource: {
      id: capture.id,
      status,
      custom_id: buyer.orderId,
      amount: capture.amount,
      supplementary_data: { related_ids: { order_id: buyer.paypalOrderId } },
    },
  };
}

export const deliver = (event: ReturnType<typeof captureEvent>) => webhook(event);

/** The tarot session page's data, as the buyer's browser loads it. */
export async function sessionView(sessionId: string) {
  const res = await request(`/api/tarot/sessions/${sessionId}`, { headers: visitor() });
  return { status: res.status, body: (await res.json()) as { status?: string; id?: string } };
}

export async function waitForState(orderId: string, done: (s: OrderState) => boolean, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await orderState(orderId);
    if (done(state) || Date.now() > deadline) return state;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The end state every scenario is judged by. One PayPal order and at most one
 * capture for the shop order; if paid, one payment completed with PayPal's
 * capture id, the order paid once and fulfilled once (one pack built by five
 * jobs that each ran once, or one tarot session that opens); if not, nothing
 * was started.
 */
export async function expectSettled(buyer: Checkout, paid: boolean, paidAt?: number | null) {
  const state = await waitForState(buyer.orderId, (s) =>
    buyer.product === "soulmate" && paid ? s.order.status === "delivered" : true,
  );
  expect(state.payments.map((p) => p.providerOrderId)).toEqual([buyer.paypalOrderId]);
  const payment = state.payments[0];
  const atPayPal = await captureAtPayPal(buyer.paypalOrderId);
  if (!paid) {
    expect(state.order).toMatchObject({ status: "awaiting_payment", paymentMethod: "none", paidAt: null });
    expect(payment?.status).not.toBe("completed");
    expect(state.jobs).toEqual([]);
    expect(state.sessions).toEqual([]);
    return state;
  }
  expect(atPayPal).toBeDefined();
  expect(payment).toMatchObject({ status: "completed", captureId: atPayPal?.id, amountCents: 1499 });
  expect(state.order.paymentMethod).toBe("paypal");
  if (paidAt !== undefined) expect(state.order.paidAt).toBe(paidAt);
  if (buyer.product === "soulmate") {
    expectDelivered(state);
    expect(state.jobs.map((j) => j.attempts)).toEqual([1, 1, 1, 1, 1]);
  } else {
    expect(state.order.status).toBe("paid");
    expect(state.sessions).toHaveLength(1);
    const session = await sessionView(state.sessions[0]?.id ?? "");
    expect(session).toMatchObject({ status: 200, body: { status: "intention" } });
  }
  return state;
}
