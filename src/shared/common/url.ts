import { CUSTOM_URL_MAX } from "./constants.ts";

/** Room left for a "-NNNN" suffix when the suggested link is already taken. */
const SLUG_MAX = CUSTOM_URL_MAX - 5;

/**
 * The generated short link of a business: its name in lowercase letters, digits and hyphens. A name too
 * long for the link loses whole words from the end, since the link is printed on QR codes and a word cut
 * in half ("taqueria-gril") reads as a typo; only a first word longer than the limit is cut inside.
 */
export function slugify(name: string): string {
  const full = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return shortenAtWord(full) || "menu";
}

function shortenAtWord(slug: string): string {
  if (slug.length <= SLUG_MAX) return slug;
  const cut = slug.slice(0, SLUG_MAX + 1);
  const lastHyphen = cut.lastIndexOf("-");
  if (lastHyphen > 0) return cut.slice(0, lastHyphen);
  return slug.slice(0, SLUG_MAX);
}
