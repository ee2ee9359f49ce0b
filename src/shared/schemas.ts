import { z } from "zod";
import { TESTIMONIAL_PAGES } from "./statuses";
import { INTENTION_MAX_LENGTH } from "./tarot";
import { trimInvisible } from "./text";

/** Emails are compared case-insensitively: trimmed and lower-cased before anything else. */
/** What an address that is not one is told, wherever an email is asked for. */
export const EMAIL_INVALID = "Enter a valid email address";
const EMAIL_TOO_LONG = "That email address is too long: at most 254 characters";

export const EmailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: EMAIL_INVALID }).max(254, { error: EMAIL_TOO_LONG }));

export const OrderIdSchema = z.uuid({ error: "Invalid order id" });

/** The receipt email is optional at the tarot checkout; blank means none. */
export const OptionalEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.union([z.literal(""), z.email({ error: EMAIL_INVALID }).max(254, { error: EMAIL_TOO_LONG })]))
  .optional()
  .transform((email) => email ?? "");

/**
 * Text someone must write: trimmed of whitespace and invisible characters at both ends
 * (trimInvisible), then 1 to `max` characters. A text of only zero-width spaces is blank.
 */
export function requiredText(max: number, messages: { blank: string; tooLong: string }) {
  return z
    .string({ error: messages.blank })
    .transform(trimInvisible)
    .pipe(z.string().min(1, { error: messages.blank }).max(max, { error: messages.tooLong }));
}

/** The tarot question (docs/product/tarot.md, Intention). */
export const IntentionSchema = requiredText(INTENTION_MAX_LENGTH, {
  blank: "Please enter your question or intention first.",
  tooLong: `Keep your intention under ${INTENTION_MAX_LENGTH} characters`,
});

/** How many published testimonials a page shows at most (docs/product/screens.md); lower `position` first. */
export const MAX_SHOWN_TESTIMONIALS = 6;

/** The founder note on the landing page (site_content key "founder_note"), in the operator's words. */
export const FounderNoteSchema = z.object({
  paragraphs: z
    .array(requiredText(1200, { blank: "A paragraph is empty", tooLong: "Keep each paragraph under 1200 characters" }))
    .min(1, { error: "Write at least one paragraph" })
    .max(6, { error: "At most 6 paragraphs" }),
  name: requiredText(60, { blank: "name is required", tooLong: "Keep the name under 60 characters" }),
  role: requiredText(80, { blank: "role is required", tooLong: "Keep the role under 80 characters" }),
});
export type FounderNote = z.output<typeof FounderNoteSchema>;

/** A calendar day, "2026-05-01": when the customer agreed to be quoted. */
const ConsentDateSchema = z.iso
  .date({ error: "consentAt must be a date, e.g. 2026-05-01" })
  .refine((day) => Date.parse(day) <= Date.now(), { error: "consentAt cannot be in the future" });

/**
 * A testimonial as the operator writes it in /admin. Consent (the day and how the customer
 * agreed) may wait while it is a draft; publishing needs both (docs/product/rules.md, Testimonials).
 */
export const TestimonialInputSchema = z.object({
  page: z.enum(TESTIMONIAL_PAGES, { error: `page must be one of: ${TESTIMONIAL_PAGES.join(", ")}` }),
  quote: requiredText(600, { blank: "quote is required", tooLong: "Keep the quote under 600 characters" }),
  name: requiredText(40, { blank: "name is required", tooLong: "Keep the name under 40 characters" }),
  detail: requiredText(80, { blank: "detail is required", tooLong: "Keep the detail under 80 characters" }),
  consentAt: ConsentDateSchema.nullable().default(null),
  consentNote: z
    .string()
    .transform(trimInvisible)
    .pipe(z.string().max(300, { error: "Keep the consent note under 300 characters" }))
    .nullable()
    .default(null)
    .transform((note) => note || null),
  /** The stars the customer gave, if they gave a rating: never filled in on their behalf. */
  rating: z
    .number({ error: "rating must be a whole number of stars from 1 to 5" })
    .int({ error: "rating must be a whole number of stars from 1 to 5" })
    .min(1, { error: "rating must be a whole number of stars from 1 to 5" })
    .max(5, { error: "rating must be a whole number of stars from 1 to 5" })
    .nullable()
    .default(null),
  position: z
    .number({ error: "position must be a whole number" })
    .int({ error: "position must be a whole number" })
    .min(0, { error: "position must be from 0 to 999" })
    .max(999, { error: "position must be from 0 to 999" })
    .default(0),
});
export type TestimonialInput = z.output<typeof TestimonialInputSchema>;

/** One published testimonial as the pages show it: the quote and first name, never the consent record. */
export type PublishedTestimonial = { id: string; quote: string; name: string; detail: string; rating: number | null };

/** GET /api/content: what the public pages show of the operator's content; only published pieces. */
export type SiteContentView = {
  testimonials: Record<(typeof TESTIMONIAL_PAGES)[number], PublishedTestimonial[]>;
  founderNote: FounderNote | null;
};
