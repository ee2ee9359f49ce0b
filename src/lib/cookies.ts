/**
 * The cookies that prove something about a browser (its orders' key, the email it proved).
 * Over https each carries a name prefix that browsers enforce: `__Host-` (only this host may
 * set it, over https, for Path=/, with no Domain) or `__Secure-` (only over https), so a
 * sibling subdomain or a plain-http page cannot plant one. Only the prefixed name is read
 * there. Plain http (local dev, the tests) keeps the bare name.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../app-env";

export type ProofCookie = {
  name: string;
  /** `host` needs Path=/ over https; `secure` keeps `path` there too. */
  prefix: "host" | "secure";
  /** Where the browser sends it over plain http (and, with `secure`, over https too). */
  path: string;
  maxAgeSeconds: number;
};

function overHttps(c: Context<AppEnv>): boolean {
  return new URL(c.req.url).protocol === "https:";
}

export function readProofCookie(c: Context<AppEnv>, cookie: ProofCookie): string | undefined {
  return overHttps(c) ? getCookie(c, cookie.name, cookie.prefix) : getCookie(c, cookie.name);
}

/** HttpOnly and SameSite=Lax always; over https, Secure and the prefix. */
export function writeProofCookie(c: Context<AppEnv>, cookie: ProofCookie, value: string): void {
  const options = { httpOnly: true, sameSite: "Lax", maxAge: cookie.maxAgeSeconds } as const;
  if (!overHttps(c)) {
    setCookie(c, cookie.name, value, { ...options, path: cookie.path });
  } else if (cookie.prefix === "host") {
    setCookie(c, cookie.name, value, { ...options, prefix: "host", path: "/", secure: true });
  } else {
    setCookie(c, cookie.name, value, { ...options, prefix: "secure", path: cookie.path, secure: true });
  }
}
