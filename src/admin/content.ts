/**
 * The operator's page content (docs/product/rules.md, Testimonials): customer testimonials and the
 * founder note, written in /admin. Nothing reaches the pages until it is published, and a
 * testimonial is published only with the customer's consent on record (the day and how they
 * agreed). Each change and its audit row are one D1 batch; a conditional update whose condition
 * failed (a racing change) is audited as refused, as coupons are.
 */
import { and, asc, eq, isNotNull, ne, type SQL } from "drizzle-orm";
import { createDb } from "../db/client";
import { FOUNDER_NOTE_KEY, parseFounderNote } from "../db/content-queries";
import { siteContent, type TestimonialRow, testimonials } from "../db/schema";
import type { FounderNote, TestimonialInput } from "../shared/schemas";
import type { ContentStatus, TestimonialPage } from "../shared/statuses";
import { auditInsert, auditInsertAfterUpdate, recordAudit } from "./audit";

/** A change to a testimonial that does not exist is refused, and the refusal is audited. */
async function notFound(db: ReturnType<typeof createDb>, entry: Parameters<typeof recordAudit>[1]) {
  await recordAudit(db, { ...entry, outcome: "refused", detail: { reason: "Testimonial not found" } });
  return { kind: "not_found" } as const;
}

const NO_CONSENT_REASON = "Record the customer's consent (the day and how they agreed) before publishing";

export type AdminTestimonialRow = {
  id: string;
  page: TestimonialPage;
  quote: string;
  name: string;
  detail: string;
  /** The day the customer agreed, "2026-05-01", or null while not recorded. */
  consent_at: string | null;
  consent_note: string | null;
  /** The stars the customer gave, 1 to 5, or null. */
  rating: number | null;
  status: ContentStatus;
  position: number;
  created_at: string;
  updated_at: string;
};

export function toAdminTestimonialRow(row: TestimonialRow): AdminTestimonialRow {
  return {
    id: row.id,
    page: row.page,
    quote: row.quote,
    name: row.name,
    detail: row.detail,
    consent_at: consentDay(row.consentAt),
    consent_note: row.consentNote,
    rating: row.rating,
    status: row.status,
    position: row.position,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

/** A stored consent time as the day the operator entered, "2026-05-01". */
const consentDay = (at: number | null) => (at === null ? null : new Date(at).toISOString().slice(0, 10));

/** The columns an input writes; consent is recorded only as a pair (the day and how), or not at all. */
function columnsOf(input: TestimonialInput) {
  const consented = input.consentAt !== null && input.consentNote !== null;
  return {
    page: input.page,
    quote: input.quote,
    name: input.name,
    detail: input.detail,
    consentAt: consented && input.consentAt ? Date.parse(input.consentAt) : null,
    consentNote: consented ? input.consentNote : null,
    rating: input.rating,
    position: input.position,
  };
}

/** What the audit log keeps of a testimonial: everything written, consent included. */
const auditDetail = (columns: ReturnType<typeof columnsOf>) => ({
  ...columns,
  consentAt: consentDay(columns.consentAt),
});

/** A row's consent is on record: both the day and the note. */
const hasConsent: SQL = and(isNotNull(testimonials.consentAt), isNotNull(testimonials.consentNote)) as SQL;

/** Every testimonial, both pages, whatever its status: few enough for one list. */
export async function listTestimonials(d1: D1Database): Promise<AdminTestimonialRow[]> {
  const rows = await createDb(d1)
    .select()
    .from(testimonials)
    .orderBy(asc(testimonials.page), asc(testimonials.position), asc(testimonials.createdAt), asc(testimonials.id))
    .limit(500);
  return rows.map(toAdminTestimonialRow);
}

/** A new testimonial, always a draft: publishing is its own step. */
export async function createTestimonial(
  d1: D1Database,
  actor: string,
  input: TestimonialInput,
): Promise<AdminTestimonialRow> {
  const db = createDb(d1);
  const id = crypto.randomUUID();
  const columns = columnsOf(input);
  const [inserted] = await db.batch([
    db
      .insert(testimonials)
      .values({ id, ...columns, status: "draft" })
      .returning(),
    auditInsert(db, {
      actor,
      action: "testimonial.create",
      targetType: "testimonial",
      targetId: id,
      outcome: "succeeded",
      detail: auditDetail(columns),
    }),
  ]);
  const row = inserted[0];
  if (!row) throw new Error("testimonial insert returned nothing");
  return toAdminTestimonialRow(row);
}

export type TestimonialChangeResult =
  | { kind: "updated"; testimonial: AdminTestimonialRow }
  | { kind: "not_found" }
  | { kind: "refused"; reason: string };

/**
 * Rewrites a testimonial; its status stays. A published one cannot lose its consent record: the
 * update is conditional on that, so a publish racing this edit cannot leave a quote shown without it.
 */
export async function updateTestimonial(
  d1: D1Database,
  actor: string,
  id: string,
  input: TestimonialInput,
): Promise<TestimonialChangeResult> {
  const db = createDb(d1);
  const entry = { actor, action: "testimonial.update", targetType: "testimonial", targetId: id } as const;
  const current = await db.query.testimonials.findFirst({ where: eq(testimonials.id, id) });
  if (!current) return notFound(db, { ...entry, outcome: "refused" });
  const columns = columnsOf(input);
  const keepsConsent = columns.consentAt !== null;
  const reason = "A published testimonial keeps its consent record: hide it first to remove the consent";
  const [updated] = await db.batch([
    db
      .update(testimonials)
      .set({ ...columns, updatedAt: Date.now() })
      .where(
        keepsConsent ? eq(testimonials.id, id) : and(eq(testimonials.id, id), ne(testimonials.status, "published")),
      )
      .returning(),
    auditInsertAfterUpdate(
      db,
      { ...entry, outcome: "succeeded", detail: auditDetail(columns) },
      { outcome: "refused", detail: { reason } },
    ),
  ]);
  const row = updated[0];
  return row ? { kind: "updated", testimonial: toAdminTestimonialRow(row) } : { kind: "refused", reason };
}

/** Publishes (with consent on record) or hides a testimonial. Hiding a hidden one, or publishing a published one, changes nothing but is fine. */
export async function setTestimonialStatus(
  d1: D1Database,
  actor: string,
  id: string,
  status: Exclude<ContentStatus, "draft">,
): Promise<TestimonialChangeResult> {
  const db = createDb(d1);
  const entry = {
    actor,
    action: status === "published" ? "testimonial.publish" : "testimonial.hide",
    targetType: "testimonial",
    targetId: id,
  } as const;
  const current = await db.query.testimonials.findFirst({ where: eq(testimonials.id, id) });
  if (!current) return notFound(db, { ...entry, outcome: "refused" });
  const condition = status === "published" ? and(eq(testimonials.id, id), hasConsent) : eq(testimonials.id, id);
  const [updated] = await db.batch([
    db.update(testimonials).set({ status, updatedAt: Date.now() }).where(condition).returning(),
    auditInsertAfterUpdate(
      db,
      { ...entry, outcome: "succeeded", detail: { was: current.status } },
      { outcome: "refused", detail: { reason: NO_CONSENT_REASON } },
    ),
  ]);
  const row = updated[0];
  return row
    ? { kind: "updated", testimonial: toAdminTestimonialRow(row) }
    : { kind: "refused", reason: NO_CONSENT_REASON };
}

export type AdminFounderNote = { body: FounderNote | null; status: ContentStatus; updated_at: string };

const toAdminFounderNote = (row: typeof siteContent.$inferSelect): AdminFounderNote => ({
  body: parseFounderNote(row.body),
  status: row.status,
  updated_at: new Date(row.updatedAt).toISOString(),
});

/** The founder note as last saved, whatever its status; null if none was ever written. */
export async function readFounderNote(d1: D1Database): Promise<AdminFounderNote | null> {
  const row = await createDb(d1).query.siteContent.findFirst({ where: eq(siteContent.key, FOUNDER_NOTE_KEY) });
  return row ? toAdminFounderNote(row) : null;
}

/** Saves the note's words; a new note starts as a draft, a published one stays published with the new words. */
export async function saveFounderNote(d1: D1Database, actor: string, body: FounderNote): Promise<AdminFounderNote> {
  const db = createDb(d1);
  const text = JSON.stringify(body);
  const [saved] = await db.batch([
    db
      .insert(siteContent)
      .values({ key: FOUNDER_NOTE_KEY, body: text, status: "draft" })
      .onConflictDoUpdate({ target: siteContent.key, set: { body: text, updatedAt: Date.now() } })
      .returning(),
    auditInsert(db, {
      actor,
      action: "content.update",
      targetType: "content",
      targetId: FOUNDER_NOTE_KEY,
      outcome: "succeeded",
      detail: body,
    }),
  ]);
  const row = saved[0];
  if (!row) throw new Error("founder note upsert returned nothing");
  return toAdminFounderNote(row);
}

export type FounderNoteStatusResult = { kind: "updated"; founderNote: AdminFounderNote } | { kind: "not_found" };

/** Publishes or hides the founder note; there must be one to publish. */
export async function setFounderNoteStatus(
  d1: D1Database,
  actor: string,
  status: Exclude<ContentStatus, "draft">,
): Promise<FounderNoteStatusResult> {
  const db = createDb(d1);
  const entry = {
    actor,
    action: status === "published" ? "content.publish" : "content.hide",
    targetType: "content",
    targetId: FOUNDER_NOTE_KEY,
  } as const;
  const reason = "Write and save the founder note first";
  const [updated] = await db.batch([
    db
      .update(siteContent)
      .set({ status, updatedAt: Date.now() })
      .where(eq(siteContent.key, FOUNDER_NOTE_KEY))
      .returning(),
    auditInsertAfterUpdate(db, { ...entry, outcome: "succeeded" }, { outcome: "refused", detail: { reason } }),
  ]);
  const row = updated[0];
  if (!row) return { kind: "not_found" };
  return { kind: "updated", founderNote: toAdminFounderNote(row) };
}
