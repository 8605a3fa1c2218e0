import { MESSAGES } from "../../shared/common/messages.ts";
import { ApiRequestError } from "../api/client.ts";

type SetFieldError = (path: string, message: string) => void;

/**
 * Puts a failed call's field messages on the form (the answer's `errors[].path`), and returns the message that
 * belongs to no visible field, to show above the button.
 */
export function applyServerErrors(error: unknown, setFieldError: SetFieldError, fields: readonly string[]) {
  if (!(error instanceof ApiRequestError)) return null;
  let isPlaced = false;
  for (const issue of error.errors ?? []) {
    const field = issue.path.replace(/^business\./, "");
    if (fields.includes(field)) {
      setFieldError(field, issue.message);
      isPlaced = true;
    }
  }
  return isPlaced ? null : error.message;
}

/** What to tell the owner about a failed call: the server's message, or the generic sentence. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiRequestError && error.message ? error.message : MESSAGES.genericFailure;
}
