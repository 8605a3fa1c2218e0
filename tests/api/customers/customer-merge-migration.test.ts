import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { asc, eq, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../src/server/db/client.ts";
import * as schema from "../../../src/server/db/schema.ts";
import { customers, members, orders } from "../../../src/server/db/schema.ts";
import { createFreshPostgres } from "../../helpers/fresh-postgres.ts";
import { scaled } from "../../helpers/slowness.ts";

// drizzle/0025: the unique (business, phone) index of customers is built on a live database whose orders, placed
// at once, had made several customers of one phone. The database is migrated to the step before, given such
// rows, then migrated to the end, on the engine the run uses.

const MIGRATION = "0025_one_customer_per_phone";
const folder = path.resolve(import.meta.dirname, "../../../drizzle");

let db: Db;
let migrateTo: (migrationsFolder: string) => Promise<void>;
let close: () => Promise<void>;
let before: string;

beforeAll(async () => {
  // The committed migrations without 0025 and those after it.
  before = mkdtempSync(path.join(tmpdir(), "menu-migrations-"));
  cpSync(folder, before, { recursive: true });
  const journalFile = path.join(before, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalFile, JSON.stringify(journal));

  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const fresh = await createFreshPostgres(adminUrl, "merge");
    const pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
    // Dropping the database (WITH FORCE) ends any connection still closing: an 'error' on the pool that, unheard,
    // fails the run after its tests have passed.
    pool.on("error", () => {});
    db = drizzlePg(pool, { schema }) as unknown as Db;
    migrateTo = (migrationsFolder) => migratePg(db as never, { migrationsFolder });
    close = async () => {
      await pool.end();
      await fresh.drop();
    };
  } else {
    const client = await PGlite.create("memory://");
    db = drizzlePglite(client, { schema }) as unknown as Db;
    migrateTo = (migrationsFolder) => migratePglite(db as never, { migrationsFolder });
    close = () => client.close();
  }
  await migrateTo(before);
}, scaled(120_000));
afterAll(async () => {
  await close();
  rmSync(before, { recursive: true, force: true });
});

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/**
 * An order as the step before 0025 stored it, written in SQL naming only the columns it needs: Drizzle's insert
 * names every column of today's schema, and columns added after 0025 do not exist yet at this step.
 */
function insertOrder(id: string, businessId: string, customerId: string, friendlyId: number) {
  const customer = JSON.stringify({ name: "Guest", phone: "4155550100" });
  return db.execute(sql`
    insert into orders (id, business_id, customer_id, friendly_id, status, type, currency, currency_code, items,
      taxes, subtotal, tax, tip, delivery_fee, total, payment, payment_status, customer, tracking_key,
      idempotency_key, request_hash)
    values (${id}, ${businessId}, ${customerId}, ${friendlyId}, 'COMPLETED', 'PICKUP', '$', 'USD', '[]', '[]',
      100, 0, 0, 0, 100, 'CASH', 'NONE', ${customer}, ${`key-${id}`}, ${`idem-${id}`}, 'hash')`);
}

describe(`migration ${MIGRATION}`, () => {
  it("merges the customers one phone had in a business into the oldest, then keeps one per phone", async () => {
    await db.insert(members).values({ id: "m1", email: "merge@example.com", passwordHash: "x" });
    // In SQL, like the orders: businesses gained columns after 0025 too.
    await db.execute(
      sql`insert into businesses (id, member_id, url) values ('b1', 'm1', 'merge-one'), ('b2', 'm1', 'merge-two')`,
    );
    const guest = { businessId: "b1", phone: "4155550100", nameLower: "guest" };
    await db.insert(customers).values([
      // The oldest, kept: its own city stays, its empty email and zip are filled from the next ones.
      { ...guest, id: "c-old", name: "Guest", city: "Austin", createdAt: day(1), lastOrderDate: day(10) },
      {
        ...guest,
        id: "c-mid",
        name: "Guest Two",
        email: "mid@example.com",
        city: "Dallas",
        zip: "78701",
        createdAt: day(2),
        lastOrderDate: day(20),
      },
      { ...guest, id: "c-new", name: "Guest Three", email: "new@example.com", createdAt: day(3) },
      { ...guest, id: "c-other-phone", name: "Other", phone: "4155550199", createdAt: day(4) },
      // Another business's customer with the same phone is another customer.
      { ...guest, id: "c-elsewhere", businessId: "b2", name: "Elsewhere", createdAt: day(5) },
    ]);
    await insertOrder("o1", "b1", "c-mid", 1);
    await insertOrder("o2", "b1", "c-new", 2);
    await insertOrder("o3", "b1", "c-old", 3);
    await insertOrder("o4", "b2", "c-elsewhere", 1);

    await migrateTo(folder);

    const kept = await db.select().from(customers).orderBy(asc(customers.id));
    expect(kept.map((row) => row.id)).toEqual(["c-elsewhere", "c-old", "c-other-phone"]);
    expect(kept.find((row) => row.id === "c-old")).toMatchObject({
      name: "Guest",
      email: "mid@example.com",
      city: "Austin",
      zip: "78701",
      lastOrderDate: day(20),
    });
    const linked = await db
      .select({ id: orders.id, customerId: orders.customerId })
      .from(orders)
      .orderBy(asc(orders.id));
    expect(linked).toEqual([
      { id: "o1", customerId: "c-old" },
      { id: "o2", customerId: "c-old" },
      { id: "o3", customerId: "c-old" },
      { id: "o4", customerId: "c-elsewhere" },
    ]);

    // 0040 keeps the phones in E.164, the form orders give them from then on.
    expect(kept.map((row) => row.phone)).toEqual(["+14155550100", "+14155550100", "+14155550199"]);
    // From now on the database itself refuses a second customer with the phone.
    await expect(
      db
        .insert(customers)
        .values({ ...guest, phone: "+14155550100", id: "c-again", name: "Again", createdAt: day(6) }),
    ).rejects.toThrow();
    expect(await db.select().from(customers).where(eq(customers.businessId, "b1"))).toHaveLength(2);
  });
});
