import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "./client";
import { artifacts } from "./schema";

type ArtifactKind = (typeof artifacts.$inferInsert)["kind"];

type ArtifactRow = {
  orderId: string;
  kind: ArtifactKind;
  name: string;
  r2Key: string;
  contentType: string;
  sizeBytes: number;
};

/** The upsert of one file's row: re-recording the same name updates the row instead of adding one. */
function recordArtifactQuery(db: Database, row: ArtifactRow) {
  return db
    .insert(artifacts)
    .values({ id: crypto.randomUUID(), ...row })
    .onConflictDoUpdate({
      target: [artifacts.orderId, artifacts.name],
      set: { sizeBytes: row.sizeBytes, contentType: row.contentType, r2Key: row.r2Key },
    });
}

/**
 * Records files written to R2, in one round trip to D1: one upsert per file in a
 * batch (a single multi-row insert would pass D1's 100 bound parameters).
 */
export async function recordArtifacts(db: Database, rows: readonly ArtifactRow[]): Promise<void> {
  const [first, ...rest] = rows.map((row) => recordArtifactQuery(db, row));
  if (!first) return;
  await db.batch([first, ...rest]);
}

/** The names of an order's recorded files, as a query that can join a batch. */
export function artifactNamesQuery(db: Database, orderId: string) {
  return db.select({ name: artifacts.name }).from(artifacts).where(eq(artifacts.orderId, orderId));
}

export async function existingArtifactNames(db: Database, orderId: string, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ name: artifacts.name })
    .from(artifacts)
    .where(and(eq(artifacts.orderId, orderId), inArray(artifacts.name, names)));
  return new Set(rows.map((r) => r.name));
}
