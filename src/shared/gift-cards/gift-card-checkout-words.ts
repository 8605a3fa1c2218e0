import { type WordedLanguage, wordedLanguage } from "../common/worded-language.ts";

// A gift card's words at checkout, in the eight languages the guest page speaks: the code's field, the totals'
// lines, and why a code pays nothing. Apart from the card's page and mail words (gift-card-words.ts), so the
// guest's cart script carries only these. `{name}`-style holes are filled by `fill`.

export interface GiftCardCheckoutWords {
  /** A gift card, as a way to pay. */
  name: string;
  /** Checkout: the field for a card's code. */
  codeField: string;
  /** Checkout: the line of the totals the card pays; `{last4}` the code's last four characters. */
  paysLine: string;
  /** Checkout: what the guest still pays after the card, by the method they choose. */
  leftToPay: string;
  /** Checkout: under the field, `{amount}` what stays on the card after this order. */
  keeps: string;
  /** Checkout: the card pays for everything, so no other payment is asked for. */
  coversAll: string;
  /** Checkout: the card is spent (a card at zero). */
  spent: string;
  /** Checkout: the guest chose to pay by the card alone, but it holds less than the order. */
  notCovered: string;
}

export const GIFT_CARD_CHECKOUT_WORDS: Record<WordedLanguage, GiftCardCheckoutWords> = {
  en: {
    name: "Gift card",
    codeField: "Gift card code",
    paysLine: "Gift card ({last4})",
    leftToPay: "Left to pay",
    keeps: "Your card keeps {amount} after this order.",
    coversAll: "Your gift card pays for the whole order.",
    spent: "This gift card has nothing left on it.",
    notCovered: "Your gift card does not cover the whole order. Please choose how to pay the rest.",
  },
  es: {
    name: "Tarjeta regalo",
    codeField: "Código de la tarjeta regalo",
    paysLine: "Tarjeta regalo ({last4})",
    leftToPay: "Queda por pagar",
    keeps: "A tu tarjeta le quedarán {amount} después de este pedido.",
    coversAll: "Tu tarjeta regalo paga todo el pedido.",
    spent: "A esta tarjeta regalo no le queda saldo.",
    notCovered: "Tu tarjeta regalo no cubre todo el pedido. Elige cómo pagar el resto.",
  },
  fr: {
    name: "Carte cadeau",
    codeField: "Code de la carte cadeau",
    paysLine: "Carte cadeau ({last4})",
    leftToPay: "Reste à payer",
    keeps: "Il restera {amount} sur votre carte après cette commande.",
    coversAll: "Votre carte cadeau paie toute la commande.",
    spent: "Cette carte cadeau n’a plus de solde.",
    notCovered: "Votre carte cadeau ne couvre pas toute la commande. Choisissez comment payer le reste.",
  },
  de: {
    name: "Geschenkkarte",
    codeField: "Code der Geschenkkarte",
    paysLine: "Geschenkkarte ({last4})",
    leftToPay: "Noch zu zahlen",
    keeps: "Nach dieser Bestellung bleiben {amount} auf Ihrem Geschenkkarte.",
    coversAll: "Ihr Geschenkkarte bezahlt die ganze Bestellung.",
    spent: "Auf diesem Geschenkkarte ist kein Guthaben mehr.",
    notCovered:
      "Ihr Geschenkkarte deckt nicht die ganze Bestellung. Bitte wählen Sie, wie Sie den Rest bezahlen.",
  },
  it: {
    name: "Carta regalo",
    codeField: "Codice della carta regalo",
    paysLine: "Carta regalo ({last4})",
    leftToPay: "Resta da pagare",
    keeps: "Dopo questo ordine sulla tua carta resteranno {amount}.",
    coversAll: "La tua carta regalo paga tutto l’ordine.",
    spent: "Su questa carta regalo non è rimasto credito.",
    notCovered: "La tua carta regalo non copre tutto l’ordine. Scegli come pagare il resto.",
  },
  pt: {
    name: "Cartão de oferta",
    codeField: "Código do cartão de oferta",
    paysLine: "Cartão de oferta ({last4})",
    leftToPay: "Falta pagar",
    keeps: "Depois desta encomenda, o seu cartão fica com {amount}.",
    coversAll: "O seu cartão de oferta paga a encomenda toda.",
    spent: "Este cartão de oferta já não tem saldo.",
    notCovered: "O seu cartão de oferta não cobre a encomenda toda. Escolha como pagar o resto.",
  },
  zh: {
    name: "礼品卡",
    codeField: "礼品卡卡号",
    paysLine: "礼品卡（{last4}）",
    leftToPay: "还需支付",
    keeps: "本单之后，您的卡上还剩 {amount}。",
    coversAll: "您的礼品卡可支付整个订单。",
    spent: "此礼品卡已无余额。",
    notCovered: "您的礼品卡不足以支付整个订单。请选择如何支付余下的金额。",
  },
  ar: {
    name: "بطاقة هدية",
    codeField: "رمز بطاقة الهدية",
    paysLine: "بطاقة هدية ({last4})",
    leftToPay: "المتبقي للدفع",
    keeps: "سيبقى على بطاقتك {amount} بعد هذا الطلب.",
    coversAll: "تدفع بطاقة الهدية ثمن الطلب كله.",
    spent: "لم يتبقَّ أي رصيد على بطاقة الهدية هذه.",
    notCovered: "لا تغطي بطاقة الهدية الطلب كله. يُرجى اختيار طريقة دفع الباقي.",
  },
};

export const giftCardCheckoutWords = (lang: string | null | undefined): GiftCardCheckoutWords =>
  GIFT_CARD_CHECKOUT_WORDS[wordedLanguage(lang)];
