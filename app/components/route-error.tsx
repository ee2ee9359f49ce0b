import { useRouteError } from "react-router";
import { serverErrorReference } from "../lib/api-client";
import { SupportEmail } from "./support-email";

/**
 * The router's error boundary: a page that crashed, or whose code failed to load. The error
 * itself is reported by the router's onError (app/main.tsx); this tells the visitor what to
 * do, with the failed request's reference when there was one.
 */
export function RouteError() {
  const reference = serverErrorReference(useRouteError());
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="font-display text-2xl text-gold-200">Something went wrong on this page</h1>
      <p className="text-mist">
        Please reload the page. Your orders and readings are safe. If it keeps happening, write to <SupportEmail />
        {reference ? ` and quote the reference ${reference}` : ""}.
      </p>
      <a
        href={typeof window === "undefined" ? "/" : window.location.href}
        className="rounded-md bg-gold-400 px-4 py-2 font-semibold text-night-950 hover:bg-gold-300"
      >
        Reload the page
      </a>
    </div>
  );
}
