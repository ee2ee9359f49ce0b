/**
 * Build-time rendering of the static pages (scripts/prerender.mjs calls it).
 * The same route table as the browser, rendered by React Router's static
 * handler, so the HTML paints before any JavaScript runs and then hydrates.
 */
import type { QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "./lib/query-client";
import { renderRoutes } from "./render-routes";
import { routes } from "./router";

export { PRERENDERED_PATHS } from "../src/shared/spa-routes";

/** One page of the browser's route table as HTML, rendered with an empty query cache unless given one. */
export function renderPage(url: string, client: QueryClient = createQueryClient()): Promise<string> {
  return renderRoutes(routes, url, client);
}
