import { createHash } from "node:crypto";
import { type Currency, formatMoney } from "../../../shared/money.ts";
import type { GuestOrder } from "../../../shared/orders.ts";
import { html, raw } from "../../public-page/html.ts";
import { PAY_PAGE_CSS } from "./pay-page-css.ts";

// Issue 13 item 2: the guest's pay step, a page of its own. Only this page, and only while the order waits for
// its card, loads Stripe.js (from STRIPE_JS_URL), and its CSP allows exactly what that needs: Stripe's script and
// frames, and calls to Stripe's API. The menu page never loads Stripe. Every other state of the order is shown
// from the server (the webhook is the truth), without Stripe at all.

const PAY_CSS = PAY_PAGE_CSS.replace(/\s+/g, " ")
  .replace(/\s*([{};,>])\s*/g, "$1")
  .replace(/:\s+/g, ":")
  .trim();
const CSS_HASH = `'sha256-${createHash("sha256").update(PAY_CSS).digest("base64")}'`;

export interface PayPageOptions {
  order: GuestOrder;
  key: string;
  businessName: string;
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
}

const origin = (url: string) => new URL(url).origin;

/** The page's CSP: Stripe's origins only when the card form is on it. */
export function payPageCsp(options: {
  stripeJsUrl: string | null;
  stripeApiUrl: string | undefined;
}): string {
  const js = options.stripeJsUrl ? origin(options.stripeJsUrl) : null;
  const api = options.stripeApiUrl ? origin(options.stripeApiUrl) : js ? "https://api.stripe.com" : null;
  // Stripe's guidance: its script, its frames (the card fields, 3-D Secure on hooks.stripe.com), its API.
  const frames = js ? [js, ...(js === "https://js.stripe.com" ? ["https://hooks.stripe.com"] : [])] : [];
  return [
    "default-src 'none'",
    `script-src 'self'${js ? ` ${js}` : ""}`,
    `style-src ${CSS_HASH}`,
    "img-src 'self' data:",
    `connect-src 'self'${api ? ` ${api}` : ""}`,
    ...(frames.length ? [`frame-src ${frames.join(" ")}`] : []),
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const IN_PERSON_WORDS = {
  PICKUP: "Pay at pick-up instead",
  TABLE: "Pay at the table instead",
  DELIVERY: "Pay on delivery instead",
} as const;

function stateOf(order: GuestOrder, isReturning: boolean) {
  const money = (minor: number) => formatMoney(minor, { code: order.currencyCode, symbol: order.currency });
  if (order.status === "PENDING_PAYMENT")
    return isReturning
      ? { kind: "confirming", title: "Confirming your payment…", text: "This takes a moment." }
      : { kind: "pay", title: "Pay by card", text: "" };
  if (order.status === "REJECTED" || order.status === "CANCELLED") {
    const charged =
      order.paymentStatus === "REFUNDED"
        ? `${money(order.refunded)} was refunded to your card.`
        : order.paymentStatus === "PARTIALLY_REFUNDED" || order.paymentStatus === "PAID"
          ? ""
          : "Your card was not charged.";
    return {
      kind: "ended",
      title: order.status === "REJECTED" ? "Your order was declined" : "Your order was cancelled",
      text: [order.reason, charged].filter(Boolean).join(" "),
    };
  }
  if (order.paymentStatus === "AUTHORIZED")
    return {
      kind: "waiting",
      title: "Payment authorized",
      text: `${money(order.total)} is held on your card and charged when the restaurant accepts your order.`,
    };
  if (order.paymentStatus === "PAID")
    return {
      kind: "paid",
      title: "Paid",
      text: `${money(order.total)} was charged to your card. Your order is accepted.`,
    };
  if (order.paymentStatus === "PARTIALLY_REFUNDED" || order.paymentStatus === "REFUNDED")
    return { kind: "paid", title: "Paid", text: `${money(order.refunded)} was refunded to your card.` };
  return { kind: "ended", title: "You pay in person", text: "This order is paid when it is handed over." };
}

export function renderPayPage(options: PayPageOptions): { html: string; csp: string } {
  const { order } = options;
  const currency: Currency = { code: order.currencyCode, symbol: order.currency };
  const money = (minor: number) => formatMoney(minor, currency);
  const state = stateOf(order, options.isReturning);
  const isPaying = state.kind === "pay" && options.stripeJsUrl !== null;
  const totals: [string, number][] = [
    ["Subtotal", order.subtotal],
    ...order.taxes.map((tax): [string, number] => [tax.label, tax.amount]),
    ...(order.deliveryFee ? [["Delivery", order.deliveryFee] as [string, number]] : []),
    ...(order.tip ? [["Tip", order.tip] as [string, number]] : []),
  ];
  const body = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Order #${order.friendlyId} · ${options.businessName}</title>
<style>${raw(PAY_CSS)}</style></head>
<body><main class="pay">
<p class="back"><a href="${options.menuUrl}">← ${options.businessName}</a></p>
<h1>Order #${order.friendlyId}</h1>
<section class="card" aria-label="Your order"><ul class="lines">${order.items.map(
    (line) =>
      html`<li><span>${line.quantity} × ${line.name}${line.size ? ` (${line.size})` : ""}</span><span>${money(line.lineTotal)}</span></li>`,
  )}</ul><dl class="totals">${totals.map(
    ([label, amount]) => html`<div><dt>${label}</dt><dd>${money(amount)}</dd></div>`,
  )}<div class="total"><dt>Total</dt><dd>${money(order.total)}</dd></div></dl></section>
<section class="card state state-${state.kind}" aria-live="polite" id="pay-state" data-order="${order.id}" data-key="${options.key}" data-status="${order.status}" data-payment="${order.paymentStatus}" data-follow="${state.kind === "pay" ? "" : "1"}">
<h2>${state.title}</h2>${state.text ? html`<p>${state.text}</p>` : ""}${
    state.kind === "waiting" || state.kind === "paid"
      ? html`<p><a href="${options.menuUrl}/orders/${order.id}?key=${options.key}">Follow your order</a></p>`
      : ""
  }
${
  isPaying
    ? html`<form id="pay-form" novalidate><div id="payment-element" class="element"><p class="muted">Loading the secure card form…</p></div>
<p id="pay-error" class="error" role="alert" hidden></p>
<button type="submit" id="pay-button" class="primary" disabled>Pay ${money(order.total)}</button></form>
${
  options.inPerson
    ? html`<p class="or">or</p><button type="button" id="pay-in-person" class="secondary" data-payment="${options.inPerson}">${IN_PERSON_WORDS[order.type]}</button>`
    : ""
}
<noscript><p class="error">Paying by card needs JavaScript in your browser.</p></noscript>`
    : state.kind === "pay"
      ? html`<p class="error">Online card payment is not available right now.</p>`
      : ""
}
</section>
<p class="fine">Card payments are processed by Stripe. Your card details never reach this site.</p>
</main>
${isPaying && options.stripeJsUrl ? html`<script src="${options.stripeJsUrl}"></script>` : ""}${
  options.scriptSrc ? html`<script type="module" src="${options.scriptSrc}"></script>` : ""
}
</body></html>`;
  return {
    html: body.value,
    csp: payPageCsp({
      stripeJsUrl: isPaying ? options.stripeJsUrl : null,
      stripeApiUrl: isPaying ? options.stripeApiUrl : undefined,
    }),
  };
}
