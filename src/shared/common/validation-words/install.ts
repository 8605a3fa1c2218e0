import { z } from "zod";
import { type IssueFacts, issueSentence } from "./sentences.ts";

/**
 * Every schema without a message of its own speaks in sentences.ts's words (the field unnamed, as the path is not
 * known yet when zod writes it). Both the server and the dashboard call this once at start-up.
 */
export function installValidationWords() {
  z.config({
    customError: (issue) => issueSentence({ ...(issue as unknown as IssueFacts), path: [] }),
  });
}
