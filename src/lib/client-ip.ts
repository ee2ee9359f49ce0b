import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { fail } from "./errors";

/** The visitor's address as Cloudflare reports it; "local" in dev and tests where the header is absent. */
export function clientIp(c: Context<AppEnv>): string {
  return c.req.header("cf-connecting-ip") ?? "local";
}

/** Raises 429 when the visitor has used up this limiter's allowance. */
export async function enforceRateLimit(c: Context<AppEnv>, limiter: RateLimit, scope: string): Promise<void> {
  const { success } = await limiter.limit({ key: `${scope}:${clientIp(c)}` });
  if (!success) fail(429, "Too many requests. Please wait a minute and try again.");
}
