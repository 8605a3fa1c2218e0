import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  ORDER_TABS,
  type Order,
  type OrderPage,
  type OrderStatusRequest,
  type OrderTab,
} from "../../shared/ordering/orders.ts";
import { api } from "./client.ts";

// The owner's orders calls. Every query of a business's orders sits under ordersKey, so one live message finds
// the list pages, the tab counts, the open order and the shell's waiting orders in one place
// (use-live-orders.ts patches them).

const id = (value: string) => encodeURIComponent(value);

export const ordersKey = (businessId: string) => ["orders", businessId] as const;
export const ORDER_TAB_NAMES = Object.keys(ORDER_TABS) as OrderTab[];

export function useOrderPage(businessId: string, tab: OrderTab, page: number) {
  return useQuery({
    queryKey: [...ordersKey(businessId), "page", tab, page],
    queryFn: () => api.get<OrderPage>(`/businesses/${id(businessId)}/orders`, { tab, page }),
    placeholderData: keepPreviousData, // the list keeps its rows while another page loads
  });
}

/** The number of orders in each tab, for the tabs' badges. */
export function useOrderCounts(businessId: string) {
  return useQuery({
    queryKey: [...ordersKey(businessId), "counts"],
    queryFn: async () => {
      const counts = await Promise.all(
        ORDER_TAB_NAMES.map((tab) => api.get<number>(`/businesses/${id(businessId)}/orders/count`, { tab })),
      );
      return Object.fromEntries(ORDER_TAB_NAMES.map((tab, i) => [tab, counts[i] ?? 0])) as Record<
        OrderTab,
        number
      >;
    },
  });
}

/**
 * The orders waiting for the owner (NEW), newest first: their number goes in the tab title and the navigation,
 * and those nobody has opened yet ring. Only while ordering is on.
 */
export function useWaitingOrders(businessId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...ordersKey(businessId), "page", "new", 0],
    queryFn: () => api.get<OrderPage>(`/businesses/${id(businessId)}/orders`, { tab: "new", page: 0 }),
    enabled: isEnabled,
    // The live channel keeps it current; this only covers a socket that cannot connect at all.
    refetchInterval: 60_000,
    meta: { handlesErrors: true },
  });
}

export const orderKey = (businessId: string, orderId: string) =>
  [...ordersKey(businessId), "order", orderId] as const;

export function useOrder(businessId: string, orderId: string) {
  return useQuery({
    queryKey: orderKey(businessId, orderId),
    queryFn: () => api.get<Order>(`/orders/${id(orderId)}`),
    retry: false,
    meta: { handlesErrors: true },
  });
}

export function moveOrder(orderId: string, request: OrderStatusRequest) {
  return api.post<Order>(`/orders/${id(orderId)}/status`, request);
}

export function markOrderOpened(orderId: string) {
  return api.post<Order>(`/orders/${id(orderId)}/opened`);
}
