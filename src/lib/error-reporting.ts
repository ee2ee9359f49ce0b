/**
 * Error reporting with Sentry (@sentry/cloudflare), only when SENTRY_DSN is set: without it
 * the handlers run as they are and the SDK is never initialised (no client, no wrapping, no
 * network). With it, the Worker's fetch, queue and scheduled handlers and the tarot session
 * Durable Object are wrapped by the SDK, and every `error` log line becomes a report tagged
 * with its request id (and order id where known). Reports are scrubbed of personal data
 * (src/shared/error-report-scrub.ts). docs/decisions/0038.
 */
import {
  type CloudflareOptions,
  captureException,
  captureMessage,
  instrumentDurableObjectWithSentry,
  withSentry,
} from "@sentry/cloudflare";
import { PRIVATE_REPORTING, scrubBreadcrumb, scrubEvent } from "../shared/error-report-scrub";
import { type ErrorReport, runLogged, setErrorReporter } from "./log";
import { newRequestId } from "./request-id";

/** The SDK's options for this env, or undefined when reporting is off (no DSN). */
export function reportingOptions(env: Env): CloudflareOptions | undefined {
  const dsn = env.SENTRY_DSN?.trim();
  if (!dsn) return undefined;
  return {
    dsn,
    // Nothing the buyer sent travels (in SDK 11 this replaces sendDefaultPii, which is gone); only
    // harmless request headers (the scrubber keeps an allow-list of them too), and no model input or output.
    ...PRIVATE_REPORTING,
    dataCollection: {
      ...PRIVATE_REPORTING.dataCollection,
      httpHeaders: { request: { allow: ["user-agent", "content-type", "cf-ray"] }, response: false },
      genAI: { inputs: false, outputs: false },
    },
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb),
  };
}

/** Tags that find a report: the request id, and the order, job or session it concerns. */
function tagsFor({ fields, context }: ErrorReport): Record<string, string> {
  const tags: Record<string, string> = {};
  if (context?.requestId) tags.requestId = context.requestId;
  const orderId = fields.orderId ?? context?.orderId;
  if (typeof orderId === "string") tags.orderId = orderId;
  for (const key of ["jobId", "sessionId", "type"] as const) {
    const value = fields[key];
    if (typeof value === "string") tags[key] = value;
  }
  return tags;
}

/** An `error` log line as a report: the thrown error when there was one (its stack), else the message. */
function report(line: ErrorReport): void {
  const captureContext = { level: "error" as const, tags: tagsFor(line), extra: { log: line.message, ...line.fields } };
  if (line.error !== undefined) captureException(line.error, captureContext);
  else captureMessage(line.message, captureContext);
}

type Handlers = Required<Pick<ExportedHandler<Env>, "fetch" | "queue" | "scheduled">>;

/**
 * The Worker's handlers, reporting to Sentry on the invocations whose env has a DSN. The
 * SDK's wrappers are made on the first such invocation; without a DSN the handlers are
 * called directly. A cron run and a queue batch each run under their own request id (the
 * API's middleware gives a request its id; the job consumer gives each message its own);
 * what they throw is logged, so reported, with it.
 */
export function withErrorReporting<H extends Handlers>(handlers: H): H {
  const plain: Handlers = {
    fetch: handlers.fetch,
    queue: (batch, env, ctx) =>
      runLogged({ requestId: newRequestId() }, `queue ${batch.queue}`, async () => handlers.queue(batch, env, ctx)),
    scheduled: (controller, env, ctx) =>
      runLogged({ requestId: newRequestId() }, "scheduled run", async () => handlers.scheduled(controller, env, ctx)),
  };
  let reported: Handlers | undefined;
  const pick = (env: Env): Handlers => {
    if (!env.SENTRY_DSN?.trim()) return plain;
    if (!reported) {
      setErrorReporter(report);
      reported = withSentry(reportingOptions, { ...plain }) as Handlers;
    }
    return reported;
  };
  const dispatch: Handlers = {
    fetch: (request, env, ctx) => pick(env).fetch(request, env, ctx),
    queue: (batch, env, ctx) => pick(env).queue(batch, env, ctx),
    scheduled: (controller, env, ctx) => pick(env).scheduled(controller, env, ctx),
  };
  return dispatch as H;
}

/**
 * A Durable Object class whose instances report to Sentry when their env has a DSN (the
 * SDK instruments fetch, alarm and the RPC methods); without one, the class itself.
 */
export function withDurableObjectErrorReporting<C extends new (ctx: DurableObjectState, env: Env) => object>(
  DurableObjectClass: C,
): C {
  let instrumented: C | undefined;
  return new Proxy(DurableObjectClass, {
    construct(target, args, newTarget) {
      const env = args[1] as Env;
      if (!env.SENTRY_DSN?.trim()) return Reflect.construct(target, args, newTarget);
      if (!instrumented) {
        setErrorReporter(report);
        // biome-ignore lint/suspicious/noExplicitAny: the SDK's generic wants its own DurableObject type
        instrumented = instrumentDurableObjectWithSentry(reportingOptions as any, DurableObjectClass as any) as C;
      }
      return Reflect.construct(instrumented, args, newTarget);
    },
  });
}
