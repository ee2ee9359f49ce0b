/**
 * One page of a route table as HTML, by React Router's static handler: the
 * build's prerender renders with the browser's whole table (app/entry-prerender.tsx),
 * the Worker with the pages it serves (app/entry-server.tsx).
 */
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from "react-router";

/** `url`'s page of `routes`, rendered with `client` as its query cache (it may already hold the page's data). */
export async function renderRoutes(routes: RouteObject[], url: string, client: QueryClient): Promise<string> {
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
