import { type WordedLanguage, wordedLanguage } from "../../shared/common/worded-language.ts";
import type { PlaceOrderRequest } from "../../shared/ordering/orders.ts";
import type { Checkout } from "./checkout-state.ts";
import { h } from "./dom.ts";
import { keptNotify, type NotifyChoice } from "./remember-me.ts";
import { pageLang } from "./words.ts";

// "Email me updates" and "Text me updates" at checkout: the guest's choice of mails (with the email they give)
// and, when the restaurant offers them (the ordering options' `sms`), text messages about their order. The
// choices live with the checkout's details, for as long as the checkout does, and start as the guest left them
// at their last order when they asked this device to remember their details (remember-me.ts).

const WORDS: Record<WordedLanguage, { email: string; sms: string }> = {
  en: { email: "Email me updates", sms: "Text me updates" },
  es: { email: "Enviarme novedades por correo", sms: "Enviarme novedades por SMS" },
  fr: { email: "M'envoyer des nouvelles par e-mail", sms: "M'envoyer des nouvelles par SMS" },
  de: { email: "Neuigkeiten per E-Mail", sms: "Neuigkeiten per SMS" },
  it: { email: "Aggiornamenti via email", sms: "Aggiornamenti via SMS" },
  pt: { email: "Receber novidades por e-mail", sms: "Receber novidades por SMS" },
  zh: { email: "通过邮件通知我", sms: "通过短信通知我" },
  ar: { email: "أرسل لي التحديثات بالبريد", sms: "أرسل لي التحديثات برسالة نصية" },
};

const choices = new WeakMap<object, NotifyChoice>();
/** The guest's choices in this checkout, as they ticked them (the text box's even where it is not offered). */
export const notifyChoiceOf = (checkout: Checkout): NotifyChoice => {
  let choice = choices.get(checkout.details);
  if (!choice) {
    choice = keptNotify(checkout.page.businessId);
    choices.set(checkout.details, choice);
  }
  return choice;
};

function box(label: string, checked: boolean, onChange: (checked: boolean) => void) {
  const input = h("input", { type: "checkbox", checked });
  input.addEventListener("change", () => onChange(input.checked));
  return h("label", { class: "check" }, input, ` ${label}`);
}

/**
 * Whether "Text me updates" is offered: where the restaurant texts guests, and never to a table, whose guest is
 * asked no phone (the kitchen finds them there) and so could get no text.
 */
const offersTexts = (checkout: Checkout) => checkout.options.sms && checkout.details.type !== "TABLE";

/** The two boxes, under the guest's details: "Text me updates" only where a text can reach the guest. */
export function notifyFields(checkout: Checkout) {
  const words = WORDS[wordedLanguage(pageLang())];
  const choice = notifyChoiceOf(checkout);
  return [
    box(words?.email ?? "", choice.email, (checked) => {
      choice.email = checked;
    }),
    offersTexts(checkout)
      ? box(words?.sms ?? "", choice.sms, (checked) => {
          choice.sms = checked;
        })
      : null,
  ];
}

/** What the order says of the guest's choices; "Text me updates" counts only when it was offered. */
export function notifyRequest(checkout: Checkout): Pick<PlaceOrderRequest, "notify"> {
  const choice = notifyChoiceOf(checkout);
  return { notify: { email: choice.email, sms: offersTexts(checkout) && choice.sms } };
}
