/**
 * Compile-time only (checked by `tsc` over the root project): the renderers in
 * app/entry-server.tsx have the types the Worker declares for them (workers/page-renderers.d.ts).
 */
import type * as Declared from "virtual:page-renderers";
import type * as Actual from "../../app/entry-server";

export const readingPage: typeof Declared.renderReadingPage = null as unknown as typeof Actual.renderReadingPage;
export const contentPage: typeof Declared.renderContentPage = null as unknown as typeof Actual.renderContentPage;
