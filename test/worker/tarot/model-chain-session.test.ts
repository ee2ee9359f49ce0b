/**
 * The production chain inside a real session: Workers AI (through the fake
 * binding and workers-ai-provider) writes the reading, and the reading keeps
 * the id of the model that wrote it.
 */
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readings } from "../../../src/db/schema";
import { LOCAL_MODEL_ID } from "../../../src/tarot/local-tarot-model";
import { sessionStub } from "../../../src/tarot/sessions";
import type { TarotSession } from "../../../src/tarot/tarot-session";
import { fakeWorkersAi, type ScriptedAnswer } from "../../fakes/workers-ai-fake";
import { db } from "../factories";
import { getSession, interpret, paidSession, readEvents, selectSpread, shuffle, textOf } from "./session-helpers";

const setObjectEnv = (sessionId: string, objectEnv: Env) =>
  runInDurableObject(sessionStub(env, sessionId), (instance: TarotSession) => {
    (instance as unknown as { env: Env }).env = objectEnv;
  });

/** A session with one card drawn, and a reading that passes the check for that card. */
async function oneCardSession() {
  const { sessionId } = await paidSession();
  expect((await shuffle(sessionId)).status).toBe(200);
  expect((await selectSpread(sessionId, "one_card")).status).toBe(200);
  const [card] = (await getSession(sessionId)).shuffledDeck;
  const named = `${card?.name} (${card?.reversed ? "reversed" : "upright"})`;
  const good = `You asked what to carry forward.\n\nYour Card: ${named}\nThis card answers plainly.\n\nYour answer\nA gentle yes. For entertainment and reflection.`;
  return { sessionId, good };
}

async function readWith(script: (good: string) => ScriptedAnswer[]) {
  const { sessionId, good } = await oneCardSession();
  const { ai, calls } = fakeWorkersAi(script(good));
  await setObjectEnv(sessionId, { ...env, AI_MODE: "workers-ai", AI: ai } as Env);
  const text = textOf(await readEvents(await interpret(sessionId)));
  const saved = await db().query.readings.findFirst({ where: eq(readings.sessionId, sessionId) });
  return { text, saved, calls, good };
}

describe("the model chain in a session", () => {
  it("stores the primary model's id when its reading passes", async () => {
    const { text, saved, calls, good } = await readWith((g) => [g]);
    expect(text).toBe(good);
    expect(saved).toMatchObject({ interpretation: good, model: env.AI_MODEL });
    expect(calls.map((c) => c.model)).toEqual([env.AI_MODEL]);
  });

  it("stores the fallback model's id when the primary's reading fails the check", async () => {
    const { saved, calls, good } = await readWith((g) => ["A reading that names no card at all.", g]);
    expect(saved).toMatchObject({ interpretation: good, model: env.AI_FALLBACK_MODEL });
    expect(calls.map((c) => c.model)).toEqual([env.AI_MODEL, env.AI_FALLBACK_MODEL]);
  });

  it("stores the embedded reader's id when both Workers AI models fail", async () => {
    const { saved, calls } = await readWith(() => [new Error("capacity"), { cutAfter: "Your Card: half a rea" }]);
    expect(saved?.model).toBe(LOCAL_MODEL_ID);
    expect(calls).toHaveLength(2);
  });
});
