/**
 * Structured JSON logs (Workers Logs indexes them). Never pass card data or a
 * full email: use maskEmail().
 *
 * Every line carries the id of the request, queue message, cron run or Durable
 * Object call it belongs to (`requestId`), read from the invocation's log context,
 * so a buyer's "Reference: …" finds every line of their request
 * (docs/decisions/0038).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { safeErrorMessage } from "./errors";

type Level = "info" | "warn" | "error";

/** What every line and every error report of one invocation carries. */
export type LogContext = { requestId: string; orderId?: string };

/** An `error` line, handed to the error reporter when one is installed (Sentry, only with a DSN). */
export type ErrorReport = { message: string; fields: Record<string, unknown>; error?: unknown; context?: LogContext };
export type ErrorReporter = (report: ErrorReport) => void;

const contexts = new AsyncLocalStorage<LogContext>();
let reporter: ErrorReporter | undefined;

/** Runs `fn` with `context` on every log line and error report made inside it, awaited work included. */
export function withLogContext<T>(context: LogContext, fn: () => T): T {
  return contexts.run(context, fn);
}

/** The current invocation's context, if one was set. */
export function logContext(): LogContext | undefined {
  return contexts.getStore();
}

/** Adds what became known mid-invocation (the order a job belongs to) to its later lines and reports. */
export function addToLogContext(known: Omit<LogContext, "requestId">): void {
  const context = contexts.getStore();
  if (context) Object.assign(context, known);
}

/**
 * Runs one invocation (a queue message, a cron run, a Durable Object call) under its own
 * context; what it throws is logged as an error, so reported, before it propagates.
 */
export async function runLogged<T>(context: LogContext, what: string, fn: () => Promise<T>): Promise<T> {
  return withLogContext(context, async () => {
    try {
      return await fn();
    } catch (error) {
      log("error", `${what} failed`, { error: safeErrorMessage(error) }, error);
      throw error;
    }
  });
}

/** Installs (or, with undefined, removes) what `error` lines are reported to. */
export function setErrorReporter(next: ErrorReporter | undefined): void {
  reporter = next;
}

/**
 * Writes one JSON line. An `error` line is also reported when a reporter is installed; pass the
 * thrown value as `error` so the report keeps its stack (the line keeps only `fields`).
 */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}, error?: unknown): void {
  const context = contexts.getStore();
  const line = JSON.stringify({ level, message, ...context, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
  if (level === "error" && reporter) {
    try {
      reporter({ message, fields, error, context });
    } catch {
      // Reporting is best effort; it never breaks what it reports on.
    }
  }
}

/** "jane.doe@example.com" → "j***@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}
