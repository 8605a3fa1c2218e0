import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { LiveMessage, OrderChangeKind } from "../../shared/live/live.ts";
import type { Order } from "../../shared/ordering/orders.ts";
import { type KnownOrderState, patchOrdersCache } from "./order-cache-patch.ts";
import { ordersKey } from "./orders.ts";

// The business's orders as they change, from the live socket (use-live-menus.ts opens it for menus and orders
// alike): each message carries the order as it is now, and the Orders screen, its tab counts, an open order and
// the shell's waiting count and chime are patched in place. An open Orders screen asks the server nothing for
// a new order; only a list whose page cannot be judged from the order alone reads itself again.

type OrderMessage = Extract<LiveMessage, { type: "order" }>;

/** What the live channel and the owner's own moves last said of each order, newest kept, for a short while. */
const heard = new Map<string, KnownOrderState>();
const HEARD_KEPT = 500;

function remember(order: Order) {
  heard.delete(order.id);
  heard.set(order.id, { status: order.status, updatedDate: order.updatedDate });
  // Map keeps insertion order: the first key is the one heard of longest ago.
  if (heard.size > HEARD_KEPT) heard.delete(heard.keys().next().value as string);
}

/**
 * Puts one changed order into every cached orders query of its business, or has a query read again when its
 * page cannot be judged from the order. Used for live messages and for the answer of the owner's own move, so
 * the screen follows at once and the live message of the same move finds it already done.
 */
export function putOrderInCaches(
  queryClient: QueryClient,
  businessId: string,
  change: OrderChangeKind,
  order: Order,
) {
  const prefix = ordersKey(businessId);
  const queries = queryClient
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .map((query) => ({
      key: query.queryKey,
      data: query.state.data,
      isFetching: query.state.fetchStatus === "fetching",
    }));
  const patch = patchOrdersCache({ prefix, change, order, queries, heard: heard.get(order.id) });
  for (const { key, data } of patch.set) queryClient.setQueryData(key, data);
  for (const key of patch.invalidate) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  if (order.businessId === businessId) remember(order);
}

export interface LiveOrders {
  onOrder(message: OrderMessage): void;
  /** The socket came back, or the server's link to the database did: messages may have been missed. */
  /** Settles once the orders on screen are read again. */
  onGap(): Promise<void>;
}

export function useLiveOrders(businessId: string | null): LiveOrders {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      onOrder: (message) => {
        if (!businessId) return;
        putOrderInCaches(queryClient, businessId, message.change, message.order);
        // A customer's drawer lists their orders and the customer list their last order's date: those lists
        // are not kept here, so they read themselves again (only while on screen).
        if (message.change === "created" || message.change === "status") {
          void queryClient.invalidateQueries({ queryKey: ["customers", businessId] });
          void queryClient.invalidateQueries({ queryKey: ["customer"] });
        }
      },
      onGap: async () => {
        if (!businessId) return;
        heard.clear();
        // Once, for every orders query on screen: whatever was missed is in their answers.
        await queryClient.invalidateQueries({ queryKey: ordersKey(businessId) });
      },
    }),
    [businessId, queryClient],
  );
}
