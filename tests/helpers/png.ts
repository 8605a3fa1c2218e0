import { crc32, deflateSync } from "node:zlib";

// PNGs written by hand, so a test can declare any size: sharp cannot make a 7000×7000 image cheaply, and an
// attacker's file need not hold the pixels it declares.

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG whose header declares `width`×`height` pixels at `bitDepth` bits per RGBA channel. With `complete`,
 * the pixel data is all there (black, so it compresses to little); without, the file stops after a few rows.
 */
export function blackPng({
  width,
  height,
  bitDepth = 8,
  complete = true,
}: {
  width: number;
  height: number;
  bitDepth?: 8 | 16;
  complete?: boolean;
}) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = 6; // RGBA
  const row = 1 + width * 4 * (bitDepth / 8); // the filter byte, then the pixels
  const rows = complete ? height : Math.min(height, 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(row * rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
