import { useEffect } from "react";
import { useParams } from "react-router";
import { useLocationsQuery } from "../../api/businesses.ts";
import { setActiveBusiness } from "../../api/session.ts";
import { useDashboard } from "../../shell/dashboard-context.tsx";

export type RouteBusinessState = "ready" | "switching" | "unknown";

/**
 * The business in the address (app/biz/{bizId}/…) becomes the active one when it is the member's; a link to
 * someone else's business, or one that no longer exists, is "unknown".
 */
export function useRouteBusiness(): RouteBusinessState {
  const { bizId } = useParams();
  const { dashboard } = useDashboard();
  const isOther = Boolean(bizId) && bizId !== dashboard.business.id;
  const locations = useLocationsQuery();
  const isOwned = Boolean(locations.data?.some((location) => location.id === bizId));

  useEffect(() => {
    if (isOther && isOwned && bizId) setActiveBusiness(bizId);
  }, [isOther, isOwned, bizId]);

  if (!isOther) return "ready";
  if (locations.isPending || isOwned) return "switching";
  return "unknown";
}
