/**
 * The one way a page is put into its shell, at build time (the prerendered pages,
 * app/entry-prerender.tsx) and in the Worker on request (app/entry-server.tsx):
 * `url`'s page of a route table rendered by React Router's static handler, its
 * title, meta tags, canonical and image preloads moved into <head> (where React
 * finds and adopts them on hydration), #root filled and marked
 * `data-prerendered` so app/boot.ts hydrates on intent (decision 0017), and the
 * loaders' data carried as inert JSON for app/main.tsx to hydrate with (app/lib/page-data.ts).
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  RouterContextProvider,
  StaticRouterProvider,
} from "react-router";
import { HYDRATION_DATA_ID, type PageHydrationData } from "./lib/page-data";
import { createQueryClient } from "./lib/query-client";

/**
 * What moves into <head>: the title, meta tags, the canonical link and the image preloads React writes
 * for the first pictures. JSON-LD stays where React rendered it: it is part of the hydrated tree.
 */
const HOISTABLE =
  /<(title)>[\s\S]*?<\/title>|<meta [^>]*\/?>|<link rel="canonical"[^>]*\/?>|<link rel="preload" as="image"[^>]*\/?>/g;

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * JSON that cannot end its <script> element or open a comment: every `<`, `>`
 * and `&` becomes a JSON escape, which JSON.parse turns back into the same text.
 */
export function inertJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** `url`'s page of `routes` as HTML, its loaders given `context`; with the data they returned, if any. */
async function renderRoutes(
  routes: RouteObject[],
  url: string,
  context: RouterContextProvider,
): Promise<{ html: string; hydration: PageHydrationData | null }> {
  const handler = createStaticHandler(routes);
  const state = await handler.query(new Request(url), { requestContext: context });
  if (state instanceof Response) throw new Error(`${url} redirected while rendering`);
  const router = createStaticRouter(handler.dataRoutes, state);
  const client = createQueryClient();
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={client}>
        <StaticRouterProvider router={router} context={state} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  client.clear();
  const loaderData = Object.fromEntries(Object.entries(state.loaderData).filter(([, data]) => data != null));
  return { html, hydration: Object.keys(loaderData).length > 0 ? { loaderData } : null };
}

/**
 * The complete page at `url`: its page of `routes` rendered into `shell` (dist/client/page-shell.html), its
 * loaders given `context` (what the Worker rendered it with; nothing at build time) and, when they returned
 * data, that data in the page for hydration.
 */
export async function renderIntoShell(
  shell: string,
  routes: RouteObject[],
  url: string,
  context = new RouterContextProvider(),
): Promise<string> {
  if (!shell.includes(EMPTY_ROOT)) throw new Error("the page shell has no empty #root");
  const path = new URL(url).pathname;
  const { html, hydration } = await renderRoutes(routes, url, context);
  const head: string[] = [];
  const body = html.replace(HOISTABLE, (tag) => {
    head.push(tag);
    return "";
  });
  const data = hydration
    ? `\n    <script type="application/json" id="${HYDRATION_DATA_ID}">${inertJson(hydration)}</script>`
    : "";
  return (
    shell
      .replace(/<title>[\s\S]*?<\/title>/, () => "")
      // page-shell.html preloads no scripts; should a shell that does (app-shell.html) ever be passed in, its
      // preloads go: the page hydrates on intent, so they would only compete with its first paint.
      .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, () => "")
      // Functions, so a `$` in the rendered text is never read as a replacement pattern.
      .replace("</head>", () => `    ${head.join("\n    ")}\n  </head>`)
      .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="${path}">${body}</div>${data}`)
  );
}
