/**
 * Stripe's request bodies are `application/x-www-form-urlencoded` with bracketed keys
 * (`transfer_data[destination]=acct_1`, `expand[0]=charges`), as stripe-node and Stripe.js write them. This turns
 * them back into the nested objects the API reference describes; objects whose keys are all indexes become arrays.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export function decodeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = splitKey(rawKey);
    let node: FormObject = root;
    path.forEach((part, index) => {
      const key = part === "" ? String(Object.keys(node).length) : part;
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next !== "object" || Array.isArray(next)) node[key] = {};
      node = node[key] as FormObject;
    });
  }
  return toArrays(root) as FormObject;
}

/** `a[b][0]` → ["a", "b", "0"]. */
function splitKey(key: string): string[] {
  const head = key.split("[", 1)[0] ?? key;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? "");
  return [head, ...rest];
}

function toArrays(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, toArrays(value[key] as FormValue)]));
  if (keys.length > 0 && keys.every((key, index) => key === String(index)))
    return keys.map((key) => converted[key] as FormValue);
  return converted;
}

/** A form field read as text, if present. */
export function text(value: FormValue | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** A form field read as a whole number, if present. */
export function integer(value: FormValue | undefined): number | undefined {
  if (typeof value !== "string" || !/^-?\d+$/.test(value)) return undefined;
  return Number(value);
}

export function object(value: FormValue | undefined): FormObject {
  return typeof value === "object" && !Array.isArray(value) ? value : {};
}

/** Stripe's flat string-to-string metadata. */
export function metadata(value: FormValue | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(object(value)).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
