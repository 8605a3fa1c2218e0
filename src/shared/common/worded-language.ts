// The words the guest pages write themselves (the menu page's, the icons' names, the ordering and
// card-payment words) exist in these eight languages. Tiny and without zod: the cart's script carries it.

export const WORDED_LANGUAGES = ["en", "es", "fr", "de", "it", "pt", "zh", "ar"] as const;
export type WordedLanguage = (typeof WORDED_LANGUAGES)[number];

/** The words' language for a page language: "pt-BR" reads Portuguese, one we have no words for ("ja") English. */
export function wordedLanguage(lang: string | null | undefined): WordedLanguage {
  const primary = (lang ?? "").split("-")[0]?.toLowerCase() ?? "";
  return (WORDED_LANGUAGES as readonly string[]).includes(primary) ? (primary as WordedLanguage) : "en";
}
