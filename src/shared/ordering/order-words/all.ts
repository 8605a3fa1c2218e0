import { type WordedLanguage, wordedLanguage } from "../../common/worded-language.ts";
import { AR } from "./ar.ts";
import { DE } from "./de.ts";
import { EN } from "./en.ts";
import { ES } from "./es.ts";
import { FR } from "./fr.ts";
import { IT } from "./it.ts";
import type { OrderWords } from "./order-words.ts";
import { PT } from "./pt.ts";
import { ZH } from "./zh.ts";

// Every language at once, for the server's confirmation page; the cart's script loads one (loadOrderWords).

export const ORDER_WORDS: Record<WordedLanguage, OrderWords> = {
  en: EN,
  es: ES,
  fr: FR,
  de: DE,
  it: IT,
  pt: PT,
  zh: ZH,
  ar: AR,
};

/** The ordering words in `lang` ("pt-BR" reads Portuguese), else English. */
export const orderWords = (lang: string | null | undefined): OrderWords => ORDER_WORDS[wordedLanguage(lang)];
