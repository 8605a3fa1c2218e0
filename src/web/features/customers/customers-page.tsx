import { Button } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageHeader } from "../../ui/page-header.tsx";

/** app/customers: the guests who ordered (seed 000 §2 "Customers screen"). */
export function CustomersPage() {
  return (
    <>
      <PageHeader title="Customers" description="The guests who order from you, and what they think." />
      <EmptyState
        icon={<IconUsers size={32} stroke={1.5} />}
        title="Your customers will gather here"
        description="Everyone who orders from your menu is listed here with their contact details and order history, alongside the reviews guests leave."
        action={
          <Button component={Link} to="/app/orders" variant="light">
            See your orders
          </Button>
        }
      />
    </>
  );
}
