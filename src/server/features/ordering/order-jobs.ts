import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { type Currency, formatMoney } from "../../../shared/common/money.ts";
import { formatUsPhone } from "../../../shared/common/phone.ts";
import { oneLine } from "../../../shared/customers/customers.ts";
import { businessClockOf, formatOnClock } from "../../../shared/hours/business-clock.ts";
import type { Order } from "../../../shared/ordering/orders.ts";
import { preparedOnce } from "../../db/prepared.ts";
import { businesses, members, orders } from "../../db/schema.ts";
import { escalationMail, isStillUnattended } from "./order-escalation.ts";
import { ORDER_DUE_JOB, ORDER_ESCALATE_JOB, ORDER_MAIL_JOB } from "./order-kinds.ts";
import { toOrder } from "./order-views.ts";
import { makeOrderDue } from "./orders.service.ts";

// A scheduled order becomes NEW when due, and the owner hears of each new order by mail, both
// as jobs in the database (docs/decisions/006): a restart loses neither, and the request never waits for them.

const TYPE_WORDS: Record<Order["type"], string> = { PICKUP: "Pick-up", DELIVERY: "Delivery", TABLE: "Table" };
/**
 * Where the order's money stands when the mail goes out: a new order is not paid yet unless its card was (cash
 * and card in person are paid on hand-over; a card online is only held until the owner accepts).
 */
function paymentWords(order: Pick<Order, "payment" | "paymentStatus">): string {
  if (order.payment === "ONLINE_CARD") {
    if (order.paymentStatus === "AUTHORIZED")
      return "held on the guest's card online, charged when you accept";
    return order.paymentStatus === "PAID" ? "paid by card online" : "to pay by card online";
  }
  if (order.paymentStatus === "PAID") return order.payment === "CASH" ? "paid in cash" : "paid by card";
  return order.payment === "CASH" ? "to pay in cash" : "to pay by card on hand-over";
}

/** A time as the business's guests read it, on its clock ("Friday 7:45 PM"). */
const localTime = (iso: string, config: BusinessConfig): string =>
  formatOnClock(iso, businessClockOf(config), {
    weekday: "long",
    hour: "numeric",
    minute: "2-digit",
    hour12: !config.use24HourFormat,
  });

/** The owner's mail about a new order: what, for whom, how, and the link to it in the dashboard. */
export function newOrderMail(order: Order, config: BusinessConfig, businessName: string, link: string) {
  const currency: Currency = { code: order.currencyCode, symbol: order.currency };
  const money = (minor: number) => formatMoney(minor, currency);
  const lines = order.items.map((line) => {
    const size = line.size ? ` (${line.size})` : "";
    const options = line.modifiers.length ? `, ${line.modifiers.map((m) => m.name).join(", ")}` : "";
    const note = line.note ? `\n    Note: ${indented(line.note, "    ")}` : "";
    return `${line.quantity} × ${line.name}${size}${options}  ${money(line.lineTotal)}${note}`;
  });
  const how =
    order.type === "TABLE"
      ? `Table ${order.table}`
      : order.type === "DELIVERY"
        ? `Delivery to ${[order.customer.address, order.customer.city].map(oneLine).filter(Boolean).join(", ")}`
        : "Pick-up";
  const when = order.scheduledFor ? `For ${localTime(order.scheduledFor, config)}` : "As soon as possible";
  const totals = [
    `Subtotal ${money(order.subtotal)}`,
    ...(order.discount
      ? [`Discount${order.promoCode ? ` ${order.promoCode}` : ""} −${money(order.discount)}`]
      : []),
    ...order.taxes.map((tax) => `${tax.label} ${money(tax.amount)}`),
    ...(order.deliveryFee ? [`Delivery ${money(order.deliveryFee)}`] : []),
    ...(order.tip ? [`Tip ${money(order.tip)}`] : []),
    `Total ${money(order.total)}, ${paymentWords(order)}`,
  ];
  const text = [
    `New order #${order.friendlyId} at ${businessName}`,
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
    ...(order.note ? ["", `Note: ${indented(order.note, "")}`] : []),
    "",
    `Open it: ${link}`,
  ].join("\n");
  return {
    subject: `New order #${order.friendlyId}: ${TYPE_WORDS[order.type]}, ${money(order.total)}`,
    text,
    link,
  };
}

/**
 * A guest's note keeps its line breaks, each following line indented under "Note:", so no line a guest typed
 * starts at the margin where the order's own lines ("Total …", "Open it: …") stand.
 */
function indented(note: string, margin: string) {
  return note
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map((line) => oneLine(line))
    .join(`\n${margin}      `);
}

export function registerOrderJobs(app: FastifyInstance) {
  app.jobs.handle(ORDER_DUE_JOB, ({ orderId }) =>
    makeOrderDue({ db: app.db, lifecycle: app.orders.lifecycle, orderId }),
  );

  // Prepared once per database: each new order is a mail, so under a rush this statement runs for each.
  const readMailRow = preparedOnce(app.db, "order_mail_row", (name) =>
    app.db
      .select({
        order: orders,
        config: businesses.config,
        name: businesses.name,
        notificationEmail: members.notificationEmail,
        email: members.email,
      })
      .from(orders)
      .innerJoin(businesses, eq(businesses.id, orders.businessId))
      .innerJoin(members, eq(members.id, businesses.memberId))
      .where(eq(orders.id, sql.placeholder("orderId")))
      .limit(1)
      .prepare(name),
  );
  app.jobs.handle(ORDER_MAIL_JOB, async ({ orderId }) => {
    const [row] = await readMailRow.execute({ orderId });
    // The business was deleted meanwhile: nobody to tell.
    if (!row) return;
    const to = row.notificationEmail || row.email;
    const order = toOrder(row.order);
    const link = `${app.config.publicBaseUrl}${app.config.contextPath}/app/orders/${encodeURIComponent(order.id)}`;
    await app.mailer.send({ to, ...newOrderMail(order, row.config as BusinessConfig, row.name, link) });
  });
  app.jobs.handle(ORDER_ESCALATE_JOB, async ({ orderId }) => {
    const [row] = await readMailRow.execute({ orderId });
    if (!row) return;
    const order = toOrder(row.order);
    // Accepted, turned down or opened meanwhile: someone has it, no need to mail.
    if (!isStillUnattended(order)) return;
    const link = `${app.config.publicBaseUrl}${app.config.contextPath}/app/kitchen`;
    const mail = escalationMail(order, { businessName: row.name, link, now: app.clock() });
    await app.mailer.send({ to: row.notificationEmail || row.email, ...mail });
  });
}
