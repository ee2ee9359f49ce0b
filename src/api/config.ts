import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../app-env";
import { CURRENCY, PRODUCTS } from "../shared/catalog";
import { type RuntimeConfigResponse, RuntimeConfigResponseSchema } from "../shared/runtime-config";
import { json } from "./openapi";
import { siteUrl } from "./page-urls";

/**
 * What the browser needs at run time, so one build serves every environment.
 * Only public values: the PayPal client id is public by design, the secret never leaves.
 */
const configDoc = describeRoute({
  tags: ["Shop"],
  summary: "The browser's run-time settings",
  description: "Public values only: PayPal's client id (null while card checkout is not configured), prices in cents.",
  responses: { 200: json("The settings", RuntimeConfigResponseSchema) },
});

export const configRoutes = new Hono<AppEnv>().get("/", configDoc, (c) => {
  const config = c.var.config;
  const body: RuntimeConfigResponse = {
    // Only advertised when checkout can work end to end (src/api/paypal.ts needs all three).
    paypal: {
      clientId:
        config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET && config.SIGNING_SECRET
          ? config.PAYPAL_CLIENT_ID
          : null,
      env: config.PAYPAL_ENV,
    },
    supportEmail: config.SUPPORT_EMAIL,
    sentryDsn: config.SENTRY_BROWSER_DSN ?? null,
    siteUrl: siteUrl(c),
    currency: CURRENCY,
    prices: { soulmate: PRODUCTS.soulmate.priceCents, tarot_reading: PRODUCTS.tarot_reading.priceCents },
  };
  c.header("Cache-Control", "no-cache");
  return c.json(body);
});
