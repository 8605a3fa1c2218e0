import { type WordedLanguage, wordedLanguage } from "../../common/worded-language.ts";

// Pacing's sentences in the guest's language: the refusals the server writes (SLOT_FULL) and the few words the
// checkout adds (the promised time, a slot that filled up). Kept apart from the cart's and the refusals' word
// lists so that pacing can be read, and translated, in one place. Tiny and without zod: the cart carries it.

export interface PacingWords {
  /** A scheduled order whose slot has no room left. */
  slotFull: string;
  /** An ASAP order with no slot left in the hours ahead. */
  asapFull: string;
  /** The checkout before paying: `{time}` as the business's clock reads it. */
  readyAround: string;
  /** The checkout after a SLOT_FULL answer, once the times were read again. */
  slotTaken: string;
}

export const PACING_WORDS: Record<WordedLanguage, PacingWords> = {
  en: {
    slotFull: "That time is fully booked. Please choose another time.",
    asapFull:
      "The kitchen is fully booked for the next few hours. Please choose a later time or try again soon.",
    readyAround: "Ready around {time}",
    slotTaken: "That time just filled up. Please choose another one.",
  },
  es: {
    slotFull: "Esa hora está completa. Elija otra hora.",
    asapFull:
      "La cocina está completa durante las próximas horas. Elija una hora posterior o vuelva a intentarlo pronto.",
    readyAround: "Listo hacia las {time}",
    slotTaken: "Esa hora acaba de llenarse. Elija otra.",
  },
  fr: {
    slotFull: "Ce créneau est complet. Veuillez choisir une autre heure.",
    asapFull:
      "La cuisine est complète pour les prochaines heures. Choisissez une heure plus tardive ou réessayez bientôt.",
    readyAround: "Prêt vers {time}",
    slotTaken: "Ce créneau vient d’être complet. Veuillez en choisir un autre.",
  },
  de: {
    slotFull: "Diese Zeit ist ausgebucht. Bitte wählen Sie eine andere Zeit.",
    asapFull:
      "Die Küche ist für die nächsten Stunden ausgebucht. Bitte wählen Sie eine spätere Zeit oder versuchen Sie es bald wieder.",
    readyAround: "Fertig gegen {time}",
    slotTaken: "Diese Zeit ist gerade ausgebucht. Bitte wählen Sie eine andere.",
  },
  it: {
    slotFull: "Quest’orario è al completo. Scegli un altro orario.",
    asapFull: "La cucina è al completo per le prossime ore. Scegli un orario più tardo o riprova tra poco.",
    readyAround: "Pronto verso le {time}",
    slotTaken: "Quest’orario si è appena riempito. Scegline un altro.",
  },
  pt: {
    slotFull: "Esse horário está lotado. Escolha outro horário.",
    asapFull:
      "A cozinha está lotada nas próximas horas. Escolha um horário mais tarde ou tente de novo em breve.",
    readyAround: "Pronto por volta das {time}",
    slotTaken: "Esse horário acabou de lotar. Escolha outro.",
  },
  zh: {
    slotFull: "该时段已满。请选择其他时间。",
    asapFull: "厨房在接下来几个小时内已满。请选择更晚的时间，或稍后再试。",
    readyAround: "预计 {time} 左右备好",
    slotTaken: "该时段刚刚满了。请选择其他时间。",
  },
  ar: {
    slotFull: "هذا الوقت محجوز بالكامل. يرجى اختيار وقت آخر.",
    asapFull: "المطبخ محجوز بالكامل خلال الساعات القادمة. يرجى اختيار وقت لاحق أو المحاولة بعد قليل.",
    readyAround: "جاهز نحو {time}",
    slotTaken: "امتلأ هذا الوقت للتو. يرجى اختيار وقت آخر.",
  },
};

export const pacingWords = (lang: string | null | undefined): PacingWords =>
  PACING_WORDS[wordedLanguage(lang)];
