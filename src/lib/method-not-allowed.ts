import { TrieRouter } from "hono/router/trie-router";
import type { RouterRoute } from "hono/types";

/**
 * Tells a wrong method (405 with Allow) apart from an unknown path (404).
 * Hono answers both with notFound; this looks the path up in the app's own
 * route table, built once from `app.routes` on the first miss. The lookup must
 * match paths exactly as the app does: a router that also took `/api/health/`
 * for `/api/health` answered a GET there with 405 "Allowed: GET, HEAD".
 * Returns no methods when the request's own method is among them, so the
 * answer is then a 404, never a 405 that allows what was asked.
 */
export function allowedMethodsFor(app: { routes: RouterRoute[] }): (path: string, method: string) => string[] {
  let router: TrieRouter<string> | undefined;
  return (path, method) => {
    if (!router) {
      router = new TrieRouter<string>();
      for (const route of app.routes) {
        // Middleware registered with use() shows up as method ALL; it is not a route.
        if (route.method === "ALL") continue;
        // A catch-all (the app shell) says nothing about which methods a resource allows.
        if (route.path === "*" || route.path === "/*") continue;
        router.add("ALL", route.path, route.method);
      }
    }
    const [matches] = router.match("ALL", path);
    const methods = new Set(matches.map(([allowed]) => allowed));
    if (methods.has("GET")) methods.add("HEAD");
    return methods.has(method.toUpperCase()) ? [] : [...methods].sort();
  };
}
