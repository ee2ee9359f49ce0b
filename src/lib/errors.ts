import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * The API's one error shape: `{error, requestId}`. `error` is for people (the SPA shows it);
 * `requestId` is the X-Request-Id of the answer, the reference a buyer quotes to support
 * (docs/decisions/0005, 0038).
 */
export type ErrorBody = { error: string; requestId: string };

/** Answers `{error, requestId}` with the given status. Every `{error}` answer is made here. */
export function errorJson<Status extends ContentfulStatusCode>(c: Context, message: string, status: Status) {
  const body: ErrorBody = { error: message, requestId: c.get("requestId") };
  return c.json(body, status);
}

/** Raise a JSON `{error}` response with the given status from anywhere in a handler. */
export function fail(status: ContentfulStatusCode, message: string): never {
  throw new HTTPException(status, { message });
}

/** Thrown when the Worker's vars or secrets are invalid; surfaces as a 500 with no details. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * An error's message without personal data. Drizzle's query errors embed the
 * bound parameters (emails, birth dates); those keep only the database's own reason.
 */
export function safeErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  if (error.name === "DrizzleQueryError" || /\bparams:/.test(error.message)) {
    const cause = error.cause instanceof Error ? error.cause.message : "database error";
    return `Database query failed: ${cause}`.slice(0, 300);
  }
  return error.message.slice(0, 300);
}
