import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createFreshPostgres } from "../../../tests/helpers/fresh-postgres.ts";
import { scaled } from "../../../tests/helpers/slowness.ts";
import { openDatabase } from "./client.ts";
import { EMBEDDED_SETTINGS } from "./embedded-settings.ts";

// The server's pool opens every connection at start and keeps it, so a rush of orders after a quiet
// spell never waits for new backends. PostgreSQL only (PGlite has no pool); CI runs this in the PostgreSQL pass.
describe.runIf(process.env.DATABASE_URL)("the server's PostgreSQL pool (keepConnections)", () => {
  it(
    "has every connection open once the database is open, and keeps them",
    async () => {
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
    },
    scaled(30_000),
  );
});

// A new data folder's database is made in a child process (its initdb's memory goes back to the system when it
// ends), in a folder beside it renamed into place. PGlite only; CI runs this in the embedded pass.
describe.skipIf(process.env.DATABASE_URL)("the embedded database in a data folder", () => {
  let dataDir = "";
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "menu-db-"));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "is created migrated, with the small machine's settings, and found again on the next start",
    async () => {
      const first = await openDatabase({ dataDir });
      try {
        const settings = (await first.db.execute(
          sql`select current_setting('shared_buffers') as shared_buffers, count(*)::int as businesses from businesses`,
        )) as unknown as { rows: unknown[] };
        expect(settings.rows).toEqual([{ shared_buffers: EMBEDDED_SETTINGS.shared_buffers, businesses: 0 }]);
        await first.db.execute(sql`create table kept (note text)`);
        await first.db.execute(sql`insert into kept values ('still here')`);
      } finally {
        await first.close();
      }
      expect(existsSync(path.join(dataDir, "db", "PG_VERSION"))).toBe(true);
      expect(readdirSync(dataDir)).toEqual(["db"]);
      const again = await openDatabase({ dataDir });
      try {
        const kept = (await again.db.execute(sql`select note from kept`)) as unknown as { rows: unknown[] };
        expect(kept.rows).toEqual([{ note: "still here" }]);
      } finally {
        await again.close();
      }
    },
    scaled(180_000),
  );

  it(
    "leaves alone a db folder that holds files but no database, and says so",
    async () => {
      mkdirSync(path.join(dataDir, "db"));
      writeFileSync(path.join(dataDir, "db", "notes.txt"), "mine");
      await expect(openDatabase({ dataDir })).rejects.toThrow();
      expect(readFileSync(path.join(dataDir, "db", "notes.txt"), "utf8")).toBe("mine");
    },
    scaled(180_000),
  );
});
