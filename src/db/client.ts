import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Database = ReturnType<typeof createDb>;

/** The one way to reach D1. Query modules take this, routes never write SQL. */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}
