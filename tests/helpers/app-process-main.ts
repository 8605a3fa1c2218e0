import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../../src/server/app.ts";
import { openDatabase } from "../../src/server/db/client.ts";
import { createMailer } from "../../src/server/mail/mailer.ts";
import { createDiskStorage } from "../../src/server/storage/storage.ts";
import { createFreshPostgres } from "./fresh-postgres.ts";
import { templateDump } from "./template-dump.ts";

// The child's side of app-process.ts: the test app of test-app.ts (a copy of the run's migrated database,
// PGlite or PostgreSQL as DATABASE_URL says), listening on a free port, which it prints once ready. It stops,
// dropping its database, when its parent closes its input.

const pgliteTemplate = process.env.TEST_PGLITE_TEMPLATE ?? "";
const postgresTemplate = process.env.TEST_POSTGRES_TEMPLATE ?? "";
const adminUrl = process.env.DATABASE_URL;

const keptDataDir = process.env.TEST_DATA_DIR;
const keptDatabaseUrl = process.env.TEST_KEEP_DATABASE_URL;
const leaseMs = process.env.TEST_NOTICE_LEASE_MS;
/** A server speaking Twilio's API (twilio-server.ts) and its account, as JSON: the app then texts guests. */
const twilio = process.env.TEST_TWILIO ? JSON.parse(process.env.TEST_TWILIO) : undefined;

async function openTestDatabase() {
  // A database the test owns and reopens after this process is killed: kept, never dropped here.
  if (keptDatabaseUrl) {
    const database = await openDatabase({ databaseUrl: keptDatabaseUrl, dataDir: "unused" });
    return { database, drop: async () => {} };
  }
  if (keptDataDir) return { database: await openDatabase({ dataDir: keptDataDir }), drop: async () => {} };
  if (!adminUrl) {
    const startFrom = pgliteTemplate ? templateDump(pgliteTemplate) : undefined;
    const database = await openDatabase({ dataDir: "memory://", startFrom });
    return { database, drop: async () => {} };
  }
  const fresh = await createFreshPostgres(adminUrl, "test", postgresTemplate || undefined);
  const database = await openDatabase({ databaseUrl: fresh.url, dataDir: "unused" });
  return { database, drop: fresh.drop };
}

const { database, drop } = await openTestDatabase();
const outboxDir = mkdtempSync(path.join(tmpdir(), "menu-outbox-"));
const app = await buildApp({
  db: database.db,
  listen: database.listen,
  mailer: createMailer({
    from: "test@localhost",
    outboxDir,
    log: () => {},
    ...(process.env.TEST_SMTP_URL ? { smtpUrl: process.env.TEST_SMTP_URL } : {}),
  }),
  storage: createDiskStorage(path.join(outboxDir, "uploads")),
  config: {
    publicBaseUrl: "http://menu.test",
    contextPath: "",
    debug: false,
    ...(leaseMs ? { guestNotices: { leaseMs: Number(leaseMs) } } : {}),
    ...(twilio ? { twilio } : {}),
  },
});
const address = await app.listen({ port: 0, host: "127.0.0.1" });
process.stdout.write(`${address}\n`);

process.stdin.resume();
process.stdin.on("end", async () => {
  app.server.closeAllConnections();
  await app.close();
  await database.close();
  await drop();
  rmSync(outboxDir, { recursive: true, force: true });
  process.exit(0);
});
