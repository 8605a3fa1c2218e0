import { CUSTOM_URL_MAX } from "./constants.ts";

/** The generated short link of a business: its name in lowercase letters, digits and hyphens. */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, CUSTOM_URL_MAX - 5)
    .replace(/-+$/g, "");
  return slug || "menu";
}
