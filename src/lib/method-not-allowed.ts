import { PatternRouter } from "hono/router/pattern-router";
import type { RouterRoute } from "hono/types";

/**
 * Tells a wrong method (405 with Allow) apart from an unknown path (404).
 * Hono answers both with notFound; this looks the path up in the app's own
 * route table, built once from `app.routes` on the first miss.
 */
export function allowedMethodsFor(app: { routes: RouterRoute[] }): (path: string) => string[] {
  let router: PatternRouter<string> | undefined;
  return (path) => {
    if (!router) {
      router = new PatternRouter<string>();
      for (const route of app.routes) {
        // Middleware registered with use() shows up as method ALL; it is not a route.
        if (route.method === "ALL") continue;
        // A catch-all (the app shell) says nothing about which methods a resource allows.
        if (route.path === "*" || route.path === "/*") continue;
        router.add("ALL", route.path, route.method);
      }
    }
    const [matches] = router.match("ALL", path);
    const methods = new Set(matches.map(([method]) => method));
    if (methods.has("GET")) methods.add("HEAD");
    return [...methods].sort();
  };
}
