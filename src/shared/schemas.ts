import { z } from "zod";

/** Emails are compared case-insensitively: trimmed and lower-cased before anything else. */
export const EmailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Enter a valid email address" }).max(254));

export const OrderIdSchema = z.uuid({ error: "Invalid order id" });
