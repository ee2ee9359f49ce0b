import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { generateStory } from "../../../src/jobs/story-generation";
import { composeStory } from "../../../src/soulmate/story-composer";
import type { SoulmateInputs } from "../../../src/soulmate/types";

const inputs: SoulmateInputs = {
  starSign: "pisces",
  birthday: { day: 3, month: 3, year: 1988 },
  city: "Geelong",
  preference: "men",
  relationshipStatus: "divorced",
  firstName: "Jo",
};

/**
 * A stand-in for the Workers AI binding (env.AI.run), shaped like its public API:
 * run(model, { messages, response_format }, options) → { response }.
 */
function fakeAi(answer: () => Promise<unknown>) {
  const run = vi.fn(async (_model: string, _inputs: Record<string, unknown>, _options?: unknown) => answer());
  return { binding: { run } as unknown as Ai, run };
}

const withAi = (ai: Ai) => ({ ...env, AI_MODE: "workers-ai", AI: ai });

describe("story generation with AI_MODE=workers-ai", () => {
  it("uses the model's structured story when it keeps the rules", async () => {
    const modelStory = composeStory(inputs, "model-side");
    const { panels, ...rest } = modelStory;
    const answer = { ...rest, title: "The Tide and the Lantern", panels: panels.map(({ scene: _s, ...p }) => p) };
    const { binding, run } = fakeAi(async () => ({ response: JSON.stringify(answer) }));
    const result = await generateStory(withAi(binding), inputs, "order-1");
    expect(result.generatedBy).toBe("workers-ai");
    expect(result.story.title).toBe("The Tide and the Lantern");
    expect(result.story.panels.map((p) => p.scene)).toEqual(modelStory.panels.map((p) => p.scene));

    const [model, request] = run.mock.calls[0] ?? [];
    expect(model).toBe(env.AI_MODEL);
    expect(request).toHaveProperty("response_format.type", "json_schema");
    const prompt = JSON.stringify(request);
    // The reader's details travel as delimited data, not as instructions.
    expect(prompt).toContain("<<<READER");
    expect(prompt).toContain("Geelong");
  });

  it("curls the model's straight quotes as the composer's are, and keeps the reader's own name as typed", async () => {
    const reader: SoulmateInputs = { ...inputs, firstName: "Jo O'Neill" };
    const modelStory = composeStory(reader, "model-side-quotes");
    const { panels, ...rest } = modelStory;
    // A model writes the keyboard's quotes: the composer's book, straightened, stands in for its answer.
    const straight = (t: string) => t.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
    const answer = {
      ...rest,
      dedication: straight(rest.dedication),
      title: "The Tide and the Lantern",
      panels: panels.map(({ scene: _s, ...p }) => ({ ...p, text: straight(p.text) })),
    };
    expect(answer.panels.some((p) => p.text.includes("'"))).toBe(true);
    const { binding } = fakeAi(async () => ({ response: JSON.stringify(answer) }));
    const result = await generateStory(withAi(binding), reader, "order-quotes");
    expect(result.generatedBy).toBe("workers-ai");
    expect(result.story.panels.map((p) => p.text)).toEqual(modelStory.panels.map((p) => p.text));
    expect(result.story.dedication).toContain("Jo O'Neill");
    expect(result.story.dedication).not.toMatch(/Jo O’Neill/);
  });

  it("falls back to the composer when the model errors", async () => {
    const { binding } = fakeAi(async () => {
      throw new Error("AiError: capacity exceeded");
    });
    const result = await generateStory(withAi(binding), inputs, "order-2");
    expect(result).toEqual({ story: composeStory(inputs, "order-2"), generatedBy: "composer" });
  });

  it("falls back when the answer breaks the word limits", async () => {
    const story = composeStory(inputs, "x");
    const short = {
      ...story,
      panels: story.panels.map(({ scene: _s, ...p }) => ({ ...p, text: "Too short. ".repeat(25) })),
    };
    const { binding } = fakeAi(async () => ({ response: JSON.stringify(short) }));
    expect((await generateStory(withAi(binding), inputs, "order-3")).generatedBy).toBe("composer");
  });

  it("falls back when the answer is not the schema at all", async () => {
    const { binding } = fakeAi(async () => ({ response: "Once upon a time…" }));
    expect((await generateStory(withAi(binding), inputs, "order-4")).generatedBy).toBe("composer");
  });

  it("never calls the model in the default local mode", async () => {
    const { binding, run } = fakeAi(async () => ({ response: "{}" }));
    const result = await generateStory({ ...env, AI: binding }, inputs, "order-5");
    expect(result.generatedBy).toBe("composer");
    expect(run).not.toHaveBeenCalled();
  });
});
