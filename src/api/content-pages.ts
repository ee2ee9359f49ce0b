/**
 * `/` and `/tarot` reach the Worker first (wrangler.toml, run_worker_first) so that they show the
 * operator's published testimonials and founder note (docs/decisions/0040). With something
 * published for the page, the Worker renders it from the page shell with that content, exactly
 * as the build prerenders it, and the content travels in the page for hydration. With nothing
 * published, no renderer (API tests), a database error or a rendering error, the prerendered
 * file answers as it always did: its sections show no quotes, nothing invented.
 */
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { createDb } from "../db/client";
import { readPublishedContent } from "../db/content-queries";
import { safeErrorMessage } from "../lib/errors";
import { log } from "../lib/log";
import type { SiteContentView } from "../shared/schemas";
import { RENDERED_PAGE_SHELL_PATH } from "../shared/spa-routes";
import { type PageRenderers, pageSecurityPolicy, wantsPage } from "./app-shell";
import { siteUrl, withAbsoluteUrls } from "./page-urls";

/** The pages that show the operator's content, and whether there is any for each. */
export const CONTENT_PAGES = {
  "/": (content: SiteContentView) => content.testimonials.home.length > 0 || content.founderNote !== null,
  "/tarot": (content: SiteContentView) => content.testimonials.tarot.length > 0,
} as const;
type ContentPath = keyof typeof CONTENT_PAGES;

/**
 * The last page rendered for each path, with what it was rendered from: the same content and the
 * same shell (one deployment) give the same HTML, so the isolate renders again only after a change.
 */
const rendered = new Map<ContentPath, { content: string; shell: string; html: string }>();

async function readContent(c: Context<AppEnv>): Promise<SiteContentView | null> {
  try {
    return await readPublishedContent(createDb(c.env.DB));
  } catch (error) {
    log("error", "page content not read", { requestId: c.var.requestId, error: safeErrorMessage(error) });
    return null;
  }
}

async function render(c: Context<AppEnv>, pages: PageRenderers, path: ContentPath, shell: string, content: string) {
  const cached = rendered.get(path);
  if (cached && cached.content === content && cached.shell === shell) return cached.html;
  try {
    const renderer = await pages.contentPage?.();
    if (!renderer) return null;
    const html = await renderer(shell, c.req.url, JSON.parse(content) as SiteContentView);
    rendered.set(path, { content, shell, html });
    return html;
  } catch (error) {
    log("error", "content page not rendered", { requestId: c.var.requestId, path, error: safeErrorMessage(error) });
    return null;
  }
}

export async function serveContentPage(c: Context<AppEnv>, pages: PageRenderers): Promise<Response> {
  const path = c.req.path as ContentPath;
  // The prerendered file, as the assets binding would have answered without the Worker.
  const prerendered = async () => {
    const res = await c.env.ASSETS.fetch(c.req.raw);
    const page = new Response(res.body, res);
    return res.headers.get("content-type")?.includes("text/html") ? withAbsoluteUrls(page, siteUrl(c)) : page;
  };
  if (!pages.contentPage || !wantsPage(c)) return prerendered();
  const [content, shell] = await Promise.all([
    readContent(c),
    c.env.ASSETS.fetch(new Request(new URL(RENDERED_PAGE_SHELL_PATH, c.req.url))),
  ]);
  if (!content || !CONTENT_PAGES[path](content) || !shell.ok) {
    await shell.body?.cancel();
    return prerendered();
  }
  const html = await render(c, pages, path, await shell.text(), JSON.stringify(content));
  if (html === null) return prerendered();
  const page = new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      // Asked again on every visit: a testimonial the operator hides leaves the page at once.
      "Cache-Control": "no-cache",
      ...pageSecurityPolicy(c.var.config),
    },
  });
  return withAbsoluteUrls(page, siteUrl(c));
}
