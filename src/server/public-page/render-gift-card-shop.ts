import { fill } from "../../shared/common/fill.ts";
import { isRightToLeft } from "../../shared/common/languages.ts";
import { giftCardSaleWords } from "../../shared/gift-cards/gift-card-sale-words.ts";
import { MESSAGE_MAX } from "../../shared/gift-cards/gift-card-sales.ts";
import { orderWords } from "../../shared/ordering/order-words/all.ts";
import { html, raw } from "../lib/html.ts";
import { withLang } from "./render-booking.ts";

// The guest's form to buy a gift card (/m/{url}/gift-cards), complete as HTML so it works without script: the
// owner's amounts as choices and any other within their range, whom it is for, from whom, a message and the day
// it goes. It posts to itself; the server answers with the pay step, or the form again with the reason above it.

export interface GiftCardShopOptions {
  name: string;
  lang: string | null;
  /** The guest page's stylesheet, the booking forms' and the restaurant's colours. */
  css: string[];
  /** "/m/{address}": the menu to go back to. */
  base: string;
  /** The owner's preset amounts, each as minor units and as written. */
  presets: { minor: number; text: string }[];
  /** "From $10.00 to $500.00". */
  range: string;
  /** The currency's symbol, beside the other amount's box. */
  symbol: string;
  firstDay: string;
  lastDay: string;
  error: string | null;
  /** False while the restaurant cannot take the payment: the sentence alone, without the form. */
  isOpen: boolean;
  values: Record<string, string>;
  /** A fresh Idempotency-Key per form: a double tap buys one card. */
  formKey: string;
}

export const GIFT_CARD_SHOP_CSS =
  ".shop .intro{color:#333;margin:0 0 16px}.shop .slots{margin:0 0 12px}.other{display:flex;align-items:center;gap:8px}" +
  ".other span{font-weight:700}.shop .hint{color:#444;font-weight:400;font-size:.95rem;margin:4px 0 0}";

function form(options: GiftCardShopOptions) {
  const words = giftCardSaleWords(options.lang);
  const value = (name: string) => options.values[name] ?? "";
  const chosen = value("amount");
  return html`<form method="post" action="${withLang(`${options.base}/gift-cards`, options.lang)}"><input type="hidden" name="formKey" value="${options.formKey}"><fieldset><legend>${words.amount}</legend>${
    options.presets.length
      ? html`<div class="slots">${options.presets.map(
          (preset) =>
            html`<label class="slot"><input type="radio" name="amount" value="${preset.minor}"${
              chosen === String(preset.minor) ? raw(" checked") : ""
            }><span><bdi>${preset.text}</bdi></span></label>`,
        )}</div>`
      : ""
  }<label>${words.otherAmount}<span class="other" dir="ltr"><span>${options.symbol}</span><input name="other" inputmode="decimal" autocomplete="off" maxlength="12" value="${value("other")}"></span><span class="hint">${options.range}</span></label></fieldset><fieldset><legend>${words.recipientHeading}</legend><label>${words.recipientName}<input name="recipientName" autocomplete="off" maxlength="100" required value="${value("recipientName")}"></label><label>${words.recipientEmail}<input name="recipientEmail" type="email" autocomplete="off" maxlength="254" required dir="ltr" value="${value("recipientEmail")}"></label><label>${words.message}<textarea name="message" maxlength="${MESSAGE_MAX}" rows="3">${value("message")}</textarea></label><label>${words.sendOn}<input name="sendOn" type="date" min="${options.firstDay}" max="${options.lastDay}" value="${value("sendOn")}"><span class="hint">${words.sendOnHint}</span></label></fieldset><fieldset><legend>${words.senderHeading}</legend><label>${words.senderName}<input name="senderName" autocomplete="name" maxlength="100" required value="${value("senderName")}"></label><label>${words.senderEmail}<input name="senderEmail" type="email" autocomplete="email" maxlength="254" required dir="ltr" value="${value("senderEmail")}"></label></fieldset><button type="submit" class="primary">${words.continue}</button></form>`;
}

export function renderGiftCardShop(options: GiftCardShopOptions): string {
  const words = giftCardSaleWords(options.lang);
  const lang = options.lang ?? "en";
  const body = html`<h2>${words.title}</h2><p class="intro">${fill(words.intro, { business: options.name })}</p>${
    options.error ? html`<p class="err" role="alert">${options.error}</p>` : ""
  }${options.isOpen ? form(options) : ""}`;
  return html`<!doctype html><html lang="${lang}"${isRightToLeft(options.lang) ? raw(' dir="rtl"') : ""}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${words.title} · ${options.name}</title>${options.css.map(
    (css) => html`<style>${raw(css)}</style>`,
  )}</head><body><header><div class="hero"><p class="back"><a href="${withLang(options.base, options.lang)}">${orderWords(options.lang).backLink}</a></p><h1>${options.name}</h1></div></header><main class="bk shop">${body}</main></body></html>`
    .value;
}
