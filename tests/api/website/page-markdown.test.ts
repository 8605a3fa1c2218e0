import type { JSONContent } from "@tiptap/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../../src/server/lib/markdown.ts";
import {
  looksLikeMarkdown,
  readPageMarkdown,
  writePageMarkdown,
} from "../../../src/web/features/website/page-markdown.ts";

// The page editor writes Markdown and the guest page renders it; both must read it alike. What the
// editor holds (its document) is written as the editor writes it, rendered as guests get it, and what guests
// read (blocks, text, bold, italic, links, images) must be what the editor showed.

type Run = { text: string; marks: string };
type Block = { kind: string; runs: Run[] };

const decode = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** Runs of text with the same marks, spaces as a browser shows them (runs of white space as one). */
function tidy(blocks: Block[]): Block[] {
  return blocks.map((block) => {
    const runs: Run[] = [];
    for (const run of block.runs) {
      const last = runs[runs.length - 1];
      if (last && last.marks === run.marks) last.text += run.text;
      else runs.push({ ...run });
    }
    for (const run of runs) run.text = run.text.replace(/\s+/g, " ");
    const first = runs[0];
    const end = runs[runs.length - 1];
    if (first) first.text = first.text.replace(/^ /, "");
    if (end) end.text = end.text.replace(/ $/, "");
    return { kind: block.kind, runs: runs.filter((run) => run.text !== "") };
  });
}

/** The guest page's HTML → blocks of marked text (marks sorted, so nesting order does not matter). */
function readHtml(html: string): Block[] {
  const blocks: Block[] = [];
  const open: string[] = [];
  const lists: string[] = [];
  let block: Block | null = null;
  const marks = () => [...open].sort().join(" ");
  for (const part of html.split(/(<[^>]+>)/)) {
    if (part === "") continue;
    const tag = /^<(\/?)([a-z0-9]+)([^>]*)>$/.exec(part);
    if (!tag) {
      if (block) block.runs.push({ text: decode(part), marks: marks() });
      else if (part.trim() !== "") blocks.push({ kind: "stray", runs: [{ text: decode(part), marks: "" }] });
      continue;
    }
    const [, closing, name = "", attrs = ""] = tag;
    if (name === "ul" || name === "ol") {
      if (closing) lists.pop();
      else lists.push(name);
    } else if (["p", "h2", "h3", "li"].includes(name)) {
      if (closing) {
        if (block) blocks.push(block);
        block = null;
      } else if (!(name === "p" && block?.kind.startsWith("li"))) {
        if (block) blocks.push(block);
        block = { kind: name === "li" ? `li ${lists.join(" ")}` : name, runs: [] };
      }
    } else if (name === "strong" || name === "em") {
      if (closing) open.splice(open.lastIndexOf(name), 1);
      else open.push(name);
    } else if (name === "a") {
      if (closing)
        open.splice(
          open.findIndex((mark) => mark.startsWith("a=")),
          1,
        );
      else open.push(`a=${decode(/href="([^"]*)"/.exec(attrs)?.[1] ?? "")}`);
    } else if (name === "img") {
      const src = decode(/src="([^"]*)"/.exec(attrs)?.[1] ?? "");
      const alt = decode(/alt="([^"]*)"/.exec(attrs)?.[1] ?? "");
      blocks.push({ kind: "img", runs: [{ text: `${src} ${alt}`, marks: "" }] });
    } else if (name === "br") {
      if (block) block.runs.push({ text: "\n", marks: marks() });
    } else {
      blocks.push({ kind: `unexpected <${name}>`, runs: [] });
    }
  }
  if (block) blocks.push(block);
  // An image alone in a paragraph is the editor's image block: the empty paragraph around it is no block.
  return tidy(
    blocks.filter((each) => !(each.kind === "p" && each.runs.every((run) => run.text.trim() === ""))),
  );
}

/** The editor's document → the blocks of marked text it shows. */
function readDoc(doc: JSONContent): Block[] {
  const blocks: Block[] = [];
  const inline = (nodes: JSONContent[] = []): Run[] =>
    nodes.map((node) => {
      if (node.type === "hardBreak") return { text: "\n", marks: "" };
      const marks = (node.marks ?? []).map((mark) =>
        mark.type === "bold" ? "strong" : mark.type === "italic" ? "em" : `a=${mark.attrs?.href}`,
      );
      return { text: node.text ?? "", marks: marks.sort().join(" ") };
    });
  for (const node of doc.content ?? []) {
    if (node.type === "paragraph") blocks.push({ kind: "p", runs: inline(node.content) });
    else if (node.type === "heading")
      blocks.push({ kind: `h${node.attrs?.level}`, runs: inline(node.content) });
    else if (node.type === "image")
      blocks.push({ kind: "img", runs: [{ text: `${node.attrs?.src} ${node.attrs?.alt}`, marks: "" }] });
    else
      for (const item of node.content ?? [])
        blocks.push({
          kind: `li ${node.type === "bulletList" ? "ul" : "ol"}`,
          runs: inline(item.content?.[0]?.content),
        });
  }
  // A hard break shows as a new line, like the white space around it: compared as one space.
  return tidy(blocks).map((block) => ({
    ...block,
    runs: block.runs.map((run) => ({ ...run, text: run.text.replace(/\n/g, " ") })),
  }));
}

// Text as owners type it, with the characters Markdown gives meaning to.
const CHARACTERS = [..."abcXYZ 019#*_-+.!>[]()<&\\`~=|:\"'"];
const plain = fc
  .string({ unit: fc.constantFrom(...CHARACTERS), minLength: 1, maxLength: 24 })
  .filter((text) => text.trim() !== "");
const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,7}( [A-Za-z0-9]{1,8})?$/);
const HREFS = ["https://example.com/reviews", "/m/lunch", "mailto:hi@example.com", "tel:+15125550100"];
type Mark = { type: string; attrs?: Record<string, string> };
const markArb = fc.constantFrom<Mark[]>(
  [{ type: "bold" }],
  [{ type: "italic" }],
  [{ type: "bold" }, { type: "italic" }],
  ...HREFS.map((href) => [{ type: "link", attrs: { href } }]),
);

/** Plain text with special characters, and marked words set apart by spaces, and hard breaks. */
const inlineArb = fc
  .array(
    fc.oneof(
      plain.map((text): JSONContent[] => [{ type: "text", text }]),
      fc.record({ text: word, marks: markArb }).map(({ text, marks }): JSONContent[] => [
        { type: "text", text: " " },
        { type: "text", text, marks },
        { type: "text", text: " " },
      ]),
      fc.constant<JSONContent[]>([
        { type: "text", text: "x" },
        { type: "hardBreak" },
        { type: "text", text: "y" },
      ]),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((parts) => {
    // Neighbouring plain texts are one text node, as in the editor.
    const nodes: JSONContent[] = [];
    for (const node of parts.flat()) {
      const last = nodes[nodes.length - 1];
      if (last?.type === "text" && node.type === "text" && !last.marks && !node.marks)
        last.text = `${last.text}${node.text}`;
      else nodes.push({ ...node });
    }
    return nodes;
  })
  .filter(
    (nodes) =>
      readDoc({ type: "doc", content: [{ type: "paragraph", content: nodes }] })[0]?.runs.length !== 0,
  );

const listArb = (type: "bulletList" | "orderedList") =>
  fc.array(inlineArb, { minLength: 1, maxLength: 3 }).map(
    (items): JSONContent => ({
      type,
      content: items.map((content) => ({ type: "listItem", content: [{ type: "paragraph", content }] })),
    }),
  );

const blockArb: fc.Arbitrary<JSONContent> = fc.oneof(
  { weight: 4, arbitrary: inlineArb.map((content) => ({ type: "paragraph", content })) },
  fc.record({ level: fc.constantFrom(2, 3), content: inlineArb }).map(({ level, content }) => ({
    type: "heading",
    attrs: { level },
    content,
  })),
  listArb("bulletList"),
  listArb("orderedList"),
  fc.record({ alt: word, key: fc.constantFrom("a.png", "b.jpg") }).map(({ alt, key }) => ({
    type: "image",
    attrs: { src: `/v1/public/images?key=${key}`, alt, title: null },
  })),
);

const docArb = fc
  .array(blockArb, { minLength: 1, maxLength: 5 })
  .map((content) => ({ type: "doc", content }));

describe("the page editor's Markdown on the guest page", () => {
  it("what the editor writes, the page renders the same: blocks, text, bold, italic, links, images", () => {
    fc.assert(
      fc.property(docArb, (doc) => {
        const markdown = writePageMarkdown(doc);
        expect(readHtml(renderMarkdown(markdown)), markdown).toEqual(readDoc(doc));
      }),
      { numRuns: 400 },
    );
  });

  it("keeps the '#' that ends a heading's text: Markdown would drop it as the heading's closing", () => {
    for (const text of ["a #", "#", "a ##", "# #"]) {
      const doc = {
        type: "doc",
        content: [{ type: "heading", attrs: { level: 2 }, content: [{ type: "text", text }] }],
      };
      const markdown = writePageMarkdown(doc);
      expect(readHtml(renderMarkdown(markdown)), markdown).toEqual([
        { kind: "h2", runs: [{ text, marks: "" }] },
      ]);
      expect(readPageMarkdown(markdown), markdown).toEqual(doc);
    }
    // A line break in a heading is written as a space, so a "#" after it ends the line the same way.
    const broken = {
      type: "doc",
      content: [
        {
          type: "heading",
          attrs: { level: 3 },
          content: [{ type: "text", text: "a" }, { type: "hardBreak" }, { type: "text", text: "#" }],
        },
      ],
    };
    expect(readHtml(renderMarkdown(writePageMarkdown(broken)))).toEqual(readDoc(broken));
  });

  it("reads pasted Markdown as the page renders it: headings, numbered lists and links", () => {
    const pasted = "### Hours\n\n1. Brunch\n2. Dinner\n\nRead our [reviews](https://example.com/reviews).";
    expect(looksLikeMarkdown(pasted)).toBe(true);
    const doc = readPageMarkdown(pasted);
    expect(readDoc(doc)).toEqual(readHtml(renderMarkdown(pasted)));
    expect(readDoc(doc).map((block) => block.kind)).toEqual(["h3", "li ol", "li ol", "p"]);
    expect(renderMarkdown(writePageMarkdown(doc))).toContain(
      '<a href="https://example.com/reviews" rel="noopener">reviews</a>',
    );
  });

  it("pastes prose as it is", () => {
    for (const text of ["We open at 8.", "Tacos, 2 for $5 — ask us!", "Call (512) 555-0100"])
      expect(looksLikeMarkdown(text), text).toBe(false);
  });
});
