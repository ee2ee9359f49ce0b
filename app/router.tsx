import { createBrowserRouter, type RouteObject } from "react-router";
import { homeRoute, readingRoute, tarotRoute, withRootLayout } from "./page-routes";

/** Every page is its own lazy chunk, so a visitor downloads only the screen in front of them. */
export const routes: RouteObject[] = withRootLayout([
  homeRoute,
  { path: "portal", lazy: () => import("./routes/portal") },
  { path: "result/:orderId", lazy: () => import("./routes/result") },
  { path: "admin", lazy: () => import("./routes/admin") },
  { path: "privacy", lazy: () => import("./routes/legal/privacy") },
  { path: "terms", lazy: () => import("./routes/legal/terms") },
  { path: "refunds", lazy: () => import("./routes/legal/refunds") },
  tarotRoute,
  { path: "tarot/session/:sessionId", lazy: () => import("./routes/tarot-session") },
  readingRoute,
  { path: "*", lazy: () => import("./routes/not-found") },
]);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
