import { type ReactNode, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { formatUsPhone } from "../../../shared/common/phone.ts";
import { cardPart, type Order } from "../../../shared/ordering/orders.ts";
import { readyTimeText } from "../../../shared/ordering/ready-time.ts";
import { useOrderClock } from "../../widgets/orders/order-clock.ts";
import classes from "./kitchen-ticket.module.css";
import { addressLine, longDate, money, PAYMENT_LABELS, shortTime, TYPE_LABELS } from "./order-format.ts";

// The printable kitchen ticket, for the kitchen to work from paper: on an 80 mm receipt printer or an A4 page.

export type TicketFormat = "80mm" | "a4";
const FORMAT_KEY = "menu-builder:ticket-format";

/** The paper of each format: a receipt roll is 80 mm wide (72 mm printable) and as long as the ticket. */
const PAGE_RULES: Record<TicketFormat, string> = {
  "80mm": "@page { size: 80mm 297mm; margin: 4mm; }",
  a4: "@page { size: 210mm 297mm; margin: 16mm; }",
};

export function readTicketFormat(): TicketFormat {
  try {
    return window.localStorage.getItem(FORMAT_KEY) === "a4" ? "a4" : "80mm";
  } catch {
    return "80mm";
  }
}

export function writeTicketFormat(format: TicketFormat) {
  try {
    window.localStorage.setItem(FORMAT_KEY, format);
  } catch {
    // private mode: the choice lasts this visit
  }
}

function Line({ left, right, className }: { left: ReactNode; right?: ReactNode; className?: string }) {
  return (
    <div className={`${classes.line} ${className ?? ""}`}>
      <span>{left}</span>
      {right !== undefined ? <span>{right}</span> : null}
    </div>
  );
}

interface TicketProps {
  order: Order;
  format: TicketFormat;
  /** The restaurant's name heads the ticket: a kitchen printing for several locations tells them apart. */
  businessName: string;
}

export function KitchenTicket({ order, format, businessName }: TicketProps) {
  const kind = order.type === "TABLE" && order.table ? `Table ${order.table}` : TYPE_LABELS[order.type];
  const address = addressLine(order.customer);
  // The kitchen's own clock: the business's, whatever device prints.
  const clock = useOrderClock();
  return (
    <div className={classes.ticket} data-format={format} data-testid="kitchen-ticket">
      <p className={classes.business}>{businessName}</p>
      <p className={classes.number}>#{order.friendlyId}</p>
      <p className={classes.kind}>{kind}</p>
      {/* The full date: a ticket kept on a spike or filed outlives "today". */}
      <p className={classes.muted}>{longDate(order.createdDate, clock)}</p>
      <p className={classes.muted}>Placed {shortTime(order.createdDate, clock)}</p>
      {order.scheduledFor ? (
        <p className={classes.muted}>For {shortTime(order.scheduledFor, clock)}</p>
      ) : null}
      {order.readyAt ? (
        <p className={classes.muted}>{readyTimeText(order.type, shortTime(order.readyAt, clock))}</p>
      ) : null}
      <hr className={classes.rule} />
      <p className={classes.muted}>{order.customer.name}</p>
      {order.customer.phone ? <p className={classes.muted}>{formatUsPhone(order.customer.phone)}</p> : null}
      {order.type === "DELIVERY" && address ? <p className={classes.muted}>{address}</p> : null}
      <hr className={classes.rule} />
      {order.items.map((line, index) => (
        // Lines have no id of their own; their place in the order is stable.
        // biome-ignore lint/suspicious/noArrayIndexKey: the order's lines never move
        <div key={index}>
          <Line
            className={classes.item}
            left={`${line.quantity} × ${line.name}${line.size ? ` (${line.size})` : ""}`}
            right={money(order, line.lineTotal)}
          />
          {line.modifiers.map((option) => (
            <div key={option.id} className={classes.option}>
              + {option.name}
            </div>
          ))}
          {line.note ? <div className={classes.note}>» {line.note}</div> : null}
        </div>
      ))}
      {order.note ? (
        <>
          <hr className={classes.rule} />
          <div className={classes.note} style={{ paddingLeft: 0 }}>
            Note: {order.note}
          </div>
        </>
      ) : null}
      <hr className={classes.rule} />
      <Line left="Subtotal" right={money(order, order.subtotal)} />
      {order.taxes.map((tax) => (
        <Line key={tax.label} left={tax.label} right={money(order, tax.amount)} />
      ))}
      {order.tip > 0 ? <Line left="Tip" right={money(order, order.tip)} /> : null}
      {order.deliveryFee > 0 ? <Line left="Delivery" right={money(order, order.deliveryFee)} /> : null}
      <Line className={classes.total} left="Total" right={money(order, order.total)} />
      {order.giftCardPaid > 0 ? (
        <>
          <Line left="Gift card" right={`−${money(order, order.giftCardPaid)}`} />
          <Line className={classes.total} left="Left to pay" right={money(order, cardPart(order))} />
        </>
      ) : null}
      <p className={classes.muted}>
        {PAYMENT_LABELS[order.payment]} ·{" "}
        {order.payment === "ONLINE_CARD" || order.paymentStatus === "PAID" ? "paid" : "to pay"}
      </p>
    </div>
  );
}

/**
 * While an order is open, printing the page (the Print button, or the browser's own) prints its ticket alone,
 * on the paper of the chosen format.
 */
export function PrintableTicket({ order, format, businessName }: TicketProps) {
  const [root] = useState(() => {
    const element = document.createElement("div");
    element.className = classes.printRoot ?? "";
    element.dataset.printTicket = "";
    return element;
  });
  useEffect(() => {
    document.body.appendChild(root);
    return () => root.remove();
  }, [root]);
  return createPortal(
    <>
      <style>{PAGE_RULES[format]}</style>
      <KitchenTicket order={order} format={format} businessName={businessName} />
    </>,
    root,
  );
}
