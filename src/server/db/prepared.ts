import type { Db } from "./client.ts";

// Issue 12: the statements of a guest's order are built once per database and prepared, not built by drizzle on
// every call (building one cost more than PostgreSQL took to run it). Keyed by the database (tests open many),
// then by the statement's prepared name, which must name one text only on a PostgreSQL connection.
const statements = new WeakMap<Db, Map<string, unknown>>();

/** The statement `build` makes, built the first time `name` is asked of this database. */
export function preparedOnce<T>(db: Db, name: string, build: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, build(name));
  return byName.get(name) as T;
}
