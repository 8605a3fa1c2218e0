// Apart from guest-words.ts so the cart's script can fill its words without carrying the page's.

/** `fill("Call {phone}", {phone: "…"})`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (hole, key: string) => (key in values ? String(values[key]) : hole));
}
