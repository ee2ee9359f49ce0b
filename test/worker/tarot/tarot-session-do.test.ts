import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SessionConflictError, type TarotSession } from "../../../src/tarot/tarot-session";

const stubFor = (sessionId: string) => env.TAROT_SESSION.get(env.TAROT_SESSION.idFromName(sessionId));

describe("TarotSession Durable Object", () => {
  it("opens a session in the intention state and keeps it in SQLite storage", async () => {
    const sessionId = crypto.randomUUID();
    const orderId = crypto.randomUUID();
    const stub = stubFor(sessionId);
    const opened = await stub.open(sessionId, orderId);
    expect(opened).toMatchObject({ sessionId, orderId, status: "intention" });

    const rows = await runInDurableObject(stub, (_instance: TarotSession, state) =>
      state.storage.sql.exec("SELECT session_id, order_id, status FROM session").toArray(),
    );
    expect(rows).toEqual([{ session_id: sessionId, order_id: orderId, status: "intention" }]);
  });

  it("survives eviction: state comes back from storage, not memory", async () => {
    const sessionId = crypto.randomUUID();
    const orderId = crypto.randomUUID();
    const stub = stubFor(sessionId);
    await stub.open(sessionId, orderId);
    await evictDurableObject(stub);
    expect(await stubFor(sessionId).snapshot()).toMatchObject({ sessionId, orderId, status: "intention" });
  });

  it("treats a repeated open for the same order as the same session", async () => {
    const sessionId = crypto.randomUUID();
    const orderId = crypto.randomUUID();
    const stub = stubFor(sessionId);
    const first = await stub.open(sessionId, orderId);
    const second = await stub.open(sessionId, orderId);
    expect(second).toEqual(first);
  });

  it("refuses to rebind a session to another order", async () => {
    const sessionId = crypto.randomUUID();
    const stub = stubFor(sessionId);
    await stub.open(sessionId, crypto.randomUUID());
    await runInDurableObject(stub, async (instance: TarotSession) => {
      await expect(instance.open(sessionId, crypto.randomUUID())).rejects.toBeInstanceOf(SessionConflictError);
    });
  });

  it("has no state before it is opened", async () => {
    expect(await stubFor(crypto.randomUUID()).snapshot()).toBeNull();
  });
});
