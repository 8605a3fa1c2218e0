import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "./client.ts";
import { embeddedStartParams } from "./embedded-settings.ts";
import { startEmbeddedUpkeep, upkeepOnce } from "./embedded-upkeep.ts";

// PGlite has no autovacuum: the upkeep analyzes and vacuums its tables past autovacuum's thresholds, between
// requests (or after its patience under steady load). The case that found it: without statistics, the look-up
// of an Idempotency-Key among a business's orders took the status index and read every order of the business.

let pg: PGlite;

beforeEach(async () => {
  pg = await PGlite.create("memory://");
  // As `orders`: the status index is made before the unique key's.
  await pg.exec(`
    create table orders (id serial primary key, business_id text not null, status text not null,
      friendly_id int not null, idempotency_key text not null);
    create index orders_business_status_idx on orders (business_id, status, friendly_id);
    create unique index orders_business_idempotency_key on orders (business_id, idempotency_key);
    create table small (id int primary key);
    insert into small values (1), (2);
    create table empty (id int primary key);`);
});
afterEach(async () => {
  await pg.close();
});

/** The statistics of what was just done, flushed to pg_stat_user_tables as Postgres does when idle. */
async function flushStats() {
  await pg.query("select pg_stat_force_next_flush()");
  await pg.query("select 1");
}

async function addOrders(count: number, from = 0) {
  await pg.query(
    `insert into orders (business_id, status, friendly_id, idempotency_key)
       select 'b1', 'NEW', n, 'key-' || n from generate_series($1::int, $2::int) as n`,
    [from + 1, from + count],
  );
  await flushStats();
}

async function plan() {
  const { rows } = await pg.query<{ "QUERY PLAN": string }>(
    "explain select id from orders where business_id = 'b1' and idempotency_key = 'key-7'",
  );
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

describe("the embedded database's upkeep", () => {
  it("analyzes tables never analyzed, or changed past autovacuum's threshold", async () => {
    await addOrders(1500);
    // The empty table is left never analyzed.
    expect(await upkeepOnce(pg)).toEqual(["analyze orders", "analyze small"]);
    expect(await plan()).toContain("orders_business_idempotency_key");
    const { rows } = await pg.query<{ relname: string; reltuples: number }>(
      "select relname, reltuples::int as reltuples from pg_class where relname in ('orders', 'small') order by relname",
    );
    expect(rows).toEqual([
      { relname: "orders", reltuples: 1500 },
      { relname: "small", reltuples: 2 },
    ]);
    // Below the thresholds (50 + 10 % of 1,500 changed rows): nothing to do.
    await addOrders(100, 1500);
    expect(await upkeepOnce(pg)).toEqual([]);
    await addOrders(150, 1600);
    expect(await upkeepOnce(pg)).toEqual(["analyze orders"]);
  });

  it("vacuums a table with many dead rows", async () => {
    await addOrders(400);
    await upkeepOnce(pg);
    await pg.query("delete from orders where friendly_id > 100");
    await flushStats();
    expect(await upkeepOnce(pg)).toEqual(["vacuum analyze orders"]);
    await flushStats();
    const { rows } = await pg.query<{ dead: number }>(
      "select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'orders'",
    );
    expect(rows[0]?.dead).toBe(0);
  });

  it("waits for a moment with no request in flight, and goes ahead under steady load", async () => {
    await addOrders(500);
    // A request in flight for 300 ms: the upkeep waits for its end.
    let isBusy = true;
    setTimeout(() => {
      isBusy = false;
    }, 300);
    let started = Date.now();
    expect(await upkeepOnce(pg, () => isBusy, 5_000)).toEqual(["analyze orders", "analyze small"]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    // Always a request in flight: after its patience, it goes ahead (a plan would otherwise stay stale).
    await addOrders(200, 500);
    started = Date.now();
    expect(await upkeepOnce(pg, () => true, 200)).toEqual(["analyze orders"]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    // The timer runs it on its own.
    await addOrders(200, 700);
    const db = drizzle(pg) as unknown as Db;
    const upkeep = startEmbeddedUpkeep({ db, isBusy: () => false, onError: () => {}, everyMs: 20 });
    try {
      await expect
        .poll(
          async () =>
            (await pg.query("select reltuples::int as n from pg_class where relname = 'orders'")).rows,
        )
        .toEqual([{ n: 900 }]);
    } finally {
      await upkeep.stop();
    }
  });

  it("checkpoints once the write-ahead log since the last checkpoint passes max_wal_size, and not again after", async () => {
    // Single-user Postgres never checkpoints on its own: without this the log only grows.
    const small = await PGlite.create("memory://", {
      startParams: embeddedStartParams(PGlite.defaultStartParams, { max_wal_size: "32MB" }),
    });
    const walSinceCheckpoint = async () =>
      (
        await small.query<{ mb: number }>(
          "select (pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn) / 1048576)::int as mb from pg_control_checkpoint()",
        )
      ).rows[0]?.mb ?? -1;
    try {
      await small.exec("create table big (body text)");
      // About 40 MB of rows, each below the size Postgres would compress.
      await small.exec("insert into big select repeat(md5(n::text), 40) from generate_series(1, 30000) as n");
      // Read once before the checkpoint, as guests would: the first reading after one sets each page's hint bits,
      // which with data checksums writes the whole page to the log again.
      await small.exec("select count(*) from big");
      expect(await walSinceCheckpoint()).toBeGreaterThan(32);
      expect(await upkeepOnce(small)).toContain("checkpoint");
      expect(await walSinceCheckpoint()).toBeLessThan(1);
      expect(await upkeepOnce(small)).not.toContain("checkpoint");
    } finally {
      await small.close();
    }
  });
});
