/**
 * The Worker entry. fetch: the Hono app (only /api/* reaches it; the assets
 * binding serves the SPA). queue: the soulmate job pipeline and its
 * dead-letter queue. TarotSession: the per-session Durable Object class.
 */
import app from "./app";
import { consumeJobBatch } from "./jobs/consumer";
import { afterJobCompleted } from "./jobs/fulfilment";
import { jobHandlers } from "./jobs/handlers";

export { TarotSession } from "./tarot/tarot-session";

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    await consumeJobBatch(batch, env, jobHandlers, { onCompleted: afterJobCompleted });
  },
} satisfies ExportedHandler<Env>;
