import { type WordedLanguage, wordedLanguage } from "../../../shared/common/worded-language.ts";

// The few words the guest's mails say beyond the order page's own (order-words/*.ts gives the status, the
// times, the payment and the totals), in the guest page's eight languages. `{number}`, `{amount}` are filled.

export interface NoticeWords {
  received: string;
  /** The received order's sentence: the order page's own says the page updates itself, which a mail does not. */
  waiting: string;
  accepted: string;
  readyPickUp: string;
  readyTable: string;
  /** A delivery marked ready is at the pass, waiting for its driver. */
  readyDelivery: string;
  /** A delivery handed to the driver. */
  onItsWay: string;
  rejected: string;
  cancelled: string;
  refunded: string;
  follow: string;
  howToPay: string;
  /** Why the mail came: the guest asked for it at checkout. */
  why: string;
  /** Above the restaurant's address in a pick-up order's mail. */
  pickUpAt: string;
  /** The link that opens the address in the guest's maps. */
  directions: string;
  /** A refund's rows under the total: what came back to the card, and what stays paid. */
  refundedRow: string;
  remainsPaid: string;
}

const WORDS: Record<WordedLanguage, NoticeWords> = {
  en: {
    received: "We got your order #{number}",
    waiting: "Waiting for the restaurant to accept it; we will write again when it does.",
    accepted: "Order #{number} accepted",
    readyPickUp: "Order #{number} is ready for pick-up",
    readyTable: "Order #{number} is ready",
    readyDelivery: "Order #{number} is ready and waiting for the driver",
    onItsWay: "Order #{number} is on its way",
    rejected: "Order #{number} could not be taken",
    cancelled: "Order #{number} was cancelled",
    refunded: "{amount} refunded for order #{number}",
    follow: "Follow your order",
    howToPay: "How to pay",
    why: "You get this mail because you asked for updates about your order.",
    pickUpAt: "Pick up at",
    directions: "Get directions",
    refundedRow: "Refunded",
    remainsPaid: "Remains paid",
  },
  es: {
    received: "Hemos recibido su pedido n.º {number}",
    waiting: "Esperando a que el restaurante lo acepte; le escribiremos de nuevo cuando lo haga.",
    accepted: "Pedido n.º {number} aceptado",
    readyPickUp: "El pedido n.º {number} está listo para recoger",
    readyTable: "El pedido n.º {number} está listo",
    readyDelivery: "El pedido n.º {number} está listo y espera al repartidor",
    onItsWay: "El pedido n.º {number} va en camino",
    rejected: "No se pudo aceptar el pedido n.º {number}",
    cancelled: "El pedido n.º {number} fue cancelado",
    refunded: "{amount} reembolsados del pedido n.º {number}",
    follow: "Seguir su pedido",
    howToPay: "Cómo pagar",
    why: "Recibe este correo porque pidió novedades sobre su pedido.",
    pickUpAt: "Recójalo en",
    directions: "Cómo llegar",
    refundedRow: "Reembolsado",
    remainsPaid: "Sigue pagado",
  },
  fr: {
    received: "Nous avons reçu votre commande n° {number}",
    waiting: "En attente de l’acceptation du restaurant ; nous vous écrirons dès qu’il l’aura acceptée.",
    accepted: "Commande n° {number} acceptée",
    readyPickUp: "La commande n° {number} est prête à emporter",
    readyTable: "La commande n° {number} est prête",
    readyDelivery: "La commande n° {number} est prête et attend le livreur",
    onItsWay: "La commande n° {number} est en route",
    rejected: "La commande n° {number} n'a pas pu être acceptée",
    cancelled: "La commande n° {number} a été annulée",
    refunded: "{amount} remboursés pour la commande n° {number}",
    follow: "Suivre votre commande",
    howToPay: "Paiement",
    why: "Vous recevez ce message car vous avez demandé des nouvelles de votre commande.",
    pickUpAt: "À retirer à",
    directions: "Itinéraire",
    refundedRow: "Remboursé",
    remainsPaid: "Reste payé",
  },
  de: {
    received: "Wir haben Ihre Bestellung Nr. {number} erhalten",
    waiting: "Das Restaurant muss sie noch annehmen; wir schreiben Ihnen, sobald es das tut.",
    accepted: "Bestellung Nr. {number} angenommen",
    readyPickUp: "Bestellung Nr. {number} ist abholbereit",
    readyTable: "Bestellung Nr. {number} ist fertig",
    readyDelivery: "Bestellung Nr. {number} ist fertig und wartet auf den Fahrer",
    onItsWay: "Bestellung Nr. {number} ist unterwegs",
    rejected: "Bestellung Nr. {number} konnte nicht angenommen werden",
    cancelled: "Bestellung Nr. {number} wurde storniert",
    refunded: "{amount} für Bestellung Nr. {number} erstattet",
    follow: "Bestellung verfolgen",
    howToPay: "Bezahlung",
    why: "Sie erhalten diese E-Mail, weil Sie Neuigkeiten zu Ihrer Bestellung angefordert haben.",
    pickUpAt: "Abholung bei",
    directions: "Route anzeigen",
    refundedRow: "Erstattet",
    remainsPaid: "Bleibt bezahlt",
  },
  it: {
    received: "Abbiamo ricevuto il tuo ordine n. {number}",
    waiting: "In attesa che il ristorante lo accetti; ti scriveremo di nuovo quando lo farà.",
    accepted: "Ordine n. {number} accettato",
    readyPickUp: "L'ordine n. {number} è pronto per il ritiro",
    readyTable: "L'ordine n. {number} è pronto",
    readyDelivery: "L'ordine n. {number} è pronto e aspetta il fattorino",
    onItsWay: "L'ordine n. {number} è in arrivo",
    rejected: "Non è stato possibile accettare l'ordine n. {number}",
    cancelled: "L'ordine n. {number} è stato annullato",
    refunded: "{amount} rimborsati per l'ordine n. {number}",
    follow: "Segui il tuo ordine",
    howToPay: "Come pagare",
    why: "Ricevi questa email perché hai chiesto aggiornamenti sul tuo ordine.",
    pickUpAt: "Ritira presso",
    directions: "Indicazioni stradali",
    refundedRow: "Rimborsato",
    remainsPaid: "Resta pagato",
  },
  pt: {
    received: "Recebemos a sua encomenda n.º {number}",
    waiting: "A aguardar que o restaurante a aceite; voltaremos a escrever-lhe quando o fizer.",
    accepted: "Encomenda n.º {number} aceite",
    readyPickUp: "A encomenda n.º {number} está pronta para levantar",
    readyTable: "A encomenda n.º {number} está pronta",
    readyDelivery: "A encomenda n.º {number} está pronta e à espera do estafeta",
    onItsWay: "A encomenda n.º {number} está a caminho",
    rejected: "Não foi possível aceitar a encomenda n.º {number}",
    cancelled: "A encomenda n.º {number} foi cancelada",
    refunded: "{amount} reembolsados da encomenda n.º {number}",
    follow: "Acompanhar a encomenda",
    howToPay: "Como pagar",
    why: "Recebe este e-mail porque pediu notícias sobre a sua encomenda.",
    pickUpAt: "Levante em",
    directions: "Como chegar",
    refundedRow: "Reembolsado",
    remainsPaid: "Continua pago",
  },
  zh: {
    received: "我们已收到您的订单 #{number}",
    waiting: "等待餐厅接单；接单后我们会再通知您。",
    accepted: "订单 #{number} 已接受",
    readyPickUp: "订单 #{number} 已可取餐",
    readyTable: "订单 #{number} 已准备好",
    readyDelivery: "订单 #{number} 已备好，正在等待骑手取餐",
    onItsWay: "订单 #{number} 正在配送途中",
    rejected: "订单 #{number} 未能接受",
    cancelled: "订单 #{number} 已取消",
    refunded: "订单 #{number} 已退款 {amount}",
    follow: "查看订单进度",
    howToPay: "付款方式",
    why: "您收到此邮件，是因为您要求接收订单动态。",
    pickUpAt: "取餐地址",
    directions: "查看路线",
    refundedRow: "已退款",
    remainsPaid: "实付金额",
  },
  ar: {
    received: "تلقّينا طلبك رقم {number}",
    waiting: "بانتظار قبول المطعم له؛ سنراسلك مجددًا عند قبوله.",
    accepted: "تم قبول الطلب رقم {number}",
    readyPickUp: "الطلب رقم {number} جاهز للاستلام",
    readyTable: "الطلب رقم {number} جاهز",
    readyDelivery: "الطلب رقم {number} جاهز وبانتظار السائق",
    onItsWay: "الطلب رقم {number} في الطريق إليك",
    rejected: "تعذّر قبول الطلب رقم {number}",
    cancelled: "تم إلغاء الطلب رقم {number}",
    refunded: "تم استرداد {amount} للطلب رقم {number}",
    follow: "تابع طلبك",
    howToPay: "طريقة الدفع",
    why: "تصلك هذه الرسالة لأنك طلبت أخبار طلبك.",
    pickUpAt: "الاستلام من",
    directions: "الاتجاهات",
    refundedRow: "المبلغ المسترد",
    remainsPaid: "المبلغ المدفوع المتبقي",
  },
};

export const noticeWords = (lang: string | null | undefined): NoticeWords => WORDS[wordedLanguage(lang)];
