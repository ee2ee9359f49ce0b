/**
 * A browser that proved it reads an address's mail (docs/decisions/0048): it opened a sign-in link
 * sent there. It holds a random key in the `email_proof` cookie (`__Secure-email_proof` over https),
 * scoped to My Orders; D1 keeps only the key's hash beside the link it opened, so a value the shop
 * did not give proves nothing. It lasts SIGNED_IN_HOURS.
 */
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { createDb } from "../db/client";
import { signedInEmail } from "../db/sign-in-queries";
import { type ProofCookie, readProofCookie, writeProofCookie } from "../lib/cookies";
import { SIGNED_IN_HOURS } from "../shared/my-orders";

export const EMAIL_PROOF_COOKIE = "email_proof";
const EMAIL_PROOF: ProofCookie = {
  name: EMAIL_PROOF_COOKIE,
  prefix: "secure",
  path: "/api/my-orders",
  maxAgeSeconds: SIGNED_IN_HOURS * 60 * 60,
};
const KEY = /^[A-Za-z0-9_-]{43}$/;

/** Gives this browser the key of the link it just opened. */
export function rememberEmailProof(c: Context<AppEnv>, browserKey: string): void {
  writeProofCookie(c, EMAIL_PROOF, browserKey);
}

/** The address this browser proved, while the proof lasts; null otherwise. */
export async function provenEmail(c: Context<AppEnv>): Promise<string | null> {
  const key = readProofCookie(c, EMAIL_PROOF);
  if (!key || !KEY.test(key)) return null;
  return signedInEmail(createDb(c.env.DB), key);
}
