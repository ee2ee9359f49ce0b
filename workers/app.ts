/**
 * The Worker's entry and composition root (wrangler.toml `main`): the shop's
 * handlers from src/, given the SPA's server renderers for saved readings and
 * for pages with the operator's content (docs/decisions/0021, 0040). The
 * renderers come in by name ("virtual:page-renderers", app/entry-server.tsx
 * once bundled: scripts/page-renderers.mjs), so this is the one place that
 * knows both sides, and the Worker's code compiles without the SPA.
 */
import { createWorker } from "../src/index";

export { TarotSession } from "../src/index";

export default createWorker({
  // Loaded on the first saved reading, so the API's cold start does not pay for react-dom/server.
  readingPage: async () => (await import("virtual:page-renderers")).renderReadingPage,
  // Loaded on the first visit to / or /tarot with published testimonials or a founder note (decision 0040).
  contentPage: async () => (await import("virtual:page-renderers")).renderContentPage,
});
