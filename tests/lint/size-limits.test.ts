import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { functionSpans } from "./function-spans.ts";
import { lintTree } from "./lint-tree.ts";

// The code stays in small parts named for what they do: a dashboard file that grows past 400 lines, or a function
// in src/ past 150, is holding several things, and is split into parts a reader can find by name. Biome's
// noExcessiveLinesPerFunction (biome.json, for src/**) keeps each function's body short, and a case below plants
// functions in a temporary tree to show it both passing and failing; but Biome leaves JSX and template lines out
// of its count, so the function rule is also measured here by span, every line from a function's first token to
// its last, through the TypeScript compiler's own parse; nothing in Biome counts a file's lines, so the first
// cases here do.

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

/**
 * Functions still over the limit by span, each named with the work that splits it; an entry leaves this list with
 * that change, and one left behind fails the test below.
 */
const SPAN_ALLOWANCES: Record<string, string> = {
  // None now: a function that outgrows the limit is split into parts named for what they do, not listed here.
};

const keyOf = (span: { file: string; name: string }) => `${span.file} › ${span.name}`;

/** A component of `lines` lines from its first line to its last, most of them JSX, which Biome does not count. */
function componentOf(lines: number) {
  const rows = Array.from({ length: lines - 6 }, (_, index) => `      <li>{${index}}</li>`);
  return ["export function Rows() {", "  return (", "    <ul>", ...rows, "    </ul>", "  );", "}", ""].join(
    "\n",
  );
}

/** Measures the functions of a temporary project holding the given files (path → text). */
function spansOfTree(files: Record<string, string>) {
  const tree = realpathSync(mkdtempSync(join(tmpdir(), "span-tree-")));
  try {
    writeFileSync(
      join(tree, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { jsx: "react-jsx", noEmit: true, types: [] }, include: ["src"] }),
    );
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(tree, path, ".."), { recursive: true });
      writeFileSync(join(tree, path), text);
    }
    return functionSpans(tree, (file) => file.startsWith(`${tree}/src/`)).map((span) => ({
      ...span,
      file: relative(tree, span.file),
    }));
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}

describe(`functions in src/ by span (at most ${MAX_FUNCTION_LINES} lines from first to last)`, () => {
  it("count every line of a function, JSX included, and name it", () => {
    const spans = spansOfTree({
      "src/rows.tsx": componentOf(MAX_FUNCTION_LINES + 1),
      "src/sum.ts": functionOf(MAX_FUNCTION_LINES),
    });
    expect(spans).toEqual([
      { file: "src/rows.tsx", name: "Rows", line: 1, lines: MAX_FUNCTION_LINES + 1 },
      { file: "src/sum.ts", name: "sum", line: 1, lines: MAX_FUNCTION_LINES + 2 },
    ]);
    // Biome alone lets the long component pass: its JSX lines are not counted.
    expect(lintTree({ "src/web/features/menus/rows.tsx": componentOf(MAX_FUNCTION_LINES + 1) }).isOk).toBe(
      true,
    );
  });

  it(`has no function over ${MAX_FUNCTION_LINES} lines, but for the named allowances`, () => {
    const inSrc = (file: string) => file.startsWith(`${ROOT}/src/`);
    const spans = functionSpans(ROOT, inSrc).map((span) => ({ ...span, file: relative(ROOT, span.file) }));
    const long = spans.filter((span) => span.lines > MAX_FUNCTION_LINES);
    const offenders = long
      .filter((span) => !(keyOf(span) in SPAN_ALLOWANCES))
      .map((span) => `${span.file}:${span.line} ${span.name} (${span.lines} lines)`);
    expect(offenders, `Split these into parts named for what they do:\n${offenders.join("\n")}`).toEqual([]);
    // An allowance whose function got short, or went, leaves the list.
    const stale = Object.keys(SPAN_ALLOWANCES).filter((key) => !long.some((span) => keyOf(span) === key));
    expect(stale, "These are no longer over the limit: remove their allowance").toEqual([]);
  });
});
