/**
 * The shop's one table of pages: each page's address and how it reaches the browser. The SPA
 * builds its route table from it (app/page-routes.tsx gives each page its module, and TypeScript
 * rejects a page without one), the build prerenders the pages marked so, and the Worker knows
 * from it which addresses are pages (the app shell with 200) and which are not (404).
 * docs/decisions/0071.
 */

/**
 * How a page is served:
 * - "prerendered": written to dist/client at build time and served by the assets binding;
 * - "rendered": rendered by the Worker on request, from its data in D1 (a saved reading, 0021);
 * - "client": the app shell, rendered in the browser.
 * `operatorContent`: a prerendered page the Worker renders again when the operator has published
 * testimonials or a founder note for it (decision 0040).
 */
export type PageServing = "prerendered" | "rendered" | "client";
type Page = { readonly path: `/${string}`; readonly serving: PageServing; readonly operatorContent?: true };

export const PAGES = {
  home: { path: "/", serving: "prerendered", operatorContent: true },
  portal: { path: "/portal", serving: "client" },
  result: { path: "/result/:orderId", serving: "client" },
  admin: { path: "/admin", serving: "client" },
  privacy: { path: "/privacy", serving: "prerendered" },
  terms: { path: "/terms", serving: "prerendered" },
  refunds: { path: "/refunds", serving: "prerendered" },
  tarot: { path: "/tarot", serving: "prerendered", operatorContent: true },
  tarotSession: { path: "/tarot/session/:sessionId", serving: "client" },
  tarotReading: { path: "/tarot/reading/:readingId", serving: "rendered" },
} as const satisfies Record<string, Page>;

export type PageName = keyof typeof PAGES;

/** The pages the Worker renders on request; its bundle carries these pages' modules and no other (0036). */
export type WorkerPageName = {
  [N in PageName]: (typeof PAGES)[N] extends { serving: "rendered" } | { operatorContent: true } ? N : never;
}[PageName];

const entries = Object.entries(PAGES) as [PageName, Page][];

export const WORKER_PAGES = entries
  .filter(([, page]) => page.serving === "rendered" || page.operatorContent === true)
  .map(([name]) => name) as WorkerPageName[];

/** Written to dist/client at build time, in the table's order: "/" → index.html, "/privacy" → privacy.html … */
export const PRERENDERED_PATHS: readonly string[] = entries
  .filter(([, page]) => page.serving === "prerendered")
  .map(([, page]) => page.path);

/** The unrendered SPA shell, served by the Worker for every other page. */
export const APP_SHELL_PATH = "/app-shell";

/**
 * The shell pages are rendered into, at build time and by the Worker: like the prerendered pages, it
 * carries the stylesheet inline and preloads the small font subsets, and it preloads no scripts (the
 * page hydrates on intent). Written by the build (scripts/prerender.mjs).
 */
export const RENDERED_PAGE_SHELL_PATH = "/page-shell";

/** Each page's pattern: a `:name` segment matches one whole path segment, as in React Router. Made on first use. */
const patterns = new Map<PageName, URLPattern>();

/** The parameters of `name`'s page in `pathname` (`{ readingId: "…" }`), or null when it is not that page's address. */
export function matchPage(name: PageName, pathname: string): Record<string, string | undefined> | null {
  let pattern = patterns.get(name);
  if (!pattern) {
    pattern = new URLPattern({ pathname: PAGES[name].path });
    patterns.set(name, pattern);
  }
  return pattern.exec({ pathname })?.pathname.groups ?? null;
}

/** Whether `pathname` is the address of one of the pages above. */
export function isSpaPage(pathname: string): boolean {
  return entries.some(([name]) => matchPage(name, pathname) !== null);
}
