/**
 * Build-time rendering of the static pages (scripts/prerender.mjs calls it).
 * The same route table as the browser, rendered by React Router's static
 * handler, so the HTML paints before any JavaScript runs and then hydrates.
 */
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { createQueryClient } from "./lib/query-client";
import { routes } from "./router";

export { PRERENDERED_PATHS } from "../src/shared/spa-routes";

/**
 * One page of the route table as HTML. The build renders with an empty query cache; the Worker
 * (app/entry-server.tsx) passes a cache already holding the data the page shows.
 */
export async function renderPage(url: string, client: QueryClient = createQueryClient()): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} redirected while rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
