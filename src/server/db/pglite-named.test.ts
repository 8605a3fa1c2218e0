import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { bigint, boolean, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "./client.ts";
import { preparedOnce } from "./prepared.ts";

// On PGlite, a statement built with preparedOnce runs as a named statement (pglite-named.ts). It must
// answer exactly what drizzle's own path answers, types and errors included, and wait for a transaction as
// PGlite's query does.

const things = pgTable("things", {
  id: text("id").primaryKey(),
  count: integer("count").notNull(),
  data: jsonb("data").$type<{ tags: string[] }>(),
  note: text("note"),
  at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
  isOpen: boolean("is_open").notNull().default(true),
  price: numeric("price"),
  big: bigint("big", { mode: "number" }),
  tags: text("tags").array(),
  sizes: integer("sizes").array(),
});

let pg: PGlite;
let db: Db;
const p = sql.placeholder;

beforeAll(async () => {
  pg = await PGlite.create("memory://");
  await pg.exec(`create table things (id text primary key, count integer not null, data jsonb, note text,
    at timestamptz not null, is_open boolean not null default true, price numeric, big bigint, tags text[],
    sizes integer[])`);
  db = drizzle(pg, { schema: { things } }) as unknown as Db;
});
afterAll(async () => {
  await pg.close();
});

const insertThing = () =>
  preparedOnce(db, "thing_insert", (name) =>
    db
      .insert(things)
      .values({
        id: p("id"),
        count: p("count"),
        data: p("data"),
        note: p("note"),
        at: sql`${p("at")}::timestamptz`,
      })
      .returning()
      .prepare(name),
  );

const readThing = () =>
  preparedOnce(db, "thing_read", (name) =>
    db
      .select()
      .from(things)
      .where(eq(things.id, p("id")))
      .prepare(name),
  );

const preparedNames = async () =>
  (await pg.query<{ name: string }>("select name from pg_prepared_statements order by name")).rows.map(
    (row) => row.name,
  );

describe("a preparedOnce statement on PGlite", () => {
  it("runs as a named statement and answers as drizzle's own query does", async () => {
    const at = new Date("2027-03-14T02:30:00.000Z");
    const [stored] = await insertThing().execute({
      id: "a",
      count: 3,
      data: { tags: ["soup", "naïve “quotes”"] },
      note: null,
      at: at.toISOString(),
    });
    expect(stored).toEqual({
      id: "a",
      count: 3,
      data: { tags: ["soup", "naïve “quotes”"] },
      note: null,
      at,
      isOpen: true,
      price: null,
      big: null,
      tags: null,
      sizes: null,
    });
    // Every kind of column the schema uses, read both ways.
    await db
      .update(things)
      .set({
        isOpen: false,
        price: "12.50",
        big: 9007199254740991,
        tags: ['a "b"', "c,d", ""],
        sizes: [1, 2],
      })
      .where(eq(things.id, "a"));
    const [read] = await readThing().execute({ id: "a" });
    const [plain] = await db.select().from(things).where(eq(things.id, "a"));
    expect(read).toEqual(plain);
    expect(read).toMatchObject({ isOpen: false, price: "12.50", big: 9007199254740991, sizes: [1, 2] });
    expect(read?.tags).toEqual(['a "b"', "c,d", ""]);
    expect(read?.at).toBeInstanceOf(Date);
    expect(await preparedNames()).toEqual(expect.arrayContaining(["thing_insert", "thing_read"]));
    // Run again: the statement is parsed once and bound again.
    expect(await readThing().execute({ id: "nobody" })).toEqual([]);
    expect((await readThing().execute({ id: "a" }))[0]?.count).toBe(3);
  });

  it("throws the database's error and leaves the session usable", async () => {
    const thing = { id: "dup", count: 1, data: null, note: "first", at: new Date().toISOString() };
    await insertThing().execute(thing);
    const error = await insertThing()
      .execute({ ...thing, note: "second" })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    let cause = error as { code?: string; cause?: unknown } | null;
    while (cause && cause.code === undefined) cause = cause.cause as typeof cause;
    expect(cause?.code).toBe("23505");
    expect((await readThing().execute({ id: "dup" }))[0]?.note).toBe("first");
    expect((await db.select().from(things).where(eq(things.id, "dup")))[0]?.note).toBe("first");
  });

  it("waits for a transaction in progress, as PGlite's own queries do", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let hasStarted = () => {};
    const started = new Promise<void>((resolve) => {
      hasStarted = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.insert(things).values({ id: "in-tx", count: 7, at: new Date() });
      hasStarted();
      await held;
    });
    // The read is asked once the transaction holds the connection, however long it took to get there.
    await started;
    let readDone = false;
    const read = readThing()
      .execute({ id: "in-tx" })
      .then((rows) => {
        readDone = true;
        return rows;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readDone).toBe(false);
    release();
    await transaction;
    expect((await read)[0]?.count).toBe(7);
  });

  it("replaces a statement of its name left in the session", async () => {
    // A try that failed after Postgres made the statement leaves it; SQL's PREPARE shares the names.
    await pg.exec("prepare thing_count as select 1");
    const count = preparedOnce(db, "thing_count", (name) =>
      db.select({ n: sql<number>`count(*)::int` }).from(things).prepare(name),
    );
    expect((await count.execute())[0]?.n).toBeGreaterThan(0);
  });

  it("says the database is closed once it is", async () => {
    const other = await PGlite.create("memory://");
    await other.exec(
      "create table things (id text primary key, count integer not null, at timestamptz not null)",
    );
    const otherDb = drizzle(other, { schema: { things } }) as unknown as Db;
    const read = preparedOnce(otherDb, "thing_ids", (name) =>
      otherDb.select({ id: things.id }).from(things).prepare(name),
    );
    expect(await read.execute()).toEqual([]);
    await other.close();
    // drizzle wraps it ("Failed query: …"), the database's error as its cause.
    const error = await read.execute().then(
      () => null,
      (caught: { cause?: { message?: string } }) => caught,
    );
    expect(error?.cause?.message).toMatch(/closed/i);
  });
});
