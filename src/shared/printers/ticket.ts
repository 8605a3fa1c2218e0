import { formatMoney } from "../common/money.ts";
import { formatUsPhone } from "../common/phone.ts";
import { formatOnClock, type ResolvedClock, shortTimeOnClock } from "../hours/business-clock.ts";
import { discountParts } from "../ordering/discount-parts.ts";
import { cardPart } from "../ordering/order-rules.ts";
import type { Order } from "../ordering/orders.ts";
import { readyTimeText } from "../ordering/ready-time.ts";
import type { PaperWidth } from "./printers.ts";

// The kitchen ticket a CloudPRNT printer prints, as Star Document Markup: the same content as the dashboard's
// printable ticket (web/features/orders/kitchen-ticket.tsx), laid out in fixed columns for the printer's font A,
// 32 characters a line on 58 mm paper and 48 on 80 mm. Every line is cut to fit here, so the printer's own word
// wrap never moves an amount off the right edge.

export const TICKET_COLUMNS: Record<PaperWidth, number> = { 58: 32, 80: 48 };

/** The order as the ticket reads it: the API's order, and the time the guest was promised when there is one. */
export type TicketOrder = Order & { promisedFor?: string | null };

/** The business's clock: its zone, or only its offset from UTC, and its hour format. */
export type TicketClock = ResolvedClock;

export interface TicketOptions {
  paper: PaperWidth;
  businessName: string;
  clock: TicketClock;
  /** "Reprint" heads a ticket printed again, so the kitchen does not cook it twice. */
  isReprint?: boolean;
  now?: Date;
}

/** One printed line; `big` lines print at double width and height, so hold half the columns. */
export interface TicketLine {
  text: string;
  style?: "big" | "bold";
  align?: "center";
}

const TYPE_WORDS: Record<Order["type"], string> = { PICKUP: "Pick-up", DELIVERY: "Delivery", TABLE: "Table" };
const PAYMENT_WORDS: Record<Order["payment"], string> = {
  CASH: "Cash",
  CARD_ON_DELIVERY: "Card in person",
  ONLINE_CARD: "Card online",
  GIFT_CARD: "Gift card",
};

/** Columns a character takes in font A: East Asian wide characters take two. */
function charWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  const isWide =
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    code >= 0x1f300;
  return isWide ? 2 : 1;
}

export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/** The start of `word` that fits in `width` columns (at least one character), and the rest. */
function cutWord(word: string, width: number): [string, string] {
  const chars = [...word];
  let taken = 0;
  let used = 0;
  while (taken < chars.length && (taken === 0 || used + charWidth(chars[taken] ?? "") <= width)) {
    used += charWidth(chars[taken] ?? "");
    taken += 1;
  }
  return [chars.slice(0, taken).join(""), chars.slice(taken).join("")];
}

/** Word-wraps `text` into lines of at most `width` columns, the lines after the first of `laterWidth`. */
export function wrapText(text: string, width: number, laterWidth = width): string[] {
  const lines: string[] = [];
  let line = "";
  const limit = () => (lines.length === 0 ? width : laterWidth);
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate) <= limit()) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    // A word longer than a line is cut where the line ends.
    let rest = word;
    while (textWidth(rest) > limit()) {
      const [piece, after] = cutWord(rest, limit());
      lines.push(piece);
      rest = after;
    }
    line = rest;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/** `left` with `right` flush to the right edge; `left` wraps, under `indent` spaces, when both do not fit. */
export function twoColumns(left: string, right: string, width: number, indent = 0): string[] {
  const room = width - textWidth(right) - 1;
  const wrapped = wrapText(left, Math.max(room, 1), Math.max(width - indent, 1));
  const [first = "", ...rest] = wrapped;
  const gap = " ".repeat(Math.max(width - textWidth(first) - textWidth(right), 1));
  return [`${first}${gap}${right}`, ...rest.map((line) => `${" ".repeat(indent)}${line}`)];
}

/** `prefix` then `text` wrapped, every line after the first under `indent` spaces, all within `width`. */
function hanging(prefix: string, text: string, width: number, indent: number): string[] {
  return wrapText(text, width - textWidth(prefix), width - indent).map((line, index) =>
    index === 0 ? `${prefix}${line}` : `${" ".repeat(indent)}${line}`,
  );
}

function headLines(order: TicketOrder, options: TicketOptions, width: number): TicketLine[] {
  const { clock } = options;
  const now = options.now ?? new Date();
  const centered = (text: string, style?: TicketLine["style"]) =>
    wrapText(text, style === "big" ? Math.floor(width / 2) : width).map(
      (line): TicketLine => ({ text: line, align: "center", ...(style ? { style } : {}) }),
    );
  const kind = order.type === "TABLE" && order.table ? `Table ${order.table}` : TYPE_WORDS[order.type];
  const date = formatOnClock(order.createdDate, clock, {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
  const times = [
    `Placed ${shortTimeOnClock(order.createdDate, clock, now)}`,
    ...(order.scheduledFor ? [`For ${shortTimeOnClock(order.scheduledFor, clock, now)}`] : []),
    ...(order.promisedFor ? [`Promised ${shortTimeOnClock(order.promisedFor, clock, now)}`] : []),
    ...(order.readyAt ? [readyTimeText(order.type, shortTimeOnClock(order.readyAt, clock, now))] : []),
  ];
  return [
    ...(options.isReprint ? centered("REPRINT", "bold") : []),
    ...centered(options.businessName, "bold"),
    ...centered(`#${order.friendlyId}`, "big"),
    ...centered(kind, "big"),
    ...centered(date),
    ...times.flatMap((time) => centered(time)),
  ];
}

function customerLines(order: TicketOrder, width: number): string[] {
  const { customer } = order;
  const address = [customer.address, customer.city, customer.state, customer.zip].filter(Boolean).join(", ");
  return [
    ...(customer.name ? wrapText(customer.name, width) : []),
    ...(customer.phone ? [formatUsPhone(customer.phone)] : []),
    ...(order.type === "DELIVERY" && address ? wrapText(address, width) : []),
  ];
}

function itemLines(order: TicketOrder, width: number, money: (minor: number) => string): string[] {
  return order.items.flatMap((line) => {
    const quantity = `${line.quantity} × `;
    const name = `${quantity}${line.name}${line.size ? ` (${line.size})` : ""}`;
    return [
      ...twoColumns(name, money(line.lineTotal), width, textWidth(quantity)),
      ...line.modifiers.flatMap((option) => hanging("  + ", option.name, width, 4)),
      ...(line.note ? hanging("  » ", line.note, width, 4) : []),
    ];
  });
}

/** The code's discount and the loyalty reward, each on a line of its own. */
function discountRows<Line>(order: TicketOrder, row: (label: string, minor: number) => Line[]): Line[] {
  const { promo, reward } = discountParts(order);
  return [
    ...(promo ? row(`Discount ${promo.code}`.trim(), -promo.amount) : []),
    ...(reward ? row(`Reward: ${reward.name}`, -reward.amount) : []),
  ];
}

function totalLines(order: TicketOrder, width: number, money: (minor: number) => string): TicketLine[] {
  const row = (label: string, minor: number) =>
    twoColumns(label, money(minor), width).map((text) => ({ text }));
  const isPaid = order.payment === "ONLINE_CARD" || order.paymentStatus === "PAID";
  return [
    ...row("Subtotal", order.subtotal),
    ...discountRows(order, row),
    ...order.taxes.flatMap((tax) => row(tax.label, tax.amount)),
    ...(order.tip > 0 ? row("Tip", order.tip) : []),
    ...(order.deliveryFee > 0 ? row("Delivery", order.deliveryFee) : []),
    ...row("Total", order.total).map((line): TicketLine => ({ ...line, style: "bold" })),
    // What a gift card paid is not collected again at the hand-over.
    ...(order.giftCardPaid > 0
      ? [
          ...row("Gift card", -order.giftCardPaid),
          ...row("Left to pay", cardPart(order)).map((line): TicketLine => ({ ...line, style: "bold" })),
        ]
      : []),
    ...wrapText(`${PAYMENT_WORDS[order.payment]} · ${isPaid ? "paid" : "to pay"}`, width).map((text) => ({
      text,
    })),
  ];
}

/** The ticket's lines, each within the paper's columns (a big line within half of them). */
export function layoutTicket(order: TicketOrder, options: TicketOptions): TicketLine[] {
  const width = TICKET_COLUMNS[options.paper];
  const currency = { code: order.currencyCode, symbol: order.currency };
  const money = (minor: number) => formatMoney(minor, currency);
  const rule: TicketLine = { text: "-".repeat(width) };
  const plain = (lines: string[]) => lines.map((text): TicketLine => ({ text }));
  return [
    ...headLines(order, options, width),
    rule,
    ...plain(customerLines(order, width)),
    rule,
    ...plain(itemLines(order, width, money)),
    ...(order.note ? [rule, ...plain(hanging("Note: ", order.note, width, 0))] : []),
    rule,
    ...totalLines(order, width, money),
  ];
}

/** Star Document Markup prints `[`, `]` and `\` only escaped; every other character is UTF-8 text. */
export function escapeMarkup(text: string): string {
  return (
    text
      .replace(/[[\]\\]/g, (char) => `\\${char}`)
      // The printer's word wrap may drop a line's leading spaces and fold runs of them; escaped, each one prints.
      .replace(/^ +| {2,}/g, (spaces) => "\\ ".repeat(spaces.length))
  );
}

/** The ticket as `text/vnd.star.markup`, ending with a cut. */
export function ticketMarkup(order: TicketOrder, options: TicketOptions): string {
  const out: string[] = [];
  for (const line of layoutTicket(order, options)) {
    const text = escapeMarkup(line.text);
    // Each style is set and reset on its own line, so nothing carries over to the next one.
    const align = line.align === "center" ? ["[align: middle]", "[align: left]"] : ["", ""];
    const style =
      line.style === "big"
        ? ["[mag: w 2; h 2]", "[mag]"]
        : line.style === "bold"
          ? ["[bold: on]", "[bold: off]"]
          : ["", ""];
    out.push(`${align[0]}${style[0]}${text}${style[1]}${align[1]}`);
  }
  out.push("[cut: feed; partial]");
  return `${out.join("\n")}\n`;
}
