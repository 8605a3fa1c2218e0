import { fill } from "../../common/fill.ts";
import { type WordedLanguage, wordedLanguage } from "../../common/worded-language.ts";

// The guest's words about delivery areas and remembered details, in the guest page's eight languages: the
// server's OUTSIDE_DELIVERY_AREA refusal and the checkout's answer as the guest types a postal code say the same
// thing, but the checkout's answer names no areas: its check answers only for the code typed. A table of its own beside the cart's (order-words.ts), loaded with the
// checkout that uses it. `{name}` holes are filled by `fill`.

export interface DeliveryAreaWords {
  /** `{zip}` the guest's code, `{areas}` the areas served: "Downtown (78701, 78702-78705); East (78721)". */
  outside: string;
  /** The checkout's answer for a code outside the areas, which does not list them: `{zip}`. */
  notServed: string;
  /** No code given for a delivery; `{areas}` as above. */
  needZip: string;
  /** `{zip}`, `{fee}`, `{minutes}`. */
  delivers: string;
  /** No fee in that area. */
  deliversFree: string;
  /** Added after `delivers` when the area has a minimum: `{minimum}`. */
  areaMinimum: string;
  checking: string;
  /** The checkout's ask before any code is typed. */
  enterZip: string;
  /** Under "Delivery" before a postal code is known. */
  byPostalCode: string;
  rememberMe: string;
  forgetMe: string;
  forgotten: string;
}

const WORDS: Record<WordedLanguage, DeliveryAreaWords> = {
  en: {
    outside: "Sorry, we do not deliver to {zip}. We deliver to: {areas}.",
    notServed: "Sorry, we do not deliver to {zip}.",
    needZip: "Please enter your postal code so we can check that we deliver there. We deliver to: {areas}.",
    delivers: "We deliver to {zip}: {fee} fee, about {minutes} min.",
    deliversFree: "We deliver to {zip} with no fee, in about {minutes} min.",
    areaMinimum: "The minimum order there is {minimum}.",
    checking: "Checking that we deliver there…",
    enterZip: "Please enter your postal code so we can check that we deliver there.",
    byPostalCode: "Fee and time depend on your postal code.",
    rememberMe: "Remember my details on this device",
    forgetMe: "Forget my details",
    forgotten: "Your details are no longer kept on this device.",
  },
  es: {
    outside: "Lo sentimos, no hacemos entregas en {zip}. Entregamos en: {areas}.",
    notServed: "Lo sentimos, no hacemos entregas en {zip}.",
    needZip: "Escriba su código postal para comprobar que entregamos allí. Entregamos en: {areas}.",
    delivers: "Entregamos en {zip}: {fee} de envío, en unos {minutes} min.",
    deliversFree: "Entregamos en {zip} sin coste de envío, en unos {minutes} min.",
    areaMinimum: "El pedido mínimo allí es de {minimum}.",
    checking: "Comprobando que entregamos allí…",
    enterZip: "Escriba su código postal para comprobar que entregamos allí.",
    byPostalCode: "El envío y el tiempo dependen de su código postal.",
    rememberMe: "Recordar mis datos en este dispositivo",
    forgetMe: "Olvidar mis datos",
    forgotten: "Sus datos ya no se guardan en este dispositivo.",
  },
  fr: {
    outside: "Désolé, nous ne livrons pas au {zip}. Nous livrons : {areas}.",
    notServed: "Désolé, nous ne livrons pas au {zip}.",
    needZip: "Veuillez saisir votre code postal pour vérifier que nous y livrons. Nous livrons : {areas}.",
    delivers: "Nous livrons au {zip} : {fee} de frais, en environ {minutes} min.",
    deliversFree: "Nous livrons au {zip} sans frais, en environ {minutes} min.",
    areaMinimum: "La commande minimum y est de {minimum}.",
    checking: "Nous vérifions que nous y livrons…",
    enterZip: "Veuillez saisir votre code postal pour vérifier que nous y livrons.",
    byPostalCode: "Frais et délai selon votre code postal.",
    rememberMe: "Mémoriser mes coordonnées sur cet appareil",
    forgetMe: "Oublier mes coordonnées",
    forgotten: "Vos coordonnées ne sont plus gardées sur cet appareil.",
  },
  de: {
    outside: "Leider liefern wir nicht nach {zip}. Wir liefern nach: {areas}.",
    notServed: "Leider liefern wir nicht nach {zip}.",
    needZip:
      "Bitte geben Sie Ihre Postleitzahl ein, damit wir prüfen können, ob wir dorthin liefern. Wir liefern nach: {areas}.",
    delivers: "Wir liefern nach {zip}: {fee} Liefergebühr, in etwa {minutes} Min.",
    deliversFree: "Wir liefern nach {zip} ohne Liefergebühr, in etwa {minutes} Min.",
    areaMinimum: "Der Mindestbestellwert dort ist {minimum}.",
    checking: "Wir prüfen, ob wir dorthin liefern…",
    enterZip: "Bitte geben Sie Ihre Postleitzahl ein, damit wir prüfen können, ob wir dorthin liefern.",
    byPostalCode: "Gebühr und Zeit hängen von Ihrer Postleitzahl ab.",
    rememberMe: "Meine Angaben auf diesem Gerät merken",
    forgetMe: "Meine Angaben vergessen",
    forgotten: "Ihre Angaben werden auf diesem Gerät nicht mehr gespeichert.",
  },
  it: {
    outside: "Spiacenti, non consegniamo a {zip}. Consegniamo a: {areas}.",
    notServed: "Spiacenti, non consegniamo a {zip}.",
    needZip: "Inserisci il tuo CAP per verificare che consegniamo lì. Consegniamo a: {areas}.",
    delivers: "Consegniamo a {zip}: {fee} di consegna, in circa {minutes} min.",
    deliversFree: "Consegniamo a {zip} senza costi di consegna, in circa {minutes} min.",
    areaMinimum: "L’ordine minimo lì è di {minimum}.",
    checking: "Verifichiamo che consegniamo lì…",
    enterZip: "Inserisci il tuo CAP per verificare che consegniamo lì.",
    byPostalCode: "Costo e tempi dipendono dal suo CAP.",
    rememberMe: "Ricorda i miei dati su questo dispositivo",
    forgetMe: "Dimentica i miei dati",
    forgotten: "I suoi dati non sono più conservati su questo dispositivo.",
  },
  pt: {
    outside: "Desculpe, não entregamos em {zip}. Entregamos em: {areas}.",
    notServed: "Desculpe, não entregamos em {zip}.",
    needZip: "Indique o seu código postal para verificarmos se entregamos aí. Entregamos em: {areas}.",
    delivers: "Entregamos em {zip}: taxa de {fee}, em cerca de {minutes} min.",
    deliversFree: "Entregamos em {zip} sem taxa de entrega, em cerca de {minutes} min.",
    areaMinimum: "A encomenda mínima aí é de {minimum}.",
    checking: "A verificar se entregamos aí…",
    enterZip: "Indique o seu código postal para verificarmos se entregamos aí.",
    byPostalCode: "A taxa e o tempo dependem do seu código postal.",
    rememberMe: "Lembrar os meus dados neste dispositivo",
    forgetMe: "Esquecer os meus dados",
    forgotten: "Os seus dados já não ficam guardados neste dispositivo.",
  },
  zh: {
    outside: "抱歉，我们不配送到 {zip}。我们的配送范围：{areas}。",
    notServed: "抱歉，我们不配送到 {zip}。",
    needZip: "请输入您的邮政编码，以便我们确认是否配送。我们的配送范围：{areas}。",
    delivers: "我们配送到 {zip}：配送费 {fee}，约 {minutes} 分钟。",
    deliversFree: "我们免费配送到 {zip}，约 {minutes} 分钟。",
    areaMinimum: "该区域最低消费为 {minimum}。",
    checking: "正在确认是否配送…",
    enterZip: "请输入您的邮政编码，以便我们确认是否配送。",
    byPostalCode: "配送费和时间取决于您的邮政编码。",
    rememberMe: "在此设备上记住我的信息",
    forgetMe: "忘记我的信息",
    forgotten: "您的信息已不再保存在此设备上。",
  },
  ar: {
    outside: "عذرًا، لا نوصّل إلى {zip}. نوصّل إلى: {areas}.",
    notServed: "عذرًا، لا نوصّل إلى {zip}.",
    needZip: "يرجى إدخال الرمز البريدي لنتأكد من أننا نوصّل إليه. نوصّل إلى: {areas}.",
    delivers: "نوصّل إلى {zip}: رسوم التوصيل {fee}، خلال {minutes} دقيقة تقريبًا.",
    deliversFree: "نوصّل إلى {zip} دون رسوم توصيل، خلال {minutes} دقيقة تقريبًا.",
    areaMinimum: "الحد الأدنى للطلب هناك {minimum}.",
    checking: "نتحقق من أننا نوصّل إلى هناك…",
    enterZip: "يرجى إدخال الرمز البريدي لنتأكد من أننا نوصّل إليه.",
    byPostalCode: "تعتمد الرسوم والمدة على رمزك البريدي.",
    rememberMe: "تذكّر بياناتي على هذا الجهاز",
    forgetMe: "انسَ بياناتي",
    forgotten: "لم تعد بياناتك محفوظة على هذا الجهاز.",
  },
};

export function deliveryAreaWords(lang: string | null | undefined): DeliveryAreaWords {
  return WORDS[wordedLanguage(lang)];
}

/** The areas as a guest reads them: "Downtown (78701, 78702-78705); East (78721)". */
export function listAreas(areas: readonly { name: string; postalCodes: readonly string[] }[]): string {
  return areas.map((area) => `${area.name} (${area.postalCodes.join(", ")})`).join("; ");
}

/** The refusal of a delivery to `zip` (none given: the ask for one), naming the areas served. */
export function outsideAreaMessage(
  lang: string | null | undefined,
  zip: string,
  areas: readonly { name: string; postalCodes: readonly string[] }[],
): string {
  const words = deliveryAreaWords(lang);
  const listed = listAreas(areas);
  return zip.trim()
    ? fill(words.outside, { zip: zip.trim(), areas: listed })
    : fill(words.needZip, { areas: listed });
}
