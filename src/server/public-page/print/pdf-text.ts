import {
  bidiParagraph,
  type Direction,
  directionOf,
  glyphText,
  hasRightToLeft,
  wrapLines,
} from "./pdf-bidi.ts";
import type { FontRole, MenuFonts } from "./pdf-fonts.ts";

// Writing and measuring the menu's text. Left-to-right text goes to pdfkit as it is; text with right-to-left
// letters is wrapped and reordered here (pdf-bidi.ts) and drawn piece by piece, measured by the same lines.

/** Where a paragraph sits in its box, relative to the document's direction (as CSS's start and end). */
export type Align = "start" | "center" | "end";

export interface WriteOptions {
  /** The box's width; without it the text is one line starting at x. */
  width?: number;
  align?: Align;
  lineBreak?: boolean;
  /** With lineBreak false: cut what overflows the width, ending with "…". */
  ellipsis?: boolean;
  /** False: start on the document's side even when the text reads the other way (an item's name row). */
  ownDirection?: boolean;
}

const LINE_GAP = 1.2;

export function textWriter(doc: PDFKit.PDFDocument, fonts: MenuFonts, direction: Direction) {
  const use = (role: FontRole, size: number, text: string) => doc.font(fonts.pick(role, text)).fontSize(size);
  const lineHeight = () => doc.currentLineHeight(true) + LINE_GAP;

  /** pdfkit's side for an alignment: a right-to-left paragraph starts on the right, as does any in an RTL menu. */
  const sideOf = (text: string, align: Align = "start", ownDirection = true) => {
    if (align === "center") return "center";
    const startsRight =
      direction === "rtl" || (ownDirection && hasRightToLeft(text) && directionOf(text, "ltr") === "rtl");
    return startsRight === (align === "start") ? "right" : "left";
  };

  const paragraph = (text: string) => bidiParagraph(text, direction === "rtl" ? "rtl" : "auto");

  /** A right-to-left paragraph's lines, as [start, end) offsets; set font and size first. */
  const linesOf = (text: string, options: WriteOptions) =>
    options.width === undefined || options.lineBreak === false
      ? [[0, text.length] as [number, number]]
      : wrapLines(text, options.width, (part) => doc.widthOfString(part));

  function heightOf(role: FontRole, size: number, text: string, width: number): number {
    use(role, size, text);
    if (!hasRightToLeft(text)) return doc.heightOfString(text, { width, lineGap: LINE_GAP });
    return linesOf(text, { width }).length * lineHeight();
  }

  const widthOf = (role: FontRole, size: number, text: string) => use(role, size, text).widthOfString(text);

  /** The text cut to fit `width` with "…", for a line that must not wrap. */
  function fitted(text: string, width: number): string {
    if (doc.widthOfString(text) <= width) return text;
    const chars = [...text];
    while (chars.length > 0 && doc.widthOfString(`${chars.join("").trimEnd()}…`) > width) chars.pop();
    return `${chars.join("").trimEnd()}…`;
  }

  function writeBidi(face: string, full: string, x: number, y: number, options: WriteOptions) {
    const text = options.ellipsis && options.width !== undefined ? fitted(full, options.width) : full;
    const side = sideOf(text, options.align, options.ownDirection);
    const bidi = paragraph(text);
    const space = doc.widthOfString(" ");
    let lineY = y;
    for (const [start, end] of linesOf(text, options)) {
      const pieces = bidi.visualLine(start, end).map((piece) => ({
        piece,
        glyphs: glyphText(piece, (part) => fonts.reverses(face, part)),
        width: doc.widthOfString(piece.text),
      }));
      // Pieces of one level that were one word (no space between them in the text) stay touching.
      const gaps = pieces.map((entry, index) => {
        const next = pieces[index + 1];
        if (!next) return 0;
        const [a, b] = [entry.piece, next.piece].sort((p, q) => p.start - q.start) as [
          typeof entry.piece,
          typeof entry.piece,
        ];
        return /\s/.test(text.slice(a.start + a.text.length, b.start)) ? space : 0;
      });
      const lineWidth = pieces.reduce((sum, entry, index) => sum + entry.width + (gaps[index] ?? 0), 0);
      const box = options.width ?? lineWidth;
      let at = side === "right" ? x + box - lineWidth : side === "center" ? x + (box - lineWidth) / 2 : x;
      const spots = pieces.map((entry, index) => {
        const spot = { ...entry, x: at };
        at += entry.width + (gaps[index] ?? 0);
        return spot;
      });
      // Drawn in logical order, so a reader that copies text in drawing order gets it as written.
      for (const spot of [...spots].sort((a, b) => a.piece.start - b.piece.start))
        doc.text(spot.glyphs, spot.x, lineY, { lineBreak: false, lineGap: LINE_GAP });
      lineY += lineHeight();
    }
  }

  function write(
    role: FontRole,
    size: number,
    color: string,
    text: string,
    x: number,
    y: number,
    options: WriteOptions = {},
  ) {
    use(role, size, text).fillColor(color);
    if (hasRightToLeft(text)) {
      writeBidi(fonts.pick(role, text), text, x, y, options);
      return;
    }
    const { align, ownDirection, ...rest } = options;
    const side = options.width === undefined ? "left" : sideOf(text, align, ownDirection);
    doc.text(text, x, y, { lineGap: LINE_GAP, ...rest, align: side });
  }

  return { write, heightOf, widthOf };
}
