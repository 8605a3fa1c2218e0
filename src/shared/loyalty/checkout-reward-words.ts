import { type WordedLanguage, wordedLanguage } from "../common/worded-language.ts";

// The loyalty program's words at checkout, in the eight languages the guest page speaks: joining from the cart,
// picking a reward, its line in the totals, and why a reward cannot be taken. Joining's own field words are the
// rewards page's (rewards-page-words.ts). Apart from the program's other words, so the cart's script carries only
// these. `{name}`-style holes are filled by `fill`.

export interface CheckoutRewardWords {
  /** The review's section. */
  heading: string;
  /** Before joining: why join now. */
  joinPrompt: string;
  /** Opens the join form. */
  joinButton: string;
  /** The choice of taking no reward with this order. */
  noReward: string;
  /** `{name}` the reward, `{points}` what it costs. */
  option: string;
  /** The totals' line; `{name}` the reward. */
  line: string;
  /** The reward is gone from the program, or the guest holds too few points for it. */
  unavailable: string;
  /** An item reward whose item is not in the cart; `{item}` its name. */
  needsItem: string;
  /** The guest's session ended (expired, or signed out elsewhere). */
  signInAgain: string;
  /** Joining was refused: the owner turned the program off since the checkout opened. */
  programOff: string;
}

export const CHECKOUT_REWARD_WORDS: Record<WordedLanguage, CheckoutRewardWords> = {
  en: {
    heading: "Rewards",
    joinPrompt: "Join our rewards with your phone or email: this order earns points once it is completed.",
    joinButton: "Join rewards",
    noReward: "No reward this time",
    option: "{name} ({points} points)",
    line: "Reward: {name}",
    unavailable: "This reward can't be taken: you have too few points for it, or it is no longer offered.",
    needsItem: "Add {item} to your order to take this reward.",
    signInAgain: "Please sign in to the rewards program again.",
    programOff: "This restaurant has no rewards program any more.",
  },
  es: {
    heading: "Recompensas",
    joinPrompt:
      "Únete a nuestras recompensas con tu teléfono o tu correo: este pedido suma puntos cuando se complete.",
    joinButton: "Unirme a las recompensas",
    noReward: "Sin recompensa esta vez",
    option: "{name} ({points} puntos)",
    line: "Recompensa: {name}",
    unavailable: "No puedes usar esta recompensa: tienes pocos puntos para ella o ya no se ofrece.",
    needsItem: "Añade {item} a tu pedido para usar esta recompensa.",
    signInAgain: "Vuelve a entrar en el programa de recompensas, por favor.",
    programOff: "Este restaurante ya no tiene programa de recompensas.",
  },
  fr: {
    heading: "Récompenses",
    joinPrompt:
      "Rejoignez nos récompenses avec votre téléphone ou votre e-mail : cette commande rapporte des points une fois terminée.",
    joinButton: "Rejoindre les récompenses",
    noReward: "Pas de récompense cette fois",
    option: "{name} ({points} points)",
    line: "Récompense : {name}",
    unavailable:
      "Cette récompense ne peut pas être utilisée : vous n'avez pas assez de points, ou elle n'est plus proposée.",
    needsItem: "Ajoutez {item} à votre commande pour utiliser cette récompense.",
    signInAgain: "Veuillez vous reconnecter au programme de récompenses.",
    programOff: "Ce restaurant n'a plus de programme de récompenses.",
  },
  de: {
    heading: "Prämien",
    joinPrompt:
      "Machen Sie mit Telefon oder E-Mail bei unseren Prämien mit: Diese Bestellung bringt Punkte, sobald sie abgeschlossen ist.",
    joinButton: "Bei den Prämien mitmachen",
    noReward: "Diesmal keine Prämie",
    option: "{name} ({points} Punkte)",
    line: "Prämie: {name}",
    unavailable:
      "Diese Prämie kann nicht eingelöst werden: Sie haben zu wenige Punkte dafür, oder sie wird nicht mehr angeboten.",
    needsItem: "Legen Sie {item} in Ihre Bestellung, um diese Prämie einzulösen.",
    signInAgain: "Bitte melden Sie sich erneut beim Prämienprogramm an.",
    programOff: "Dieses Restaurant hat kein Prämienprogramm mehr.",
  },
  it: {
    heading: "Premi",
    joinPrompt:
      "Iscriviti ai nostri premi con il telefono o l'e-mail: questo ordine ti dà punti quando è completato.",
    joinButton: "Iscriviti ai premi",
    noReward: "Nessun premio questa volta",
    option: "{name} ({points} punti)",
    line: "Premio: {name}",
    unavailable: "Questo premio non si può usare: hai troppo pochi punti o non è più offerto.",
    needsItem: "Aggiungi {item} al tuo ordine per usare questo premio.",
    signInAgain: "Accedi di nuovo al programma premi, per favore.",
    programOff: "Questo ristorante non ha più un programma premi.",
  },
  pt: {
    heading: "Recompensas",
    joinPrompt:
      "Participe das nossas recompensas com seu telefone ou e-mail: este pedido soma pontos quando for concluído.",
    joinButton: "Participar das recompensas",
    noReward: "Sem recompensa desta vez",
    option: "{name} ({points} pontos)",
    line: "Recompensa: {name}",
    unavailable:
      "Esta recompensa não pode ser usada: você tem poucos pontos para ela ou ela não é mais oferecida.",
    needsItem: "Adicione {item} ao seu pedido para usar esta recompensa.",
    signInAgain: "Entre novamente no programa de recompensas, por favor.",
    programOff: "Este restaurante não tem mais programa de recompensas.",
  },
  zh: {
    heading: "会员奖励",
    joinPrompt: "用手机或邮箱加入我们的会员奖励：本单完成后即可获得积分。",
    joinButton: "加入会员奖励",
    noReward: "这次不使用奖励",
    option: "{name}（{points} 积分）",
    line: "奖励：{name}",
    unavailable: "无法使用此奖励：您的积分不足，或该奖励已不再提供。",
    needsItem: "请将{item}加入订单后再使用此奖励。",
    signInAgain: "请重新登录会员奖励。",
    programOff: "这家餐厅已不再提供会员奖励。",
  },
  ar: {
    heading: "المكافآت",
    joinPrompt: "انضم إلى مكافآتنا برقم هاتفك أو بريدك الإلكتروني: يكسبك هذا الطلب نقاطًا عند اكتماله.",
    joinButton: "انضم إلى المكافآت",
    noReward: "بدون مكافأة هذه المرة",
    option: "{name} ({points} نقطة)",
    line: "المكافأة: {name}",
    unavailable: "لا يمكن استخدام هذه المكافأة: نقاطك أقل مما تتطلبه، أو لم تعد متاحة.",
    needsItem: "أضف {item} إلى طلبك لاستخدام هذه المكافأة.",
    signInAgain: "يرجى تسجيل الدخول إلى برنامج المكافآت مرة أخرى.",
    programOff: "لم يعد لدى هذا المطعم برنامج مكافآت.",
  },
};

export const checkoutRewardWords = (lang: string | null | undefined): CheckoutRewardWords =>
  CHECKOUT_REWARD_WORDS[wordedLanguage(lang)];
