import { useLocation } from "react-router";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { type SupportContext, supportMailto } from "./support.ts";

/** The "Chat with us" mail link for the owner on this page, saying who writes and from where. */
export function useSupportMailto(topic?: SupportContext["topic"]): string {
  const { dashboard } = useDashboard();
  const { pathname } = useLocation();
  const { business, member } = dashboard;
  return supportMailto({
    businessName: business.location.name,
    businessId: business.id,
    address: business.customUrl || business.url,
    isPublished: business.published,
    memberEmail: member.email,
    memberId: member.id,
    page: pathname,
    ...(topic ? { topic } : {}),
  });
}
