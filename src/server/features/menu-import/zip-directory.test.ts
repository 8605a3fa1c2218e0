import { describe, expect, it } from "vitest";
import { handMadeXlsx, makeXlsx, sheetXml } from "../../../../tests/helpers/xlsx.ts";
import { readZipDirectory, ZipDirectoryError } from "./zip-directory.ts";

describe("readZipDirectory", () => {
  it("lists an Excel workbook's parts with their declared sizes", async () => {
    const entries = readZipDirectory(await makeXlsx({ Menu: [["group", "item"]] }));
    expect(entries.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(["[Content_Types].xml", "xl/workbook.xml", "xl/worksheets/sheet1.xml"]),
    );
    for (const entry of entries) expect(entry.uncompressedSize).toBeGreaterThanOrEqual(0);
  });

  it("reads the sizes as declared, without inflating anything", () => {
    const sheet = sheetXml([["group", "item"]]);
    const entries = readZipDirectory(handMadeXlsx(sheet, 3_000_000_000));
    expect(entries.find((entry) => entry.name === "xl/worksheets/sheet1.xml")?.uncompressedSize).toBe(
      3_000_000_000,
    );
  });

  it("refuses a file that is not a whole zip: cut short, no directory, or zip64", () => {
    const whole = handMadeXlsx(sheetXml([["group", "item"]]));
    const zip64 = Buffer.from(whole);
    zip64.writeUInt32LE(0xffffffff, zip64.length - 22 + 12);
    for (const bytes of [
      whole.subarray(0, whole.length - 30),
      Buffer.from("PK\u0003\u0004 not a zip"),
      zip64,
    ]) {
      expect(() => readZipDirectory(bytes)).toThrow(ZipDirectoryError);
    }
  });
});
