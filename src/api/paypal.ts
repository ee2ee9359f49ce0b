/**
 * PayPal checkout for the soulmate quiz (docs/product/orders.md, Payments): register which shop
 * order this browser pays for, create and capture the PayPal order at the
 * server's price, and the signed webhook that converges with the capture.
 */
import { and, eq, lt } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { getSignedCookie, setSignedCookie } from "hono/cookie";
import { describeRoute, resolver } from "hono-openapi";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { createDb } from "../db/client";
import { payments, webhookEvents } from "../db/schema";
import { enforceRateLimit } from "../lib/client-ip";
import { fail } from "../lib/errors";
import { log } from "../lib/log";
import { validate } from "../lib/validate";
import { sessionOf } from "../orders/paid/effects";
import { findOrder } from "../orders/queries";
import {
  captureCheckout,
  createCheckout,
  PriceChangedError,
  paypalCredentials,
  settleCapture,
  settleRefund,
} from "../payments/paypal-checkout";
import { generateClientToken, PayPalError, verifyWebhookSignature } from "../payments/paypal-client";
import { CHECKOUT_NOT_CONFIGURED, CURRENCY, formatAmount } from "../shared/catalog";
import { OptionalEmailSchema, OrderIdSchema } from "../shared/schemas";
import { sessionRedirectUrl } from "../tarot/sessions";
import { errors, json, ORDER_OWNER_COOKIE, RATE_LIMITED } from "./openapi";
import { ownedOrder, placeUnpaidOrder, requireOrderOwner } from "./order-owner";
import { rememberSessionLink } from "./session-links";

export const CHECKOUT_COOKIE = "checkout_order";
/** A webhook claim older than this was left by a Worker that died; the next delivery may take it over. */
const STALE_WEBHOOK_CLAIM_MS = 5 * 60 * 1000;

/** Credentials and the cookie key, or a 503 that says checkout is off. */
function checkoutConfig(c: Context<AppEnv>) {
  const creds = paypalCredentials(c.var.config);
  const secret = c.var.config.SIGNING_SECRET;
  if (!creds || !secret) fail(503, CHECKOUT_NOT_CONFIGURED);
  return { creds, secret };
}

/** Turns PayPal's refusals into answers the button can act on. */
function paypalFailure(error: unknown): never {
  if (error instanceof PriceChangedError) {
    fail(409, "This order changed while PayPal was being set up (a coupon was applied?). Please try again.");
  }
  if (error instanceof PayPalError) {
    if (error.issue === "INSTRUMENT_DECLINED") {
      fail(402, "INSTRUMENT_DECLINED: your card was declined. Please choose another way to pay.");
    }
    if (error.status >= 500) fail(502, "PayPal is not answering right now. Please try again.");
    fail(422, `PayPal refused the payment (${error.issue ?? error.status}).`);
  }
  throw error;
}

/** PayPal's order ids are short upper-case tokens. */
const PayPalOrderIdSchema = z.string().regex(/^[A-Z0-9]{5,40}$/, { error: "Invalid PayPal order id" });

type CaptureOutcome = Awaited<ReturnType<typeof captureCheckout>>;

/** Every capture outcome but paid and pending becomes the buyer-facing error. */
function settledOrFail(outcome: CaptureOutcome): Extract<CaptureOutcome, { kind: "paid" | "pending" }> {
  switch (outcome.kind) {
    case "unknown":
      return fail(404, "Payment not found");
    case "no_capture":
      return fail(422, "PayPal has not captured this payment");
    case "order_settled":
      return fail(409, "This order is already paid. You have not been charged again.");
    case "already_paid_otherwise":
      return fail(
        409,
        "This order was already paid. We will refund this payment; contact support if it does not appear.",
      );
    case "rejected":
      return fail(
        422,
        "We could not confirm this payment. If you were charged, contact support and we will refund it.",
      );
    case "refunded":
      return fail(409, "This order has been refunded, so it cannot be paid again.");
    case "pending":
    case "paid":
      return outcome;
  }
}

const WebhookEventSchema = z.object({
  id: z.string().min(1).max(100),
  event_type: z.string().min(1).max(100),
  resource: z
    .object({
      id: z.string().max(100).optional(),
      status: z.string().max(40).optional(),
      custom_id: z.string().max(100).optional(),
      supplementary_data: z
        .object({
          related_ids: z
            .object({ order_id: z.string().max(100).optional(), capture_id: z.string().max(100).optional() })
            .loose(),
        })
        .loose()
        .optional(),
      amount: z.object({ currency_code: z.string(), value: z.string() }).optional(),
      /** HATEOAS links; on a refund, "up" is the capture it refunds. */
      links: z
        .array(z.object({ href: z.string().max(2000), rel: z.string().max(40) }).loose())
        .max(20)
        .optional(),
    })
    .loose(),
});

/**
 * The capture a PAYMENT.CAPTURE.REFUNDED event's refund belongs to: the capture id PayPal names
 * among the related ids, else the last segment of its "up" link (…/v2/payments/captures/{id}).
 */
function refundedCaptureId(resource: z.infer<typeof WebhookEventSchema>["resource"]): string | null {
  const named = resource.supplementary_data?.related_ids.capture_id;
  if (named) return named;
  const up = resource.links?.find((link) => link.rel === "up")?.href;
  return up?.match(/\/v2\/payments\/captures\/([A-Za-z0-9]+)\/?$/)?.[1] ?? null;
}

const NOT_CONFIGURED = "Card checkout is not configured (no PayPal credentials or SIGNING_SECRET)";
/** How PayPal's own refusals reach the button (paypalFailure). */
const PAYPAL_REFUSALS = errors({
  402: "INSTRUMENT_DECLINED: the card was declined; the button can restart",
  409: "The order changed while checkout started, or it is already paid",
  422: "PayPal refused the payment",
  502: "PayPal is not answering",
  503: NOT_CONFIGURED,
});
/** A capture's answers (settledOrFail), for both products. */
const CAPTURE_REFUSALS = errors({
  404: "Payment not found",
  409: "The order is already paid (also another way) or was refunded",
  422: "Not captured, or not for exactly the order's price in AUD (refunded by support)",
  502: "PayPal is not answering",
  503: NOT_CONFIGURED,
});

const docs = {
  registerOrder: describeRoute({
    tags: ["PayPal"],
    summary: "Remember which soulmate order this browser pays for",
    description:
      "Sets the signed httpOnly `checkout_order` cookie (path /api/paypal, 1 hour) that `POST /api/paypal/order` needs.",
    parameters: ORDER_OWNER_COOKIE,
    responses: {
      200: json("Registered", z.object({ registered: z.literal(true) })),
      ...errors({
        403: "The order was made in another browser",
        404: "No such soulmate order",
        409: "The order is not awaiting payment",
        429: RATE_LIMITED,
        503: NOT_CONFIGURED,
      }),
    },
  }),
  setup: describeRoute({
    tags: ["PayPal"],
    summary: "A client token for PayPal's web SDK",
    responses: {
      200: json("The token", z.object({ clientToken: z.string() })),
      ...errors({ 422: "PayPal refused", 502: "PayPal is not answering", 503: NOT_CONFIGURED }),
    },
  }),
  order: describeRoute({
    tags: ["PayPal"],
    summary: "Create the PayPal order for the registered soulmate order",
    description:
      "The server sets the price: `amount`, `currency` and `intent` must equal the order's price, `AUD` and `CAPTURE`.",
    parameters: [
      {
        in: "cookie",
        name: CHECKOUT_COOKIE,
        required: true,
        description: "Set by register-order",
        schema: { type: "string" },
      },
    ],
    responses: {
      200: json("PayPal's order id", z.object({ id: z.string() })),
      ...PAYPAL_REFUSALS,
      ...errors({
        400: "No registered order, or the amount, currency or intent differ from the order's",
        404: "Order not found",
        429: RATE_LIMITED,
      }),
    },
  }),
  capture: describeRoute({
    tags: ["PayPal"],
    summary: "Capture a soulmate PayPal order",
    responses: {
      200: json("Paid", z.object({ status: z.literal("COMPLETED"), orderId: z.string() })),
      202: json("PayPal is still processing it", z.object({ status: z.literal("PENDING"), orderId: z.string() })),
      ...CAPTURE_REFUSALS,
    },
  }),
  createTarotOrder: describeRoute({
    tags: ["PayPal"],
    summary: "Create the PayPal order for a tarot reading",
    description: "Makes the tarot order (and sets `order_owner`) unless `tarotOrderId` names one this browser made.",
    parameters: ORDER_OWNER_COOKIE,
    responses: {
      200: json("PayPal's order id and the tarot order's", z.object({ id: z.string(), tarotOrderId: z.string() })),
      ...PAYPAL_REFUSALS,
      ...errors({
        403: "The given order was made in another browser",
        404: "Order not found",
        409: "The order is already paid",
        429: RATE_LIMITED,
      }),
    },
  }),
  captureTarotOrder: describeRoute({
    tags: ["PayPal"],
    summary: "Capture a tarot PayPal order and open the session",
    description:
      "Only for the browser that made the tarot order (its `order_owner` key); sets the session's `tarot_session_{id}` cookie.",
    parameters: ORDER_OWNER_COOKIE,
    responses: {
      200: json(
        "Paid: the session to go to",
        z.object({ status: z.literal("success"), sessionId: z.string(), redirectUrl: z.string() }),
      ),
      202: json(
        "PayPal is still processing it; `error` says where the reading will wait",
        z.object({ status: z.literal("pending"), error: z.string() }),
      ),
      ...CAPTURE_REFUSALS,
      ...errors({ 403: "The tarot order was made in another browser" }),
    },
  }),
  webhook: describeRoute({
    tags: ["PayPal"],
    summary: "PayPal's signed webhook",
    description:
      "Verified with PayPal (the `paypal-transmission-*`, `paypal-auth-algo` and `paypal-cert-url` headers), de-duplicated by event id. Handles PAYMENT.CAPTURE.COMPLETED, DENIED and REFUNDED; other events are acknowledged.",
    requestBody: {
      required: true,
      content: { "application/json": { schema: resolver(WebhookEventSchema) } },
    },
    responses: {
      200: json(
        "Received (`duplicate` for a redelivery)",
        z.object({ received: z.literal(true), duplicate: z.literal(true).optional() }),
      ),
      ...errors({
        400: "Not JSON, or not a PayPal webhook event",
        401: "The signature could not be verified",
        503: "Webhooks are not configured (no PAYPAL_WEBHOOK_ID)",
      }),
    },
  }),
};

export const paypalRoutes = new Hono<AppEnv>()
  .post("/register-order", docs.registerOrder, validate("json", z.object({ orderId: OrderIdSchema })), async (c) => {
    const { secret } = checkoutConfig(c);
    await enforceRateLimit(c, c.env.RATE_LIMIT_CHECKOUT, "checkout");
    const { orderId } = c.req.valid("json");
    const order = await ownedOrder(c, orderId, "soulmate");
    if (order.status !== "awaiting_payment") fail(409, "This order is already paid");
    await setSignedCookie(c, CHECKOUT_COOKIE, orderId, secret, {
      httpOnly: true,
      sameSite: "Lax",
      secure: new URL(c.req.url).protocol === "https:",
      path: "/api/paypal",
      maxAge: 60 * 60,
    });
    return c.json({ registered: true });
  })
  .get("/setup", docs.setup, async (c) => {
    const { creds } = checkoutConfig(c);
    try {
      return c.json({ clientToken: await generateClientToken(creds) });
    } catch (error) {
      paypalFailure(error);
    }
  })
  .post(
    "/order",
    docs.order,
    validate(
      "json",
      z.object({
        amount: z.union([z.string(), z.number()]).transform(String),
        currency: z.string(),
        intent: z.string().transform((s) => s.toUpperCase()),
      }),
    ),
    async (c) => {
      const { creds, secret } = checkoutConfig(c);
      await enforceRateLimit(c, c.env.RATE_LIMIT_CHECKOUT, "checkout");
      const orderId = await getSignedCookie(c, secret, CHECKOUT_COOKIE);
      if (!orderId) fail(400, "No order registered for checkout. Please reopen the quiz.");
      const db = createDb(c.env.DB);
      const order = await findOrder(db, orderId);
      if (!order) fail(404, "Order not found");
      if (order.status !== "awaiting_payment") fail(409, "This order is already paid");
      const body = c.req.valid("json");
      // The server sets the price; a different amount from the browser is refused, not trusted.
      if (
        body.amount !== formatAmount(order.finalPriceCents) ||
        body.currency !== CURRENCY ||
        body.intent !== "CAPTURE"
      ) {
        fail(400, "The amount does not match the order.");
      }
      try {
        return c.json({ id: await createCheckout(creds, db, order) });
      } catch (error) {
        paypalFailure(error);
      }
    },
  )
  .post("/order/:id/capture", docs.capture, validate("param", z.object({ id: PayPalOrderIdSchema })), async (c) => {
    const { creds } = checkoutConfig(c);
    const outcome = await captureCheckout(c.env, creds, c.req.valid("param").id).catch(paypalFailure);
    const settled = settledOrFail(outcome);
    if (settled.kind === "pending") return c.json({ status: "PENDING", orderId: settled.orderId }, 202);
    return c.json({ status: "COMPLETED", orderId: settled.orderId });
  })
  .post(
    "/create-tarot-order",
    docs.createTarotOrder,
    validate("json", z.object({ email: OptionalEmailSchema, tarotOrderId: OrderIdSchema.optional() })),
    async (c) => {
      const { creds } = checkoutConfig(c);
      await enforceRateLimit(c, c.env.RATE_LIMIT_CHECKOUT, "checkout");
      const body = c.req.valid("json");
      const db = createDb(c.env.DB);
      // A tarot order already exists when a partial coupon was applied first: pay that one, if this browser made it.
      const order = body.tarotOrderId
        ? await ownedOrder(c, body.tarotOrderId, "tarot_reading")
        : await findOrder(db, (await placeUnpaidOrder(c, "tarot_reading", { email: body.email })).orderId);
      if (!order) fail(404, "Order not found");
      if (order.status !== "awaiting_payment") fail(409, "This order is already paid");
      const id = await createCheckout(creds, db, order).catch(paypalFailure);
      return c.json({ id, tarotOrderId: order.id });
    },
  )
  .post(
    "/capture-tarot-order",
    docs.captureTarotOrder,
    validate("json", z.object({ orderID: PayPalOrderIdSchema })),
    async (c) => {
      const { creds } = checkoutConfig(c);
      const paypalOrderId = c.req.valid("json").orderID;
      const db = createDb(c.env.DB);
      const payment = await db.query.payments.findFirst({ where: eq(payments.providerOrderId, paypalOrderId) });
      const order = payment && (await findOrder(db, payment.orderId));
      if (order?.productType !== "tarot_reading") fail(404, "Payment not found");
      // Capturing pays the order and hands this browser its session, so, like every other action on
      // an order, only the browser that made it may: a PayPal order id is no proof (it shows in URLs).
      await requireOrderOwner(c, order);
      const outcome = await captureCheckout(c.env, creds, paypalOrderId).catch(paypalFailure);
      const settled = settledOrFail(outcome);
      if (settled.kind === "pending") {
        // My Orders finds a reading by its email, and names one not read yet only in the browser that paid.
        const wayBack = order.email
          ? `Once it completes, your reading will wait for you in My Orders in this browser, under ${order.email}.`
          : `Once it completes, email ${c.var.config.SUPPORT_EMAIL} with your order number, ${order.id.slice(0, 8)}, and we will send you the link to your reading.`;
        return c.json(
          {
            status: "pending",
            error: `PayPal is still processing this payment, which can take a few minutes. ${wayBack}`,
          },
          202,
        );
      }
      const sessionId = sessionOf(settled.started);
      rememberSessionLink(c, sessionId);
      return c.json({ status: "success", sessionId, redirectUrl: sessionRedirectUrl(sessionId) });
    },
  )
  .post("/webhook", docs.webhook, async (c) => {
    const creds = paypalCredentials(c.var.config);
    const webhookId = c.var.config.PAYPAL_WEBHOOK_ID;
    if (!creds || !webhookId) fail(503, "Webhooks are not configured");
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      fail(400, "Invalid JSON");
    }
    const parsed = WebhookEventSchema.safeParse(raw);
    if (!parsed.success) fail(400, "Not a PayPal webhook event");
    const header = (name: string) => c.req.header(name) ?? "";
    const genuine = await verifyWebhookSignature(
      creds,
      webhookId,
      {
        authAlgo: header("paypal-auth-algo"),
        certUrl: header("paypal-cert-url"),
        transmissionId: header("paypal-transmission-id"),
        transmissionSig: header("paypal-transmission-sig"),
        transmissionTime: header("paypal-transmission-time"),
      },
      raw,
    ).catch((error: unknown) => {
      // PayPal delivers the event again after a refusal; the reason is logged, since a slow answer from PayPal's
      // verification looks, to the caller, like a forged signature.
      log("warn", "webhook signature could not be checked", {}, error);
      return false;
    });
    if (!genuine) fail(401, "Webhook signature could not be verified");

    const event = parsed.data;
    const db = createDb(c.env.DB);
    const orderId = event.resource.custom_id ?? null;
    // Claim the event id first: a redelivery of the same event finds it taken and stops here,
    // unless the claim is stale (the Worker that took it died mid-way).
    const now = Date.now();
    const claimed = await db
      .insert(webhookEvents)
      .values({
        id: event.id,
        eventType: event.event_type,
        resourceId: event.resource.id,
        orderId,
        outcome: "processing",
      })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (claimed.length === 0) {
      const retaken = await db
        .update(webhookEvents)
        .set({ receivedAt: now })
        .where(
          and(
            eq(webhookEvents.id, event.id),
            eq(webhookEvents.outcome, "processing"),
            lt(webhookEvents.receivedAt, now - STALE_WEBHOOK_CLAIM_MS),
          ),
        )
        .returning({ id: webhookEvents.id });
      if (retaken.length === 0) return c.json({ received: true, duplicate: true });
    }

    let outcome: "processed" | "ignored" = "ignored";
    let detail: string | null = null;
    try {
      if (event.event_type === "PAYMENT.CAPTURE.REFUNDED") {
        // Acknowledged either way (PayPal would only retry a refusal); only the order's own capture refunds it.
        const refunded = await settleRefund(c.env, {
          captureId: refundedCaptureId(event.resource),
          orderId,
          refundId: event.resource.id ?? null,
          amount: event.resource.amount ?? null,
        });
        outcome = refunded.kind === "refunded" ? "processed" : "ignored";
        detail = refunded.kind === "mismatch" ? `capture mismatch: ${refunded.reason}` : refunded.kind;
      } else if (orderId && event.resource.id && event.resource.amount) {
        const capture = {
          id: event.resource.id,
          status: (event.resource.status ?? "") as "COMPLETED",
          amount: event.resource.amount,
        };
        const ref = { orderId, paypalOrderId: event.resource.supplementary_data?.related_ids.order_id };
        if (event.event_type === "PAYMENT.CAPTURE.COMPLETED") {
          const settled = await settleCapture(c.env, ref, capture);
          outcome = settled.kind === "paid" ? "processed" : "ignored";
          detail = settled.kind;
        } else if (event.event_type === "PAYMENT.CAPTURE.DENIED") {
          await settleCapture(c.env, ref, { ...capture, status: "DECLINED" });
          outcome = "processed";
          detail = "denied";
        }
      }
    } catch (error) {
      // Release the claim so PayPal's next delivery of this event is processed again.
      await db.delete(webhookEvents).where(eq(webhookEvents.id, event.id));
      throw error;
    }
    await db.update(webhookEvents).set({ outcome, detail }).where(eq(webhookEvents.id, event.id));
    log("info", "paypal webhook", { eventId: event.id, type: event.event_type, orderId, outcome });
    return c.json({ received: true });
  });
