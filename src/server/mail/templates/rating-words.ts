import { type WordedLanguage, wordedLanguage } from "../../../shared/common/worded-language.ts";

// The words of the owner's mail about a guest's new rating, in the guest page's eight languages. It goes in
// English (OWNER_LANGUAGE) until the product keeps an owner's language; the English is the wording tests
// quote. `{score}`, `{business}`, `{name}`, `{stars}` are filled.

export interface RatingWords {
  subject: string;
  /** The text's first line, before the guest's message. */
  rated: string;
  /** The HTML's first line: the stars read out as `outOf`. */
  ratedStars: string;
  outOf: string;
  review: string;
}

const WORDS: Record<WordedLanguage, RatingWords> = {
  en: {
    subject: "New {score}-star rating for {business}",
    rated: "{name} rated {business} {score} out of 5:",
    ratedStars: "{name} rated {business} {stars}",
    outOf: "{score} out of 5",
    review: "Accept or remove it under Customers → Reviews",
  },
  es: {
    subject: "Nueva valoración de {score} estrellas para {business}",
    rated: "{name} valoró {business} con {score} de 5:",
    ratedStars: "{name} valoró {business} {stars}",
    outOf: "{score} de 5",
    review: "Acéptela o elimínela en Clientes → Reseñas",
  },
  fr: {
    subject: "Nouvelle note de {score} étoiles pour {business}",
    rated: "{name} a noté {business} {score} sur 5 :",
    ratedStars: "{name} a noté {business} {stars}",
    outOf: "{score} sur 5",
    review: "Acceptez-la ou retirez-la dans Clients → Avis",
  },
  de: {
    subject: "Neue {score}-Sterne-Bewertung für {business}",
    rated: "{name} hat {business} mit {score} von 5 bewertet:",
    ratedStars: "{name} hat {business} bewertet: {stars}",
    outOf: "{score} von 5",
    review: "Unter Kunden → Bewertungen annehmen oder entfernen",
  },
  it: {
    subject: "Nuova valutazione da {score} stelle per {business}",
    rated: "{name} ha valutato {business} {score} su 5:",
    ratedStars: "{name} ha valutato {business} {stars}",
    outOf: "{score} su 5",
    review: "Accettala o rimuovila in Clienti → Recensioni",
  },
  pt: {
    subject: "Nova avaliação de {score} estrelas para {business}",
    rated: "{name} avaliou {business} com {score} de 5:",
    ratedStars: "{name} avaliou {business} {stars}",
    outOf: "{score} de 5",
    review: "Aceite ou remova em Clientes → Avaliações",
  },
  zh: {
    subject: "{business} 收到新的 {score} 星评分",
    rated: "{name} 给 {business} 打了 {score} 分（满分 5 分）：",
    ratedStars: "{name} 给 {business} 的评分：{stars}",
    outOf: "{score} 分，满分 5 分",
    review: "在 客户 → 评价 中接受或移除",
  },
  ar: {
    subject: "تقييم جديد بـ{score} نجوم لـ{business}",
    rated: "قيّم {name} {business} بـ{score} من 5:",
    ratedStars: "قيّم {name} {business} {stars}",
    outOf: "{score} من 5",
    review: "اقبله أو احذفه من العملاء ← المراجعات",
  },
};

export const ratingWords = (lang: string | null | undefined): RatingWords => WORDS[wordedLanguage(lang)];
