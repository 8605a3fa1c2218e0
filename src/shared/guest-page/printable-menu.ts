import { isCanada, isUnitedStates } from "../common/geo.ts";
import { type WordedLanguage, wordedLanguage } from "../common/worded-language.ts";

// The published menu as a PDF to print, at /m/{url}/menu.pdf. The server lays it out and the
// dashboard links to it; both read the paper rules here.

export const PAPERS = ["a4", "letter"] as const;
export type Paper = (typeof PAPERS)[number];

export const PAPER_LABELS: Record<Paper, string> = { a4: "A4", letter: "US Letter" };

/** Page size in PDF points (1/72 inch): A4 is 210 × 297 mm, Letter 8.5 × 11 in. */
export const PAPER_POINTS: Record<Paper, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

/** The United States and Canada print on Letter; the rest of the world on A4. */
export function defaultPaper(country: string | null | undefined): Paper {
  return isUnitedStates(country) || isCanada(country) ? "letter" : "a4";
}

/** `?paper=` as a guest's link gives it; anything else is the country's default, never an error. */
export function readPaper(value: unknown, country: string | null | undefined): Paper {
  const wanted = typeof value === "string" ? value.trim().toLowerCase() : "";
  return (PAPERS as readonly string[]).includes(wanted) ? (wanted as Paper) : defaultPaper(country);
}

/** The PDF's address for a business's public address (its custom URL or generated one). */
export function printableMenuPath(address: string, options: { paper?: Paper; menuId?: string } = {}): string {
  const query = new URLSearchParams();
  if (options.paper) query.set("paper", options.paper);
  if (options.menuId) query.set("menu", options.menuId);
  const search = query.toString();
  return `/m/${encodeURIComponent(address)}/menu.pdf${search ? `?${search}` : ""}`;
}

/** The printed menu's own words beyond the guest page's (guest-words.ts), in the same eight languages. */
const PRINT_WORDS: Record<WordedLanguage, { legend: string; page: string }> = {
  en: { legend: "Legend", page: "Page {n} of {count}" },
  es: { legend: "Leyenda", page: "Página {n} de {count}" },
  fr: { legend: "Légende", page: "Page {n} sur {count}" },
  de: { legend: "Legende", page: "Seite {n} von {count}" },
  it: { legend: "Legenda", page: "Pagina {n} di {count}" },
  pt: { legend: "Legenda", page: "Página {n} de {count}" },
  zh: { legend: "图例", page: "第 {n} 页，共 {count} 页" },
  ar: { legend: "دليل الرموز", page: "صفحة {n} من {count}" },
};

export function printWords(lang: string | null | undefined): { legend: string; page: string } {
  return PRINT_WORDS[wordedLanguage(lang)];
}
