import { type WordedLanguage, wordedLanguage } from "../../../shared/common/worded-language.ts";

// The words of the account's mails (confirming an address, resetting a password, the welcome of an account an
// operator made), in the guest page's eight languages, the shape of every word table. The product keeps no
// language for an owner yet, so these go in English (OWNER_LANGUAGE); the English is what the docs and tests
// quote. `{asker}`, `{email}`, `{hours}`, `{minutes}`, `{days}` are filled.

export interface AccountWords {
  verifySubject: string;
  verifyWho: string;
  /** How the asking account is named when it has no name and no business yet. */
  noName: string;
  verifyRule: string;
  verifyNotYou: string;
  verifyLink: string;
  resetSubject: string;
  resetAsked: string;
  resetHere: string;
  resetLink: string;
  resetValid: string;
  resetNotYou: string;
  welcomeSubject: string;
  welcomeMade: string;
  welcomeHere: string;
  welcomeThen: string;
  welcomeLink: string;
  welcomeValidThen: string;
}

const WORDS: Record<WordedLanguage, AccountWords> = {
  en: {
    verifySubject: "Confirm your email address",
    verifyWho: "Someone using the account named {asker} typed this address into it.",
    noName: "(no name)",
    verifyRule:
      "The link confirms it only while you are signed in to that account (valid for {hours} hours).",
    verifyNotYou: "If that account is not yours, ignore this mail: nothing changes.",
    verifyLink: "Confirm that {email} is yours",
    resetSubject: "Reset your password",
    resetAsked: "Someone asked to reset the password of your menu account.",
    resetHere: "Set a new password here (valid for {minutes} minutes):",
    resetLink: "Set a new password",
    resetValid: "(valid for {minutes} minutes).",
    resetNotYou: "If it was not you, ignore this mail: your password stays as it is.",
    welcomeSubject: "Your menu account is ready",
    welcomeMade: "An account was made for you to build and publish your online menu.",
    welcomeHere: "Choose your password here (valid for {days} days):",
    welcomeThen: "Then log in with {email}.",
    welcomeLink: "Choose your password",
    welcomeValidThen: "(valid for {days} days), then log in with {email}.",
  },
  es: {
    verifySubject: "Confirme su dirección de correo",
    verifyWho: "Alguien que usa la cuenta llamada {asker} escribió esta dirección en ella.",
    noName: "(sin nombre)",
    verifyRule:
      "El enlace la confirma solo mientras tenga abierta la sesión de esa cuenta (válido {hours} horas).",
    verifyNotYou: "Si esa cuenta no es suya, ignore este correo: nada cambia.",
    verifyLink: "Confirme que {email} es suya",
    resetSubject: "Restablezca su contraseña",
    resetAsked: "Alguien pidió restablecer la contraseña de su cuenta de menú.",
    resetHere: "Elija una nueva contraseña aquí (válido {minutes} minutos):",
    resetLink: "Elija una nueva contraseña",
    resetValid: "(válido {minutes} minutos).",
    resetNotYou: "Si no fue usted, ignore este correo: su contraseña sigue igual.",
    welcomeSubject: "Su cuenta de menú está lista",
    welcomeMade: "Se creó una cuenta para que cree y publique su menú en línea.",
    welcomeHere: "Elija su contraseña aquí (válido {days} días):",
    welcomeThen: "Luego inicie sesión con {email}.",
    welcomeLink: "Elija su contraseña",
    welcomeValidThen: "(válido {days} días), luego inicie sesión con {email}.",
  },
  fr: {
    verifySubject: "Confirmez votre adresse e-mail",
    verifyWho: "Quelqu'un utilisant le compte nommé {asker} y a saisi cette adresse.",
    noName: "(sans nom)",
    verifyRule: "Le lien ne la confirme que si vous êtes connecté à ce compte (valable {hours} heures).",
    verifyNotYou: "Si ce compte n'est pas le vôtre, ignorez ce message : rien ne change.",
    verifyLink: "Confirmez que {email} est à vous",
    resetSubject: "Réinitialisez votre mot de passe",
    resetAsked: "Quelqu'un a demandé à réinitialiser le mot de passe de votre compte de menu.",
    resetHere: "Choisissez un nouveau mot de passe ici (valable {minutes} minutes) :",
    resetLink: "Choisir un nouveau mot de passe",
    resetValid: "(valable {minutes} minutes).",
    resetNotYou: "Si ce n'était pas vous, ignorez ce message : votre mot de passe reste le même.",
    welcomeSubject: "Votre compte de menu est prêt",
    welcomeMade: "Un compte a été créé pour vous permettre de créer et publier votre menu en ligne.",
    welcomeHere: "Choisissez votre mot de passe ici (valable {days} jours) :",
    welcomeThen: "Connectez-vous ensuite avec {email}.",
    welcomeLink: "Choisir votre mot de passe",
    welcomeValidThen: "(valable {days} jours), puis connectez-vous avec {email}.",
  },
  de: {
    verifySubject: "Bestätigen Sie Ihre E-Mail-Adresse",
    verifyWho: "Jemand mit dem Konto namens {asker} hat diese Adresse dort eingegeben.",
    noName: "(ohne Namen)",
    verifyRule:
      "Der Link bestätigt sie nur, solange Sie bei diesem Konto angemeldet sind (gültig {hours} Stunden).",
    verifyNotYou: "Wenn dieses Konto nicht Ihres ist, ignorieren Sie diese Mail: Es ändert sich nichts.",
    verifyLink: "Bestätigen Sie, dass {email} Ihre ist",
    resetSubject: "Setzen Sie Ihr Passwort zurück",
    resetAsked: "Jemand hat verlangt, das Passwort Ihres Menü-Kontos zurückzusetzen.",
    resetHere: "Legen Sie hier ein neues Passwort fest (gültig {minutes} Minuten):",
    resetLink: "Neues Passwort festlegen",
    resetValid: "(gültig {minutes} Minuten).",
    resetNotYou: "Wenn Sie es nicht waren, ignorieren Sie diese Mail: Ihr Passwort bleibt, wie es ist.",
    welcomeSubject: "Ihr Menü-Konto ist bereit",
    welcomeMade: "Für Sie wurde ein Konto angelegt, um Ihr Online-Menü zu erstellen und zu veröffentlichen.",
    welcomeHere: "Wählen Sie hier Ihr Passwort (gültig {days} Tage):",
    welcomeThen: "Melden Sie sich dann mit {email} an.",
    welcomeLink: "Passwort wählen",
    welcomeValidThen: "(gültig {days} Tage), dann melden Sie sich mit {email} an.",
  },
  it: {
    verifySubject: "Conferma il tuo indirizzo email",
    verifyWho: "Qualcuno che usa l'account chiamato {asker} vi ha inserito questo indirizzo.",
    noName: "(senza nome)",
    verifyRule: "Il link lo conferma solo mentre sei connesso a quell'account (valido {hours} ore).",
    verifyNotYou: "Se quell'account non è tuo, ignora questa email: non cambia nulla.",
    verifyLink: "Conferma che {email} è tuo",
    resetSubject: "Reimposta la tua password",
    resetAsked: "Qualcuno ha chiesto di reimpostare la password del tuo account del menu.",
    resetHere: "Scegli una nuova password qui (valido {minutes} minuti):",
    resetLink: "Scegli una nuova password",
    resetValid: "(valido {minutes} minuti).",
    resetNotYou: "Se non sei stato tu, ignora questa email: la tua password resta com'è.",
    welcomeSubject: "Il tuo account del menu è pronto",
    welcomeMade: "È stato creato un account per te per creare e pubblicare il tuo menu online.",
    welcomeHere: "Scegli la tua password qui (valido {days} giorni):",
    welcomeThen: "Poi accedi con {email}.",
    welcomeLink: "Scegli la tua password",
    welcomeValidThen: "(valido {days} giorni), poi accedi con {email}.",
  },
  pt: {
    verifySubject: "Confirme seu endereço de e-mail",
    verifyWho: "Alguém usando a conta chamada {asker} digitou este endereço nela.",
    noName: "(sem nome)",
    verifyRule:
      "O link o confirma apenas enquanto você estiver conectado a essa conta (válido por {hours} horas).",
    verifyNotYou: "Se essa conta não é sua, ignore este e-mail: nada muda.",
    verifyLink: "Confirme que {email} é seu",
    resetSubject: "Redefina sua senha",
    resetAsked: "Alguém pediu para redefinir a senha da sua conta de cardápio.",
    resetHere: "Defina uma nova senha aqui (válido por {minutes} minutos):",
    resetLink: "Definir uma nova senha",
    resetValid: "(válido por {minutes} minutos).",
    resetNotYou: "Se não foi você, ignore este e-mail: sua senha continua a mesma.",
    welcomeSubject: "Sua conta de cardápio está pronta",
    welcomeMade: "Uma conta foi criada para você montar e publicar seu cardápio online.",
    welcomeHere: "Escolha sua senha aqui (válido por {days} dias):",
    welcomeThen: "Depois entre com {email}.",
    welcomeLink: "Escolher sua senha",
    welcomeValidThen: "(válido por {days} dias), depois entre com {email}.",
  },
  zh: {
    verifySubject: "确认您的电子邮件地址",
    verifyWho: "有人在名为 {asker} 的账户中填写了此地址。",
    noName: "（无名称）",
    verifyRule: "仅当您登录该账户时，此链接才会确认该地址（{hours} 小时内有效）。",
    verifyNotYou: "如果该账户不是您的，请忽略此邮件：不会有任何变化。",
    verifyLink: "确认 {email} 属于您",
    resetSubject: "重置您的密码",
    resetAsked: "有人请求重置您菜单账户的密码。",
    resetHere: "在此设置新密码（{minutes} 分钟内有效）：",
    resetLink: "设置新密码",
    resetValid: "（{minutes} 分钟内有效）。",
    resetNotYou: "如果不是您本人，请忽略此邮件：您的密码保持不变。",
    welcomeSubject: "您的菜单账户已就绪",
    welcomeMade: "已为您创建账户，用于制作和发布您的在线菜单。",
    welcomeHere: "在此选择您的密码（{days} 天内有效）：",
    welcomeThen: "然后使用 {email} 登录。",
    welcomeLink: "选择您的密码",
    welcomeValidThen: "（{days} 天内有效），然后使用 {email} 登录。",
  },
  ar: {
    verifySubject: "أكّد عنوان بريدك الإلكتروني",
    verifyWho: "شخص يستخدم الحساب المسمى {asker} كتب هذا العنوان فيه.",
    noName: "(بلا اسم)",
    verifyRule: "يؤكده الرابط فقط وأنت مسجّل الدخول إلى ذلك الحساب (صالح لمدة {hours} ساعة).",
    verifyNotYou: "إذا لم يكن ذلك الحساب لك، فتجاهل هذه الرسالة: لن يتغير شيء.",
    verifyLink: "أكّد أن {email} لك",
    resetSubject: "أعد تعيين كلمة المرور",
    resetAsked: "طلب شخص ما إعادة تعيين كلمة مرور حساب قائمتك.",
    resetHere: "عيّن كلمة مرور جديدة هنا (صالح لمدة {minutes} دقيقة):",
    resetLink: "عيّن كلمة مرور جديدة",
    resetValid: "(صالح لمدة {minutes} دقيقة).",
    resetNotYou: "إذا لم تكن أنت، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.",
    welcomeSubject: "حساب قائمتك جاهز",
    welcomeMade: "أُنشئ لك حساب لإعداد قائمتك على الإنترنت ونشرها.",
    welcomeHere: "اختر كلمة مرورك هنا (صالح لمدة {days} أيام):",
    welcomeThen: "ثم سجّل الدخول باستخدام {email}.",
    welcomeLink: "اختر كلمة مرورك",
    welcomeValidThen: "(صالح لمدة {days} أيام)، ثم سجّل الدخول باستخدام {email}.",
  },
};

export const accountWords = (lang: string | null | undefined): AccountWords => WORDS[wordedLanguage(lang)];
