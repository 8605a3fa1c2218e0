import { type WordedLanguage, wordedLanguage } from "../common/worded-language.ts";

// The code that proves a guest's phone or email to a restaurant's rewards program, by text or by mail, in the
// eight languages the guest page speaks. `{code}`, `{business}` and `{minutes}` are filled by `fill`.

export interface LoyaltyWords {
  /** The text message, and the mail's first line. */
  codeText: string;
  mailSubject: string;
  /** Under the code in the mail: whoever did not ask may ignore it. */
  notYou: string;
}

export const LOYALTY_WORDS: Record<WordedLanguage, LoyaltyWords> = {
  en: {
    codeText: "{code} is your code for {business}'s rewards. It expires in {minutes} minutes.",
    mailSubject: "Your code for {business}'s rewards",
    notYou: "If you did not ask for it, you can ignore this mail.",
  },
  es: {
    codeText: "{code} es tu código para las recompensas de {business}. Caduca en {minutes} minutos.",
    mailSubject: "Tu código para las recompensas de {business}",
    notYou: "Si no lo has pedido, puedes ignorar este correo.",
  },
  fr: {
    codeText:
      "{code} est votre code pour le programme de fidélité de {business}. Il expire dans {minutes} minutes.",
    mailSubject: "Votre code pour le programme de fidélité de {business}",
    notYou: "Si vous ne l’avez pas demandé, ignorez ce message.",
  },
  de: {
    codeText: "{code} ist Ihr Code für das Treueprogramm von {business}. Er läuft in {minutes} Minuten ab.",
    mailSubject: "Ihr Code für das Treueprogramm von {business}",
    notYou: "Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.",
  },
  it: {
    codeText: "{code} è il tuo codice per i premi di {business}. Scade tra {minutes} minuti.",
    mailSubject: "Il tuo codice per i premi di {business}",
    notYou: "Se non l’hai richiesto, puoi ignorare questa email.",
  },
  pt: {
    codeText: "{code} é o seu código para as recompensas de {business}. Ele expira em {minutes} minutos.",
    mailSubject: "Seu código para as recompensas de {business}",
    notYou: "Se você não pediu, pode ignorar este e-mail.",
  },
  zh: {
    codeText: "{code} 是您在 {business} 会员奖励的验证码，{minutes} 分钟内有效。",
    mailSubject: "您在 {business} 会员奖励的验证码",
    notYou: "如果这不是您请求的，请忽略此邮件。",
  },
  ar: {
    codeText: "{code} هو رمزك لمكافآت {business}. تنتهي صلاحيته خلال {minutes} دقائق.",
    mailSubject: "رمزك لمكافآت {business}",
    notYou: "إذا لم تطلبه، يمكنك تجاهل هذه الرسالة.",
  },
};

export const loyaltyWords = (lang: string | null | undefined): LoyaltyWords =>
  LOYALTY_WORDS[wordedLanguage(lang)];
