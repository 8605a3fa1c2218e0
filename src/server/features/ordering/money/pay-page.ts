import { createHash } from "node:crypto";
import { fill } from "../../../../shared/common/fill.ts";
import { isRightToLeft } from "../../../../shared/common/languages.ts";
import { type Currency, formatMoney } from "../../../../shared/common/money.ts";
import { giftCardCheckoutWords } from "../../../../shared/gift-cards/gift-card-checkout-words.ts";
import { lineIn } from "../../../../shared/menus/item-text.ts";
import type { MenuItem } from "../../../../shared/menus/menu.ts";
import { guestDiscountLines } from "../../../../shared/ordering/discount-parts.ts";
import { orderWords } from "../../../../shared/ordering/order-words/all.ts";
import { type PayWords, payWords } from "../../../../shared/ordering/order-words/pay-words.ts";
import { cardPart, type GuestOrder } from "../../../../shared/ordering/orders.ts";
import { html, raw } from "../../../lib/html.ts";
import { stripeCspSources } from "../../payments/stripe-csp.ts";
import { PAY_PAGE_CSS } from "./pay-page-css.ts";

// The guest's pay step, a page of its own. Only this page, and only while the order waits for
// its card, loads Stripe.js (from STRIPE_JS_URL), and its CSP allows exactly what that needs: Stripe's script and
// frames, and calls to Stripe's API. The menu page never loads Stripe. Every other state of the order is shown
// from the server (the webhook is the truth), without Stripe at all.

export const PAY_CSS = PAY_PAGE_CSS.replace(/\s+/g, " ")
  .replace(/\s*([{};,>])\s*/g, "$1")
  .replace(/:\s+/g, ":")
  .trim();
const styleHash = (css: string) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`;

export interface PayPageOptions {
  order: GuestOrder;
  key: string;
  businessName: string;
  /**
   * The owner's colours as the menu page draws them (`themeCss`: --banner, --banner-text, --name), so the pay step
   * reads as the restaurant's page rather than a bare form; empty for the neutral look.
   */
  themeCss?: string;
  /** The guest page's address, for the way back to the menu. */
  menuUrl: string;
  /** The pay script's URL (Vite's output); null in API-only runs: the page still shows the order's state. */
  scriptSrc: string | null;
  /** Stripe.js, or null when the server has no Stripe key. */
  stripeJsUrl: string | null;
  stripeApiUrl: string | undefined;
  /** How the guest may pay in person instead, if the business takes it for this order. */
  inPerson: "CASH" | "CARD_ON_DELIVERY" | null;
  /** Back from Stripe (3-D Secure) with `redirect_status=succeeded`: waiting for the webhook, not asking again. */
  isReturning: boolean;
  /** The language the order was placed in (?lang=, as the menu page picks); null: English. */
  lang: string | null;
  /** The ordered item as published now, for its names in `lang` (the order keeps the originals). */
  findItem?: (line: { menuId: string; itemId: string }) => MenuItem | undefined;
}

const origin = (url: string) => new URL(url).origin;

/** The page's CSP: Stripe's origins only when the card form is on it. */
export function payPageCsp(options: {
  stripeJsUrl: string | null;
  stripeApiUrl: string | undefined;
  /** The page's one inline stylesheet, allowed by its hash. */
  css?: string;
}): string {
  const stripe = options.stripeJsUrl ? stripeCspSources(options.stripeJsUrl, options.stripeApiUrl) : null;
  const js = stripe?.script ?? null;
  const api = stripe?.connect ?? (options.stripeApiUrl ? origin(options.stripeApiUrl) : null);
  const frames = stripe?.frames ?? [];
  return [
    "default-src 'none'",
    `script-src 'self'${js ? ` ${js}` : ""}`,
    `style-src ${styleHash(options.css ?? PAY_CSS)}`,
    "img-src 'self' data:",
    `connect-src 'self'${api ? ` ${api}` : ""}`,
    ...(frames.length ? [`frame-src ${frames.join(" ")}`] : []),
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const inPersonWord = (words: PayWords, type: GuestOrder["type"]) =>
  type === "TABLE"
    ? words.inPersonTable
    : type === "DELIVERY"
      ? words.inPersonDelivery
      : words.inPersonPickUp;

function stateOf(order: GuestOrder, isReturning: boolean, words: PayWords) {
  const money = (minor: number) => formatMoney(minor, { code: order.currencyCode, symbol: order.currency });
  if (order.status === "PENDING_PAYMENT")
    return isReturning
      ? { kind: "confirming", title: words.confirmingTitle, text: words.confirmingText }
      : { kind: "pay", title: words.payTitle, text: "" };
  if (order.status === "REJECTED" || order.status === "CANCELLED") {
    const charged =
      order.paymentStatus === "REFUNDED"
        ? fill(words.refunded, { amount: money(order.refunded) })
        : order.paymentStatus === "PARTIALLY_REFUNDED" || order.paymentStatus === "PAID"
          ? ""
          : words.notCharged;
    return {
      kind: "ended",
      title: order.status === "REJECTED" ? words.declinedTitle : words.cancelledTitle,
      text: [order.reason, charged].filter(Boolean).join(" "),
    };
  }
  if (order.paymentStatus === "AUTHORIZED")
    return {
      kind: "waiting",
      title: words.authorizedTitle,
      text: fill(words.authorizedText, { amount: money(cardPart(order)) }),
    };
  if (order.paymentStatus === "PAID")
    return {
      kind: "paid",
      title: words.paidTitle,
      text: fill(words.paidText, { amount: money(cardPart(order)) }),
    };
  if (order.paymentStatus === "PARTIALLY_REFUNDED" || order.paymentStatus === "REFUNDED")
    return {
      kind: "paid",
      title: words.paidTitle,
      text: fill(words.refunded, { amount: money(order.refunded) }),
    };
  return { kind: "ended", title: words.inPersonTitle, text: words.inPersonText };
}

export function renderPayPage(options: PayPageOptions): { html: string; csp: string } {
  const { order } = options;
  const currency: Currency = { code: order.currencyCode, symbol: order.currency };
  const money = (minor: number) => formatMoney(minor, currency);
  const words = payWords(options.lang);
  const shared = orderWords(options.lang);
  // An order waiting for its card has no number yet: it takes one as it goes live.
  const title = order.friendlyId ? `${shared.order} #${order.friendlyId}` : shared.order;
  const lang = options.lang ?? "en";
  const langQuery = options.lang ? `&lang=${encodeURIComponent(options.lang)}` : "";
  const state = stateOf(order, options.isReturning, words);
  // Where a paid card goes on to by itself (pay.ts), and the link to it without scripts.
  const orderPage = `${options.menuUrl}/orders/${order.id}?key=${options.key}${langQuery}`;
  // The owner's colours after the page's own rules, in the one stylesheet its CSP allows by hash.
  const css = `${PAY_CSS}${options.themeCss ?? ""}`;
  // Each line as the confirmation shows it: its size, and the options chosen (the total counts them).
  const lineText = (line: GuestOrder["items"][number]) => {
    const text = lineIn(line, options.findItem?.(line), options.lang);
    return html`${line.quantity} × ${text.name}${text.size ? ` (${text.size})` : ""}${
      text.modifiers.length > 0 ? html`<small>${text.modifiers.join(", ")}</small>` : ""
    }${line.note ? html`<small>“${line.note}”</small>` : ""}`;
  };
  // In right-to-left text an amount is kept left to right by Unicode isolates: after Arabic words its digits would
  // otherwise read as Arabic numbers and the currency sign would move behind them ("37.34$").
  const isolated = (text: string) => (isRightToLeft(lang) ? `\u2066${text}\u2069` : text);
  const isPaying = state.kind === "pay" && options.stripeJsUrl !== null;
  const giftCard = giftCardCheckoutWords(options.lang);
  const totals: [string, number][] = [
    [shared.subtotal, order.subtotal],
    ...guestDiscountLines(order, options.lang).map((line): [string, number] => [line.label, -line.amount]),
    ...order.taxes.map((tax): [string, number] => [tax.label, tax.amount]),
    ...(order.deliveryFee ? [[words.delivery, order.deliveryFee] as [string, number]] : []),
    ...(order.tip ? [[shared.tip, order.tip] as [string, number]] : []),
  ];
  const body = html`<!doctype html>
<html lang="${lang}"${isRightToLeft(lang) ? raw(' dir="rtl"') : ""}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · ${options.businessName}</title>
<style>${raw(css)}</style></head>
<body><header class="hero"><p class="back"><a href="${options.menuUrl}">${shared.backLink}</a></p>
<p class="name">${options.businessName}</p></header><main class="pay">
<h1>${title}</h1>
<section class="card" aria-label="${shared.yourOrder}"><ul class="lines">${order.items.map(
    (line) => html`<li><span>${lineText(line)}</span><span>${money(line.lineTotal)}</span></li>`,
  )}</ul><dl class="totals">${totals.map(
    ([label, amount]) => html`<div><dt>${label}</dt><dd>${money(amount)}</dd></div>`,
  )}<div class="total"><dt>${shared.total}</dt><dd>${money(order.total)}</dd></div>${
    order.giftCardPaid > 0
      ? html`<div><dt>${giftCard.name}</dt><dd>${money(-order.giftCardPaid)}</dd></div><div class="total"><dt>${giftCard.leftToPay}</dt><dd>${money(cardPart(order))}</dd></div>`
      : ""
  }</dl></section>
<section class="card state state-${state.kind}" aria-live="polite" id="pay-state" data-order="${order.id}" data-key="${options.key}" data-status="${order.status}" data-payment="${order.paymentStatus}" data-follow="${state.kind === "pay" ? "" : "1"}" data-order-page="${orderPage}" data-lang="${options.lang ?? ""}" data-failed="${words.failed}" data-no-form="${words.noForm}" data-try-another="${words.tryAnother}" data-try-another-in-person="${words.tryAnotherOrInPerson}" data-confirming="${words.confirmingTitle}">
<h2>${state.title}</h2>${state.text ? html`<p>${state.text}</p>` : ""}${
    state.kind === "waiting" || state.kind === "paid"
      ? html`<p><a href="${orderPage}">${words.follow}</a></p>`
      : ""
  }
${
  isPaying
    ? html`<form id="pay-form" novalidate><div id="payment-element" class="element"><p class="muted">${words.loadingForm}</p></div>
<p id="pay-error" class="error" role="alert" hidden></p>
<button type="submit" id="pay-button" class="primary" disabled>${fill(words.payAmount, { amount: isolated(money(cardPart(order))) })}</button></form>
${
  options.inPerson
    ? html`<p class="or">${words.or}</p><button type="button" id="pay-in-person" class="secondary" data-payment="${options.inPerson}">${inPersonWord(words, order.type)}</button>`
    : ""
}
<noscript><p class="error">${words.noScript}</p></noscript>`
    : state.kind === "pay"
      ? html`<p class="error">${words.unavailable}</p>`
      : ""
}
</section>
<p class="fine">${words.stripeNote}</p>
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
