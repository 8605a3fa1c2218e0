// The card-payment page's words (/pay/{orderId}) in the guest page's eight languages.
// The server renders the page in the order's language and hands its script the few sentences it writes itself
// (data attributes), so the script carries no words. What it shares with the confirmation page (the order's
// number, its totals) reads in the ordering words (order-words.ts). `{amount}`-style holes are filled by `fill`.

import { type WordedLanguage, wordedLanguage } from "../../common/worded-language.ts";

export interface PayWords {
  delivery: string;
  payTitle: string;
  confirmingTitle: string;
  confirmingText: string;
  declinedTitle: string;
  cancelledTitle: string;
  refunded: string;
  notCharged: string;
  authorizedTitle: string;
  authorizedText: string;
  paidTitle: string;
  paidText: string;
  inPersonTitle: string;
  inPersonText: string;
  follow: string;
  loadingForm: string;
  payAmount: string;
  or: string;
  inPersonPickUp: string;
  inPersonTable: string;
  inPersonDelivery: string;
  noScript: string;
  unavailable: string;
  stripeNote: string;
  // written by the page's script
  failed: string;
  noForm: string;
  tryAnother: string;
  tryAnotherOrInPerson: string;
}

const EN: PayWords = {
  delivery: "Delivery",
  payTitle: "Pay by card",
  confirmingTitle: "Confirming your payment…",
  confirmingText: "This takes a moment.",
  declinedTitle: "Your order was declined",
  cancelledTitle: "Your order was cancelled",
  refunded: "{amount} was refunded to your card.",
  notCharged: "Your card was not charged.",
  authorizedTitle: "Payment authorized",
  authorizedText: "{amount} is held on your card and charged when the restaurant accepts your order.",
  paidTitle: "Paid",
  paidText: "{amount} was charged to your card. Your order is accepted.",
  inPersonTitle: "You pay in person",
  inPersonText: "This order is paid when it is handed over.",
  follow: "Follow your order",
  loadingForm: "Loading the secure card form…",
  payAmount: "Pay {amount}",
  or: "or",
  inPersonPickUp: "Pay at pick-up instead",
  inPersonTable: "Pay at the table instead",
  inPersonDelivery: "Pay on delivery instead",
  noScript: "Paying by card needs JavaScript in your browser.",
  unavailable: "Online card payment is not available right now.",
  stripeNote: "Card payments are processed by Stripe. Your card details never reach this site.",
  failed: "Something went wrong. Please try again.",
  noForm: "The card form could not load. Please check your connection and reload.",
  tryAnother: "Please try another card.",
  tryAnotherOrInPerson: "Try another card, or pay in person.",
};

const ES: PayWords = {
  delivery: "Envío",
  payTitle: "Pagar con tarjeta",
  confirmingTitle: "Confirmando su pago…",
  confirmingText: "Esto tarda un momento.",
  declinedTitle: "Su pedido fue rechazado",
  cancelledTitle: "Su pedido fue cancelado",
  refunded: "Se le han devuelto {amount} a su tarjeta.",
  notCharged: "No se ha cobrado nada en su tarjeta.",
  authorizedTitle: "Pago autorizado",
  authorizedText:
    "{amount} quedan retenidos en su tarjeta y se cobran cuando el restaurante acepte su pedido.",
  paidTitle: "Pagado",
  paidText: "Se han cobrado {amount} en su tarjeta. Su pedido está aceptado.",
  inPersonTitle: "Pagará en persona",
  inPersonText: "Este pedido se paga en la entrega.",
  follow: "Seguir su pedido",
  loadingForm: "Cargando el formulario seguro de la tarjeta…",
  payAmount: "Pagar {amount}",
  or: "o",
  inPersonPickUp: "Pagar al recoger",
  inPersonTable: "Pagar en la mesa",
  inPersonDelivery: "Pagar en la entrega",
  noScript: "Para pagar con tarjeta hace falta JavaScript en su navegador.",
  unavailable: "El pago con tarjeta en línea no está disponible en este momento.",
  stripeNote: "Los pagos con tarjeta los procesa Stripe. Los datos de su tarjeta nunca llegan a este sitio.",
  failed: "Algo salió mal. Inténtelo de nuevo.",
  noForm: "No se pudo cargar el formulario de la tarjeta. Compruebe su conexión y vuelva a cargar la página.",
  tryAnother: "Pruebe con otra tarjeta.",
  tryAnotherOrInPerson: "Pruebe con otra tarjeta o pague en persona.",
};

const FR: PayWords = {
  delivery: "Livraison",
  payTitle: "Payer par carte",
  confirmingTitle: "Confirmation de votre paiement…",
  confirmingText: "Cela prend un instant.",
  declinedTitle: "Votre commande a été refusée",
  cancelledTitle: "Votre commande a été annulée",
  refunded: "{amount} ont été remboursés sur votre carte.",
  notCharged: "Votre carte n’a pas été débitée.",
  authorizedTitle: "Paiement autorisé",
  authorizedText:
    "{amount} sont réservés sur votre carte et débités quand le restaurant accepte votre commande.",
  paidTitle: "Payé",
  paidText: "{amount} ont été débités de votre carte. Votre commande est acceptée.",
  inPersonTitle: "Vous payez sur place",
  inPersonText: "Cette commande se paie à la remise.",
  follow: "Suivre votre commande",
  loadingForm: "Chargement du formulaire de carte sécurisé…",
  payAmount: "Payer {amount}",
  or: "ou",
  inPersonPickUp: "Payer au retrait",
  inPersonTable: "Payer à table",
  inPersonDelivery: "Payer à la livraison",
  noScript: "Le paiement par carte nécessite JavaScript dans votre navigateur.",
  unavailable: "Le paiement par carte en ligne n’est pas disponible pour le moment.",
  stripeNote:
    "Les paiements par carte sont traités par Stripe. Les données de votre carte ne parviennent jamais à ce site.",
  failed: "Une erreur est survenue. Veuillez réessayer.",
  noForm: "Le formulaire de carte n’a pas pu se charger. Vérifiez votre connexion et rechargez la page.",
  tryAnother: "Veuillez essayer une autre carte.",
  tryAnotherOrInPerson: "Essayez une autre carte, ou payez sur place.",
};

const DE: PayWords = {
  delivery: "Lieferung",
  payTitle: "Mit Karte bezahlen",
  confirmingTitle: "Ihre Zahlung wird bestätigt …",
  confirmingText: "Das dauert einen Moment.",
  declinedTitle: "Ihre Bestellung wurde abgelehnt",
  cancelledTitle: "Ihre Bestellung wurde storniert",
  refunded: "{amount} wurden Ihrer Karte erstattet.",
  notCharged: "Ihre Karte wurde nicht belastet.",
  authorizedTitle: "Zahlung autorisiert",
  authorizedText:
    "{amount} sind auf Ihrer Karte reserviert und werden abgebucht, sobald das Restaurant Ihre Bestellung annimmt.",
  paidTitle: "Bezahlt",
  paidText: "{amount} wurden von Ihrer Karte abgebucht. Ihre Bestellung ist angenommen.",
  inPersonTitle: "Sie bezahlen vor Ort",
  inPersonText: "Diese Bestellung wird bei der Übergabe bezahlt.",
  follow: "Bestellung verfolgen",
  loadingForm: "Das sichere Kartenformular wird geladen …",
  payAmount: "{amount} bezahlen",
  or: "oder",
  inPersonPickUp: "Stattdessen bei Abholung bezahlen",
  inPersonTable: "Stattdessen am Tisch bezahlen",
  inPersonDelivery: "Stattdessen bei Lieferung bezahlen",
  noScript: "Zum Bezahlen mit Karte braucht Ihr Browser JavaScript.",
  unavailable: "Online-Kartenzahlung ist gerade nicht möglich.",
  stripeNote: "Kartenzahlungen werden von Stripe abgewickelt. Ihre Kartendaten erreichen diese Website nie.",
  failed: "Etwas ist schiefgegangen. Bitte versuchen Sie es noch einmal.",
  noForm:
    "Das Kartenformular konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und laden Sie die Seite neu.",
  tryAnother: "Bitte versuchen Sie eine andere Karte.",
  tryAnotherOrInPerson: "Versuchen Sie eine andere Karte oder bezahlen Sie vor Ort.",
};

const IT: PayWords = {
  delivery: "Consegna",
  payTitle: "Paga con carta",
  confirmingTitle: "Conferma del pagamento in corso…",
  confirmingText: "Ci vuole un momento.",
  declinedTitle: "Il tuo ordine è stato rifiutato",
  cancelledTitle: "Il tuo ordine è stato annullato",
  refunded: "{amount} sono stati rimborsati sulla tua carta.",
  notCharged: "Non è stato addebitato nulla sulla tua carta.",
  authorizedTitle: "Pagamento autorizzato",
  authorizedText:
    "{amount} sono bloccati sulla tua carta e addebitati quando il ristorante accetta l’ordine.",
  paidTitle: "Pagato",
  paidText: "{amount} sono stati addebitati sulla tua carta. Il tuo ordine è accettato.",
  inPersonTitle: "Paga di persona",
  inPersonText: "Questo ordine si paga alla consegna.",
  follow: "Segui il tuo ordine",
  loadingForm: "Caricamento del modulo sicuro della carta…",
  payAmount: "Paga {amount}",
  or: "oppure",
  inPersonPickUp: "Paga al ritiro",
  inPersonTable: "Paga al tavolo",
  inPersonDelivery: "Paga alla consegna",
  noScript: "Per pagare con carta serve JavaScript nel browser.",
  unavailable: "Il pagamento con carta online non è disponibile al momento.",
  stripeNote:
    "I pagamenti con carta sono gestiti da Stripe. I dati della tua carta non arrivano mai a questo sito.",
  failed: "Qualcosa è andato storto. Riprova.",
  noForm:
    "Non è stato possibile caricare il modulo della carta. Controlla la connessione e ricarica la pagina.",
  tryAnother: "Prova con un’altra carta.",
  tryAnotherOrInPerson: "Prova con un’altra carta oppure paga di persona.",
};

const PT: PayWords = {
  delivery: "Entrega",
  payTitle: "Pagar com cartão",
  confirmingTitle: "A confirmar o seu pagamento…",
  confirmingText: "Isto demora um momento.",
  declinedTitle: "A sua encomenda foi recusada",
  cancelledTitle: "A sua encomenda foi cancelada",
  refunded: "Foram reembolsados {amount} no seu cartão.",
  notCharged: "O seu cartão não foi cobrado.",
  authorizedTitle: "Pagamento autorizado",
  authorizedText:
    "{amount} ficam cativos no seu cartão e são cobrados quando o restaurante aceitar a encomenda.",
  paidTitle: "Pago",
  paidText: "Foram cobrados {amount} no seu cartão. A sua encomenda está aceite.",
  inPersonTitle: "Paga pessoalmente",
  inPersonText: "Esta encomenda é paga na entrega.",
  follow: "Acompanhar a encomenda",
  loadingForm: "A carregar o formulário seguro do cartão…",
  payAmount: "Pagar {amount}",
  or: "ou",
  inPersonPickUp: "Pagar no levantamento",
  inPersonTable: "Pagar à mesa",
  inPersonDelivery: "Pagar na entrega",
  noScript: "Para pagar com cartão, o seu navegador precisa de JavaScript.",
  unavailable: "O pagamento com cartão online não está disponível neste momento.",
  stripeNote:
    "Os pagamentos com cartão são processados pela Stripe. Os dados do seu cartão nunca chegam a este site.",
  failed: "Algo correu mal. Tente novamente.",
  noForm: "Não foi possível carregar o formulário do cartão. Verifique a ligação e recarregue a página.",
  tryAnother: "Experimente outro cartão.",
  tryAnotherOrInPerson: "Experimente outro cartão ou pague pessoalmente.",
};

const ZH: PayWords = {
  delivery: "配送费",
  payTitle: "刷卡支付",
  confirmingTitle: "正在确认您的付款…",
  confirmingText: "请稍候。",
  declinedTitle: "您的订单被拒绝",
  cancelledTitle: "您的订单已取消",
  refunded: "{amount} 已退回您的银行卡。",
  notCharged: "您的银行卡未被扣款。",
  authorizedTitle: "付款已授权",
  authorizedText: "{amount} 已在您的银行卡上冻结，餐厅接单后扣款。",
  paidTitle: "已付款",
  paidText: "已从您的银行卡扣款 {amount}。您的订单已被接受。",
  inPersonTitle: "当面付款",
  inPersonText: "此订单在交付时付款。",
  follow: "跟踪您的订单",
  loadingForm: "正在加载安全的银行卡表单…",
  payAmount: "支付 {amount}",
  or: "或",
  inPersonPickUp: "改为取餐时付款",
  inPersonTable: "改为在餐桌付款",
  inPersonDelivery: "改为货到付款",
  noScript: "刷卡支付需要浏览器启用 JavaScript。",
  unavailable: "目前无法在线刷卡支付。",
  stripeNote: "银行卡付款由 Stripe 处理。您的卡信息不会经过本网站。",
  failed: "出了点问题，请重试。",
  noForm: "银行卡表单无法加载。请检查网络连接后刷新页面。",
  tryAnother: "请换一张卡试试。",
  tryAnotherOrInPerson: "请换一张卡，或改为当面付款。",
};

const AR: PayWords = {
  delivery: "التوصيل",
  payTitle: "الدفع بالبطاقة",
  confirmingTitle: "جارٍ تأكيد الدفع…",
  confirmingText: "يستغرق ذلك لحظة.",
  declinedTitle: "تم رفض طلبك",
  cancelledTitle: "تم إلغاء طلبك",
  refunded: "تمت إعادة {amount} إلى بطاقتك.",
  notCharged: "لم يتم خصم أي مبلغ من بطاقتك.",
  authorizedTitle: "تمت الموافقة على الدفع",
  authorizedText: "تم حجز {amount} على بطاقتك، ويُخصم عندما يقبل المطعم طلبك.",
  paidTitle: "مدفوع",
  paidText: "تم خصم {amount} من بطاقتك. تم قبول طلبك.",
  inPersonTitle: "تدفع عند الاستلام",
  inPersonText: "يُدفع هذا الطلب عند تسليمه.",
  follow: "تابع طلبك",
  loadingForm: "جارٍ تحميل نموذج البطاقة الآمن…",
  payAmount: "ادفع {amount}",
  or: "أو",
  inPersonPickUp: "ادفع عند الاستلام بدلًا من ذلك",
  inPersonTable: "ادفع على الطاولة بدلًا من ذلك",
  inPersonDelivery: "ادفع عند التوصيل بدلًا من ذلك",
  noScript: "يتطلب الدفع بالبطاقة تفعيل JavaScript في متصفحك.",
  unavailable: "الدفع بالبطاقة عبر الإنترنت غير متاح الآن.",
  stripeNote: "تعالج Stripe مدفوعات البطاقات. لا تصل بيانات بطاقتك إلى هذا الموقع أبدًا.",
  failed: "حدث خطأ ما. يُرجى المحاولة مرة أخرى.",
  noForm: "تعذّر تحميل نموذج البطاقة. تحقق من اتصالك ثم أعد تحميل الصفحة.",
  tryAnother: "يُرجى تجربة بطاقة أخرى.",
  tryAnotherOrInPerson: "جرّب بطاقة أخرى، أو ادفع عند الاستلام.",
};

/** By language: the eight the guest page has words for (worded-language.ts). */
export const PAY_WORDS: Record<WordedLanguage, PayWords> = {
  en: EN,
  es: ES,
  fr: FR,
  de: DE,
  it: IT,
  pt: PT,
  zh: ZH,
  ar: AR,
};

/** The pay page's words in `lang` ("pt-BR" reads Portuguese), else English. */
export const payWords = (lang: string | null | undefined): PayWords => PAY_WORDS[wordedLanguage(lang)];
