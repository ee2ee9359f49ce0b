/**
 * The operator's page content as buyers see it: only published testimonials and a published
 * founder note (docs/product/rules.md, Testimonials). The admin's reads and writes are in
 * src/admin/content.ts; both agree on the founder note's key and its body's shape here.
 */
import { and, asc, eq } from "drizzle-orm";
import { FounderNoteSchema, MAX_SHOWN_TESTIMONIALS, type SiteContentView } from "../shared/schemas";
import type { Database } from "./client";
import { siteContent, testimonials } from "./schema";

/** The site_content row that holds the founder note. */
export const FOUNDER_NOTE_KEY = "founder_note";

/** A stored body read back through its schema: null if it no longer fits (then nothing is shown). */
export function parseFounderNote(body: string) {
  try {
    const parsed = FounderNoteSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Everything published, in the order the pages show it: lower position first, then oldest first. */
export async function readPublishedContent(db: Database): Promise<SiteContentView> {
  const [rows, notes] = await db.batch([
    db
      .select({
        id: testimonials.id,
        page: testimonials.page,
        quote: testimonials.quote,
        name: testimonials.name,
        detail: testimonials.detail,
        rating: testimonials.rating,
      })
      .from(testimonials)
      .where(eq(testimonials.status, "published"))
      .orderBy(asc(testimonials.page), asc(testimonials.position), asc(testimonials.createdAt), asc(testimonials.id)),
    db
      .select({ body: siteContent.body })
      .from(siteContent)
      .where(and(eq(siteContent.key, FOUNDER_NOTE_KEY), eq(siteContent.status, "published"))),
  ]);
  const view: SiteContentView = {
    testimonials: { home: [], tarot: [] },
    founderNote: notes[0] ? parseFounderNote(notes[0].body) : null,
  };
  for (const { page, ...testimonial } of rows) {
    const shown = view.testimonials[page];
    if (shown.length < MAX_SHOWN_TESTIMONIALS) shown.push(testimonial);
  }
  return view;
}
