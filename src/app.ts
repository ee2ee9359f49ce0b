/**
 * The root Hono app: every /api request passes through here. It owns the
 * cross-cutting rules (request ids, security headers, body cap, one error
 * shape, JSON 404/405) and mounts one sub-app per resource.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ExtractSchema, MergeSchemaPath, Schema } from "hono/types";
import { type PageRenderers, pageSecurityPolicy, serveAppShell } from "./api/app-shell";
import { CONTENT_PAGES, serveContentPage } from "./api/content-pages";
import * as mounts from "./api/mounts";
import { openApiRoutes } from "./api/openapi";
import { siteFileRoutes } from "./api/site-files";
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

  // Every sub-app of src/api/mounts.ts at the path it is exported as, then the document of them all.
  const api = app.basePath("/api");
  // (Typed as the root's Env: a union of sub-apps with their own Envs fits no single route() call.)
  for (const [path, subApp] of Object.entries(mounts) as [string, Hono<AppEnv>][]) api.route(path, subApp);
  api.route("/openapi.json", openApiRoutes(app));
  // What was just mounted, as AppType derives it from the same module.
  const routes = api as unknown as AppType;

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

type Mounts = typeof mounts;
/** A sub-app's routes under the path it is mounted at. */
type MountedAt<S, Path extends string> = S extends Schema ? MergeSchemaPath<S, Path> : never;

/**
 * The API's routes and answers, for the SPA's typed client (hono/client): each sub-app of
 * src/api/mounts.ts under its path, and the OpenAPI document. The declaration TypeScript emits
 * names the mounts module instead of inlining every route (inlined, it is too large to emit:
 * TS7056), and the SPA reads it from emitted declarations (app/tsconfig.json, docs/decisions/0045).
 */
export type AppType = Hono<
  AppEnv,
  | { [Path in keyof Mounts]: MountedAt<ExtractSchema<Mounts[Path]>, `/api${Path}`> }[keyof Mounts]
  | MergeSchemaPath<ExtractSchema<ReturnType<typeof openApiRoutes>>, "/api/openapi.json">,
  "/api"
>;

/** The app without server rendering: what API tests call directly. */
export default createApp().app;
