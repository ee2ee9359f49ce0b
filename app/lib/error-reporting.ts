/**
 * The SPA's crash reports (docs/decisions/0038). Nothing is loaded until something goes
 * wrong: on the first error, /api/config says whether the shop has a browser DSN; only then
 * is the Sentry SDK (app/lib/sentry-browser.ts, its own chunk) fetched and started. The
 * landing page never pays for it, and a shop without a DSN never loads it at all.
 */
import type { RuntimeConfigResponse } from "../../src/shared/runtime-config";

type Capture = (error: unknown) => void;

let capture: Promise<Capture | null> | undefined;
/** React and the router can both hear of one render error; it is reported once. */
const seen = new WeakSet<object>();

async function loadCapture(): Promise<Capture | null> {
  const res = await fetch("/api/config", { credentials: "include" });
  if (!res.ok) return null;
  const { sentryDsn } = (await res.json()) as Partial<RuntimeConfigResponse>;
  if (!sentryDsn) return null;
  const { startSentry } = await import("./sentry-browser");
  return startSentry(sentryDsn);
}

/** Reports an error the page could not handle. Never throws. */
export function reportError(error: unknown): Promise<void> {
  if (typeof error === "object" && error !== null) {
    if (seen.has(error)) return Promise.resolve();
    seen.add(error);
  }
  capture ??= loadCapture().catch(() => null);
  return capture.then((send) => send?.(error)).catch(() => undefined);
}

/** Errors outside React (a failed promise nobody awaited, a script error) are reported too. */
export function reportGlobalErrors(target: Window): void {
  target.addEventListener("error", (event) => void reportError(event.error ?? event.message));
  target.addEventListener("unhandledrejection", (event) => void reportError(event.reason));
}
