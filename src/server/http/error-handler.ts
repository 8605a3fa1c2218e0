import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { MESSAGES } from "../../shared/messages.ts";
import { type FieldError, HttpError } from "./errors.ts";

/**
 * A value the database refused: SQLSTATE class 22 "data exception" (a NUL character, a bad Unicode escape, a
 * number out of range…) or 54000 (a value too large for an index). Both come from what the client sent, so they
 * answer 400, never 500 (API.md "No input of any kind yields a 5xx"). Drizzle wraps the driver's error in `cause`.
 */
function isRejectedValue(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^(22[0-9A-Z]{3}|54000)$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Turns every failure into the contract's shape; 5xx details stay in the log (STYLE.md §5). */
export function registerErrorHandler(app: FastifyInstance) {
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
      const errors: FieldError[] = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || String(issue.params?.issue ?? ""),
        message: issue.message ?? MESSAGES.invalidRequest,
      }));
      return reply.status(400).send({
        status: 400,
        code: "VALIDATION",
        message: errors[0]?.message ?? MESSAGES.invalidRequest,
        errors,
      });
    }
    if (isRejectedValue(error)) {
      request.log.warn({ err: error }, "value rejected by the database");
      return reply.status(400).send({ status: 400, code: "BAD_REQUEST", message: MESSAGES.invalidRequest });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large…
      const code = status === 429 ? "RATE_LIMITED" : status === 413 ? "TOO_LARGE" : "BAD_REQUEST";
      const message = status === 400 ? MESSAGES.invalidRequest : error.message;
      return reply.status(status).send({ status, code, message });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ status: 500, code: "INTERNAL", message: MESSAGES.genericFailure });
  });
}
