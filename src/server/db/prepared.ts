import { type Db, embeddedClient } from "./client.ts";
import { PgliteNamedStatement } from "./pglite-named.ts";

// The statements of a guest's order are built once per database and prepared, not built by drizzle on
// every call (building one cost more than PostgreSQL took to run it). Keyed by the database (tests open many),
// then by the statement's prepared name, which must name one text only on a connection.
const statements = new WeakMap<Db, Map<string, unknown>>();

/** The statement `build` makes, built the first time `name` is asked of this database. */
export function preparedOnce<T>(db: Db, name: string, build: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, onNamedStatement(db, build(name), name));
  return byName.get(name) as T;
}

/**
 * drizzle prepares a statement under its name on PostgreSQL, but on PGlite it sends the text each time. There,
 * the prepared query runs through a statement of that name instead (pglite-named.ts): drizzle's query object
 * calls `client.query(text, params, options)`, and that client is swapped for the named statement.
 */
function onNamedStatement<T>(db: Db, prepared: T, name: string): T {
  const pg = embeddedClient(db);
  const query = prepared as { client?: unknown; queryString?: unknown };
  if (pg && query.client === pg && typeof query.queryString === "string")
    query.client = new PgliteNamedStatement(pg, name);
  return prepared;
}
