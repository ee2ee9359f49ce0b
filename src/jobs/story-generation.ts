import { writeStoryWithWorkersAI } from "../ai/story-writer";
import { log } from "../lib/log";
import { readRuntimeConfig } from "../lib/runtime-config";
import { birthSky } from "../soulmate/astro";
import { composePortrait, composeStory } from "../soulmate/story-composer";
import type { SoulmateInputs, Story } from "../soulmate/types";
import { curledStory, keptOf } from "../soulmate/typography";

export type GeneratedStory = { story: Story; generatedBy: "composer" | "workers-ai" };

/** Long enough for a small model to write ~1,400 words; short enough to leave the job room to retry. */
export const AI_STORY_TIMEOUT_MS = 45_000;

/**
 * The story's words. The embedded composer is the default (AI_MODE=local) and
 * the fallback for any Workers AI error, timeout or rule-breaking answer.
 */
export async function generateStory(env: Env, inputs: SoulmateInputs, seed: string): Promise<GeneratedStory> {
  const config = readRuntimeConfig(env);
  // Only production binds AI (wrangler.toml); without the binding the composer writes.
  if (config.AI_MODE === "workers-ai" && env.AI) {
    try {
      const story = await writeStoryWithWorkersAI(
        env.AI,
        config.AI_MODEL,
        inputs,
        birthSky(inputs),
        AI_STORY_TIMEOUT_MS,
      );
      // The portrait is drawn from the chart by rule, whoever writes the panels; the model's quotes are curled as the
      // composer's are.
      return {
        story: curledStory({ ...story, portrait: composePortrait(inputs, seed) }, keptOf(inputs)),
        generatedBy: "workers-ai",
      };
    } catch (error) {
      log("warn", "Workers AI story failed; using the composer", { seed, reason: String(error).slice(0, 300) });
    }
  }
  return { story: composeStory(inputs, seed), generatedBy: "composer" };
}
