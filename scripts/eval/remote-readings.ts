/**
 * `npm run eval:readings -- --remote`: the question set read by the production models on
 * Workers AI, over the REST API (the same `workers-ai-provider`, `ai` SDK, prompt, check and
 * mending as the Worker: src/tarot/interpreter.ts with one model at a time), scored like the
 * embedded reader, plus how many replies the check refused and why. The models are the
 * Worker's own (`AI_MODEL`, `AI_FALLBACK_MODEL` in wrangler.toml) unless `--model <id>` names
 * others. Needs CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN (a token with Workers AI read
 * and edit); without them it says what to set and the script exits non-zero.
 */
import type { LanguageModel } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import { safeErrorMessage } from "../../src/lib/errors";
import { writeInterpretation } from "../../src/tarot/interpreter";
import { checkReading, normaliseReading } from "../../src/tarot/reader/reading-check";
import type { ReadingRequest } from "../../src/tarot/reader/reading-prompt";
import type { ModelAttempt } from "../../src/tarot/tarot-model";
import type { TarotQuestion } from "../../test/fixtures/tarot-questions";
import { evalDraw, type Scorecard, scoreReading, scoreReadings } from "./reading-scorecard";

export const REMOTE_NEEDS = [
  "eval:readings --remote reads the questions with the production models on Workers AI, so it needs a Cloudflare account:",
  "  CLOUDFLARE_ACCOUNT_ID  the account id (dashboard → Workers & Pages → Account details)",
  "  CLOUDFLARE_API_TOKEN   an API token with the Workers AI permission (Account → Workers AI → Read and Edit)",
  "Optional: AI_GATEWAY_ID to go through an AI Gateway, and --model <id> (repeatable) to score other models.",
  "Example: CLOUDFLARE_ACCOUNT_ID=… CLOUDFLARE_API_TOKEN=… npm run eval:readings -- --remote",
].join("\n");

export type RemoteCredentials = { accountId: string; apiToken: string; gatewayId?: string };

/** The credentials from the environment, or null when either is missing. */
export function remoteCredentials(environment: Record<string, string | undefined>): RemoteCredentials | null {
  const accountId = environment.CLOUDFLARE_ACCOUNT_ID?.trim();
  const apiToken = environment.CLOUDFLARE_API_TOKEN?.trim();
  if (!accountId || !apiToken) return null;
  const gatewayId = environment.AI_GATEWAY_ID?.trim();
  return { accountId, apiToken, ...(gatewayId ? { gatewayId } : {}) };
}

/** The Worker's models as wrangler.toml's top-level [vars] name them: AI_MODEL, then AI_FALLBACK_MODEL. */
export function productionModels(wranglerToml: string): string[] {
  const topLevel = wranglerToml.split(/^\[env\./m)[0] ?? "";
  const ids = ["AI_MODEL", "AI_FALLBACK_MODEL"].map(
    (key) => new RegExp(`^${key}\\s*=\\s*"([^"]+)"`, "m").exec(topLevel)?.[1],
  );
  return ids.filter((id): id is string => Boolean(id));
}

/** `--model a --model b` from the arguments, or null when none is given. */
export function modelsFromArgs(args: string[]): string[] | null {
  const ids = args.flatMap((arg, i) => (arg === "--model" && args[i + 1] ? [args[i + 1] as string] : []));
  return ids.length > 0 ? ids : null;
}

/** One attempt per model over the REST API. */
export function restAttempts(credentials: RemoteCredentials, ids: string[]): ModelAttempt[] {
  const workersai = createWorkersAI({
    accountId: credentials.accountId,
    apiKey: credentials.apiToken,
    ...(credentials.gatewayId ? { gateway: { id: credentials.gatewayId } } : {}),
  });
  return ids.map((id) => ({ label: id, model: workersai(id as Parameters<typeof workersai>[0]) as LanguageModel }));
}

export type RemoteCard = {
  model: string;
  card: Scorecard;
  /** Replies the check refused (after mending), or that never finished, with why. */
  refused: { q: string; why: string[] }[];
  /** Replies kept only after mending. */
  mended: number;
};

/**
 * Each question read by one model at a time, exactly as the Worker reads it with that model
 * first: a refused or broken reply is scored as it came (it is what the buyer would have been
 * shown had the check not stopped it) and listed.
 */
export async function remoteScorecards(
  questions: readonly TarotQuestion[],
  attempts: ModelAttempt[],
  progress: (line: string) => void = () => {},
): Promise<RemoteCard[]> {
  const cards: RemoteCard[] = [];
  for (const attempt of attempts) {
    const refused: RemoteCard["refused"] = [];
    let mended = 0;
    let silentInARow = 0;
    const scores = [];
    for (const [i, question] of questions.entries()) {
      const { spread, cards: drawn, seed } = evalDraw(question, i);
      const request: ReadingRequest = {
        spreadType: spread,
        intention: question.q,
        seed,
        cards: drawn.map(({ card, reversed, position }) => ({
          card: card as ReadingRequest["cards"][number]["card"],
          reversed,
          position: position.label,
          positionMeaning: position.meaning,
        })),
      };
      const forCheck = request.cards.map(({ card, reversed, position }) => ({ name: card.name, reversed, position }));
      let raw = "";
      // With one model, a restart only ever means the reply was kept after mending.
      let restarted = false;
      let text: string;
      try {
        const written = await writeInterpretation([attempt], request, {
          onDelta: (delta) => {
            raw += delta;
          },
          onRestart: () => {
            restarted = true;
          },
        });
        text = written.text;
        if (restarted) mended++;
      } catch (error) {
        const check = checkReading(normaliseReading(raw, forCheck), forCheck);
        refused.push({
          q: question.q,
          why:
            raw.trim() === ""
              ? [`no reply: ${safeErrorMessage(error)} (the warning above says why)`]
              : check.ok
                ? ["did not finish"]
                : check.problems,
        });
        text = raw;
      }
      scores.push(scoreReading(question, spread, text));
      progress(`${attempt.label}: ${i + 1}/${questions.length}`);
      // Three silent models in a row is an account or model problem, not a reading's: stop asking.
      silentInARow = raw.trim() === "" ? silentInARow + 1 : 0;
      if (silentInARow >= 3) {
        refused.push({
          q: "(stopped)",
          why: [`${attempt.label} gave no reply three times in a row; the rest was not asked`],
        });
        break;
      }
    }
    cards.push({ model: attempt.label, card: scoreReadings(scores), refused, mended });
  }
  return cards;
}
