// An XLSX file is a zip. Its central directory (at the end of the file) lists every entry with the size it
// declares once inflated, so a file that would unpack to gigabytes is refused from a few bytes, before anything
// is inflated. The sizes can lie: spreadsheet-rows.mjs inflates each entry no further than its declared size.

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else the reader refuses. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's local header starts; its data follows that header. */
  localHeaderOffset: number;
}

/** The bytes are not a zip this reader accepts (damaged, or zip64, which no menu spreadsheet needs). */
export class ZipDirectoryError extends Error {}

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const END_SIZE = 22;
/** The end record is followed by a comment of at most 65,535 bytes. */
const END_SEARCH = END_SIZE + 0xffff;
/** zip64 marks a field it moved elsewhere with all ones. */
const ZIP64 = 0xffffffff;

function findEnd(bytes: Buffer): number {
  for (let at = bytes.length - END_SIZE; at >= Math.max(0, bytes.length - END_SEARCH); at--) {
    if (bytes.readUInt32LE(at) === END_SIGNATURE) return at;
  }
  throw new ZipDirectoryError("no end of central directory");
}

export function readZipDirectory(bytes: Buffer): ZipEntry[] {
  if (bytes.length < END_SIZE) throw new ZipDirectoryError("too short for a zip");
  const end = findEnd(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const start = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || size === ZIP64 || start === ZIP64) throw new ZipDirectoryError("zip64");
  if (start + size > end) throw new ZipDirectoryError("the directory runs past its end");
  const entries: ZipEntry[] = [];
  let at = start;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== ENTRY_SIGNATURE) {
      throw new ZipDirectoryError("a damaged directory entry");
    }
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString("utf8", at + 46, at + 46 + nameLength),
    };
    if ([entry.compressedSize, entry.uncompressedSize, entry.localHeaderOffset].includes(ZIP64)) {
      throw new ZipDirectoryError("zip64");
    }
    if (entry.localHeaderOffset + entry.compressedSize > start) {
      throw new ZipDirectoryError("an entry runs past the directory");
    }
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** A worksheet's XML: the part whose rows the import reads (and exceljs turns into objects). */
export const isSheetEntry = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/i.test(name);
