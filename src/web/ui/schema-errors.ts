import type { z } from "zod";
import {
  type IssueFacts,
  issueSentence,
  isValidatorWording,
} from "../../shared/common/validation-words/sentences.ts";

// Apart from form-errors.ts, which the sign-up and login screens load: these words come with the forms that check
// a shared schema themselves.

/** A shared schema's failure as the form shows it: the first message of each field, by its dotted path. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".");
    // The field is known here, so a refusal without a sentence of its own names it.
    errors[path] ??= isValidatorWording(issue as IssueFacts)
      ? issueSentence(issue as IssueFacts)
      : issue.message;
  }
  return errors;
}
