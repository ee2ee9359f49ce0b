/**
 * The embedded tarot model (docs/product/tarot.md, Interpretation). It implements the ai SDK's
 * LanguageModel interface, so streamText runs the same code path as with
 * Workers AI. It reads the draw and the intention from the prompt's data
 * blocks and composes the reading from our deck and position meanings, then
 * streams it a few words at a time.
 */
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4GenerateResult,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import { cardById } from "./deck";
import { SPREAD_POSITIONS } from "./positions";
import { composeReading } from "./reader/reading-composer";
import { parseReadingPrompt } from "./reader/reading-prompt";

export const LOCAL_MODEL_ID = "local-tarot-reader-1";

/** Words per streamed chunk and the pause between chunks: quick, but visibly streaming. */
const WORDS_PER_CHUNK = 3;
export const DEFAULT_CHUNK_DELAY_MS = 15;

function promptText(options: LanguageModelV4CallOptions): string {
  return options.prompt
    .filter((message) => message.role === "user")
    .flatMap((message) => message.content)
    .map((part) => (part.type === "text" ? part.text : ""))
    .join("\n");
}

/** The reading for a prompt; a prompt without a valid draw gets a short, honest refusal. */
export function localReadingFor(options: LanguageModelV4CallOptions): string {
  const parsed = parseReadingPrompt(promptText(options));
  const positions = parsed ? SPREAD_POSITIONS[parsed.spreadType] : undefined;
  const cards = parsed?.cards.map((drawn, index) => {
    const card = cardById(drawn.id);
    const position = positions?.[index];
    return card && position ? { card, reversed: drawn.reversed, position } : null;
  });
  if (!parsed || !cards || cards.some((card) => card === null)) {
    return "The embedded reader can only interpret a tarot draw, and none was found in this request.";
  }
  return composeReading({
    spreadType: parsed.spreadType,
    intention: parsed.intention,
    seed: parsed.seed,
    cards: cards as NonNullable<(typeof cards)[number]>[],
  });
}

/** Splits text into chunks of a few words, keeping every character (spaces and blank lines included). */
export function chunkText(text: string, wordsPerChunk = WORDS_PER_CHUNK): string[] {
  const tokens = text.match(/\S+\s*/g) ?? [];
  const leading = text.match(/^\s+/)?.[0] ?? "";
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerChunk) chunks.push(tokens.slice(i, i + wordsPerChunk).join(""));
  if (leading && chunks.length > 0) chunks[0] = leading + chunks[0];
  return chunks;
}

function usage(prompt: string, text: string): LanguageModelV4Usage {
  const count = (s: string) => Math.ceil(s.length / 4);
  return {
    inputTokens: { total: count(prompt), noCache: count(prompt), cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: count(text), text: count(text), reasoning: 0 },
  };
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

export function createLocalTarotModel(options: { chunkDelayMs?: number } = {}): LanguageModelV4 {
  const delay = options.chunkDelayMs ?? DEFAULT_CHUNK_DELAY_MS;
  return {
    specificationVersion: "v4",
    provider: "local",
    modelId: LOCAL_MODEL_ID,
    supportedUrls: {},
    async doGenerate(call): Promise<LanguageModelV4GenerateResult> {
      const text = localReadingFor(call);
      return {
        content: [{ type: "text", text }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: usage(promptText(call), text),
        warnings: [],
      };
    },
    async doStream(call) {
      const text = localReadingFor(call);
      const chunks = chunkText(text);
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        async start(controller) {
          controller.enqueue({ type: "stream-start", warnings: [] });
          controller.enqueue({ type: "response-metadata", modelId: LOCAL_MODEL_ID, timestamp: new Date() });
          controller.enqueue({ type: "text-start", id: "reading" });
          try {
            for (const [index, delta] of chunks.entries()) {
              if (index > 0 && delay > 0) await sleep(delay, call.abortSignal);
              controller.enqueue({ type: "text-delta", id: "reading", delta });
            }
          } catch (error) {
            controller.enqueue({ type: "error", error });
            controller.close();
            return;
          }
          controller.enqueue({ type: "text-end", id: "reading" });
          controller.enqueue({
            type: "finish",
            finishReason: { unified: "stop", raw: "stop" },
            usage: usage(promptText(call), text),
          });
          controller.close();
        },
      });
      return { stream };
    },
  };
}
