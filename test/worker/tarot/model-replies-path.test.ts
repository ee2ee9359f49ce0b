/**
 * Issue 24, item 4: the fixture replies (test/fixtures/tarot-model-replies.ts) through what
 * production does. A paid session is shuffled and given the fixture's draw, Workers AI is the
 * fake binding at the edge (test/fakes/workers-ai-fake.ts, reached through workers-ai-provider
 * and the `ai` SDK as in production), and everything after it is the shop's own: the prompt the
 * model is sent, the check and its mending, the stream, the save to D1, the saved reading as
 * the page receives it (GET /api/tarot/readings/:id, whose sections the page shows) and the PDF.
 * The page's own rendering of these texts is checked in Chromium (test/e2e/tarot-pages.test.ts).
 */
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { readings } from "../../../src/db/schema";
import { cardHeading, readingSections } from "../../../src/shared/reading-sections";
import type { ReadingView } from "../../../src/shared/tarot";
import { DECK } from "../../../src/tarot/deck";
import { sessionStub } from "../../../src/tarot/sessions";
import type { TarotSession } from "../../../src/tarot/tarot-session";
import { fakeWorkersAi, type ScriptedAnswer } from "../../fakes/workers-ai-fake";
import { MODEL_REPLIES, type ModelReplyCase } from "../../fixtures/tarot-model-replies";
import { drawnOf, promptFor, SLIPS } from "../../fixtures/tarot-model-slips";
import { db } from "../factories";
import { drawnText } from "../pdf-text";
import { request } from "../request";
import { interpret, paidSession, readEvents, selectSpread, shuffle, textOf } from "./session-helpers";

const squash = (text: string) => text.replace(/\s+/g, "");
const visitor = () => ({ "cf-connecting-ip": `model-replies-${crypto.randomUUID()}` });

/** A paid session holding the fixture's question and draw, whose object reads with the scripted Workers AI. */
async function sessionFor(reply: ModelReplyCase, script: ScriptedAnswer[]) {
  const { sessionId } = await paidSession();
  expect((await shuffle(sessionId, reply.intention)).status).toBe(200);
  expect((await selectSpread(sessionId, reply.spreadType)).status).toBe(200);
  const first = reply.cards.map((card) => DECK.findIndex((c) => c.id === card.id) * 2 + (card.reversed ? 1 : 0));
  const rest = DECK.map((_, index) => index * 2).filter((code) => !first.some((f) => f >> 1 === code >> 1));
  const { ai, calls } = fakeWorkersAi(script);
  await runInDurableObject(sessionStub(env, sessionId), (instance: TarotSession, state) => {
    state.storage.sql.exec("UPDATE session SET deck_json = ? WHERE id = 1", JSON.stringify([...first, ...rest]));
    (instance as unknown as { env: Env }).env = { ...env, AI_MODE: "workers-ai", AI: ai } as Env;
  });
  return { sessionId, calls };
}

async function readThrough(reply: ModelReplyCase, script: ScriptedAnswer[]) {
  const { sessionId, calls } = await sessionFor(reply, script);
  const messages = await readEvents(await interpret(sessionId));
  expect(messages.at(-1)).toMatchObject({ done: true, readingId: expect.any(String) });
  const streamed = textOf(messages);
  const saved = await db().query.readings.findFirst({ where: eq(readings.sessionId, sessionId) });
  return { sessionId, calls, streamed, saved, readingId: messages.at(-1)?.readingId as string };
}

/** The saved reading as the page gets it, and the PDF's drawn text. */
async function savedViews(readingId: string) {
  const json = await request(`/api/tarot/readings/${readingId}`, { headers: visitor() });
  expect(json.status).toBe(200);
  const view = (await json.json()) as ReadingView;
  const pdfRes = await request(`/api/tarot/readings/${readingId}/pdf`, { headers: visitor() });
  expect(pdfRes.status).toBe(200);
  expect(pdfRes.headers.get("content-type")).toBe("application/pdf");
  const pdf = await PDFDocument.load(new Uint8Array(await pdfRes.arrayBuffer()), { updateMetadata: false });
  const pdfText = drawnText(pdf);
  expect(pdfText).not.toContain("\uFFFD");
  return { view, pdfText: squash(pdfText) };
}

describe("good replies through the production path", () => {
  it.each(MODEL_REPLIES.map((r) => [r.id, r] as const))("%s", async (_id, reply) => {
    const { sessionId, calls, streamed, saved, readingId } = await readThrough(reply, [reply.reply]);
    // The model was asked once, with the real prompt for this session's draw.
    expect(calls.map((c) => c.model)).toEqual([env.AI_MODEL]);
    const { system, prompt } = promptFor(reply, sessionId);
    const sent = calls[0]?.inputs.messages ?? [];
    expect(sent.find((m) => m.role === "system")?.content).toBe(system);
    expect(sent.find((m) => m.role === "user")?.content).toBe(prompt);

    // Kept as written, in the stream, the session's D1 row and the saved reading.
    expect(streamed).toBe(reply.reply);
    expect(saved).toMatchObject({ id: readingId, interpretation: reply.reply, model: env.AI_MODEL });
    const { view, pdfText } = await savedViews(readingId);
    expect(view.interpretation).toBe(reply.reply);
    expect(view.cards.map((c) => [c.name, c.reversed, c.position])).toEqual(
      drawnOf(reply).map((c) => [c.name, c.reversed, c.position]),
    );

    // The page's sections: the opening, one per card in spread order, the answer last.
    const layout = readingSections(view.interpretation);
    expect(layout.intro).toHaveLength(1);
    const headings = layout.sections.map((s) => s.heading);
    expect(headings.slice(0, reply.cards.length)).toEqual(
      drawnOf(reply).map((c) => cardHeading(c.position, c.name, c.reversed)),
    );
    expect(headings.at(-1)).toBe("Your answer");

    // The PDF draws the question, every heading and the reading to its last line, accents and all.
    expect(pdfText).toContain(squash(reply.intention));
    for (const heading of headings) expect(pdfText).toContain(squash(heading));
    expect(pdfText).toContain(squash(layout.sections.at(-1)?.paragraphs.at(-1) ?? "missing"));
  });
});

describe("slips through the production path", () => {
  const cross = MODEL_REPLIES.find((r) => r.id === "cross-carlos-es") as ModelReplyCase;
  const three = MODEL_REPLIES.find((r) => r.id === "three-mum-cancer") as ModelReplyCase;
  const slip = (id: string) => SLIPS.find((s) => s.id === id) as (typeof SLIPS)[number];

  it("a reply with bold, markdown headings and (Reversed) is mended: the page, the stream and the PDF get the clean text", async () => {
    const slipped = slip("(Reversed) and (Upright) capitalised").make({
      ...cross,
      reply: slip("bold headings").make(cross) as string,
    }) as string;
    expect(slipped).toContain("**Present: Five of Swords (Reversed)**");
    const { calls, streamed, saved, readingId } = await readThrough(cross, [slipped]);
    expect(calls).toHaveLength(1);
    expect(saved).toMatchObject({ interpretation: cross.reply, model: env.AI_MODEL });
    // The stream restarted with the mended text, so the live page ends on what was saved.
    expect(streamed).toBe(cross.reply);
    const { view, pdfText } = await savedViews(readingId);
    expect(view.interpretation).toBe(cross.reply);
    expect(pdfText).not.toContain("**");
  });

  it.each([
    "a card left out",
    "a card given the wrong orientation",
    "an undrawn card named in a sentence",
    "cut off before the answer",
    "HTML line breaks",
  ])("a reply with '%s' is refused, and the fallback model's good reply is saved", async (id) => {
    const bad = slip(id).make(three) as string;
    const { calls, streamed, saved } = await readThrough(three, [bad, three.reply]);
    expect(calls.map((c) => c.model)).toEqual([env.AI_MODEL, env.AI_FALLBACK_MODEL]);
    expect(streamed).toBe(three.reply);
    expect(saved).toMatchObject({ interpretation: three.reply, model: env.AI_FALLBACK_MODEL });
  });
});
