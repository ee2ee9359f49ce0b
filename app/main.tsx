import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { type HydrationState, matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { z } from "zod";
import { reportError, reportGlobalErrors } from "./lib/error-reporting";
import { HYDRATION_DATA_ID, type PageHydrationData } from "./lib/page-data";
import { createQueryClient } from "./lib/query-client";
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
 * What the page's loaders returned where it was rendered: a page the Worker rendered (a saved reading,
 * / or /tarot with the operator's content) carries it as hydration data (app/lib/page-data.ts), and a
 * matched loader it does not name returned nothing. So the router starts with the server's data and
 * runs no loader, and React renders exactly what the server did without fetching it again.
 */
function hydrationData(table: RouteObject[]): HydrationState {
  let carried: PageHydrationData["loaderData"] = {};
  try {
    const text = document.getElementById(HYDRATION_DATA_ID)?.textContent;
    if (text) carried = (JSON.parse(text) as PageHydrationData).loaderData;
  } catch {
    // Unreadable data: the page fetches what it needs, as a page that was not rendered would.
  }
  const loaderData: PageHydrationData["loaderData"] = {};
  for (const { route } of matchRoutes(table, window.location) ?? []) {
    if (route.loader && route.id) loaderData[route.id] = carried[route.id] ?? null;
  }
  return { loaderData };
}

async function start(root: HTMLElement) {
  const prerendered = root.dataset.prerendered === window.location.pathname;
  if (prerendered) await resolveLazyRoutes(routes);
  if (prerendered) restorePrerenderedHead();
  const queryClient = createQueryClient();
  const router = createAppRouter(prerendered ? hydrationData(routes) : undefined);
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} onError={(error) => void reportError(error)} />
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
