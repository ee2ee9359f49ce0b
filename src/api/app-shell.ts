/**
 * Pages that are not prerendered (/portal, /result/…, unknown paths) reach the
 * Worker because the assets binding has no file for them. They get the SPA
 * shell, with 200 for a real page and 404 for an unknown one; requests for an
 * unknown address that are not page navigations (a missing script, say) get a plain 404.
 * A saved reading that exists is rendered here instead, as complete HTML
 * (docs/decisions/0021), by the renderer the composition root hands in
 * (workers/app.ts); any other reading address gets the shell, whose page says
 * the reading is not there, with 404 when the reading certainly does not exist.
 */
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { enforceRateLimit } from "../lib/client-ip";
import { safeErrorMessage } from "../lib/errors";
import { log } from "../lib/log";
import type { RuntimeConfig } from "../lib/runtime-config";
import { policyWith } from "../lib/security-headers";
import type { SiteContentView } from "../shared/schemas";
import { APP_SHELL_PATH, isSpaPage, matchPage, RENDERED_PAGE_SHELL_PATH } from "../shared/spa-routes";
import type { ReadingView } from "../shared/tarot";
import { loadReadingView } from "../tarot/reading-view";
import { siteUrl, withAbsoluteUrls } from "./page-urls";

/** The complete page for a saved reading, built from the page shell's HTML; `url` is the page's address. */
export type ReadingPageRenderer = (shell: string, url: string, reading: ReadingView) => Promise<string>;

/** `/` or `/tarot` with the operator's published content, built from the page shell's HTML (docs/decisions/0040). */
export type ContentPageRenderer = (shell: string, url: string, content: SiteContentView) => Promise<string>;

/** What renders pages on the server. Each is loaded on first use, so the API's cold start does not pay for it. */
export type PageRenderers = {
  readingPage?: () => Promise<ReadingPageRenderer>;
  contentPage?: () => Promise<ContentPageRenderer>;
};

/**
 * The pages' policy. With CARD_IMAGE_BASE set, the tarot pages show the operator's scans: their host
 * joins img-src. Under `vite dev`, the dev server's inline preamble is allowed by its hash.
 */
export function pageSecurityPolicy(config: RuntimeConfig): Record<string, string> {
  return {
    "Content-Security-Policy": policyWith({
      imageOrigin: config.CARD_IMAGE_BASE ? new URL(config.CARD_IMAGE_BASE).origin : undefined,
      devScriptHashes: config.DEV_SCRIPT_HASHES,
    }),
  };
}

export const wantsPage = (c: Context<AppEnv>) =>
  c.req.header("sec-fetch-mode") === "navigate" || (c.req.header("accept") ?? "").includes("text/html");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The id in a saved reading's address (well-formed or not), or undefined for any other address. */
const readingIdIn = (path: string) => matchPage("tarotReading", path)?.readingId;

/** The data a page fetches first, announced with the page so it downloads alongside the scripts. */
function dataPreloadLink(path: string): Record<string, string> {
  const readingId = readingIdIn(path);
  const sessionId = matchPage("tarotSession", path)?.sessionId;
  const url =
    readingId && UUID.test(readingId)
      ? `/api/tarot/readings/${readingId}`
      : sessionId && UUID.test(sessionId)
        ? `/api/tarot/sessions/${sessionId}`
        : null;
  // The SPA fetches with credentials included; the preload must ask the same way to be reused.
  return url ? { Link: `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials` } : {};
}

/**
 * The saved reading a page address names; "missing" when there is certainly none (the id is not a
 * lower-case UUID, or D1 has no such reading); null when it is not known: too many lookups from this
 * visitor (the same budget as the JSON route's) or the database is unavailable. Without a reading the
 * SPA shell answers and the page fetches the reading itself, which shows the right message.
 */
async function readingFor(c: Context<AppEnv>, path: string): Promise<ReadingView | "missing" | null> {
  const id = readingIdIn(path);
  if (!id || !UUID.test(id)) return "missing";
  try {
    await enforceRateLimit(c, c.env.RATE_LIMIT_LOOKUP, "lookup");
    return (await loadReadingView(c.env.DB, c.var.config, id)) ?? "missing";
  } catch {
    return null;
  }
}

/** The server-rendered reading page, or null if rendering failed (then the shell answers). */
async function renderReading(
  c: Context<AppEnv>,
  render: () => Promise<ReadingPageRenderer>,
  shell: string,
  reading: ReadingView,
): Promise<string | null> {
  try {
    return await (await render())(shell, c.req.url, reading);
  } catch (error) {
    log("error", "saved reading not rendered", { requestId: c.var.requestId, error: safeErrorMessage(error) });
    return null;
  }
}

export async function serveAppShell(c: Context<AppEnv>, pages: PageRenderers): Promise<Response> {
  const path = c.req.path;
  if (path.startsWith("/api/") || path === "/api") return c.notFound();
  // A page's address answers with the page whatever the request accepts: link previews (Slack, Facebook,
  // Discord…) ask for `*/*` or send no Accept at all. Only an unknown address that no page asked for
  // (a missing script, say) gets a plain 404.
  if (!wantsPage(c) && !isSpaPage(path)) return c.text("Not found", 404);
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-cache",
    ...pageSecurityPolicy(c.var.config),
  };
  // A reading's page shell is fetched while D1 is asked for the reading.
  const readingId = pages.readingPage ? readingIdIn(path) : undefined;
  const [reading, pageShell] = await Promise.all([
    readingId !== undefined ? readingFor(c, path) : null,
    readingId !== undefined && UUID.test(readingId)
      ? c.env.ASSETS.fetch(new Request(new URL(RENDERED_PAGE_SHELL_PATH, c.req.url)))
      : null,
  ]);
  if (reading && reading !== "missing" && pageShell?.ok && pages.readingPage) {
    const page = await renderReading(c, pages.readingPage, await pageShell.text(), reading);
    // The reading is private to whoever holds its address: no shared caches (the page also says noindex).
    if (page !== null)
      return withAbsoluteUrls(
        new Response(page, { headers: { ...headers, "Cache-Control": "private, no-cache" } }),
        siteUrl(c),
      );
  } else {
    await pageShell?.body?.cancel();
  }
  const shell = await c.env.ASSETS.fetch(new Request(new URL(APP_SHELL_PATH, c.req.url)));
  if (!shell.ok) return c.text("Not found", 404);
  // A reading that does not exist is a 404 page (its shell says so), so no link preview is made of it.
  return new Response(shell.body, {
    status: isSpaPage(path) && reading !== "missing" ? 200 : 404,
    headers: { ...headers, ...dataPreloadLink(path) },
  });
}
