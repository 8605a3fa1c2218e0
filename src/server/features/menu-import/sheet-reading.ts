import type { ImportDraft } from "../../../shared/menu-import/menu-import.ts";
import { rowsToMenu, type SheetReading } from "../../../shared/menu-import/menu-sheet.ts";
import type { SheetRows } from "./spreadsheet-rows.mjs";

// A sheet's rows → the draft, in the spreadsheet worker thread: for a long sheet, making the menu (about a second
// for 5,000 rows on a busy machine) and its JSON (2 MB) held the event loop as long as parsing had.
// spreadsheet-worker.mjs loads this module through tsx from the sources, and as the bundle
// scripts/build-server.mjs makes of it beside the server's.

/** The menu and the warnings, the reader's first. */
export function sheetFromRows(rows: SheetRows): SheetReading {
  const reading = rowsToMenu(rows.cells, rows.rowNumbers);
  return { nodes: reading.nodes, warnings: [...rows.warnings, ...reading.warnings] };
}

/** The import's answer as its JSON, which the route sends as it is. */
export function draftJson(rows: SheetRows): string {
  const draft: ImportDraft = {
    ...sheetFromRows(rows),
    lines: [],
    source: { kind: "spreadsheet", pages: [] },
  };
  return JSON.stringify(draft);
}
