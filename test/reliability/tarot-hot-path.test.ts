/**
 * The tarot session's hot path through the real Worker entry with counted
 * bindings (decision 0018): an id the shop never made is answered 404 from D1
 * and reaches no Durable Object, however often it is tried; a session this
 * isolate has confirmed makes no D1 round trip in the Worker; and a refund
 * whose notice to the session fails still stands, and the session still
 * refuses to write the reading.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, readings, tarotSessions } from "../../src/db/schema";
import worker from "../../workers/app";
import { createOrder, db } from "../worker/factories";
import { interpret, paidSession, selectSpread, shuffle } from "../worker/tarot/session-helpers";
import { BindingCalls, type Fault, instrumentEnv } from "./instrumented-env";

const workerFetch = worker.fetch as (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>;

/** One request through the Worker with counted bindings; the body is read before the counts are. */
async function send(path: string, init: RequestInit = {}, faults: Fault[] = []) {
  const calls = new BindingCalls(faults);
  const headers = new Headers(init.headers);
  headers.set("cf-connecting-ip", `hot-path-${crypto.randomUUID()}`);
  if (init.body) headers.set("content-type", "application/json");
  const ctx = createExecutionContext();
  const res = await workerFetch(
    new Request(`http://shop.test${path}`, { ...init, headers }),
    instrumentEnv(env, calls),
    ctx,
  );
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, body, calls };
}

type Step = { path: string; method?: string; body?: string };
const steps = (id: string): [Step, Step, Step, Step] => [
  { path: `/api/tarot/sessions/${id}` },
  { path: `/api/tarot/sessions/${id}/shuffle`, method: "POST", body: JSON.stringify({ intention: "Where to?" }) },
  { path: `/api/tarot/sessions/${id}/select-spread`, method: "POST", body: JSON.stringify({ spreadType: "one_card" }) },
  { path: `/api/tarot/sessions/${id}/interpret` },
];

describe("session ids on the hot path", () => {
  it("an unknown id gets 404 at every step, from D1, without reaching an object, every time", async () => {
    const id = crypto.randomUUID();
    for (let round = 0; round < 2; round++) {
      for (const { path, ...init } of steps(id)) {
        const { status, body, calls } = await send(path, init);
        expect(status, path).toBe(404);
        expect(JSON.parse(body)).toEqual({ error: "Session not found", requestId: expect.any(String) });
        expect(calls.count("durable-object"), path).toBe(0);
        expect(calls.count("d1"), path).toBe(1);
        expect(calls.writes).toEqual([]);
      }
    }
  });

  it("a session's row is read from D1 once per isolate; later steps reach the object directly", async () => {
    // A row the shop wrote in another isolate: this one has not seen it yet.
    const order = await createOrder({ productType: "tarot_reading", status: "paid", paymentMethod: "coupon" });
    const sessionId = crypto.randomUUID();
    await db().insert(tarotSessions).values({ id: sessionId, orderId: order.id });
    const stub = env.TAROT_SESSION.get(env.TAROT_SESSION.idFromName(sessionId));
    expect((await stub.open(sessionId, order.id)).ok).toBe(true);

    const [view, shuffled, spread] = steps(sessionId);
    const first = await send(view.path);
    expect(first.status, first.body).toBe(200);
    expect(first.calls.count("d1")).toBe(1);
    for (const { path, ...init } of [shuffled, spread, view]) {
      const { status, calls } = await send(path, init);
      expect(status, path).toBe(200);
      expect(calls.count("d1"), path).toBe(0);
      expect(calls.count("durable-object"), path).toBe(1);
    }
  });
});

describe("a refund whose notice to the session fails", () => {
  const lostNotice: Fault[] = [{ channel: "durable-object", match: /^revoke$/, at: -1, mode: "throw" }];

  it("stands, and the session still refuses to write the reading", async () => {
    const { sessionId, orderId } = await paidSession();
    expect((await shuffle(sessionId)).status).toBe(200);
    const refund = await send(
      `/api/admin/refund/${orderId}`,
      {
        method: "POST",
        headers: { "x-admin-key": env.ADMIN_KEY },
        body: "{}",
      },
      lostNotice,
    );
    expect(refund.status).toBe(200);
    expect(refund.calls.fired).toHaveLength(1);
    expect((await db().query.orders.findFirst({ where: eq(orders.id, orderId) }))?.status).toBe("refunded");

    // Not told: the cheap step goes on under the object's paid record; the reading does not.
    expect((await selectSpread(sessionId, "one_card")).status).toBe(200);
    const reading = await interpret(sessionId);
    expect(reading.status).toBe(409);
    expect(await reading.json()).toEqual({
      error: "This reading's order has been refunded",
      requestId: expect.any(String),
    });
    expect(await db().select().from(readings).where(eq(readings.sessionId, sessionId))).toEqual([]);
  });
});
