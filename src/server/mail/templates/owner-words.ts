import { type WordedLanguage, wordedLanguage } from "../../../shared/common/worded-language.ts";

// The words of the owner's mails about their orders (a new order, one nobody has accepted, a card payment not
// captured), in the same eight languages and the same shape as the guest's. The product does not know an
// owner's language yet, so their mails go in English; the English is the wording the docs and tests quote.
// `{number}`, `{business}`, `{type}`, `{total}`, `{table}`, `{address}`, `{time}`, `{minutes}`, `{who}` are
// filled.

export interface OwnerWords {
  newOrderSubject: string;
  newOrderHeadline: string;
  pickUp: string;
  delivery: string;
  table: string;
  /** How a table order is served: "Table 12". */
  atTable: string;
  deliveryTo: string;
  forTime: string;
  asSoonAsPossible: string;
  /** Before a guest's note, on a line or on the order; its lines are indented under it. */
  note: string;
  subtotal: string;
  discount: string;
  /** A loyalty reward's line; `{name}` the reward. */
  reward: string;
  deliveryFee: string;
  tip: string;
  total: string;
  /** Where the order's money stands when the mail goes out. */
  heldOnline: string;
  paidOnline: string;
  toPayOnline: string;
  paidCash: string;
  paidCard: string;
  /** The whole order paid by a gift card. */
  paidGiftCard: string;
  /** After the payment, the part a gift card paid: `{amount}`. */
  giftCardPart: string;
  toPayCash: string;
  toPayCardOnHandOver: string;
  openIt: string;
  stillWaitingSubject: string;
  stillWaitingHeadline: string;
  /** Who an unaccepted order is for, when the guest left no name. */
  forTable: string;
  aDelivery: string;
  aPickUp: string;
  stillWaitingWhy: string;
  acceptOnKitchen: string;
  paymentProblemSubject: string;
  paymentProblemHeadline: string;
}

const WORDS: Record<WordedLanguage, OwnerWords> = {
  en: {
    newOrderSubject: "New order #{number}: {type}, {total}",
    newOrderHeadline: "New order #{number} at {business}",
    pickUp: "Pick-up",
    delivery: "Delivery",
    table: "Table",
    atTable: "Table {table}",
    deliveryTo: "Delivery to {address}",
    forTime: "For {time}",
    asSoonAsPossible: "As soon as possible",
    note: "Note",
    subtotal: "Subtotal",
    discount: "Discount",
    reward: "Reward: {name}",
    deliveryFee: "Delivery",
    tip: "Tip",
    total: "Total",
    heldOnline: "held on the guest's card online, charged when you accept",
    paidOnline: "paid by card online",
    toPayOnline: "to pay by card online",
    paidCash: "paid in cash",
    paidCard: "paid by card",
    paidGiftCard: "paid by gift card",
    giftCardPart: "{amount} of it paid by gift card",
    toPayCash: "to pay in cash",
    toPayCardOnHandOver: "to pay by card on hand-over",
    openIt: "Open it",
    stillWaitingSubject: "Order #{number} is still waiting to be accepted",
    stillWaitingHeadline:
      "Order #{number} at {business} has waited {minutes} minutes and nobody has accepted it yet.",
    forTable: "table {table}",
    aDelivery: "a delivery",
    aPickUp: "a pick-up",
    stillWaitingWhy:
      "It is for {who}. The guest is waiting to hear that the kitchen has it, and an order paid by card online is turned down by itself if nobody accepts it in time.",
    acceptOnKitchen: "Accept it on the kitchen screen",
    paymentProblemSubject: "Order #{number}: the card payment has not been captured",
    paymentProblemHeadline: "Order #{number} at {business}",
  },
  es: {
    newOrderSubject: "Nuevo pedido #{number}: {type}, {total}",
    newOrderHeadline: "Nuevo pedido #{number} en {business}",
    pickUp: "Para recoger",
    delivery: "A domicilio",
    table: "Mesa",
    atTable: "Mesa {table}",
    deliveryTo: "Entrega en {address}",
    forTime: "Para {time}",
    asSoonAsPossible: "Lo antes posible",
    note: "Nota",
    subtotal: "Subtotal",
    discount: "Descuento",
    reward: "Recompensa: {name}",
    deliveryFee: "Envío",
    tip: "Propina",
    total: "Total",
    heldOnline: "retenido en la tarjeta del cliente en línea, se cobra al aceptarlo",
    paidOnline: "pagado con tarjeta en línea",
    toPayOnline: "por pagar con tarjeta en línea",
    paidCash: "pagado en efectivo",
    paidCard: "pagado con tarjeta",
    paidGiftCard: "pagado con tarjeta regalo",
    giftCardPart: "{amount} pagados con tarjeta regalo",
    toPayCash: "por pagar en efectivo",
    toPayCardOnHandOver: "por pagar con tarjeta en la entrega",
    openIt: "Ábralo",
    stillWaitingSubject: "El pedido #{number} sigue esperando que lo acepten",
    stillWaitingHeadline:
      "El pedido #{number} en {business} lleva {minutes} minutos esperando y nadie lo ha aceptado todavía.",
    forTable: "la mesa {table}",
    aDelivery: "un pedido a domicilio",
    aPickUp: "un pedido para recoger",
    stillWaitingWhy:
      "Es para {who}. El cliente espera saber que la cocina lo tiene, y un pedido pagado con tarjeta en línea se rechaza solo si nadie lo acepta a tiempo.",
    acceptOnKitchen: "Acéptelo en la pantalla de cocina",
    paymentProblemSubject: "Pedido #{number}: el pago con tarjeta no se ha cobrado",
    paymentProblemHeadline: "Pedido #{number} en {business}",
  },
  fr: {
    newOrderSubject: "Nouvelle commande n°{number} : {type}, {total}",
    newOrderHeadline: "Nouvelle commande n°{number} chez {business}",
    pickUp: "À emporter",
    delivery: "Livraison",
    table: "Table",
    atTable: "Table {table}",
    deliveryTo: "Livraison à {address}",
    forTime: "Pour {time}",
    asSoonAsPossible: "Dès que possible",
    note: "Note",
    subtotal: "Sous-total",
    discount: "Remise",
    reward: "Récompense : {name}",
    deliveryFee: "Livraison",
    tip: "Pourboire",
    total: "Total",
    heldOnline: "réservé sur la carte du client en ligne, débité quand vous acceptez",
    paidOnline: "payé par carte en ligne",
    toPayOnline: "à payer par carte en ligne",
    paidCash: "payé en espèces",
    paidCard: "payé par carte",
    paidGiftCard: "payé par carte cadeau",
    giftCardPart: "dont {amount} payés par carte cadeau",
    toPayCash: "à payer en espèces",
    toPayCardOnHandOver: "à payer par carte à la remise",
    openIt: "Ouvrez-la",
    stillWaitingSubject: "La commande n°{number} attend toujours d'être acceptée",
    stillWaitingHeadline:
      "La commande n°{number} chez {business} attend depuis {minutes} minutes et personne ne l'a encore acceptée.",
    forTable: "la table {table}",
    aDelivery: "une livraison",
    aPickUp: "une commande à emporter",
    stillWaitingWhy:
      "Elle est pour {who}. Le client attend de savoir que la cuisine l'a reçue, et une commande payée par carte en ligne est refusée d'elle-même si personne ne l'accepte à temps.",
    acceptOnKitchen: "Acceptez-la sur l'écran de la cuisine",
    paymentProblemSubject: "Commande n°{number} : le paiement par carte n'a pas été encaissé",
    paymentProblemHeadline: "Commande n°{number} chez {business}",
  },
  de: {
    newOrderSubject: "Neue Bestellung #{number}: {type}, {total}",
    newOrderHeadline: "Neue Bestellung #{number} bei {business}",
    pickUp: "Abholung",
    delivery: "Lieferung",
    table: "Tisch",
    atTable: "Tisch {table}",
    deliveryTo: "Lieferung an {address}",
    forTime: "Für {time}",
    asSoonAsPossible: "So bald wie möglich",
    note: "Notiz",
    subtotal: "Zwischensumme",
    discount: "Rabatt",
    reward: "Prämie: {name}",
    deliveryFee: "Lieferung",
    tip: "Trinkgeld",
    total: "Gesamt",
    heldOnline: "online auf der Karte des Gastes reserviert, belastet, wenn Sie annehmen",
    paidOnline: "online mit Karte bezahlt",
    toPayOnline: "online mit Karte zu zahlen",
    paidCash: "bar bezahlt",
    paidCard: "mit Karte bezahlt",
    paidGiftCard: "mit Gutschein bezahlt",
    giftCardPart: "davon {amount} mit Gutschein bezahlt",
    toPayCash: "bar zu zahlen",
    toPayCardOnHandOver: "bei Übergabe mit Karte zu zahlen",
    openIt: "Öffnen",
    stillWaitingSubject: "Bestellung #{number} wartet noch auf Annahme",
    stillWaitingHeadline:
      "Bestellung #{number} bei {business} wartet seit {minutes} Minuten und niemand hat sie bisher angenommen.",
    forTable: "Tisch {table}",
    aDelivery: "eine Lieferung",
    aPickUp: "eine Abholung",
    stillWaitingWhy:
      "Sie ist für {who}. Der Gast wartet darauf zu hören, dass die Küche sie hat, und eine online mit Karte bezahlte Bestellung wird von selbst abgelehnt, wenn niemand sie rechtzeitig annimmt.",
    acceptOnKitchen: "Nehmen Sie sie auf dem Küchenbildschirm an",
    paymentProblemSubject: "Bestellung #{number}: die Kartenzahlung wurde nicht eingezogen",
    paymentProblemHeadline: "Bestellung #{number} bei {business}",
  },
  it: {
    newOrderSubject: "Nuovo ordine n. {number}: {type}, {total}",
    newOrderHeadline: "Nuovo ordine n. {number} da {business}",
    pickUp: "Da ritirare",
    delivery: "Consegna",
    table: "Tavolo",
    atTable: "Tavolo {table}",
    deliveryTo: "Consegna a {address}",
    forTime: "Per {time}",
    asSoonAsPossible: "Il prima possibile",
    note: "Nota",
    subtotal: "Subtotale",
    discount: "Sconto",
    reward: "Premio: {name}",
    deliveryFee: "Consegna",
    tip: "Mancia",
    total: "Totale",
    heldOnline: "bloccato sulla carta del cliente online, addebitato quando accetti",
    paidOnline: "pagato con carta online",
    toPayOnline: "da pagare con carta online",
    paidCash: "pagato in contanti",
    paidCard: "pagato con carta",
    paidGiftCard: "pagato con carta regalo",
    giftCardPart: "di cui {amount} pagati con carta regalo",
    toPayCash: "da pagare in contanti",
    toPayCardOnHandOver: "da pagare con carta alla consegna",
    openIt: "Aprilo",
    stillWaitingSubject: "L'ordine n. {number} aspetta ancora di essere accettato",
    stillWaitingHeadline:
      "L'ordine n. {number} da {business} aspetta da {minutes} minuti e nessuno l'ha ancora accettato.",
    forTable: "il tavolo {table}",
    aDelivery: "una consegna",
    aPickUp: "un ritiro",
    stillWaitingWhy:
      "È per {who}. Il cliente aspetta di sapere che la cucina l'ha ricevuto, e un ordine pagato con carta online viene rifiutato da solo se nessuno lo accetta in tempo.",
    acceptOnKitchen: "Accettalo sullo schermo della cucina",
    paymentProblemSubject: "Ordine n. {number}: il pagamento con carta non è stato incassato",
    paymentProblemHeadline: "Ordine n. {number} da {business}",
  },
  pt: {
    newOrderSubject: "Novo pedido #{number}: {type}, {total}",
    newOrderHeadline: "Novo pedido #{number} em {business}",
    pickUp: "Para retirar",
    delivery: "Entrega",
    table: "Mesa",
    atTable: "Mesa {table}",
    deliveryTo: "Entrega em {address}",
    forTime: "Para {time}",
    asSoonAsPossible: "O mais rápido possível",
    note: "Nota",
    subtotal: "Subtotal",
    discount: "Desconto",
    reward: "Recompensa: {name}",
    deliveryFee: "Entrega",
    tip: "Gorjeta",
    total: "Total",
    heldOnline: "reservado no cartão do cliente online, cobrado quando você aceitar",
    paidOnline: "pago com cartão online",
    toPayOnline: "a pagar com cartão online",
    paidCash: "pago em dinheiro",
    paidCard: "pago com cartão",
    paidGiftCard: "pago com cartão de oferta",
    giftCardPart: "{amount} pagos com cartão de oferta",
    toPayCash: "a pagar em dinheiro",
    toPayCardOnHandOver: "a pagar com cartão na entrega",
    openIt: "Abra-o",
    stillWaitingSubject: "O pedido #{number} ainda espera ser aceito",
    stillWaitingHeadline:
      "O pedido #{number} em {business} espera há {minutes} minutos e ninguém o aceitou ainda.",
    forTable: "a mesa {table}",
    aDelivery: "uma entrega",
    aPickUp: "uma retirada",
    stillWaitingWhy:
      "É para {who}. O cliente espera saber que a cozinha o recebeu, e um pedido pago com cartão online é recusado sozinho se ninguém o aceitar a tempo.",
    acceptOnKitchen: "Aceite-o na tela da cozinha",
    paymentProblemSubject: "Pedido #{number}: o pagamento com cartão não foi cobrado",
    paymentProblemHeadline: "Pedido #{number} em {business}",
  },
  zh: {
    newOrderSubject: "新订单 #{number}：{type}，{total}",
    newOrderHeadline: "{business} 的新订单 #{number}",
    pickUp: "自取",
    delivery: "外送",
    table: "堂食",
    atTable: "{table} 号桌",
    deliveryTo: "送至 {address}",
    forTime: "预订 {time}",
    asSoonAsPossible: "尽快",
    note: "备注",
    subtotal: "小计",
    discount: "折扣",
    reward: "奖励：{name}",
    deliveryFee: "配送费",
    tip: "小费",
    total: "合计",
    heldOnline: "已在顾客的银行卡上在线预授权，您接单时扣款",
    paidOnline: "已在线刷卡支付",
    toPayOnline: "待在线刷卡支付",
    paidCash: "已现金支付",
    paidCard: "已刷卡支付",
    paidGiftCard: "已用礼品卡支付",
    giftCardPart: "其中 {amount} 已用礼品卡支付",
    toPayCash: "待现金支付",
    toPayCardOnHandOver: "交付时刷卡支付",
    openIt: "打开订单",
    stillWaitingSubject: "订单 #{number} 仍在等待接单",
    stillWaitingHeadline: "{business} 的订单 #{number} 已等待 {minutes} 分钟，仍无人接单。",
    forTable: "{table} 号桌",
    aDelivery: "一份外送订单",
    aPickUp: "一份自取订单",
    stillWaitingWhy:
      "这是 {who} 的订单。顾客在等待厨房确认收到；在线刷卡支付的订单如无人及时接单，将被自动拒绝。",
    acceptOnKitchen: "在厨房屏幕上接单",
    paymentProblemSubject: "订单 #{number}：银行卡付款未能扣款",
    paymentProblemHeadline: "{business} 的订单 #{number}",
  },
  ar: {
    newOrderSubject: "طلب جديد #{number}: {type}، {total}",
    newOrderHeadline: "طلب جديد #{number} في {business}",
    pickUp: "استلام",
    delivery: "توصيل",
    table: "طاولة",
    atTable: "الطاولة {table}",
    deliveryTo: "توصيل إلى {address}",
    forTime: "لموعد {time}",
    asSoonAsPossible: "في أقرب وقت ممكن",
    note: "ملاحظة",
    subtotal: "المجموع الفرعي",
    discount: "خصم",
    reward: "المكافأة: {name}",
    deliveryFee: "التوصيل",
    tip: "إكرامية",
    total: "الإجمالي",
    heldOnline: "محجوز على بطاقة الضيف عبر الإنترنت، ويُخصم عند قبولك",
    paidOnline: "مدفوع بالبطاقة عبر الإنترنت",
    toPayOnline: "يُدفع بالبطاقة عبر الإنترنت",
    paidCash: "مدفوع نقدًا",
    paidCard: "مدفوع بالبطاقة",
    paidGiftCard: "مدفوع ببطاقة هدية",
    giftCardPart: "منها {amount} مدفوعة ببطاقة هدية",
    toPayCash: "يُدفع نقدًا",
    toPayCardOnHandOver: "يُدفع بالبطاقة عند التسليم",
    openIt: "افتحه",
    stillWaitingSubject: "الطلب #{number} ما زال ينتظر القبول",
    stillWaitingHeadline: "الطلب #{number} في {business} ينتظر منذ {minutes} دقيقة ولم يقبله أحد بعد.",
    forTable: "الطاولة {table}",
    aDelivery: "طلب توصيل",
    aPickUp: "طلب استلام",
    stillWaitingWhy:
      "إنه لـ{who}. الضيف ينتظر أن يعرف أن المطبخ استلمه، والطلب المدفوع بالبطاقة عبر الإنترنت يُرفض تلقائيًا إذا لم يقبله أحد في الوقت المناسب.",
    acceptOnKitchen: "اقبله على شاشة المطبخ",
    paymentProblemSubject: "الطلب #{number}: لم يتم تحصيل الدفع بالبطاقة",
    paymentProblemHeadline: "الطلب #{number} في {business}",
  },
};

export const ownerWords = (lang: string | null | undefined): OwnerWords => WORDS[wordedLanguage(lang)];

/** The language of an owner's mails: the product keeps none for an owner yet (the dashboard is in English). */
export const OWNER_LANGUAGE = "en";
