import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The dashboard stays in small modules named for what they do: a file that grows past 400 lines is holding
// several things, and is split into parts a reader can find by name. Biome's noExcessiveLinesPerFunction keeps
// each function short; nothing in Biome counts a file's lines, so this test does.

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
