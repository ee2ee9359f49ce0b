/**
 * The pieces of the route table the Worker renders with as well as the browser
 * (app/entry-server.tsx): the frame every page sits in, and the pages the Worker
 * renders on request. app/router.tsx builds the browser's whole table from them;
 * the Worker's bundle carries only what is imported from here, so no other page
 * (admin, the portal, the tarot session) goes into it (docs/decisions/0036).
 */
import type { RouteObject } from "react-router";
import { PageLoading } from "./components/page-loading";
import { RouteError } from "./components/route-error";
import { RootLayout } from "./root-layout";

/** `pages` inside the frame every page renders in. */
export function withRootLayout(pages: RouteObject[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      hydrateFallbackElement: <PageLoading />,
      // A page that crashes shows this instead of the router's developer screen (reported by app/main.tsx).
      errorElement: <RouteError />,
      children: pages,
    },
  ];
}

/** `/`: rendered by the Worker when the operator has published content for it (decision 0040). */
export const homeRoute: RouteObject = { index: true, lazy: () => import("./routes/home") };
/** `/tarot`: as `/`. */
export const tarotRoute: RouteObject = { path: "tarot", lazy: () => import("./routes/tarot") };
/** A saved reading (decision 0021). */
export const readingRoute: RouteObject = {
  path: "tarot/reading/:readingId",
  lazy: () => import("./routes/tarot-reading"),
};

/** What the Worker renders with: the pages above in the same frame, so hydration finds the same tree. */
export const serverRoutes: RouteObject[] = withRootLayout([homeRoute, tarotRoute, readingRoute]);
