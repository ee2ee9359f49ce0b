import { composeStory } from "../soulmate/story-composer";
import type { SoulmateInputs, Story } from "../soulmate/types";

export type GeneratedStory = { story: Story; generatedBy: "composer" | "workers-ai" };

/**
 * The story's words. The embedded composer is the default (AI_MODE=local) and
 * the fallback for any Workers AI failure.
 */
export async function generateStory(_env: Env, inputs: SoulmateInputs, seed: string): Promise<GeneratedStory> {
  return { story: composeStory(inputs, seed), generatedBy: "composer" };
}
