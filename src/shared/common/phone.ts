/** Phone input keeps digits only, so "(415) 555-0100" and "415.555.0100" are one number. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** US numbers display as (###) ###-####; anything else is shown as typed digits. */
export function formatUsPhone(value: string): string {
  const digits = phoneDigits(value);
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  // A number of another plan reads as E.164 keeps it ("+442071234567"), with its "+".
  if (national.length !== 10) return value.trim().startsWith("+") ? `+${digits}` : digits;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** Formats while typing: partial groups appear as the digits arrive. */
export function formatUsPhoneInput(value: string): string {
  const d = phoneDigits(value).slice(0, 10);
  if (d.length <= 3) return d.length ? `(${d}` : "";
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/**
 * A guest's phone as the order keeps it until the server reads it in the business's country: its digits, with
 * the "+" of an international number kept ("+44 20…" and a national "020…" are not the same digits).
 */
export function phoneInput(value: string): string {
  const digits = phoneDigits(value);
  return value.trim().startsWith("+") && digits !== "" ? `+${digits}` : digits;
}

/** Whether a phone as typed has at most `max` digits (the "+" of an international number not counted). */
export const hasDigitsAtMost = (max: number) => (value: string) => phoneDigits(value).length <= max;
