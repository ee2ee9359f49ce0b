/**
 * Writes one interpretation: streams each model's text as it arrives, mends the
 * finished text's harmless slips and checks it (src/tarot/reader/reading-check.ts: every
 * drawn card named with its orientation, no other card named, an answer at the
 * end), and moves to the next model when a try fails the check or errors. The
 * listener hears `restart` before a new try replaces the text, and before the
 * mended text replaces what streamed, so the page shows what is saved.
 */
import { streamText } from "ai";
import { safeErrorMessage } from "../lib/errors";
import { log } from "../lib/log";
import { checkReading, normaliseReading } from "./reader/reading-check";
import { buildReadingPrompt, type ReadingRequest } from "./reader/reading-prompt";
import type { ModelAttempt } from "./tarot-model";

export type InterpretListener = { onDelta(delta: string): void; onRestart(): void };

/** A model that sends nothing for this long is abandoned for the next try. */
export const INTERPRET_SILENCE_MS = 20_000;

/** Room for the longest reading of each spread (about 1,200 words for a Celtic Cross), so none is cut short. */
const MAX_OUTPUT_TOKENS: Record<ReadingRequest["spreadType"], number> = {
  one_card: 700,
  three_card: 1200,
  celtic_cross: 2400,
};

export class InterpretationFailedError extends Error {
  override name = "InterpretationFailedError";
}

export async function writeInterpretation(
  attempts: ModelAttempt[],
  request: ReadingRequest,
  listener: InterpretListener,
): Promise<{ text: string; model: string }> {
  const { system, prompt } = buildReadingPrompt(request);
  const drawn = request.cards.map(({ card, reversed, position }) => ({ name: card.name, reversed, position }));
  for (const [index, attempt] of attempts.entries()) {
    if (index > 0) listener.onRestart();
    let text = "";
    const silence = new AbortController();
    let timer = setTimeout(() => silence.abort(new Error("the model went silent")), INTERPRET_SILENCE_MS);
    try {
      let failure: unknown = null;
      const result = streamText({
        model: attempt.model,
        system,
        prompt,
        maxRetries: 0,
        temperature: 0.7,
        maxOutputTokens: MAX_OUTPUT_TOKENS[request.spreadType],
        abortSignal: silence.signal,
        // textStream leaves error parts out; keep the error so a broken stream is not taken for a finished one.
        onError: ({ error }) => {
          failure = error;
        },
      });
      for await (const delta of result.textStream) {
        text += delta;
        listener.onDelta(delta);
        clearTimeout(timer);
        timer = setTimeout(() => silence.abort(new Error("the model went silent")), INTERPRET_SILENCE_MS);
      }
      const finishReason = await result.finishReason;
      if (failure || finishReason !== "stop") {
        log("warn", "interpretation did not finish", {
          model: attempt.label,
          finishReason,
          error: failure ? safeErrorMessage(failure) : null,
        });
        continue;
      }
      const mended = normaliseReading(text, drawn);
      const check = checkReading(mended, drawn);
      if (check.ok && mended.trim().length > 0) {
        if (mended !== text) {
          listener.onRestart();
          listener.onDelta(mended);
        }
        return { text: mended, model: attempt.label };
      }
      log("warn", "interpretation failed its check", {
        model: attempt.label,
        problems: check.ok ? ["empty"] : check.problems.slice(0, 5),
      });
    } catch (error) {
      log("warn", "interpretation model failed", { model: attempt.label, error: safeErrorMessage(error) });
    } finally {
      clearTimeout(timer);
    }
  }
  throw new InterpretationFailedError("The reading could not be written. Please try again.");
}
