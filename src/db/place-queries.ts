/**
 * The gazetteer's one query: every place whose search key is one of a few keys, largest first.
 * Served by places_search_key_idx (search_key, population), so it reads only the matching rows.
 * Choosing among them is src/soulmate/place.ts's job.
 */
import { desc, inArray } from "drizzle-orm";
import type { Database } from "./client";
import { type PlaceRow, places } from "./schema";

/** More namesakes than any real name has ("San José", "Springfield"), so nothing relevant is cut. */
const MAX_CANDIDATES = 500;

export function findPlacesByKeys(db: Database, keys: string[]): Promise<PlaceRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(places)
    .where(inArray(places.searchKey, keys))
    .orderBy(desc(places.population), places.id)
    .limit(MAX_CANDIDATES);
}
