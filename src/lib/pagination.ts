/**
 * Cursor pagination for the admin lists: newest first by (created_at, id),
 * with an opaque cursor that names the last row seen. Unlike an offset, it
 * neither skips nor repeats rows while new orders arrive between pages.
 */
import { and, type Column, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import { ADMIN_PAGE_SIZE } from "../shared/admin";

export type PageCursor = { createdAt: number; id: string };

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string {
  const padded = text.replace(/-/g, "+").replace(/_/g, "/");
  return atob(padded + "=".repeat((4 - (padded.length % 4)) % 4));
}

export function encodeCursor(cursor: PageCursor): string {
  return toBase64Url(JSON.stringify([cursor.createdAt, cursor.id]));
}

/** The cursor it was made from, or null for anything this server did not hand out. */
export function decodeCursor(text: string): PageCursor | null {
  try {
    const value: unknown = JSON.parse(fromBase64Url(text));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [createdAt, id] = value;
    if (!Number.isSafeInteger(createdAt) || createdAt < 0) return null;
    if (typeof id !== "string" || id.length === 0 || id.length > 64) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}

const CursorSchema = z
  .string()
  .max(200, { error: "Invalid cursor" })
  .transform((text, ctx) => {
    const cursor = decodeCursor(text);
    if (!cursor) {
      ctx.addIssue({ code: "custom", message: "Invalid cursor" });
      return z.NEVER;
    }
    return cursor;
  });

/** `?limit=` (1–100, default 50) and `?cursor=` (from the previous page's nextCursor). */
export const PageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${ADMIN_PAGE_SIZE.max}` })
    .int({ error: `limit must be a whole number from 1 to ${ADMIN_PAGE_SIZE.max}` })
    .min(1, { error: `limit must be a whole number from 1 to ${ADMIN_PAGE_SIZE.max}` })
    .max(ADMIN_PAGE_SIZE.max, { error: `limit must be a whole number from 1 to ${ADMIN_PAGE_SIZE.max}` })
    .default(ADMIN_PAGE_SIZE.default),
  cursor: CursorSchema.optional(),
});

/**
 * `?status=` for a list: one of the given values, or absent (also `?status=`,
 * which is how a form's "All" option arrives). Anything else is a 400.
 */
export function statusFilter<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(values, { error: `status must be one of: ${values.join(", ")}` }).optional(),
  );
}

/** Rows strictly after the cursor in newest-first order. */
export function afterCursor(createdAt: Column, id: Column, cursor: PageCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return or(lt(createdAt, cursor.createdAt), and(eq(createdAt, cursor.createdAt), lt(id, cursor.id)));
}

/**
 * One page of a list, newest first by (createdAt, id): the rows that pass the
 * filter and come after the cursor, plus one more, so toPage can tell whether
 * another page follows. Takes a dynamic select (`.$dynamic()`).
 */
export function newestFirst<Query extends SQLiteSelect>(
  query: Query,
  key: { createdAt: Column; id: Column },
  options: { filter?: SQL; limit: number; cursor?: PageCursor },
) {
  return query
    .where(and(options.filter, afterCursor(key.createdAt, key.id, options.cursor)))
    .orderBy(desc(key.createdAt), desc(key.id))
    .limit(options.limit + 1);
}

/** Splits the limit + 1 rows a query fetched into one page and the cursor of the next, if there is one. */
export function toPage<Row>(rows: Row[], limit: number, keyOf: (row: Row) => PageCursor) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
