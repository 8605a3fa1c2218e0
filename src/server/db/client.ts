import { execFile } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { embeddedStartParams } from "./embedded-settings.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** Both engines share Drizzle's PostgreSQL dialect; services see only this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Hears NOTIFY on a channel until the returned function is called. `onGap` is called when notices may have been
 * lost (the listening connection dropped and came back).
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onGap?: () => void,
) => Promise<() => Promise<void>>;

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
  /** PostgreSQL's pool size (DATABASE_POOL_SIZE); 10 unless said. */
  poolSize?: number | undefined;
  /**
   * The server's own pool: every connection is opened at start and kept (tests open and drop many databases,
   * and keep their pools small and lazy). A rush of orders after a quiet spell otherwise waits for new
   * backends to start and for each to prepare its statements; pg's default closes idle ones after 10 s.
   */
  keepConnections?: boolean | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /**
   * For `memory://`: a dump of an already migrated embedded database to start from. Tests open one database per
   * file, and PGlite's initdb costs seconds each time; loading a dump costs a fraction of that.
   */
  startFrom?: Blob | undefined;
}

/** The PGlite behind a database, or null on PostgreSQL. */
export function embeddedClient(db: Db): PGlite | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max,
      min: options.keepConnections ? max : 0,
    });
    // An idle connection the server ended (a restart, a failover, a dropped database) is an 'error' event on the
    // pool; unheard, it would stop the process. The pool replaces the connection on the next query.
    pool.on("error", () => {});
    if (options.keepConnections) await openEveryConnection(pool, max);
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
  const startParams = embeddedStartParams(PGlite.defaultStartParams);
  if (dir !== "memory://" && !existsSync(path.join(dir, "PG_VERSION")))
    await createEmbeddedDatabase(dir, startParams);
  const client =
    dir === "memory://" && options.startFrom
      ? await PGlite.create({ loadDataDir: options.startFrom, startParams })
      : await PGlite.create(dir, { startParams });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    engine: "pglite",
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

/** Beside this module in the sources, and beside the bundle (scripts/build-server.mjs copies it there). */
const CREATE_SCRIPT = fileURLToPath(new URL("./embedded-create.mjs", import.meta.url));

/**
 * Creates a new embedded database in `dir` (initdb and the migrations) in a child process, whose memory goes
 * back to the system when it ends (embedded-create.mjs). It is made in a folder beside `dir` and renamed into
 * place once complete: a start stopped half-way leaves no half-made database to open next time.
 */
async function createEmbeddedDatabase(dir: string, startParams: string[]) {
  const making = `${dir}.creating`;
  rmSync(making, { recursive: true, force: true });
  mkdirSync(making, { recursive: true });
  const job = JSON.stringify({ dir: making, migrationsFolder: MIGRATIONS_FOLDER, startParams });
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, [CREATE_SCRIPT, job], { maxBuffer: 16 * 1024 * 1024 }, (error, _out, err) =>
      error
        ? reject(new Error(`creating the embedded database in ${dir} failed: ${err || error.message}`))
        : resolve(),
    );
  });
  // Only an empty folder gives way (rmdir refuses any other): a folder with files and no PG_VERSION is not
  // one this server made, and is left for its owner to look at.
  if (existsSync(dir)) rmdirSync(dir);
  renameSync(making, dir);
}

/** Opens the pool's `count` connections at once and hands them back, so none is opened on a guest's time. */
async function openEveryConnection(pool: pg.Pool, count: number) {
  const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
  for (const client of clients) client.release();
}

/** A dump of a new, migrated embedded database: tests start each file's database from it (`startFrom`). */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = await PGlite.create("memory://", {
    startParams: embeddedStartParams(PGlite.defaultStartParams),
  });
  try {
    await migratePglite(drizzlePglite(client, { schema }) as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

/**
 * LISTEN needs a connection of its own that stays open (a pooled one goes back to the pool). After a drop (a
 * restarted or failed-over server) it connects again with backoff until it listens again, then tells the
 * listeners that notices may have been missed meanwhile.
 */
function createPgListener(connectionString: string) {
  const channels = new Map<string, { handlers: Set<(payload: string) => void>; gaps: Set<() => void> }>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let hasListened = false;
  let isClosed = false;

  const open = async () => {
    // keepAlive: a connection that silently died (a dropped route) is noticed and replaced.
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on("notification", (message) => {
      for (const handler of channels.get(message.channel)?.handlers ?? []) handler(message.payload ?? "");
    });
    next.on("error", () => {}); // followed by "end", which reconnects
    next.on("end", () => {
      if (client !== next) return;
      client = null;
      scheduleReconnect(0);
    });
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (isClosed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    if (hasListened) for (const { gaps } of channels.values()) for (const onGap of gaps) onGap();
    hasListened = true;
  };

  const ensure = (): Promise<void> => {
    if (client) return Promise.resolve();
    connecting ??= open().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const scheduleReconnect = (attempt: number) => {
    if (isClosed || retryTimer) return;
    retryTimer = setTimeout(
      async () => {
        retryTimer = undefined;
        try {
          await ensure();
        } catch {
          scheduleReconnect(attempt + 1);
        }
      },
      Math.min(30_000, 500 * 2 ** attempt),
    );
  };

  const listen: Listen = async (channel, onPayload, onGap) => {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
    let entry = channels.get(channel);
    const isNew = !entry;
    entry ??= { handlers: new Set(), gaps: new Set() };
    channels.set(channel, entry);
    entry.handlers.add(onPayload);
    if (onGap) entry.gaps.add(onGap);
    await ensure();
    if (isNew && client) await client.query(`LISTEN "${channel}"`);
    return async () => {
      entry.handlers.delete(onPayload);
      if (onGap) entry.gaps.delete(onGap);
    };
  };

  return {
    listen,
    close: async () => {
      isClosed = true;
      clearTimeout(retryTimer);
      await connecting?.catch(() => {});
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
