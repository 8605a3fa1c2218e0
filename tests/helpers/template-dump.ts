import { readFileSync } from "node:fs";

/**
 * The migrated database's dump (tests/helpers/migrated-template.ts), read once per test process and handed to
 * every PGlite opened from it. Node's Blob copies its 43 MB in when it is made and reads them back out in
 * 64 KB chunks joined one by one when PGlite asks for its bytes: about two thirds of a CPU second per test
 * file, 110 s of the API tests' CPU. PGlite only reads the dump (untar hands out views of it, and its files
 * are copied into the new database), so one buffer serves them all.
 */
class ReadOnlyDump extends Blob {
  readonly #bytes: ArrayBuffer;

  constructor(bytes: ArrayBuffer) {
    super([], { type: "application/x-tar" });
    this.#bytes = bytes;
  }

  override get size() {
    return this.#bytes.byteLength;
  }

  override arrayBuffer() {
    return Promise.resolve(this.#bytes);
  }
}

let read: { file: string; dump: Blob } | undefined;

export function templateDump(file: string): Blob {
  if (read?.file !== file) {
    const bytes = readFileSync(file);
    read = {
      file,
      dump: new ReadOnlyDump(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)),
    };
  }
  return read.dump;
}
