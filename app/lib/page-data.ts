/**
 * The data a page is rendered with ahead of the browser, through React Router's loaders
 * (docs/decisions/0071). The Worker puts a saved reading or the operator's published content
 * into the static handler's request context; the page's loader returns it (app/page-routes.tsx),
 * and the page reads it with useLoaderData as its query's initial data. The page carries the
 * loaders' data as React Router's hydration data in an inert JSON block with this id
 * (app/render-page.tsx writes it, app/main.tsx reads it): JSON, not a script, since the pages'
 * policy allows no inline script. In the browser nothing is in the context, so the loaders
 * return null and the page fetches its data as any page does.
 */
import { createContext, type HydrationState } from "react-router";
import type { SiteContentView } from "../../src/shared/schemas";
import type { ReadingView } from "../../src/shared/tarot";

/** The operator's published testimonials and founder note, for / and /tarot (decision 0040). */
export const renderedContent = createContext<SiteContentView | null>(null);

/** The saved reading at /tarot/reading/:id (decision 0021). */
export const renderedReading = createContext<ReadingView | null>(null);

/** The id of the JSON block that carries the page's hydration data. */
export const HYDRATION_DATA_ID = "hydration-data";

export type PageHydrationData = Required<Pick<HydrationState, "loaderData">>;
