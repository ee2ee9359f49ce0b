/**
 * Error reporting and request ids (docs/decisions/0038), through the real Worker entry. Sentry
 * is faked at the edge (test/fakes/sentry-fake.mjs): the real SDK posts envelopes to it
 * through a DSN, which these tests put in the env they hand the Worker; without one nothing
 * may be sent and the SDK must not start.
 */
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { isInitialized } from "@sentry/cloudflare";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jobs, orders } from "../../../src/db/schema";
import { JOBS_DEAD_LETTER_QUEUE } from "../../../src/jobs/queues";
import entry from "../../../workers/app";
import { createJob, createOrder, db, ownerCookie } from "../factories";
import { postJson, request } from "../request";

type SentryEvent = {
  event_id: string;
  message?: string;
  level?: string;
  tags?: Record<string, string>;
  exception?: { values?: { type?: string; value?: string }[] };
};

/** The Worker's handlers as the runtime calls them, with an execution context. */
const worker = entry as unknown as {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response>;
  queue(batch: MessageBatch, env: Env, ctx: ExecutionContext): Promise<void>;
  scheduled(controller: ScheduledController, env: Env, ctx?: ExecutionContext): Promise<void>;
};
const fakeBase = env.SENTRY_FAKE_BASE;
const dsn = `${fakeBase.replace("://", "://public@")}/1`;
const withDsn = (overrides: Partial<Env> = {}) => ({ ...env, SENTRY_DSN: dsn, ...overrides }) as Env;

async function events(): Promise<{ events: SentryEvent[]; text: string }> {
  const res = await fetch(`${fakeBase}/__control/envelopes`);
  const text = await res.text();
  const all = (JSON.parse(text) as { envelopes: { items: { header: { type: string }; payload: SentryEvent }[] }[] })
    .envelopes;
  return { events: all.flatMap((e) => e.items.filter((i) => i.header.type === "event").map((i) => i.payload)), text };
}

/** The events tagged with this request id, waiting a little for the SDK's flush to land. */
async function eventsFor(requestId: string, expected = 1): Promise<SentryEvent[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = (await events()).events.filter((e) => e.tags?.requestId === requestId);
    if (found.length >= expected || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A D1 binding whose every query fails with a driver message that quotes the row's values. */
function brokenDb(secret: string): D1Database {
  const fail = () => {
    throw new Error(`D1_ERROR: cannot write row (${secret})`);
  };
  return { prepare: fail, batch: fail, exec: fail, dump: fail, withSession: fail } as unknown as D1Database;
}

const tag = crypto.randomUUID().slice(0, 8);
const email = `reported.buyer+${tag}@example.com`;
const quiz = {
  starSign: "scorpio",
  birthday: { day: 3, month: 11, year: 1985 },
  city: `Launceston${tag}`,
  preference: "women",
  relationshipStatus: "just-curious",
  firstName: `Jane${tag}`,
  email,
};

/** POST /api/quiz/prepare through the Worker's entry, with a DB that fails and the buyer's cookie. */
async function failingPrepare(env: Env) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request("http://shop.test/api/quiz/prepare", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "cf-connecting-ip": `sentry-${crypto.randomUUID()}`,
        ...ownerCookie(),
      },
      body: JSON.stringify(quiz),
    }),
    { ...env, DB: brokenDb(email) },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("request ids", () => {
  it("puts the same id in the X-Request-Id header and in every {error} answer", async () => {
    const answers = await Promise.all([
      request("/api/nowhere"),
      request("/api/health", { method: "DELETE" }),
      postJson("/api/quiz/prepare", { email: "not-an-email" }, { headers: { "cf-connecting-ip": `ids-${tag}` } }),
      request("/api/quiz/prepare", { method: "POST", headers: { "content-type": "text/plain" }, body: "hello" }),
      request(`/api/tarot/sessions/${crypto.randomUUID()}`),
      request("/api/orders/not-a-uuid"),
    ]);
    const ids = new Set<string>();
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      const id = res.headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f]{16}$/);
      const body = (await res.json()) as { error: unknown; requestId: unknown };
      expect(typeof body.error).toBe("string");
      expect(body.requestId).toBe(id);
      ids.add(id as string);
    }
    expect(ids.size).toBe(answers.length);
  });

  it("uses Cloudflare's cf-ray when there is one, and never an id the client made up", async () => {
    const ray = "8f1a2b3c4d5e6f70-SYD";
    const res = await request("/api/nowhere", { headers: { "cf-ray": ray, "x-request-id": "client-made-this" } });
    expect(res.headers.get("x-request-id")).toBe(ray);
    expect(((await res.json()) as { requestId: string }).requestId).toBe(ray);
    const spoofed = await request("/api/health", { headers: { "x-request-id": "client-made-this" } });
    expect(spoofed.headers.get("x-request-id")).not.toBe("client-made-this");
    const bad = await request("/api/health", { headers: { "cf-ray": 'x","level":"error' } });
    expect(bad.headers.get("x-request-id")).toMatch(/^[0-9a-f]{16}$/);
  });

  it("writes the request's id on its log lines", async () => {
    const lines: string[] = [];
    for (const method of ["log", "warn", "error"] as const) {
      vi.spyOn(console, method).mockImplementation((line: unknown) => void lines.push(String(line)));
    }
    const res = await postJson("/api/quiz/prepare", quiz, {
      headers: { "cf-connecting-ip": `log-${tag}`, ...ownerCookie() },
    });
    expect(res.status).toBe(201);
    const requestId = res.headers.get("x-request-id");
    const { orderId } = (await res.json()) as { orderId: string };
    const prepared = lines.map((line) => JSON.parse(line)).find((line) => line.orderId === orderId);
    expect(prepared).toMatchObject({ message: "order created", requestId });
  });

  it("gives a cron run its own id, on its lines", async () => {
    const lines: Record<string, unknown>[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => void lines.push(JSON.parse(String(line))));
    const run = worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), { ...env, DB: brokenDb("x") });
    await expect(run).rejects.toThrow();
    const failed = lines.find((line) => line.message === "scheduled run failed");
    expect(failed?.requestId).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe("error reporting to Sentry", () => {
  it("without SENTRY_DSN: the SDK never starts and nothing is sent", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await failingPrepare(env);
    expect(res.status).toBe(500);
    const requestId = res.headers.get("x-request-id") as string;
    expect(((await res.json()) as { requestId: string }).requestId).toBe(requestId);
    expect(isInitialized()).toBe(false);
    // A report would have landed by now: the DSN tests below find theirs as soon as the request is done.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await events()).events.filter((e) => e.tags?.requestId === requestId)).toHaveLength(0);
  });

  it("with SENTRY_DSN: a route's crash arrives tagged with its request id, without the buyer's data", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await failingPrepare(withDsn());
    expect(res.status).toBe(500);
    const requestId = res.headers.get("x-request-id") as string;
    const [event] = await eventsFor(requestId);
    expect(event?.level).toBe("error");
    expect(event?.exception?.values?.some((value) => value.value?.includes("D1_ERROR"))).toBe(true);
    // Nothing the buyer sent: no email (whole or masked), no name, no town, no quiz answer, no cookie.
    const text = JSON.stringify(event);
    for (const secret of [email, `Jane${tag}`, `Launceston${tag}`, "1985", "order_owner", "just-curious"]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/@example\.com/);
  });

  it("with SENTRY_DSN: a job that failed for good arrives tagged with its message id and order", async () => {
    const order = await createOrder({ status: "processing" });
    const job = await createJob(order.id, "card_set");
    const messageId = `dlq-${crypto.randomUUID()}`;
    const batch = createMessageBatch(JOBS_DEAD_LETTER_QUEUE, [
      { id: messageId, timestamp: new Date(), attempts: 1, body: { jobId: job.id } },
    ]);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const ctx = createExecutionContext();
    await worker.queue(batch, withDsn(), ctx);
    await waitOnExecutionContext(ctx);
    expect((await db().query.jobs.findFirst({ where: eq(jobs.id, job.id) }))?.status).toBe("failed");
    expect((await db().query.orders.findFirst({ where: eq(orders.id, order.id) }))?.status).toBe("failed");
    const [event] = await eventsFor(messageId);
    expect(event?.message).toBe("job failed for good");
    expect(event?.tags).toMatchObject({ requestId: messageId, orderId: order.id, jobId: job.id, type: "card_set" });
    expect(JSON.stringify(event)).not.toContain(order.email);
  });

  it("with SENTRY_DSN: a failing cron run arrives tagged with the run's id", async () => {
    const lines: Record<string, unknown>[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => void lines.push(JSON.parse(String(line))));
    const ctx = createExecutionContext();
    const run = worker.scheduled(
      createScheduledController({ cron: "*/5 * * * *" }),
      withDsn({ DB: brokenDb("x") }),
      ctx,
    );
    await expect(run).rejects.toThrow();
    await waitOnExecutionContext(ctx);
    const requestId = lines.find((line) => line.message === "scheduled run failed")?.requestId as string;
    const [event] = await eventsFor(requestId);
    expect(event?.exception?.values?.at(-1)?.value).toContain("D1_ERROR");
  });
});
