/**
 * The root Hono app: every /api request passes through here. It owns the
 * cross-cutting rules (request ids, security headers, body cap, one error
 * shape, JSON 404/405) and mounts one sub-app per resource.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { adminRoutes } from "./api/admin";
import { type PageRenderers, serveAppShell } from "./api/app-shell";
import { configRoutes } from "./api/config";
import { couponRoutes } from "./api/coupons";
import { healthRoutes } from "./api/health";
import { myOrdersRoutes } from "./api/my-orders";
import { orderRoutes } from "./api/orders";
import { paypalRoutes } from "./api/paypal";
import { quizRoutes } from "./api/quiz";
import { storyRoutes } from "./api/story";
import { tarotRoutes } from "./api/tarot";
import type { AppEnv } from "./app-env";
import { bodyLimit } from "./lib/body-limit";
import { ConfigError, safeErrorMessage } from "./lib/errors";
import { log } from "./lib/log";
import { allowedMethodsFor } from "./lib/method-not-allowed";
import { readRuntimeConfig } from "./lib/runtime-config";
import { BASE_SECURITY_HEADERS, HSTS_VALUE } from "./lib/security-headers";

/** Largest request body the API accepts. The biggest legitimate one is a PayPal webhook (a few KB). */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The app, given what renders pages on the server. The Worker's composition root
 * (workers/app.ts) passes the SPA's renderer; without one (tests that only call the
 * API), every page gets the SPA shell and the browser renders it.
 */
export function createApp(pages: PageRenderers = {}) {
  const app = new Hono<AppEnv>();

  app.use(requestId());

  app.use(async (c, next) => {
    await next();
    // A route may set a stricter policy of its own (the story view's nonce CSP); keep it.
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
    if (new URL(c.req.url).protocol === "https:") c.res.headers.set("Strict-Transport-Security", HSTS_VALUE);
  });

  app.use(
    bodyLimit(MAX_BODY_BYTES, (c) =>
      c.json({ error: `Request body too large (limit ${MAX_BODY_BYTES / 1024} KB)` }, 413),
    ),
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
    .route("/quiz", quizRoutes)
    .route("/coupons", couponRoutes)
    .route("/orders", orderRoutes)
    .route("/my-orders", myOrdersRoutes)
    .route("/paypal", paypalRoutes)
    .route("/story", storyRoutes)
    .route("/tarot", tarotRoutes);

  // Everything outside /api that the assets binding could not serve: the SPA's pages.
  app.get("*", (c) => serveAppShell(c, pages));

  const allowedMethods = allowedMethodsFor(app);

  app.notFound((c) => {
    const allow = allowedMethods(c.req.path, c.req.method);
    if (allow.length > 0) {
      c.header("Allow", allow.join(", "));
      return c.json({ error: `Method ${c.req.method} not allowed. Allowed: ${allow.join(", ")}` }, 405);
    }
    return c.json({ error: `Not found: ${c.req.path}` }, 404);
  });

  app.onError((err, c) => {
    if (err instanceof HTTPException) {
      // bodyLimit and our own fail() raise these; their message is meant for the client.
      return c.json({ error: err.message || "Request failed" }, err.status);
    }
    const requestIdValue = c.get("requestId");
    if (err instanceof ConfigError) {
      log("error", "invalid configuration", { requestId: requestIdValue, problems: err.message });
      return c.json({ error: "The shop is misconfigured. Please try again later." }, 500);
    }
    log("error", "unhandled error", {
      requestId: requestIdValue,
      path: c.req.path,
      error: safeErrorMessage(err),
    });
    return c.json({ error: "Internal server error", requestId: requestIdValue }, 500);
  });
  return { app, routes };
}

/** The API's routes and answers, for the SPA's typed client (hono/client). */
export type AppType = ReturnType<typeof createApp>["routes"];

/** The app without server rendering: what API tests call directly. */
export default createApp().app;
