import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Database = ReturnType<typeof build>;

const build = (d1: D1Database) => drizzle(d1, { schema });

/**
 * Drizzle instances by binding. Building one walks the whole schema to set up
 * relational queries; the binding object lives as long as the isolate, so the
 * work is done once rather than on every request.
 */
const instances = new WeakMap<D1Database, Database>();

/** The one way to reach D1. Query modules take this, routes never write SQL. */
export function createDb(d1: D1Database): Database {
  let db = instances.get(d1);
  if (!db) {
    db = build(d1);
    instances.set(d1, db);
  }
  return db;
}
