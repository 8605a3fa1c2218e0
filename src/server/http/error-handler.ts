import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { MESSAGES } from "../../shared/messages.ts";
import { HttpError, type FieldError } from "./errors.ts";

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
