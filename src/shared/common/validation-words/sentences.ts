import { fill } from "../fill.ts";
import { FIELD_NAMES_EN, type FieldName } from "./field-names.ts";

// What a person reads when a value is refused. The validator's own wording ("Too small: expected number to be
// >=0") names types and schema rules, so every refusal that has no sentence of its own is written here instead,
// naming the field in plain words. Pure, without I/O and without zod (the login screen loads without it): the
// dashboard's forms and the server both use it.

/** The parts of a validation issue that survive into its final form (the value itself does not). */
export interface IssueFacts {
  code: string;
  path: readonly PropertyKey[];
  message?: string | undefined;
  expected?: string | undefined;
  format?: string | undefined;
  origin?: string | undefined;
  minimum?: number | bigint | string | Date | undefined;
  maximum?: number | bigint | string | Date | undefined;
  inclusive?: boolean | undefined;
  values?: readonly unknown[] | undefined;
  keys?: readonly string[] | undefined;
  divisor?: number | bigint | undefined;
}

/** One language's sentences. `{field}` is the field's name mid-sentence, `{Field}` the same opening a sentence. */
export interface ValidationTemplates {
  /** The field's name when none is known. */
  thisValue: string;
  missing: string;
  text: string;
  digits: string;
  whole: string;
  yesNo: string;
  list: string;
  form: string;
  atLeast: string;
  moreThan: string;
  atMost: string;
  lessThan: string;
  empty: string;
  minChars: string;
  maxChars: string;
  minEntries: string;
  maxEntries: string;
  email: string;
  web: string;
  dateTime: string;
  date: string;
  oneOf: string;
  choose: string;
  unknownKeys: string;
  decimals: string;
  multipleOf: string;
  invalid: string;
  /** How a count of minutes is written: `{n}`. */
  minutes: string;
}

export const TEMPLATES_EN: ValidationTemplates = {
  thisValue: "this value",
  missing: "{Field} is missing.",
  text: "{Field} must be text.",
  digits: "{Field} must be written in digits.",
  whole: "{Field} must be whole, without decimals.",
  yesNo: "{Field} must be yes or no.",
  list: "{Field} must be a list.",
  form: "{Field} is not in the right form.",
  atLeast: "{Field} must be {min} or more.",
  moreThan: "{Field} must be more than {min}.",
  atMost: "{Field} must be {max} or less.",
  lessThan: "{Field} must be less than {max}.",
  empty: "{Field} cannot be empty.",
  minChars: "{Field} must have at least {min} characters.",
  maxChars: "{Field} can have at most {max} characters.",
  minEntries: "{Field} must have at least {min} entries.",
  maxEntries: "{Field} can have at most {max} entries.",
  email: "{Field} must be a valid email address, such as name@example.com.",
  web: "{Field} must be a valid web address, such as https://example.com.",
  dateTime: "{Field} must be a date and time, such as 2030-01-31T18:30:00Z.",
  date: "{Field} must be a date, such as 2030-01-31.",
  oneOf: "{Field} must be one of: {values}.",
  choose: "{Field} is not one of the choices offered.",
  unknownKeys: "These fields cannot be set here: {keys}.",
  decimals: "{Field} can have at most {digits} decimals.",
  multipleOf: "{Field} must be a multiple of {divisor}.",
  invalid: "{Field} is not valid.",
  minutes: "{n} minutes",
};

const capitalize = (text: string) => (text ? text[0]?.toUpperCase() + text.slice(1) : text);

/** "deliveryFee" → "delivery fee": a name the table below lacks still reads as words, never as a key. */
function wordsOfKey(key: string): string {
  return key
    .replace(/Id$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .trim();
}

/** The field an issue is about: its last named key (an index into a list names no field). */
function fieldKey(path: readonly PropertyKey[]): string | null {
  for (let index = path.length - 1; index >= 0; index--) {
    const key = path[index];
    if (typeof key === "string" && !/^\d+$/.test(key)) return key;
  }
  return null;
}

export interface SentenceOptions {
  templates?: ValidationTemplates;
  /** Field names in the sentence's language; a key they lack falls back to English words, else "this value". */
  names?: Record<string, FieldName>;
  /** Whether the names fall back to English words made from the key (English sentences only). */
  wordsFromKeys?: boolean;
  /** The value that was sent at the issue's path, when known: tells a missing field from a wrong one. */
  value?: unknown;
  isValueKnown?: boolean;
}

const isDateLike = (value: unknown) => value instanceof Date;
const plain = (value: unknown) =>
  isDateLike(value) ? (value as Date).toISOString().slice(0, 10) : String(value);

/** The sentence for one issue, naming its field. */
export function issueSentence(issue: IssueFacts, options: SentenceOptions = {}): string {
  const t = options.templates ?? TEMPLATES_EN;
  const names = options.names ?? FIELD_NAMES_EN;
  const key = fieldKey(issue.path);
  // Own keys only: a key such as "constructor" must not find the prototype's.
  const known = key && Object.hasOwn(names, key) ? names[key] : undefined;
  const name =
    known?.name ??
    (key && (options.wordsFromKeys ?? names === FIELD_NAMES_EN)
      ? wordsOfKey(key) || t.thisValue
      : t.thisValue);
  const unit = known?.unit;
  const amount = (value: unknown) =>
    unit === "minutes" && typeof value === "number" ? fill(t.minutes, { n: value }) : plain(value);
  const say = (template: string, values: Record<string, string | number> = {}) =>
    fill(template, { field: name, Field: capitalize(name), ...values });

  if (options.isValueKnown && options.value === undefined && issue.code === "invalid_type")
    return say(t.missing);
  switch (issue.code) {
    case "invalid_type":
      switch (issue.expected) {
        case "string":
          return say(t.text);
        case "number":
        case "bigint":
          return say(t.digits);
        case "int":
        case "int32":
        case "uint32":
        case "int64":
        case "uint64":
          return say(t.whole);
        case "boolean":
          return say(t.yesNo);
        case "array":
        case "tuple":
          return say(t.list);
        case "date":
          return say(t.date);
        default:
          return say(t.form);
      }
    case "too_small": {
      const min = issue.minimum;
      if (issue.origin === "string") {
        return Number(min) <= 1 ? say(t.empty) : say(t.minChars, { min: plain(min) });
      }
      if (issue.origin === "array" || issue.origin === "set" || issue.origin === "file") {
        // "at least 1 entries" is how a validator counts; a person says the list is empty.
        return Number(min) <= 1 ? say(t.empty) : say(t.minEntries, { min: plain(min) });
      }
      // The bound of a safe whole number (±9007199254740991) is the validator's, not one a person chose.
      if (Math.abs(Number(min)) >= Number.MAX_SAFE_INTEGER) return say(t.invalid);
      return say(issue.inclusive === false ? t.moreThan : t.atLeast, { min: amount(min) });
    }
    case "too_big": {
      const max = issue.maximum;
      if (issue.origin === "string") return say(t.maxChars, { max: plain(max) });
      if (issue.origin === "array" || issue.origin === "set" || issue.origin === "file") {
        return say(t.maxEntries, { max: plain(max) });
      }
      if (Math.abs(Number(max)) >= Number.MAX_SAFE_INTEGER) return say(t.invalid);
      return say(issue.inclusive === false ? t.lessThan : t.atMost, { max: amount(max) });
    }
    case "invalid_format":
      switch (issue.format) {
        case "email":
          return say(t.email);
        case "url":
          return say(t.web);
        case "datetime":
          return say(t.dateTime);
        case "date":
          return say(t.date);
        default:
          return say(t.form);
      }
    case "not_multiple_of": {
      const divisor = Number(issue.divisor);
      const digits = Math.round(-Math.log10(divisor));
      if (digits > 0 && 10 ** -digits === divisor) return say(t.decimals, { digits });
      return say(t.multipleOf, { divisor: plain(issue.divisor) });
    }
    case "invalid_value": {
      const values = issue.values ?? [];
      const shown = values.every(
        (value) => typeof value === "string" && value.length > 0 && value.length <= 20,
      );
      if (shown && values.length > 0 && values.length <= 6)
        return say(t.oneOf, { values: values.join(", ") });
      return say(t.choose);
    }
    case "unrecognized_keys":
      return say(t.unknownKeys, { keys: (issue.keys ?? []).map((each) => `“${each}”`).join(", ") });
    case "invalid_union":
    case "invalid_key":
    case "invalid_element":
      return say(t.form);
    default:
      return say(t.invalid);
  }
}

/**
 * zod's own English, for an issue whose message no schema chose: recognised by its opening words so that a
 * refusal written by a schema (the product's own sentences, "Invalid time range for…") is never replaced.
 */
const VALIDATOR_WORDING =
  /^(Invalid input|Too small:|Too big:|Invalid option:|Invalid string:|Invalid number:|Unrecognized keys?:|Invalid (ISO|email|URL|UUID|date|key|element|discriminator|base64|hex)|Required$|Expected )/;

/** Whether the issue's message is not a sentence a schema chose, so it is to be written here. */
export function isValidatorWording(issue: IssueFacts): boolean {
  const message = issue.message ?? "";
  return (
    message === "" || message === issueSentence({ ...issue, path: [] }) || VALIDATOR_WORDING.test(message)
  );
}
