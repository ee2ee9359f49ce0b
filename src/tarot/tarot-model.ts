/**
 * Which models write a tarot interpretation, in the order they are tried:
 * with AI_MODE=workers-ai and an AI binding, the primary Workers AI model,
 * then the fallback model, then the embedded model; otherwise the embedded
 * model alone. Each attempt's label is the model id, stored on the reading so
 * the operator sees which model wrote it (docs/decisions/0025).
 */
import type { LanguageModel } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import type { RuntimeConfig } from "../lib/runtime-config";
import { createLocalTarotModel, LOCAL_MODEL_ID } from "./local-tarot-model";

export type ModelAttempt = { label: string; model: LanguageModel };

export type ModelConfig = Pick<RuntimeConfig, "AI_MODE" | "AI_MODEL"> &
  Partial<Pick<RuntimeConfig, "AI_FALLBACK_MODEL" | "AI_GATEWAY_ID">>;

export function tarotModelAttempts(
  config: ModelConfig,
  ai: Ai | undefined,
  local: LanguageModel = createLocalTarotModel(),
): ModelAttempt[] {
  const fallback = { label: LOCAL_MODEL_ID, model: local };
  if (config.AI_MODE !== "workers-ai" || !ai) return [fallback];
  const workersai = createWorkersAI({
    binding: ai,
    ...(config.AI_GATEWAY_ID ? { gateway: { id: config.AI_GATEWAY_ID } } : {}),
  });
  const ids = [config.AI_MODEL, config.AI_FALLBACK_MODEL].filter(
    (id, index, all): id is string => typeof id === "string" && id.length > 0 && all.indexOf(id) === index,
  );
  return [...ids.map((id) => ({ label: id, model: workersai(id as Parameters<typeof workersai>[0]) })), fallback];
}
