import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { createDb } from "../db/client";
import { normaliseCouponCode } from "../db/coupon-queries";
import { enforceRateLimit } from "../lib/client-ip";
import { fail } from "../lib/errors";
import { validate } from "../lib/validate";
import { findOrder } from "../orders/queries";
import { applyCoupon } from "../payments/coupons";
import { IntentionSchema, OptionalEmailSchema, OrderIdSchema } from "../shared/schemas";
import { SPREAD_TYPES } from "../shared/statuses";
import type { CardBackView, ReadingView } from "../shared/tarot";
import { renderCardBackSvg, renderCardSvg } from "../tarot/card-art";
import { CARD_BACK_ID, cardBackUrl } from "../tarot/card-images";
import { cardById, DECK_SIZE } from "../tarot/deck";
import { readingPdfName } from "../tarot/reading-pdf";
import { readingPdf } from "../tarot/reading-pdf-store";
import { loadReadingView } from "../tarot/reading-view";
import {
  knownSessionStub,
  openSessionForOrder,
  sessionRedirectUrl,
  toCardViews,
  toSessionView,
} from "../tarot/sessions";
import type { SessionOutcome } from "../tarot/tarot-session";
import { CouponCodeSchema } from "./coupons";
import { ownedOrder, placeUnpaidOrder } from "./order-owner";
import { rememberSessionLink } from "./session-links";

const SessionParam = z.object({ id: z.uuid({ error: "Invalid session id" }) });
const ReadingParam = z.object({ id: z.uuid({ error: "Invalid reading id" }) });
const IntentionBody = z.object({ intention: IntentionSchema });

async function paidWithCoupon(env: Env, orderId: string, code: string): Promise<boolean> {
  const order = await findOrder(createDb(env.DB), orderId);
  return (
    order?.couponCode === normaliseCouponCode(code) &&
    order.paymentMethod === "coupon" &&
    (order.status === "paid" || order.status === "completed")
  );
}

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

export const tarotRoutes = new Hono<AppEnv>()
  .post(
    "/create-order",
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
    validate("json", z.object({ tarotOrderId: z.uuid({ error: "Invalid order id" }), couponCode: CouponCodeSchema })),
    async (c) => {
      await enforceRateLimit(c, c.env.RATE_LIMIT_COUPON, "coupon");
      const { tarotOrderId, couponCode } = c.req.valid("json");
      const order = await ownedOrder(c, tarotOrderId, "tarot_reading");
      const outcome = await applyCoupon(c.env, order, couponCode);
      const answerWithSession = async () => {
        const sessionId = await openSessionForOrder(c.env, tarotOrderId);
        rememberSessionLink(c, sessionId);
        return c.json({ applied: true, redirectUrl: sessionRedirectUrl(sessionId), error: null });
      };
      switch (outcome.kind) {
        case "applied":
          // A discount, not a free reading: the rest is paid by card, at the new price shown here.
          if (!outcome.free) {
            return c.json({ applied: true, redirectUrl: null, error: null, final_price: outcome.finalPriceCents });
          }
          return answerWithSession();
        case "order_not_payable":
        case "not_valid":
          // A retried or racing apply of the code that already paid this order answers as the winner did.
          if (await paidWithCoupon(c.env, tarotOrderId, couponCode)) return answerWithSession();
          if (outcome.kind === "not_valid") return c.json({ applied: false, redirectUrl: null, error: outcome.error });
          return fail(409, "This order is already paid, has a coupon, or its card payment has started");
      }
    },
  )
  .get("/sessions/:id", validate("param", SessionParam), async (c) => {
    await enforceRateLimit(c, c.env.RATE_LIMIT_LOOKUP, "lookup");
    const { id } = c.req.valid("param");
    const stub = await knownSession(c.env, id);
    const view = toSessionView(c.var.config, unwrap(await stub.view()));
    // This browser opened the session, so My Orders may show it its link here (decision 0029).
    rememberSessionLink(c, id);
    c.header("Cache-Control", "no-store");
    return c.json(view);
  })
  .post("/sessions/:id/shuffle", validate("param", SessionParam), validate("json", IntentionBody), async (c) => {
    const stub = await sessionForStep(c, c.req.valid("param").id);
    unwrap(await stub.shuffle(c.req.valid("json").intention));
    const deck: CardBackView[] = Array.from({ length: DECK_SIZE }, (_, index) => ({ index, imageUrl: cardBackUrl() }));
    return c.json({ deck });
  })
  .post(
    "/sessions/:id/select-spread",
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
  .get("/sessions/:id/interpret", validate("param", SessionParam), async (c) => {
    const stub = await sessionForStep(c, c.req.valid("param").id);
    const res = await stub.fetch(new Request("https://tarot-session/interpret", { signal: c.req.raw.signal }));
    // A Durable Object's response has immutable headers; copy it so the security headers can be added.
    return new Response(res.body, res);
  })
  .get("/readings/:id", validate("param", ReadingParam), async (c) => {
    const view = await savedReading(c, c.req.valid("param").id);
    // A saved reading never changes; let browsers keep it briefly.
    c.header("Cache-Control", "private, max-age=300");
    return c.json(view);
  })
  .get("/readings/:id/pdf", validate("param", ReadingParam), async (c) => {
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
  .get("/cards/:file", validate("param", z.object({ file: z.string().regex(/^[a-z0-9-]{3,40}\.svg$/) })), (c) => {
    const id = c.req.valid("param").file.slice(0, -".svg".length);
    if (id === CARD_BACK_ID) return svg(renderCardBackSvg());
    const card = cardById(id);
    if (!card) fail(404, "No such card");
    return svg(renderCardSvg(card));
  });
