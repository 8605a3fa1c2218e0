import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { lintTree } from "./lint-tree.ts";

// The code stays in small parts named for what they do: a dashboard file that grows past 400 lines, or a function
// in src/ past 150, is holding several things, and is split into parts a reader can find by name. Biome's
// noExcessiveLinesPerFunction (biome.json, for src/**) keeps each function short, and a case below plants
// functions in a temporary tree to show it both passing and failing; nothing in Biome counts a file's lines, so
// the last cases here do.

const ROOT = resolve(import.meta.dirname, "../..");
const WEB = join(ROOT, "src/web");
const MAX_LINES = 400;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|css)$/.test(entry.name)) yield path;
  }
}

/** Lines as an editor numbers them: a final newline does not start another line. */
const lineCount = (text: string) => text.replace(/\n$/, "").split("\n").length;

describe("file sizes in src/web", () => {
  it("counts lines as an editor does", () => {
    expect(lineCount("a\nb\n")).toBe(2);
    expect(lineCount("a\nb")).toBe(2);
    expect(lineCount(`${"x\n".repeat(MAX_LINES + 1)}`)).toBe(MAX_LINES + 1);
  });

  it(`has no file over ${MAX_LINES} lines`, () => {
    const offenders = [...sourceFiles(WEB)]
      .map((path) => ({ file: relative(ROOT, path), lines: lineCount(readFileSync(path, "utf8")) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file} (${lines} lines)`);
    expect(offenders, `Split these into modules named for what they do:\n${offenders.join("\n")}`).toEqual(
      [],
    );
  });
});

const MAX_FUNCTION_LINES = 150;

/**
 * A function whose body holds `lines` lines. Biome counts the lines between the body's braces: the signature and
 * the closing brace are not counted, however many lines the signature takes.
 */
function functionOf(lines: number) {
  const sums = Array.from({ length: lines - 2 }, (_, index) => `  total += ${index};`);
  const body = ["  let total = 0;", ...sums, "  return total;"];
  return `export function sum(): number {\n${body.join("\n")}\n}\n`;
}

describe(`functions in src/ (at most ${MAX_FUNCTION_LINES} lines)`, () => {
  it(`accept a function of ${MAX_FUNCTION_LINES} lines`, () => {
    const result = lintTree({
      "src/server/features/menus/sum.ts": functionOf(MAX_FUNCTION_LINES),
      "src/web/features/menus/sum.ts": functionOf(MAX_FUNCTION_LINES),
    });
    expect(result.output).not.toContain("noExcessiveLinesPerFunction");
    expect(result.isOk).toBe(true);
  });

  it(`refuse a function of ${MAX_FUNCTION_LINES + 1} lines, on the server and in the dashboard`, () => {
    for (const path of ["src/server/features/menus/sum.ts", "src/web/features/menus/sum.ts"]) {
      const result = lintTree({ [path]: functionOf(MAX_FUNCTION_LINES + 1) });
      expect(result.isOk, path).toBe(false);
      expect(result.output).toContain("noExcessiveLinesPerFunction");
      expect(result.output).toContain(`too many lines (${MAX_FUNCTION_LINES + 1})`);
    }
  });
});
