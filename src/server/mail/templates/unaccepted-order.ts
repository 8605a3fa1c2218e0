import { fill } from "../../../shared/common/fill.ts";
import type { Order } from "../../../shared/ordering/orders.ts";
import type { MailContent } from "./mail-content.ts";
import { blocksOf, ownerHtml } from "./owner-layout.ts";
import { ownerWords } from "./owner-words.ts";

// The owner's second mail about an order nobody has accepted or even opened some minutes after it reached the
// kitchen: which order, how long it has waited, and the link to the kitchen screen.

export interface UnacceptedOrderMailData {
  order: Pick<Order, "friendlyId" | "type" | "table" | "customer" | "createdDate">;
  businessName: string;
  /** The kitchen screen. */
  link: string;
  now: Date;
  lang: string;
}

export function unacceptedOrderMail({
  order,
  businessName,
  link,
  now,
  lang,
}: UnacceptedOrderMailData): MailContent & { link: string } {
  const words = ownerWords(lang);
  const minutes = Math.max(1, Math.round((now.getTime() - Date.parse(order.createdDate)) / 60_000));
  const who =
    order.type === "TABLE" && order.table
      ? fill(words.forTable, { table: order.table })
      : order.customer.name || (order.type === "DELIVERY" ? words.aDelivery : words.aPickUp);
  const number = order.friendlyId;
  const text = [
    fill(words.stillWaitingHeadline, { number, business: businessName, minutes }),
    "",
    fill(words.stillWaitingWhy, { who }),
    "",
    `${words.acceptOnKitchen}: ${link}`,
  ].join("\n");
  const subject = fill(words.stillWaitingSubject, { number });
  const html = ownerHtml({
    lang,
    subject,
    blocks: blocksOf(text).slice(0, -1),
    link,
    linkLabel: words.acceptOnKitchen,
  });
  return { subject, text, html, link };
}
