import { z } from "zod";
import { INTENTION_MAX_LENGTH } from "./tarot";
import { trimInvisible } from "./text";

/** Emails are compared case-insensitively: trimmed and lower-cased before anything else. */
export const EmailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Enter a valid email address" }).max(254));

export const OrderIdSchema = z.uuid({ error: "Invalid order id" });

/** The receipt email is optional at the tarot checkout; blank means none. */
export const OptionalEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.union([z.literal(""), z.email({ error: "Enter a valid email address" }).max(254)]))
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
