import { Alert, Anchor, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Link } from "react-router";
import { useDashboard } from "../api/dashboard-context.tsx";
import { useSubscription } from "../api/subscriptions.ts";

/**
 * A location the member's plan does not serve (an extra one on the Free plan, or after the paid
 * plan ended) stays editable, and every page of it says why guests can't see it.
 */
export function PlanNotice() {
  const { dashboard, session } = useDashboard();
  const subscription = useSubscription();
  if (session.helping) return null;
  if (!subscription.data?.unservedBusinessIds.includes(dashboard.business.id)) return null;
  return (
    <Alert color="orange" radius={0} py={8} icon={<IconAlertTriangle size={18} />} role="status">
      <Text fz="sm">
        This location isn't on your plan, so guests opening its page see “This link is no longer available.”
        Your menus are kept.{" "}
        <Anchor component={Link} to="/settings/subs" fz="sm" fw={600}>
          Add it to your plan
        </Anchor>
      </Text>
    </Alert>
  );
}
