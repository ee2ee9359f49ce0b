/**
 * The Worker's handlers, given what renders pages on the server. fetch: the Hono
 * app (/api/*, and pages the assets binding has no prerendered file for). queue:
 * the soulmate job pipeline and its dead-letter queue. scheduled: the sweep that
 * restarts stuck and stalled soulmate orders. TarotSession: the per-session
 * Durable Object class. The deployed entry is workers/app.ts, which adds the
 * SPA's renderer; src/ never imports the SPA.
 */
import type { PageRenderers } from "./api/app-shell";
import { createApp } from "./app";
import { consumeJobBatch } from "./jobs/consumer";
import { afterJobCompleted, sweepStuckOrders } from "./jobs/fulfilment";
import { jobHandlers } from "./jobs/handlers";

export type { PageRenderers, ReadingPageRenderer } from "./api/app-shell";
export { TarotSession } from "./tarot/tarot-session";

export function createWorker(pages: PageRenderers = {}) {
  const { app } = createApp(pages);
  return {
    fetch: app.fetch,
    async queue(batch, env) {
      await consumeJobBatch(batch, env, jobHandlers, { onCompleted: afterJobCompleted });
    },
    async scheduled(controller, env) {
      await sweepStuckOrders(env, controller.scheduledTime);
    },
  } satisfies ExportedHandler<Env>;
}
