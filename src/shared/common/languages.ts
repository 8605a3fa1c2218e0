import { z } from "zod";

// A business's menu in several languages. The owner lists languages in
// `config.languages`, the first being the one the menu is written in; each translatable text holder carries
// `translations: {fr: {name, …}}` beside its original text. Pure: no I/O.

/** At most this many languages per business: each one is a column the owner keeps up in the editor. */
export const MAX_LANGUAGES = 10;

/** A BCP 47 tag as owners need it: a language, optionally a script and a region ("pt-BR", "zh-Hant"). */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?$/;

export const LANGUAGE_INVALID = "Please choose a valid language.";

export const LanguageSchema = z.string().regex(LANGUAGE_TAG, LANGUAGE_INVALID);

export const LanguagesSchema = z
  .array(LanguageSchema)
  .max(MAX_LANGUAGES, `A menu can have at most ${MAX_LANGUAGES} languages.`)
  .refine((languages) => new Set(languages).size === languages.length, "Each language can be added once.");

/** A language tag in its written form ("pt-br" → "pt-BR"), or null when it is not one. */
export function normalizeLanguage(tag: string): string | null {
  const [language = "", ...rest] = tag.trim().replace(/_/g, "-").split("-");
  const parts = [language.toLowerCase()];
  for (const part of rest) {
    if (part.length === 4) parts.push(part.charAt(0).toUpperCase() + part.slice(1).toLowerCase());
    else parts.push(part.toUpperCase());
  }
  const normal = parts.join("-");
  return LANGUAGE_TAG.test(normal) ? normal : null;
}

/** The languages a page offers: the owner's list, or none (a page in one language shows no switch). */
export function languagesOf(config: { languages?: readonly string[] | undefined }): readonly string[] {
  return config.languages ?? [];
}

const primary = (tag: string) => tag.split("-")[0]?.toLowerCase() ?? "";

/** The tags of an Accept-Language header, most wanted first ("fr-CA,fr;q=0.9,en;q=0.5"). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The offered language that answers a wanted tag: the same tag, else the same language ("fr-CA" → "fr"). */
function match(offered: readonly string[], wanted: string): string | undefined {
  const lower = wanted.toLowerCase();
  return (
    offered.find((tag) => tag.toLowerCase() === lower) ??
    offered.find((tag) => primary(tag) === primary(lower))
  );
}

/**
 * `?lang=`, else the browser's Accept-Language, else the first language. Returns the
 * language and whether the Accept-Language header decided it (the answer then varies with that header).
 * `asked` and `acceptLanguage` are taken as a request gives them: a query value that is not a string counts as
 * none, and of a repeated header the first is read.
 */
export function pickLanguage(
  offered: readonly string[],
  asked: unknown,
  acceptLanguage: string | readonly string[] | undefined,
): { lang: string | null; isFromHeader: boolean } {
  if (offered.length === 0) return { lang: null, isFromHeader: false };
  const fromQuery =
    typeof asked === "string" && asked
      ? offered.find((tag) => tag.toLowerCase() === asked.toLowerCase())
      : undefined;
  if (fromQuery) return { lang: fromQuery, isFromHeader: false };
  if (offered.length > 1) {
    const header = typeof acceptLanguage === "string" ? acceptLanguage : acceptLanguage?.[0];
    for (const wanted of acceptedLanguages(header)) {
      const found = match(offered, wanted);
      if (found) return { lang: found, isFromHeader: true };
    }
  }
  return { lang: offered[0] ?? null, isFromHeader: offered.length > 1 };
}

/** Scripts written right to left (Arabic, Hebrew, Persian, Urdu, Pashto, Sindhi, Yiddish, Dhivehi, Kurdish). */
const RTL = new Set(["ar", "he", "iw", "fa", "ur", "ps", "sd", "yi", "dv", "ckb", "ug"]);

export function isRightToLeft(lang: string | null | undefined): boolean {
  return lang ? RTL.has(primary(lang)) : false;
}

/** The language's own name ("Français", "العربية") for the guest's switch; the tag when Intl does not know it. */
export function nativeName(lang: string): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: "language" }).of(lang);
    return name ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : lang;
  } catch {
    return lang;
  }
}

/** The language's name in the owner's language (Settings, the editor). */
export function languageName(lang: string, inLanguage = "en"): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: "language" }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}

/** Languages Settings offers first: the page's own words exist in these (guest-words.ts), then common ones. */
export const SUGGESTED_LANGUAGES: readonly string[] = [
  "en",
  "es",
  "fr",
  "de",
  "it",
  "pt",
  "zh",
  "ar",
  "ja",
  "ko",
  "nl",
  "pl",
  "ru",
  "tr",
  "uk",
  "vi",
  "th",
  "he",
  "hi",
  "el",
  "sv",
  "da",
  "fi",
  "no",
  "cs",
  "ro",
  "hu",
  "id",
  "fa",
  "ur",
];

// ---- Translations beside the original text ----

/** `translations: {fr: {name: "…"}}`: per language, some of the holder's fields; missing ones fall back. */
export function translationsSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .record(LanguageSchema, z.object(shape).partial())
    .refine((all) => Object.keys(all).length <= MAX_LANGUAGES, `At most ${MAX_LANGUAGES} languages.`)
    .optional();
}

type Holder<Fields> = { translations?: Partial<Record<string, Partial<Fields>>> | undefined };

/** A text in `lang`: the translation when there is a non-blank one, else the original. */
export function translated<Fields, Key extends keyof Fields & string>(
  holder: Holder<Fields> & Record<Key, unknown>,
  key: Key,
  lang: string | null | undefined,
): Fields[Key] {
  const original = holder[key] as Fields[Key];
  if (!lang) return original;
  const value = holder.translations?.[lang]?.[key];
  if (typeof value === "string") return (value.trim() ? value : original) as Fields[Key];
  return original;
}

/**
 * The language a shown text is written in when it is not `lang`'s: the original's (`sourceLang`, the menu's own
 * language) where the translation is missing, so the page can mark it (`lang="en"` inside an Arabic page) and a
 * screen reader reads it with the right voice. Null when the text is in `lang`, or is empty.
 */
export function fallbackLanguage<Fields, Key extends keyof Fields & string>(
  holder: Holder<Fields> & Record<Key, unknown>,
  key: Key,
  lang: string | null | undefined,
  sourceLang: string | null | undefined,
): string | null {
  if (!lang || !sourceLang || lang === sourceLang) return null;
  const original = holder[key];
  if (typeof original !== "string" || !original.trim()) return null;
  const value = holder.translations?.[lang]?.[key];
  return typeof value === "string" && value.trim() ? null : sourceLang;
}

/** One size of an item in `lang`: sizes translate one by one, an empty one falls back. */
export function translatedSize(
  item: {
    sizes: readonly string[];
    translations?: Partial<
      Record<string, { sizes?: readonly string[] | undefined; [field: string]: unknown }>
    >;
  },
  index: number,
  lang: string | null | undefined,
): string {
  const original = item.sizes[index] ?? "";
  const value = lang ? item.translations?.[lang]?.sizes?.[index] : undefined;
  return value?.trim() ? value : original;
}
