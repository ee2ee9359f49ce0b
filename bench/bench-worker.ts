/**
 * Bench-only entry (never deployed): the real shop Worker plus a few routes
 * the figures need, all in one isolate of one workerd.
 * - /api/__bare/health: a bare Hono handler, to compare with the shop's /api/health.
 * - /api/__bench/pack: builds one full soulmate pack in memory (no I/O but the star catalogue, read
 *   once per isolate), to time it; ?chart=0 without the star chart.
 * - /api/__bench/orders: creates paid orders and starts their fulfilment on the real queue.
 * - /api/__bench/status: how many of the given orders are delivered.
 * - /api/__bench/tarot-sessions: paid tarot orders with their sessions opened, as a coupon would leave them.
 * - /api/__bench/tarot-burst: that many sessions shuffle and pick a spread at once through the shop's
 *   handler inside this isolate, each step timed.
 * - /api/__bench/fixtures: a delivered soulmate order (all 24 files recorded) and a saved Celtic Cross
 *   reading, for the API throughput figures.
 * Rate limits are switched off here: the load figures measure the API's work, not its 429s.
 */
import { inArray } from "drizzle-orm";
import { Hono } from "hono";
import { OWNER_COOKIE, ownerKeyHash } from "../src/api/order-owner";
import { workerArtAssets } from "../src/art/worker-assets";
import { createDb } from "../src/db/client";
import { artifacts, orders, readings, tarotSessions } from "../src/db/schema";
import { randomKey } from "../src/lib/signing";
import { startPack } from "../src/orders/paid/effects";
import { CARD_COUNT, ORACLE_NAMES } from "../src/shared/pack";
import { STAR_SIGNS } from "../src/shared/statuses";
import { ARTIFACT_NAMES, artifactKey } from "../src/soulmate/artifact-names";
import { birthSky } from "../src/soulmate/astro";
import { buildOracleZip } from "../src/soulmate/oracle-zip";
import { buildCardSet, buildOracleBack, buildOracleImages, buildStorybookPdf } from "../src/soulmate/pack-builders";
import { orderSkyChart } from "../src/soulmate/sky-catalogue";
import { composeStory } from "../src/soulmate/story-composer";
import type { SoulmateInputs } from "../src/soulmate/types";
import { cardAt } from "../src/tarot/deck";
import { SPREAD_POSITIONS } from "../src/tarot/positions";
import { composeReading } from "../src/tarot/reader/reading-composer";
import { openSessionForOrder } from "../src/tarot/sessions";
import shop from "../workers/app";

export { TarotSession } from "../workers/app";

const inputsFor = (i: number): SoulmateInputs => ({
  starSign: STAR_SIGNS[i % STAR_SIGNS.length] ?? "aries",
  birthday: { day: 1 + (i % 28), month: 1 + (i % 12), year: 1960 + (i % 45) },
  city: i % 3 === 0 ? null : (["Hobart", "Perth", "Cairns", "Ballarat"][i % 4] ?? "Hobart"),
  preference: i % 2 === 0 ? "men" : "women",
  relationshipStatus:
    (["single", "in-relationship", "just-curious", "divorced", "widowed"] as const)[i % 5] ?? "single",
  firstName: i % 2 === 0 ? "Sam" : null,
});

/** A PayPal-paid soulmate order with the quiz answers of inputsFor(i). */
function soulmateOrder(id: string, i: number, email: string, status: "paid" | "delivered") {
  const inputs = inputsFor(i);
  return {
    id,
    productType: "soulmate" as const,
    status,
    email,
    starSign: inputs.starSign,
    birthDay: inputs.birthday.day,
    birthMonth: inputs.birthday.month,
    birthYear: inputs.birthday.year,
    city: inputs.city,
    preference: inputs.preference,
    relationshipStatus: inputs.relationshipStatus,
    firstName: inputs.firstName,
    originalPriceCents: 1499,
    finalPriceCents: 1499,
    paymentMethod: "paypal" as const,
  };
}

/** Paid tarot orders with their sessions opened, as a free coupon leaves them. */
async function paidSessions(env: Env, count: number): Promise<string[]> {
  const db = createDb(env.DB);
  const ids = Array.from({ length: count }, () => crypto.randomUUID());
  // One row per statement: D1 caps the bound parameters of a single statement.
  for (const id of ids) {
    await db.insert(orders).values({
      id,
      productType: "tarot_reading",
      status: "paid",
      email: "",
      originalPriceCents: 1499,
      finalPriceCents: 0,
      paymentMethod: "coupon",
    });
  }
  return Promise.all(ids.map((id) => openSessionForOrder(env, id)));
}

/**
 * Bare handlers: what a plain Hono route with raw D1 would do to answer the same
 * request (the same rows read or written, none of the shop's middleware, zod,
 * rate limits, signed links or logging). The shop's routes are compared with these.
 */
const bare = new Hono<{ Bindings: Env }>()
  .get("/api/__bare/health", (c) => c.json({ status: "ok" }))
  .get("/api/__bare/orders/:id", async (c) => {
    const id = c.req.param("id");
    const order = await c.env.DB.prepare("SELECT * FROM orders WHERE id = ?").bind(id).first<{ email: string }>();
    if (!order || order.email !== c.req.query("email")) return c.json({ error: "Order not found" }, 404);
    const { results } = await c.env.DB.prepare("SELECT name FROM artifacts WHERE order_id = ?").bind(id).all();
    return c.json({ order, artifacts: results });
  })
  .get("/api/__bare/my-orders", async (c) => {
    const email = c.req.query("email") ?? "";
    const { results: rows } = await c.env.DB.prepare(
      "SELECT * FROM orders WHERE email = ? ORDER BY created_at DESC LIMIT 50",
    )
      .bind(email)
      .all<{ id: string }>();
    const ids = rows.map((r) => r.id);
    const marks = ids.map(() => "?").join(",");
    const [files, sessions] = ids.length
      ? await Promise.all([
          c.env.DB.prepare(`SELECT order_id, name FROM artifacts WHERE order_id IN (${marks})`)
            .bind(...ids)
            .all(),
          c.env.DB.prepare(
            `SELECT s.id, s.order_id, r.id AS reading_id, r.intention FROM tarot_sessions s LEFT JOIN readings r ON r.session_id = s.id WHERE s.order_id IN (${marks})`,
          )
            .bind(...ids)
            .all(),
        ])
      : [{ results: [] }, { results: [] }];
    return c.json(rows.map((order) => ({ order, files: files.results, sessions: sessions.results })));
  })
  .get("/api/__bare/readings/:id", async (c) => {
    const reading = await c.env.DB.prepare("SELECT * FROM readings WHERE id = ?").bind(c.req.param("id")).first();
    return reading ? c.json(reading) : c.json({ error: "Reading not found" }, 404);
  })
  .post("/api/__bare/prepare", async (c) => {
    const a = await c.req.json();
    const id = crypto.randomUUID();
    await c.env.DB.prepare(
      "INSERT INTO orders (id, product_type, status, email, star_sign, birth_day, birth_month, birth_year, city, preference, relationship_status, first_name, original_price_cents, final_price_cents, currency) VALUES (?, 'soulmate', 'awaiting_payment', ?, ?, ?, ?, ?, ?, ?, ?, ?, 1499, 1499, 'AUD')",
    )
      .bind(
        id,
        a.email,
        a.starSign,
        a.birthday.day,
        a.birthday.month,
        a.birthday.year,
        a.city,
        a.preference,
        a.relationshipStatus,
        a.firstName,
      )
      .run();
    return c.json({ orderId: id }, 201);
  });

const bench = new Hono<{ Bindings: Env }>()
  .route("/", bare)
  .post("/api/__bench/pack", async (c) => {
    const i = Number(c.req.query("i") ?? 0);
    const inputs = inputsFor(i);
    const seed = crypto.randomUUID();
    const sky = birthSky(inputs);
    const story = composeStory(inputs, seed);
    // The chart as the story job works it out (once per order) and the book and card draw it;
    // ?chart=0 leaves it out, to compare with the pack before the chart (docs/decisions/0063).
    const chart = c.req.query("chart") === "0" ? null : await orderSkyChart(c.env, inputs, sky);
    if (chart === null && c.req.query("chart") !== "0") throw new Error("the sky catalogue could not be read");
    const [pdf, cards, oracles, back] = await Promise.all([
      buildStorybookPdf(story, sky, inputs, seed, workerArtAssets, { chart }),
      buildCardSet(sky, inputs, seed, workerArtAssets, chart),
      buildOracleImages(sky, inputs, seed, workerArtAssets),
      buildOracleBack(sky, workerArtAssets),
    ]);
    const zip = buildOracleZip(oracles.images, back, inputs.firstName);
    const bytes =
      pdf.byteLength + cards.pdf.byteLength + zip.byteLength + cards.pngs.reduce((s, p) => s + p.byteLength, 0);
    return c.json({ bytes });
  })
  .post("/api/__bench/orders", async (c) => {
    const count = Math.min(Number(c.req.query("n") ?? 50), 200);
    const db = createDb(c.env.DB);
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = crypto.randomUUID();
      ids.push(id);
      await db.insert(orders).values(soulmateOrder(id, i, `bench-${i}@example.com`, "paid"));
    }
    await Promise.all(ids.map((id) => startPack(c.env, id)));
    return c.json({ ids });
  })
  .post("/api/__bench/tarot-sessions", async (c) => {
    const count = Math.min(Number(c.req.query("n") ?? 50), 200);
    return c.json({ sessionIds: await paidSessions(c.env, count) });
  })
  .post("/api/__bench/tarot-burst", async (c) => {
    // The shop's own handler, called in this isolate for every session at once: what the session steps
    // cost in workerd, without the HTTP hop and wrangler dev's proxy in front.
    const count = Math.min(Number(c.req.query("n") ?? 50), 200);
    const ids = await paidSessions(c.env, count);
    const timed = async (path: string, body: unknown) => {
      const started = performance.now();
      const res = await shop.fetch(
        new Request(`http://bench.local${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        benchEnv(c.env),
        c.executionCtx,
      );
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      return performance.now() - started;
    };
    const shuffles: number[] = [];
    const spreads: number[] = [];
    await Promise.all(
      ids.map(async (id) => {
        shuffles.push(await timed(`/api/tarot/sessions/${id}/shuffle`, { intention: "Where is my year heading?" }));
        spreads.push(await timed(`/api/tarot/sessions/${id}/select-spread`, { spreadType: "celtic_cross" }));
      }),
    );
    return c.json({ shuffles, spreads });
  })
  .post("/api/__bench/fixtures", async (c) => {
    const db = createDb(c.env.DB);
    const email = `bench-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const orderId = crypto.randomUUID();
    // Made by the measuring browser, so My Orders opens them whole (14 signed links, the reading) as for their buyer.
    const ownerKey = randomKey();
    const ownerKeyHashed = await ownerKeyHash(ownerKey);
    await db.insert(orders).values({ ...soulmateOrder(orderId, 7, email, "delivered"), ownerKeyHash: ownerKeyHashed });
    const files = [
      [ARTIFACT_NAMES.story, "story"],
      [ARTIFACT_NAMES.storybookPdf, "storybook_pdf"],
      [ARTIFACT_NAMES.cardsPdf, "cards_pdf"],
      ...Array.from({ length: CARD_COUNT }, (_, i) => [ARTIFACT_NAMES.card(i), "card_png"] as const),
      ...ORACLE_NAMES.map((name) => [ARTIFACT_NAMES.oracle(name), "oracle_png"] as const),
      ...Array.from({ length: CARD_COUNT }, (_, i) => [ARTIFACT_NAMES.cardPreview(i), "preview_png"] as const),
      ...ORACLE_NAMES.map((name) => [ARTIFACT_NAMES.oraclePreview(name), "preview_png"] as const),
      [ARTIFACT_NAMES.oracleZip, "oracle_zip"],
    ] as const;
    // One statement per row, in one batch: 24 rows at once would pass D1's 100 bound parameters.
    const [first, ...rest] = files.map(([name, kind]) =>
      db.insert(artifacts).values({
        id: crypto.randomUUID(),
        orderId,
        kind,
        name,
        r2Key: artifactKey(orderId, name),
        contentType: "application/octet-stream",
        sizeBytes: 1,
      }),
    );
    if (first) await db.batch([first, ...rest]);
    const tarotOrderId = crypto.randomUUID();
    const sessionId = crypto.randomUUID();
    const readingId = crypto.randomUUID();
    const positions = SPREAD_POSITIONS.celtic_cross;
    const cards = positions.map((position, i) => ({ card: cardAt(i * 7), reversed: i % 3 === 0, position }));
    await db.insert(orders).values({
      id: tarotOrderId,
      productType: "tarot_reading",
      status: "completed",
      email,
      originalPriceCents: 1499,
      finalPriceCents: 0,
      paymentMethod: "coupon",
      ownerKeyHash: ownerKeyHashed,
    });
    await db
      .insert(tarotSessions)
      .values({ id: sessionId, orderId: tarotOrderId, status: "complete", spreadType: "celtic_cross" });
    const intention = "What should I carry into the new season?";
    await db.insert(readings).values({
      id: readingId,
      sessionId,
      orderId: tarotOrderId,
      spreadType: "celtic_cross",
      intention,
      cardsJson: JSON.stringify(
        cards.map(({ card, reversed, position }) => ({
          id: card.id,
          name: card.name,
          reversed,
          position: position.label,
        })),
      ),
      interpretation: composeReading({ spreadType: "celtic_cross", intention, seed: sessionId, cards }),
    });
    return c.json({ email, orderId, readingId, cookie: `${OWNER_COOKIE}=${ownerKey}` });
  })
  .post("/api/__bench/status", async (c) => {
    const { ids } = await c.req.json<{ ids: string[] }>();
    const rows = await createDb(c.env.DB).select({ status: orders.status }).from(orders).where(inArray(orders.id, ids));
    return c.json({
      delivered: rows.filter((r) => r.status === "delivered").length,
      failed: rows.filter((r) => r.status === "failed").length,
    });
  });

const unlimited: RateLimit = { limit: async () => ({ success: true }) };
const withoutRateLimits = new WeakMap<Env, Env>();

/** The same env object every time, so the shop's per-env config cache still works. */
function benchEnv(env: Env): Env {
  let wrapped = withoutRateLimits.get(env);
  if (!wrapped) {
    wrapped = {
      ...env,
      RATE_LIMIT_PREPARE: unlimited,
      RATE_LIMIT_COUPON: unlimited,
      RATE_LIMIT_LOOKUP: unlimited,
      RATE_LIMIT_PORTAL: unlimited,
      RATE_LIMIT_CHECKOUT: unlimited,
      RATE_LIMIT_SESSION: unlimited,
    };
    withoutRateLimits.set(env, wrapped);
  }
  return wrapped;
}

export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/api/__bare/") || pathname.startsWith("/api/__bench/"))
      return bench.fetch(request, env, ctx);
    return shop.fetch(request, benchEnv(env), ctx);
  },
  queue: shop.queue,
} satisfies ExportedHandler<Env>;
