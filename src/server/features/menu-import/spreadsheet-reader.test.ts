import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generousReadingLimits } from "../../../../tests/helpers/reading-limits.ts";
import { scaled } from "../../../../tests/helpers/slowness.ts";
import {
  handMadeXlsx,
  makeLongMenuXlsx,
  makeXlsxWithProblems,
  sheetXml,
} from "../../../../tests/helpers/xlsx.ts";
import { MB } from "../../../shared/images/images.ts";
import { type ImportDraft, SHEET_MAX_ROWS } from "../../../shared/menu-import/menu-import.ts";
import { HttpError } from "../../http/errors.ts";
import { IMPORT_BUSY } from "./import-queue.ts";
import {
  type SerializedDraft,
  SHEET_TOO_BIG_TO_READ,
  SHEET_TOO_LARGE,
  SLOW_SHEET,
  SPREADSHEET_LIMITS,
  SpreadsheetReader,
  TOO_MANY_ROWS,
  UNREADABLE_XLSX,
  XLSX_TOO_LARGE,
} from "./spreadsheet-reader.ts";

// Spreadsheets are read in a worker thread through their own queue, and refused past the documented limits.

/** The refusal a reading ends with: its status, code and message. */
async function refusal(reading: Promise<unknown>) {
  const error = await reading.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, code: error.code, message: error.message };
}

/** The draft a reading gives, from the JSON the worker wrote. */
const draft = async (reading: Promise<SerializedDraft>) => JSON.parse((await reading).json) as ImportDraft;

const rows = (count: number) => [
  ["group", "item", "price"],
  ...Array.from({ length: count - 1 }, (_, index) => ["Mains", `Dish ${index}`, "9"]),
];
const csv = (count: number) =>
  Buffer.from(
    rows(count)
      .map((row) => row.join(","))
      .join("\n"),
  );

// The product reads at the lowest priority (the API tests check it); at that priority, on cores other test steps
// keep busy, this file took 643 s. These read at normal priority with the tests' generous time limits, so only
// the time-limit test depends on a reading's time.
const UNHURRIED = generousReadingLimits().spreadsheet;

describe("SpreadsheetReader", { timeout: scaled(600_000) }, () => {
  const reader = new SpreadsheetReader(UNHURRIED);

  it("reads a CSV and an XLSX in its worker thread, with the warnings of each row", async () => {
    const fromCsv = await draft(reader.read("csv", Buffer.from("group,item,price\nMains,Steak,ask\n")));
    expect(fromCsv.nodes.map((group) => group.name)).toEqual(["Mains"]);
    expect(fromCsv.warnings).toEqual([
      { row: 2, message: '"ask" is not a price; the item was kept without one.' },
    ]);
    const { bytes, warnings } = await makeXlsxWithProblems();
    expect((await draft(reader.read("xlsx", bytes))).warnings).toEqual(warnings);
    expect(reader.size).toEqual({ running: 0, waiting: 0 });
  });

  it("reads an uploaded CSV from its file on disk, and refuses one past the rows as from bytes", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "sheet-"));
    try {
      const file = path.join(folder, "upload");
      writeFileSync(file, "group,item,price\nMains,Steak,ask\n");
      const fromFile = await draft(reader.readCsvFile(file));
      expect(fromFile.nodes.map((group) => group.nodes.map((item) => item.name))).toEqual([["Steak"]]);
      writeFileSync(file, csv(SHEET_MAX_ROWS + 1));
      expect(await refusal(reader.readCsvFile(file))).toMatchObject({ code: "SHEET_TOO_LARGE" });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it(`reads ${SHEET_MAX_ROWS} rows and refuses one more, in a CSV and in an XLSX, naming the limit`, async () => {
    const limit = { status: 400, code: "SHEET_TOO_LARGE", message: TOO_MANY_ROWS };
    expect(TOO_MANY_ROWS).toContain("5,000 rows");
    expect((await draft(reader.read("csv", csv(SHEET_MAX_ROWS)))).nodes[0]?.nodes).toHaveLength(
      SHEET_MAX_ROWS - 1,
    );
    expect(await refusal(reader.read("csv", csv(SHEET_MAX_ROWS + 1)))).toEqual(limit);
    const atLimit = await draft(reader.read("xlsx", handMadeXlsx(sheetXml(rows(SHEET_MAX_ROWS)))));
    expect(atLimit.nodes[0]?.nodes).toHaveLength(SHEET_MAX_ROWS - 1);
    expect(await refusal(reader.read("xlsx", handMadeXlsx(sheetXml(rows(SHEET_MAX_ROWS + 1)))))).toEqual(
      limit,
    );
  });

  it("refuses an XLSX whose one row is numbered past the limit (the rows counted are few)", async () => {
    const sheet = Buffer.from(
      sheetXml([["group", "item"]])
        .toString()
        .replace('<row r="1">', '<row r="1000000">')
        .replace('r="A1"', 'r="A1000000"')
        .replace('r="B1"', 'r="B1000000"'),
    );
    expect(await refusal(reader.read("xlsx", handMadeXlsx(sheet)))).toMatchObject({ message: TOO_MANY_ROWS });
  });

  it("refuses from the zip directory alone a file that declares too much once unpacked, naming the limit", async () => {
    // The declared sizes are all that is over: the parts themselves are a few bytes, so only the directory
    // can have refused them.
    const small = sheetXml([["group", "item"]]);
    const declaresTooMuch = await refusal(reader.read("xlsx", handMadeXlsx(small, 21 * MB)));
    expect(declaresTooMuch).toEqual({ status: 400, code: "SHEET_TOO_LARGE", message: XLSX_TOO_LARGE });
    expect(XLSX_TOO_LARGE).toContain("20 MB");
    const sheetTooLarge = await refusal(reader.read("xlsx", handMadeXlsx(small, 11 * MB)));
    expect(sheetTooLarge).toEqual({ status: 400, code: "SHEET_TOO_LARGE", message: SHEET_TOO_LARGE });
    expect(SHEET_TOO_LARGE).toContain("10 MB");
  });

  it("refuses a zip bomb: 30 MB of sheet in a 30 KB file, whether its directory tells the truth or not", async () => {
    const bomb = Buffer.alloc(30 * MB, " ");
    const honest = handMadeXlsx(bomb);
    expect(honest.length).toBeLessThan(100_000);
    expect(await refusal(reader.read("xlsx", honest))).toMatchObject({ message: XLSX_TOO_LARGE });
    // A directory that declares 1 KB: the part stops inflating there, and the file cannot be opened.
    const lying = handMadeXlsx(bomb, 1000);
    expect(await refusal(reader.read("xlsx", lying))).toEqual({
      status: 400,
      code: "UNREADABLE_FILE",
      message: UNREADABLE_XLSX,
    });
  });

  it("refuses a file that needs more than the thread's memory, and the process lives on", async () => {
    // A long menu needs more than 16 MB of heap to read (and far less than the 256 MB the app gives).
    const small = new SpreadsheetReader({ ...UNHURRIED, memoryLimitMb: 16 });
    const bytes = await makeLongMenuXlsx(SHEET_MAX_ROWS - 1);
    expect(await refusal(small.read("xlsx", bytes))).toEqual({
      status: 400,
      code: "UNREADABLE_FILE",
      message: SHEET_TOO_BIG_TO_READ,
    });
  });

  it("ends a reading at the time limit with a clear refusal", async () => {
    const hurried = new SpreadsheetReader({ ...SPREADSHEET_LIMITS, timeLimitMs: 1 });
    expect(await refusal(hurried.read("csv", csv(10)))).toMatchObject({ message: SLOW_SHEET });
  });

  it("reads one file at a time with the wait list's files after it, and refuses more at once with 429", async () => {
    const queued = new SpreadsheetReader({ ...UNHURRIED, running: 1, waiting: 1 });
    const first = queued.read("csv", csv(10));
    const second = queued.read("csv", csv(20));
    const third = refusal(queued.read("csv", csv(30)));
    expect(queued.size).toEqual({ running: 1, waiting: 1 });
    expect(await third).toEqual({ status: 429, code: "IMPORT_BUSY", message: IMPORT_BUSY });
    expect((await draft(first)).nodes[0]?.nodes).toHaveLength(9);
    expect((await draft(second)).nodes[0]?.nodes).toHaveLength(19);
    expect(queued.size).toEqual({ running: 0, waiting: 0 });
  });
});
