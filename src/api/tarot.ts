import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { describeRoute, resolver } from "hono-openapi";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { enforceRateLimit } from "../lib/client-ip";
import { fail } from "../lib/errors";
import { REQUEST_ID_HEADER } from "../lib/request-id";
import { validate } from "../lib/validate";
import { sessionOf } from "../orders/paid/effects";
import { applyCoupon } from "../payments/coupons";
import { IntentionSchema, OptionalEmailSchema, OrderIdSchema } from "../shared/schemas";
import { SPREAD_TYPES } from "../shared/statuses";
import type { CardBackView, ReadingView } from "../shared/tarot";
import {
  CardBackViewSchema,
  CardViewSchema,
  InterpretMessageSchema,
  ReadingViewSchema,
  SessionViewSchema,
} from "../shared/tarot-views";
import { renderCardBackSvg, renderCardSvg } from "../tarot/card-art";
import { CARD_BACK_ID, cardBackUrl } from "../tarot/card-images";
import { cardById, DECK_SIZE } from "../tarot/deck";
import { readingPdfName } from "../tarot/reading-pdf";
import { readingPdf } from "../tarot/reading-pdf-store";
import { drawReadingPreview, storedReadingPreview } from "../tarot/reading-preview-store";
import { loadReadingView } from "../tarot/reading-view";
import { knownSessionStub, sessionRedirectUrl, toCardViews, toSessionView } from "../tarot/sessions";
import type { SessionOutcome } from "../tarot/tarot-session";
import { CouponCodeSchema } from "./coupons";
import { errors, file, json, ORDER_OWNER_COOKIE, RATE_LIMITED } from "./openapi";
import { ownedOrder, placeUnpaidOrder } from "./order-owner";
import { rememberSessionLink } from "./session-links";

const SessionParam = z.object({ id: z.uuid({ error: "Invalid session id" }) });
const ReadingParam = z.object({ id: z.uuid({ error: "Invalid reading id" }) });
const IntentionBody = z.object({ intention: IntentionSchema });

/** The DO's refusals become the API's {error} with the same status. */
function unwrap<T>(outcome: SessionOutcome<T>): T {
  if (!outcome.ok) fail(outcome.status, outcome.error);
  return outcome.value;
}

/** A session the shop created; an unknown id never wakes a Durable Object (decision 0018). */
async function knownSession(env: Env, id: string) {
  const stub = await knownSessionStub(env, id);
  if (!stub) fail(404, "Session not found");
  return stub;
}

/**
 * A session for one of its steps: the steps' own allowance is spent first, so a flood (of
 * guessed ids too) costs neither D1 nor an object.
 */
async function sessionForStep(c: Context<AppEnv>, id: string) {
  await enforceRateLimit(c, c.env.RATE_LIMIT_SESSION, "session");
  return knownSession(c.env, id);
}

/**
 * A saved reading, for its JSON and its PDF alike: the id is the only proof asked for, the lookup
 * allowance is spent, and a reading that does not exist is the one 404.
 */
async function savedReading(c: Context<AppEnv>, id: string): Promise<ReadingView> {
  await enforceRateLimit(c, c.env.RATE_LIMIT_LOOKUP, "lookup");
  return savedReadingAfterLimit(c, id);
}

/** The reading, or the 404, once the lookup allowance has been spent. */
async function savedReadingAfterLimit(c: Context<AppEnv>, id: string): Promise<ReadingView> {
  const view = await loadReadingView(c.env.DB, c.var.config, id);
  if (!view) fail(404, "Reading not found");
  return view;
}

const svg = (body: string) =>
  new Response(body, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      // The art only changes with a deploy; a day's caching keeps the reveal instant.
      "Cache-Control": "public, max-age=86400",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  });

/** Out of order, unpaid or refunded: the session's refusals (docs/product/tarot.md). */
const STEP_REFUSALS = errors({
  404: "Session not found",
  409: "Not this step now, or the order is not paid",
  429: RATE_LIMITED,
});

const docs = {
  createOrder: describeRoute({
    tags: ["Tarot"],
    summary: "A tarot order awaiting payment",
    description:
      "Sets the `order_owner` cookie. A blank email means none. With `replaces` (this browser's unpaid order) that order's email is changed instead.",
    responses: {
      200: json("The order named in `replaces`, changed", z.object({ id: z.string() })),
      201: json("A new order", z.object({ id: z.string() })),
      ...errors({ 429: RATE_LIMITED }),
    },
  }),
  applyCoupon: describeRoute({
    tags: ["Tarot"],
    summary: "Apply a coupon to a tarot order",
    description:
      "A free coupon opens the session (`redirectUrl`, and its `tarot_session_{id}` cookie); a discount answers the new `final_price` in cents; a code that does not apply is answered in the 200.",
    parameters: ORDER_OWNER_COOKIE,
    responses: {
      200: json(
        "Applied, or not (`applied: false` with the reason in `error`)",
        z.object({
          applied: z.boolean(),
          redirectUrl: z.string().nullable(),
          error: z.string().nullable(),
          final_price: z.int().optional(),
        }),
      ),
      ...errors({
        403: "The order was made in another browser",
        404: "No such tarot order",
        409: "Already paid, has a coupon, or its card payment has started",
        429: RATE_LIMITED,
      }),
    },
  }),
  session: describeRoute({
    tags: ["Tarot"],
    summary: "A tarot session",
    description: "Sets the `tarot_session_{id}` cookie (path /api/my-orders).",
    responses: {
      200: json("The session", SessionViewSchema),
      ...errors({
        404: "Session not found",
        410: "The order was refunded before the reading was written",
        429: RATE_LIMITED,
      }),
    },
  }),
  shuffle: describeRoute({
    tags: ["Tarot"],
    summary: "Write the intention and shuffle",
    responses: {
      200: json(
        "The 78 cards face down; the order stays on the server",
        z.object({ deck: z.array(CardBackViewSchema) }),
      ),
      ...STEP_REFUSALS,
    },
  }),
  selectSpread: describeRoute({
    tags: ["Tarot"],
    summary: "Choose the spread and draw its cards",
    responses: {
      200: json("The drawn cards in spread order", z.object({ cards: z.array(CardViewSchema) })),
      ...STEP_REFUSALS,
    },
  }),
  interpret: describeRoute({
    tags: ["Tarot"],
    summary: "The interpretation, streamed",
    description:
      "Server-Sent Events, each `data:` line one InterpretMessage. Generated once; a reconnect replays it from the start.",
    responses: {
      200: {
        description: "The stream",
        content: { "text/event-stream": { schema: resolver(InterpretMessageSchema) } },
      },
      ...STEP_REFUSALS,
    },
  }),
  reading: describeRoute({
    tags: ["Tarot"],
    summary: "A saved reading",
    responses: {
      200: json("The reading (cached privately for 5 minutes)", ReadingViewSchema),
      ...errors({ 404: "Reading not found", 429: RATE_LIMITED }),
    },
  }),
  readingPdf: describeRoute({
    tags: ["Tarot"],
    summary: "A saved reading as an A4 PDF",
    responses: {
      200: file("The PDF, as an attachment", "application/pdf"),
      ...errors({ 404: "Reading not found", 429: RATE_LIMITED }),
    },
  }),
  readingPreview: describeRoute({
    tags: ["Tarot"],
    summary: "A saved reading's link preview",
    description:
      "The og:image of the reading's page: 1200 × 630 PNG of its spread and cards (never its intention), drawn on the first request and kept; cached publicly a week.",
    responses: {
      200: file("The picture", "image/png"),
      ...errors({ 404: "Reading not found", 429: RATE_LIMITED }),
    },
  }),
  card: describeRoute({
    tags: ["Tarot"],
    summary: "A card's art",
    description: "`{card id}.svg`, e.g. `the-fool.svg`, or `card-back.svg`; cached a day.",
    responses: { 200: file("The card as SVG", "image/svg+xml"), ...errors({ 404: "No such card" }) },
  }),
};

export const tarotRoutes = new Hono<AppEnv>()
  .post(
    "/create-order",
    docs.createOrder,
    validate(
      "json",
      z.object({
        email: OptionalEmailSchema,
        /**
         * The unpaid order this browser made earlier with another email (a coupon was tried before
         * the email was typed): it gets the new email instead of a second order being made
         * (docs/decisions/0031).
         */
        replaces: OrderIdSchema.optional(),
      }),
    ),
    async (c) => {
      await enforceRateLimit(c, c.env.RATE_LIMIT_PREPARE, "prepare");
      const { email, replaces } = c.req.valid("json");
      const { orderId, revised } = await placeUnpaidOrder(c, "tarot_reading", { email }, replaces);
      return c.json({ id: orderId }, revised ? 200 : 201);
    },
  )
  .post(
    "/coupons/apply",
    docs.applyCoupon,
    validate("json", z.object({ tarotOrderId: z.uuid({ error: "Invalid order id" }), couponCode: CouponCodeSchema })),
    async (c) => {
      await enforceRateLimit(c, c.env.RATE_LIMIT_COUPON, "coupon");
      const { tarotOrderId, couponCode } = c.req.valid("json");
      const order = await ownedOrder(c, tarotOrderId, "tarot_reading");
      const outcome = await applyCoupon(c.env, order, couponCode);
      switch (outcome.kind) {
        case "applied":
          // A discount, not a free reading: the rest is paid by card, at the new price shown here.
          return c.json({ applied: true, redirectUrl: null, error: null, final_price: outcome.finalPriceCents });
        case "paid": {
          // Also the answer to a retried or racing apply of the code that already paid this order.
          const sessionId = sessionOf(outcome.started);
          rememberSessionLink(c, sessionId);
          return c.json({ applied: true, redirectUrl: sessionRedirectUrl(sessionId), error: null });
        }
        case "not_valid":
          return c.json({ applied: false, redirectUrl: null, error: outcome.error });
        case "order_not_payable":
          return fail(409, "This order is already paid, has a coupon, or its card payment has started");
      }
    },
  )
  .get("/sessions/:id", docs.session, validate("param", SessionParam), async (c) => {
    await enforceRateLimit(c, c.env.RATE_LIMIT_LOOKUP, "lookup");
    const { id } = c.req.valid("param");
    const stub = await knownSession(c.env, id);
    const view = toSessionView(c.var.config, unwrap(await stub.view()));
    // This browser opened the session, so My Orders may show it its link here (decision 0029).
    rememberSessionLink(c, id);
    c.header("Cache-Control", "no-store");
    return c.json(view);
  })
  .post(
    "/sessions/:id/shuffle",
    docs.shuffle,
    validate("param", SessionParam),
    validate("json", IntentionBody),
    async (c) => {
      const stub = await sessionForStep(c, c.req.valid("param").id);
      unwrap(await stub.shuffle(c.req.valid("json").intention));
      const deck: CardBackView[] = Array.from({ length: DECK_SIZE }, (_, index) => ({
        index,
        imageUrl: cardBackUrl(),
      }));
      return c.json({ deck });
    },
  )
  .post(
    "/sessions/:id/select-spread",
    docs.selectSpread,
    validate("param", SessionParam),
    validate(
      "json",
      z.object({ spreadType: z.enum(SPREAD_TYPES, { error: "Choose one_card, three_card or celtic_cross" }) }),
    ),
    async (c) => {
      const stub = await sessionForStep(c, c.req.valid("param").id);
      const state = unwrap(await stub.selectSpread(c.req.valid("json").spreadType));
      return c.json({ cards: toCardViews(c.var.config, c.req.valid("json").spreadType, state.drawn) });
    },
  )
  .get("/sessions/:id/interpret", docs.interpret, validate("param", SessionParam), async (c) => {
    const stub = await sessionForStep(c, c.req.valid("param").id);
    const res = await stub.fetch(
      new Request("https://tarot-session/interpret", {
        signal: c.req.raw.signal,
        // The object's log lines and error reports carry this request's id.
        headers: { [REQUEST_ID_HEADER]: c.var.requestId },
      }),
    );
    // The object's refusals become the API's {error}, with this request's id.
    if (!res.ok) fail(res.status as ContentfulStatusCode, ((await res.json()) as { error: string }).error);
    // A Durable Object's response has immutable headers; copy it so the security headers can be added.
    return new Response(res.body, res);
  })
  .get("/readings/:id", docs.reading, validate("param", ReadingParam), async (c) => {
    const view = await savedReading(c, c.req.valid("param").id);
    // A saved reading never changes; let browsers keep it briefly.
    c.header("Cache-Control", "private, max-age=300");
    return c.json(view);
  })
  .get("/readings/:id/pdf", docs.readingPdf, validate("param", ReadingParam), async (c) => {
    const view = await savedReading(c, c.req.valid("param").id);
    const pdf = await readingPdf(c.env.ARTIFACTS, view);
    const headers = new Headers({
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${readingPdfName(view.id)}"`,
      "Content-Length": String(pdf.size),
      // As the file links: only the reader's browser may keep it, never a shared cache.
      "Cache-Control": "private, max-age=3600",
    });
    if (pdf.etag) headers.set("ETag", pdf.etag);
    return new Response(pdf.body, { headers });
  })
  .get("/readings/:id/preview.png", docs.readingPreview, validate("param", ReadingParam), async (c) => {
    const { id } = c.req.valid("param");
    await enforceRateLimit(c, c.env.RATE_LIMIT_LOOKUP, "lookup");
    // Drawn before: no database read and no drawing. Otherwise only a reading that exists is drawn.
    const preview =
      (await storedReadingPreview(c.env.ARTIFACTS, id)) ??
      (await drawReadingPreview(c.env.ARTIFACTS, await savedReadingAfterLimit(c, id)));
    const headers = new Headers({
      "Content-Type": "image/png",
      "Content-Length": String(preview.size),
      // The spread and its cards only, the same for everyone who has the link, and never changing:
      // chat apps' image proxies and the edge may keep it (docs/decisions/0057).
      "Cache-Control": "public, max-age=604800",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    });
    if (preview.etag) headers.set("ETag", preview.etag);
    return new Response(preview.body, { headers });
  })
  .get(
    "/cards/:file",
    docs.card,
    validate("param", z.object({ file: z.string().regex(/^[a-z0-9-]{3,40}\.svg$/) })),
    (c) => {
      const id = c.req.valid("param").file.slice(0, -".svg".length);
      if (id === CARD_BACK_ID) return svg(renderCardBackSvg());
      const card = cardById(id);
      if (!card) fail(404, "No such card");
      return svg(renderCardSvg(card));
    },
  );
