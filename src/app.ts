/**
 * The root Hono app: every /api request passes through here. It owns the
 * cross-cutting rules (request ids, security headers, body cap, one error
 * shape, JSON 404/405) and mounts one sub-app per resource.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ExtractSchema, MergeSchemaPath } from "hono/types";
import { adminRoutes } from "./api/admin";
import { type PageRenderers, pageSecurityPolicy, serveAppShell } from "./api/app-shell";
import { configRoutes } from "./api/config";
import { contentRoutes } from "./api/content";
import { CONTENT_PAGES, serveContentPage } from "./api/content-pages";
import { couponRoutes } from "./api/coupons";
import { healthRoutes } from "./api/health";
import { myOrdersRoutes } from "./api/my-orders";
import { openApiRoutes } from "./api/openapi";
import { orderRoutes } from "./api/orders";
import { paypalRoutes } from "./api/paypal";
import { quizRoutes } from "./api/quiz";
import { siteFileRoutes } from "./api/site-files";
import { storyRoutes } from "./api/story";
import { tarotRoutes } from "./api/tarot";
import type { AppEnv } from "./app-env";
import { bodyLimit } from "./lib/body-limit";
import { ConfigError, errorJson, safeErrorMessage } from "./lib/errors";
import { log } from "./lib/log";
import { allowedMethodsFor } from "./lib/method-not-allowed";
import { requestIdMiddleware } from "./lib/request-id";
import { type RuntimeConfig, readRuntimeConfig } from "./lib/runtime-config";
import { BASE_SECURITY_HEADERS, HSTS_VALUE } from "./lib/security-headers";

/** Largest request body the API accepts. The biggest legitimate one is a PayPal webhook (a few KB). */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The app, given what renders pages on the server. The Worker's composition root
 * (workers/app.ts) passes the SPA's renderer; without one (tests that only call the
 * API), every page gets the SPA shell and the browser renders it.
 */
export function createApp(pages: PageRenderers = {}): { app: Hono<AppEnv>; routes: AppType } {
  const app = new Hono<AppEnv>();

  app.use(requestIdMiddleware);

  app.use(async (c, next) => {
    await next();
    // A route may set a stricter policy of its own (the story view's nonce CSP); keep it.
    // The page policy adds what this deployment needs (the card scans' host; under `vite dev`, its preamble).
    const config = c.get("config") as RuntimeConfig | undefined;
    const headers = config ? { ...BASE_SECURITY_HEADERS, ...pageSecurityPolicy(config) } : BASE_SECURITY_HEADERS;
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
    if (new URL(c.req.url).protocol === "https:") c.res.headers.set("Strict-Transport-Security", HSTS_VALUE);
  });

  app.use(
    bodyLimit(MAX_BODY_BYTES, (c) => errorJson(c, `Request body too large (limit ${MAX_BODY_BYTES / 1024} KB)`, 413)),
  );

  app.use(async (c, next) => {
    c.set("config", readRuntimeConfig(c.env));
    await next();
  });

  const routes = app
    .basePath("/api")
    .route("/health", healthRoutes)
    .route("/admin", adminRoutes)
    .route("/config", configRoutes)
    .route("/content", contentRoutes)
    .route("/quiz", quizRoutes)
    .route("/coupons", couponRoutes)
    .route("/orders", orderRoutes)
    .route("/my-orders", myOrdersRoutes)
    .route("/paypal", paypalRoutes)
    .route("/story", storyRoutes)
    .route("/tarot", tarotRoutes)
    .route("/openapi.json", openApiRoutes(app));
  // AppType, spelled out below, must say exactly what is mounted here.
  const typed: SameRoutes<typeof routes, AppType> = true;
  void typed;

  // The pages that show the operator's testimonials and founder note (docs/decisions/0040).
  for (const path of Object.keys(CONTENT_PAGES)) app.get(path, (c) => serveContentPage(c, pages));

  // robots.txt and the sitemap, which name the shop's own address (src/api/site-files.ts).
  app.route("/", siteFileRoutes);

  // Everything outside /api that the assets binding could not serve: the SPA's pages.
  app.get("*", (c) => serveAppShell(c, pages));

  const allowedMethods = allowedMethodsFor(app);

  app.notFound((c) => {
    const allow = allowedMethods(c.req.path, c.req.method);
    if (allow.length > 0) {
      c.header("Allow", allow.join(", "));
      return errorJson(c, `Method ${c.req.method} not allowed. Allowed: ${allow.join(", ")}`, 405);
    }
    return errorJson(c, `Not found: ${c.req.path}`, 404);
  });

  app.onError((err, c) => {
    if (err instanceof HTTPException) {
      // bodyLimit and our own fail() raise these; their message is meant for the client. A 5xx
      // among them (PayPal not answering) is an error line, and so reported; a 503 is a feature
      // switched off (checkout without credentials), which is only worth a warning.
      if (err.status >= 500) {
        const level = err.status === 503 ? "warn" : "error";
        log(level, "request failed", { path: c.req.path, status: err.status, error: err.message });
      }
      return errorJson(c, err.message || "Request failed", err.status);
    }
    if (err instanceof ConfigError) {
      log("error", "invalid configuration", { problems: err.message }, err);
      return errorJson(c, "The shop is misconfigured. Please try again later.", 500);
    }
    // The log line (with the request id its context adds) and the error report hold the details.
    log("error", "unhandled error", { path: c.req.path, error: safeErrorMessage(err) }, err);
    return errorJson(c, "Internal server error", 500);
  });
  return { app, routes };
}

/** `true` when two apps have the same routes, with the same inputs and answers. */
type SameRoutes<A, B> = [ExtractSchema<A>] extends [ExtractSchema<B>]
  ? [ExtractSchema<B>] extends [ExtractSchema<A>]
    ? true
    : false
  : false;

/**
 * The API's routes and answers, for the SPA's typed client (hono/client). Spelled
 * out one sub-app at a time, so that its declaration names each piece instead of
 * inlining them all: inlined, it is too large for TypeScript to emit, and the SPA
 * reads it from emitted declarations (app/tsconfig.json, docs/decisions/0045).
 * The annotation in createApp checks that it matches what is mounted.
 */
export type AppType = Hono<
  AppEnv,
  | MergeSchemaPath<ExtractSchema<typeof healthRoutes>, "/api/health">
  | MergeSchemaPath<ExtractSchema<typeof adminRoutes>, "/api/admin">
  | MergeSchemaPath<ExtractSchema<typeof configRoutes>, "/api/config">
  | MergeSchemaPath<ExtractSchema<typeof contentRoutes>, "/api/content">
  | MergeSchemaPath<ExtractSchema<typeof quizRoutes>, "/api/quiz">
  | MergeSchemaPath<ExtractSchema<typeof couponRoutes>, "/api/coupons">
  | MergeSchemaPath<ExtractSchema<typeof orderRoutes>, "/api/orders">
  | MergeSchemaPath<ExtractSchema<typeof myOrdersRoutes>, "/api/my-orders">
  | MergeSchemaPath<ExtractSchema<typeof paypalRoutes>, "/api/paypal">
  | MergeSchemaPath<ExtractSchema<typeof storyRoutes>, "/api/story">
  | MergeSchemaPath<ExtractSchema<typeof tarotRoutes>, "/api/tarot">
  | MergeSchemaPath<ExtractSchema<ReturnType<typeof openApiRoutes>>, "/api/openapi.json">,
  "/api"
>;

/** The app without server rendering: what API tests call directly. */
export default createApp().app;
