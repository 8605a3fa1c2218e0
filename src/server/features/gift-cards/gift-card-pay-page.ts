import { fill } from "../../../shared/common/fill.ts";
import { isRightToLeft } from "../../../shared/common/languages.ts";
import type { Currency } from "../../../shared/common/money.ts";
import { formatMoney } from "../../../shared/common/money.ts";
import { giftCardSaleWords } from "../../../shared/gift-cards/gift-card-sale-words.ts";
import { giftCardWords } from "../../../shared/gift-cards/gift-card-words.ts";
import { orderWords } from "../../../shared/ordering/order-words/all.ts";
import { payWords } from "../../../shared/ordering/order-words/pay-words.ts";
import { html, raw } from "../../lib/html.ts";
import { PAY_CSS, payPageCsp } from "../ordering/money/pay-page.ts";
import type { SaleRow } from "./gift-card-sales.ts";

// A gift card sale's pay step, on the order's pay page (/pay/{id}?key) with the same look, CSP and script: the
// card being bought, when it goes, and Stripe's card form until the webhook says the sale is paid; then the
// thanks, with when the card reaches its recipient.

export interface SalePayPageOptions {
  sale: SaleRow;
  businessName: string;
  themeCss: string;
  menuUrl: string;
  /** This page's address (with its key and language): where a card paid while the guest waits goes on to. */
  pageUrl: string;
  scriptSrc: string | null;
  stripeJsUrl: string | null;
  stripeApiUrl: string | undefined;
  currency: Currency;
  /** The day the card's mail waits for, as the page's language writes it; null: sent when paid. */
  sendOn: string | null;
  isReturning: boolean;
  lang: string | null;
}

export function renderSalePayPage(options: SalePayPageOptions): { html: string; csp: string } {
  const { sale } = options;
  const words = giftCardSaleWords(options.lang);
  const pay = payWords(options.lang);
  const lang = options.lang ?? "en";
  const key = encodeURIComponent(sale.guestKey);
  const amount = formatMoney(sale.amount, options.currency);
  const isolated = (text: string) => (isRightToLeft(lang) ? `\u2066${text}\u2069` : text);
  const isPaid = sale.status === "PAID";
  const isPaying = !isPaid && !options.isReturning && options.stripeJsUrl !== null;
  const title = fill(words.payTitle, { name: sale.recipientName });
  const when = options.sendOn
    ? fill(words.sendsOn, { email: sale.recipientEmail, date: options.sendOn })
    : fill(words.sendsNow, { email: sale.recipientEmail });
  const state = isPaid
    ? {
        kind: "paid",
        title: words.paidTitle,
        text: options.sendOn
          ? fill(words.paidScheduled, { email: sale.recipientEmail, date: options.sendOn })
          : fill(words.paidSent, { email: sale.recipientEmail }),
      }
    : options.isReturning
      ? { kind: "confirming", title: pay.confirmingTitle, text: pay.confirmingText }
      : { kind: "pay", title: pay.payTitle, text: "" };
  // The card alone has no lines above its total to divide it from; a long address wraps inside the card.
  const css = `${PAY_CSS}.sale .totals{border-top:0;padding-top:0}.pay p{overflow-wrap:anywhere}${options.themeCss}`;
  const body = html`<!doctype html>
<html lang="${lang}"${isRightToLeft(lang) ? raw(' dir="rtl"') : ""}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · ${options.businessName}</title>
<style>${raw(css)}</style></head>
<body><header class="hero"><p class="back"><a href="${options.menuUrl}">${orderWords(options.lang).backLink}</a></p>
<p class="name">${options.businessName}</p></header><main class="pay">
<h1>${title}</h1>
<section class="card sale" aria-label="${giftCardWords(options.lang).title}"><dl class="totals"><div class="total"><dt>${giftCardWords(options.lang).title}</dt><dd>${amount}</dd></div></dl>${isPaid ? "" : html`<p>${when}</p>`}${
    sale.message ? html`<p class="muted">“${sale.message}”</p>` : ""
  }</section>
<section class="card state state-${state.kind}" aria-live="polite" id="pay-state" data-order="${sale.id}" data-key="${sale.guestKey}" data-status="${sale.status}" data-payment="" data-follow="${state.kind === "confirming" ? "1" : ""}" data-order-page="${options.pageUrl}" data-intent-url="/v1/public/gift-card-sales/${sale.id}/create-intent?key=${key}" data-status-url="/v1/public/gift-card-sales/${sale.id}?key=${key}" data-lang="${options.lang ?? ""}" data-failed="${pay.failed}" data-no-form="${pay.noForm}" data-try-another="${pay.tryAnother}" data-confirming="${pay.confirmingTitle}">
<h2>${state.title}</h2>${state.text ? html`<p>${state.text}</p>` : ""}${
    isPaid ? html`<p><a href="${options.menuUrl}">${giftCardWords(options.lang).seeMenu}</a></p>` : ""
  }
${
  isPaying
    ? html`<form id="pay-form" novalidate><div id="payment-element" class="element"><p class="muted">${pay.loadingForm}</p></div>
<p id="pay-error" class="error" role="alert" hidden></p>
<button type="submit" id="pay-button" class="primary" disabled>${fill(pay.payAmount, { amount: isolated(amount) })}</button></form>
<noscript><p class="error">${pay.noScript}</p></noscript>`
    : state.kind === "pay"
      ? html`<p class="error">${pay.unavailable}</p>`
      : ""
}
</section>
<p class="fine">${pay.stripeNote}</p>
</main>
${isPaying && options.stripeJsUrl ? html`<script src="${options.stripeJsUrl}"></script>` : ""}${
  options.scriptSrc ? html`<script type="module" src="${options.scriptSrc}"></script>` : ""
}
</body></html>`;
  return {
    html: body.value,
    csp: payPageCsp({
      css,
      stripeJsUrl: isPaying ? options.stripeJsUrl : null,
      stripeApiUrl: isPaying ? options.stripeApiUrl : undefined,
    }),
  };
}
