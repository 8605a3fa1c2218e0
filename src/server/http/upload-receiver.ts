import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { open, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyReply, FastifyRequest } from "fastify";
import { badRequest, HttpError } from "./errors.ts";

// Receiving an uploaded file without holding guests: a request is refused by what it declares (its type, its
// length, its file's type) before its body is read, and an accepted file goes to a temporary file as it arrives
// rather than into memory; the route reads it back once whole, through libuv's threads.

export interface UploadRule {
  /** The file's limit in bytes: a file of this size or more is refused. */
  maxBytes: number;
  /** The sentence for a file past the limit (413 when declared, 400 when found while reading). */
  tooLarge: string;
  /** The sentence for a body that is not multipart/form-data (415). */
  notMultipart: string;
  /** Whether a file declared as this type (lower case, without parameters; "" when none) may be read. */
  accepts: (mimetype: string) => boolean;
  /** The sentence for a file whose declared type is refused (415). */
  typeRefused: string;
  /** Text fields allowed beside the file, and their size. */
  fields: number;
}

/** A form's fields and parts' headers: a request may be this much larger than its file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * An `onRequest` hook: a body that is not multipart, or one declared larger than the file's limit allows, is
 * answered before a byte of it is read (Node then discards what the client still sends, unparsed).
 */
export function refuseBeforeBody(rule: UploadRule) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const type = request.headers["content-type"] ?? "";
    if (!/^multipart\/form-data\b/i.test(type))
      throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", rule.notMultipart);
    const length = Number(request.headers["content-length"]);
    if (Number.isFinite(length) && length >= rule.maxBytes + FORM_OVERHEAD_BYTES)
      throw new HttpError(413, "FILE_TOO_LARGE", rule.tooLarge);
  };
}

/** @fastify/multipart's limits for the rule: one byte over the file's limit is enough to know it is too large. */
export function multipartLimits(rule: UploadRule) {
  return { fileSize: rule.maxBytes + 1, files: 1, fields: rule.fields, fieldSize: 1000 };
}

export interface ReceivedFile {
  /** The temporary file; removed by `discard`. */
  path: string;
  fileName: string;
  size: number;
}

/**
 * A refused body's rest is no longer parsed: taken from the multipart parser, it is read and dropped as it comes
 * (the answer goes at once, and the connection stays usable for the next request).
 */
function dropRest(request: FastifyRequest) {
  request.raw.unpipe();
  request.raw.resume();
}

/** The declared type of a part, lower case and without parameters. */
const mediaType = (mimetype: string | undefined) =>
  (mimetype ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

/**
 * Reads the form: its text fields, and its one file written to a temporary file as it arrives. A second file,
 * a refused type or a file past the limit ends the reading with the rule's sentence. The caller `discard`s the
 * file once done with it, whatever happens.
 */
export async function receiveUpload(
  request: FastifyRequest,
  rule: UploadRule,
  { oneFile }: { oneFile: string },
): Promise<{ fields: Record<string, string>; file: ReceivedFile | null }> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      if (file) {
        dropRest(request);
        throw badRequest("VALIDATION", oneFile);
      }
      if (!rule.accepts(mediaType(part.mimetype))) {
        dropRest(request);
        throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", rule.typeRefused);
      }
      file = {
        path: path.join(tmpdir(), `menu-upload-${randomUUID()}`),
        fileName: part.filename ?? "",
        size: 0,
      };
      await pipeline(part.file, createWriteStream(file.path, { flags: "wx" }));
      if (part.file.truncated) throw badRequest("FILE_TOO_LARGE", rule.tooLarge);
      file.size = (await stat(file.path)).size;
    }
  } catch (error) {
    if (file) await discard(file);
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw badRequest("FILE_TOO_LARGE", rule.tooLarge);
    if ((error as { code?: string }).code === "FST_INVALID_MULTIPART_CONTENT_TYPE")
      throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", rule.notMultipart);
    throw error;
  }
  return { fields, file };
}

/** The file's first bytes, enough to tell its kind. */
export async function firstBytes(file: ReceivedFile, count: number): Promise<Buffer> {
  const handle = await open(file.path, "r");
  try {
    const buffer = Buffer.alloc(Math.min(count, file.size));
    await handle.read(buffer, 0, buffer.length, 0);
    return buffer;
  } finally {
    await handle.close();
  }
}

export async function discard(file: ReceivedFile | null) {
  if (file) await rm(file.path, { force: true });
}
