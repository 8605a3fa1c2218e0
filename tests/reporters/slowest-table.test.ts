import { describe, expect, it } from "vitest";
import { formatSlowest, rankSlowest } from "./slowest-table.ts";

describe("the slowest files table", () => {
  it("keeps the 10 slowest, slowest first", () => {
    const durations = Array.from(
      { length: 12 },
      (_, index) => [`file-${index}.test.ts`, index * 1000] as const,
    );
    const ranked = rankSlowest(durations);
    expect(ranked).toHaveLength(10);
    expect(ranked[0]).toEqual({ name: "file-11.test.ts", ms: 11_000 });
    expect(ranked.at(-1)).toEqual({ name: "file-2.test.ts", ms: 2000 });
  });

  it("orders equal times by name and leaves out what took no time", () => {
    const ranked = rankSlowest(
      new Map([
        ["b.test.ts", 500],
        ["never-ran.test.ts", 0],
        ["a.test.ts", 500],
      ]),
    );
    expect(ranked.map(({ name }) => name)).toEqual(["a.test.ts", "b.test.ts"]);
  });

  it("prints seconds with one decimal under a title, and nothing when nothing ran", () => {
    const table = formatSlowest("Slowest test files", [
      { name: "tests/api/menus/menus.test.ts", ms: 41_234 },
      { name: "src/shared/hours.test.ts", ms: 80 },
    ]);
    expect(table).toBe(
      [
        "Slowest test files",
        "  seconds  file",
        "     41.2  tests/api/menus/menus.test.ts",
        "      0.1  src/shared/hours.test.ts",
      ].join("\n"),
    );
    expect(formatSlowest("Slowest test files", [])).toBe("");
  });
});
