// Types of spreadsheet-rows.mjs (plain JavaScript, run in the spreadsheet worker thread).
import type { ImportWarning } from "../../../shared/menu-import/menu-import.ts";
import type { ZipEntry } from "./zip-directory.ts";

export type SheetProblemKind = "unreadable-csv" | "unreadable-xlsx" | "too-many-rows";

export class SheetProblem extends Error {
  readonly problem: SheetProblemKind;
  /** A CSV's line near the problem, when csv-parse tells it. */
  readonly line: number | undefined;
}

export interface SheetRows {
  cells: string[][];
  /** The file's row number of each row, when a row may span several lines (a CSV cell with a line break). */
  rowNumbers?: number[];
  warnings: ImportWarning[];
}

export function readCsvRows(bytes: Buffer, maxRows: number): SheetRows;
export function readXlsxRows(
  bytes: Buffer,
  entries: readonly ZipEntry[],
  maxRows: number,
): Promise<SheetRows>;
