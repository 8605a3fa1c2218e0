import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { type BuildAppOptions, buildApp } from "../../src/server/app.ts";
import { type Database, openDatabase } from "../../src/server/db/client.ts";
import { createMailer } from "../../src/server/mail/mailer.ts";
import { createDiskStorage } from "../../src/server/storage/storage.ts";
import { createFreshPostgres } from "./fresh-postgres.ts";
import { generousReadingLimits } from "./reading-limits.ts";
import { templateDump } from "./template-dump.ts";

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The fresh PostgreSQL database's address; undefined on PGlite. */
  databaseUrl: string | undefined;
  baseUrl: string;
  /** Mails the app wrote to its outbox, oldest first. */
  outbox(): OutboxMail[];
  close(): Promise<void>;
}

/** A fresh, migrated database: PGlite in memory, or a new PostgreSQL database when DATABASE_URL is set. */
async function openTestDatabase(): Promise<{
  database: Database;
  databaseUrl: string | undefined;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL;
  // Each file's database is a copy of one migrated before the run (tests/helpers/migrated-template.ts).
  if (!adminUrl) {
    const template = inject("pgliteTemplate");
    const startFrom = template ? templateDump(template) : undefined;
    const database = await openDatabase({ dataDir: "memory://", startFrom });
    return { database, databaseUrl: undefined, drop: async () => {} };
  }
  const fresh = await createFreshPostgres(adminUrl, "test", inject("postgresTemplate") || undefined);
  const database = await openDatabase({ databaseUrl: fresh.url, dataDir: "unused" });
  return { database, databaseUrl: fresh.url, drop: fresh.drop };
}

/** The real app on a real HTTP port and a real database; each test file makes its own. */
export async function startTestApp(
  options: Partial<
    Pick<
      BuildAppOptions,
      "extraRoutes" | "storage" | "config" | "logger" | "mailer" | "clock" | "menuPdfCache"
    >
  > = {},
): Promise<TestApp> {
  const { database, databaseUrl, drop } = await openTestDatabase();
  const outboxDir = mkdtempSync(path.join(tmpdir(), "menu-outbox-"));
  const app = await buildApp({
    db: database.db,
    listen: database.listen,
    mailer: createMailer({ from: "test@localhost", outboxDir, log: () => {} }),
    storage: createDiskStorage(path.join(outboxDir, "uploads")),
    config: { publicBaseUrl: "http://menu.test", contextPath: "", debug: false, ...generousReadingLimits() },
    ...options,
  });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    app,
    database,
    databaseUrl,
    baseUrl: address,
    outbox: () =>
      readdirSync(outboxDir)
        .filter((file) => file.endsWith(".json"))
        .sort()
        .map((file) => JSON.parse(readFileSync(path.join(outboxDir, file), "utf8")) as OutboxMail),
    close: async () => {
      // A response body a test left unread keeps its connection busy; the test is over, so end them all.
      app.server.closeAllConnections();
      await app.close();
      await database.close();
      await drop();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another app instance on the same database, as on another machine: its own Fastify app and, on PostgreSQL,
 * its own pool and LISTEN connection (PGlite serves one process, so both apps share it).
 */
export async function startSecondInstance(
  t: TestApp,
  /** What this instance sets otherwise (its image-work limits, say). */
  config: Partial<TestApp["app"]["config"]> = {},
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const database = t.databaseUrl
    ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: "unused" })
    : t.database;
  const app = await buildApp({
    db: database.db,
    listen: database.listen,
    mailer: t.app.mailer,
    storage: t.app.storage,
    config: { ...t.app.config, ...config },
  });
  const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    baseUrl,
    close: async () => {
      app.server.closeAllConnections();
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}
