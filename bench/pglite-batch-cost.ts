// What the embedded database charges per statement against per row, for writing a rush's orders together: the
// same rows inserted one statement each (each its own commit), 50 inside one transaction, 50 each in a savepoint,
// and 50 as one multi-row INSERT. A data folder as `npm start` uses, a table with three indexes and a row trigger
// that upserts a daily count (as the orders' sales rollup does). Prints milliseconds per row, three rounds.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

const ROWS = 500;
const BATCH = 50;

const dir = mkdtempSync(path.join(tmpdir(), "menu-bench-batch-"));
const pg = await PGlite.create(path.join(dir, "db"));
try {
  await pg.exec(`
    create table o (id text primary key, business text, idempotency text, n int, body jsonb,
      created timestamptz default now());
    create index on o (business, created);
    create unique index on o (business, idempotency);
    create index on o (n);
    create table day_counts (business text, day date, orders int, primary key (business, day));
    create function count_order() returns trigger language plpgsql as $$ begin
      insert into day_counts values (new.business, current_date, 1)
        on conflict (business, day) do update set orders = day_counts.orders + 1;
      return new;
    end $$;
    create trigger counted after insert on o for each row execute function count_order();`);
  const body = JSON.stringify({ items: [1, 2, 3].map((i) => ({ id: `i${i}`, quantity: 2, price: 1234 })) });
  let n = 0;
  const insertOne = () =>
    pg.query("insert into o (id, business, idempotency, n, body) values ($1, 'b', $2, $3, $4)", [
      String(++n),
      `k${n}`,
      n,
      body,
    ]);
  const perRow = async (run: () => Promise<void>) => {
    const started = performance.now();
    await run();
    return ((performance.now() - started) / ROWS).toFixed(3);
  };
  const inBatches = (each: () => Promise<void>) => async () => {
    for (let b = 0; b < ROWS / BATCH; b++) await each();
  };
  for (let i = 0; i < ROWS; i++) await insertOne(); // warm: plans cached, pages in the buffers

  for (const round of [1, 2, 3]) {
    const alone = await perRow(async () => {
      for (let i = 0; i < ROWS; i++) await insertOne();
    });
    const oneTransaction = await perRow(
      inBatches(async () => {
        await pg.exec("begin");
        for (let i = 0; i < BATCH; i++) await insertOne();
        await pg.exec("commit");
      }),
    );
    const savepoints = await perRow(
      inBatches(async () => {
        await pg.exec("begin");
        for (let i = 0; i < BATCH; i++) {
          await pg.exec("savepoint one");
          await insertOne();
          await pg.exec("release one");
        }
        await pg.exec("commit");
      }),
    );
    const multiRow = await perRow(
      inBatches(async () => {
        const values: string[] = [];
        const params: unknown[] = [];
        for (let i = 0; i < BATCH; i++) {
          n++;
          params.push(String(n), `k${n}`, n, body);
          values.push(`($${i * 4 + 1}, 'b', $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4})`);
        }
        await pg.query(
          `insert into o (id, business, idempotency, n, body) values ${values.join(", ")}`,
          params,
        );
      }),
    );
    console.log(
      `round ${round}, ms a row: one statement each ${alone}, ${BATCH} in one transaction ${oneTransaction}, ` +
        `each in a savepoint ${savepoints}, one multi-row INSERT of ${BATCH} ${multiRow}`,
    );
  }
} finally {
  await pg.close();
  rmSync(dir, { recursive: true, force: true });
}
