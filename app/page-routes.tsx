/**
 * The SPA's routes, made from the one table of pages (src/shared/spa-routes.ts): the frame
 * every page sits in, and each page's lazy module. The modules are split in two typed
 * records, so TypeScript rejects a page without a module: the pages the Worker renders on
 * request are here (app/entry-server.tsx imports this file, and the Worker's bundle carries
 * only what it imports), the others in app/router.tsx, so no other page (admin, the portal,
 * the tarot session) goes into the Worker (docs/decisions/0036, 0071). The Worker's pages
 * also have loaders, which return what the Worker rendered them with (app/lib/page-data.ts).
 */
import type { BaseRouteObject, LazyRouteFunction, LoaderFunction, RouteObject } from "react-router";
import { PAGES, type PageName, type WorkerPageName } from "../src/shared/spa-routes";
import { PageLoading } from "./components/page-loading";
import { RouteError } from "./components/route-error";
import { renderedContent, renderedReading } from "./lib/page-data";
import { RootLayout } from "./root-layout";

/** A page's module, loaded when the page is first matched. */
export type PageModule = LazyRouteFunction<BaseRouteObject>;

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

/**
 * The routes of the pages `modules` names, in the table's order, each under the frame (a path relative to it),
 * with the page's name as its route id (hydration data is keyed by it) and its loader, if it has one.
 */
export function pageRoutes(modules: Partial<Record<PageName, PageModule>>): RouteObject[] {
  return (Object.keys(PAGES) as PageName[]).flatMap((name) => {
    const lazy = modules[name];
    if (!lazy) return [];
    const { path } = PAGES[name];
    const loader = (pageLoaders as Partial<Record<PageName, LoaderFunction>>)[name];
    const route = loader ? { id: name, lazy, loader } : { id: name, lazy };
    return [path === "/" ? { ...route, index: true } : { ...route, path: path.slice(1) }];
  });
}

/** The pages the Worker renders: a saved reading (decision 0021), / and /tarot with the operator's content (0040). */
export const workerPageModules: Record<WorkerPageName, PageModule> = {
  home: () => import("./routes/home"),
  tarot: () => import("./routes/tarot"),
  tarotReading: () => import("./routes/tarot-reading"),
};

/** Their loaders: what the Worker put in the request context, or null (at build time, and in the browser). */
const pageLoaders: Record<WorkerPageName, LoaderFunction> = {
  home: ({ context }) => context.get(renderedContent),
  tarot: ({ context }) => context.get(renderedContent),
  tarotReading: ({ context }) => context.get(renderedReading),
};

/** What the Worker renders with: its pages in the same frame as the browser's, so hydration finds the same tree. */
export const serverRoutes: RouteObject[] = withRootLayout(pageRoutes(workerPageModules));
