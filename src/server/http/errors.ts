import { ErrorSchema, type FieldError } from "../../shared/common/errors.ts";
import { MESSAGES } from "../../shared/common/messages.ts";

export { ErrorSchema, type FieldError };

/** A known failure: the error handler turns it into the contract's `{status, code, message, errors?}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: { errors?: FieldError[]; current?: unknown } = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, "NOT_FOUND", message);
export const unauthorized = (message: string = MESSAGES.unauthorized) =>
  new HttpError(401, "UNAUTHORIZED", message);
export const badRequest = (code: string, message: string, errors?: FieldError[]) =>
  new HttpError(400, code, message, errors ? { errors } : {});
export const validationError = (errors: FieldError[]) =>
  new HttpError(400, "VALIDATION", errors[0]?.message ?? MESSAGES.invalidRequest, { errors });

/** Responses every route may give; spread into a route's `response`. */
export const errorResponses = {
  400: ErrorSchema,
  401: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  429: ErrorSchema,
} as const;
