/**
 * The Worker's entry and composition root (wrangler.toml `main`): the shop's
 * handlers from src/, given the SPA's server renderer for saved readings
 * (app/entry-server.tsx, docs/decisions/0021). This is the one place that knows
 * both sides; src/ never imports app/.
 */
import { createWorker } from "../src/index";

export { TarotSession } from "../src/index";

export default createWorker({
  // Loaded on the first saved reading, so the API's cold start does not pay for react-dom/server.
  readingPage: async () => (await import("../app/entry-server")).renderReadingPage,
});
