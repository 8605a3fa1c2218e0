import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// A loader that says what is loading ("Loading the figures") is a status: Mantine's Loader is a bare span, and a
// name on an element with no role is one that screen readers never read out, which axe calls a serious fault
// (aria-prohibited-attr). It showed on Insights when the owner came from another screen, while the figures loaded.

const WEB = resolve(import.meta.dirname, "../../src/web");

/** The lines (from 1) of a component's source that name a Loader without making it a status. */
function unreadLoadersIn(text: string): number[] {
  return [...text.matchAll(/<Loader\b[^>]*>/g)]
    .filter(([tag]) => /aria-label=/.test(tag) && !/role="status"/.test(tag))
    .map((match) => text.slice(0, match.index).split("\n").length);
}

function* components(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* components(path);
    else if (entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx")) yield path;
  }
}

describe("named loaders", () => {
  it("finds a named Loader that is not a status, and only that", () => {
    const planted = [
      '<Loader size="sm" />',
      '<Loader role="status" aria-label="Loading orders" />',
      "<Loader",
      '  aria-label="Loading the figures"',
      "/>",
    ].join("\n");
    expect(unreadLoadersIn(planted)).toEqual([3]);
  });

  it("are statuses everywhere in the dashboard", () => {
    const found = [...components(WEB)].flatMap((file) =>
      unreadLoadersIn(readFileSync(file, "utf8")).map((line) => `${relative(WEB, file)}:${line}`),
    );
    expect(found).toEqual([]);
  });
});
