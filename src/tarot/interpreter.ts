/**
 * Writes one interpretation: streams each model's text as it arrives, checks
 * the finished text (every drawn card named with its orientation, no other
 * card named), and moves to the next model when a try fails the check or
 * errors. The listener hears `restart` before a new try replaces the text.
 */
import { streamText } from "ai";
import type { ModelAttempt } from "../ai/tarot-model";
import { safeErrorMessage } from "../lib/errors";
import { log } from "../lib/log";
import { checkReading } from "./reading-check";
import { buildReadingPrompt, type ReadingRequest } from "./reading-prompt";

export type InterpretListener = { onDelta(delta: string): void; onRestart(): void };

/** A model that says nothing for this long is abandoned for the next try. */
export const INTERPRET_TIMEOUT_MS = 60_000;

export class InterpretationFailedError extends Error {
  override name = "InterpretationFailedError";
}

export async function writeInterpretation(
  attempts: ModelAttempt[],
  request: ReadingRequest,
  listener: InterpretListener,
): Promise<{ text: string; model: string }> {
  const { system, prompt } = buildReadingPrompt(request);
  const drawn = request.cards.map(({ card, reversed }) => ({ name: card.name, reversed }));
  for (const [index, attempt] of attempts.entries()) {
    if (index > 0) listener.onRestart();
    let text = "";
    try {
      const result = streamText({
        model: attempt.model,
        system,
        prompt,
        maxRetries: 0,
        temperature: 0.7,
        abortSignal: AbortSignal.timeout(INTERPRET_TIMEOUT_MS),
        onError: () => {},
      });
      for await (const delta of result.textStream) {
        text += delta;
        listener.onDelta(delta);
      }
      const check = checkReading(text, drawn);
      if (check.ok && text.trim().length > 0) return { text, model: attempt.label };
      log("warn", "interpretation failed its check", {
        model: attempt.label,
        problems: check.ok ? ["empty"] : check.problems.slice(0, 5),
      });
    } catch (error) {
      log("warn", "interpretation model failed", { model: attempt.label, error: safeErrorMessage(error) });
    }
  }
  throw new InterpretationFailedError("The reading could not be written. Please try again.");
}
