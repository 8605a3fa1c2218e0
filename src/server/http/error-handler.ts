import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { z } from "zod";
import { MESSAGES } from "../../shared/common/messages.ts";
import { installValidationWords } from "../../shared/common/validation-words/install.ts";
import type { IssueFacts } from "../../shared/common/validation-words/sentences.ts";
import { findDatabaseError } from "../db/errors.ts";
import { HttpError } from "./errors.ts";
import { checkedPart, issuesToFieldErrors, refusalLanguage } from "./validation-answer.ts";

/**
 * A value the database refused: SQLSTATE class 22 "data exception" (a NUL character, a bad Unicode escape, a
 * number out of range…) or 54000 (a value too large for an index). Both come from what the client sent, so they
 * answer 400, never 500: no input of any kind may yield a 5xx. Drizzle wraps the driver's error in `cause`.
 */
const isRejectedValue = (error: unknown) =>
  findDatabaseError(error, (code) => typeof code === "string" && /^(22[0-9A-Z]{3}|54000)$/.test(code)) !==
  null;

/** @fastify/multipart's own errors: its limits, and bodies it refused to read. */
const MULTIPART_ERRORS: Record<string, string> = {
  FST_FILES_LIMIT: MESSAGES.uploadOneFile,
  FST_PARTS_LIMIT: MESSAGES.uploadTooManyFields,
  FST_FIELDS_LIMIT: MESSAGES.uploadTooManyFields,
  FST_PROTO_VIOLATION: MESSAGES.uploadMalformed,
  FST_INVALID_JSON_FIELD_ERROR: MESSAGES.uploadMalformed,
  FST_MP_PREMATURE_CLOSE: MESSAGES.uploadMalformed,
};

/**
 * RFC 2046 allows a boundary of 1 to 70 characters. The parser (busboy) refuses a longer one only with an
 * internal error ("The needle cannot have a length bigger than 256"), so its length is judged here instead.
 */
function hasOverlongBoundary(contentType: string): boolean {
  const boundary = /;\s*boundary=(?:"([^"]*)"|([^;]*))/i.exec(contentType);
  return Boolean(boundary) && (boundary?.[1] ?? boundary?.[2] ?? "").trim().length > 70;
}

/**
 * A broken multipart body is the client's fault on every upload route, so it answers 400. The parser (busboy)
 * throws plain Errors without a status ("Multipart: Boundary not found", "Part terminated early due to
 * unexpected end of multipart data"), so they are known by the request's type and their wording.
 */
function multipartProblem(error: FastifyError, contentType: string | undefined): string | null {
  const known = typeof error.code === "string" ? MULTIPART_ERRORS[error.code] : undefined;
  if (known) return known;
  const isMultipart = /^multipart\//i.test(contentType ?? "");
  if (isMultipart && error.statusCode === undefined) {
    if (/multipart|boundary/i.test(error.message) || hasOverlongBoundary(contentType ?? "")) {
      return MESSAGES.uploadMalformed;
    }
  }
  return null;
}

/**
 * Fastify's own refusals of a request it could not read, in words: its messages ("Unsupported Media Type:
 * application/xml", "Body cannot be empty when content-type is set to 'application/json'") name internals.
 */
function requestProblem(error: FastifyError, url: string): string | null {
  const what = isOrderCall(url) ? "the order" : "the request";
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return `Please send ${what} as JSON.`;
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "This request is too large to be sent in one go.";
    default:
      return null;
  }
}

const isOrderCall = (url: string) => /\/orders(\/|\?|$)/.test(url);

/** The sentence for an issue with no field: the body itself was not the object the route reads. */
const wholeBodyMessage = (url: string) =>
  `Please send ${isOrderCall(url) ? "the order" : "the details"} as JSON, each detail under its own name.`;

/** Turns every failure into the contract's shape; 5xx details stay in the log, never in the answer. */
export function registerErrorHandler(app: FastifyInstance) {
  // A schema without a sentence of its own speaks in plain words, wherever in the server it is applied.
  installValidationWords();
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send({
        status: error.status,
        code: error.code,
        message: error.message,
        ...error.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as { validationContext?: string }).validationContext;
      const issues: IssueFacts[] = error.validation.map((issue) => ({
        ...(issue.params as Omit<IssueFacts, "code" | "path" | "message">),
        code: issue.keyword,
        path: issue.instancePath.split("/").filter(Boolean),
        message: issue.message,
      }));
      const errors = issuesToFieldErrors(issues, {
        input: checkedPart(request, context),
        lang: refusalLanguage(request),
      }).map((fieldError) =>
        // An issue at the body's root names no field ("This value is not in the right form."): say what to send.
        context === "body" && fieldError.path === "" && /^This value /.test(fieldError.message)
          ? { ...fieldError, message: wholeBodyMessage(request.url) }
          : fieldError,
      );
      return reply.status(400).send({
        status: 400,
        code: "VALIDATION",
        message: errors[0]?.message || MESSAGES.invalidRequest,
        errors,
      });
    }
    if (error instanceof z.ZodError) {
      // A schema a handler or service applied with .parse(): the client's value, so a 400 with sentences.
      const errors = issuesToFieldErrors(error.issues as IssueFacts[], { lang: refusalLanguage(request) });
      return reply.status(400).send({
        status: 400,
        code: "VALIDATION",
        message: errors[0]?.message || MESSAGES.invalidRequest,
        errors,
      });
    }
    const uploadProblem = multipartProblem(error, request.headers["content-type"]);
    if (uploadProblem) {
      return reply.status(400).send({ status: 400, code: "BAD_UPLOAD", message: uploadProblem });
    }
    if (isRejectedValue(error)) {
      request.log.warn({ err: error }, "value rejected by the database");
      return reply.status(400).send({ status: 400, code: "BAD_REQUEST", message: MESSAGES.invalidRequest });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large…
      const code =
        status === 429
          ? "RATE_LIMITED"
          : status === 413
            ? "TOO_LARGE"
            : status === 415
              ? "UNSUPPORTED_MEDIA_TYPE"
              : "BAD_REQUEST";
      const message =
        requestProblem(error, request.url) ??
        (status === 400 || status === 415 ? MESSAGES.invalidRequest : error.message);
      return reply.status(status).send({ status, code, message });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ status: 500, code: "INTERNAL", message: MESSAGES.genericFailure });
  });
}
