/**
 * The SPA's pages, as the Worker needs to know them: which paths are real
 * pages (served the app shell with 200) and which are prerendered at build
 * time (served as static HTML by the assets binding, no Worker involved).
 * app/router.tsx is the source of the components; keep the two in step
 * (test/app/spa-routes.test.ts checks they agree).
 */
export const SPA_PAGE_PATTERNS: RegExp[] = [
  /^\/$/,
  /^\/portal$/,
  /^\/result\/[^/]+$/,
  /^\/admin$/,
  /^\/privacy$/,
  /^\/terms$/,
  /^\/refunds$/,
  /^\/tarot$/,
  /^\/tarot\/session\/[^/]+$/,
  /^\/tarot\/reading\/[^/]+$/,
];

/** Written to dist/client at build time: "/" → index.html, "/privacy" → privacy.html … */
export const PRERENDERED_PATHS = ["/", "/privacy", "/terms", "/refunds", "/tarot"] as const;

/** The unrendered SPA shell, served by the Worker for every other page. */
export const APP_SHELL_PATH = "/app-shell";

/**
 * The shell for pages the Worker renders itself (a saved reading): like the prerendered pages, it carries
 * the stylesheet inline and preloads the small font subsets, and it preloads no scripts (the page hydrates
 * on intent). Written by scripts/prerender.mjs.
 */
export const RENDERED_PAGE_SHELL_PATH = "/page-shell";

export function isSpaPage(pathname: string): boolean {
  return SPA_PAGE_PATTERNS.some((pattern) => pattern.test(pathname));
}
