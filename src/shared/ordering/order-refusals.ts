import { fill } from "../common/fill.ts";
import { countryListIn } from "../common/geo.ts";
import { type WordedLanguage, wordedLanguage } from "../common/worded-language.ts";
import { choiceRefusal } from "../menus/choice-rules.ts";
import type { PricingMessages } from "./order-pricing.ts";
import { ORDER_ADVANCE_DAYS, ORDER_MESSAGES, type OrderType, type PaymentMethod } from "./order-rules.ts";
import { ORDER_WORDS } from "./order-words/all.ts";

// The sentences refusing a guest's order or price, in the guest's language when the cart
// names it (`?lang=`), else English (ORDER_MESSAGES, what API clients have always read). Only the server
// imports this: the cart shows the answer as sent, so none of these words ride in the cart's script.
// `{name}`-style holes are filled by `fill` (fill.ts).

export interface RefusalTemplates {
  scheduledClosed: string;
  advanceOff: string;
  scheduledPast: string;
  /** `{days}`: how many days ahead. */
  scheduledTooFar: string;
  belowMinimum: string;
  itemUnavailable: string;
  itemNamedUnavailable: string;
  sizeUnavailable: string;
  sizeRequired: string;
  optionUnavailable: string;
  optionTwice: string;
  tipsOff: string;
  tipAboveSubtotal: string;
  /** `{maximum}`: the largest total, formatted in the business's currency. */
  totalTooLarge: string;
  tooLarge: string;
  tooManyOrders: string;
  /** An address with as many orders waiting for payment as it may keep. */
  tooManyUnpaid: string;
  phoneInvalid: string;
  /** `{countries}`: the countries texts may reach, named in the guest's language. */
  textsOnlyTo: string;
  typeOff: Record<OrderType, string>;
  paymentOff: Record<PaymentMethod, string>;
  /** `{menu}` is the menu's name in the guest's language, `{when}` its times. */
  menuServed: string;
  menuServedScheduled: string;
}

const EN_MENU = {
  menuServed: "The {menu} menu is served {when}. Please order it then, or schedule the order for that time.",
  menuServedScheduled: "The {menu} menu is served {when}. Please choose a time when it is served.",
};

const TEMPLATES: Record<Exclude<WordedLanguage, "en">, RefusalTemplates> = {
  es: {
    scheduledClosed: "A esa hora estamos cerrados. Elija una hora dentro de nuestro horario.",
    advanceOff: "Este negocio no acepta pedidos por adelantado.",
    scheduledPast: "Elija una hora posterior a la actual.",
    scheduledTooFar: "Los pedidos pueden hacerse con hasta {days} días de antelación.",
    belowMinimum: "El pedido mínimo es de {minimum}.",
    itemUnavailable: "Uno de los productos de su pedido ya no está disponible.",
    itemNamedUnavailable: "“{name}” ya no está disponible.",
    sizeUnavailable: "El tamaño que eligió para “{name}” ya no está disponible.",
    sizeRequired: "Elija un tamaño para “{name}”.",
    optionUnavailable: "Una opción que eligió para “{name}” ya no está disponible.",
    optionTwice: "Cada opción puede elegirse una sola vez.",
    tipsOff: "Este negocio no acepta propinas.",
    tipAboveSubtotal: "La propina no puede superar el subtotal del pedido.",
    totalTooLarge: "El total de un pedido no puede superar {maximum}.",
    tooLarge: "Este pedido es demasiado grande para hacerlo en línea.",
    tooManyOrders: "Demasiados pedidos desde su red. Espere unos minutos y vuelva a intentarlo.",
    tooManyUnpaid:
      "Ya tiene 3 pedidos aquí pendientes de pago. Pague uno de ellos, o espere a que caduque, antes de hacer otro.",
    phoneInvalid: "Introduzca un número de teléfono válido.",
    textsOnlyTo: "Los SMS solo pueden enviarse a un número móvil de estos países: {countries}.",
    typeOff: {
      PICKUP: "Este negocio no ofrece recogida.",
      DELIVERY: "Este negocio no hace entregas a domicilio.",
      TABLE: "Este negocio no acepta pedidos a la mesa.",
    },
    paymentOff: {
      CASH: "Este negocio no acepta efectivo para este pedido.",
      CARD_ON_DELIVERY: "Este negocio no acepta tarjeta en la entrega para este pedido.",
      ONLINE_CARD: "El pago con tarjeta en línea no está disponible.",
    },
    menuServed: "El menú {menu} se sirve {when}. Pídalo entonces o programe el pedido para esa hora.",
    menuServedScheduled: "El menú {menu} se sirve {when}. Elija una hora en la que se sirva.",
  },
  fr: {
    scheduledClosed: "Nous sommes fermés à cette heure-là. Veuillez choisir une heure d’ouverture.",
    advanceOff: "Cet établissement ne prend pas de commandes à l’avance.",
    scheduledPast: "Veuillez choisir une heure plus tardive.",
    scheduledTooFar: "Les commandes peuvent être passées jusqu’à {days} jours à l’avance.",
    belowMinimum: "La commande minimum est de {minimum}.",
    itemUnavailable: "Un des articles de votre panier n’est plus disponible.",
    itemNamedUnavailable: "« {name} » n’est plus disponible.",
    sizeUnavailable: "La taille choisie pour « {name} » n’est plus disponible.",
    sizeRequired: "Veuillez choisir une taille pour « {name} ».",
    optionUnavailable: "Une option choisie pour « {name} » n’est plus disponible.",
    optionTwice: "Chaque option ne peut être choisie qu’une fois.",
    tipsOff: "Cet établissement n’accepte pas les pourboires.",
    tipAboveSubtotal: "Le pourboire ne peut pas dépasser le sous-total de la commande.",
    totalTooLarge: "Le total d’une commande ne peut pas dépasser {maximum}.",
    tooLarge: "Cette commande est trop importante pour être passée en ligne.",
    tooManyOrders: "Trop de commandes depuis votre réseau. Veuillez patienter quelques minutes et réessayer.",
    tooManyUnpaid:
      "Vous avez déjà 3 commandes ici en attente de paiement. Veuillez en payer une, ou attendre qu’elle expire, avant d’en passer une autre.",
    phoneInvalid: "Veuillez saisir un numéro de téléphone valide.",
    textsOnlyTo: "Les SMS ne peuvent être envoyés qu’à un numéro de mobile de ces pays : {countries}.",
    typeOff: {
      PICKUP: "Cet établissement ne propose pas la vente à emporter.",
      DELIVERY: "Cet établissement ne livre pas.",
      TABLE: "Cet établissement ne prend pas de commandes à table.",
    },
    paymentOff: {
      CASH: "Cet établissement n’accepte pas les espèces pour cette commande.",
      CARD_ON_DELIVERY: "Cet établissement n’accepte pas la carte à la livraison pour cette commande.",
      ONLINE_CARD: "Le paiement par carte en ligne n’est pas disponible.",
    },
    menuServed:
      "La carte {menu} est servie {when}. Veuillez la commander à ce moment-là, ou programmer la commande pour cette heure.",
    menuServedScheduled: "La carte {menu} est servie {when}. Veuillez choisir une heure où elle est servie.",
  },
  de: {
    scheduledClosed:
      "Zu dieser Zeit haben wir geschlossen. Bitte wählen Sie eine Zeit innerhalb der Öffnungszeiten.",
    advanceOff: "Dieses Restaurant nimmt keine Vorbestellungen an.",
    scheduledPast: "Bitte wählen Sie eine spätere Zeit.",
    scheduledTooFar: "Bestellungen sind bis zu {days} Tage im Voraus möglich.",
    belowMinimum: "Der Mindestbestellwert ist {minimum}.",
    itemUnavailable: "Ein Artikel in Ihrem Warenkorb ist nicht mehr verfügbar.",
    itemNamedUnavailable: "„{name}“ ist nicht mehr verfügbar.",
    sizeUnavailable: "Die gewählte Größe für „{name}“ ist nicht mehr verfügbar.",
    sizeRequired: "Bitte wählen Sie eine Größe für „{name}“.",
    optionUnavailable: "Eine gewählte Option für „{name}“ ist nicht mehr verfügbar.",
    optionTwice: "Jede Option kann nur einmal gewählt werden.",
    tipsOff: "Dieses Restaurant nimmt kein Trinkgeld an.",
    tipAboveSubtotal: "Das Trinkgeld darf die Zwischensumme der Bestellung nicht übersteigen.",
    totalTooLarge: "Eine Bestellung darf höchstens {maximum} betragen.",
    tooLarge: "Diese Bestellung ist zu groß für eine Online-Bestellung.",
    tooManyOrders:
      "Zu viele Bestellungen aus Ihrem Netzwerk. Bitte warten Sie einige Minuten und versuchen Sie es erneut.",
    tooManyUnpaid:
      "Sie haben hier bereits 3 Bestellungen, die auf Zahlung warten. Bitte bezahlen Sie eine davon oder warten Sie, bis sie verfällt, bevor Sie eine weitere aufgeben.",
    phoneInvalid: "Bitte geben Sie eine gültige Telefonnummer ein.",
    textsOnlyTo: "SMS können nur an eine Mobilnummer aus diesen Ländern gehen: {countries}.",
    typeOff: {
      PICKUP: "Dieses Restaurant bietet keine Abholung an.",
      DELIVERY: "Dieses Restaurant liefert nicht.",
      TABLE: "Dieses Restaurant nimmt keine Bestellungen an den Tisch an.",
    },
    paymentOff: {
      CASH: "Dieses Restaurant nimmt für diese Bestellung kein Bargeld an.",
      CARD_ON_DELIVERY: "Dieses Restaurant nimmt für diese Bestellung keine Kartenzahlung bei Lieferung an.",
      ONLINE_CARD: "Online-Kartenzahlung ist nicht verfügbar.",
    },
    menuServed:
      "Die Karte {menu} gibt es {when}. Bitte bestellen Sie dann oder planen Sie die Bestellung für diese Zeit.",
    menuServedScheduled: "Die Karte {menu} gibt es {when}. Bitte wählen Sie eine Zeit, zu der es sie gibt.",
  },
  it: {
    scheduledClosed: "A quell’ora siamo chiusi. Scegli un orario di apertura.",
    advanceOff: "Questo locale non accetta ordini in anticipo.",
    scheduledPast: "Scegli un orario successivo a quello attuale.",
    scheduledTooFar: "Gli ordini si possono fare fino a {days} giorni prima.",
    belowMinimum: "L’ordine minimo è di {minimum}.",
    itemUnavailable: "Uno dei prodotti nel carrello non è più disponibile.",
    itemNamedUnavailable: "“{name}” non è più disponibile.",
    sizeUnavailable: "La misura scelta per “{name}” non è più disponibile.",
    sizeRequired: "Scegli una misura per “{name}”.",
    optionUnavailable: "Un’opzione scelta per “{name}” non è più disponibile.",
    optionTwice: "Ogni opzione si può scegliere una sola volta.",
    tipsOff: "Questo locale non accetta mance.",
    tipAboveSubtotal: "La mancia non può superare il subtotale dell’ordine.",
    totalTooLarge: "Il totale di un ordine non può superare {maximum}.",
    tooLarge: "Questo ordine è troppo grande per essere fatto online.",
    tooManyOrders: "Troppi ordini dalla tua rete. Attendi qualche minuto e riprova.",
    tooManyUnpaid:
      "Hai già 3 ordini qui in attesa di pagamento. Pagane uno, o attendi che scada, prima di farne un altro.",
    phoneInvalid: "Inserisci un numero di telefono valido.",
    textsOnlyTo: "Gli SMS possono essere inviati solo a un numero di cellulare di questi paesi: {countries}.",
    typeOff: {
      PICKUP: "Questo locale non offre il ritiro.",
      DELIVERY: "Questo locale non fa consegne.",
      TABLE: "Questo locale non accetta ordini al tavolo.",
    },
    paymentOff: {
      CASH: "Questo locale non accetta contanti per questo ordine.",
      CARD_ON_DELIVERY: "Questo locale non accetta carte alla consegna per questo ordine.",
      ONLINE_CARD: "Il pagamento con carta online non è disponibile.",
    },
    menuServed: "Il menù {menu} è servito {when}. Ordinalo allora, oppure programma l’ordine per quell’ora.",
    menuServedScheduled: "Il menù {menu} è servito {when}. Scegli un orario in cui è servito.",
  },
  pt: {
    scheduledClosed: "Estamos fechados a essa hora. Escolha uma hora dentro do nosso horário.",
    advanceOff: "Este estabelecimento não aceita encomendas antecipadas.",
    scheduledPast: "Escolha uma hora posterior à atual.",
    scheduledTooFar: "As encomendas podem ser feitas com até {days} dias de antecedência.",
    belowMinimum: "A encomenda mínima é de {minimum}.",
    itemUnavailable: "Um dos artigos do seu carrinho já não está disponível.",
    itemNamedUnavailable: "“{name}” já não está disponível.",
    sizeUnavailable: "O tamanho que escolheu para “{name}” já não está disponível.",
    sizeRequired: "Escolha um tamanho para “{name}”.",
    optionUnavailable: "Uma opção que escolheu para “{name}” já não está disponível.",
    optionTwice: "Cada opção só pode ser escolhida uma vez.",
    tipsOff: "Este estabelecimento não aceita gorjetas.",
    tipAboveSubtotal: "A gorjeta não pode ser superior ao subtotal da encomenda.",
    totalTooLarge: "O total de uma encomenda não pode ser superior a {maximum}.",
    tooLarge: "Esta encomenda é grande demais para ser feita online.",
    tooManyOrders: "Demasiadas encomendas a partir da sua rede. Aguarde alguns minutos e tente novamente.",
    tooManyUnpaid:
      "Já tem 3 encomendas aqui a aguardar pagamento. Pague uma delas, ou aguarde que expire, antes de fazer outra.",
    phoneInvalid: "Introduza um número de telefone válido.",
    textsOnlyTo: "As mensagens só podem ser enviadas para um número de telemóvel destes países: {countries}.",
    typeOff: {
      PICKUP: "Este estabelecimento não oferece levantamento.",
      DELIVERY: "Este estabelecimento não faz entregas.",
      TABLE: "Este estabelecimento não aceita encomendas à mesa.",
    },
    paymentOff: {
      CASH: "Este estabelecimento não aceita dinheiro para esta encomenda.",
      CARD_ON_DELIVERY: "Este estabelecimento não aceita cartão na entrega para esta encomenda.",
      ONLINE_CARD: "O pagamento com cartão online não está disponível.",
    },
    menuServed:
      "O menu {menu} é servido {when}. Encomende-o nessa altura ou agende a encomenda para essa hora.",
    menuServedScheduled: "O menu {menu} é servido {when}. Escolha uma hora em que seja servido.",
  },
  zh: {
    scheduledClosed: "我们在该时间不营业。请选择营业时间内的时间。",
    advanceOff: "本店不接受预订单。",
    scheduledPast: "请选择晚于现在的时间。",
    scheduledTooFar: "最多可提前 {days} 天下单。",
    belowMinimum: "最低消费为 {minimum}。",
    itemUnavailable: "您购物车中的一件商品已无法供应。",
    itemNamedUnavailable: "“{name}”已无法供应。",
    sizeUnavailable: "您为“{name}”选择的规格已无法供应。",
    sizeRequired: "请为“{name}”选择规格。",
    optionUnavailable: "您为“{name}”选择的一个选项已无法供应。",
    optionTwice: "每个选项只能选择一次。",
    tipsOff: "本店不收小费。",
    tipAboveSubtotal: "小费不能超过订单小计。",
    totalTooLarge: "订单总额不能超过 {maximum}。",
    tooLarge: "此订单过大，无法在线下单。",
    tooManyOrders: "来自您网络的订单过多。请稍等几分钟后再试。",
    tooManyUnpaid: "您在这里已有 3 个待付款的订单。请先支付其中一个，或等待其过期，再下新订单。",
    phoneInvalid: "请输入有效的电话号码。",
    textsOnlyTo: "短信只能发送到以下国家或地区的手机号码：{countries}。",
    typeOff: {
      PICKUP: "本店不提供自取。",
      DELIVERY: "本店不提供外送。",
      TABLE: "本店不接受桌边点餐。",
    },
    paymentOff: {
      CASH: "本店此订单不收现金。",
      CARD_ON_DELIVERY: "本店此订单不接受送达时刷卡。",
      ONLINE_CARD: "暂不支持在线刷卡支付。",
    },
    menuServed: "{menu}菜单的供应时间为 {when}。请届时下单，或将订单预约到该时间。",
    menuServedScheduled: "{menu}菜单的供应时间为 {when}。请选择供应时间内的时间。",
  },
  ar: {
    scheduledClosed: "نحن مغلقون في ذلك الوقت. يرجى اختيار وقت ضمن ساعات العمل.",
    advanceOff: "لا يقبل هذا المطعم الطلبات المسبقة.",
    scheduledPast: "يرجى اختيار وقت بعد الآن.",
    scheduledTooFar: "يمكن الطلب مسبقًا حتى {days} أيام.",
    belowMinimum: "الحد الأدنى للطلب {minimum}.",
    itemUnavailable: "أحد الأصناف في سلتك لم يعد متوفرًا.",
    itemNamedUnavailable: "«{name}» لم يعد متوفرًا.",
    sizeUnavailable: "الحجم الذي اخترته لـ«{name}» لم يعد متوفرًا.",
    sizeRequired: "يرجى اختيار حجم لـ«{name}».",
    optionUnavailable: "أحد الخيارات التي اخترتها لـ«{name}» لم يعد متوفرًا.",
    optionTwice: "يمكن اختيار كل خيار مرة واحدة فقط.",
    tipsOff: "لا يقبل هذا المطعم البقشيش.",
    tipAboveSubtotal: "لا يمكن أن يتجاوز البقشيش المجموع الفرعي للطلب.",
    totalTooLarge: "لا يمكن أن يتجاوز إجمالي الطلب {maximum}.",
    tooLarge: "هذا الطلب أكبر من أن يُقدَّم عبر الإنترنت.",
    tooManyOrders: "طلبات كثيرة جدًا من شبكتك. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.",
    tooManyUnpaid:
      "لديك بالفعل 3 طلبات هنا بانتظار الدفع. يرجى دفع أحدها، أو الانتظار حتى تنتهي صلاحيته، قبل تقديم طلب آخر.",
    phoneInvalid: "يرجى إدخال رقم هاتف صالح.",
    textsOnlyTo: "لا يمكن إرسال الرسائل النصية إلا إلى رقم جوال من هذه البلدان: {countries}.",
    typeOff: {
      PICKUP: "لا يقدّم هذا المطعم خدمة الاستلام.",
      DELIVERY: "لا يقدّم هذا المطعم خدمة التوصيل.",
      TABLE: "لا يقبل هذا المطعم الطلبات إلى الطاولة.",
    },
    paymentOff: {
      CASH: "لا يقبل هذا المطعم الدفع نقدًا لهذا الطلب.",
      CARD_ON_DELIVERY: "لا يقبل هذا المطعم الدفع بالبطاقة عند التوصيل لهذا الطلب.",
      ONLINE_CARD: "الدفع بالبطاقة عبر الإنترنت غير متاح.",
    },
    menuServed: "تُقدَّم قائمة {menu} {when}. يرجى طلبها حينها، أو جدولة الطلب لذلك الوقت.",
    menuServedScheduled: "تُقدَّم قائمة {menu} {when}. يرجى اختيار وقت تُقدَّم فيه.",
  },
};

/** What the order checks say, in the shape of ORDER_MESSAGES, plus the menu-time sentences. */
export interface OrderRefusals extends Required<PricingMessages> {
  orderingOff: string;
  orderingPaused: string;
  closed: string;
  scheduledClosed: string;
  advanceOff: string;
  scheduledPast: string;
  scheduledTooFar: string;
  belowMinimum: (minimum: string) => string;
  tooLarge: string;
  tooManyOrders: string;
  tooManyUnpaid: string;
  phoneInvalid: string;
  /** The countries' ISO codes, named in the guest's language. */
  textsOnlyTo: (countries: readonly string[]) => string;
  typeOff: Record<OrderType, string>;
  paymentOff: Record<PaymentMethod, string>;
  menuServed: string;
  menuServedScheduled: string;
}

const M = ORDER_MESSAGES;
const ENGLISH: OrderRefusals = {
  orderingOff: M.orderingOff,
  orderingPaused: M.orderingPaused,
  closed: M.closed,
  scheduledClosed: M.scheduledClosed,
  advanceOff: M.advanceOff,
  scheduledPast: M.scheduledPast,
  scheduledTooFar: M.scheduledTooFar,
  belowMinimum: M.belowMinimum,
  itemUnavailable: M.itemUnavailable,
  itemNamedUnavailable: M.itemNamedUnavailable,
  sizeUnavailable: M.sizeUnavailable,
  sizeRequired: M.sizeRequired,
  optionUnavailable: M.optionUnavailable,
  optionTwice: M.optionTwice,
  tipsOff: M.tipsOff,
  tipAboveSubtotal: M.tipAboveSubtotal,
  totalTooLarge: M.totalTooLarge,
  tooLarge: M.tooLarge,
  tooManyOrders: M.tooManyOrders,
  tooManyUnpaid: M.tooManyUnpaid,
  phoneInvalid: M.phoneInvalid,
  // Texts go to mobiles of the business's country and of those its owner listed (README "Guests' mails and texts").
  textsOnlyTo: (countries) => `Texts can only go to a mobile number in ${countryListIn(countries, "en")}.`,
  typeOff: M.typeOff,
  paymentOff: M.paymentOff,
  ...EN_MENU,
  choicesBroken: (place) => choiceRefusal(place, "en"),
};

// Through fill: a name the owner typed may hold `$&` or `$$`, which String.replace would read as patterns.
const hole = (template: string, key: string) => (value: string) => fill(template, { [key]: value });

function fromTemplates(lang: Exclude<WordedLanguage, "en">): OrderRefusals {
  const t = TEMPLATES[lang];
  // The sentences the cart already carries in this language are taken from its words, so both say the same.
  const words = ORDER_WORDS[lang];
  return {
    ...t,
    orderingOff: words.notTaking,
    orderingPaused: words.paused,
    closed: words.closed,
    scheduledTooFar: t.scheduledTooFar.replace("{days}", String(ORDER_ADVANCE_DAYS - 1)),
    belowMinimum: hole(t.belowMinimum, "minimum"),
    itemNamedUnavailable: hole(t.itemNamedUnavailable, "name"),
    sizeUnavailable: hole(t.sizeUnavailable, "name"),
    sizeRequired: hole(t.sizeRequired, "name"),
    optionUnavailable: hole(t.optionUnavailable, "name"),
    totalTooLarge: hole(t.totalTooLarge, "maximum"),
    textsOnlyTo: (countries) => fill(t.textsOnlyTo, { countries: countryListIn(countries, lang) }),
    choicesBroken: (place) => choiceRefusal(place, lang),
  };
}

const BY_LANGUAGE = new Map<WordedLanguage, OrderRefusals>([["en", ENGLISH]]);

/** The refusals in the guest's language ("pt-BR" reads Portuguese); English without one or for one we lack. */
export function orderRefusals(lang: string | null | undefined): OrderRefusals {
  const worded = wordedLanguage(lang);
  let refusals = BY_LANGUAGE.get(worded);
  if (!refusals) {
    refusals = fromTemplates(worded as Exclude<WordedLanguage, "en">);
    BY_LANGUAGE.set(worded, refusals);
  }
  return refusals;
}

/** Every language's refusals, for tests that hold them complete. */
export const REFUSAL_TEMPLATES = TEMPLATES;
