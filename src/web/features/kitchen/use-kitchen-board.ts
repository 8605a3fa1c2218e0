import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import type { OrderStatusRequest } from "../../../shared/ordering/orders.ts";
import { markOrderOpened, moveOrder, ordersKey, useOrderPage } from "../../api/orders.ts";
import { putOrderInCaches } from "../../api/use-live-orders.ts";
import { byDueTime, type KitchenOrder } from "./ticket-age.ts";

// The board reads the Orders screen's own cached lists (the New tab and the Active tab's first pages), which the
// live channel patches in place (use-live-orders.ts): a guest's order appears, and another device's accept moves
// it, without the kitchen asking the server again. The kitchen's own moves patch the same caches from their answer.

/** "out": deliveries handed to their drivers, until the driver is back to say they were delivered. */
export type KitchenColumn = "new" | "preparing" | "ready" | "out";

export interface KitchenBoard {
  columns: Record<KitchenColumn, KitchenOrder[]>;
  isLoading: boolean;
  isError: boolean;
  /** More orders wait than one page holds: the Orders screen lists them all. */
  hasMore: boolean;
  retry(): void;
}

/** Oldest first: the ticket that has waited longest is the one to work on. */
const oldestFirst = (a: KitchenOrder, b: KitchenOrder) => a.createdDate.localeCompare(b.createdDate);

export function useKitchenBoard(businessId: string, config: BusinessConfig): KitchenBoard {
  const waiting = useOrderPage(businessId, "new", 0);
  const active = useOrderPage(businessId, "active", 0);
  const fresh = (waiting.data?.list ?? []) as KitchenOrder[];
  const working = (active.data?.list ?? []) as KitchenOrder[];
  return {
    columns: {
      new: [...fresh].sort(oldestFirst),
      // On the stove, the one the guest expects first comes first, whenever it came in.
      preparing: working.filter((order) => order.status === "ACCEPTED").sort(byDueTime(config)),
      ready: working.filter((order) => order.status === "READY").sort(oldestFirst),
      out: working.filter((order) => order.status === "OUT_FOR_DELIVERY").sort(oldestFirst),
    },
    isLoading: waiting.isPending || active.isPending,
    isError: waiting.isError || active.isError,
    hasMore: Boolean(waiting.data?.hasNext || active.data?.hasNext),
    retry: () => {
      void waiting.refetch();
      void active.refetch();
    },
  };
}

/** A move from the pass: the answer puts the order in its new column at once, as its live message would. */
export function useKitchenMove(businessId: string, order: KitchenOrder) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OrderStatusRequest) => moveOrder(order.id, request),
    onSuccess: (moved) => putOrderInCaches(queryClient, businessId, "status", moved),
    // Someone else moved it first (409): the board reads the orders as they now are.
    onError: () => queryClient.invalidateQueries({ queryKey: ordersKey(businessId) }),
  });
}

/** Tapping a new ticket acknowledges it: the order counts as opened, and its chime stops on every device. */
export function useAcknowledge(businessId: string, order: KitchenOrder) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markOrderOpened(order.id),
    onSuccess: (opened) => putOrderInCaches(queryClient, businessId, "opened", opened),
  });
}

/** The time now, moving on every `everyMs`: the tickets' ages and colours follow it. */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
