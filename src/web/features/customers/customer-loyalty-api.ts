import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { CustomerLoyaltySchema } from "../../../shared/loyalty/loyalty.ts";
import { api } from "../../api/client.ts";

// A customer's standing in the business's rewards program: their points, their history, the owner's adjustments.

export type CustomerLoyalty = z.infer<typeof CustomerLoyaltySchema>;
export type LoyaltyMovement = CustomerLoyalty["history"][number];

const path = (customerId: string) => `/customers/${encodeURIComponent(customerId)}/loyalty`;

export const customerLoyaltyKey = (customerId: string) => ["customer-loyalty", customerId] as const;

export function useCustomerLoyalty(customerId: string) {
  return useQuery({
    queryKey: customerLoyaltyKey(customerId),
    queryFn: () => api.get<CustomerLoyalty>(path(customerId)),
    meta: { handlesErrors: true },
  });
}

/** Positive points add, negative take off; answers the customer's points and history after the change. */
export const adjustCustomerPoints = (customerId: string, change: { points: number; reason: string }) =>
  api.post<CustomerLoyalty>(`${path(customerId)}/adjust`, change);

/** Gives the customer one of the program's rewards: its points are taken off; answers their points and history. */
export const redeemCustomerReward = (customerId: string, rewardId: string) =>
  api.post<CustomerLoyalty>(`${path(customerId)}/redeem`, { rewardId });
