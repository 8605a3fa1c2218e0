import type { PGlite } from "@electric-sql/pglite";
import { type Db, embeddedClient } from "./client.ts";

// PGlite runs Postgres in single-user mode, where no autovacuum runs: tables were never analyzed, so the planner
// guessed, and never vacuumed, so rows deleted or updated stayed. Load tests found the guest's order look-up
// reading every order of the business to find its Idempotency-Key (the planner, without statistics, took the
// status index over the unique one): 1.2 ms at 1,500 orders, growing with each order; 0.14 ms once analyzed.
// This does autovacuum's work with autovacuum's default thresholds, a table at a time, between requests.
// Single-user Postgres has no checkpointer either, and does not checkpoint on its own until it closes: its
// write-ahead log grew on disk by every write (400 MB after 300,000 rows, for a 50 MB table), so this also
// checkpoints once the log since the last checkpoint passes max_wal_size (embedded-settings.ts).

/** Autovacuum's defaults: a table is analyzed past 50 + 10 % changed rows, vacuumed past 50 + 20 % dead rows. */
const ANALYZE_BASE = 50;
const ANALYZE_SHARE = 0.1;
const VACUUM_BASE = 50;
const VACUUM_SHARE = 0.2;
/** Often enough that a new or restarted server's tables are analyzed soon; each round is one small query when idle. */
export const UPKEEP_EVERY_MS = 10_000;

interface TableCounts {
  relname: string;
  n_live_tup: number;
  n_dead_tup: number;
  n_mod_since_analyze: number;
  /**
   * Never analyzed (pg_class.reltuples is -1) and not empty: the counts above start again with each process. An
   * empty table stays so: the planner then assumes a few pages, where "analyzed: no rows" would make it plan for
   * none.
   */
  never: boolean;
}

/** How long a table waits for a moment with no request in flight before it is analyzed anyway. */
export const UPKEEP_PATIENCE_MS = 2_000;

/** Resolves at a moment when no request is in flight, or after `patienceMs`. */
async function quietMoment(isBusy: () => boolean, patienceMs: number) {
  // Requests that arrived meanwhile are read first (and make isBusy true).
  await new Promise((resolve) => setImmediate(resolve));
  for (const started = Date.now(); isBusy() && Date.now() - started < patienceMs; )
    await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Whether the write-ahead log written since the last checkpoint is past `max_wal_size`. */
async function isWalPastLimit(pg: PGlite): Promise<boolean> {
  const { rows } = await pg.query<{ past: boolean }>(
    `select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn) > pg_size_bytes(current_setting('max_wal_size')) as past
       from pg_control_checkpoint()`,
  );
  return rows[0]?.past === true;
}

/**
 * Checkpoints when the write-ahead log is past its limit, then vacuums or analyzes each table past autovacuum's
 * thresholds, one at a time, each at a moment with no request in flight. Under steady load it goes ahead after `patienceMs`: a statement's plan is kept until its tables are
 * analyzed again, so a plan made when a table was small would otherwise stay while the table grows.
 */
export async function upkeepOnce(
  pg: PGlite,
  isBusy: () => boolean = () => false,
  patienceMs = UPKEEP_PATIENCE_MS,
): Promise<string[]> {
  const { rows } = await pg.query<TableCounts>(
    `select s.relname, s.n_live_tup::int, s.n_dead_tup::int, s.n_mod_since_analyze::int, c.reltuples < 0 and pg_relation_size(c.oid) > 0 as never
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = 'public' order by s.relname`,
  );
  const done: string[] = [];
  if (await isWalPastLimit(pg)) {
    await quietMoment(isBusy, patienceMs);
    await pg.exec("CHECKPOINT");
    done.push("checkpoint");
  }
  for (const table of rows) {
    const vacuum = table.n_dead_tup > VACUUM_BASE + VACUUM_SHARE * table.n_live_tup;
    const analyze =
      table.never || table.n_mod_since_analyze > ANALYZE_BASE + ANALYZE_SHARE * table.n_live_tup;
    if (!vacuum && !analyze) continue;
    const name = `public."${table.relname.replaceAll('"', '""')}"`;
    await quietMoment(isBusy, patienceMs);
    await pg.exec(vacuum ? `VACUUM (ANALYZE) ${name}` : `ANALYZE ${name}`);
    done.push(`${vacuum ? "vacuum analyze" : "analyze"} ${table.relname}`);
  }
  return done;
}

/**
 * Runs `upkeepOnce` every 10 s on PGlite, between requests (`isBusy`: an owner's request or a guest's order or
 * price in flight; guest page reads do not wait for it); a no-op on PostgreSQL. VACUUM and ANALYZE run on the one
 * thread: ANALYZE reads a sample (at most 30,000 rows), VACUUM a table with many dead rows whole.
 */
export function startEmbeddedUpkeep(options: {
  db: Db;
  isBusy: () => boolean;
  onError: (error: unknown) => void;
  everyMs?: number;
}): { stop: () => Promise<void> } {
  const pg = embeddedClient(options.db);
  if (!pg) return { stop: async () => {} }; // PostgreSQL's own autovacuum does this
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = upkeepOnce(pg, options.isBusy)
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  }, options.everyMs ?? UPKEEP_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
