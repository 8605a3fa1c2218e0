import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { TokenQuerySchema } from "../../../shared/common/id.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { MB } from "../../../shared/images/images.ts";
import {
  ExportParamsSchema,
  IMPORT_MAX_MB,
  ImportDraftSchema,
  ImportQuerySchema,
} from "../../../shared/menu-import/menu-import.ts";
import { badRequest, ErrorSchema, errorResponses } from "../../http/errors.ts";
import { menuScope } from "../../http/scope.ts";
import {
  discard,
  multipartLimits,
  receiveUpload,
  refuseBeforeBody,
  type UploadRule,
} from "../../http/upload-receiver.ts";
import { findMenu, toMenu } from "../menus/menus.service.ts";
import { type Readers, readMenuUpload, UNSUPPORTED_FILE } from "./menu-import.service.ts";
import { OcrEngine } from "./ocr-engine.ts";
import { PdfReader } from "./pdf-reader.ts";
import { writeCsv, writeXlsx } from "./spreadsheet-files.ts";
import { SerializedDraft, SpreadsheetReader } from "./spreadsheet-reader.ts";

// Import and export: a file becomes a draft the owner reviews (nothing is saved here), and a
// menu goes out as the spreadsheet the import reads.

export const IMPORT_TOO_LARGE = `The file is larger than ${IMPORT_MAX_MB} MB. Please upload a smaller file.`;
export const IMPORT_NO_FILE = "Please choose a file to import.";

/**
 * What an import may be: refused by its declared type and size before its bytes are read (upload-receiver.ts).
 * The bytes decide among the kinds read; a declared type refuses only what is plainly none of them.
 */
const IMPORT_UPLOAD: UploadRule = {
  maxBytes: IMPORT_MAX_MB * MB,
  tooLarge: IMPORT_TOO_LARGE,
  notMultipart: "Please send the file as multipart/form-data.",
  accepts: isImportableType,
  typeRefused: UNSUPPORTED_FILE,
  fields: 5,
};

/** Declared types a spreadsheet, a photo or a PDF of a menu comes as, from browsers and systems that name them. */
function isImportableType(type: string) {
  if (type === "" || type.startsWith("text/")) return true;
  return [
    "application/octet-stream",
    "application/pdf",
    "image/jpeg",
    "image/jpg",
    "image/pjpeg",
    "image/png",
    "image/webp",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    // Windows names a CSV so when Excel is installed; an old .xls is then told apart by its bytes.
    "application/vnd.ms-excel",
    "application/csv",
    "application/x-csv",
    "application/zip",
    "application/x-zip-compressed",
  ].includes(type);
}

/** The uploaded file, received on disk first; its bytes read back once it is whole. */
/** The uploaded file read into a draft; its temporary copy is removed once the reading has answered. */
async function readImportUpload(request: FastifyRequest, readers: Readers) {
  const { file } = await receiveUpload(request, IMPORT_UPLOAD, { oneFile: MESSAGES.uploadOneFile });
  try {
    if (!file) throw badRequest("VALIDATION", IMPORT_NO_FILE);
    return await readMenuUpload({ path: file.path, fileName: file.fileName, ...readers });
  } finally {
    await discard(file);
  }
}

/** A menu's name as a file name: letters, digits, dashes; "menu" when nothing is left. */
function exportFileName(name: string, extension: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[^\w-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${base || "menu"}.${extension}`;
}

export const menuImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: multipartLimits(IMPORT_UPLOAD) });

  // One OCR process per app: the English data is loaded when an owner opens the import page (below), or else
  // at the first photo, and kept while photos come, so a photo rarely waits for it. Servers nobody imports on
  // never start it.
  const ocr = new OcrEngine(app.config.ocr);
  app.addHook("onClose", () => ocr.close());
  const pdfReader = new PdfReader(app.config.pdf);
  const sheetReader = new SpreadsheetReader(app.config.spreadsheet);

  app.post(
    "/v1/menus/import",
    {
      onRequest: refuseBeforeBody(IMPORT_UPLOAD),
      config: { business: "query.businessId" },
      schema: {
        tags: ["menus"],
        consumes: ["multipart/form-data"],
        querystring: ImportQuerySchema,
        response: { 200: ImportDraftSchema, ...errorResponses, 413: ErrorSchema, 415: ErrorSchema },
      },
    },
    async (request, reply) => {
      const draft = await readImportUpload(request, { ocr, pdfReader, sheetReader });
      // A spreadsheet's draft comes as the JSON its worker thread wrote: serialized here, a long menu's 2 MB would
      // hold the event loop.
      // Fastify sends a string as it is; only objects go through the response schema's serializer.
      if (draft instanceof SerializedDraft)
        return reply.type("application/json; charset=utf-8").send(draft.json as never);
      return draft;
    },
  );

  // The import page asks for this as it opens: the data loads (about a second, at the lowest CPU priority) while
  // the owner picks a file, so the first photo does not wait for it.
  app.post(
    "/v1/menus/import/warm-up",
    {
      config: { business: "query.businessId" },
      schema: {
        tags: ["menus"],
        querystring: ImportQuerySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      ocr.warmUp().catch((error: unknown) => request.log.warn({ err: error }, "OCR warm-up failed"));
      return reply.status(204).send(null);
    },
  );

  const exportSchema = {
    tags: ["menus"],
    params: ExportParamsSchema,
    querystring: TokenQuerySchema,
    response: { 200: z.any().meta({ description: "the menu as a spreadsheet" }), ...errorResponses },
  };
  // A download link cannot carry a header: the token may come in the query.
  const exportConfig = { tokenInQuery: true, menu: "params.id" } as const;

  app.get(
    "/v1/menus/:id/export.csv",
    { config: exportConfig, schema: exportSchema },
    async (request, reply) => {
      const menu = toMenu(await findMenu({ db: app.db, scope: menuScope(request) }));
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportFileName(menu.name, "csv")}"`)
        .header("cache-control", "private, no-store")
        .send(writeCsv(menu.nodes));
    },
  );

  app.get(
    "/v1/menus/:id/export.xlsx",
    { config: exportConfig, schema: exportSchema },
    async (request, reply) => {
      const menu = toMenu(await findMenu({ db: app.db, scope: menuScope(request) }));
      return reply
        .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("content-disposition", `attachment; filename="${exportFileName(menu.name, "xlsx")}"`)
        .header("cache-control", "private, no-store")
        .send(await writeXlsx(menu.nodes, menu.name));
    },
  );
};
