import { type WordedLanguage, wordedLanguage } from "../common/worded-language.ts";

// A gift card bought on the menu page, in the eight languages the guest page speaks: the form, its refusals, the
// pay step and the buyer's receipt. English's refusals are the API's. `{name}`-style holes are filled by `fill`.

export interface GiftCardSaleWords {
  /** The guest page header's link, and the form's tab title. */
  link: string;
  title: string;
  /** `{business}` the restaurant. */
  intro: string;
  amount: string;
  otherAmount: string;
  /** `{min}`, `{max}`: the amounts a guest may choose. */
  range: string;
  recipientHeading: string;
  recipientName: string;
  recipientEmail: string;
  senderHeading: string;
  senderName: string;
  senderEmail: string;
  message: string;
  sendOn: string;
  sendOnHint: string;
  continue: string;
  /** Refusals: `{min}`, `{max}` the range. */
  amountRange: string;
  recipientNameMissing: string;
  recipientEmailMissing: string;
  senderNameMissing: string;
  senderEmailMissing: string;
  messageTooLong: string;
  sendOnRange: string;
  notSold: string;
  cannotPay: string;
  /** Too many sales started from one address within an hour. */
  tooMany: string;
  /** The pay step: `{name}` whom the card is for. */
  payTitle: string;
  /** `{email}` where the card goes, `{date}` the day it goes. */
  sendsOn: string;
  /** `{email}` where the card goes. */
  sendsNow: string;
  paidTitle: string;
  /** `{email}` where the card went. */
  paidSent: string;
  /** `{email}`, `{date}`: a card held back until its day. */
  paidScheduled: string;
  /** The receipt mail: `{business}` the restaurant. */
  receiptSubject: string;
  /** `{amount}` the card's value, `{name}` whom it is for. */
  receiptIntro: string;
  /** `{amount}` what was charged. */
  receiptPaid: string;
}

export const GIFT_CARD_SALE_WORDS: Record<WordedLanguage, GiftCardSaleWords> = {
  en: {
    link: "Gift cards",
    title: "Give a gift card",
    intro: "A gift card for {business}, sent by email, to spend on anything on the menu.",
    amount: "Amount",
    otherAmount: "Another amount",
    range: "From {min} to {max}",
    recipientHeading: "Who is it for?",
    recipientName: "Their name",
    recipientEmail: "Their email",
    senderHeading: "From you",
    senderName: "Your name",
    senderEmail: "Your email, for the receipt",
    message: "A message (optional)",
    sendOn: "Send on (optional)",
    sendOnHint: "Leave it empty to send the card as soon as it is paid.",
    continue: "Continue to payment",
    amountRange: "Please choose an amount from {min} to {max}.",
    recipientNameMissing: "Please enter who the card is for.",
    recipientEmailMissing: "Please enter the email address the card goes to.",
    senderNameMissing: "Please enter your name.",
    senderEmailMissing: "Please enter your email address for the receipt.",
    messageTooLong: "Please keep the message under 500 characters.",
    sendOnRange: "Please choose a day from today to a year from now.",
    notSold: "This restaurant does not sell gift cards online.",
    cannotPay: "This restaurant can't take card payments online right now. Please ask them for a gift card.",
    tooMany: "Too many gift cards were started from here. Please try again in an hour.",
    payTitle: "Gift card for {name}",
    sendsOn: "It goes to {email} on {date}.",
    sendsNow: "It goes to {email} as soon as you pay.",
    paidTitle: "Thank you! Your gift card is paid.",
    paidSent: "We sent it to {email}, and your receipt to you.",
    paidScheduled: "It will reach {email} on {date}. Your receipt is in your inbox.",
    receiptSubject: "Your gift card receipt from {business}",
    receiptIntro: "Thank you for your gift card of {amount} for {name}.",
    receiptPaid: "Paid by card: {amount}",
  },
  es: {
    link: "Tarjetas regalo",
    title: "Regala una tarjeta regalo",
    intro: "Una tarjeta regalo de {business}, enviada por correo, para gastar en cualquier cosa de la carta.",
    amount: "Importe",
    otherAmount: "Otro importe",
    range: "De {min} a {max}",
    recipientHeading: "¿Para quién es?",
    recipientName: "Su nombre",
    recipientEmail: "Su correo electrónico",
    senderHeading: "De tu parte",
    senderName: "Tu nombre",
    senderEmail: "Tu correo, para el recibo",
    message: "Un mensaje (opcional)",
    sendOn: "Enviar el (opcional)",
    sendOnHint: "Déjalo vacío para enviar la tarjeta en cuanto esté pagada.",
    continue: "Continuar al pago",
    amountRange: "Elige un importe de {min} a {max}.",
    recipientNameMissing: "Indica para quién es la tarjeta.",
    recipientEmailMissing: "Indica el correo electrónico al que va la tarjeta.",
    senderNameMissing: "Indica tu nombre.",
    senderEmailMissing: "Indica tu correo electrónico para el recibo.",
    messageTooLong: "El mensaje debe tener menos de 500 caracteres.",
    sendOnRange: "Elige un día entre hoy y dentro de un año.",
    notSold: "Este restaurante no vende tarjetas regalo en línea.",
    cannotPay:
      "Este restaurante no puede cobrar con tarjeta en línea ahora mismo. Pídele la tarjeta regalo directamente.",
    tooMany: "Se han empezado demasiadas tarjetas regalo desde aquí. Inténtalo de nuevo dentro de una hora.",
    payTitle: "Tarjeta regalo para {name}",
    sendsOn: "Llegará a {email} el {date}.",
    sendsNow: "Llegará a {email} en cuanto pagues.",
    paidTitle: "¡Gracias! Tu tarjeta regalo está pagada.",
    paidSent: "La hemos enviado a {email}, y tu recibo a ti.",
    paidScheduled: "Llegará a {email} el {date}. Tu recibo está en tu correo.",
    receiptSubject: "Tu recibo de la tarjeta regalo de {business}",
    receiptIntro: "Gracias por tu tarjeta regalo de {amount} para {name}.",
    receiptPaid: "Pagado con tarjeta: {amount}",
  },
  fr: {
    link: "Cartes cadeaux",
    title: "Offrir une carte cadeau",
    intro: "Une carte cadeau de {business}, envoyée par e-mail, à dépenser sur toute la carte.",
    amount: "Montant",
    otherAmount: "Autre montant",
    range: "De {min} à {max}",
    recipientHeading: "Pour qui ?",
    recipientName: "Son nom",
    recipientEmail: "Son e-mail",
    senderHeading: "De votre part",
    senderName: "Votre nom",
    senderEmail: "Votre e-mail, pour le reçu",
    message: "Un message (facultatif)",
    sendOn: "Envoyer le (facultatif)",
    sendOnHint: "Laissez vide pour envoyer la carte dès qu’elle est payée.",
    continue: "Passer au paiement",
    amountRange: "Veuillez choisir un montant de {min} à {max}.",
    recipientNameMissing: "Veuillez indiquer pour qui est la carte.",
    recipientEmailMissing: "Veuillez indiquer l’e-mail auquel envoyer la carte.",
    senderNameMissing: "Veuillez indiquer votre nom.",
    senderEmailMissing: "Veuillez indiquer votre e-mail pour le reçu.",
    messageTooLong: "Le message doit faire moins de 500 caractères.",
    sendOnRange: "Veuillez choisir un jour entre aujourd’hui et dans un an.",
    notSold: "Ce restaurant ne vend pas de cartes cadeaux en ligne.",
    cannotPay:
      "Ce restaurant ne peut pas encaisser de carte en ligne pour le moment. Demandez-lui une carte cadeau sur place.",
    tooMany: "Trop de cartes cadeaux ont été commencées d’ici. Veuillez réessayer dans une heure.",
    payTitle: "Carte cadeau pour {name}",
    sendsOn: "Elle arrivera à {email} le {date}.",
    sendsNow: "Elle arrivera à {email} dès votre paiement.",
    paidTitle: "Merci ! Votre carte cadeau est payée.",
    paidSent: "Nous l’avons envoyée à {email}, et votre reçu à vous.",
    paidScheduled: "Elle arrivera à {email} le {date}. Votre reçu est dans votre boîte mail.",
    receiptSubject: "Votre reçu de carte cadeau de {business}",
    receiptIntro: "Merci pour votre carte cadeau de {amount} pour {name}.",
    receiptPaid: "Payé par carte : {amount}",
  },
  de: {
    link: "Gutscheine",
    title: "Einen Gutschein verschenken",
    intro: "Ein Gutschein von {business}, per E-Mail verschickt, für alles auf der Karte.",
    amount: "Betrag",
    otherAmount: "Anderer Betrag",
    range: "Von {min} bis {max}",
    recipientHeading: "Für wen ist er?",
    recipientName: "Name",
    recipientEmail: "E-Mail-Adresse",
    senderHeading: "Von Ihnen",
    senderName: "Ihr Name",
    senderEmail: "Ihre E-Mail-Adresse, für die Quittung",
    message: "Eine Nachricht (optional)",
    sendOn: "Senden am (optional)",
    sendOnHint: "Leer lassen, um den Gutschein gleich nach der Zahlung zu senden.",
    continue: "Weiter zur Zahlung",
    amountRange: "Bitte wählen Sie einen Betrag von {min} bis {max}.",
    recipientNameMissing: "Bitte geben Sie an, für wen der Gutschein ist.",
    recipientEmailMissing: "Bitte geben Sie die E-Mail-Adresse an, an die der Gutschein geht.",
    senderNameMissing: "Bitte geben Sie Ihren Namen ein.",
    senderEmailMissing: "Bitte geben Sie Ihre E-Mail-Adresse für die Quittung ein.",
    messageTooLong: "Bitte halten Sie die Nachricht unter 500 Zeichen.",
    sendOnRange: "Bitte wählen Sie einen Tag zwischen heute und einem Jahr ab heute.",
    notSold: "Dieses Restaurant verkauft keine Gutscheine online.",
    cannotPay:
      "Dieses Restaurant kann gerade keine Kartenzahlungen online annehmen. Fragen Sie dort direkt nach einem Gutschein.",
    tooMany: "Von hier wurden zu viele Gutscheine begonnen. Bitte versuchen Sie es in einer Stunde erneut.",
    payTitle: "Gutschein für {name}",
    sendsOn: "Er geht am {date} an {email}.",
    sendsNow: "Er geht gleich nach Ihrer Zahlung an {email}.",
    paidTitle: "Vielen Dank! Ihr Gutschein ist bezahlt.",
    paidSent: "Wir haben ihn an {email} gesendet und Ihnen die Quittung.",
    paidScheduled: "Er erreicht {email} am {date}. Ihre Quittung ist in Ihrem Postfach.",
    receiptSubject: "Ihre Gutschein-Quittung von {business}",
    receiptIntro: "Vielen Dank für Ihren Gutschein über {amount} für {name}.",
    receiptPaid: "Mit Karte bezahlt: {amount}",
  },
  it: {
    link: "Carte regalo",
    title: "Regala una carta regalo",
    intro: "Una carta regalo di {business}, inviata per email, da spendere su tutto il menu.",
    amount: "Importo",
    otherAmount: "Altro importo",
    range: "Da {min} a {max}",
    recipientHeading: "Per chi è?",
    recipientName: "Il suo nome",
    recipientEmail: "La sua email",
    senderHeading: "Da parte tua",
    senderName: "Il tuo nome",
    senderEmail: "La tua email, per la ricevuta",
    message: "Un messaggio (facoltativo)",
    sendOn: "Invia il (facoltativo)",
    sendOnHint: "Lascia vuoto per inviare la carta appena è pagata.",
    continue: "Vai al pagamento",
    amountRange: "Scegli un importo da {min} a {max}.",
    recipientNameMissing: "Indica per chi è la carta.",
    recipientEmailMissing: "Indica l’indirizzo email a cui inviare la carta.",
    senderNameMissing: "Indica il tuo nome.",
    senderEmailMissing: "Indica il tuo indirizzo email per la ricevuta.",
    messageTooLong: "Il messaggio deve avere meno di 500 caratteri.",
    sendOnRange: "Scegli un giorno tra oggi e fra un anno.",
    notSold: "Questo ristorante non vende carte regalo online.",
    cannotPay:
      "Questo ristorante ora non può accettare pagamenti con carta online. Chiedi a loro una carta regalo.",
    tooMany: "Da qui sono state avviate troppe carte regalo. Riprova tra un’ora.",
    payTitle: "Carta regalo per {name}",
    sendsOn: "Arriverà a {email} il {date}.",
    sendsNow: "Arriverà a {email} appena paghi.",
    paidTitle: "Grazie! La tua carta regalo è pagata.",
    paidSent: "L’abbiamo inviata a {email}, e la ricevuta a te.",
    paidScheduled: "Arriverà a {email} il {date}. La ricevuta è nella tua casella.",
    receiptSubject: "La ricevuta della tua carta regalo di {business}",
    receiptIntro: "Grazie per la tua carta regalo di {amount} per {name}.",
    receiptPaid: "Pagato con carta: {amount}",
  },
  pt: {
    link: "Cartões-presente",
    title: "Ofereça um cartão-presente",
    intro: "Um cartão-presente de {business}, enviado por e-mail, para gastar em qualquer coisa do cardápio.",
    amount: "Valor",
    otherAmount: "Outro valor",
    range: "De {min} a {max}",
    recipientHeading: "Para quem é?",
    recipientName: "Nome da pessoa",
    recipientEmail: "E-mail da pessoa",
    senderHeading: "De você",
    senderName: "Seu nome",
    senderEmail: "Seu e-mail, para o recibo",
    message: "Uma mensagem (opcional)",
    sendOn: "Enviar em (opcional)",
    sendOnHint: "Deixe em branco para enviar o cartão assim que for pago.",
    continue: "Continuar para o pagamento",
    amountRange: "Escolha um valor de {min} a {max}.",
    recipientNameMissing: "Informe para quem é o cartão.",
    recipientEmailMissing: "Informe o e-mail para onde vai o cartão.",
    senderNameMissing: "Informe seu nome.",
    senderEmailMissing: "Informe seu e-mail para o recibo.",
    messageTooLong: "A mensagem deve ter menos de 500 caracteres.",
    sendOnRange: "Escolha um dia entre hoje e daqui a um ano.",
    notSold: "Este restaurante não vende cartões-presente online.",
    cannotPay:
      "Este restaurante não pode receber pagamentos com cartão online agora. Peça o cartão-presente diretamente a ele.",
    tooMany: "Muitos cartões-presente foram iniciados a partir daqui. Tente novamente em uma hora.",
    payTitle: "Cartão-presente para {name}",
    sendsOn: "Ele chega a {email} em {date}.",
    sendsNow: "Ele chega a {email} assim que você pagar.",
    paidTitle: "Obrigado! Seu cartão-presente está pago.",
    paidSent: "Enviamos para {email}, e o recibo para você.",
    paidScheduled: "Ele chegará a {email} em {date}. Seu recibo está na sua caixa de entrada.",
    receiptSubject: "Seu recibo do cartão-presente de {business}",
    receiptIntro: "Obrigado pelo seu cartão-presente de {amount} para {name}.",
    receiptPaid: "Pago com cartão: {amount}",
  },
  zh: {
    link: "礼品卡",
    title: "赠送礼品卡",
    intro: "{business} 的礼品卡，通过电子邮件发送，可用于菜单上的任何菜品。",
    amount: "金额",
    otherAmount: "其他金额",
    range: "{min} 至 {max}",
    recipientHeading: "送给谁？",
    recipientName: "对方姓名",
    recipientEmail: "对方电子邮箱",
    senderHeading: "赠送人",
    senderName: "您的姓名",
    senderEmail: "您的电子邮箱（接收收据）",
    message: "留言（可选）",
    sendOn: "发送日期（可选）",
    sendOnHint: "留空则在付款后立即发送礼品卡。",
    continue: "继续付款",
    amountRange: "请选择 {min} 至 {max} 之间的金额。",
    recipientNameMissing: "请填写礼品卡的收卡人。",
    recipientEmailMissing: "请填写接收礼品卡的电子邮箱。",
    senderNameMissing: "请填写您的姓名。",
    senderEmailMissing: "请填写接收收据的电子邮箱。",
    messageTooLong: "留言请少于 500 个字符。",
    sendOnRange: "请选择从今天起一年内的日期。",
    notSold: "这家餐厅不在线出售礼品卡。",
    cannotPay: "这家餐厅目前无法在线收取银行卡付款。请直接向餐厅购买礼品卡。",
    tooMany: "此处发起的礼品卡购买过多。请一小时后再试。",
    payTitle: "送给 {name} 的礼品卡",
    sendsOn: "将于 {date} 发送至 {email}。",
    sendsNow: "付款后将立即发送至 {email}。",
    paidTitle: "谢谢！您的礼品卡已付款。",
    paidSent: "我们已将礼品卡发送至 {email}，并将收据发送给您。",
    paidScheduled: "礼品卡将于 {date} 送达 {email}。收据已发送到您的邮箱。",
    receiptSubject: "您在 {business} 购买礼品卡的收据",
    receiptIntro: "感谢您为 {name} 购买 {amount} 的礼品卡。",
    receiptPaid: "银行卡支付：{amount}",
  },
  ar: {
    link: "بطاقات الهدايا",
    title: "أهدِ بطاقة هدية",
    intro: "بطاقة هدية من {business}، تُرسل بالبريد الإلكتروني، لتُنفق على أي شيء في القائمة.",
    amount: "المبلغ",
    otherAmount: "مبلغ آخر",
    range: "من {min} إلى {max}",
    recipientHeading: "لمن هي؟",
    recipientName: "اسمه",
    recipientEmail: "بريده الإلكتروني",
    senderHeading: "منك",
    senderName: "اسمك",
    senderEmail: "بريدك الإلكتروني، للإيصال",
    message: "رسالة (اختيارية)",
    sendOn: "الإرسال في (اختياري)",
    sendOnHint: "اتركه فارغًا لإرسال البطاقة فور الدفع.",
    continue: "المتابعة إلى الدفع",
    amountRange: "يرجى اختيار مبلغ من {min} إلى {max}.",
    recipientNameMissing: "يرجى إدخال اسم من ستُهدى إليه البطاقة.",
    recipientEmailMissing: "يرجى إدخال البريد الإلكتروني الذي تُرسل إليه البطاقة.",
    senderNameMissing: "يرجى إدخال اسمك.",
    senderEmailMissing: "يرجى إدخال بريدك الإلكتروني للإيصال.",
    messageTooLong: "يرجى أن تكون الرسالة أقل من 500 حرف.",
    sendOnRange: "يرجى اختيار يوم من اليوم وحتى سنة من الآن.",
    notSold: "لا يبيع هذا المطعم بطاقات الهدايا عبر الإنترنت.",
    cannotPay:
      "لا يستطيع هذا المطعم قبول الدفع بالبطاقة عبر الإنترنت الآن. يرجى طلب بطاقة الهدية منه مباشرة.",
    tooMany: "بدأ عدد كبير جدًا من بطاقات الهدايا من هنا. يرجى المحاولة مرة أخرى بعد ساعة.",
    payTitle: "بطاقة هدية لـ {name}",
    sendsOn: "ستصل إلى {email} في {date}.",
    sendsNow: "ستصل إلى {email} فور الدفع.",
    paidTitle: "شكرًا لك! تم دفع بطاقة الهدية.",
    paidSent: "أرسلناها إلى {email}، وأرسلنا إليك الإيصال.",
    paidScheduled: "ستصل إلى {email} في {date}. إيصالك في بريدك الوارد.",
    receiptSubject: "إيصال بطاقة الهدية من {business}",
    receiptIntro: "شكرًا لك على بطاقة الهدية بقيمة {amount} لـ {name}.",
    receiptPaid: "مدفوع بالبطاقة: {amount}",
  },
};

export const giftCardSaleWords = (lang: string | null | undefined): GiftCardSaleWords =>
  GIFT_CARD_SALE_WORDS[wordedLanguage(lang)];
