import { type RefObject, useEffect, useRef } from "react";
import { focusWhenLost } from "../../ui/focus-when-lost.ts";
import type { KitchenOrder } from "./ticket-age.ts";
import type { KitchenColumn } from "./use-kitchen-board.ts";

// A bump moves the ticket to another column (or off the board), which removes the button that had focus: the
// browser would drop focus to the page, and the next Tab would start again from the top bar. Instead focus goes to
// the ticket that took its place in the column, else the one above it, else the moved ticket in its new column,
// else the column itself. Only when focus was lost: a cook who has moved on elsewhere keeps their place.

interface Leaving {
  orderId: string;
  column: KitchenColumn;
  index: number;
}

export function useTicketFocus(
  board: RefObject<HTMLElement | null>,
  columns: Record<KitchenColumn, KitchenOrder[]>,
) {
  const leaving = useRef<Leaving | null>(null);
  const stop = useRef<() => void>(() => {});
  useEffect(() => {
    const left = leaving.current;
    if (!left || columns[left.column].some((order) => order.id === left.orderId)) return;
    leaving.current = null;
    stop.current();
    stop.current = focusWhenLost(() => {
      const root = board.current;
      if (!root) return null;
      const column = root.querySelector<HTMLElement>(`[data-column="${left.column}"]`);
      const tickets = Array.from(column?.querySelectorAll<HTMLElement>("[data-order-id]") ?? []);
      return (
        tickets[left.index] ??
        tickets[left.index - 1] ??
        root.querySelector<HTMLElement>(`[data-order-id="${left.orderId}"]`) ??
        column
      );
    });
  });
  useEffect(() => () => stop.current(), []);
  /** Called as a ticket's button moves its order on, before the move is sent. */
  return (order: KitchenOrder, column: KitchenColumn, index: number) => {
    leaving.current = { orderId: order.id, column, index };
  };
}
