/**
 * Links to a buyer's files that prove ownership. With SIGNING_SECRET set, a
 * link carries an HMAC signature and an expiry instead of the email; without
 * it (a bare local run), it carries the email the order was placed with.
 */
import { sign, verifySignature } from "../lib/signing";

/** Signed links last a week and change once a day, so polling sees stable URLs. */
const LINK_LIFETIME_DAYS = 7;
const DAY_MS = 86_400_000;

export type OwnershipProof = { email?: string; exp?: string; sig?: string };

function expiry(now: number): number {
  return (Math.floor(now / DAY_MS) + LINK_LIFETIME_DAYS) * DAY_MS;
}

const signedMessage = (orderId: string, resource: string, exp: string) => `${orderId}/${resource}:${exp}`;

export async function ownedLink(
  path: string,
  orderId: string,
  resource: string,
  owner: { email: string; secret: string | undefined },
  now = Date.now(),
): Promise<string> {
  if (!owner.secret) return `${path}?email=${encodeURIComponent(owner.email)}`;
  const exp = String(expiry(now));
  const sig = await sign(owner.secret, signedMessage(orderId, resource, exp));
  return `${path}?exp=${exp}&sig=${sig}`;
}

/** True when the request proves it may read this order's resource. */
export async function provesOwnership(
  proof: OwnershipProof,
  orderId: string,
  resource: string,
  orderEmail: string,
  secret: string | undefined,
  now = Date.now(),
): Promise<boolean> {
  if (proof.email !== undefined) return proof.email === orderEmail;
  if (!secret || !proof.exp || !proof.sig) return false;
  if (!/^\d{13}$/.test(proof.exp) || Number(proof.exp) < now) return false;
  return verifySignature(secret, signedMessage(orderId, resource, proof.exp), proof.sig);
}
