/**
 * Which tarot sessions this browser was given the link to (docs/decisions/0029). My Orders
 * opens with an email alone, so it names a session that has not been read yet only to a
 * browser that already holds its link: the one the checkout sent to it, or one that opened it.
 *
 * One cookie per session, scoped to My Orders. It needs no signature: its name is the session
 * id, and whoever can write that id already holds the link it would reveal.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../app-env";

const PREFIX = "tarot_session_";
/** Browsers cap a cookie's life at 400 days; a paid reading may wait that long. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Remembers in this browser that it holds the link to this session. */
export function rememberSessionLink(c: Context<AppEnv>, sessionId: string): void {
  setCookie(c, `${PREFIX}${sessionId}`, "1", {
    path: "/api/my-orders",
    httpOnly: true,
    sameSite: "Lax",
    secure: new URL(c.req.url).protocol === "https:",
    maxAge: MAX_AGE_SECONDS,
  });
}

/** The session ids this browser holds links to. */
export function sessionLinksHeld(c: Context<AppEnv>): Set<string> {
  const ids = Object.keys(getCookie(c))
    .filter((name) => name.startsWith(PREFIX))
    .map((name) => name.slice(PREFIX.length))
    .filter((id) => UUID.test(id));
  return new Set(ids);
}
