import { readAnnouncement } from "../../shared/businesses/announcement.ts";
import { fill } from "../../shared/common/fill.ts";
import { isRightToLeft } from "../../shared/common/languages.ts";
import { formatMoney } from "../../shared/common/money.ts";
import { formatUsPhone } from "../../shared/common/phone.ts";
import { giftCardCheckoutWords } from "../../shared/gift-cards/gift-card-checkout-words.ts";
import { lineIn } from "../../shared/menus/item-text.ts";
import { guestDiscountLines } from "../../shared/ordering/discount-parts.ts";
import {
  describeOrderStatus,
  describeOrderTime,
  describeRefund,
  orderSteps,
} from "../../shared/ordering/order-status-text.ts";
import { orderWords } from "../../shared/ordering/order-words/all.ts";
import type { OrderWords } from "../../shared/ordering/order-words/order-words.ts";
import { cardPart, type GuestOrder } from "../../shared/ordering/orders.ts";
import type { PublishedSnapshot } from "../../shared/publishing/public-page.ts";
import { type Html, html, raw } from "../lib/html.ts";
import { themeCss } from "./render.ts";

// The guest's confirmation page. Complete as HTML (the friendly number, what was ordered, the
// totals and the status when the page was made); the page's script then follows the status live
// (order/track.ts) and rewrites the status block with the same shared wording. In the language
// the order was placed in (the checkout sends the guest here with ?lang=), else picked as the menu page picks.

export interface OrderPageOptions {
  snapshot: PublishedSnapshot;
  order: GuestOrder;
  /** "/m/{address}": the menu to go back to. */
  base: string;
  /** The tracking key, for the live stream's address. */
  trackingKey: string;
  scriptSrc: string | null;
  /** The page's language (languages.ts pickLanguage); null reads English. */
  lang: string | null;
  /** A tax's label in the page's language, from the owner's translation of it; as ordered when absent. */
  taxLabel?: ((label: string) => string) | undefined;
  css: string;
  now: Date;
}

/** How the order is paid, said the same way the checkout said it. */
export function paymentText(
  words: OrderWords,
  payment: GuestOrder["payment"],
  type: GuestOrder["type"],
  isPaid: boolean,
  /** The guest's language, for a gift card's name. */
  lang: string | null,
): string {
  if (payment === "ONLINE_CARD") return isPaid ? words.paidOnline : words.payOnline;
  if (payment === "GIFT_CARD") return giftCardCheckoutWords(lang).name;
  const cash = payment === "CASH";
  if (type === "DELIVERY") return cash ? words.cashOnDelivery : words.cardOnDelivery;
  if (type === "TABLE") return cash ? words.cashAtTable : words.cardAtTable;
  return cash ? words.cashAtPickUp : words.cardAtPickUp;
}

/** "Call {phone}." with the number as a link, kept left to right, wherever the language puts it. */
/** A sentence with a `{phone}` hole, the number in it a link that calls it (the order's and the booking's pages). */
export function withPhoneLink(template: string, phone: string): Html {
  const [before = "", after = ""] = template.split("{phone}");
  return html`${before}<a href="tel:${phone}" dir="ltr">${formatUsPhone(phone)}</a>${after}`;
}

/**
 * When the guest can expect an order that is still under way: the owner's ready time once accepted, else the time
 * promised when it was placed (pacing). A scheduled order shows its own time ("For") instead; an ended one none.
 */
export function expectedAt(order: Pick<GuestOrder, "status" | "readyAt" | "promisedFor">): string | null {
  if (!["NEW", "ACCEPTED", "READY", "OUT_FOR_DELIVERY"].includes(order.status)) return null;
  return order.readyAt ?? order.promisedFor ?? null;
}

/**
 * The restaurant's phone as a button (a tap calls it) and "Order again", which the page's script shows: it
 * needs the script to fill the cart (order/track.ts), so a page without one does not offer it.
 */
function actions(words: OrderWords, name: string, phone: string | null | undefined): Html {
  return html`<div class="acts">${
    phone
      ? html`<a class="act" href="tel:${phone}">${fill(words.callRestaurant, { name })}<small dir="ltr">${formatUsPhone(phone)}</small></a>`
      : ""
  }<button type="button" class="act again" data-again-button hidden>${words.orderAgain}</button></div><div class="again-msg" data-again-msg role="status" hidden></div>`;
}

export function renderOrderPage(options: OrderPageOptions): { html: string; styles: string[] } {
  const { snapshot, order, now, lang } = options;
  const words = orderWords(lang);
  const config = snapshot.business.config;
  const currency = { code: order.currencyCode, symbol: order.currency };
  const money = (minor: number) => formatMoney(minor, currency);
  const zone = {
    timeZone: config.timeZone ?? null,
    offsetMinutes: config.timeZoneOffset ?? 0,
    use24HourFormat: config.use24HourFormat ?? false,
    now,
    words,
    lang,
  };
  const status = describeOrderStatus(order, zone);
  // Always in the page (hidden before any refund), so the live script can fill it when one is made.
  const refund = describeRefund(order, zone);
  const styles = [options.css, ORDER_PAGE_CSS, themeCss(config, readAnnouncement(null))];
  const name = snapshot.location.name;
  const phone = config.phone || snapshot.location.phone;
  const orderPath = `/v1/public/orders/${encodeURIComponent(order.id)}`;
  const live = `${orderPath}/live?key=${encodeURIComponent(options.trackingKey)}`;
  const again = `${orderPath}/reorder?key=${encodeURIComponent(options.trackingKey)}${lang ? `&lang=${encodeURIComponent(lang)}` : ""}`;
  const expected = expectedAt(order);
  const payment = paymentText(words, order.payment, order.type, true, lang);
  // The items' names in the page's language, from the menu as published now (the order keeps the originals).
  const findItem = (line: { menuId: string; itemId: string }) =>
    snapshot.menus
      .find((menu) => menu.id === line.menuId)
      ?.nodes.flatMap((group) => group.nodes)
      .find((item) => item.id === line.itemId);
  const typeText = { PICKUP: words.pickUp, DELIVERY: words.delivery, TABLE: words.tableType }[order.type];
  const row = (label: string, amount: number) =>
    html`<div class="sum"><span>${label}</span><span>${money(amount)}</span></div>`;

  const page = html`<!doctype html><html lang="${lang ?? "en"}"${isRightToLeft(lang) ? raw(' dir="rtl"') : ""}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${words.order}${order.friendlyId ? ` #${order.friendlyId}` : ""} · ${name}</title>${styles.map(
    (css) => html`<style>${raw(css)}</style>`,
  )}${
    options.scriptSrc ? html`<script type="module" src="${options.scriptSrc}"></script>` : ""
  }</head><body data-track="${live}" data-tz="${config.timeZone ?? ""}" data-offset="${config.timeZoneOffset ?? 0}"${
    config.use24HourFormat ? raw(" data-h24") : ""
  } data-again="${again}" data-base="${options.base}" data-business="${order.businessId}"><header><div class="hero"><p class="back"><a href="${options.base}">${words.backLink}</a></p><h1>${name}</h1></div></header><main class="conf">${order.friendlyId ? html`<p class="num">${words.order} <b>#${order.friendlyId}</b></p>` : ""}<section class="status${
    status.isEnded && status.step < 0 ? raw(" ended") : ""
  }" aria-labelledby="st-h" data-order-status="${order.status}"><h2 id="st-h" data-st-title>${status.title}</h2><p data-st-detail aria-live="polite">${status.detail}</p><ol class="steps" data-st-steps>${orderSteps(
    words,
    order.type,
  ).map(
    (step, index) => html`<li${index <= status.step ? raw(' class="done"') : ""}>${step}</li>`,
  )}</ol></section>${actions(words, name, phone)}<p class="refund" data-refund role="status"${refund ? "" : raw(" hidden")}>${refund ?? ""}</p><section aria-labelledby="it-h"><h2 id="it-h">${words.yourOrder}</h2><dl class="facts"><dt>${typeText}</dt><dd>${
    order.type === "TABLE"
      ? fill(words.table, { table: order.table ?? "" })
      : order.type === "DELIVERY"
        ? [order.customer.address, order.customer.city].filter(Boolean).join(", ")
        : name
  }</dd>${
    order.scheduledFor
      ? html`<dt>${words.forTime}</dt><dd>${describeOrderTime(order.scheduledFor, zone)}</dd>`
      : ""
  }<div data-expected${expected ? "" : raw(" hidden")}><dt>${words.expected}</dt><dd>${
    expected ? describeOrderTime(expected, zone) : ""
  }</dd></div><dt>${words.name}</dt><dd>${order.customer.name}</dd><dt>${words.payment}</dt><dd>${payment}</dd></dl><ul class="olines">${order.items.map(
    (line) => {
      const text = lineIn(line, findItem(line), lang);
      return html`<li><div><b>${line.quantity}× ${text.name}</b>${text.size ? html` · ${text.size}` : ""}${
        text.modifiers.length > 0 ? html`<small>${text.modifiers.join(", ")}</small>` : ""
      }${line.note ? html`<small>“${line.note}”</small>` : ""}</div><span>${money(line.lineTotal)}</span></li>`;
    },
  )}</ul><div class="totals">${row(words.subtotal, order.subtotal)}${guestDiscountLines(order, lang).map(
    (line) => row(line.label, -line.amount),
  )}${order.taxes.map((tax) => {
    const label = options.taxLabel?.(tax.label) ?? tax.label;
    return row(tax.type === "PERCENT" ? `${label} (${tax.value}%)` : label, tax.amount);
  })}${order.deliveryFee > 0 ? row(words.deliveryFee, order.deliveryFee) : ""}${
    order.tip > 0 ? row(words.tip, order.tip) : ""
  }<div class="sum total"><span>${words.total}</span><b>${money(order.total)}</b></div>${
    order.giftCardPaid > 0
      ? html`${row(giftCardCheckoutWords(lang).name, -order.giftCardPaid)}<div class="sum total"><span>${giftCardCheckoutWords(lang).leftToPay}</span><b>${money(cardPart(order))}</b></div>`
      : ""
  }</div>${order.note ? html`<p class="onote">${fill(words.note, { note: order.note })}</p>` : ""}</section>${
    phone ? html`<p class="help">${withPhoneLink(words.questions, phone)}</p>` : ""
  }<p class="help">${words.keepPage}</p></main></body></html>`;
  return { html: page.value, styles };
}

const ORDER_PAGE_CSS =
  ".back{margin:0 0 6px}.back a{text-decoration:none;font-weight:600}.conf{max-width:560px;margin:0 auto;padding:16px 16px 48px}" +
  ".num{font-size:1.15rem;margin:4px 0 12px}.status{border:2px solid #111;border-radius:16px;padding:16px;margin:0 0 20px}" +
  ".status h2{margin:0 0 4px;font-size:1.5rem}.status p{margin:0 0 12px}.status.ended{border-color:#b3261e}.status.ended h2{color:#b3261e}" +
  ".steps{list-style:none;display:grid;grid-template-columns:repeat(4,1fr);gap:4px;margin:0;padding:0;font-size:.8rem;text-align:center;color:#666}" +
  ".steps li{border-top:4px solid #ddd;padding-top:6px}.steps li.done{border-color:#111;color:#111;font-weight:700}.ended .steps{display:none}" +
  ".conf h2{font-size:1.2rem}.facts{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 12px}.facts dt{font-weight:700}.facts dd{margin:0}" +
  ".olines{list-style:none;margin:0;padding:0}.olines li{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-bottom:1px solid #eee}" +
  ".olines small{display:block;color:#555}.olines span{white-space:nowrap;font-weight:600}.totals{margin:8px 0}.sum{display:flex;justify-content:space-between;padding:4px 0}" +
  ".sum.total{border-top:1px solid #ddd;margin-top:4px;padding-top:8px;font-size:1.1rem}.help,.onote{color:#444}" +
  ".acts{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 20px}.act{flex:1 1 150px;min-height:48px;display:flex;flex-direction:column;" +
  "align-items:center;justify-content:center;gap:2px;border:2px solid #111;border-radius:12px;background:#fff;color:#111;" +
  "font:inherit;font-weight:700;text-decoration:none;padding:8px 12px;cursor:pointer}.act small{font-weight:400}a[href^=tel]:not(.act){white-space:nowrap}" +
  ".act.again{background:#111;color:#fff}.act:disabled{opacity:.6}.facts>div{display:contents}.facts>div[hidden]{display:none}" +
  ".again-msg{border:1px solid #b3261e;border-radius:12px;padding:12px 16px;margin:0 0 20px;color:#7a1a14}" +
  ".refund{background:#eef7ee;border:1px solid #2e7d32;border-radius:12px;padding:12px 16px;margin:0 0 20px;color:#1b4d1e;font-weight:600}";
