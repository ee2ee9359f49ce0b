/**
 * Pages that are not prerendered (/portal, /result/…, unknown paths) reach the
 * Worker because the assets binding has no file for them. They get the SPA
 * shell, with 200 for a real page and 404 for an unknown one; requests that
 * are not page navigations (a missing script, say) get a plain 404.
 */
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { CSP_DIRECTIVES, contentSecurityPolicy } from "../lib/security-headers";
import { APP_SHELL_PATH, isSpaPage } from "../shared/spa-routes";

/** With CARD_IMAGE_BASE set, the tarot pages show the operator's scans: their host joins img-src. */
function pageSecurityPolicy(cardImageBase: string | undefined): Record<string, string> {
  if (!cardImageBase) return {};
  const directives = {
    ...CSP_DIRECTIVES,
    "img-src": [...(CSP_DIRECTIVES["img-src"] ?? []), new URL(cardImageBase).origin],
  };
  return { "Content-Security-Policy": contentSecurityPolicy(directives) };
}

const wantsPage = (c: Context<AppEnv>) =>
  c.req.header("sec-fetch-mode") === "navigate" || (c.req.header("accept") ?? "").includes("text/html");

/** The data a page fetches first, announced with the page so it downloads alongside the scripts. */
const DATA_PRELOADS: [RegExp, (id: string) => string][] = [
  [/^\/tarot\/reading\/([0-9a-f-]{36})$/, (id) => `/api/tarot/readings/${id}`],
  [/^\/tarot\/session\/([0-9a-f-]{36})$/, (id) => `/api/tarot/sessions/${id}`],
];

function dataPreloadLink(path: string): Record<string, string> {
  for (const [pattern, url] of DATA_PRELOADS) {
    const id = path.match(pattern)?.[1];
    // The SPA fetches with credentials included; the preload must ask the same way to be reused.
    if (id) return { Link: `<${url(id)}>; rel=preload; as=fetch; crossorigin=use-credentials` };
  }
  return {};
}

export async function serveAppShell(c: Context<AppEnv>): Promise<Response> {
  const path = c.req.path;
  if (path.startsWith("/api/") || path === "/api") return c.notFound();
  if (!wantsPage(c)) return c.text("Not found", 404);
  const shell = await c.env.ASSETS.fetch(new Request(new URL(APP_SHELL_PATH, c.req.url)));
  if (!shell.ok) return c.text("Not found", 404);
  return new Response(shell.body, {
    status: isSpaPage(path) ? 200 : 404,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      ...pageSecurityPolicy(c.var.config.CARD_IMAGE_BASE),
      ...dataPreloadLink(path),
    },
  });
}
