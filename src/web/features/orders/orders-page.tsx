import { Button } from "@mantine/core";
import { IconReceipt2, IconShare } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { useDashboard } from "../../shell/dashboard-context.tsx";
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
          action={
            <Button component={Link} to="/onboard" leftSection={<IconShare size={18} />} variant="light">
              Get your menu published
            </Button>
          }
        />
      )}
    </>
  );
}
