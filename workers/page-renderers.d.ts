/**
 * The SPA's server renderers as the Worker sees them: a name resolved by the bundlers to
 * app/entry-server.tsx (scripts/page-renderers.mjs), typed here so the Worker's TypeScript
 * project never compiles the SPA. The root project checks that the file matches
 * (test/types/page-renderers.ts).
 */
declare module "virtual:page-renderers" {
  export const renderReadingPage: import("../src/api/app-shell").ReadingPageRenderer;
  export const renderContentPage: import("../src/api/app-shell").ContentPageRenderer;
}
