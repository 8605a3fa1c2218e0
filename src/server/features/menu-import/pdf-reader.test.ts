import { describe, expect, it } from "vitest";
import { makeTextPdf } from "../../../../tests/helpers/pdf.ts";
import { generousReadingLimits } from "../../../../tests/helpers/reading-limits.ts";
import { scaled } from "../../../../tests/helpers/slowness.ts";
import { childThreadNiceValues, threadNiceValues } from "../../../../tests/helpers/threads.ts";
import { IMPORT_BUSY } from "./import-queue.ts";
import { PdfReader, SLOW_PDF } from "./pdf-reader.ts";

// PDFs are read in child processes that take turns, at the lowest CPU priority. On purpose, then, a machine with
// every core busy gives them only what is left: but for the test of that priority, these read at normal priority
// with the tests' generous time limits, as the API tests do.

const textPdf = () => makeTextPdf([{ text: "Soup of the day", price: "5.50" }]);

describe("PdfReader", { timeout: scaled(120_000) }, () => {
  it("reads one PDF at a time, four wait their turn, and the next is told 429 IMPORT_BUSY", async () => {
    const reader = new PdfReader({ ...generousReadingLimits().pdf, running: 1, waiting: 4 });
    const readings = Array.from({ length: 6 }, () => reader.read(textPdf()));
    expect(reader.size).toEqual({ running: 1, waiting: 4 });
    await expect(readings[5]).rejects.toMatchObject({
      status: 429,
      code: "IMPORT_BUSY",
      message: IMPORT_BUSY,
    });
    for (const reading of readings.slice(0, 5)) {
      expect((await reading).pages[0]?.kind).toBe("text");
    }
    expect(reader.size).toEqual({ running: 0, waiting: 0 });
  });

  it("reads in a child process at the lowest CPU priority, which then ends; the server's threads untouched", async () => {
    const before = threadNiceValues();
    const childrenBefore = new Set(childThreadNiceValues().keys());
    // The product's priority with the tests' time limit: at nice 19 on a machine whose cores other work keeps busy,
    // even a one-page text PDF waits many times its quiet fraction of a second.
    const reading = new PdfReader(generousReadingLimits(19).pdf).read(textPdf());
    const seen = new Map<string, number>();
    let isDone = false;
    void reading.finally(() => {
      isDone = true;
    });
    while (!isDone) {
      for (const [id, nice] of childThreadNiceValues()) if (!childrenBefore.has(id)) seen.set(id, nice);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await reading).pages[0]?.kind).toBe("text");
    expect([...seen.values()]).toContain(19);
    // The reading's process is gone, and the server's own thread was not lowered.
    const readers = new Set([...seen.keys()].map((id) => id.split("/")[0]));
    await expect
      .poll(() => [...childThreadNiceValues().keys()].filter((id) => readers.has(id.split("/")[0])))
      .toEqual([]);
    expect(threadNiceValues().get(String(process.pid))).toBe(before.get(String(process.pid)));
  });

  it("ends a reading past its time limit with a clear 400, and the next PDF is read", async () => {
    const limits = { ...generousReadingLimits().pdf, timeLimitMs: 1 };
    const reader = new PdfReader(limits);
    await expect(reader.read(textPdf())).rejects.toMatchObject({
      status: 400,
      code: "UNREADABLE_FILE",
      message: SLOW_PDF,
    });
    limits.timeLimitMs = generousReadingLimits().pdf.timeLimitMs;
    expect((await reader.read(textPdf())).pages[0]?.kind).toBe("text");
  });
});
