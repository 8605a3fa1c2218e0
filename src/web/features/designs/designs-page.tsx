import { Button } from "@mantine/core";
import { IconPalette } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { useDashboard } from "../shell/dashboard-context.tsx";

/** app/designs: how the public menu page looks. */
export function DesignsPage() {
  const { dashboard } = useDashboard();
  return (
    <>
      <PageHeader title="Appearance" description="Make your menu page look like your place." />
      <EmptyState
        icon={<IconPalette size={32} stroke={1.5} />}
        title="Your logo, colours and layout"
        description="Upload your logo, pick a colour preset or your own brand colours, and choose which contact details guests see on your menu page."
        action={
          <Button component={Link} to={`/app/biz/${dashboard.business.id}/menus`} variant="light">
            Go to your menus
          </Button>
        }
      />
    </>
  );
}
