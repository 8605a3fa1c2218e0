import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "../src/server/app.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { createMailer } from "../src/server/mail/mailer.ts";
import { createDiskStorage } from "../src/server/storage/storage.ts";
import { createFreshPostgres } from "../tests/helpers/fresh-postgres.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The production app on a fresh database (PGlite in a temp folder, or a new PostgreSQL database). */
export async function startBenchApp(engine: "pglite" | "postgres", port = 0) {
  const dir = mkdtempSync(path.join(tmpdir(), "menu-bench-"));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (engine === "postgres") {
    const fresh = await createFreshPostgres(
      process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
      "bench",
    );
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
  const database = await openDatabase({ databaseUrl, dataDir: dir });
  const app = await buildApp({
    db: database.db,
    listen: database.listen,
    mailer: createMailer({ from: "bench@localhost", outboxDir: path.join(dir, "outbox"), log: () => {} }),
    storage: createDiskStorage(path.join(dir, "uploads")),
    config: {
      publicBaseUrl: "http://localhost",
      contextPath: "",
      debug: false,
      // One trusted proxy: a benchmark's guests each send their own address (X-Forwarded-For), as behind a load
      // balancer, so per-address limits (orders from one network) count as in real use.
      trustProxy: 1,
      // BENCH_WEB_DIR: another build of the dashboard, for a before/after comparison (dashboard-load.ts).
      webDir: process.env.BENCH_WEB_DIR ?? path.join(root, "dist/web"),
    },
  });
  const baseUrl = await app.listen({ port, host: "127.0.0.1" });
  return {
    baseUrl,
    /** For benchmarks that seed data faster than the API can. */
    db: database.db,
    /** The fresh PostgreSQL database, for a second instance on it; undefined on PGlite. */
    databaseUrl,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export { BENCH_PASSWORD, call, makeMenuNodes, percentile, publishedMenu, registerOwner } from "./lib/api.ts";
