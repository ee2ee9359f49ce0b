/**
 * The buyer emails as the operator sees them (docs/product/api.md, Admin): the outbox newest
 * first, the emails of one order, and sending a failed one again. The recipient is only ever
 * the masked address stored with the row, never the order's email.
 */
import { and, desc, eq } from "drizzle-orm";
import { createDb, type Database } from "../db/client";
import { type EmailRow, emails } from "../db/schema";
import { findEmail, requeueFailedEmailQuery, sendEmailMessage } from "../emails/outbox";
import { safeErrorMessage } from "../lib/errors";
import { log } from "../lib/log";
import { newestFirst, type PageCursor, toPage } from "../lib/pagination";
import { findOrderSummaries } from "../orders/queries";
import type { ProductType } from "../shared/catalog";
import { canResendEmail, type EmailKind, type EmailStatus } from "../shared/statuses";
import { auditInsertAfterUpdate, recordAudit } from "./audit";

/** One email in the admin's lists and in the order detail. Times are epoch milliseconds. */
export type AdminEmailItem = {
  id: string;
  orderId: string;
  productType: ProductType;
  kind: EmailKind;
  /** Masked, e.g. "j***@example.com". */
  recipient: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
  updatedAt: number;
};

function toAdminEmailItem(row: EmailRow, productType: ProductType): AdminEmailItem {
  return {
    id: row.id,
    orderId: row.orderId,
    productType,
    kind: row.kind,
    recipient: row.recipientMasked,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    updatedAt: row.updatedAt,
  };
}

/** The rows as the admin sees them, each with its order's product (read from the orders' home). */
async function toItems(db: Database, rows: EmailRow[]): Promise<AdminEmailItem[]> {
  const ordersOf = await findOrderSummaries(
    db,
    rows.map((row) => row.orderId),
  );
  return rows.flatMap((row) => {
    const order = ordersOf.get(row.orderId);
    return order ? [toAdminEmailItem(row, order.productType)] : [];
  });
}

export async function listEmails(
  db: Database,
  options: { orderId?: string; status?: EmailStatus; limit: number; cursor?: PageCursor },
) {
  const rows = await newestFirst(db.select().from(emails).$dynamic(), emails, {
    ...options,
    filter: and(
      options.orderId ? eq(emails.orderId, options.orderId) : undefined,
      options.status ? eq(emails.status, options.status) : undefined,
    ),
  });
  const page = toPage(rows, options.limit, (row) => ({ createdAt: row.createdAt, id: row.id }));
  return { emails: await toItems(db, page.items), nextCursor: page.nextCursor };
}

/** Every email of one order, newest first (at most one per kind). */
export async function emailsOfOrder(db: Database, orderId: string): Promise<AdminEmailItem[]> {
  const rows = await db
    .select()
    .from(emails)
    .where(eq(emails.orderId, orderId))
    .orderBy(desc(emails.createdAt), desc(emails.id));
  return toItems(db, rows);
}

async function readEmailItem(db: Database, emailId: string): Promise<AdminEmailItem | null> {
  const row = await findEmail(db, emailId);
  return row ? ((await toItems(db, [row]))[0] ?? null) : null;
}

export type AdminResendResult =
  | { kind: "queued"; email: AdminEmailItem }
  | { kind: "not_found" }
  | { kind: "refused"; reason: string };

/**
 * A failed email back on the queue, recorded in the order's audit trail. Only a failed one: a
 * queued email is on its way and a sent one arrived, so sending either again would double it.
 */
export async function resendEmailAsAdmin(env: Env, actor: string, emailId: string): Promise<AdminResendResult> {
  const db = createDb(env.DB);
  const row = await findEmail(db, emailId);
  if (!row) return { kind: "not_found" };
  const entry = {
    actor,
    action: "email.resend" as const,
    targetType: "order" as const,
    targetId: row.orderId,
  };
  if (!canResendEmail(row)) {
    const reason =
      row.status === "sent"
        ? "This email was sent already."
        : row.status === "queued"
          ? "This email is already queued and will be sent shortly."
          : "A sign-in link is sent once, with its own token; the buyer can ask for a new one in My Orders.";
    await recordAudit(db, { ...entry, outcome: "refused", detail: { emailId, kind: row.kind, reason } });
    return { kind: "refused", reason };
  }
  const [changed] = await db.batch([
    requeueFailedEmailQuery(db, emailId).returning({ id: emails.id }),
    auditInsertAfterUpdate(
      db,
      { ...entry, outcome: "succeeded", detail: { emailId, kind: row.kind, lastError: row.lastError } },
      { outcome: "refused", detail: { emailId, kind: row.kind, reason: "Another request sent it again first." } },
    ),
  ]);
  if (changed.length === 0) return { kind: "refused", reason: "This email was sent again already." };
  try {
    await sendEmailMessage(env, emailId);
  } catch (error) {
    // The row is queued: the cron's sweep sends its message once the queue answers again.
    log("warn", "resent email not on the queue yet", { emailId, reason: safeErrorMessage(error) });
  }
  const email = await readEmailItem(db, emailId);
  if (!email) return { kind: "not_found" };
  return { kind: "queued", email };
}
