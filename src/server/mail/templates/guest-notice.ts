import type { CountryCode } from "libphonenumber-js/max";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { fill } from "../../../shared/common/fill.ts";
import { isRightToLeft } from "../../../shared/common/languages.ts";
import { formatMoney } from "../../../shared/common/money.ts";
import { displayPhone } from "../../../shared/common/phone-number.ts";
import { giftCardCheckoutWords } from "../../../shared/gift-cards/gift-card-checkout-words.ts";
import { readableBrandColors } from "../../../shared/guest-page/readable-colors.ts";
import { lineIn } from "../../../shared/menus/item-text.ts";
import type { MenuItem } from "../../../shared/menus/menu.ts";
import { guestDiscountLines } from "../../../shared/ordering/discount-parts.ts";
import {
  describeOrderStatus,
  describeRefund,
  type OrderTimeOptions,
} from "../../../shared/ordering/order-status-text.ts";
import { orderWords } from "../../../shared/ordering/order-words/all.ts";
import { cardPart, type Order, type OrderLine } from "../../../shared/ordering/orders.ts";
import type { NoticeEvent } from "../../features/guest-notices/notice-kinds.ts";
import { html, raw } from "../../lib/html.ts";
import { paymentText } from "../../public-page/render-order.ts";
import { noticeWords } from "./guest-notice-words.ts";

// The guest's mail about their order: one short message per event, in the language they ordered in, with the
// restaurant's name and colours, what they ordered, what it costs, how they pay, and the link to follow it.
// Plain HTML with a text part: tables and inline styles only (mail clients drop style sheets), no images, no
// remote resources, nothing that reports back when the mail is opened.

export interface NoticeBusiness {
  name: string;
  config: BusinessConfig;
  /** The business's own phone (its location), said when the ordering settings give none. */
  phone: string;
  /** "1 Main St, Austin, TX 73301"; empty when the business keeps none. */
  address: string;
  /** Its country, so its phone reads as people there write it. */
  country: CountryCode | undefined;
}

export interface NoticeFacts {
  order: Order;
  event: NoticeEvent;
  business: NoticeBusiness;
  /** The guest's order page with its key, in their language. */
  link: string;
  lang: string | null;
  now: Date;
  /** The ordered line's item in the menu as published now, for its names in the guest's language. */
  findItem?: (line: OrderLine) => MenuItem | undefined;
  /** A tax's label in the guest's language, from the owner's translation of it; the label as ordered else. */
  taxLabel?: (label: string) => string;
}

export interface NoticeText {
  subject: string;
  /** The status in a sentence, with its time or reason (the order page's own words). */
  detail: string;
}

/** The headline and the sentence of an event, shared by the mail and the text message. */
export function describeNotice({ order, event, business, lang, now }: NoticeFacts): NoticeText {
  const words = orderWords(lang);
  const notice = noticeWords(lang);
  const zone = {
    ...timeOptions(business.config, now, lang),
    words: { ...words, receivedDetail: notice.waiting },
  };
  const number = order.friendlyId;
  // Said as the event left the order, whatever it has become since the job was queued (accepted, then ready
  // before the accepted mail went: that mail still tells the ready time).
  const status = describeOrderStatus({ ...order, status: eventStatus(event, order) }, zone);
  if (event.startsWith("refunded:")) {
    const amount = formatMoney(Number(event.slice("refunded:".length)), {
      code: order.currencyCode,
      symbol: order.currency,
    });
    // No card digits are kept with the order: the words say "your card".
    return {
      subject: fill(notice.refunded, { amount, number }),
      detail: describeRefund({ ...order, refunded: Number(event.slice("refunded:".length)) }, zone) ?? "",
    };
  }
  switch (event) {
    case "received":
      return { subject: fill(notice.received, { number }), detail: status.detail };
    case "accepted":
      return { subject: fill(notice.accepted, { number }), detail: status.detail };
    case "ready": {
      const title =
        order.type === "DELIVERY"
          ? notice.readyDelivery
          : order.type === "TABLE"
            ? notice.readyTable
            : notice.readyPickUp;
      return { subject: fill(title, { number }), detail: status.detail };
    }
    case "on-its-way":
      return { subject: fill(notice.onItsWay, { number }), detail: status.detail };
    case "rejected":
      return { subject: fill(notice.rejected, { number }), detail: order.reason || words.rejectedDetail };
    default:
      return { subject: fill(notice.cancelled, { number }), detail: order.reason || words.cancelledDetail };
  }
}

function eventStatus(event: NoticeEvent, order: Order): Order["status"] {
  switch (event) {
    case "received":
      return order.scheduledFor ? "SCHEDULED" : "NEW";
    case "accepted":
      return "ACCEPTED";
    case "ready":
      return "READY";
    case "on-its-way":
      return "OUT_FOR_DELIVERY";
    case "rejected":
      return "REJECTED";
    case "cancelled":
      return "CANCELLED";
    default:
      return order.status;
  }
}

function timeOptions(config: BusinessConfig, now: Date, lang: string | null): OrderTimeOptions {
  return {
    timeZone: config.timeZone ?? null,
    offsetMinutes: config.timeZoneOffset ?? 0,
    use24HourFormat: config.use24HourFormat ?? false,
    now,
    words: orderWords(lang),
    lang,
  };
}

/** The refunded total a refund's event carries (each refund is its own news), else null. */
function refundedBy(event: NoticeEvent): number | null {
  return event.startsWith("refunded:") ? Number(event.slice("refunded:".length)) : null;
}

/**
 * The order's lines and totals, as label and amount pairs, for both parts of the mail: the items, sizes and
 * options named as the guest read them on the menu (its translation in their language; the order keeps the
 * originals for the kitchen), and after a refund what came back and what stays paid.
 */
function orderLines(facts: NoticeFacts) {
  const { order, lang } = facts;
  const words = orderWords(lang);
  const notice = noticeWords(lang);
  const money = (minor: number) => formatMoney(minor, { code: order.currencyCode, symbol: order.currency });
  const items = order.items.map((line) => {
    const text = lineIn(line, facts.findItem?.(line), lang);
    const extras = [text.size, ...text.modifiers].filter(Boolean).join(", ");
    return { label: `${line.quantity} × ${text.name}`, extras, amount: money(line.lineTotal) };
  });
  const totals = [
    { label: words.subtotal, amount: money(order.subtotal) },
    ...guestDiscountLines(order, lang).map((line) => ({
      label: line.label,
      amount: `−${money(line.amount)}`,
    })),
    ...order.taxes.map((tax) => ({
      label: taxText(facts.taxLabel?.(tax.label) ?? tax.label, tax),
      amount: money(tax.amount),
    })),
    ...(order.deliveryFee ? [{ label: words.deliveryFee, amount: money(order.deliveryFee) }] : []),
    ...(order.tip ? [{ label: words.tip, amount: money(order.tip) }] : []),
  ];
  const refunded = refundedBy(facts.event);
  // Under the total: what a gift card paid and what is left to pay, then a refund and what remains paid.
  const card = giftCardCheckoutWords(lang);
  const afterTotal = [
    ...(order.giftCardPaid > 0
      ? [
          { label: card.name, amount: `−${money(order.giftCardPaid)}` },
          { label: card.leftToPay, amount: money(cardPart(order)) },
        ]
      : []),
    ...(refunded === null
      ? []
      : [
          { label: notice.refundedRow, amount: `−${money(refunded)}` },
          { label: notice.remainsPaid, amount: money(Math.max(0, cardPart(order) - refunded)) },
        ]),
  ];
  return { items, totals, total: { label: words.total, amount: money(order.total) }, afterTotal };
}

const taxText = (label: string, tax: { type: string; value: number }) =>
  tax.type === "PERCENT" ? `${label} (${tax.value}%)` : label;

/** The restaurant's phone as its country writes it, and the number a tel: link calls. */
function phoneOf(business: NoticeBusiness) {
  const phone = business.config.phone || business.phone;
  return phone ? displayPhone(phone, business.country) : null;
}

/**
 * Where a pick-up guest goes: the restaurant's address and a link that opens it in their maps. Said while the
 * order is under way, not once it was turned down, cancelled or refunded.
 */
function pickUpPlace(facts: NoticeFacts) {
  const { order, business, event } = facts;
  if (order.type !== "PICKUP" || !business.address) return null;
  if (event === "rejected" || event === "cancelled" || event.startsWith("refunded:")) return null;
  const query = encodeURIComponent(`${business.name}, ${business.address}`);
  return {
    address: business.address,
    directions: `https://www.google.com/maps/search/?api=1&query=${query}`,
  };
}

/** The mail: subject, text part and HTML part. */
export function guestNoticeMail(facts: NoticeFacts): { subject: string; text: string; html: string } {
  const { order, business, link, lang } = facts;
  const words = orderWords(lang);
  const notice = noticeWords(lang);
  const { subject, detail } = describeNotice(facts);
  const { items, totals, total, afterTotal } = orderLines(facts);
  const place = pickUpPlace(facts);
  // A card held online is as good as paid for the guest: nothing is left for them to do.
  const pay = paymentText(
    words,
    order.payment,
    order.type,
    order.paymentStatus !== "PENDING" && order.paymentStatus !== "DUE",
    lang,
  );
  const phone = phoneOf(business);
  const questions = phone ? fill(words.questions, { phone: phone.text }) : "";
  const text = [
    business.name,
    "",
    subject,
    detail,
    ...(place
      ? [
          "",
          `${notice.pickUpAt}: ${business.name}, ${place.address}`,
          `${notice.directions}: ${place.directions}`,
        ]
      : []),
    "",
    ...items.map((line) => `${line.label}${line.extras ? ` (${line.extras})` : ""}  ${line.amount}`),
    "",
    ...totals.map((row) => `${row.label}  ${row.amount}`),
    `${total.label}  ${total.amount}`,
    ...afterTotal.map((row) => `${row.label}  ${row.amount}`),
    `${notice.howToPay}: ${pay}`,
    "",
    `${notice.follow}: ${link}`,
    ...(questions ? ["", questions] : []),
    "",
    notice.why,
  ].join("\n");
  return {
    subject: `${subject} · ${business.name}`,
    text,
    html: renderHtml(facts, { subject, detail, pay, place }),
  };
}

function renderHtml(
  facts: NoticeFacts,
  parts: { subject: string; detail: string; pay: string; place: ReturnType<typeof pickUpPlace> },
): string {
  const { business, link, lang } = facts;
  const notice = noticeWords(lang);
  const phone = phoneOf(business);
  // "Questions? Call {phone}." with the number a link a phone can call, kept whole and left to right.
  const [before = "", after = ""] = orderWords(lang).questions.split("{phone}");
  const questions = phone
    ? html`${before}<a href="tel:${phone.dial}" dir="ltr" style="color:#333333;white-space:nowrap">${phone.text}</a>${after}`
    : "";
  // The owner's colours, made readable against each other the way the guest page makes them.
  const colors = readableBrandColors(business.config);
  const { items, totals, total, afterTotal } = orderLines(facts);
  const { place } = parts;
  const dir = isRightToLeft(lang) ? "rtl" : "ltr";
  const end = dir === "rtl" ? "left" : "right";
  const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
  const cell = `padding:6px 0;border-bottom:1px solid #eeeeee;vertical-align:top;${font};font-size:15px;color:#222222`;
  const amountCell = `${cell};text-align:${end};white-space:nowrap`;
  const body = html`<!doctype html><html lang="${lang ?? "en"}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${parts.subject}</title></head><body style="margin:0;padding:0;background:#f4f4f5"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:16px 8px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden"><tr><td style="background:${colors.bannerColor};color:${colors.bannerTextColor};padding:20px 24px;${font};font-size:20px;font-weight:700">${business.name}</td></tr><tr><td style="padding:24px"><h1 style="margin:0 0 8px;${font};font-size:22px;line-height:1.3;color:#111111">${parts.subject}</h1><p style="margin:0 0 20px;${font};font-size:16px;line-height:1.5;color:#333333">${parts.detail}</p><table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 24px"><tr><td style="background:${colors.bannerColor};border-radius:6px"><a href="${link}" style="display:inline-block;padding:12px 20px;${font};font-size:16px;font-weight:700;color:${colors.bannerTextColor};text-decoration:none">${notice.follow}</a></td></tr></table>${
    place
      ? html`<p style="margin:0 0 20px;${font};font-size:15px;line-height:1.5;color:#333333"><b>${notice.pickUpAt}:</b><br>${business.name}<br><span dir="auto">${place.address}</span><br><a href="${place.directions}" style="color:#333333">${notice.directions}</a></p>`
      : ""
  }<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${items.map(
    (line) =>
      html`<tr><td style="${cell}">${line.label}${line.extras ? html`<br><span style="font-size:13px;color:#555555">${line.extras}</span>` : ""}</td><td style="${amountCell}">${line.amount}</td></tr>`,
  )}${totals.map(
    (row) =>
      html`<tr><td style="${cell};color:#555555">${row.label}</td><td style="${amountCell};color:#555555">${row.amount}</td></tr>`,
  )}<tr><td style="${cell};font-weight:700;border-bottom:0">${total.label}</td><td style="${amountCell};font-weight:700;border-bottom:0">${total.amount}</td></tr>${afterTotal.map(
    (row) =>
      html`<tr><td style="${cell};border-top:1px solid #eeeeee;border-bottom:0">${row.label}</td><td style="${amountCell};border-top:1px solid #eeeeee;border-bottom:0">${row.amount}</td></tr>`,
  )}</table><p style="margin:16px 0 0;${font};font-size:15px;color:#333333"><b>${notice.howToPay}:</b> ${parts.pay}</p>${
    questions ? html`<p style="margin:12px 0 0;${font};font-size:15px;color:#333333">${questions}</p>` : ""
  }</td></tr><tr><td style="padding:16px 24px;background:#fafafa;${font};font-size:12px;line-height:1.5;color:#555555">${notice.why}<br><a href="${link}" style="color:#555555;word-break:break-all">${link}</a></td></tr></table></td></tr></table></body></html>`;
  return raw(body.value).value;
}
