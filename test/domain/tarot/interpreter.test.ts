import { describe, expect, it } from "vitest";
import { cardById } from "../../../src/tarot/deck";
import { writeInterpretation } from "../../../src/tarot/interpreter";
import { LOCAL_MODEL_ID } from "../../../src/tarot/local-tarot-model";
import { checkReading } from "../../../src/tarot/reader/reading-check";
import type { ReadingRequest } from "../../../src/tarot/reader/reading-prompt";
import { tarotModelAttempts } from "../../../src/tarot/tarot-model";
import { fakeWorkersAi } from "../../fakes/workers-ai-fake";

const card = (id: string) => {
  const found = cardById(id);
  if (!found) throw new Error(id);
  return found;
};

const request: ReadingRequest = {
  spreadType: "three_card",
  intention: "How do I settle into my new city?",
  seed: "interpreter-test",
  cards: [
    { card: card("eight-of-cups"), reversed: false, position: "Past", positionMeaning: "what shaped this" },
    { card: card("the-star"), reversed: true, position: "Present", positionMeaning: "where you stand" },
    { card: card("page-of-pentacles"), reversed: false, position: "Future", positionMeaning: "where it leans" },
  ],
};
const drawn = request.cards.map((c) => ({ name: c.card.name, reversed: c.reversed }));

const GOOD =
  "Past: Eight of Cups (upright) shows you walking away from what no longer fed you.\n\n" +
  "Present: The Star (reversed) asks you to let hope back in slowly.\n\n" +
  "Future: Page of Pentacles (upright) points to patient, practical first steps.\n\n" +
  "Your answer\nA gentle yes: settle in slowly.\n\nFor entertainment and reflection only.";
const NAMES_AN_UNDRAWN_CARD = `${GOOD} The Devil (upright) also appears.`;
const WRONG_ORIENTATION = GOOD.replace("The Star (reversed)", "The Star (upright)");

const PRIMARY = "@cf/google/gemma-4-26b-a4b-it";
const SECOND = "@cf/mistralai/mistral-small-3.1-24b-instruct";
const workersAiConfig = { AI_MODE: "workers-ai" as const, AI_MODEL: PRIMARY, AI_FALLBACK_MODEL: SECOND };

function listener() {
  const events: string[] = [];
  let text = "";
  return {
    events,
    text: () => text,
    onDelta(delta: string) {
      text += delta;
      events.push("delta");
    },
    onRestart() {
      text = "";
      events.push("restart");
    },
  };
}

describe("writeInterpretation", () => {
  it("uses the embedded model alone when AI_MODE is local", () => {
    const attempts = tarotModelAttempts({ AI_MODE: "local", AI_MODEL: "x" }, fakeWorkersAi([]).ai);
    expect(attempts.map((a) => a.label)).toEqual([LOCAL_MODEL_ID]);
    expect(tarotModelAttempts(workersAiConfig, undefined).map((a) => a.label)).toEqual([LOCAL_MODEL_ID]);
  });

  it("tries the primary model, then the fallback model, then the embedded one", () => {
    const { ai } = fakeWorkersAi([]);
    expect(tarotModelAttempts(workersAiConfig, ai).map((a) => a.label)).toEqual([PRIMARY, SECOND, LOCAL_MODEL_ID]);
    // No fallback configured, or the same id twice: one Workers AI attempt.
    expect(tarotModelAttempts({ ...workersAiConfig, AI_FALLBACK_MODEL: undefined }, ai).map((a) => a.label)).toEqual([
      PRIMARY,
      LOCAL_MODEL_ID,
    ]);
    expect(tarotModelAttempts({ ...workersAiConfig, AI_FALLBACK_MODEL: PRIMARY }, ai).map((a) => a.label)).toEqual([
      PRIMARY,
      LOCAL_MODEL_ID,
    ]);
  });

  it("sends every call through the AI Gateway when one is configured, and none otherwise", async () => {
    const withGateway = fakeWorkersAi([GOOD]);
    await writeInterpretation(
      tarotModelAttempts({ ...workersAiConfig, AI_GATEWAY_ID: "shop-gateway" }, withGateway.ai),
      request,
      listener(),
    );
    expect(withGateway.calls[0]?.options).toMatchObject({ gateway: { id: "shop-gateway" } });
    const without = fakeWorkersAi([GOOD]);
    await writeInterpretation(tarotModelAttempts(workersAiConfig, without.ai), request, listener());
    expect(without.calls[0]?.options?.gateway).toBeUndefined();
  });

  it("streams Workers AI's reading through when it passes the check", async () => {
    const { ai, calls } = fakeWorkersAi([GOOD]);
    const out = listener();
    const result = await writeInterpretation(tarotModelAttempts(workersAiConfig, ai), request, out);
    expect(result).toEqual({ text: GOOD, model: PRIMARY });
    expect(out.text()).toBe(GOOD);
    expect(out.events.filter((e) => e === "delta").length).toBeGreaterThan(3);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.model).toBe(workersAiConfig.AI_MODEL);
    expect(calls[0]?.inputs.stream).toBe(true);
    const prompt = JSON.stringify(calls[0]?.inputs.messages);
    expect(prompt).toContain("Rider-Waite-Smith");
    expect(prompt).toContain("<<<INTENTION");
    expect(prompt).toContain("How do I settle into my new city?");
  });

  it("moves to the fallback model after a reading that names an undrawn card", async () => {
    const { ai, calls } = fakeWorkersAi([NAMES_AN_UNDRAWN_CARD, GOOD]);
    const out = listener();
    const result = await writeInterpretation(tarotModelAttempts(workersAiConfig, ai), request, out);
    expect(result.model).toBe(SECOND);
    expect(calls.map((c) => c.model)).toEqual([PRIMARY, SECOND]);
    expect(out.events.filter((e) => e === "restart")).toHaveLength(1);
    expect(out.text()).toBe(GOOD);
    expect(calls).toHaveLength(2);
  });

  it("falls back to the embedded model when both tries fail the check", async () => {
    const { ai, calls } = fakeWorkersAi([WRONG_ORIENTATION, NAMES_AN_UNDRAWN_CARD]);
    const out = listener();
    const result = await writeInterpretation(tarotModelAttempts(workersAiConfig, ai), request, out);
    expect(result.model).toBe(LOCAL_MODEL_ID);
    expect(calls).toHaveLength(2);
    expect(out.events.filter((e) => e === "restart")).toHaveLength(2);
    expect(out.text()).toBe(result.text);
    expect(checkReading(result.text, drawn)).toEqual({ ok: true });
  });

  it("falls back to the embedded model when Workers AI is down", async () => {
    const { ai } = fakeWorkersAi([new Error("AiError: capacity"), new Error("network connection lost")]);
    const result = await writeInterpretation(tarotModelAttempts(workersAiConfig, ai), request, listener());
    expect(result.model).toBe(LOCAL_MODEL_ID);
    expect(checkReading(result.text, drawn)).toEqual({ ok: true });
  });

  it("does not keep a reading whose stream broke, even when the cards were already named", async () => {
    const { ai, calls } = fakeWorkersAi([{ cutAfter: GOOD }, { cutAfter: GOOD }]);
    const out = listener();
    const result = await writeInterpretation(tarotModelAttempts(workersAiConfig, ai), request, out);
    expect(calls).toHaveLength(2);
    expect(result.model).toBe(LOCAL_MODEL_ID);
    // Each broken try streamed the whole text before the break, then was replaced.
    expect(out.events.filter((e) => e === "restart")).toHaveLength(2);
    expect(out.text()).toBe(result.text);
  });
});
