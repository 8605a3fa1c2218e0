import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The product speaks US English: "Color presets", "neighbors", "recognize". Every British spelling once found in
// what people read (dashboard labels, messages, website templates, the design library, the guest page) is listed
// here, and no text under src/ may bring one back. Comments and test files are left out: people never read them.

const ROOT = resolve(import.meta.dirname, "../..");

/** British spellings and their US forms. "cancelled" is not here: US English writes it both ways. */
const BRITISH = [
  ["colour", "color"],
  ["neighbour", "neighbor"],
  ["recognis", "recogniz"],
  ["favourite", "favorite"],
  ["flavour", "flavor"],
  ["centre", "center"],
  ["behaviour", "behavior"],
  ["organis", "organiz"],
  ["customis", "customiz"],
  ["summaris", "summariz"],
  ["honour", "honor"],
  ["licence", "license"],
  ["catalogue", "catalog"],
] as const;

/** One brand name for the network formerly called Twitter: "X", never "Twitter" (nor "X (Twitter)"). */
const TWITTER = /\bTwitter\b/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|css|html)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** The text without comments (a `//` after a colon or a quote is part of a URL or a string, and stays). */
function withoutComments(text: string) {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** Each British spelling in a text, as "word (write: us)". */
function britishSpellingsIn(text: string): string[] {
  const found: string[] = [];
  for (const [british, us] of BRITISH) {
    for (const match of text.matchAll(new RegExp(`\\b\\w*${british}\\w*\\b`, "gi"))) {
      found.push(`${match[0]} (write: ${us})`);
    }
  }
  return found;
}

describe("US English in what people read", () => {
  it("finds the spellings it guards against", () => {
    expect(britishSpellingsIn('title="Colour presets"')).toEqual(["Colour (write: color)"]);
    expect(britishSpellingsIn("for our neighbours. End any you don't recognise.")).toEqual([
      "neighbours (write: neighbor)",
      "recognise (write: recogniz)",
    ]);
    expect(britishSpellingsIn("Color presets for our neighbors; recognize it")).toEqual([]);
    expect(withoutComments('// the colour of it\nconst a = "http://x"; // colour')).toBe(
      '\nconst a = "http://x"; ',
    );
  });

  it("has no British spelling in any text under src/", () => {
    const problems: string[] = [];
    for (const file of sourceFiles(join(ROOT, "src"))) {
      const text = withoutComments(readFileSync(file, "utf8"));
      for (const word of britishSpellingsIn(text)) problems.push(`${relative(ROOT, file)}: ${word}`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it('names the network "X" everywhere, never "Twitter"', () => {
    const problems: string[] = [];
    for (const file of sourceFiles(join(ROOT, "src"))) {
      const lines = withoutComments(readFileSync(file, "utf8")).split("\n");
      lines.forEach((line, index) => {
        if (TWITTER.test(line)) problems.push(`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
