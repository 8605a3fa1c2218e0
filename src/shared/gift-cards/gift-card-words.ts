import { type WordedLanguage, wordedLanguage } from "../common/worded-language.ts";

// The guest's gift card page (/g/{code}) in the eight languages the guest page speaks: what the card holds,
// the code to show when paying, and the sentences for a code that opens nothing or too many tried. English's
// refusals are the API's (GIFT_CARD_MESSAGES). `{name}`-style holes are filled by `fill`.

export interface GiftCardWords {
  title: string;
  /** `{name}`: whom the card is for. */
  forName: string;
  balance: string;
  /** Under the balance: `{initial}` the card's value when it was made. */
  ofInitial: string;
  /** The status of a card with money on it. */
  active: string;
  /** The status of a card spent to zero. */
  empty: string;
  yourCode: string;
  showCode: string;
  /** The QR code's text for a screen reader: `{code}` the code as printed. */
  qrLabel: string;
  /** Under the sender's message: `{name}` who sent the card. */
  from: string;
  seeMenu: string;
  notFound: string;
  tooMany: string;
  /** The mail that brings the card: `{business}` the restaurant. */
  mailSubject: string;
  /** `{business}` the restaurant, `{amount}` what the card holds. */
  mailIntro: string;
  /** The mail's button to the card's page (its balance and QR code). */
  openCard: string;
}

export const GIFT_CARD_WORDS: Record<WordedLanguage, GiftCardWords> = {
  en: {
    title: "Gift card",
    forName: "For {name}",
    balance: "Balance",
    ofInitial: "of {initial}",
    active: "Ready to use",
    empty: "Spent: this card has nothing left on it.",
    yourCode: "Your code",
    showCode: "Show this code when you pay.",
    qrLabel: "QR code of {code}",
    from: "From {name}",
    seeMenu: "See the menu",
    notFound: "We can't find a gift card with that code. Please check it and try again.",
    tooMany: "Too many gift card codes were tried. Please try again in a few minutes.",
    mailSubject: "A gift card from {business}",
    mailIntro: "{business} has given you a gift card of {amount}. Show the code below when you pay.",
    openCard: "Open your card",
  },
  es: {
    title: "Tarjeta regalo",
    forName: "Para {name}",
    balance: "Saldo",
    ofInitial: "de {initial}",
    active: "Lista para usar",
    empty: "Agotada: a esta tarjeta no le queda saldo.",
    yourCode: "Su código",
    showCode: "Muestre este código al pagar.",
    qrLabel: "Código QR de {code}",
    from: "De {name}",
    seeMenu: "Ver el menú",
    notFound: "No encontramos ninguna tarjeta regalo con ese código. Compruébelo e inténtelo de nuevo.",
    tooMany: "Se han probado demasiados códigos de tarjeta regalo. Inténtelo de nuevo en unos minutos.",
    mailSubject: "Una tarjeta regalo de {business}",
    mailIntro: "{business} le ha regalado una tarjeta de {amount}. Muestre el código de abajo al pagar.",
    openCard: "Abrir su tarjeta",
  },
  fr: {
    title: "Carte cadeau",
    forName: "Pour {name}",
    balance: "Solde",
    ofInitial: "sur {initial}",
    active: "Utilisable",
    empty: "Épuisée : il ne reste plus rien sur cette carte.",
    yourCode: "Votre code",
    showCode: "Présentez ce code au moment de payer.",
    qrLabel: "Code QR de {code}",
    from: "De la part de {name}",
    seeMenu: "Voir le menu",
    notFound: "Nous ne trouvons aucune carte cadeau avec ce code. Veuillez le vérifier et réessayer.",
    tooMany: "Trop de codes de carte cadeau ont été essayés. Veuillez réessayer dans quelques minutes.",
    mailSubject: "Une carte cadeau de {business}",
    mailIntro:
      "{business} vous offre une carte cadeau de {amount}. Présentez le code ci-dessous au moment de payer.",
    openCard: "Ouvrir votre carte",
  },
  de: {
    title: "Geschenkkarte",
    forName: "Für {name}",
    balance: "Guthaben",
    ofInitial: "von {initial}",
    active: "Einlösbar",
    empty: "Aufgebraucht: Auf dieser Karte ist kein Guthaben mehr.",
    yourCode: "Ihr Code",
    showCode: "Zeigen Sie diesen Code beim Bezahlen vor.",
    qrLabel: "QR-Code von {code}",
    from: "Von {name}",
    seeMenu: "Zur Speisekarte",
    notFound:
      "Wir finden keine Geschenkkarte mit diesem Code. Bitte prüfen Sie ihn und versuchen Sie es erneut.",
    tooMany:
      "Es wurden zu viele Geschenkkarten-Codes ausprobiert. Bitte versuchen Sie es in ein paar Minuten erneut.",
    mailSubject: "Eine Geschenkkarte von {business}",
    mailIntro:
      "{business} schenkt Ihnen eine Geschenkkarte über {amount}. Zeigen Sie beim Bezahlen den Code unten.",
    openCard: "Ihre Karte öffnen",
  },
  it: {
    title: "Carta regalo",
    forName: "Per {name}",
    balance: "Saldo",
    ofInitial: "su {initial}",
    active: "Pronta all'uso",
    empty: "Esaurita: su questa carta non è rimasto nulla.",
    yourCode: "Il tuo codice",
    showCode: "Mostra questo codice quando paghi.",
    qrLabel: "Codice QR di {code}",
    from: "Da {name}",
    seeMenu: "Vedi il menu",
    notFound: "Non troviamo nessuna carta regalo con questo codice. Controllalo e riprova.",
    tooMany: "Sono stati provati troppi codici di carte regalo. Riprova tra qualche minuto.",
    mailSubject: "Una carta regalo da {business}",
    mailIntro:
      "{business} ti ha regalato una carta regalo da {amount}. Mostra il codice qui sotto quando paghi.",
    openCard: "Apri la tua carta",
  },
  pt: {
    title: "Cartão de oferta",
    forName: "Para {name}",
    balance: "Saldo",
    ofInitial: "de {initial}",
    active: "Pronto a usar",
    empty: "Esgotado: este cartão já não tem saldo.",
    yourCode: "O seu código",
    showCode: "Mostre este código quando pagar.",
    qrLabel: "Código QR de {code}",
    from: "De {name}",
    seeMenu: "Ver o menu",
    notFound: "Não encontramos nenhum cartão de oferta com esse código. Verifique-o e tente novamente.",
    tooMany:
      "Foram tentados demasiados códigos de cartões de oferta. Tente novamente dentro de alguns minutos.",
    mailSubject: "Um cartão de oferta de {business}",
    mailIntro:
      "{business} ofereceu-lhe um cartão de oferta de {amount}. Mostre o código abaixo quando pagar.",
    openCard: "Abrir o seu cartão",
  },
  zh: {
    title: "礼品卡",
    forName: "致 {name}",
    balance: "余额",
    ofInitial: "面值 {initial}",
    active: "可以使用",
    empty: "已用完：此卡余额为零。",
    yourCode: "您的卡号",
    showCode: "付款时请出示此卡号。",
    qrLabel: "{code} 的二维码",
    from: "来自 {name}",
    seeMenu: "查看菜单",
    notFound: "找不到该卡号对应的礼品卡。请检查后重试。",
    tooMany: "尝试的礼品卡卡号过多。请几分钟后再试。",
    mailSubject: "来自{business}的礼品卡",
    mailIntro: "{business}送您一张面值{amount}的礼品卡。付款时请出示下方的代码。",
    openCard: "打开您的礼品卡",
  },
  ar: {
    title: "بطاقة هدية",
    forName: "إلى {name}",
    balance: "الرصيد",
    ofInitial: "من أصل {initial}",
    active: "جاهزة للاستخدام",
    empty: "مستنفدة: لم يتبقَّ أي رصيد على هذه البطاقة.",
    yourCode: "رمزك",
    showCode: "اعرض هذا الرمز عند الدفع.",
    qrLabel: "رمز QR للرمز {code}",
    from: "من {name}",
    seeMenu: "عرض القائمة",
    notFound: "لم نعثر على بطاقة هدية بهذا الرمز. يرجى التحقق منه والمحاولة مرة أخرى.",
    tooMany: "تمت تجربة عدد كبير جدًا من رموز بطاقات الهدايا. يرجى المحاولة مرة أخرى بعد بضع دقائق.",
    mailSubject: "بطاقة هدية من {business}",
    mailIntro: "أهداك {business} بطاقة هدية بقيمة {amount}. أظهر الرمز أدناه عند الدفع.",
    openCard: "افتح بطاقتك",
  },
};

/** The page's words in a language; a regional tag reads its language, one we have no words for English. */
export function giftCardWords(lang: string | null | undefined): GiftCardWords {
  return GIFT_CARD_WORDS[wordedLanguage(lang)];
}
