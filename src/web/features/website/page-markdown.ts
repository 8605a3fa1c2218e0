import type { JSONContent } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { Markdown, MarkdownManager } from "@tiptap/markdown";
import StarterKit from "@tiptap/starter-kit";

// The page body's one Markdown dialect. The editor writes CommonMark through these extensions, the
// guest page reads it with markdown-it (CommonMark): headings 2–3, bold, italic, lists, links, images, line
// breaks. What the editor cannot show (code, underline, raw HTML) is left out here, so it never writes it.

/** The editor's document: what it can hold is what the page shows. */
export const PAGE_BODY_EXTENSIONS = [
  // Markdown has no underline, code is not something a restaurant page needs.
  StarterKit.configure({
    underline: false,
    code: false,
    codeBlock: false,
    heading: { levels: [2, 3] },
    link: { openOnClick: false, protocols: ["mailto", "tel"], defaultProtocol: "https" },
  }),
  Image.configure({ inline: false }),
];

export const PAGE_BODY_EDITOR_EXTENSIONS = [...PAGE_BODY_EXTENSIONS, Markdown];

/**
 * Text that is written in Markdown: a heading ("### Hours"), a list ("1. ", "- "), a link ("[reviews](https://…)"),
 * an image, bold or a quote. Plain prose pastes as it is; this pastes as what it says.
 */
export function looksLikeMarkdown(text: string): boolean {
  return (
    /^ {0,3}(#{1,6} |[-*+] |\d{1,9}[.)] |> )/m.test(text) ||
    /!?\[[^\]\n]+\]\([^)\s]+(?: "[^"]*")?\)/.test(text) ||
    /(\*\*|__)\S(?:.*?\S)?\1/.test(text)
  );
}

const writer = new MarkdownManager({ extensions: PAGE_BODY_EXTENSIONS });

/** Where a backslash goes: a character no one types (the owner's own are taken out first). */
const ESCAPE = "\uE000";
const TEXT_BLOCKS = new Set(["paragraph", "heading"]);

/**
 * The start of a line read as text, never as Markdown: "# 1", "- 2", "+ 3", "1. 4", "===" begin a heading,
 * a list or an underline where the page reads them, but are text in the editor. A backslash before
 * the mark (which any ASCII punctuation takes) keeps them text; white space at a line's start shows as nothing
 * and would make code of four spaces, so it goes. (">" and "<" are written as entities, so need nothing.)
 */
function escapeLineStart(text: string): string {
  const trimmed = text.replace(/^\s+/, "");
  const number = /^(\d{1,9})([.)])/.exec(trimmed);
  if (number) return `${number[1]}${ESCAPE}${trimmed.slice((number[1] ?? "").length)}`;
  return /^[#+=|-]/.test(trimmed) ? `${ESCAPE}${trimmed}` : trimmed;
}

/**
 * The end of a heading read as text: a heading's line may close with a run of "#" after a space ("## a #"),
 * which Markdown takes as decoration and drops. A backslash before the run keeps it text. A run at the start of
 * a text node is escaped too, since what comes before it (a space, a line break written as one) is not seen here.
 */
function escapeHeadingEnd(text: string): string {
  return text.replace(/(^|\s)(#+\s*)$/, `$1${ESCAPE}$2`);
}

/** The editor's document made ready to write: line starts and heading ends escaped, headings on one line. */
function prepare(node: JSONContent): JSONContent {
  if (node.type === "text") return { ...node, text: (node.text ?? "").replaceAll(ESCAPE, "") };
  if (!node.content) return node;
  let content = node.content.map(prepare);
  if (node.type && TEXT_BLOCKS.has(node.type)) {
    // A heading is one line in Markdown: a line break in it is written as a space, as the page shows it.
    if (node.type === "heading")
      content = content.map((child) => (child.type === "hardBreak" ? { type: "text", text: " " } : child));
    content = content.map((child, index) => {
      const before = content[index - 1];
      const after = content[index + 1];
      if (child.type !== "text") return child;
      let text = child.text ?? "";
      if (index === 0 || before?.type === "hardBreak") text = escapeLineStart(text);
      const isLineEnd = content.slice(index + 1).every((next) => next.type === "text" && !next.text?.trim());
      if (node.type === "heading" && isLineEnd && !child.marks?.length) text = escapeHeadingEnd(text);
      // "!" just before a link would make it an image.
      const isLinkNext = after?.marks?.some((mark) => mark.type === "link") ?? false;
      if (isLinkNext && !child.marks?.some((mark) => mark.type === "link") && text.endsWith("!"))
        text = `${text.slice(0, -1)}${ESCAPE}!`;
      return { ...child, text };
    });
  }
  return { ...node, content };
}

/** The editor's document as the Markdown the guest page renders alike. */
export function writePageMarkdown(doc: JSONContent): string {
  return writer.serialize(prepare(doc)).replaceAll(ESCAPE, "\\");
}

/** Markdown (pasted, or the stored body) as the editor's document. */
export function readPageMarkdown(markdown: string): JSONContent {
  return writer.parse(markdown);
}
