/**
 * The admin audit log: one inserted row per operator action, never updated.
 * A single-transition change (a refund, a coupon) and its audit row go into
 * one D1 batch, so the log cannot miss it or record one that did not happen;
 * a replay (several pipeline steps) is recorded as soon as it returns.
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { type AdminAuditRow, adminAudit } from "../db/schema";
import { newestFirst, type PageCursor } from "../lib/pagination";
import {
  ADMIN_ACTIONS,
  ADMIN_OUTCOMES,
  type AdminAction,
  type AdminOutcome,
  AUDIT_TARGET_TYPES,
  type AuditTargetType,
} from "../shared/admin";

export type AuditEntry = {
  actor: string;
  action: AdminAction;
  targetType: AuditTargetType;
  targetId: string;
  outcome: AdminOutcome;
  detail?: Record<string, unknown>;
};

/** Generous for a reason and a provider's answer; a runaway detail is cut rather than refused. */
const MAX_DETAIL_CHARS = 2000;

function serialiseDetail(detail: Record<string, unknown> | undefined): string | null {
  if (!detail) return null;
  const text = JSON.stringify(detail);
  return text.length <= MAX_DETAIL_CHARS ? text : JSON.stringify({ truncated: text.slice(0, MAX_DETAIL_CHARS - 40) });
}

let lastMs = 0;
let sequence = 0;

/**
 * A UUIDv7: the millisecond first, then a counter, then random bits. Entries
 * written in the same millisecond by this isolate still sort in the order
 * they happened, because the list orders by (created_at, id).
 */
export function auditId(now: number): string {
  if (now === lastMs) sequence = (sequence + 1) & 0xfff;
  else {
    lastMs = now;
    sequence = 0;
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const ms = BigInt(now);
  for (let i = 0; i < 6; i++) bytes[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The row for an entry; the outcome and detail may be SQL worked out as it is written. */
function insertEntry(
  db: Database,
  entry: Omit<AuditEntry, "outcome" | "detail">,
  outcome: AuditEntry["outcome"] | SQL,
  detail: string | null | SQL,
) {
  const now = Date.now();
  return db.insert(adminAudit).values({
    id: auditId(now),
    createdAt: now,
    actor: entry.actor,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    outcome,
    detail,
  });
}

/** The insert, not yet run: for a db.batch() with the change it records. */
export function auditInsert(db: Database, entry: AuditEntry) {
  return insertEntry(db, entry, entry.outcome, serialiseDetail(entry.detail));
}

/**
 * The audit row for the conditional UPDATE just before it in the same
 * db.batch(): `entry` if that UPDATE changed a row, else `instead` (a racing
 * request made the change first). SQLite's changes() still counts the
 * statement before while this row is written, so the log says what really happened.
 */
export function auditInsertAfterUpdate(
  db: Database,
  entry: AuditEntry,
  instead: Pick<AuditEntry, "outcome" | "detail">,
) {
  const ifChanged = (changed: string | null, unchanged: string | null) =>
    sql`CASE WHEN changes() > 0 THEN ${changed} ELSE ${unchanged} END`;
  return insertEntry(
    db,
    entry,
    ifChanged(entry.outcome, instead.outcome),
    ifChanged(serialiseDetail(entry.detail), serialiseDetail(instead.detail)),
  );
}

/** For actions that change nothing (a refusal, a provider failure, a view). */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await auditInsert(db, entry);
}

/** An audit entry as the dashboard reads it; the type is inferred from the schema the OpenAPI document publishes. */
export const AuditEntryViewSchema = z
  .object({
    id: z.string(),
    actor: z.string(),
    action: z.enum(ADMIN_ACTIONS),
    target_type: z.enum(AUDIT_TARGET_TYPES),
    target_id: z.string(),
    outcome: z.enum(ADMIN_OUTCOMES),
    detail: z.record(z.string(), z.unknown()).nullable(),
    created_at: z.string(),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntryView = z.infer<typeof AuditEntryViewSchema>;

function parseDetail(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function toAuditEntryView(row: AdminAuditRow): AuditEntryView {
  return {
    id: row.id,
    actor: row.actor,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    outcome: row.outcome,
    detail: parseDetail(row.detail),
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/** Newest first, optionally for one order or coupon; one row more than asked, to tell whether a next page exists. */
export function listAudit(
  db: Database,
  options: { limit: number; cursor?: PageCursor; target?: { type: AuditTargetType; id: string } },
) {
  const { target } = options;
  return newestFirst(db.select().from(adminAudit).$dynamic(), adminAudit, {
    ...options,
    filter: target ? and(eq(adminAudit.targetType, target.type), eq(adminAudit.targetId, target.id)) : undefined,
  });
}
