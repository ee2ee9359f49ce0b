import { createBrowserRouter, type HydrationState, type RouteObject } from "react-router";
import type { PageName, WorkerPageName } from "../src/shared/spa-routes";
import { type PageModule, pageRoutes, withRootLayout, workerPageModules } from "./page-routes";

/** The pages only the browser renders; the Worker's are in app/page-routes.tsx. */
const browserPageModules: Record<Exclude<PageName, WorkerPageName>, PageModule> = {
  portal: () => import("./routes/portal"),
  result: () => import("./routes/result"),
  admin: () => import("./routes/admin"),
  privacy: () => import("./routes/legal/privacy"),
  terms: () => import("./routes/legal/terms"),
  refunds: () => import("./routes/legal/refunds"),
  tarotSession: () => import("./routes/tarot-session"),
};

/** Every page is its own lazy chunk, so a visitor downloads only the screen in front of them. */
export const routes: RouteObject[] = withRootLayout([
  ...pageRoutes({ ...workerPageModules, ...browserPageModules }),
  { path: "*", lazy: () => import("./routes/not-found") },
]);

/** The browser's router; a page rendered ahead of the browser starts with its loaders' data (app/main.tsx). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
