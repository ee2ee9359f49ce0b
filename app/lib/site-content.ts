/**
 * The operator's published page content (GET /api/content): testimonials and the founder note.
 * A page the Worker rendered with it has it as its loader's data (app/lib/page-data.ts), which
 * starts the query, so it is never fetched again; a page without it (nothing published, or the SPA
 * in development) renders without it, exactly as prerendered, and fetches it once hydrated
 * (docs/decisions/0040).
 */
import { useQuery } from "@tanstack/react-query";
import { useLoaderData } from "react-router";
import type { SiteContentView } from "../../src/shared/schemas";

/** The default query function GETs "/api/content". */
export const siteContentQueryKey = ["/api/content"] as const;

export function useSiteContent() {
  const rendered = useLoaderData() as SiteContentView | null | undefined;
  return useQuery<SiteContentView>({ queryKey: siteContentQueryKey, initialData: rendered ?? undefined });
}
