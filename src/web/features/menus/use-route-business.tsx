import { Center, Loader } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
import { useParams } from "react-router";
import { useLocationsQuery } from "../../api/businesses.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { setActiveBusiness } from "../../api/session.ts";
import { NotFoundContent } from "../../ui/not-found-page.tsx";

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

/** The menus pages' loader: a spinner with a name for screen readers. */
export function PageLoader() {
  return (
    <Center py="xl" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}

/** A page under app/biz/{bizId}: not found for someone else's business, a loader while switching, else the page. */
export function RouteBusinessGate({ children }: { children: ReactNode }) {
  const routeBusiness = useRouteBusiness();
  if (routeBusiness === "unknown") return <NotFoundContent />;
  if (routeBusiness === "switching") return <PageLoader />;
  return children;
}
