/**
 * Request-time rendering in the Worker: a saved reading, /tarot/reading/:id
 * (docs/decisions/0021), and / or /tarot with the operator's published
 * testimonials and founder note (docs/decisions/0040). workers/app.ts imports
 * this module lazily, so only those pages pay for react-dom/server.
 *
 * The browser's routes for these pages in the same frame (app/page-routes.tsx;
 * the Worker's bundle carries no other page), put into the page shell exactly as
 * the build puts the prerendered pages (app/render-page.tsx). The query cache
 * starts with the page's data, so the page renders it, not a spinner; the same
 * data travels in the page as inert JSON, and app/main.tsx puts it in the
 * browser's cache before hydrating, so React renders the same tree and never
 * fetches it again.
 */
import type { SiteContentView } from "../src/shared/schemas";
import type { ReadingView } from "../src/shared/tarot";
import { readingQueryKey } from "./components/tarot/tarot-api";
import { siteContentQueryKey } from "./lib/site-content";
import { serverRoutes } from "./page-routes";
import { renderIntoShell } from "./render-page";

/**
 * The complete page for one saved reading, built from the page shell's HTML.
 * `url` is the page's own address; its path must be /tarot/reading/<reading.id>.
 */
export function renderReadingPage(shell: string, url: string, reading: ReadingView): Promise<string> {
  return renderIntoShell(shell, serverRoutes, url, [[readingQueryKey(reading.id), reading]]);
}

/**
 * / or /tarot as the build prerenders it, with the operator's published content in its sections
 * and structured data. `url` is the page's own address.
 */
export function renderContentPage(shell: string, url: string, content: SiteContentView): Promise<string> {
  return renderIntoShell(shell, serverRoutes, url, [[siteContentQueryKey, content]]);
}
