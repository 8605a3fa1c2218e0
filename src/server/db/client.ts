import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** Both engines share Drizzle's PostgreSQL dialect; services see only this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Hears NOTIFY on a channel until the returned function is called. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  listen: Listen;
  close(): Promise<void>;
}

/** The committed migrations: found upwards from this file, whether it runs from src/ or from the dist/ bundle. */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("migrations folder drizzle/ not found");
    dir = parent;
  }
}
const MIGRATIONS_FOLDER = findMigrationsFolder();

export interface OpenDatabaseOptions {
  /** `postgres://…` for PostgreSQL; otherwise the embedded PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    const listener = createPgListener(options.databaseUrl);
    return {
      db,
      engine: "postgres",
      listen: listener.listen,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  const dir = options.dataDir === "memory://" ? "memory://" : path.join(options.dataDir, "db");
  if (dir !== "memory://") mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    engine: "pglite",
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

/**
 * LISTEN needs a connection of its own that stays open (a pooled one goes back to the pool). It is opened on
 * the first listen, and opened again after a drop, with its channels, so a restarted server is heard again.
 */
function createPgListener(connectionString: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let isClosed = false;

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on("notification", (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
      });
      next.on("error", () => {
        // Dropped: forget it; the next listen, or the retry below, connects again.
        if (client === next) client = null;
        if (!isClosed && handlers.size > 0) setTimeout(() => void connect().catch(() => {}), 1000);
      });
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN "${channel}"`);
      client = next;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const listen: Listen = async (channel, onPayload) => {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
    const isNew = !handlers.has(channel);
    const set = handlers.get(channel) ?? new Set();
    set.add(onPayload);
    handlers.set(channel, set);
    const connection = await connect();
    if (isNew) await connection.query(`LISTEN "${channel}"`);
    return async () => {
      set.delete(onPayload);
    };
  };

  return {
    listen,
    close: async () => {
      isClosed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
