import { loadOrderWords, type OrderWords } from "../../shared/ordering/order-words/order-words.ts";

// The cart's words in the page's language (<html lang>), one chunk of them loaded before the
// cart draws anything; every screen reads them from here.

export const words = {} as OrderWords;

/** The page's language, for Intl (day names). */
export const pageLang = () => document.documentElement.lang || null;

/** `?lang=` for the price and order calls: their refusals come back in the page's language, not the server's default. */
export const langQuery = () => {
  const lang = pageLang();
  return lang ? `?lang=${encodeURIComponent(lang)}` : "";
};

export async function loadWords(): Promise<void> {
  Object.assign(words, await loadOrderWords(pageLang()));
}
