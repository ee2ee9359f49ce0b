/**
 * GET /api/openapi.json: the API described for integrators (docs/product/api.md, OpenAPI), made
 * from the routes the app mounts. Each route's describeRoute() says what it is for and what it
 * answers; its parameters and body come from the very zod schemas its validate() checks
 * (src/lib/validate.ts), so the document cannot drift from the validation. test/worker/api/openapi.test.ts
 * fails when a mounted route is not described (docs/decisions/0039).
 *
 * The answers' shapes are the zod schemas each view's type is inferred from (src/shared/tarot-views.ts,
 * src/orders/views.ts, src/admin/views.ts, …), so the document and the types cannot differ.
 */
import { type Hono, Hono as HonoApp } from "hono";
import type { JSONValue } from "hono/utils/types";
import { type DescribeRouteOptions, describeRoute, generateSpecs, resolver } from "hono-openapi";
import type { OpenAPIV3_1 } from "openapi-types";
import { z } from "zod";
import { AuditEntryViewSchema } from "../admin/audit";
import { ADMIN_KEY_HEADER } from "../admin/auth";
import { AdminCouponRowSchema, AdminJobRowSchema, AdminOrderRowSchema } from "../admin/views";
import type { AppEnv } from "../app-env";
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

// The answers' shapes are written once, beside the code that builds them, as zod schemas whose
// types the routes return (docs/decisions/0068). The admin's pages of rows are only documented here.
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
