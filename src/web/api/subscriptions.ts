import { useQuery } from "@tanstack/react-query";
import type { Subscription } from "../../shared/subscriptions/subscriptions.ts";
import { api } from "./client.ts";

// The member's plan, for Account → Subscription and the upsells that lead to an upgrade.
export type MemberSubscription = Subscription & { unservedBusinessIds: string[] };

export const subscriptionKey = ["subscription"] as const;

const fetchMine = () => api.get<MemberSubscription>("/subscriptions/me");

/** The plan as the server has it now: publishing asks it fresh, as the plan may have changed in another tab. */
export const fetchSubscription = () => fetchMine();

export function useSubscription(options: { refetchInterval?: number | false } = {}) {
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: fetchMine,
    refetchInterval: options.refetchInterval ?? false,
    // The plan notice asks on every page: a failure there is no reason for a toast; the Subscription tab says it.
    meta: { handlesErrors: true },
  });
}

export const subscriptionsApi = {
  checkout: () => api.post<{ url: string }>("/subscriptions/checkout", { plan: "MYBRAND" }),
  portal: () => api.post<{ url: string }>("/subscriptions/portal"),
  payLocations: (extraLocations: number) =>
    api.post<MemberSubscription>("/subscriptions/locations", { extraLocations }),
};
