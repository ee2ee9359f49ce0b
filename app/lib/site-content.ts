/**
 * The operator's published page content (GET /api/content): testimonials and the founder note.
 * A page the Worker rendered with it carries it, seeded into the cache before hydration, so it is
 * never fetched again; a page without it (nothing published, or the SPA in development) renders
 * without it, exactly as prerendered, and fetches it once hydrated (docs/decisions/0040).
 */
import { useQuery } from "@tanstack/react-query";
import type { SiteContentView } from "../../src/shared/schemas";

/** The default loader GETs "/api/content"; app/entry-server.tsx seeds the same key. */
export const siteContentQueryKey = ["/api/content"] as const;

export function useSiteContent() {
  return useQuery<SiteContentView>({ queryKey: siteContentQueryKey });
}
