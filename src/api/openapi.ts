/**
 * GET /api/openapi.json: the API described for integrators (docs/product/api.md, OpenAPI), made
 * from the routes the app mounts. Each route's describeRoute() says what it is for and what it
 * answers; its parameters and body come from the very zod schemas its validate() checks
 * (src/lib/validate.ts), so the document cannot drift from the validation. test/worker/api/openapi.test.ts
 * fails when a mounted route is not described (docs/decisions/0039).
 *
 * The answers' shapes are written here as zod schemas mirroring the view types the routes
 * return; that test checks each one is exactly its type.
 */
import { type Hono, Hono as HonoApp } from "hono";
import type { JSONValue } from "hono/utils/types";
import { type DescribeRouteOptions, describeRoute, generateSpecs, resolver } from "hono-openapi";
import type { OpenAPIV3_1 } from "openapi-types";
import { z } from "zod";
import { ADMIN_KEY_HEADER } from "../admin/auth";
import type { AppEnv } from "../app-env";
import { payments } from "../db/schema";
import { ADMIN_ACTIONS, ADMIN_OUTCOMES, AUDIT_TARGET_TYPES } from "../shared/admin";
import { CURRENCY, PRODUCT_TYPES } from "../shared/catalog";
import { ORACLE_NAMES } from "../shared/pack";
import {
  COUPON_KINDS,
  COUPON_SCOPES,
  JOB_STATUSES,
  JOB_TYPES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  SPREAD_TYPES,
  TAROT_SESSION_STATUSES,
} from "../shared/statuses";
import { OWNER_COOKIE } from "./order-owner";

type Responses = NonNullable<DescribeRouteOptions["responses"]>;
type Parameters = NonNullable<DescribeRouteOptions["parameters"]>;

/** Every refusal, whatever the route: `{error}` (docs/product/api.md, Errors). */
export const ErrorBodySchema = z
  .object({
    error: z.string().meta({ description: "What went wrong, in words that can be shown to the buyer." }),
    requestId: z
      .string()
      .optional()
      .meta({ description: "The answer's X-Request-Id: the reference to quote to support." }),
  })
  .meta({ description: "The one error shape of the API." });

const ERROR_REF = { $ref: "#/components/schemas/Error" } as const;

/** A JSON answer, with its shape when one is published. */
export function json(description: string, schema?: z.ZodType): Responses[string] {
  return { description, content: { "application/json": schema ? { schema: resolver(schema) } : {} } };
}

/** A file or page answer: its media type, no JSON. */
export function file(description: string, mediaType: string): Responses[string] {
  return { description, content: { [mediaType]: { schema: { type: "string", format: "binary" } } } };
}

/** `{error}` answers, each status with what it means on this route. */
export function errors(
  answers: Partial<Record<number | "default", string>>,
): Record<string, OpenAPIV3_1.ResponseObject> {
  const described = Object.entries(answers).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return Object.fromEntries(
    described.map(([status, description]) => [
      status,
      { description, content: { "application/json": { schema: ERROR_REF } } },
    ]),
  );
}

export const RATE_LIMITED = "Too many requests from this address: wait a minute";

/** The browser's key to the unpaid orders it made (src/api/order-owner.ts), set when an order is made. */
export const ORDER_OWNER_COOKIE: Parameters = [
  {
    in: "cookie",
    name: OWNER_COOKIE,
    required: false,
    description:
      "Set by the call that made the order (named `__Host-order_owner` over https); without the same key the answer is 403.",
    schema: { type: "string" },
  },
];

// Tarot (src/shared/tarot.ts)
export const CardViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    imageUrl: z.string(),
    alt: z.string(),
    reversed: z.boolean(),
    position: z.string().meta({ description: "The position label, e.g. Challenge" }),
  })
  .meta({ id: "CardView" });
export const CardBackViewSchema = z.object({ index: z.int(), imageUrl: z.string() }).meta({ id: "CardBackView" });
export const SessionViewSchema = z
  .object({
    id: z.string(),
    status: z.enum(TAROT_SESSION_STATUSES),
    intention: z.string().nullable(),
    spread_type: z.enum(SPREAD_TYPES).nullable(),
    shuffledDeck: z.array(CardViewSchema).meta({ description: "The drawn cards once a spread is chosen, else empty" }),
    deckSize: z.int(),
    cardBackUrl: z.string(),
    readingId: z.string().nullable(),
  })
  .meta({ id: "SessionView" });
export const ReadingViewSchema = z
  .object({
    id: z.string(),
    spread_type: z.enum(SPREAD_TYPES),
    intention: z.string(),
    cards: z.array(CardViewSchema),
    interpretation: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "ReadingView" });
export const InterpretMessageSchema = z
  .object({
    content: z.string().optional().meta({ description: "Text to append to what the reader has" }),
    done: z.boolean().optional(),
    readingId: z.string().optional(),
    error: z.string().optional(),
    restart: z.boolean().optional().meta({ description: "Clear the text so far: a new version follows" }),
  })
  .meta({ id: "InterpretMessage" });

// Orders (src/orders/views.ts, src/api/my-orders.ts)
export const OrderViewSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    status: z.enum(ORDER_STATUSES),
    type: z.enum(["soulmate", "tarot"]),
    product_type: z.enum(PRODUCT_TYPES),
    payment_method: z.enum(PAYMENT_METHODS),
    coupon_code: z.string().nullable(),
    original_price: z.int().meta({ description: "Cents" }),
    final_price: z.int().meta({ description: "Cents" }),
    currency: z.string(),
    created_at: z.iso.datetime(),
    city: z.string().nullable(),
    inputs: z
      .object({
        starSign: z.string(),
        birthday: z.object({ day: z.int(), month: z.int(), year: z.int() }),
      })
      .nullable(),
  })
  .meta({ id: "OrderView" });
export const ArtifactsViewSchema = z
  .object({
    story_url: z.string().nullable(),
    storybook_pdf_url: z.string().nullable(),
    storybook_light_pdf_url: z.string().nullable(),
    cards_png_urls: z.array(z.string()),
    cards_pdf_url: z.string().nullable(),
    oracle_urls: z.partialRecord(z.enum(ORACLE_NAMES), z.string()),
    card_preview_urls: z.array(z.string()).meta({ description: "Small web images of the cards, for showing" }),
    oracle_preview_urls: z.partialRecord(z.enum(ORACLE_NAMES), z.string()),
    oracle_zip_url: z.string().nullable(),
  })
  .meta({ id: "ArtifactsView", description: "Signed links to the files built so far; null while one is not ready" });
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

export const RuntimeConfigSchema = z
  .object({
    paypal: z.object({ clientId: z.string().nullable(), env: z.enum(["production", "sandbox"]) }),
    supportEmail: z.string(),
    sentryDsn: z.string().nullable(),
    siteUrl: z.string(),
    currency: z.literal(CURRENCY),
    prices: z.record(z.enum(PRODUCT_TYPES), z.int()),
  })
  .meta({ id: "RuntimeConfig" });

// Admin (src/admin/views.ts, src/admin/queries.ts, src/admin/audit.ts)
const count = z.int();
export const AdminStatsSchema = z
  .object({
    orders: z.object({ total: count, delivered: count, processing: count, failed: count }),
    jobs: z.object({ total: count, completed: count, running: count, failed: count }),
  })
  .meta({ id: "AdminStats" });
export const AdminOrderRowSchema = OrderViewSchema.extend({
  failure_reason: z.string().nullable(),
  paid_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  updated_at: z.string(),
}).meta({ id: "AdminOrderRow" });
export const AdminJobRowSchema = z
  .object({
    id: z.string(),
    type: z.enum(JOB_TYPES),
    order_id: z.string(),
    status: z.enum(JOB_STATUSES),
    priority: z.int(),
    attempts: z.int(),
    last_error: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    finished_at: z.string().nullable(),
    order_status: z.enum(ORDER_STATUSES).nullable(),
    product_type: z.enum(PRODUCT_TYPES).nullable(),
  })
  .meta({ id: "AdminJobRow" });
export const AdminPaymentRowSchema = z
  .object({
    id: z.string(),
    provider: z.enum(payments.provider.enumValues),
    provider_order_id: z.string(),
    capture_id: z.string().nullable(),
    status: z.enum(payments.status.enumValues),
    amount: z.int(),
    currency: z.string(),
    refund_id: z.string().nullable(),
    refunded_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "AdminPaymentRow" });
export const AdminCouponRowSchema = z
  .object({
    code: z.string(),
    kind: z.enum(COUPON_KINDS),
    value: z.int().meta({ description: 'Percent for "percent", cents for "amount", 0 for "free"' }),
    product_scope: z.enum(COUPON_SCOPES),
    max_redemptions: z.int().nullable(),
    redemption_count: z.int(),
    per_email_limit: z.int().nullable(),
    expires_at: z.string().nullable(),
    active: z.boolean(),
    state: z.enum(["active", "disabled", "expired", "used_up"]),
    note: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "AdminCouponRow" });
export const AuditEntryViewSchema = z
  .object({
    id: z.string(),
    actor: z.string(),
    action: z.enum(ADMIN_ACTIONS),
    target_type: z.enum(AUDIT_TARGET_TYPES),
    target_id: z.string(),
    outcome: z.enum(ADMIN_OUTCOMES),
    detail: z.record(z.string(), z.unknown()).nullable(),
    created_at: z.string(),
  })
  .meta({ id: "AuditEntry" });
export const AdminOrderDetailSchema = z
  .object({
    order: AdminOrderRowSchema.extend({
      first_name: z.string().nullable(),
      preference: z.string().nullable(),
      relationship_status: z.string().nullable(),
    }),
    jobs: z.array(AdminJobRowSchema),
    payments: z.array(AdminPaymentRowSchema),
    coupon_redemption: z.object({ coupon_code: z.string(), discount: z.int(), created_at: z.string() }).nullable(),
    files: z.array(z.string()),
    tarot_sessions: z.array(
      z.object({
        id: z.string(),
        status: z.string(),
        spread_type: z.string().nullable(),
        reading_id: z.string().nullable(),
        reading_model: z.string().nullable(),
      }),
    ),
    audit: z.array(AuditEntryViewSchema),
  })
  .meta({ id: "AdminOrderDetail" });

/** Admin lists come a page at a time, newest first; `nextCursor` is null on the last page. */
const nextCursor = z.string().nullable().meta({ description: "Pass as ?cursor= for the next page" });
export const AdminOrdersPageSchema = z.object({ orders: z.array(AdminOrderRowSchema), nextCursor });
export const AdminJobsPageSchema = z.object({ jobs: z.array(AdminJobRowSchema), nextCursor });
export const AdminCouponsPageSchema = z.object({ coupons: z.array(AdminCouponRowSchema), nextCursor });
export const AdminAuditPageSchema = z.object({ entries: z.array(AuditEntryViewSchema), nextCursor });

/** What every /api/admin route shares: the key and its refusals (src/admin/auth.ts). */
export const ADMIN_ROUTES: DescribeRouteOptions = {
  tags: ["Admin"],
  security: [{ adminKey: [] }],
  responses: errors({
    401: `No ${ADMIN_KEY_HEADER} header, a wrong key, or no ADMIN_KEY configured`,
    429: "Too many failed key attempts from this address: wait a minute",
  }),
};

const documentation = () =>
  ({
    openapi: "3.1.0",
    info: {
      title: "Soulmate Stories & AI Tarot API",
      version: "1.0.0",
      description: [
        "The shop's JSON API under /api, as the Worker mounts it. Prices are in Australian cents.",
        "Every refusal answers `{error}` with its status: 400 bad input (the first problem, named), 403 not your order,",
        "404, 409 not in a state to do that, 413 body over 64 KB, 415 a body that is not JSON, 429 rate limited.",
        "Every answer carries `X-Request-Id`; errors repeat it as `requestId`.",
      ].join(" "),
    },
    tags: [
      { name: "Shop", description: "Health and the browser's run-time settings" },
      { name: "Soulmate", description: "The quiz, its coupons, the order's files, story and My Orders" },
      { name: "PayPal", description: "Checkout for both products and PayPal's webhook" },
      { name: "Tarot", description: "Tarot checkout, the session's steps and saved readings" },
      { name: "Admin", description: "The operator's API: every call sends the admin key" },
      { name: "Docs", description: "This document" },
    ],
    components: {
      schemas: { Error: jsonSchema(ErrorBodySchema) },
      securitySchemes: {
        adminKey: {
          type: "apiKey",
          in: "header",
          name: ADMIN_KEY_HEADER,
          description:
            "The operator's ADMIN_KEY, compared in constant time; 30 failed attempts a minute block an address.",
        },
      },
    },
  }) satisfies Partial<OpenAPIV3_1.Document>;

/** A zod schema as an OpenAPI 3.1 schema object (JSON Schema 2020-12, without its $schema line). */
function jsonSchema(schema: z.ZodType): OpenAPIV3_1.SchemaObject {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema);
  return rest as OpenAPIV3_1.SchemaObject;
}

type Document = OpenAPIV3_1.Document;

/** The refusals every operation may give, added to each so no route has to repeat them. */
function addSharedAnswers(document: Document): Document {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {}) as OpenAPIV3_1.OperationObject[]) {
      const responses = operation.responses ?? {};
      const shared: Partial<Record<number | "default", string>> = {
        default: "Any other failure, e.g. a server error (500)",
      };
      if (operation.requestBody) {
        shared[413] = "Request body over 64 KB";
        shared[415] = "A body sent as something other than JSON";
      }
      operation.responses = { ...errors(shared), ...responses };
    }
  }
  return document;
}

/** Builds the document from the app's routes. Exported for the test that checks it against them. */
export async function openApiDocument(app: Hono<AppEnv>): Promise<Document> {
  const generated = await generateSpecs(app, {
    documentation: documentation(),
    // /api/openapi.json itself would otherwise be skipped as a static file.
    excludeStaticFile: false,
    defaultValidationErrorResponse: {
      description: "Invalid input: `error` names the first problem, e.g. `email: Enter a valid email address`",
      content: { "application/json": { schema: ERROR_REF } },
    },
  });
  // The generator shares objects between operations; a copy can be changed safely.
  return addSharedAnswers(structuredClone(generated) as Document);
}

/** Mounted at /api/openapi.json; the document is built once per isolate. */
export function openApiRoutes(app: Hono<AppEnv>) {
  let document: Promise<Document> | undefined;
  return new HonoApp<AppEnv>().get(
    "/",
    describeRoute({
      tags: ["Docs"],
      summary: "This OpenAPI document",
      responses: { 200: json("OpenAPI 3.1 document of every route under /api") },
    }),
    async (c) => {
      document ??= openApiDocument(app).catch((error: unknown) => {
        document = undefined;
        throw error;
      });
      const body = await document;
      // It changes only with a deploy.
      c.header("Cache-Control", "public, max-age=3600");
      // Typed loosely for the API's client: the full OpenAPI type is too large to emit (app/tsconfig.json).
      return c.json(body as unknown as Record<string, JSONValue>);
    },
  );
}
