import { z } from "zod";
import { backoffSeconds } from "../lib/backoff";

/** Queue names as declared in wrangler.toml. The consumer dispatches on them. */
export const JOBS_QUEUE = "soulmate-jobs";
export const JOBS_DEAD_LETTER_QUEUE = "soulmate-jobs-dlq";

/** Every message carries only the job id; the job row holds the rest. */
export const JobMessageSchema = z.object({ jobId: z.uuid() });
export type JobMessage = z.infer<typeof JobMessageSchema>;

/** Exponential backoff for retries: 10 s, 20 s, 40 s … capped at 5 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return backoffSeconds(attempts, 10, 300);
}
