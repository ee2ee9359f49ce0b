import { z } from "zod";
import { backoffSeconds } from "../lib/backoff";

/** Queue names as declared in wrangler.toml; the Worker's queue handler dispatches on them. */
export const EMAILS_QUEUE = "shop-emails";
export const EMAILS_DEAD_LETTER_QUEUE = "shop-emails-dlq";

/** A message names one outbox row; the row (and the order, read at send time) holds the rest. */
export const EmailMessageSchema = z.object({ emailId: z.uuid() });
export type EmailMessage = z.infer<typeof EmailMessageSchema>;

/** 5 s, 10 s, 20 s … capped at 5 minutes: a provider's rate limit or hiccup passes quickly. */
export function emailRetryDelaySeconds(attempts: number): number {
  return backoffSeconds(attempts, 5, 300);
}
