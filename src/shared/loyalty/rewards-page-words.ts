import { type WordedLanguage, wordedLanguage } from "../common/worded-language.ts";

// The guest's rewards page (/m/{url}/rewards) in the eight languages the guest page speaks: how the program
// earns, joining with a phone or email and the code sent to it, and what the guest holds. English's refusals are
// the API's (LOYALTY_MESSAGES). `{name}`-style holes are filled by `fill`.

export interface RewardsPageWords {
  /** The guest page header's link. */
  link: string;
  /** `{business}` the restaurant. */
  title: string;
  /** `{points}` points for every `{unit}` (one unit of the currency, "$1.00") spent. */
  earnPerUnit: string;
  /** `{points}` stamps for every order of `{minimum}` or more. */
  earnPerOrder: string;
  /** The same, with no minimum. */
  earnPerAnyOrder: string;
  joinHeading: string;
  joinHelp: string;
  phone: string;
  email: string;
  or: string;
  sendCode: string;
  /** `{to}` the phone or email the code went to. */
  codeSent: string;
  code: string;
  join: string;
  anotherWay: string;
  /** `{points}` the member's points. */
  yourPoints: string;
  rewardsHeading: string;
  /** `{points}` a reward's price. */
  rewardPoints: string;
  readyToUse: string;
  /** `{points}` still to earn. */
  pointsToGo: string;
  /** `{identity}` the member's phone or email. */
  howToEarn: string;
  noRewards: string;
  signOut: string;
  backToMenu: string;
  phoneOrEmail: string;
  phoneInvalid: string;
  codeWrong: string;
  codeExpired: string;
  tooManyCodes: string;
  cannotText: string;
}

export const REWARDS_PAGE_WORDS: Record<WordedLanguage, RewardsPageWords> = {
  en: {
    link: "Rewards",
    title: "{business} rewards",
    earnPerUnit: "Earn {points} points for every {unit} you spend.",
    earnPerOrder: "Earn {points} stamps with every order of {minimum} or more.",
    earnPerAnyOrder: "Earn {points} stamps with every order.",
    joinHeading: "Join with your phone or email",
    joinHelp: "We send you a code to make sure it is yours. Orders placed with it then earn points.",
    phone: "Phone",
    email: "Email",
    or: "or",
    sendCode: "Send me a code",
    codeSent: "We sent a code to {to}. Enter it below; it works for 10 minutes.",
    code: "6-digit code",
    join: "Join",
    anotherWay: "Use another phone or email",
    yourPoints: "You have {points} points",
    rewardsHeading: "Rewards",
    rewardPoints: "{points} points",
    readyToUse: "Ready: choose it in your cart when you order.",
    pointsToGo: "{points} more points to go",
    howToEarn: "Points are added when an order placed with {identity} is completed.",
    noRewards: "The restaurant has not set any rewards yet.",
    signOut: "Sign out",
    backToMenu: "‹ Back to the menu",
    phoneOrEmail: "Please enter your phone number or your email address.",
    phoneInvalid: "Please enter a phone number we can text, with its area code.",
    codeWrong: "That code is not right. Please check the code we sent and try again.",
    codeExpired: "That code has expired or was tried too many times. Please ask for a new one.",
    tooManyCodes: "Too many codes were sent to this number or address. Please try again in an hour.",
    cannotText: "This restaurant can't send text messages. Please join with your email address.",
  },
  es: {
    link: "Recompensas",
    title: "Recompensas de {business}",
    earnPerUnit: "Gana {points} puntos por cada {unit} que gastes.",
    earnPerOrder: "Gana {points} sellos con cada pedido de {minimum} o más.",
    earnPerAnyOrder: "Gana {points} sellos con cada pedido.",
    joinHeading: "Únete con tu teléfono o tu correo electrónico",
    joinHelp:
      "Te enviamos un código para confirmar que es tuyo. Después, los pedidos hechos con él suman puntos.",
    phone: "Teléfono",
    email: "Correo electrónico",
    or: "o",
    sendCode: "Envíame un código",
    codeSent: "Hemos enviado un código a {to}. Escríbelo abajo; es válido durante 10 minutos.",
    code: "Código de 6 dígitos",
    join: "Unirme",
    anotherWay: "Usar otro teléfono o correo electrónico",
    yourPoints: "Tienes {points} puntos",
    rewardsHeading: "Recompensas",
    rewardPoints: "{points} puntos",
    readyToUse: "Lista: elígela en tu carrito al hacer tu pedido.",
    pointsToGo: "Te faltan {points} puntos",
    howToEarn: "Los puntos se suman cuando se completa un pedido hecho con {identity}.",
    noRewards: "El restaurante aún no ha configurado ninguna recompensa.",
    signOut: "Cerrar sesión",
    backToMenu: "‹ Volver al menú",
    phoneOrEmail: "Escribe tu número de teléfono o tu correo electrónico.",
    phoneInvalid: "Escribe un número de teléfono que pueda recibir SMS, con su prefijo.",
    codeWrong: "Ese código no es correcto. Revisa el código que te enviamos e inténtalo de nuevo.",
    codeExpired: "Ese código ha caducado o se ha intentado demasiadas veces. Pide uno nuevo.",
    tooManyCodes:
      "Se han enviado demasiados códigos a este número o dirección. Inténtalo de nuevo dentro de una hora.",
    cannotText: "Este restaurante no puede enviar SMS. Únete con tu correo electrónico.",
  },
  fr: {
    link: "Fidélité",
    title: "Programme de fidélité de {business}",
    earnPerUnit: "Gagnez {points} points pour chaque {unit} dépensé.",
    earnPerOrder: "Gagnez {points} tampons à chaque commande de {minimum} ou plus.",
    earnPerAnyOrder: "Gagnez {points} tampons à chaque commande.",
    joinHeading: "Inscrivez-vous avec votre téléphone ou votre e-mail",
    joinHelp:
      "Nous vous envoyons un code pour vérifier qu’il s’agit bien du vôtre. Les commandes passées avec celui-ci vous rapportent ensuite des points.",
    phone: "Téléphone",
    email: "E-mail",
    or: "ou",
    sendCode: "Envoyez-moi un code",
    codeSent: "Nous avons envoyé un code à {to}. Saisissez-le ci-dessous ; il est valable 10 minutes.",
    code: "Code à 6 chiffres",
    join: "S’inscrire",
    anotherWay: "Utiliser un autre téléphone ou e-mail",
    yourPoints: "Vous avez {points} points",
    rewardsHeading: "Récompenses",
    rewardPoints: "{points} points requis",
    readyToUse: "Disponible : choisissez-la dans votre panier en commandant.",
    pointsToGo: "Encore {points} points à gagner",
    howToEarn: "Les points sont ajoutés lorsqu’une commande passée avec {identity} est terminée.",
    noRewards: "Le restaurant n’a encore proposé aucune récompense.",
    signOut: "Se déconnecter",
    backToMenu: "‹ Retour au menu",
    phoneOrEmail: "Veuillez indiquer votre numéro de téléphone ou votre adresse e-mail.",
    phoneInvalid: "Veuillez indiquer un numéro de téléphone pouvant recevoir des SMS, avec son indicatif.",
    codeWrong: "Ce code n’est pas valide. Veuillez vérifier le code que nous vous avons envoyé et réessayer.",
    codeExpired: "Ce code a expiré ou a été essayé trop de fois. Veuillez en demander un nouveau.",
    tooManyCodes:
      "Trop de codes ont été envoyés à ce numéro ou à cette adresse. Veuillez réessayer dans une heure.",
    cannotText: "Ce restaurant ne peut pas envoyer de SMS. Veuillez vous inscrire avec votre adresse e-mail.",
  },
  de: {
    link: "Prämien",
    title: "Treueprogramm von {business}",
    earnPerUnit: "Sammeln Sie {points} Punkte pro {unit} Bestellwert.",
    earnPerOrder: "Sammeln Sie {points} Stempel bei jeder Bestellung ab {minimum}.",
    earnPerAnyOrder: "Sammeln Sie {points} Stempel bei jeder Bestellung.",
    joinHeading: "Mit Telefon oder E-Mail teilnehmen",
    joinHelp:
      "Wir senden Ihnen einen Code, um sicherzugehen, dass die Nummer oder Adresse Ihnen gehört. Bestellungen, die Sie damit aufgeben, bringen Ihnen dann Punkte.",
    phone: "Telefon",
    email: "E-Mail",
    or: "oder",
    sendCode: "Code zusenden",
    codeSent: "Wir haben einen Code an {to} gesendet. Geben Sie ihn unten ein; er ist 10 Minuten gültig.",
    code: "6-stelliger Code",
    join: "Teilnehmen",
    anotherWay: "Andere Telefonnummer oder E-Mail verwenden",
    yourPoints: "Sie haben {points} Punkte",
    rewardsHeading: "Prämien",
    rewardPoints: "{points} Punkte",
    readyToUse: "Einlösbar: Wählen Sie sie bei der Bestellung im Warenkorb.",
    pointsToGo: "Noch {points} Punkte bis zur Prämie",
    howToEarn: "Punkte werden gutgeschrieben, sobald eine Bestellung mit {identity} abgeschlossen ist.",
    noRewards: "Das Restaurant hat noch keine Prämien eingerichtet.",
    signOut: "Abmelden",
    backToMenu: "‹ Zurück zur Speisekarte",
    phoneOrEmail: "Bitte geben Sie Ihre Telefonnummer oder Ihre E-Mail-Adresse ein.",
    phoneInvalid: "Bitte geben Sie eine Telefonnummer mit Vorwahl ein, an die wir SMS senden können.",
    codeWrong:
      "Dieser Code ist nicht richtig. Bitte prüfen Sie den Code, den wir Ihnen gesendet haben, und versuchen Sie es erneut.",
    codeExpired: "Dieser Code ist abgelaufen oder wurde zu oft versucht. Bitte fordern Sie einen neuen an.",
    tooManyCodes:
      "An diese Nummer oder Adresse wurden zu viele Codes gesendet. Bitte versuchen Sie es in einer Stunde erneut.",
    cannotText: "Dieses Restaurant kann keine SMS senden. Bitte nehmen Sie mit Ihrer E-Mail-Adresse teil.",
  },
  it: {
    link: "Premi",
    title: "Premi di {business}",
    earnPerUnit: "Guadagna {points} punti per ogni {unit} di spesa.",
    earnPerOrder: "Guadagna {points} timbri con ogni ordine da {minimum} in su.",
    earnPerAnyOrder: "Guadagna {points} timbri con ogni ordine.",
    joinHeading: "Iscriviti con il tuo telefono o la tua email",
    joinHelp:
      "Ti inviamo un codice per verificare che sia tuo. Da quel momento gli ordini fatti con questo recapito ti fanno guadagnare punti.",
    phone: "Telefono",
    email: "E-mail",
    or: "o",
    sendCode: "Inviami un codice",
    codeSent: "Abbiamo inviato un codice a {to}. Inseriscilo qui sotto; è valido per 10 minuti.",
    code: "Codice a 6 cifre",
    join: "Iscriviti",
    anotherWay: "Usa un altro telefono o un’altra email",
    yourPoints: "Hai {points} punti",
    rewardsHeading: "Premi",
    rewardPoints: "{points} punti",
    readyToUse: "Disponibile: sceglilo nel carrello quando ordini.",
    pointsToGo: "Ti mancano {points} punti",
    howToEarn: "I punti vengono aggiunti quando un ordine fatto con {identity} è completato.",
    noRewards: "Il ristorante non ha ancora impostato nessun premio.",
    signOut: "Esci",
    backToMenu: "‹ Torna al menù",
    phoneOrEmail: "Inserisci il tuo numero di telefono o il tuo indirizzo email.",
    phoneInvalid: "Inserisci un numero di telefono che possa ricevere SMS, con il prefisso.",
    codeWrong: "Il codice non è corretto. Controlla il codice che ti abbiamo inviato e riprova.",
    codeExpired: "Il codice è scaduto o è stato provato troppe volte. Richiedine uno nuovo.",
    tooManyCodes: "Sono stati inviati troppi codici a questo numero o indirizzo. Riprova tra un’ora.",
    cannotText: "Questo ristorante non può inviare SMS. Iscriviti con il tuo indirizzo email.",
  },
  pt: {
    link: "Recompensas",
    title: "Recompensas de {business}",
    earnPerUnit: "Ganhe {points} pontos a cada {unit} gasto.",
    earnPerOrder: "Ganhe {points} selos a cada pedido de {minimum} ou mais.",
    earnPerAnyOrder: "Ganhe {points} selos a cada pedido.",
    joinHeading: "Participe com seu telefone ou e-mail",
    joinHelp:
      "Enviamos um código para confirmar que ele é seu. Depois disso, os pedidos feitos com ele acumulam pontos.",
    phone: "Telefone",
    email: "E-mail",
    or: "ou",
    sendCode: "Me envie um código",
    codeSent: "Enviamos um código para {to}. Digite-o abaixo; ele vale por 10 minutos.",
    code: "Código de 6 dígitos",
    join: "Participar",
    anotherWay: "Usar outro telefone ou e-mail",
    yourPoints: "Você tem {points} pontos",
    rewardsHeading: "Recompensas",
    rewardPoints: "{points} pontos",
    readyToUse: "Disponível: escolha-a no carrinho ao fazer seu pedido.",
    pointsToGo: "Faltam {points} pontos",
    howToEarn: "Os pontos são adicionados quando um pedido feito com {identity} é concluído.",
    noRewards: "O restaurante ainda não definiu nenhuma recompensa.",
    signOut: "Sair",
    backToMenu: "‹ Voltar ao menu",
    phoneOrEmail: "Informe seu número de telefone ou seu endereço de e-mail.",
    phoneInvalid: "Informe um número de telefone que receba SMS, com o código de área.",
    codeWrong: "Esse código não está correto. Confira o código que enviamos e tente novamente.",
    codeExpired: "Esse código expirou ou foi tentado vezes demais. Peça um novo.",
    tooManyCodes:
      "Foram enviados códigos demais para este número ou endereço. Tente novamente daqui a uma hora.",
    cannotText: "Este restaurante não pode enviar SMS. Participe com seu endereço de e-mail.",
  },
  zh: {
    link: "会员奖励",
    title: "{business} 会员奖励",
    earnPerUnit: "每消费 {unit} 可获得 {points} 积分。",
    earnPerOrder: "每笔满 {minimum} 的订单可获得 {points} 个印章。",
    earnPerAnyOrder: "每笔订单可获得 {points} 个印章。",
    joinHeading: "使用电话或电子邮箱加入",
    joinHelp: "我们会向您发送验证码，以确认它属于您。之后用它下的订单即可累积积分。",
    phone: "电话",
    email: "电子邮箱",
    or: "或",
    sendCode: "发送验证码",
    codeSent: "我们已向 {to} 发送验证码。请在下方输入，10 分钟内有效。",
    code: "6 位验证码",
    join: "加入",
    anotherWay: "使用其他电话或电子邮箱",
    yourPoints: "您有 {points} 积分",
    rewardsHeading: "奖励",
    rewardPoints: "{points} 积分",
    readyToUse: "可兑换：下单时在购物车中选择即可。",
    pointsToGo: "还差 {points} 积分",
    howToEarn: "使用 {identity} 下的订单完成后，积分将自动添加。",
    noRewards: "餐厅尚未设置任何奖励。",
    signOut: "退出登录",
    backToMenu: "‹ 返回菜单",
    phoneOrEmail: "请输入您的电话号码或电子邮箱地址。",
    phoneInvalid: "请输入可接收短信的电话号码，并包含区号。",
    codeWrong: "验证码不正确。请核对我们发送的验证码后重试。",
    codeExpired: "验证码已过期或尝试次数过多。请重新获取验证码。",
    tooManyCodes: "发送到此号码或地址的验证码过多。请一小时后再试。",
    cannotText: "这家餐厅无法发送短信。请使用您的电子邮箱地址加入。",
  },
  ar: {
    link: "المكافآت",
    title: "مكافآت {business}",
    earnPerUnit: "اكسب {points} نقطة مقابل كل {unit} تنفقه.",
    earnPerOrder: "اكسب {points} ختم مع كل طلب بقيمة {minimum} أو أكثر.",
    earnPerAnyOrder: "اكسب {points} ختم مع كل طلب.",
    joinHeading: "انضم باستخدام هاتفك أو بريدك الإلكتروني",
    joinHelp: "نرسل إليك رمزًا للتأكد من أنه لك. بعد ذلك تكسب الطلبات المقدَّمة به نقاطًا.",
    phone: "الهاتف",
    email: "البريد الإلكتروني",
    or: "أو",
    sendCode: "أرسل لي رمزًا",
    codeSent: "أرسلنا رمزًا إلى {to}. أدخله أدناه؛ فهو صالح لمدة 10 دقائق.",
    code: "رمز من 6 أرقام",
    join: "انضم",
    anotherWay: "استخدم هاتفًا أو بريدًا إلكترونيًا آخر",
    yourPoints: "لديك {points} نقطة",
    rewardsHeading: "المكافآت",
    rewardPoints: "{points} نقطة",
    readyToUse: "متاحة: اخترها في سلتك عند الطلب.",
    pointsToGo: "تبقّى {points} نقطة",
    howToEarn: "تُضاف النقاط عند اكتمال طلب مقدَّم باستخدام {identity}.",
    noRewards: "لم يحدد المطعم أي مكافآت بعد.",
    signOut: "تسجيل الخروج",
    backToMenu: "‹ العودة إلى القائمة",
    phoneOrEmail: "يرجى إدخال رقم هاتفك أو عنوان بريدك الإلكتروني.",
    phoneInvalid: "يرجى إدخال رقم هاتف يستقبل الرسائل النصية، مع رمز المنطقة.",
    codeWrong: "هذا الرمز غير صحيح. يرجى التحقق من الرمز الذي أرسلناه والمحاولة مرة أخرى.",
    codeExpired: "انتهت صلاحية هذا الرمز أو جُرِّب مرات كثيرة جدًا. يرجى طلب رمز جديد.",
    tooManyCodes: "أُرسل عدد كبير جدًا من الرموز إلى هذا الرقم أو العنوان. يرجى المحاولة مرة أخرى بعد ساعة.",
    cannotText: "لا يستطيع هذا المطعم إرسال رسائل نصية. يرجى الانضمام باستخدام عنوان بريدك الإلكتروني.",
  },
};

export const rewardsPageWords = (lang: string | null | undefined): RewardsPageWords =>
  REWARDS_PAGE_WORDS[wordedLanguage(lang)];
