/**
 * Build-time rendering of the prerendered pages: `vite build` builds this module for Node and
 * writes each page the table marks "prerendered" with it (scripts/prerender.mjs). The browser's
 * whole route table, put into the page shell exactly as the Worker puts the pages it renders
 * (app/render-page.tsx), so the HTML paints before any JavaScript runs and then hydrates.
 */

import { renderIntoShell } from "./render-page";
import { routes } from "./router";

export { PRERENDERED_PATHS } from "../src/shared/spa-routes";

/** The prerendered page at `path`, rendered with no data into `shell` (dist/client/page-shell.html). */
export function prerenderPage(shell: string, path: string): Promise<string> {
  return renderIntoShell(shell, routes, `https://prerender.local${path}`);
}
