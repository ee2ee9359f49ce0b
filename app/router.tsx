import { createBrowserRouter, type RouteObject } from "react-router";
import { PageLoading } from "./components/page-loading";
import { RootLayout } from "./root-layout";

/** Every page is its own lazy chunk, so a visitor downloads only the screen in front of them. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, lazy: () => import("./routes/home") },
      { path: "portal", lazy: () => import("./routes/portal") },
      { path: "result/:orderId", lazy: () => import("./routes/result") },
      { path: "admin", lazy: () => import("./routes/admin") },
      { path: "privacy", lazy: () => import("./routes/legal/privacy") },
      { path: "terms", lazy: () => import("./routes/legal/terms") },
      { path: "refunds", lazy: () => import("./routes/legal/refunds") },
      { path: "tarot", lazy: () => import("./routes/tarot") },
      { path: "tarot/session/:sessionId", lazy: () => import("./routes/tarot-session") },
      { path: "tarot/reading/:readingId", lazy: () => import("./routes/tarot-reading") },
      { path: "*", lazy: () => import("./routes/not-found") },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
