import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNTED_STATUSES, PRINTER_MOVES } from "../../../src/shared/ordering/statuses-in-sql.ts";
import { PRINT_ON } from "../../../src/shared/printers/printers.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// The status rules SQL applies are named once in TypeScript (shared/ordering/statuses-in-sql.ts). This reads the
// functions the migrations left in a migrated database, the ones that run, and fails when the two disagree.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The body of every function of the database whose name matches `pattern`, by name. */
async function functionsNamed(pattern: string) {
  const result = (await t.database.db.execute(
    sql`select proname as name, prosrc as body from pg_proc where proname like ${pattern} order by proname`,
  )) as unknown as { rows: { name: string; body: string }[] };
  return result.rows;
}

/** The statuses of an SQL list: `('A', 'B')` → ["A", "B"]. */
const listed = (list: string) => [...list.matchAll(/'([A-Z_]+)'/g)].map((match) => match[1]);

describe("statuses shared with SQL", () => {
  it("counts in the sales rollups exactly the counted statuses, in every place the functions test one", async () => {
    const functions = await functionsNamed("sales_%");
    const lists = functions.flatMap(({ name, body }) =>
      [...body.matchAll(/o\.status IN \(([^)]*)\)/gi)].map((match) => ({
        name,
        statuses: listed(match[1] ?? ""),
      })),
    );
    // sales_add decides one order, sales_rows rebuilds a business's: both at least must count.
    expect(lists.map(({ name }) => name)).toEqual(expect.arrayContaining(["sales_add", "sales_rows"]));
    for (const { name, statuses } of lists)
      expect({ name, statuses: [...statuses].sort() }).toEqual({
        name,
        statuses: [...COUNTED_STATUSES].sort(),
      });
  });

  it("prints on the moves the printers' trigger prints on", async () => {
    const [trigger] = await functionsNamed("queue_order_prints");
    const body = trigger?.body ?? "";
    const arrives =
      /arrives boolean := NEW\.status = '([A-Z_]+)' AND \(was IS NULL OR was IN \(([^)]*)\)\)/.exec(body);
    const accepted = /accepted boolean := NEW\.status = '([A-Z_]+)' AND was IN \(([^)]*)\)/.exec(body);
    expect(arrives, "the trigger's arrival rule").not.toBeNull();
    expect(accepted, "the trigger's accept rule").not.toBeNull();
    const inSql = {
      arrival: { into: arrives?.[1], from: listed(arrives?.[2] ?? "").sort() },
      accept: { into: accepted?.[1], from: listed(accepted?.[2] ?? "").sort() },
    };
    const inTypeScript = Object.fromEntries(
      PRINT_ON.map((printOn) => [
        printOn,
        { into: PRINTER_MOVES[printOn].into, from: [...PRINTER_MOVES[printOn].from].sort() },
      ]),
    );
    expect(inSql).toEqual(inTypeScript);
  });
});
