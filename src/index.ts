/**
 * The Worker's handlers, given what renders pages on the server. fetch: the Hono
 * app (/api/*, and pages the assets binding has no prerendered file for). queue:
 * the soulmate job pipeline, the buyer emails, and their dead-letter queues. scheduled:
 * the sweeps that restart stuck and stalled soulmate orders and resend lost emails, and the tidy-up of old
 * My Orders sign-in links. TarotSession: the per-session
 * Durable Object class. The deployed entry is workers/app.ts, which adds the
 * SPA's renderer; src/ never imports the SPA.
 */
import type { PageRenderers } from "./api/app-shell";
import { createApp } from "./app";
import { createDb } from "./db/client";
import { deleteOldSignInLinks } from "./db/sign-in-queries";
import { queueMissingEmails, sweepLostEmails } from "./emails/outbox";
import { EMAILS_DEAD_LETTER_QUEUE, EMAILS_QUEUE } from "./emails/queue";
import { consumeEmailBatch } from "./emails/sender";
import { consumeJobBatch } from "./jobs/consumer";
import { afterJobCompleted } from "./jobs/fulfilment";
import { jobHandlers } from "./jobs/handlers";
import { withDurableObjectErrorReporting, withErrorReporting } from "./lib/error-reporting";
import { withCallIds } from "./lib/request-id";
import { sweepStuckOrders } from "./orders/paid/effects";
import { TarotSession as TarotSessionObject } from "./tarot/tarot-session";

export type { PageRenderers, ReadingPageRenderer } from "./api/app-shell";

export function createWorker(pages: PageRenderers = {}) {
  const { app } = createApp(pages);
  // Every invocation runs under a request id, and reports to Sentry when SENTRY_DSN is set.
  return withErrorReporting({
    fetch: app.fetch,
    async queue(batch, env) {
      if (batch.queue === EMAILS_QUEUE || batch.queue === EMAILS_DEAD_LETTER_QUEUE) {
        await consumeEmailBatch(batch, env);
        return;
      }
      await consumeJobBatch(batch, env, jobHandlers, { onCompleted: afterJobCompleted });
    },
    async scheduled(controller, env) {
      // Each sweep on its own: a failing one must not stop the other.
      const sweeps = await Promise.allSettled([
        sweepStuckOrders(env, controller.scheduledTime),
        sweepLostEmails(env, controller.scheduledTime),
        queueMissingEmails(env, controller.scheduledTime),
        deleteOldSignInLinks(createDb(env.DB), controller.scheduledTime),
      ]);
      const failed = sweeps.find((s): s is PromiseRejectedResult => s.status === "rejected");
      if (failed) throw failed.reason;
    },
  });
}

/**
 * The tarot session Durable Object class wrangler.toml names: each call from outside runs
 * under a request id (the interpret request's own, else a fresh one) and reports to Sentry
 * when SENTRY_DSN is set.
 */
export const TarotSession = withDurableObjectErrorReporting(withCallIds(TarotSessionObject));
/** Its instances' type, for the Env's namespace binding (worker-configuration.d.ts). */
export type TarotSession = TarotSessionObject;
