import { Button } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { useDashboard } from "../../shell/dashboard-context.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageHeader } from "../../ui/page-header.tsx";

/** `adm`: the admin area. Its rules are not in the seed (§6), and no account has admin rights yet. */
export function AdmPage() {
  const { dashboard } = useDashboard();
  return (
    <>
      <PageHeader title="Admin area" />
      <EmptyState
        icon={<IconShieldLock size={32} stroke={1.5} />}
        title="Your account has no admin rights"
        description={`The admin area is for Menu Builder staff. ${dashboard.member.email} is an owner account, so there is nothing to manage here — everything about your business is in your dashboard.`}
        action={
          <Button component={Link} to="/app">
            Go to your dashboard
          </Button>
        }
      />
    </>
  );
}
