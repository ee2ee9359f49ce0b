/**
 * The JOBS queue consumer. It owns the job rows' lifecycle: claim, run, complete,
 * retry with backoff, and the final failure that arrives through the dead-letter
 * queue. Each message is acked or retried on its own, never the batch, and the
 * messages of one batch run concurrently.
 */
import { createDb } from "../db/client";
import { claimJob, completeJob, failJobQuery, findJob, leaseSecondsLeft, releaseJobForRetry } from "../db/job-queries";
import type { Job } from "../db/schema";
import { safeErrorMessage } from "../lib/errors";
import { addToLogContext, log, withLogContext } from "../lib/log";
import { failOrderQuery } from "../orders/transitions";
import type { JobType } from "../shared/statuses";
import { tellBuyerIfFailed } from "./fulfilment";
import { JOBS_DEAD_LETTER_QUEUE, JobMessageSchema, retryDelaySeconds } from "./queues";

export type JobHandler = (job: Job, env: Env) => Promise<void>;
export type JobHandlers = Partial<Record<JobType, JobHandler>>;

export type ConsumerOptions = {
  /**
   * Runs after a job is marked completed, and again if a completed job's
   * message is delivered another time, so it must be idempotent. If it throws,
   * the message is retried.
   */
  onCompleted?: (job: Job, env: Env) => Promise<void>;
};

export async function consumeJobBatch(
  batch: MessageBatch<unknown>,
  env: Env,
  handlers: JobHandlers,
  options: ConsumerOptions = {},
): Promise<void> {
  const deadLetter = batch.queue === JOBS_DEAD_LETTER_QUEUE;
  // The messages of a batch run side by side: a job waiting on I/O (a Workers AI story can take
  // tens of seconds) no longer holds back the jobs behind it. Each message still settles on its own;
  // an unexpected error (say D1 is down) fails the invocation only once every message has had its
  // turn, so the runtime retries just the ones left unsettled.
  // Each message is its own invocation in the logs and error reports: its id is the request id.
  const outcomes = await Promise.allSettled(
    batch.messages.map((message) =>
      withLogContext({ requestId: message.id }, () =>
        deadLetter ? settleDeadLetter(message, env) : runJobMessage(message, env, handlers, options),
      ),
    ),
  );
  const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === "rejected");
  if (failed) throw failed.reason;
}

async function runJobMessage(
  message: Message<unknown>,
  env: Env,
  handlers: JobHandlers,
  options: ConsumerOptions,
): Promise<void> {
  const parsed = JobMessageSchema.safeParse(message.body);
  if (!parsed.success) {
    // A malformed message can never succeed; retrying it would only fill the dead-letter queue.
    log("warn", "dropping malformed job message", { messageId: message.id });
    message.ack();
    return;
  }
  const db = createDb(env.DB);
  const job = await findJob(db, parsed.data.jobId);
  if (!job) {
    message.ack();
    return;
  }
  addToLogContext({ orderId: job.orderId });
  if (job.status === "completed") {
    // Already done: only make sure what follows it happened (a crash may have cut it short).
    await settleCompleted(message, job, env, options);
    return;
  }
  if (!(await claimJob(db, job.id))) {
    // Another delivery holds it right now. Look again once its lease could have
    // run out, rather than drop it, in case that worker dies before finishing.
    const current = await findJob(db, job.id);
    message.retry({ delaySeconds: Math.max(retryDelaySeconds(1), current ? leaseSecondsLeft(current) + 5 : 0) });
    return;
  }
  const handler = handlers[job.type];
  try {
    if (!handler) throw new Error(`No handler for job type ${job.type}`);
    await handler(job, env);
    await completeJob(db, job.id);
    log("info", "job completed", { jobId: job.id, type: job.type, attempt: message.attempts });
  } catch (error) {
    const reason = safeErrorMessage(error);
    await releaseJobForRetry(db, job.id, reason);
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    log("warn", "job attempt failed", { jobId: job.id, type: job.type, attempt: message.attempts, reason });
    return;
  }
  await settleCompleted(message, job, env, options);
}

async function settleCompleted(message: Message<unknown>, job: Job, env: Env, options: ConsumerOptions) {
  try {
    await options.onCompleted?.(job, env);
    message.ack();
  } catch (error) {
    log("warn", "follow-up after job failed", { jobId: job.id, reason: String(error) });
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
}

/** The message used up its retries: record the failure where the operator will see it. */
async function settleDeadLetter(message: Message<unknown>, env: Env): Promise<void> {
  const parsed = JobMessageSchema.safeParse(message.body);
  if (parsed.success) {
    const db = createDb(env.DB);
    const job = await findJob(db, parsed.data.jobId);
    if (job) addToLogContext({ orderId: job.orderId });
    const lease = job ? leaseSecondsLeft(job) : 0;
    if (job && lease > 0) {
      // Still being worked on under a live lease: judge it when the lease ends.
      message.retry({ delaySeconds: lease + 5 });
      return;
    }
    // Already failed: a redelivered dead letter, whose first copy recorded the reason (and failed the order).
    if (job && job.status !== "completed" && job.status !== "failed") {
      const reason = `${job.type} failed after ${job.attempts} attempts: ${job.lastError ?? "unknown error"}`;
      // The job and its order fail together, in one batch.
      await db.batch([failJobQuery(db, job.id, reason), failOrderQuery(db, job.orderId, reason)]);
      log("error", "job failed for good", { jobId: job.id, orderId: job.orderId, type: job.type });
      await tellBuyerIfFailed(env, job.orderId);
    }
  }
  message.ack();
}
