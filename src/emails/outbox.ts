/**
 * The outbox: one `emails` row per order and kind (docs/decisions/0041). A row is written once
 * (INSERT … ON CONFLICT DO NOTHING on (order_id, kind)), so a retried payment, a replayed webhook
 * or a second sweep never makes a second email; the queue then sends it, and every send first
 * claims the row with a conditional UPDATE, so a redelivered message never sends it twice.
 */
import { and, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { createDb, type Database } from "../db/client";
import { couponEmailKey } from "../db/coupon-queries";
import { type EmailRow, emails } from "../db/schema";
import { safeErrorMessage } from "../lib/errors";
import { log, maskEmail } from "../lib/log";
import { readRuntimeConfig } from "../lib/runtime-config";
import { hex, sha256 } from "../lib/signing";
import { findOrder, findOrdersMissingEmail } from "../orders/queries";
import type { EmailKind } from "../shared/statuses";
import type { EmailMessage } from "./queue";

/**
 * How long a claimed send may take before another delivery may claim the row again: far longer
 * than one call to the binding, so only a sender that vanished mid-send is taken over.
 */
export const SEND_LEASE_MS = 60_000;

/** A queued row untouched this long has lost its message (a crash between the insert and the queue): the sweep sends it again. */
export const LOST_EMAIL_AFTER_MS = 10 * 60_000;

/** Whether this shop sends email at all: EMAIL_FROM set (docs/product/emails.md). */
export function emailEnabled(env: Env): boolean {
  try {
    return readRuntimeConfig(env).EMAIL_FROM !== undefined;
  } catch {
    return false;
  }
}

export function findEmail(db: Database, emailId: string) {
  return db.query.emails.findFirst({ where: eq(emails.id, emailId) });
}

async function sendMessages(env: Env, emailIds: string[]): Promise<void> {
  if (emailIds.length === 0) return;
  await env.EMAILS.sendBatch(emailIds.map((emailId) => ({ body: { emailId } satisfies EmailMessage })));
}

/**
 * At most this many emails a day go to one mailbox, of every kind together (decision 0054). A buyer
 * meets about 2 to 4 per order and up to 10 sign-in links a day; the cap stops anyone who orders
 * with someone else's address from filling that inbox.
 */
export const EMAILS_PER_RECIPIENT_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60_000;

/** Why a row past the cap was not sent, as the operator reads it; also how the count leaves such rows out. */
export const DAILY_CAP_REASON = `Not sent: this address had ${EMAILS_PER_RECIPIENT_PER_DAY} emails in the last 24 hours, the most one address gets`;

/**
 * Who the cap counts: the mailbox as the per-email coupon limits count it (case, a +tag and Gmail's
 * dots folded, couponEmailKey), hashed, so the outbox still never holds an address.
 */
export async function recipientKey(email: string): Promise<string> {
  return hex(await sha256(`email-recipient:${couponEmailKey(email) ?? ""}`));
}

type NewEmailRow = { id: string; status: EmailRow["status"] };

/**
 * The row for an email, with the order's address masked for the operator; null when it was there
 * already. One statement counts the mailbox's emails of the last 24 hours and writes the row,
 * queued under the cap and failed with DAILY_CAP_REASON past it, so emails asked for at the same
 * moment cannot pass the cap together (D1 runs one statement at a time), and a capped email still
 * has its row: asked for again, or by the sweep, it is not written or sent a second time.
 */
async function insertEmailRow(
  db: Database,
  orderId: string,
  email: string,
  kind: EmailKind,
  now = Date.now(),
): Promise<NewEmailRow | null> {
  const key = await recipientKey(email);
  const rows = await db.all<NewEmailRow>(sql`
    WITH lately AS (
      SELECT count(*) AS sent FROM ${emails}
      WHERE ${emails.recipientKey} = ${key} AND ${emails.createdAt} > ${now - DAY_MS}
        AND coalesce(${emails.lastError}, '') <> ${DAILY_CAP_REASON}
    )
    INSERT INTO ${emails} (id, order_id, kind, recipient_masked, recipient_key, status, last_error, created_at, updated_at)
    SELECT ${crypto.randomUUID()}, ${orderId}, ${kind}, ${maskEmail(email)}, ${key},
      CASE WHEN lately.sent < ${EMAILS_PER_RECIPIENT_PER_DAY} THEN 'queued' ELSE 'failed' END,
      CASE WHEN lately.sent < ${EMAILS_PER_RECIPIENT_PER_DAY} THEN NULL ELSE ${DAILY_CAP_REASON} END,
      ${now}, ${now}
    FROM lately
    -- WHERE true: SQLite needs it between a SELECT and ON CONFLICT. The one conflict a fresh id can
    -- meet is the unique (order_id, kind), which leaves sign-in links out.
    WHERE true
    ON CONFLICT DO NOTHING
    RETURNING id, status`);
  return rows[0] ?? null;
}

/** A row written past the cap: no message, one quiet line (the operator sees the row and its reason). */
function capped(row: NewEmailRow, orderId: string, kind: EmailKind): boolean {
  if (row.status === "queued") return false;
  log("info", "email not sent: the address had its share today", { orderId, kind, emailId: row.id });
  return true;
}

/**
 * Puts the order's email of this kind in the outbox and on the queue, once. Call it after the
 * order's own change is written. It never throws: an email that cannot be queued is logged and
 * the payment, job or reading that asked for it carries on (the sweep sends a row whose message
 * was lost). Nothing is written when email is off or the order has no address (a tarot buyer may
 * give none).
 */
export async function enqueueEmail(env: Env, orderId: string, kind: EmailKind): Promise<void> {
  try {
    if (!emailEnabled(env)) return;
    const db = createDb(env.DB);
    const order = await findOrder(db, orderId);
    if (!order?.email) return;
    const row = await insertEmailRow(db, orderId, order.email, kind);
    if (!row || capped(row, orderId, kind)) return;
    await sendMessages(env, [row.id]);
    log("info", "email queued", { orderId, kind, emailId: row.id });
  } catch (error) {
    log("error", "email not queued", { orderId, kind, reason: safeErrorMessage(error) });
  }
}

/**
 * Puts a My Orders sign-in link in the outbox, filed under the address's newest order (so the
 * operator sees it with the buyer's orders), and on the queue with its token: the message is the
 * only place the token is kept, so the link can be sent by this message and its retries only.
 */
export async function enqueueSignInEmail(env: Env, orderId: string, email: string, signInToken: string): Promise<void> {
  const db = createDb(env.DB);
  const row = await insertEmailRow(db, orderId, email, "my_orders_link");
  if (!row || capped(row, orderId, "my_orders_link")) return;
  await env.EMAILS.send({ emailId: row.id, signInToken } satisfies EmailMessage);
  log("info", "email queued", { orderId, kind: "my_orders_link", emailId: row.id });
}

/**
 * Takes the row for one send: true only for the one delivery that may send it now. A row is
 * free when never tried, when its last try ended (with an error recorded), or when the sender
 * that took it has outlived SEND_LEASE_MS; `seen` (the attempts read just before) makes two
 * deliveries that read the same row race for one UPDATE, which only one wins.
 */
export async function claimEmail(db: Database, row: EmailRow, now = Date.now()): Promise<boolean> {
  const changed = await db
    .update(emails)
    .set({ attempts: row.attempts + 1, lastError: null, updatedAt: now })
    .where(
      and(
        eq(emails.id, row.id),
        eq(emails.status, "queued"),
        eq(emails.attempts, row.attempts),
        or(eq(emails.attempts, 0), isNotNull(emails.lastError), lt(emails.updatedAt, now - SEND_LEASE_MS)),
      ),
    )
    .returning({ id: emails.id });
  return changed.length === 1;
}

export async function markEmailSent(db: Database, emailId: string): Promise<void> {
  const now = Date.now();
  await db
    .update(emails)
    .set({ status: "sent", sentAt: now, lastError: null, updatedAt: now })
    .where(and(eq(emails.id, emailId), eq(emails.status, "queued")));
}

/** queued → failed with the reason, for the operator (who can send it again from the admin). */
export async function markEmailFailed(db: Database, emailId: string, reason: string): Promise<void> {
  await db
    .update(emails)
    .set({ status: "failed", lastError: reason.slice(0, 500), updatedAt: Date.now() })
    .where(and(eq(emails.id, emailId), eq(emails.status, "queued")));
}

/** The try failed for a passing reason: the row stays queued, free for the retry, with the reason. */
export async function releaseEmailForRetry(db: Database, emailId: string, reason: string): Promise<void> {
  await db
    .update(emails)
    .set({ lastError: reason.slice(0, 500), updatedAt: Date.now() })
    .where(and(eq(emails.id, emailId), eq(emails.status, "queued")));
}

/**
 * failed → queued, as a query not yet run, for one D1 batch with the operator's audit row.
 * The last error stays until the next try, which also frees the row for the claim.
 */
export function requeueFailedEmailQuery(db: Database, emailId: string) {
  return db
    .update(emails)
    .set({ status: "queued", updatedAt: Date.now() })
    .where(and(eq(emails.id, emailId), eq(emails.status, "failed")));
}

/** Sends the message for a row just put back in the queue. */
export async function sendEmailMessage(env: Env, emailId: string): Promise<void> {
  await sendMessages(env, [emailId]);
}

/** How many lost emails one sweep sends again; the next sweep takes the rest. */
const SWEEP_BATCH = 50;

/**
 * The cron's safety net: rows left queued with no one working on them (a crash between the
 * insert and the queue, or a message lost) are sent to the queue again. The claim keeps a
 * message that was only slow from sending twice.
 */
export async function sweepLostEmails(env: Env, now = Date.now()): Promise<number> {
  const db = createDb(env.DB);
  const lost = await db
    .select({ id: emails.id })
    .from(emails)
    .where(and(eq(emails.status, "queued"), lt(emails.updatedAt, now - LOST_EMAIL_AFTER_MS)))
    .limit(SWEEP_BATCH);
  if (lost.length === 0) return 0;
  // Touched now, so the next sweep does not send them again while these messages wait.
  await db
    .update(emails)
    .set({ updatedAt: now, lastError: sql`coalesce(${emails.lastError}, 'message lost; sent to the queue again')` })
    .where(
      and(
        eq(emails.status, "queued"),
        inArray(
          emails.id,
          lost.map((r) => r.id),
        ),
      ),
    );
  await sendMessages(
    env,
    lost.map((r) => r.id),
  );
  log("warn", "sent lost emails to the queue again", { count: lost.length });
  return lost.length;
}

/** How far back the sweep looks for an order whose email was never queued: past this, it stays unsent. */
const MISSING_EMAIL_WINDOW_MS = 60 * 60_000;

/**
 * The cron's other safety net: an order whose status calls for an email that never reached the
 * outbox (the Worker stopped between the order's change and its email) gets it now. Only orders
 * changed in the last hour, and not in the last LOST_EMAIL_AFTER_MS, when the normal path may
 * still be on its way; so turning email on never mails old orders.
 */
export async function queueMissingEmails(env: Env, now = Date.now()): Promise<number> {
  if (!emailEnabled(env)) return 0;
  const db = createDb(env.DB);
  const missing = await findOrdersMissingEmail(
    db,
    now - MISSING_EMAIL_WINDOW_MS,
    now - LOST_EMAIL_AFTER_MS,
    SWEEP_BATCH,
  );
  for (const order of missing) await enqueueEmail(env, order.id, order.kind);
  if (missing.length > 0) log("warn", "queued emails that were never queued", { count: missing.length });
  return missing.length;
}
