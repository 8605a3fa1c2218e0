import { useQuery } from "@tanstack/react-query";
import type { LoyaltyProgram } from "../../../shared/loyalty/loyalty.ts";
import { api } from "../../api/client.ts";

// The business's loyalty program: how guests earn points and the rewards they spend them on.

const id = (value: string) => encodeURIComponent(value);
const path = (businessId: string) => `/businesses/${id(businessId)}/loyalty`;

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
