/**
 * Cloudflare Queues, played out in the test so every delivery can be steered:
 * the shop's real consumer (consumeJobBatch with the real handlers and
 * afterJobCompleted) runs on batches from createMessageBatch, against the real
 * D1 and R2 behind instrumented bindings, and this class applies what Queues
 * does with the result, as wrangler.toml configures it:
 *
 * - ack()ed messages are gone; retry({delaySeconds}) ones come back after the
 *   delay with attempts + 1; when the handler throws, every message it did not
 *   settle comes back after retry_delay (10 s); a message that returns no
 *   verdict from a handler that returned normally counts as acked;
 * - after max_retries (5) a message goes to the dead-letter queue, whose own
 *   consumer gets 3 retries before the message is dropped for good;
 * - an invocation that hangs is killed at the wall-time limit and its whole
 *   batch comes back;
 * - the cron trigger (every 5 minutes) runs sweepStuckOrders.
 *
 * Time is virtual: Date is faked and jumps to the next due message, so a
 * 5-minute lease or a 300-second backoff costs nothing. The real local queue
 * never sees these messages (JOBS is replaced by this class's producer).
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { vi } from "vitest";
import { createDb } from "../../src/db/client";
import { findJob } from "../../src/db/job-queries";
import { consumeJobBatch } from "../../src/jobs/consumer";
import { afterJobCompleted } from "../../src/jobs/fulfilment";
import { jobHandlers } from "../../src/jobs/handlers";
import { JOBS_DEAD_LETTER_QUEUE, JOBS_QUEUE } from "../../src/jobs/queues";
import { sweepStuckOrders } from "../../src/orders/paid/effects";
import type { JobType } from "../../src/shared/statuses";
import { BindingCalls, type Channel, type Fault, instrumentEnv } from "./instrumented-env";

/** wrangler.toml: [[queues.consumers]] for soulmate-jobs and soulmate-jobs-dlq. */
export const QUEUE_SETTINGS = { maxRetries: 5, retryDelaySeconds: 10, deadLetterMaxRetries: 3, maxBatchSize: 5 };
/** The cron trigger's period, and the longest a queue consumer invocation may run. */
const CRON_MS = 5 * 60_000;
const WALL_LIMIT_MS = 15 * 60_000;

/** Where Worker code runs: one pipeline step, the dead-letter consumer, the cron sweep, or a direct call. */
export type Step = JobType | "dead-letter" | "sweep" | "start" | "replay" | "batch";
export type Outcome = "returned" | "threw" | "killed";

export type InvocationRecord = {
  step: Step;
  /** The order the run worked for, when there is one. */
  orderId?: string;
  /** 1 for the first run of this job (or of this direct step), 2 for the next… */
  invocation: number;
  outcome: Outcome;
  error?: string;
  fired: Fault[];
  counts: Partial<Record<Channel, number>>;
  calls: { channel: Channel; detail: string; write: boolean }[];
};

/** Which faults a run meets, by step and by how many times that job (or step) has run before. */
export type FaultPlan = (where: { step: Step; invocation: number; orderId?: string }) => Fault[];

type Queued = { id: string; body: unknown; attempts: number; visibleAt: number; seq: number };

export class SimulatedQueues {
  private main: Queued[] = [];
  private deadLetter: Queued[] = [];
  private seq = 0;
  private nextCron: number;
  private runsPerKey = new Map<string, number>();
  readonly log: InvocationRecord[] = [];
  readonly stats = { deliveries: 0, retries: 0, killed: 0, deadLettered: 0, dropped: 0, sweeps: 0, restarted: 0 };

  constructor(
    private readonly options: {
      base: Env;
      /** Vars or bindings to swap in (a scripted AI, AI_MODE). */
      replace?: Partial<Env>;
      plan?: FaultPlan;
      /** Messages per invocation (1 lets a fault plan aim at one job). */
      batchSize?: number;
      /** Deliver every sent message twice (Queues is at-least-once). */
      duplicate?: boolean;
      /** Invocations run at the same time. */
      concurrency?: number;
    },
  ) {
    vi.useFakeTimers({ toFake: ["Date"], now: vi.getRealSystemTime() });
    this.nextCron = Date.now() + CRON_MS;
  }

  /** Puts Date back; call in afterEach. */
  static restoreClock() {
    vi.useRealTimers();
  }

  private advanceTo(time: number) {
    vi.setSystemTime(Math.max(time, Date.now(), vi.getRealSystemTime()));
  }

  /** The JOBS binding Worker code sends to in this world. */
  readonly producer = {
    send: async (body: unknown, options?: QueueSendOptions) => {
      this.enqueue(this.main, body, 1, options?.delaySeconds ?? 0);
    },
    sendBatch: async (messages: Iterable<MessageSendRequest>, options?: QueueSendBatchOptions) => {
      for (const message of messages) {
        this.enqueue(this.main, message.body, 1, message.delaySeconds ?? options?.delaySeconds ?? 0);
      }
    },
  } as unknown as Queue;

  private enqueue(queue: Queued[], body: unknown, attempts: number, delaySeconds: number) {
    const copies = this.options.duplicate && queue === this.main && attempts === 1 ? 2 : 1;
    for (let i = 0; i < copies; i++) {
      const seq = ++this.seq;
      queue.push({ id: `msg-${seq}`, body, attempts, visibleAt: Date.now() + delaySeconds * 1000, seq });
    }
  }

  get pending(): number {
    return this.main.length + this.deadLetter.length;
  }

  /**
   * Runs Worker code as `step` (for `orderId`, when it works for one order)
   * with this world's bindings and the plan's faults for that run.
   */
  async invoke<T>(
    step: Step,
    run: (env: Env) => Promise<T>,
    orderId?: string,
  ): Promise<{ outcome: Outcome; value?: T }> {
    const key = orderId ? `${step}:${orderId}` : step;
    const invocation = (this.runsPerKey.get(key) ?? 0) + 1;
    this.runsPerKey.set(key, invocation);
    const calls = new BindingCalls(this.options.plan?.({ step, invocation, orderId }) ?? []);
    const env = instrumentEnv(this.options.base, calls, { ...this.options.replace, JOBS: this.producer });
    let value: T | undefined;
    let error: string | undefined;
    const outcome = await Promise.race<Outcome>([
      run(env).then(
        (v) => {
          value = v;
          return "returned" as const;
        },
        (e: unknown) => {
          error = String(e);
          return "threw" as const;
        },
      ),
      calls.hung.then(() => "killed" as const),
    ]);
    this.log.push({
      step,
      orderId,
      invocation,
      outcome,
      error,
      fired: [...calls.fired],
      counts: Object.fromEntries(calls.counts),
      calls: calls.calls,
    });
    return { outcome, value };
  }

  private async stepOf(body: unknown): Promise<{ step: Step; orderId?: string }> {
    const jobId = (body as { jobId?: unknown } | null)?.jobId;
    if (typeof jobId !== "string") return { step: "batch" };
    const job = await findJob(createDb(this.options.base.DB), jobId);
    return job ? { step: job.type, orderId: job.orderId } : { step: "batch" };
  }

  /** One consumer invocation on up to batchSize visible messages of one queue. */
  private async deliver(queueName: string, messages: Queued[]) {
    this.stats.deliveries += messages.length;
    const deadLetter = queueName === JOBS_DEAD_LETTER_QUEUE;
    const first: { step: Step; orderId?: string } =
      messages.length === 1 ? await this.stepOf(messages[0]?.body) : { step: "batch" };
    const step: Step = deadLetter ? "dead-letter" : first.step;
    const batch = createMessageBatch(
      queueName,
      messages.map((m) => ({ id: m.id, timestamp: new Date(m.visibleAt), attempts: m.attempts, body: m.body })),
    );
    const delays = new Map<string, number | undefined>();
    for (const message of batch.messages) {
      const retry = message.retry.bind(message);
      vi.spyOn(message, "retry").mockImplementation((options?: QueueRetryOptions) => {
        if (!delays.has(message.id)) delays.set(message.id, options?.delaySeconds);
        retry(options);
      });
    }
    const ctx = createExecutionContext();
    const { outcome } = await this.invoke(
      step,
      (env) => consumeJobBatch(batch, env, jobHandlers, { onCompleted: afterJobCompleted }),
      first.orderId,
    );
    const result = outcome === "killed" ? null : await getQueueResult(batch, ctx);
    if (outcome === "killed") {
      this.stats.killed++;
      this.advanceTo(Date.now() + WALL_LIMIT_MS);
    }
    for (const message of messages) {
      let retryDelay: number | undefined;
      if (result === null) {
        retryDelay = QUEUE_SETTINGS.retryDelaySeconds;
      } else if (result.retryBatch.retry || result.retryMessages.some((r) => r.msgId === message.id)) {
        retryDelay = delays.get(message.id) ?? QUEUE_SETTINGS.retryDelaySeconds;
      } else if (result.ackAll || result.explicitAcks.includes(message.id)) {
        retryDelay = undefined;
      } else if (outcome === "threw") {
        retryDelay = QUEUE_SETTINGS.retryDelaySeconds;
      }
      if (retryDelay === undefined) continue;
      this.stats.retries++;
      const limit = deadLetter ? QUEUE_SETTINGS.deadLetterMaxRetries : QUEUE_SETTINGS.maxRetries;
      if (message.attempts <= limit) {
        const seq = ++this.seq;
        (deadLetter ? this.deadLetter : this.main).push({
          ...message,
          id: `msg-${seq}`,
          seq,
          attempts: message.attempts + 1,
          visibleAt: Date.now() + retryDelay * 1000,
        });
      } else if (deadLetter) {
        this.stats.dropped++;
      } else {
        this.stats.deadLettered++;
        this.enqueue(this.deadLetter, message.body, 1, 0);
      }
    }
  }

  private takeVisible(queue: Queued[], limit: number): Queued[] {
    const now = Date.now();
    const visible = queue.filter((m) => m.visibleAt <= now).sort((a, b) => a.visibleAt - b.visibleAt || a.seq - b.seq);
    const taken = visible.slice(0, limit);
    for (const m of taken) queue.splice(queue.indexOf(m), 1);
    return taken;
  }

  /** One cron run; true when it finished and restarted nothing. */
  private async cron(): Promise<boolean> {
    this.stats.sweeps++;
    const now = Date.now();
    const { outcome, value } = await this.invoke("sweep", (env) => sweepStuckOrders(env, now));
    if (outcome === "killed") this.advanceTo(Date.now() + WALL_LIMIT_MS);
    const restarted = value ? value.started + value.resumed : 0;
    this.stats.restarted += restarted;
    return outcome === "returned" && restarted === 0;
  }

  /**
   * Delivers messages, jumping the clock to the next due one, until both queues
   * are empty and a cron sweep finds nothing to restart. Throws if that takes
   * more than `maxInvocations` consumer runs.
   */
  async runUntilQuiet(maxInvocations = 2000): Promise<void> {
    const batchSize = this.options.batchSize ?? 1;
    const concurrency = this.options.concurrency ?? 1;
    for (let round = 0; round < maxInvocations; round++) {
      if (Date.now() >= this.nextCron) {
        this.nextCron = Date.now() + CRON_MS;
        await this.cron();
      }
      const batches: [string, Queued[]][] = [];
      for (let i = 0; i < concurrency; i++) {
        const fromDeadLetter = this.takeVisible(this.deadLetter, batchSize);
        if (fromDeadLetter.length > 0) batches.push([JOBS_DEAD_LETTER_QUEUE, fromDeadLetter]);
        const fromMain = this.takeVisible(this.main, batchSize);
        if (fromMain.length > 0) batches.push([JOBS_QUEUE, fromMain]);
      }
      if (batches.length > 0) {
        await Promise.all(batches.map(([name, messages]) => this.deliver(name, messages)));
        continue;
      }
      const due = [...this.main, ...this.deadLetter].map((m) => m.visibleAt);
      if (due.length > 0) {
        this.advanceTo(Math.min(...due));
        continue;
      }
      // Nothing queued: one more cron run decides whether the world is quiet.
      this.advanceTo(this.nextCron);
      this.nextCron = Date.now() + CRON_MS;
      if ((await this.cron()) && this.pending === 0) return;
    }
    throw new Error(`the simulated queue was still busy after ${maxInvocations} rounds`);
  }
}
