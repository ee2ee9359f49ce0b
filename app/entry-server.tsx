/**
 * Request-time rendering in the Worker: a saved reading, /tarot/reading/:id
 * (docs/decisions/0021), and / or /tarot with the operator's published
 * testimonials and founder note (docs/decisions/0040). workers/app.ts imports
 * this module lazily, so only those pages pay for react-dom/server.
 *
 * The browser's routes for these pages in the same frame (app/page-routes.tsx;
 * the Worker's bundle carries no other page), put into the page shell exactly as
 * the build puts the prerendered pages (app/render-page.tsx). The page's data
 * goes in the static handler's request context, its loader returns it, and the
 * page renders it, not a spinner; the same data travels in the page as React
 * Router's hydration data (inert JSON), so the browser hydrates the same tree
 * and never fetches it again (app/lib/page-data.ts).
 */
import { RouterContextProvider } from "react-router";
import type { SiteContentView } from "../src/shared/schemas";
import type { ReadingView } from "../src/shared/tarot";
import { renderedContent, renderedReading } from "./lib/page-data";
import { serverRoutes } from "./page-routes";
import { renderIntoShell } from "./render-page";

/**
 * The complete page for one saved reading, built from the page shell's HTML.
 * `url` is the page's own address; its path must be /tarot/reading/<reading.id>.
 */
export function renderReadingPage(shell: string, url: string, reading: ReadingView): Promise<string> {
  const context = new RouterContextProvider();
  context.set(renderedReading, reading);
  return renderIntoShell(shell, serverRoutes, url, context);
}

/**
 * / or /tarot as the build prerenders it, with the operator's published content in its sections
 * and structured data. `url` is the page's own address.
 */
export function renderContentPage(shell: string, url: string, content: SiteContentView): Promise<string> {
  const context = new RouterContextProvider();
  context.set(renderedContent, content);
  return renderIntoShell(shell, serverRoutes, url, context);
}
