/** GET /api/my-orders?email= — every order placed with an email, newest first (docs/product/screens.md, My Orders). */
import { eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { createDb } from "../db/client";
import { artifacts, readings, tarotSessions } from "../db/schema";
import { enforceRateLimit } from "../lib/client-ip";
import { validate } from "../lib/validate";
import { buyerOrdersPage } from "../orders/queries";
import { type ArtifactsView, type OrderView, toArtifactsView, toOrderView } from "../orders/views";
import { EmailSchema } from "../shared/schemas";
import { errors, json, MyOrderSchema, RATE_LIMITED } from "./openapi";
import { heldOwnerKeyHash } from "./order-owner";
import { sessionLinksHeld } from "./session-links";

/** The portal shows at most this many orders per email, newest first. */
export const MY_ORDERS_LIMIT = 50;

export type TarotSessionRef = { id: string; reading: { id: string; intention: string } | null };
export type MyOrder = OrderView & { artifacts: ArtifactsView | null; sessions: TarotSessionRef[] };

export const myOrdersRoutes = new Hono<AppEnv>().get(
  "/",
  describeRoute({
    tags: ["Soulmate"],
    summary: "My Orders: every order placed with an email",
    description: `Newest first, at most ${MY_ORDERS_LIMIT}. Birth date and town are left out; a tarot session not read yet is listed only to a browser holding its link.`,
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
    const result: MyOrder[] = await Promise.all(
      rows.map(async (order) => ({
        ...toOrderView(order),
        // An email alone opens this list, so its JSON leaves out the birth date and home town. The download
        // links are still here, and the story they open does show the first name and city.
        city: null,
        inputs: null,
        artifacts:
          order.productType === "soulmate"
            ? await toArtifactsView(
                order,
                new Set((filesByOrder.get(order.id) ?? []).map((f) => f.name)),
                c.var.config.SIGNING_SECRET,
              )
            : null,
        sessions: (sessionsByOrder.get(order.id) ?? []).flatMap((s) => {
          const reading = s.readingId && s.intention !== null ? { id: s.readingId, intention: s.intention } : null;
          // A session's id is all its steps ask for, and an email alone opens this list: one not read yet
          // is named only to a browser that holds its link, and only while its order is paid (decision 0029).
          // The browser that made the order counts as holding it: a capture that completes later by webhook
          // opens the session after that browser has gone, and My Orders there is its way back.
          const held = linksHeld.has(s.id) || (owner !== null && owner === order.ownerKeyHash);
          if (!reading && (order.status !== "paid" || !held)) return [];
          return [{ id: s.id, reading }];
        }),
      })),
    );
    c.header("Cache-Control", "no-store");
    return c.json(result);
  },
);
