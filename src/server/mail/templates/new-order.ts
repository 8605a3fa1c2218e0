import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { fill } from "../../../shared/common/fill.ts";
import { type Currency, formatMoney } from "../../../shared/common/money.ts";
import { formatUsPhone } from "../../../shared/common/phone.ts";
import { oneLine } from "../../../shared/customers/customers.ts";
import { businessClockOf, formatOnClock } from "../../../shared/hours/business-clock.ts";
import { discountParts } from "../../../shared/ordering/discount-parts.ts";
import type { Order } from "../../../shared/ordering/orders.ts";
import type { MailContent } from "./mail-content.ts";
import { blocksOf, ownerHtml } from "./owner-layout.ts";
import { type OwnerWords, ownerWords } from "./owner-words.ts";

// The owner's mail about a new order: what, for whom, how, and the link to it in the dashboard.

export interface NewOrderMailData {
  order: Order;
  /** The business's settings, for its clock. */
  config: BusinessConfig;
  businessName: string;
  /** The order on the dashboard. */
  link: string;
  lang: string;
}

/**
 * Where the order's money stands when the mail goes out: a new order is not paid yet unless its card was (cash
 * and card in person are paid on hand-over; a card online is only held until the owner accepts).
 */
function paymentWords(order: Pick<Order, "payment" | "paymentStatus">, words: OwnerWords): string {
  if (order.payment === "GIFT_CARD") return words.paidGiftCard;
  if (order.payment === "ONLINE_CARD") {
    if (order.paymentStatus === "AUTHORIZED") return words.heldOnline;
    return order.paymentStatus === "PAID" ? words.paidOnline : words.toPayOnline;
  }
  if (order.paymentStatus === "PAID") return order.payment === "CASH" ? words.paidCash : words.paidCard;
  return order.payment === "CASH" ? words.toPayCash : words.toPayCardOnHandOver;
}

/** A time as the business's guests read it, on its clock ("Friday 7:45 PM"). */
const localTime = (iso: string, config: BusinessConfig, lang: string): string =>
  formatOnClock(
    iso,
    businessClockOf(config),
    { weekday: "long", hour: "numeric", minute: "2-digit", hour12: !config.use24HourFormat },
    lang === "en" ? "en-US" : lang,
  );

/**
 * A guest's note keeps its line breaks, each following line indented under "Note:", so no line a guest typed
 * starts at the margin where the order's own lines ("Total …", "Open it: …") stand.
 */
/** The code's discount and the loyalty reward, each on a line of its own. */
function discountTexts(order: Order, words: OwnerWords, money: (minor: number) => string) {
  const { promo, reward } = discountParts(order);
  return [
    ...(promo ? [`${words.discount}${promo.code ? ` ${promo.code}` : ""} −${money(promo.amount)}`] : []),
    ...(reward ? [`${fill(words.reward, { name: reward.name })} −${money(reward.amount)}`] : []),
  ];
}

function indented(note: string, margin: string) {
  return note
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map((line) => oneLine(line))
    .join(`\n${margin}`);
}

export function newOrderMail({ order, config, businessName, link, lang }: NewOrderMailData): MailContent & {
  link: string;
} {
  const words = ownerWords(lang);
  const currency: Currency = { code: order.currencyCode, symbol: order.currency };
  const money = (minor: number) => formatMoney(minor, currency);
  const noteLabel = `${words.note}: `;
  const noteMargin = " ".repeat(noteLabel.length);
  const lines = order.items.map((line) => {
    const size = line.size ? ` (${line.size})` : "";
    const options = line.modifiers.length ? `, ${line.modifiers.map((m) => m.name).join(", ")}` : "";
    const note = line.note ? `\n    ${noteLabel}${indented(line.note, `    ${noteMargin}`)}` : "";
    return `${line.quantity} × ${line.name}${size}${options}  ${money(line.lineTotal)}${note}`;
  });
  const how =
    order.type === "TABLE"
      ? fill(words.atTable, { table: order.table ?? "" })
      : order.type === "DELIVERY"
        ? fill(words.deliveryTo, {
            address: [order.customer.address, order.customer.city].map(oneLine).filter(Boolean).join(", "),
          })
        : words.pickUp;
  const when = order.scheduledFor
    ? fill(words.forTime, { time: localTime(order.scheduledFor, config, lang) })
    : words.asSoonAsPossible;
  const totals = [
    `${words.subtotal} ${money(order.subtotal)}`,
    ...discountTexts(order, words, money),
    ...order.taxes.map((tax) => `${tax.label} ${money(tax.amount)}`),
    ...(order.deliveryFee ? [`${words.deliveryFee} ${money(order.deliveryFee)}`] : []),
    ...(order.tip ? [`${words.tip} ${money(order.tip)}`] : []),
    `${words.total} ${money(order.total)}, ${paymentWords(order, words)}${
      order.giftCardPaid > 0 && order.payment !== "GIFT_CARD"
        ? ` (${fill(words.giftCardPart, { amount: money(order.giftCardPaid) })})`
        : ""
    }`,
  ];
  const text = [
    fill(words.newOrderHeadline, { number: order.friendlyId, business: businessName }),
    "",
    `${how}. ${when}.`,
    // A table order may come with a name only. The phone reads as on the dashboard and the kitchen ticket.
    [oneLine(order.customer.name), order.customer.phone ? formatUsPhone(order.customer.phone) : ""]
      .filter(Boolean)
      .join(", "),
    "",
    ...lines,
    "",
    ...totals,
    ...(order.note ? ["", `${noteLabel}${indented(order.note, noteMargin)}`] : []),
    "",
    `${words.openIt}: ${link}`,
  ].join("\n");
  const type = { PICKUP: words.pickUp, DELIVERY: words.delivery, TABLE: words.table }[order.type];
  const subject = fill(words.newOrderSubject, { number: order.friendlyId, type, total: money(order.total) });
  return {
    subject,
    text,
    html: ownerHtml({ lang, subject, blocks: blocksOf(text).slice(0, -1), link, linkLabel: words.openIt }),
    link,
  };
}
