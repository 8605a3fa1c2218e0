import { useQuery } from "@tanstack/react-query";
import type { Promotion, PromotionInput } from "../../../shared/promotions/promotions.ts";
import { api } from "../../api/client.ts";

const id = (value: string) => encodeURIComponent(value);
const base = (businessId: string) => `/businesses/${id(businessId)}/promotions`;

export const promotionsKey = (businessId: string) => ["promotions", businessId] as const;

export function usePromotions(businessId: string) {
  return useQuery({
    queryKey: promotionsKey(businessId),
    queryFn: () => api.get<Promotion[]>(base(businessId)),
  });
}

export const createPromotion = (businessId: string, input: PromotionInput) =>
  api.post<Promotion>(base(businessId), input);

export const updatePromotion = (businessId: string, promotionId: string, input: PromotionInput) =>
  api.put<Promotion>(`${base(businessId)}/${id(promotionId)}`, input);

export const deletePromotion = (businessId: string, promotionId: string) =>
  api.delete<null>(`${base(businessId)}/${id(promotionId)}`);

/** A promotion as the form sends it again: only what the owner may change. */
export function toInput(promotion: Promotion): PromotionInput {
  const { code, kind, value, minSubtotal, startsAt, endsAt, maxUses, oncePerGuest, firstOrderOnly, active } =
    promotion;
  return { code, kind, value, minSubtotal, startsAt, endsAt, maxUses, oncePerGuest, firstOrderOnly, active };
}
