import { z } from "zod";
import { backoffSeconds } from "../lib/backoff";
import { SignInTokenSchema } from "../shared/my-orders";

/** Queue names as declared in wrangler.toml; the Worker's queue handler dispatches on them. */
export const EMAILS_QUEUE = "shop-emails";
export const EMAILS_DEAD_LETTER_QUEUE = "shop-emails-dlq";

/**
 * A message names one outbox row; the row (and the order, read at send time) holds the rest. A My
 * Orders sign-in link's message also carries the link's token, which D1 never holds (decision 0048).
 */
export const EmailMessageSchema = z.object({ emailId: z.uuid(), signInToken: SignInTokenSchema.optional() });
export type EmailMessage = z.infer<typeof EmailMessageSchema>;

/** 5 s, 10 s, 20 s … capped at 5 minutes: a provider's rate limit or hiccup passes quickly. */
export function emailRetryDelaySeconds(attempts: number): number {
  return backoffSeconds(attempts, 5, 300);
}
