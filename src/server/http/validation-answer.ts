import type { FastifyRequest } from "fastify";
import type { FieldError } from "../../shared/common/errors.ts";
import {
  GUEST_FIELD_NAMES,
  GUEST_TEMPLATES,
  guestSentence,
} from "../../shared/common/validation-words/guest-languages.ts";
import {
  type IssueFacts,
  issueSentence,
  isValidatorWording,
} from "../../shared/common/validation-words/sentences.ts";
import { type WordedLanguage, wordedLanguage } from "../../shared/common/worded-language.ts";

// Where a refused value becomes the words of a 400: every route's schema, and the handlers that check a part of
// the request themselves, turn their issues into sentences here, so no answer carries the validator's wording.

/** The value sent at an issue's path, walking own keys only. */
function valueAt(root: unknown, path: readonly PropertyKey[]): { known: boolean; value: unknown } {
  let current = root;
  for (const key of path) {
    if (current === null || typeof current !== "object") return { known: false, value: undefined };
    if (!Object.hasOwn(current, key)) return { known: true, value: undefined };
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return { known: true, value: current };
}

export interface IssueContext {
  /** What was checked (the body, the query…): tells a missing field from a wrong one. */
  input?: unknown;
  /** Put before each issue's own path, when the checked value sat inside the request. */
  prefix?: readonly PropertyKey[];
  /** The guest's language on the guest's calls; the dashboard's English otherwise. */
  lang?: WordedLanguage;
}

/** The sentences for a list of issues, each naming its field in plain words. */
export function issuesToFieldErrors(issues: readonly IssueFacts[], context: IssueContext = {}): FieldError[] {
  const hasInput = "input" in context;
  return issues.map((issue) => {
    const path = [...(context.prefix ?? []), ...issue.path];
    const at = hasInput ? valueAt(context.input, issue.path) : { known: false, value: undefined };
    const lang = context.lang ?? "en";
    const sentence = { value: at.value, isValueKnown: at.known };
    if (lang !== "en") {
      const message = isValidatorWording(issue)
        ? issueSentence(
            { ...issue, path },
            {
              ...sentence,
              templates: GUEST_TEMPLATES[lang],
              names: GUEST_FIELD_NAMES[lang],
              wordsFromKeys: false,
            },
          )
        : guestSentence(lang, issue.message ?? "");
      return { path: path.map(String).join("."), message };
    }
    const message = isValidatorWording(issue)
      ? issueSentence({ ...issue, path }, sentence)
      : (issue.message ?? "");
    return { path: path.map(String).join("."), message };
  });
}

/** The part of the request a schema of the route checked ("body", "querystring", "params", "headers"). */
export function checkedPart(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case "body":
      return request.body;
    case "querystring":
      return request.query;
    case "params":
      return request.params;
    case "headers":
      return request.headers;
    default:
      return undefined;
  }
}

/**
 * The language of a refusal: a guest's call (under /v1/public, or a guest page) names the page's language in
 * `?lang=` as the cart does; every other call is the dashboard's, in English.
 */
export function refusalLanguage(request: FastifyRequest): WordedLanguage {
  const path = request.url.split("?")[0] ?? "";
  if (!/^\/(v1\/public|m|o)\//.test(path)) return "en";
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  return wordedLanguage(typeof lang === "string" ? lang : null);
}
