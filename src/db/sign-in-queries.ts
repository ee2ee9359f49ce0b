/**
 * My Orders' sign-in links (docs/decisions/0048), the only reader and writer of `sign_in_links`.
 * A link's token and the key of the browser that opened it are random; both are hashed here, so
 * neither ever reaches D1. Opening a link is one conditional UPDATE: of any number of browsers
 * opening it at once, exactly one wins.
 */
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { hex, randomKey, sha256 } from "../lib/signing";
import {
  SIGN_IN_LINK_MINUTES,
  SIGN_IN_LINKS_PER_DAY,
  SIGN_IN_LINKS_PER_HOUR,
  SIGNED_IN_HOURS,
} from "../shared/my-orders";
import type { Database } from "./client";
import { signInLinks } from "./schema";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const LINK_MS = SIGN_IN_LINK_MINUTES * MINUTE_MS;
const SIGNED_IN_MS = SIGNED_IN_HOURS * HOUR_MS;

const tokenHash = async (token: string) => hex(await sha256(`sign-in-link:${token}`));
const browserKeyHash = async (key: string) => hex(await sha256(`signed-in-browser:${key}`));

/**
 * A new link for this address, or null when the address has had its share lately
 * (SIGN_IN_LINKS_PER_HOUR, SIGN_IN_LINKS_PER_DAY). The count and the insert are one statement,
 * so links asked for at the same moment cannot pass the cap together.
 */
export async function createSignInLink(db: Database, email: string, now = Date.now()): Promise<string | null> {
  const token = randomKey();
  const sentSince = (since: number) =>
    sql`(SELECT count(*) FROM ${signInLinks} WHERE ${signInLinks.email} = ${email} AND ${signInLinks.createdAt} > ${since})`;
  const inserted = await db.run(sql`
    INSERT INTO ${signInLinks} (token_hash, email, expires_at, created_at)
    SELECT ${await tokenHash(token)}, ${email}, ${now + LINK_MS}, ${now}
    WHERE ${sentSince(now - HOUR_MS)} < ${SIGN_IN_LINKS_PER_HOUR}
      AND ${sentSince(now - 24 * HOUR_MS)} < ${SIGN_IN_LINKS_PER_DAY}`);
  return inserted.meta.changes === 1 ? token : null;
}

/** Whether this token's link may still be opened: sent, not opened, not expired. */
export async function signInLinkOpenable(db: Database, token: string, now = Date.now()): Promise<boolean> {
  const row = await db.query.signInLinks.findFirst({
    columns: { tokenHash: true },
    where: and(
      eq(signInLinks.tokenHash, await tokenHash(token)),
      isNull(signInLinks.openedAt),
      gt(signInLinks.expiresAt, now),
    ),
  });
  return row !== undefined;
}

/**
 * Opens the link for a new browser key: the email it proves and the key to give the browser, or
 * null for a link already opened, expired, or never sent.
 */
export async function openSignInLink(
  db: Database,
  token: string,
  now = Date.now(),
): Promise<{ email: string; browserKey: string } | null> {
  // A token that names no open link is answered from a read: nothing is written for it.
  if (!(await signInLinkOpenable(db, token, now))) return null;
  const browserKey = randomKey();
  const [opened] = await db
    .update(signInLinks)
    .set({ openedAt: now, browserKeyHash: await browserKeyHash(browserKey), signedInUntil: now + SIGNED_IN_MS })
    .where(
      and(
        eq(signInLinks.tokenHash, await tokenHash(token)),
        isNull(signInLinks.openedAt),
        gt(signInLinks.expiresAt, now),
      ),
    )
    .returning({ email: signInLinks.email });
  return opened ? { email: opened.email, browserKey } : null;
}

/** The email a browser key proves, while it lasts; null for a key the shop never gave. */
export async function signedInEmail(db: Database, browserKey: string, now = Date.now()): Promise<string | null> {
  const row = await db.query.signInLinks.findFirst({
    columns: { email: true },
    where: and(eq(signInLinks.browserKeyHash, await browserKeyHash(browserKey)), gt(signInLinks.signedInUntil, now)),
  });
  return row?.email ?? null;
}

/** The cron's tidy-up: links older than two days have expired and counted against no cap. */
export async function deleteOldSignInLinks(db: Database, now = Date.now()): Promise<number> {
  const deleted = await db.delete(signInLinks).where(lt(signInLinks.createdAt, now - 48 * HOUR_MS));
  return deleted.meta.changes;
}
