/**
 * The admin gate: every /api/admin request carries the operator's key in
 * `x-admin-key`. The key is compared in constant time through SHA-256 digests;
 * with no ADMIN_KEY configured nothing gets in. Failed attempts are rate
 * limited per address, and an address that used up its allowance is refused
 * before its key is even looked at, so a blocked guesser learns nothing.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { clientIp } from "../lib/client-ip";
import { fail } from "../lib/errors";
import { log } from "../lib/log";
import { hex, sha256 } from "../lib/signing";

export const ADMIN_KEY_HEADER = "x-admin-key";

/** The admin sub-app's environment: the shop's, plus who is acting (for the audit log). */
export type AdminEnv = {
  Bindings: AppEnv["Bindings"];
  Variables: AppEnv["Variables"] & { adminActor: string };
};

/**
 * Hashing both sides first gives two 32-byte buffers whatever was sent, so
 * timingSafeEqual never sees different lengths and the comparison time says
 * nothing about the key's length or content.
 */
export async function adminKeyMatches(provided: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256(provided), sha256(expected)]);
  return (crypto.subtle as WorkersSubtleCrypto).timingSafeEqual(a, b);
}

/** workerd's SubtleCrypto has timingSafeEqual; the DOM typings that also describe `crypto` here do not. */
type WorkersSubtleCrypto = SubtleCrypto & {
  timingSafeEqual(a: ArrayBuffer | ArrayBufferView, b: ArrayBuffer | ArrayBufferView): boolean;
};

/**
 * Who acted, for the audit log: 12 hex digits of a domain-separated hash of
 * the key. It tells keys apart (a rotated key shows up as a new actor) and
 * cannot be turned back into the key.
 */
export async function adminActorId(key: string): Promise<string> {
  return `key:${hex(await sha256(`admin-audit-actor:${key}`)).slice(0, 12)}`;
}

/** How long an address that ran out of attempts is turned away (the limiter's period). */
const BLOCK_MS = 60_000;
const MAX_REMEMBERED_BLOCKS = 1000;

/**
 * Addresses over the limit, per isolate. Workers' rate limiter can only count,
 * not be asked, so once it says "over" the address is remembered here and
 * refused before any key comparison until the period ends.
 */
const blockedUntil = new Map<string, number>();

function isBlocked(ip: string, now: number): boolean {
  const until = blockedUntil.get(ip);
  if (until === undefined) return false;
  if (until > now) return true;
  blockedUntil.delete(ip);
  return false;
}

function block(ip: string, now: number): void {
  if (blockedUntil.size >= MAX_REMEMBERED_BLOCKS) {
    for (const [address, until] of blockedUntil) if (until <= now) blockedUntil.delete(address);
    // Still full of live blocks: drop the oldest rather than grow without bound.
    if (blockedUntil.size >= MAX_REMEMBERED_BLOCKS) {
      const oldest = blockedUntil.keys().next().value;
      if (oldest !== undefined) blockedUntil.delete(oldest);
    }
  }
  blockedUntil.set(ip, now + BLOCK_MS);
}

const TOO_MANY = "Too many failed admin key attempts. Wait a minute and try again.";

/** Lets the request through with `adminActor` set, or answers 401 (no key, wrong key, admin off) or 429. */
export const requireAdmin: MiddlewareHandler<AdminEnv> = async (c, next) => {
  // The admin env only adds a variable; clientIp reads nothing but a header.
  const ip = clientIp(c as unknown as Context<AppEnv>);
  if (isBlocked(ip, Date.now())) fail(429, TOO_MANY);

  const expected = c.var.config.ADMIN_KEY;
  const provided = c.req.header(ADMIN_KEY_HEADER) ?? "";
  const accepted = expected !== undefined && provided !== "" && (await adminKeyMatches(provided, expected));
  if (!accepted) {
    const { success } = await c.env.RATE_LIMIT_ADMIN.limit({ key: `admin-auth:${ip}` });
    if (!success) {
      block(ip, Date.now());
      log("warn", "admin key attempts blocked", { path: c.req.path });
      fail(429, TOO_MANY);
    }
    const reason = expected === undefined ? "not configured" : provided === "" ? "missing key" : "wrong key";
    log("warn", "admin request refused", { path: c.req.path, reason, requestId: c.var.requestId });
    if (expected === undefined) fail(401, "Admin access is not configured: set the ADMIN_KEY secret.");
    fail(401, provided === "" ? `Missing ${ADMIN_KEY_HEADER} header` : "Invalid admin key");
  }

  c.set("adminActor", await adminActorId(provided));
  await next();
  // Orders, emails and coupon codes: nothing here may sit in a shared cache.
  c.res.headers.set("Cache-Control", "no-store");
};
