import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BusyRequest, OrderingStatus, PauseRequest } from "../../shared/service/service-status.ts";
import { api } from "./client.ts";

// The kitchen's controls during a service: pause new orders, busy minutes. The state is the guest's own
// ordering-status, so the owner sees exactly what guests see; it is read again on every change made here, when
// the window comes back into focus (another tab or device may have paused), and every half minute.

const id = (value: string) => encodeURIComponent(value);

export const serviceKey = (businessId: string) => ["service", businessId] as const;

const SERVICE_REFRESH_MS = 30_000;

export function useOrderingStatus(businessId: string, isEnabled = true) {
  return useQuery({
    queryKey: serviceKey(businessId),
    queryFn: () => api.public.get<OrderingStatus>(`/public/businesses/${id(businessId)}/ordering-status`),
    enabled: isEnabled,
    refetchOnWindowFocus: "always",
    refetchInterval: SERVICE_REFRESH_MS,
    meta: { handlesErrors: true },
  });
}

export type ServiceChange =
  | { kind: "pause"; request: PauseRequest }
  | { kind: "resume" }
  | { kind: "busy"; request: BusyRequest };

function sendChange(businessId: string, change: ServiceChange): Promise<unknown> {
  const base = `/businesses/${id(businessId)}/ordering`;
  if (change.kind === "pause")
    return api.put<{ pausedUntil: string | null }>(`${base}/pause`, change.request);
  if (change.kind === "resume") return api.delete<{ pausedUntil: null }>(`${base}/pause`);
  return api.put<{ extraMinutes: number }>(`${base}/busy`, change.request);
}

/** Pauses, resumes or sets busy minutes; the status is read again once the server has it. */
export function useServiceChange(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ServiceChange) => sendChange(businessId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceKey(businessId) }),
  });
}
