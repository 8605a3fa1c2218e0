import { Button } from "@mantine/core";
import { IconReceipt2, IconShare, IconShoppingBag } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useDashboard } from "../../shell/dashboard-context.tsx";
import { ShareModal } from "../../shell/share-modal.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageHeader } from "../../ui/page-header.tsx";

/** app/orders/{id?}: orders placed through the menu page. */
export function OrdersPage() {
  const { id } = useParams();
  const { dashboard } = useDashboard();
  const isOrderingEnabled = dashboard.business.orderingEnabled;
  return (
    <>
      <PageHeader title="Orders" description="Orders guests place from your menu page." />
      {id ? (
        <EmptyState
          icon={<IconReceipt2 size={32} stroke={1.5} />}
          title="Order not found"
          description="This order isn't in your list. It may belong to another location."
          action={
            <Button component={Link} to="/app/orders" variant="light">
              All orders
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={<IconReceipt2 size={32} stroke={1.5} />}
          title="No orders yet"
          description={
            isOrderingEnabled
              ? "New orders will appear here the moment guests place them, with their items, totals and pick-up or delivery details."
              : "Turn on online ordering and the orders guests place from your menu will appear here."
          }
          action={<NextStep />}
        />
      )}
    </>
  );
}

/**
 * issue 11 §5: the one step that brings the first order nearer, for where the business stands; never a button
 * to publishing when the menu is already live.
 */
function NextStep() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const [isSharing, setIsSharing] = useState(false);
  if (!business.orderingEnabled) {
    return (
      <Button
        component={Link}
        to="/app/settings/location"
        leftSection={<IconShoppingBag size={18} />}
        variant="light"
      >
        Turn on online ordering in Settings
      </Button>
    );
  }
  if (!business.published) {
    return (
      <Button component={Link} to="/onboard" leftSection={<IconShare size={18} />} variant="light">
        Get your menu published
      </Button>
    );
  }
  return (
    <>
      <Button onClick={() => setIsSharing(true)} leftSection={<IconShare size={18} />} variant="light">
        Share your menu to get orders
      </Button>
      <ShareModal opened={isSharing} onClose={() => setIsSharing(false)} />
    </>
  );
}
