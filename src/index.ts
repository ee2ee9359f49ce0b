/**
 * The Worker entry. fetch: the Hono app (/api/*, and pages the assets binding
 * has no prerendered file for). queue: the soulmate job pipeline and its
 * dead-letter queue. scheduled: the sweep that restarts stuck paid orders.
 * TarotSession: the per-session Durable Object class.
 */
import app from "./app";
import { consumeJobBatch } from "./jobs/consumer";
import { afterJobCompleted, sweepStuckOrders } from "./jobs/fulfilment";
import { jobHandlers } from "./jobs/handlers";

export { TarotSession } from "./tarot/tarot-session";

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    await consumeJobBatch(batch, env, jobHandlers, { onCompleted: afterJobCompleted });
  },
  async scheduled(_controller, env) {
    await sweepStuckOrders(env);
  },
} satisfies ExportedHandler<Env>;
