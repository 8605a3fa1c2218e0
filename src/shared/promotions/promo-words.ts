import { type WordedLanguage, wordedLanguage } from "../common/worded-language.ts";

// A promo code's words in the guest page's eight languages: the checkout's field and the discount line (the
// cart's script, the confirmation, the pay page and the ticket read them), and why a code is refused (the
// server's PROMO_INVALID). Small enough to ride whole in the cart's script. `{amount}`: formatted money.

export interface PromoWords {
  promoCode: string;
  apply: string;
  remove: string;
  /** The summary's line: `{code}` is the code as the owner wrote it. */
  discount: string;
  checking: string;
  unknown: string;
  inactive: string;
  notStarted: string;
  ended: string;
  usedUp: string;
  /** `{amount}`: what the items still lack to reach the code's minimum. */
  belowMinimum: string;
  alreadyUsed: string;
  firstOrderOnly: string;
  needPhone: string;
}

export const PROMO_WORDS: Record<WordedLanguage, PromoWords> = {
  en: {
    promoCode: "Promo code",
    apply: "Apply",
    remove: "Remove",
    discount: "Discount ({code})",
    checking: "Checking the code…",
    unknown: "We do not know this promo code. Please check it.",
    inactive: "This promo code is not active right now.",
    notStarted: "This promo code cannot be used yet.",
    ended: "This promo code has ended.",
    usedUp: "This promo code has been used up.",
    belowMinimum: "Add {amount} more to use this code.",
    alreadyUsed: "You have already used this promo code.",
    firstOrderOnly: "This promo code is for a first order only.",
    needPhone: "Please enter your phone number to use this code.",
  },
  es: {
    promoCode: "Código promocional",
    apply: "Aplicar",
    remove: "Quitar",
    discount: "Descuento ({code})",
    checking: "Comprobando el código…",
    unknown: "No conocemos este código promocional. Compruébelo.",
    inactive: "Este código promocional no está activo ahora.",
    notStarted: "Este código promocional aún no se puede usar.",
    ended: "Este código promocional ha terminado.",
    usedUp: "Este código promocional ya se ha agotado.",
    belowMinimum: "Añada {amount} más para usar este código.",
    alreadyUsed: "Ya ha usado este código promocional.",
    firstOrderOnly: "Este código promocional es solo para un primer pedido.",
    needPhone: "Introduzca su número de teléfono para usar este código.",
  },
  fr: {
    promoCode: "Code promo",
    apply: "Appliquer",
    remove: "Retirer",
    discount: "Réduction ({code})",
    checking: "Vérification du code…",
    unknown: "Nous ne connaissons pas ce code promo. Veuillez le vérifier.",
    inactive: "Ce code promo n’est pas actif pour le moment.",
    notStarted: "Ce code promo ne peut pas encore être utilisé.",
    ended: "Ce code promo a expiré.",
    usedUp: "Ce code promo a déjà été entièrement utilisé.",
    belowMinimum: "Ajoutez encore {amount} pour utiliser ce code.",
    alreadyUsed: "Vous avez déjà utilisé ce code promo.",
    firstOrderOnly: "Ce code promo est réservé à une première commande.",
    needPhone: "Veuillez saisir votre numéro de téléphone pour utiliser ce code.",
  },
  de: {
    promoCode: "Aktionscode",
    apply: "Einlösen",
    remove: "Entfernen",
    discount: "Rabatt ({code})",
    checking: "Code wird geprüft…",
    unknown: "Diesen Aktionscode kennen wir nicht. Bitte prüfen Sie ihn.",
    inactive: "Dieser Aktionscode ist gerade nicht aktiv.",
    notStarted: "Dieser Aktionscode kann noch nicht verwendet werden.",
    ended: "Dieser Aktionscode ist abgelaufen.",
    usedUp: "Dieser Aktionscode ist bereits aufgebraucht.",
    belowMinimum: "Fügen Sie noch {amount} hinzu, um diesen Code zu nutzen.",
    alreadyUsed: "Sie haben diesen Aktionscode bereits verwendet.",
    firstOrderOnly: "Dieser Aktionscode gilt nur für eine erste Bestellung.",
    needPhone: "Bitte geben Sie Ihre Telefonnummer ein, um diesen Code zu nutzen.",
  },
  it: {
    promoCode: "Codice promozionale",
    apply: "Applica",
    remove: "Rimuovi",
    discount: "Sconto ({code})",
    checking: "Verifica del codice…",
    unknown: "Non conosciamo questo codice promozionale. Controllalo.",
    inactive: "Questo codice promozionale non è attivo al momento.",
    notStarted: "Questo codice promozionale non si può ancora usare.",
    ended: "Questo codice promozionale è scaduto.",
    usedUp: "Questo codice promozionale è esaurito.",
    belowMinimum: "Aggiungi ancora {amount} per usare questo codice.",
    alreadyUsed: "Hai già usato questo codice promozionale.",
    firstOrderOnly: "Questo codice promozionale vale solo per un primo ordine.",
    needPhone: "Inserisci il tuo numero di telefono per usare questo codice.",
  },
  pt: {
    promoCode: "Código promocional",
    apply: "Aplicar",
    remove: "Remover",
    discount: "Desconto ({code})",
    checking: "A verificar o código…",
    unknown: "Não conhecemos este código promocional. Verifique-o.",
    inactive: "Este código promocional não está ativo agora.",
    notStarted: "Este código promocional ainda não pode ser usado.",
    ended: "Este código promocional terminou.",
    usedUp: "Este código promocional já se esgotou.",
    belowMinimum: "Adicione mais {amount} para usar este código.",
    alreadyUsed: "Já usou este código promocional.",
    firstOrderOnly: "Este código promocional é só para um primeiro pedido.",
    needPhone: "Introduza o seu número de telefone para usar este código.",
  },
  zh: {
    promoCode: "优惠码",
    apply: "使用",
    remove: "移除",
    discount: "折扣（{code}）",
    checking: "正在核对优惠码…",
    unknown: "没有这个优惠码，请检查后重试。",
    inactive: "此优惠码目前未启用。",
    notStarted: "此优惠码尚未开始使用。",
    ended: "此优惠码已过期。",
    usedUp: "此优惠码已被用完。",
    belowMinimum: "再加 {amount} 即可使用此优惠码。",
    alreadyUsed: "您已经使用过此优惠码。",
    firstOrderOnly: "此优惠码仅限首次下单使用。",
    needPhone: "请输入您的电话号码以使用此优惠码。",
  },
  ar: {
    promoCode: "رمز العرض",
    apply: "تطبيق",
    remove: "إزالة",
    discount: "خصم ({code})",
    checking: "جارٍ التحقق من الرمز…",
    unknown: "لا نعرف رمز العرض هذا. يرجى التحقق منه.",
    inactive: "رمز العرض هذا غير مفعّل حاليًا.",
    notStarted: "لا يمكن استخدام رمز العرض هذا بعد.",
    ended: "انتهت صلاحية رمز العرض هذا.",
    usedUp: "نفدت استخدامات رمز العرض هذا.",
    belowMinimum: "أضف {amount} أخرى لاستخدام هذا الرمز.",
    alreadyUsed: "لقد استخدمت رمز العرض هذا من قبل.",
    firstOrderOnly: "رمز العرض هذا مخصص للطلب الأول فقط.",
    needPhone: "يرجى إدخال رقم هاتفك لاستخدام هذا الرمز.",
  },
};

export const promoWords = (lang: string | null | undefined): PromoWords => PROMO_WORDS[wordedLanguage(lang)];

/** Why a code does not apply: a key of `PromoWords`. */
export type PromoRefusal =
  | "unknown"
  | "inactive"
  | "notStarted"
  | "ended"
  | "usedUp"
  | "belowMinimum"
  | "alreadyUsed"
  | "firstOrderOnly"
  | "needPhone";
