import { z } from "zod";
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
