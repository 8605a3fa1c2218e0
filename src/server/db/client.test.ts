import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createFreshPostgres } from "../../../tests/helpers/fresh-postgres.ts";
import { openDatabase } from "./client.ts";

// The server's pool opens every connection at start and keeps it, so a rush of orders after a quiet
// spell never waits for new backends. PostgreSQL only (PGlite has no pool); CI runs this in the PostgreSQL pass.
describe.runIf(process.env.DATABASE_URL)("the server's PostgreSQL pool (keepConnections)", () => {
  it("has every connection open once the database is open, and keeps them", async () => {
    const fresh = await createFreshPostgres(process.env.DATABASE_URL as string, "pool");
    const database = await openDatabase({
      databaseUrl: fresh.url,
      poolSize: 4,
      keepConnections: true,
      dataDir: "",
    });
    const backends = async () => {
      const result = (await database.db.execute(
        sql`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND backend_type = 'client backend' AND query NOT LIKE 'LISTEN%'`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]?.n;
    };
    try {
      expect(await backends()).toBe(4);
      // pg closes idle connections after 10 s by default; these stay.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      expect(await backends()).toBe(4);
    } finally {
      await database.close();
      await fresh.drop();
    }
  }, 30_000);
});
