/**
 * A page rendered ahead of the browser carries the data it rendered with, as
 * `[queryKey, data][]` in an inert JSON block with this id (app/render-page.tsx
 * writes it, app/main.tsx reads it before hydrating). JSON, not a script: the
 * pages' policy allows no inline script.
 */
export const SEEDED_QUERIES_ID = "seeded-queries";

export type SeededQueries = [readonly unknown[], unknown][];
