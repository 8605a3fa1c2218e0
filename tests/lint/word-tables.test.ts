import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { WORDED_LANGUAGES } from "../../src/shared/common/worded-language.ts";

// Every table of words a guest reads has one shape: `Record<WordedLanguage, …>`, one entry per language, so a
// missing language does not compile. Translations kept beside an English source written elsewhere (a library
// icon's label, a validation message) are `Record<Exclude<WordedLanguage, "en">, …>`: every language but English.
// This test finds every object in src/ keyed by languages, whatever its name, and fails on one typed any other
// way (`Record<string, …>` lets a language go missing) or missing a language; planted tables show it failing.

const ROOT = resolve(import.meta.dirname, "../..");
const SRC = join(ROOT, "src");
const ALL: string[] = [...WORDED_LANGUAGES].sort();
const BUT_ENGLISH = ALL.filter((lang) => lang !== "en");
const SHAPES: { pattern: RegExp; languages: string[] }[] = [
  { pattern: /^Record<WordedLanguage,/, languages: ALL },
  { pattern: /^Record<Exclude<WordedLanguage, "en">,/, languages: BUT_ENGLISH },
];
/** An object keyed by at least this many of the languages is a word table. */
const LANGUAGE_KEYS_OF_A_TABLE = 4;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

interface WordTable {
  where: string;
  /** The declared type, or null for a table typed by nothing but its contents. */
  type: string | null;
  keys: string[];
}

// ESTree nodes as Vite's parser (Oxc) gives them, TypeScript included: only what the walk reads.
interface Node {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

function keyName(property: Node): string | null {
  if (property.type !== "Property" || property.computed) return null;
  const key = property.key as Node;
  if (key.type === "Identifier") return key.name as string;
  return key.type === "Literal" && typeof key.value === "string" ? key.value : null;
}

/** The type a table is declared with: its variable's annotation, or `satisfies`/`as` around it. */
function declaredType(parents: Node[], text: string): string | null {
  const parent = parents.at(-1);
  if (!parent) return null;
  const source = (node: Node) => text.slice(node.start, node.end);
  if (parent.type === "VariableDeclarator") {
    const annotation = (parent.id as Node).typeAnnotation;
    return isNode(annotation) ? source(annotation.typeAnnotation as Node) : null;
  }
  if (parent.type === "TSSatisfiesExpression" || parent.type === "TSAsExpression")
    return source(parent.typeAnnotation as Node);
  if (parent.type === "ParenthesizedExpression") return declaredType(parents.slice(0, -1), text);
  return null;
}

/** Every object literal in a file keyed by languages. */
function wordTablesIn(text: string, file: string): WordTable[] {
  // Only a file that names enough languages as keys can hold a table: parsing the others is time lost.
  const named = ALL.filter((lang) => new RegExp(`(^|[\\s{,])["']?${lang}["']?\\s*:`, "m").test(text));
  if (named.length < LANGUAGE_KEYS_OF_A_TABLE) return [];
  const program = parseAst(text, { lang: file.endsWith(".tsx") ? "tsx" : "ts" }) as unknown as Node;
  const lineOf = (offset: number) => text.slice(0, offset).split("\n").length;
  const tables: WordTable[] = [];
  const visit = (node: Node, parents: Node[]) => {
    if (node.type === "ObjectExpression") {
      const keys = (node.properties as Node[]).map(keyName).filter((key): key is string => key !== null);
      if (keys.filter((key) => ALL.includes(key)).length >= LANGUAGE_KEYS_OF_A_TABLE)
        tables.push({
          where: `${file}:${lineOf(node.start)}`,
          type: declaredType(parents, text),
          keys: keys.sort(),
        });
    }
    parents.push(node);
    for (const value of Object.values(node))
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child, parents);
    parents.pop();
  };
  visit(program, []);
  return tables;
}

/** What is wrong with a table, or null: its shape, then its languages against the shape's. */
function problemOf(table: WordTable): string | null {
  const shape = SHAPES.find(({ pattern }) => table.type && pattern.test(table.type.replace(/\s+/g, " ")));
  if (!shape)
    return `${table.where} is typed ${table.type ?? "by nothing"}: type it Record<WordedLanguage, …>, so a missing language does not compile.`;
  const missing = shape.languages.filter((lang) => !table.keys.includes(lang));
  const extra = table.keys.filter((key) => !shape.languages.includes(key));
  if (missing.length) return `${table.where} has no words in ${missing.join(", ")}.`;
  if (extra.length) return `${table.where} has words for ${extra.join(", ")}, which its shape does not name.`;
  return null;
}

let tables: WordTable[] | undefined;
/** Every word table in src/, read once for the cases below. */
const tablesInSrc = () =>
  (tables ??= [...sourceFiles(SRC)].flatMap((path) =>
    wordTablesIn(readFileSync(path, "utf8"), relative(ROOT, path)),
  ));

describe("word tables", () => {
  it("finds the tables of guest-facing words in src/", () => {
    const files = new Set(tablesInSrc().map((table) => table.where.split(":")[0]));
    for (const file of [
      "src/shared/guest-page/guest-words.ts",
      "src/shared/guest-page/printable-menu.ts",
      "src/shared/menus/icon-words.ts",
      "src/shared/ordering/order-words/all.ts",
      "src/shared/ordering/order-words/pay-words.ts",
      "src/shared/gift-cards/gift-card-words.ts",
      "src/server/mail/templates/guest-notice-words.ts",
      "src/public-page-client/order/checkout-notify.ts",
    ])
      expect(files, file).toContain(file);
    expect(files.size).toBeGreaterThanOrEqual(15);
  });

  it("gives every one the one shape, with every language", () => {
    const problems = tablesInSrc()
      .map(problemOf)
      .filter((problem) => problem !== null);
    expect(problems).toEqual([]);
  });

  it("fails a planted table typed Record<string, …> and one missing a language", () => {
    const planted = `
      import type { WordedLanguage } from "./worded-language.ts";
      const LOOSE: Record<string, { hi: string }> = {
        en: { hi: "Hi" }, es: { hi: "Hola" }, fr: { hi: "Salut" }, de: { hi: "Hallo" },
      };
      const SHORT: Record<WordedLanguage, string> = {
        en: "Hi", es: "Hola", fr: "Salut", de: "Hallo", it: "Ciao", pt: "Olá", zh: "你好",
      };
      const BARE = { en: "Hi", es: "Hola", fr: "Salut", de: "Hallo" };
      const TRANSLATED: Record<Exclude<WordedLanguage, "en">, string> = {
        es: "Hola", fr: "Salut", de: "Hallo", it: "Ciao", pt: "Olá", zh: "你好", ar: "مرحبا",
      };
      const WHOLE = {
        en: "Hi", es: "Hola", fr: "Salut", de: "Hallo", it: "Ciao", pt: "Olá", zh: "你好", ar: "مرحبا",
      } satisfies Record<WordedLanguage, string>;
    `;
    const problems = wordTablesIn(planted, "planted.ts").map(problemOf);
    expect(problems).toEqual([
      "planted.ts:3 is typed Record<string, { hi: string }>: type it Record<WordedLanguage, …>, so a missing language does not compile.",
      "planted.ts:6 has no words in ar.",
      "planted.ts:9 is typed by nothing: type it Record<WordedLanguage, …>, so a missing language does not compile.",
      null,
      null,
    ]);
  });
});
