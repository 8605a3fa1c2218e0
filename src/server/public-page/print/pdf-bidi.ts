import bidiFactory from "bidi-js";

// pdfkit has no bidi: it writes a line's words left to right. Right-to-left text (Arabic, Hebrew) is laid out
// here instead: the Unicode Bidirectional Algorithm (bidi-js) gives each character its level, the line is cut
// into pieces of one level (split at spaces), and the pieces come back in visual order, left to right, for the
// caller to place one by one. A piece's own glyphs are left to pdfkit and fontkit, which shape Arabic and
// reverse a right-to-left run themselves (see `glyphText`).

const bidi = bidiFactory();

/** Letters written right to left, and Arabic digits: text with none of them needs no reordering. */
const RIGHT_TO_LEFT =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}]/u;

export const hasRightToLeft = (text: string): boolean => RIGHT_TO_LEFT.test(text);

export type Direction = "ltr" | "rtl";

/** A paragraph's direction from its first strong letter (UAX #9 P2), `fallback` when it has none. */
export function directionOf(text: string, fallback: Direction): Direction {
  for (const char of text) {
    const type = bidi.getBidiCharTypeName(char);
    if (type === "L") return "ltr";
    if (type === "R" || type === "AL") return "rtl";
  }
  return fallback;
}

/** Whether most of `texts` (a menu's item names) start with a right-to-left letter: a Hebrew menu on a page
 * with no language chosen still prints mirrored. */
export function mostlyRightToLeft(texts: readonly string[]): boolean {
  const rtl = texts.filter((text) => directionOf(text, "ltr") === "rtl").length;
  return rtl * 2 > texts.length;
}

export interface Piece {
  /** The piece's characters in logical order, right-to-left brackets already mirrored. */
  text: string;
  /** Whether the piece reads right to left (an odd bidi level). */
  rtl: boolean;
  /** Where the piece starts in the paragraph: drawing in this order keeps copied text logical. */
  start: number;
}

export interface BidiParagraph {
  text: string;
  direction: Direction;
  /** The paragraph's lines as [start, end) offsets, end excluding the spaces a line breaks at. */
  visualLine(start: number, end: number): Piece[];
}

export function bidiParagraph(text: string, base: Direction | "auto"): BidiParagraph {
  const embedding = bidi.getEmbeddingLevels(text, base);
  const direction: Direction = (embedding.paragraphs[0]?.level ?? 0) % 2 === 1 ? "rtl" : "ltr";
  return {
    text,
    direction,
    visualLine(start, end) {
      if (end <= start) return [];
      // bidi-js returns the whole string's indices with only the line's range reordered.
      const order = bidi.getReorderedIndices(text, embedding, start, end - 1).slice(start, end);
      const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels, start, end - 1);
      const pieces: { indices: number[]; level: number }[] = [];
      let previous = -2;
      for (const index of order) {
        const char = text[index] ?? "";
        const level = embedding.levels[index] ?? 0;
        const last = pieces[pieces.length - 1];
        // A new piece at each space, each change of level and each jump in logical order.
        if (/\s/.test(char)) {
          previous = -2;
          continue;
        }
        if (last && last.level === level && Math.abs(index - previous) === 1) last.indices.push(index);
        else pieces.push({ indices: [index], level });
        previous = index;
      }
      return pieces.map(({ indices, level }) => {
        const logical = [...indices].sort((a, b) => a - b);
        return {
          text: logical.map((index) => mirrored.get(index) ?? text[index] ?? "").join(""),
          rtl: level % 2 === 1,
          start: logical[0] ?? start,
        };
      });
    },
  };
}

/** Characters with their combining marks, so reversing never parts a letter from its vowel signs. */
function clusters(text: string): string[] {
  const out: string[] = [];
  for (const char of text) {
    if (/\p{M}/u.test(char) && out.length > 0) out[out.length - 1] += char;
    else out.push(char);
  }
  return out;
}

/**
 * The string to hand pdfkit so the piece's glyphs come out in visual order. fontkit reverses a run whose
 * script is right to left (and shapes it), so an Arabic word goes in as it is; a piece fontkit would not
 * reverse but that reads right to left (brackets, dashes) is reversed here, and one fontkit would reverse but
 * that reads left to right (Arabic-Indic digits) is reversed here so fontkit turns it back.
 */
export function glyphText(piece: Piece, fontReverses: (text: string) => boolean): string {
  return piece.rtl === fontReverses(piece.text) ? piece.text : clusters(piece.text).reverse().join("");
}

/**
 * Where a paragraph's lines break: greedy, at spaces, as pdfkit wraps left-to-right text. A word wider than
 * the line has a line of its own. Returns [start, end) offsets without the spaces between lines.
 */
export function wrapLines(
  text: string,
  width: number,
  widthOf: (text: string) => number,
): [number, number][] {
  const words = [...text.matchAll(/\S+/g)].map((match) => [match.index, match.index + match[0].length]);
  const lines: [number, number][] = [];
  let line: [number, number] | null = null;
  for (const [start, end] of words as [number, number][]) {
    if (line && widthOf(text.slice(line[0], end)) <= width) {
      line[1] = end;
      continue;
    }
    if (line) lines.push(line);
    line = [start, end];
  }
  if (line) lines.push(line);
  return lines;
}
