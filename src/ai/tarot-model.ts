/**
 * Which models write a tarot interpretation, in the order they are tried
 * (design.md §5–6): with AI_MODE=workers-ai and an AI binding, Workers AI
 * twice (a first try and one retry), then the embedded model as the fallback;
 * otherwise the embedded model alone.
 */
import type { LanguageModel } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import type { RuntimeConfig } from "../lib/runtime-config";
import { createLocalTarotModel } from "./local-tarot-model";

export type ModelAttempt = { label: string; model: LanguageModel };

export function tarotModelAttempts(
  config: Pick<RuntimeConfig, "AI_MODE" | "AI_MODEL">,
  ai: Ai | undefined,
  local: LanguageModel = createLocalTarotModel(),
): ModelAttempt[] {
  const fallback = { label: "local", model: local };
  if (config.AI_MODE !== "workers-ai" || !ai) return [fallback];
  const workersai = createWorkersAI({ binding: ai });
  const remote = workersai(config.AI_MODEL as Parameters<typeof workersai>[0]);
  return [{ label: "workers-ai", model: remote }, { label: "workers-ai retry", model: remote }, fallback];
}
