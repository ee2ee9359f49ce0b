import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { z } from "zod";
import { reportError, reportGlobalErrors } from "./lib/error-reporting";
import { createQueryClient } from "./lib/query-client";
import { SEEDED_QUERIES_ID, type SeededQueries } from "./lib/seeded-queries";
import { createAppRouter, routes } from "./router";

// The pages' policy allows no eval. Zod would probe for it (a caught `new Function`) on its first object
// parse, and the browser reports the probe as a policy violation; jitless parsing never probes.
z.config({ jitless: true });

const container = document.getElementById("root");
if (!container) throw new Error("index.html is missing #root");

/**
 * A prerendered page hydrates; it must not flash a loading state first, so the
 * lazy modules of the current route are loaded before React starts.
 */
async function resolveLazyRoutes(table: RouteObject[]): Promise<void> {
  const matches = matchRoutes(table, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * The Worker (src/api/page-urls.ts) or app/boot.ts made the prerendered canonical, og:url and
 * og:image absolute for crawlers and link previews; put back what the server rendered, so
 * hydration finds and adopts the very same tags instead of adding twins.
 */
function restorePrerenderedHead(): void {
  for (const element of document.querySelectorAll<HTMLElement>("[data-prerendered-value]")) {
    const attribute = element instanceof HTMLLinkElement ? "href" : "content";
    element.setAttribute(attribute, element.dataset.prerenderedValue ?? "");
    delete element.dataset.prerenderedValue;
  }
}

/**
 * A page the Worker rendered (a saved reading) carries the data it rendered with as
 * `[queryKey, data][]`: in the cache before hydration, the page renders exactly what
 * the server did and does not fetch it again.
 */
function seedQueries(client: QueryClient): void {
  const text = document.getElementById(SEEDED_QUERIES_ID)?.textContent;
  if (!text) return;
  try {
    const entries = JSON.parse(text) as SeededQueries;
    for (const [key, data] of entries) client.setQueryData(key, data);
  } catch {
    // Unreadable data: the page fetches what it needs, as a page that was not rendered would.
  }
}

async function start(root: HTMLElement) {
  const prerendered = root.dataset.prerendered === window.location.pathname;
  if (prerendered) await resolveLazyRoutes(routes);
  if (prerendered) restorePrerenderedHead();
  const queryClient = createQueryClient();
  if (prerendered) seedQueries(queryClient);
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createAppRouter()} onError={(error) => void reportError(error)} />
      </QueryClientProvider>
    </StrictMode>
  );
  // React's own logging stays; the error is also reported (only when the shop has a browser DSN).
  const onError = (error: unknown) => {
    console.error(error);
    void reportError(error);
  };
  const options = { onUncaughtError: onError, onCaughtError: onError };
  if (prerendered) hydrateRoot(root, app, options);
  else createRoot(root, options).render(app);
}

reportGlobalErrors(window);

void start(container);
