import { OCR_LIMITS } from "../../src/server/features/menu-import/ocr-engine.ts";
import { PDF_LIMITS } from "../../src/server/features/menu-import/pdf-reader.ts";
import { SPREADSHEET_LIMITS } from "../../src/server/features/menu-import/spreadsheet-reader.ts";
import { scaled } from "./slowness.ts";

/**
 * The product's time limits on reading an imported file (OCR, PDF, spreadsheet) are set for a server's normal day;
 * a test is judged by what the reading finds, not by how loaded the machine is, so its limits are four times the
 * product's, scaled by the machine's slowness. The product reads at the lowest CPU priority, behind its guests;
 * here the other test steps keep both cores busy, and a reading at that priority would wait for all of them
 * (a file of photo tests took 19 minutes of a CI run), so tests read at normal priority unless they say another
 * (`nice`). The tests of the limits and of the priority itself set their own.
 */
export function generousReadingLimits(nice = 0) {
  const generous = (ms: number) => scaled(ms * 4);
  return {
    ocr: { ...OCR_LIMITS, timeLimitMs: generous(OCR_LIMITS.timeLimitMs), nice },
    pdf: { ...PDF_LIMITS, timeLimitMs: generous(PDF_LIMITS.timeLimitMs), nice },
    spreadsheet: { ...SPREADSHEET_LIMITS, timeLimitMs: generous(SPREADSHEET_LIMITS.timeLimitMs), nice },
  };
}
