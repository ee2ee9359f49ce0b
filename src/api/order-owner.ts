/**
 * An unpaid order belongs to the browser that made it (docs/product/rules.md, Ownership).
 * Making an order gives the browser a random key in an httpOnly cookie (the key it already
 * holds, if the shop gave it, so every order it makes stays its own) and keeps the key's
 * SHA-256 with the order. Acting on an unpaid order by its id (a coupon, starting PayPal,
 * capturing it) needs that key: the id alone may have been seen by others. My Orders opens an
 * order's files and readings to the browser holding its key (src/api/my-orders.ts). It needs
 * no secret, so it works where SIGNING_SECRET is unset and coupons are the only way to pay.
 *
 * Over https the cookie is `__Host-order_owner`: browsers take that name only from this host,
 * over https, for the whole site, so a sibling subdomain cannot plant one. Plain http (local
 * dev, the tests) keeps the bare name, scoped to /api.
 */
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { createDb } from "../db/client";
import type { Order } from "../db/schema";
import { type ProofCookie, readProofCookie, writeProofCookie } from "../lib/cookies";
import { fail } from "../lib/errors";
import { log, maskEmail } from "../lib/log";
import { hex, randomKey, sha256 } from "../lib/signing";
import { findOrder, ownerKeyHashInUse } from "../orders/queries";
import { createUnpaidOrder, reviseUnpaidOrder, type UnpaidOrderChanges } from "../orders/transitions";
import type { ProductType } from "../shared/catalog";

export const OWNER_COOKIE = "order_owner";
const KEY = /^[A-Za-z0-9_-]{43}$/;
/** `__Host-order_owner` over https; 30 days, long enough for a checkout left open for days (each new order renews it). */
const OWNER: ProofCookie = { name: OWNER_COOKIE, prefix: "host", path: "/api", maxAgeSeconds: 30 * 24 * 60 * 60 };

export const NOT_YOUR_ORDER =
  "This order was started in another browser, so it can only be paid there. Please start a new order here.";
/** An order made before orders kept their maker: nobody can prove it is theirs, so its checkout is over. */
export const CHECKOUT_EXPIRED = "This checkout has expired. Please start a new order.";

/** What the order keeps: the key itself never reaches the database. */
export async function ownerKeyHash(key: string): Promise<string> {
  return hex(await sha256(`order-owner:${key}`));
}

/** The key in this request's cookie: over https only the `__Host-` name, which nothing but this host can set. */
function heldKey(c: Context<AppEnv>): string | null {
  const key = readProofCookie(c, OWNER);
  return key && KEY.test(key) ? key : null;
}

/** The hash this browser's orders keep, or null when it holds no key (it has made no order yet). */
export async function heldOwnerKeyHash(c: Context<AppEnv>): Promise<string | null> {
  const key = heldKey(c);
  return key ? ownerKeyHash(key) : null;
}

/**
 * For an order about to be made: gives (or renews) this browser's key and returns the hash to keep
 * with the order. A held key is kept only if the shop gave it (some order keeps its hash): a value
 * chosen by whoever wrote the cookie is replaced by a fresh one, so nobody can fix a buyer's key in
 * advance and later prove the buyer's orders are theirs.
 */
export async function ownerKeyForNewOrder(c: Context<AppEnv>): Promise<string> {
  const held = heldKey(c);
  const heldHash = held ? await ownerKeyHash(held) : null;
  const issued = heldHash !== null && (await ownerKeyHashInUse(createDb(c.env.DB), heldHash));
  const key = issued && held ? held : randomKey();
  writeProofCookie(c, OWNER, key);
  return issued && heldHash ? heldHash : ownerKeyHash(key);
}

/**
 * The order, when it is a `productType` order this browser made: `404` for an unknown id or
 * another product, `403` for an order made elsewhere (or before orders kept their maker).
 */
export async function ownedOrder(c: Context<AppEnv>, orderId: string, productType: ProductType): Promise<Order> {
  const order = await findOrder(createDb(c.env.DB), orderId);
  if (order?.productType !== productType) fail(404, "Order not found");
  await requireOrderOwner(c, order);
  return order;
}

/** `403` unless this browser made the order (or for an order made before orders kept their maker). */
export async function requireOrderOwner(c: Context<AppEnv>, order: Order): Promise<void> {
  if (!order.ownerKeyHash) fail(403, CHECKOUT_EXPIRED);
  if ((await heldOwnerKeyHash(c)) !== order.ownerKeyHash) fail(403, NOT_YOUR_ORDER);
}

/**
 * Makes an unpaid order owned by this browser, or, when `replaces` names an unpaid order of the
 * same product this browser made earlier, changes that one in place so going back a step never
 * leaves a second order behind (docs/decisions/0031). A `replaces` the browser cannot prove is
 * its own is ignored and a new order is made.
 */
export async function placeUnpaidOrder(
  c: Context<AppEnv>,
  productType: ProductType,
  details: UnpaidOrderChanges,
  replaces?: string,
): Promise<{ orderId: string; revised: boolean }> {
  const db = createDb(c.env.DB);
  const owner = replaces ? await heldOwnerKeyHash(c) : null;
  const email = details.email ? maskEmail(details.email) : null;
  if (replaces && owner && (await reviseUnpaidOrder(db, replaces, productType, owner, details))) {
    log("info", "unpaid order revised", { orderId: replaces, productType, email });
    return { orderId: replaces, revised: true };
  }
  const orderId = await createUnpaidOrder(db, productType, await ownerKeyForNewOrder(c), details);
  log("info", "order created", { orderId, productType, email });
  return { orderId, revised: false };
}
