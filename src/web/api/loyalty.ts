import { useQuery } from "@tanstack/react-query";
import type { LoyaltyProgram } from "../../shared/loyalty/loyalty.ts";
import { api } from "./client.ts";

// The business's loyalty program: how guests earn points and the rewards they spend them on. The Loyalty screen
// edits it; a customer's details give its rewards at the counter.

const path = (businessId: string) => `/businesses/${encodeURIComponent(businessId)}/loyalty`;

export const loyaltyProgramKey = (businessId: string) => ["loyalty", businessId, "program"] as const;

export function useLoyaltyProgram(businessId: string) {
  return useQuery({
    queryKey: loyaltyProgramKey(businessId),
    queryFn: () => api.get<LoyaltyProgram>(path(businessId)),
    meta: { handlesErrors: true },
  });
}

export const saveLoyaltyProgram = (businessId: string, program: LoyaltyProgram) =>
  api.put<LoyaltyProgram>(path(businessId), program);
