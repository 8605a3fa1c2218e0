import { VisuallyHidden } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { currencyOf, formatMoney } from "../../../shared/common/money.ts";
import type { Order } from "../../../shared/ordering/orders.ts";
import { useWaitingOrders } from "../../api/orders.ts";

// A screen reader on the Orders screen hears each order as it arrives ("New order #42 from Ana, $23.50"): the
// list redraws silently, and the chime is no help to an owner who cannot see what it rang for. The region is
// there from the first draw, empty, so the first order said in it is heard.

/** What is said for one order that has just arrived. */
export function newOrderSentence(order: Order): string {
  return `New order #${order.friendlyId} from ${order.customer.name}, ${formatMoney(order.total, currencyOf(order))}`;
}

/** The sentences for orders in `list` not seen before; the first list read is what was already there. */
export function useNewOrderSentence(list: Order[] | undefined): string {
  const seen = useRef<Set<string> | null>(null);
  const [sentence, setSentence] = useState("");
  useEffect(() => {
    if (!list) return;
    if (seen.current === null) {
      seen.current = new Set(list.map((order) => order.id));
      return;
    }
    const known = seen.current;
    const arrived = list.filter((order) => !known.has(order.id));
    for (const order of arrived) known.add(order.id);
    // Oldest first, as they came in.
    if (arrived.length > 0) setSentence(arrived.reverse().map(newOrderSentence).join(". "));
  }, [list]);
  return sentence;
}

export function NewOrderAnnouncer({ businessId }: { businessId: string }) {
  const waiting = useWaitingOrders(businessId, true);
  const sentence = useNewOrderSentence(waiting.data?.list);
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {sentence}
    </VisuallyHidden>
  );
}
