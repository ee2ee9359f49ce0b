/**
 * One id per request, queue message, cron run and Durable Object call: on every log line, on
 * every error report, in every `{error}` answer and in the X-Request-Id header, so the
 * "Reference" a buyer quotes to support finds what happened (docs/decisions/0038).
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { logContext, runLogged, withLogContext } from "./log";

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * Cloudflare's own id for the request ("8f1a2b3c4d5e6f70-SYD"), which its dashboard and
 * support also know. Set by Cloudflare's edge, but checked all the same: it goes into logs.
 */
const CF_RAY = /^[0-9a-f]{16}(-[A-Z]{3,4})?$/i;
/** An id forwarded between our own parts (the API to a Durable Object): ours, or a cf-ray. */
const SAFE_ID = /^[0-9a-zA-Z-]{1,64}$/;

/** 16 hex digits, the shape of a cf-ray: short enough for a buyer to read out. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The id for an incoming request: its cf-ray when Cloudflare gave one, else a fresh one. */
export function requestIdFor(request: Request): string {
  const ray = request.headers.get("cf-ray")?.trim();
  return ray && CF_RAY.test(ray) ? ray : newRequestId();
}

/**
 * Sets `c.var.requestId`, answers it as X-Request-Id (errors included) and runs the rest of
 * the request in a log context carrying it. An id sent by the client is never trusted.
 */
export const requestIdMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const requestId = requestIdFor(c.req.raw);
  c.set("requestId", requestId);
  await withLogContext({ requestId }, next);
  c.header(REQUEST_ID_HEADER, requestId);
};

const AsyncFunction = (async () => {}).constructor;

/**
 * A Durable Object class whose calls from outside (RPC methods, fetch, alarm: its async
 * methods) each run under a request id: a fetch's X-Request-Id when the API forwarded one,
 * else a fresh id. What a call throws is logged, so reported, before it reaches the caller.
 */
export function withCallIds<C extends abstract new (...args: never[]) => object>(Base: C): C {
  // @ts-expect-error: a mixin over an abstract constructor type; the class adds no members.
  const Calls: C = class extends Base {};
  for (const name of Object.getOwnPropertyNames(Base.prototype)) {
    const method: unknown = Reflect.get(Base.prototype, name);
    if (typeof method !== "function" || !(method instanceof AsyncFunction)) continue;
    Object.defineProperty(Calls.prototype, name, {
      configurable: true,
      writable: true,
      value(this: object, ...args: unknown[]) {
        // A call the object makes to itself is already inside one.
        if (logContext()) return method.apply(this, args);
        const forwarded = args[0] instanceof Request ? args[0].headers.get(REQUEST_ID_HEADER)?.trim() : undefined;
        const requestId = forwarded && SAFE_ID.test(forwarded) ? forwarded : newRequestId();
        return runLogged({ requestId }, `${Base.name}.${name}`, () => method.apply(this, args));
      },
    });
  }
  return Calls;
}
