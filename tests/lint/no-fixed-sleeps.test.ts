import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// A test waits for what a person would see (a response, a sentence on screen, a saved indicator), never for a
// fixed time: a sleep long enough on a quiet machine is too short on a busy one, and too long everywhere else.
// A check that something does not happen first waits for a sign that the page has taken the event in; a timer in
// the product is moved on with Playwright's page.clock. docs/testing.md has the rules.

const ROOT = resolve(import.meta.dirname, "../..");
/** Playwright's fixed sleep, spelled in two parts so this file does not find itself. */
const SLEEP = `${"waitFor"}Timeout(`;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|js|mjs|cjs)$/.test(entry.name)) yield path;
  }
}

/**
 * A test's own time limit written as a fixed number (`test.setTimeout(120_000)`, `configure({ timeout: 150_000 })`):
 * the default limits grow with the machine's measured slowness (tests/helpers/slowness.ts), so a fixed one becomes
 * the shortest on a busy machine, which cut off a CI run's test at 2.3 minutes. Spelled in parts, as above.
 */
const FIXED_LIMIT = new RegExp(`${"set"}Timeout\\(\\d|${"config"}ure\\(\\{[^}]*timeout: \\d`);

/** The lines (from 1) of a text that set a test's time limit without scaling it. */
function fixedLimitsIn(text: string): number[] {
  return text.split("\n").flatMap((line, index) => (FIXED_LIMIT.test(line) ? [index + 1] : []));
}

/** The lines (from 1) of a text that sleep for a fixed time. */
function fixedSleepsIn(text: string): number[] {
  return text.split("\n").flatMap((line, index) => (line.includes(SLEEP) ? [index + 1] : []));
}

describe("no fixed sleeps", () => {
  it("finds a fixed sleep, and only that", () => {
    expect(fixedSleepsIn(`await page.click();\nawait page.${SLEEP}1_000);\n`)).toEqual([2]);
    expect(fixedSleepsIn('await page.waitForResponse((r) => r.url().endsWith("/v1/menus"));')).toEqual([]);
  });

  it("has none under tests/ or src/", () => {
    const problems: string[] = [];
    for (const dir of ["tests", "src"]) {
      for (const file of sourceFiles(join(ROOT, dir))) {
        for (const line of fixedSleepsIn(readFileSync(file, "utf8")))
          problems.push(`${relative(ROOT, file)}:${line}`);
      }
    }
    expect(problems, `Wait for what the user would see instead:\n${problems.join("\n")}`).toEqual([]);
  });
});

describe("no fixed time limits in the end-to-end tests", () => {
  it("finds a fixed limit, and only that", () => {
    expect(fixedLimitsIn(`test.${"set"}Timeout(120_000);\ntest.${"set"}Timeout(scaled(120_000));`)).toEqual([
      1,
    ]);
    expect(fixedLimitsIn(`test.describe.${"config"}ure({ mode: "parallel", timeout: 420_000 });`)).toEqual([
      1,
    ]);
    expect(fixedLimitsIn(`test.describe.${"config"}ure({ timeout: scaled(150_000) });`)).toEqual([]);
  });

  it("has none under tests/e2e", () => {
    const problems: string[] = [];
    for (const file of sourceFiles(join(ROOT, "tests/e2e"))) {
      for (const line of fixedLimitsIn(readFileSync(file, "utf8")))
        problems.push(`${relative(ROOT, file)}:${line}`);
    }
    expect(
      problems,
      `Scale the limit with scaled() from tests/helpers/slowness.ts:\n${problems.join("\n")}`,
    ).toEqual([]);
  });
});
