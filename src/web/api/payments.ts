import { useQuery } from "@tanstack/react-query";
import type { Order } from "../../shared/ordering/orders.ts";
import type { ConnectedAccount, RefundRequest } from "../../shared/payments/payments.ts";
import { api } from "./client.ts";

// The member's connected Stripe account (Settings → Payments and → Ordering read
// it) and refunds of an order's card payment.

export const connectedAccountKey = (memberId: string) => ["connected-account", memberId] as const;

export const paymentsApi = {
  account: (memberId: string) => api.get<ConnectedAccount>("/payment/connected-account", { memberId }),
  /** The onboarding link (the account is made first if need be), to open in a new tab. */
  link: (memberId: string) => api.post<{ url: string }>("/payment/link-account", undefined, { memberId }),
  refund: (orderId: string, request: RefundRequest) =>
    api.post<Order>(`/orders/${encodeURIComponent(orderId)}/refund`, request),
};

/**
 * The account as Stripe last told us. Read again whenever the owner comes back to the tab (onboarding happens in
 * another one), and every few seconds while `isWaiting` (the owner has the onboarding tab open).
 */
export function useConnectedAccount(memberId: string, options: { isWaiting?: boolean } = {}) {
  return useQuery({
    queryKey: connectedAccountKey(memberId),
    queryFn: () => paymentsApi.account(memberId),
    refetchOnWindowFocus: "always",
    staleTime: 0,
    refetchInterval: options.isWaiting ? 4000 : false,
  });
}
