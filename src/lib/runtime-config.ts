import { z } from "zod";
import { ConfigError } from "./errors";

/** Empty strings in wrangler.toml mean "not set". */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/**
 * Who the shop's emails come from: `Soulmate Stories <hello@shop.example>` or a bare address.
 * Not set: the shop sends no email (docs/product/emails.md).
 */
const EmailFromSchema = z.string().transform((text, ctx) => {
  const named = /^(.*?)\s*<([^<>\s]+)>$/.exec(text);
  const name = (named?.[1] ?? "").replace(/^"(.*)"$/, "$1").trim();
  const email = named ? (named[2] ?? "") : text;
  if (!z.email().safeParse(email).success) {
    ctx.addIssue({ code: "custom", message: "EMAIL_FROM must be an address or Name <address>" });
    return z.NEVER;
  }
  return { email, name: name || undefined };
});

const RuntimeConfigSchema = z.object({
  SUPPORT_EMAIL: z.email(),
  AI_MODE: z.enum(["local", "workers-ai"]).default("local"),
  AI_MODEL: z.string().min(1),
  /** The second Workers AI model, tried when the first fails or writes a reading that fails its check. */
  AI_FALLBACK_MODEL: optionalString,
  /** An AI Gateway id: model calls go through it for caching, rate limits and logs. */
  AI_GATEWAY_ID: optionalString,
  PAYPAL_ENV: z.enum(["production", "sandbox"], { error: "PAYPAL_ENV must be production or sandbox" }),
  PAYPAL_API_BASE: optionalString.pipe(z.url().optional()),
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  PAYPAL_WEBHOOK_ID: optionalString,
  /**
   * Each PayPal call's time limit in ms, 10 s unless set. Only the reliability tests set it (25 s): their runtime builds
   * every paid order's pack beside the checkout under test, on a loaded two-core machine, where a reply can wait on the
   * isolate longer than PayPal ever takes to answer.
   */
  PAYPAL_TIMEOUT_MS: optionalString.pipe(
    z
      .string()
      .regex(/^\d+$/, "PAYPAL_TIMEOUT_MS must be a whole number of milliseconds")
      .transform(Number)
      .pipe(z.number().min(1_000).max(60_000))
      .optional(),
  ),
  CARD_IMAGE_BASE: optionalString.pipe(z.url().optional()),
  SITE_URL: optionalString.pipe(z.url().optional()),
  ADMIN_KEY: optionalString,
  SIGNING_SECRET: optionalString,
  /** The SPA's Sentry DSN, public by design; without it the browser reports nothing (docs/decisions/0038). */
  SENTRY_BROWSER_DSN: optionalString.pipe(z.url().optional()),
  EMAIL_FROM: optionalString.pipe(EmailFromSchema.optional()),
  /**
   * Set only by `vite dev` (vite.config.ts): the CSP hash sources of the inline scripts the dev
   * server writes into pages, space-separated. Never in wrangler.toml, so never in a built Worker.
   */
  DEV_SCRIPT_HASHES: optionalString.pipe(
    z
      .string()
      .regex(
        /^'sha256-[A-Za-z0-9+/]+={0,2}'( 'sha256-[A-Za-z0-9+/]+={0,2}')*$/,
        "DEV_SCRIPT_HASHES must be 'sha256-…' sources",
      )
      .transform((text) => text.split(" "))
      .optional(),
  ),
});

export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

const parsed = new WeakMap<object, RuntimeConfig>();

/**
 * Validates the Worker's vars and secrets once per isolate. A bad value (say
 * PAYPAL_ENV=live) is a configuration error: every request fails loudly with a
 * 500 and a log line naming the variable, instead of half-working.
 */
export function readRuntimeConfig(env: Env): RuntimeConfig {
  const cached = parsed.get(env);
  if (cached) return cached;
  const result = RuntimeConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new ConfigError(problems);
  }
  parsed.set(env, result.data);
  return result.data;
}

export function paypalApiBase(config: RuntimeConfig): string {
  if (config.PAYPAL_API_BASE) return config.PAYPAL_API_BASE;
  return config.PAYPAL_ENV === "production" ? "https://api-m.paypal.com" : "https://api-m.sandbox.paypal.com";
}
