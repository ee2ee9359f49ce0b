/** Shared by the PayPal tests: the fake's control API and signed webhook deliveries. */
import { env } from "cloudflare:workers";
import { postJson } from "./request";

export const fake = (path: string, body?: unknown) =>
  fetch(`${env.PAYPAL_API_BASE}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((r) => r.json() as Promise<Record<string, unknown>>);

export function webhook(
  event: Record<string, unknown>,
  signature = "fake-valid-signature",
  transmissionId: string = crypto.randomUUID(),
) {
  return postJson("/api/paypal/webhook", event, {
    headers: {
      "paypal-auth-algo": "SHA256withRSA",
      "paypal-cert-url": "https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1",
      "paypal-transmission-id": transmissionId,
      "paypal-transmission-sig": signature,
      "paypal-transmission-time": new Date().toISOString(),
    },
  });
}

export const captureCompleted = (orderId: string, value = "14.99", eventId = `WH-${crypto.randomUUID()}`) => ({
  id: eventId,
  event_type: "PAYMENT.CAPTURE.COMPLETED",
  resource: {
    id: `CAP${Date.now()}`,
    status: "COMPLETED",
    custom_id: orderId,
    amount: { currency_code: "AUD", value },
  },
});

/**
 * PayPal's PAYMENT.CAPTURE.REFUNDED: the resource is the refund, whose "up" link is the capture it
 * refunds; `custom_id` is the shop order when PayPal repeats it.
 */
export const captureRefunded = (captureId: string, orderId?: string, eventId = `WH-${crypto.randomUUID()}`) => {
  const refundId = `1R${crypto.randomUUID().replaceAll("-", "").slice(0, 15).toUpperCase()}`;
  return {
    id: eventId,
    event_type: "PAYMENT.CAPTURE.REFUNDED",
    resource_type: "refund",
    resource: {
      id: refundId,
      status: "COMPLETED",
      amount: { currency_code: "AUD", value: "14.99" },
      ...(orderId ? { custom_id: orderId } : {}),
      links: [
        { href: `https://api.sandbox.paypal.com/v2/payments/refunds/${refundId}`, rel: "self", method: "GET" },
        { href: `https://api.sandbox.paypal.com/v2/payments/captures/${captureId}`, rel: "up", method: "GET" },
      ],
    },
  };
};
