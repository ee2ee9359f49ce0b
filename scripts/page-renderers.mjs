/**
 * The one name the Worker's entry (workers/app.ts) imports the SPA's page renderers by, and the
 * file it stands for. Vite (vite.config.ts) and the Worker tests (vitest.config.ts) resolve it
 * here; wrangler's own bundler (plain `wrangler dev` before a build, the bench's entry) through
 * wrangler.toml's [alias]. The Worker's TypeScript project sees only its declared type
 * (workers/page-renderers.d.ts), so src/ and workers/ compile without the SPA (docs/architecture.md).
 */
import path from "node:path";

export const PAGE_RENDERERS_MODULE = "virtual:page-renderers";
export const PAGE_RENDERERS_FILE = "app/entry-server.tsx";

export const pageRenderersAlias = {
  [PAGE_RENDERERS_MODULE]: path.resolve(import.meta.dirname, "..", PAGE_RENDERERS_FILE),
};
