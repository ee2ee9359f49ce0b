import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter, routes } from "./router";

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
 * app/boot.ts made the prerendered canonical and og:url absolute for crawlers; put back what
 * the server rendered, so hydration finds and adopts the very same tags instead of adding twins.
 */
function restorePrerenderedHead(): void {
  for (const element of document.querySelectorAll<HTMLElement>("[data-prerendered-value]")) {
    const attribute = element instanceof HTMLLinkElement ? "href" : "content";
    element.setAttribute(attribute, element.dataset.prerenderedValue ?? "");
    delete element.dataset.prerenderedValue;
  }
}

async function start(root: HTMLElement) {
  const prerendered = root.dataset.prerendered === window.location.pathname;
  if (prerendered) await resolveLazyRoutes(routes);
  if (prerendered) restorePrerenderedHead();
  const app = (
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={createAppRouter()} />
      </QueryClientProvider>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start(container);
