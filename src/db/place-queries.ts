/**
 * The gazetteer's one query: every place whose search key, or one of whose other names
 * (place_names: "Galway" for GeoNames' "Gaillimh"), is one of a few keys, largest first. A place
 * found by another name comes back under that name and its key, so the caller sees the name the
 * buyer used. Served by places_search_key_idx (search_key, population) and place_names' primary
 * key, so it reads only the matching rows. Choosing among them is src/soulmate/place.ts's job.
 */
import { desc, eq, getTableColumns, inArray } from "drizzle-orm";
import { unionAll } from "drizzle-orm/sqlite-core";
import type { Database } from "./client";
import { type PlaceRow, placeNames, places } from "./schema";

/** More namesakes than any real name has ("San José", "Springfield"), so nothing relevant is cut. */
const MAX_CANDIDATES = 500;

export function findPlacesByKeys(db: Database, keys: string[]): Promise<PlaceRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  const byName = db.select().from(places).where(inArray(places.searchKey, keys));
  const byOtherName = db
    .select({ ...getTableColumns(places), name: placeNames.name, searchKey: placeNames.searchKey })
    .from(placeNames)
    .innerJoin(places, eq(places.id, placeNames.placeId))
    .where(inArray(placeNames.searchKey, keys));
  return unionAll(byName, byOtherName).orderBy(desc(places.population), places.id).limit(MAX_CANDIDATES);
}
