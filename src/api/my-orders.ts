/**
 * My Orders (docs/product/screens.md, My Orders; docs/decisions/0048): found by email, opened by proof.
 * GET /api/my-orders?email= lists every order placed with an email, newest first: what was bought,
 * when, its status and price. An email is not a secret, so what an order holds (its id, files and
 * story, its readings and their questions, the buyer's town and birth date) is in the answer only
 * for a browser that proves the order is its buyer's: the browser that made it (its owner key), or
 * one that opened a sign-in link sent to the address (POST /link, then POST /session).
 */
import { eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { createDb } from "../db/client";
import { artifacts, type Order, readings, tarotSessions } from "../db/schema";
import { createSignInLink, openSignInLink } from "../db/sign-in-queries";
import { emailEnabled, enqueueSignInEmail } from "../emails/outbox";
import { enforceRateLimit } from "../lib/client-ip";
import { fail, safeErrorMessage } from "../lib/errors";
import { log, maskEmail } from "../lib/log";
import { validate } from "../lib/validate";
import { buyerOrdersPage } from "../orders/queries";
import { ArtifactsViewSchema, OrderViewSchema, toArtifactsView, toOrderView } from "../orders/views";
import { SIGN_IN_LINK_SENT, SIGN_IN_LINK_SPENT, SignInTokenSchema } from "../shared/my-orders";
import { EmailSchema } from "../shared/schemas";
import { provenEmail, rememberEmailProof } from "./email-proof";
import { errors, json, RATE_LIMITED } from "./openapi";
import { heldOwnerKeyHash } from "./order-owner";
import { sessionLinksHeld } from "./session-links";

/** The portal shows at most this many orders per email, newest first. */
export const MY_ORDERS_LIMIT = 50;

export const MyOrderSchema = OrderViewSchema.extend({
  id: z.string().nullable().meta({ description: "Only when `opened`: with the email it opens the order lookup" }),
  number: z.string().meta({ description: "The id's first 8 characters, as emails and support quote it" }),
  opened: z.boolean().meta({
    description:
      "This browser made the order or opened a sign-in link for the email: only then are the id, coupon code, city, inputs, artifacts and readings here",
  }),
  artifacts: ArtifactsViewSchema.nullable(),
  sessions: z.array(
    z.object({ id: z.string(), reading: z.object({ id: z.string(), intention: z.string() }).nullable() }),
  ),
}).meta({ id: "MyOrder" });
/** An order in My Orders (its type inferred from the schema the OpenAPI document publishes). */
export type MyOrder = z.infer<typeof MyOrderSchema>;
export type TarotSessionRef = MyOrder["sessions"][number];

const EMAIL_OFF =
  "This shop can't send email at the moment, so we can't send you a link. Open My Orders in the browser you ordered in, or write to us.";

/** The link is made and queued after the answer has gone, so its timing says nothing about the address either. */
async function sendSignInLink(env: Env, email: string): Promise<void> {
  try {
    const db = createDb(env.DB);
    const [newest] = await buyerOrdersPage(db, email, Date.now(), 1).ids;
    if (!newest) return;
    const token = await createSignInLink(db, email);
    if (!token) {
      log("warn", "sign-in link not sent: the address has had its share", { email: maskEmail(email) });
      return;
    }
    await enqueueSignInEmail(env, newest.id, email, token);
  } catch (error) {
    log("error", "sign-in link not sent", { email: maskEmail(email), reason: safeErrorMessage(error) });
  }
}

export const myOrdersRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      tags: ["Soulmate"],
      summary: "My Orders: every order placed with an email",
      description: `Newest first, at most ${MY_ORDERS_LIMIT}. Each order's product, status, price and date; its id, files, readings and their questions, town and birth date only when \`opened\`: this browser made it (its \`order_owner\` key) or opened a sign-in link sent to the email (the \`email_proof\` cookie). A tarot session not read yet is listed only while its order is paid, to a browser that opened the order or holds the session's link.`,
      responses: { 200: json("The orders", z.array(MyOrderSchema)), ...errors({ 429: RATE_LIMITED }) },
    }),
    validate("query", z.object({ email: EmailSchema })),
    async (c) => {
      await enforceRateLimit(c, c.env.RATE_LIMIT_PORTAL, "portal");
      const { email } = c.req.valid("query");
      const db = createDb(c.env.DB);
      // One round trip for the orders, their files and their tarot sessions.
      const page = buyerOrdersPage(db, email, Date.now(), MY_ORDERS_LIMIT);
      const [rows, files, sessions] = await db.batch([
        page.rows,
        db
          .select({ orderId: artifacts.orderId, name: artifacts.name })
          .from(artifacts)
          .where(inArray(artifacts.orderId, page.ids)),
        db
          .select({
            id: tarotSessions.id,
            orderId: tarotSessions.orderId,
            // A batch maps columns by name, so the reading's id needs a name of its own.
            readingId: sql<string | null>`${readings.id}`.as("reading_id"),
            intention: readings.intention,
          })
          .from(tarotSessions)
          .leftJoin(readings, eq(readings.sessionId, tarotSessions.id))
          .where(inArray(tarotSessions.orderId, page.ids)),
      ]);
      const filesByOrder = Map.groupBy(files, (file) => file.orderId);
      const sessionsByOrder = Map.groupBy(sessions, (session) => session.orderId);
      const linksHeld = sessionLinksHeld(c);
      const owner = await heldOwnerKeyHash(c);
      const emailProved = rows.length > 0 && (await provenEmail(c)) === email;
      const opens = (order: Order) => emailProved || (owner !== null && owner === order.ownerKeyHash);

      const result: MyOrder[] = await Promise.all(
        rows.map(async (order) => {
          const opened = opens(order);
          const view = toOrderView(order);
          const sessions = (sessionsByOrder.get(order.id) ?? []).flatMap((s) => {
            const reading = s.readingId && s.intention !== null ? { id: s.readingId, intention: s.intention } : null;
            // A session's id is all its steps ask for (decision 0029): named only to a browser that opened the
            // order or already holds the session's link, and one not read yet only while its order is paid.
            if (!opened && !linksHeld.has(s.id)) return [];
            if (!reading && order.status !== "paid") return [];
            return [{ id: s.id, reading }];
          });
          if (!opened) {
            return {
              ...view,
              id: null,
              number: order.id.slice(0, 8),
              opened,
              coupon_code: null,
              city: null,
              inputs: null,
              artifacts: null,
              sessions,
            };
          }
          const names = new Set((filesByOrder.get(order.id) ?? []).map((f) => f.name));
          return {
            ...view,
            number: order.id.slice(0, 8),
            opened,
            artifacts:
              order.productType === "soulmate"
                ? await toArtifactsView(order, names, c.var.config.SIGNING_SECRET)
                : null,
            sessions,
          };
        }),
      );
      c.header("Cache-Control", "no-store");
      return c.json(result);
    },
  )
  .post(
    "/link",
    describeRoute({
      tags: ["Soulmate"],
      summary: "Email a sign-in link that opens every order of an address",
      description:
        "When the address has orders, queues an email with a link that works once, within 30 minutes, and is sent at most 3 times an hour and 10 times a day per address (past that, nothing is sent). The answer is the same 202 either way, so it tells nobody whether the address has bought.",
      responses: {
        202: json("The same answer for every address", z.object({ message: z.string() })),
        ...errors({ 429: RATE_LIMITED, 503: "The shop sends no email (EMAIL_FROM unset)" }),
      },
    }),
    validate("json", z.object({ email: EmailSchema })),
    async (c) => {
      await enforceRateLimit(c, c.env.RATE_LIMIT_PORTAL, "portal-link");
      if (!emailEnabled(c.env)) fail(503, EMAIL_OFF);
      c.executionCtx.waitUntil(sendSignInLink(c.env, c.req.valid("json").email));
      return c.json({ message: SIGN_IN_LINK_SENT }, 202);
    },
  )
  .post(
    "/session",
    describeRoute({
      tags: ["Soulmate"],
      summary: "Open a sign-in link in this browser",
      description:
        "Spends the link's token (once: of browsers opening it at the same moment, one wins) and sets the `email_proof` cookie (`HttpOnly`, `SameSite=Lax`, `Path=/api/my-orders`, `__Secure-` and `Secure` over https) that opens every order of the address in this browser for 24 hours.",
      responses: {
        200: json("Opened: the address whose orders this browser now sees", z.object({ email: z.string() })),
        ...errors({ 410: "The link was used already, ran out, or was never sent", 429: RATE_LIMITED }),
      },
    }),
    validate("json", z.object({ token: SignInTokenSchema })),
    async (c) => {
      await enforceRateLimit(c, c.env.RATE_LIMIT_PORTAL, "portal-open");
      const opened = await openSignInLink(createDb(c.env.DB), c.req.valid("json").token);
      if (!opened) fail(410, SIGN_IN_LINK_SPENT);
      rememberEmailProof(c, opened.browserKey);
      log("info", "sign-in link opened", { email: maskEmail(opened.email) });
      c.header("Cache-Control", "no-store");
      return c.json({ email: opened.email });
    },
  );
