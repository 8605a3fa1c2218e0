// Small PDFs written by hand for the import tests (issue 18): one with a text layer, one that is only a scan.

function assemble(objects: string[], binary: Map<number, Buffer> = new Map()): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, index) => {
    offsets.push(length);
    const stream = binary.get(index + 1);
    const chunk = stream
      ? Buffer.concat([
          Buffer.from(`${index + 1} 0 obj\n${body}\nstream\n`, "latin1"),
          stream,
          Buffer.from("\nendstream\nendobj\n", "latin1"),
        ])
      : Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, "latin1");
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join("");
  parts.push(Buffer.from(xref, "latin1"));
  return Buffer.concat(parts);
}

const escapeText = (text: string) => text.replace(/[\\()]/g, (mark) => `\\${mark}`);

/** A one-page A4-ish PDF whose lines are real text: [left text, right-aligned price or ""] per line. */
export function makeTextPdf(
  lines: { text: string; price?: string; size?: number; bold?: boolean }[],
): Buffer {
  let y = 780;
  const commands: string[] = [];
  for (const line of lines) {
    const size = line.size ?? 12;
    y -= size + 10;
    commands.push(`BT /${line.bold ? "F2" : "F1"} ${size} Tf 60 ${y} Td (${escapeText(line.text)}) Tj ET`);
    if (line.price) commands.push(`BT /F1 ${size} Tf 480 ${y} Td (${escapeText(line.price)}) Tj ET`);
  }
  const content = commands.join("\n");
  return assemble([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ]);
}

/** A one-page PDF that is only a JPEG (a scanned menu): no text layer at all. */
export function makeScannedPdf(jpeg: Buffer, width: number, height: number): Buffer {
  const content = `q ${width} 0 0 ${height} 0 0 cm /Im1 Do Q`;
  return assemble(
    [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>`,
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ],
    new Map([[4, jpeg]]),
  );
}
