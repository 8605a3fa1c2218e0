import { Anchor, Divider, Drawer, Group, Loader, Stack, Table, Text, ThemeIcon, Title } from "@mantine/core";
import { IconReceipt2 } from "@tabler/icons-react";
import { Link } from "react-router";
import { currencyOf, formatMoney } from "../../../shared/common/money.ts";
import { formatUsPhone } from "../../../shared/common/phone.ts";
import type { CustomerDetails } from "../../../shared/customers/customers.ts";
import { Fact } from "../../ui/fact.tsx";
import { shortDateOnClock, useOrderClock } from "../../widgets/orders/order-clock.ts";
import { CustomerLoyaltyCard } from "./customer-loyalty-card.tsx";
import { useCustomer } from "./customers-api.ts";

/** "Completed", "Ready"…: the status as the Orders screen words it (orders-page is another feature). */
const statusLabel = (status: string) =>
  status === "PENDING_PAYMENT" ? "Awaiting payment" : status.charAt(0) + status.slice(1).toLowerCase();

/** The details drawer: contact data, last order date, loyalty points and orders. */
export function CustomerDrawer({ customerId, onClose }: { customerId: string | null; onClose: () => void }) {
  const customer = useCustomer(customerId);
  return (
    <Drawer
      opened={customerId !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={customer.data?.name ?? "Customer"}
    >
      {customer.isLoading ? (
        <Group justify="center" py="xl">
          <Loader size="sm" />
        </Group>
      ) : customer.data ? (
        <CustomerDetailsView customer={customer.data} />
      ) : (
        <Text c="dimmed">This customer could not be loaded.</Text>
      )}
    </Drawer>
  );
}

function CustomerDetailsView({ customer }: { customer: CustomerDetails }) {
  const address = [customer.address, customer.city, [customer.state, customer.zip].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  // Days on the business's clock, as the Orders screens and the guest read them, whatever the device's zone.
  const clock = useOrderClock();
  return (
    <Stack gap="md">
      <Fact label="Phone">
        <Anchor href={`tel:${customer.phone}`}>{formatUsPhone(customer.phone)}</Anchor>
      </Fact>
      <Fact label="Email">
        {customer.email ? <Anchor href={`mailto:${customer.email}`}>{customer.email}</Anchor> : "—"}
      </Fact>
      <Fact label="Address">{address || "—"}</Fact>
      <Fact label="Last order">
        {customer.lastOrderDate ? shortDateOnClock(customer.lastOrderDate, clock) : "No orders yet"}
      </Fact>
      <Fact label="Customer since">{shortDateOnClock(customer.createdDate, clock)}</Fact>
      <CustomerLoyaltyCard customerId={customer.id} />
      <Divider />
      <Title order={3} fz="h5">
        Orders
      </Title>
      {customer.orders.length === 0 ? (
        <Stack align="center" gap="xs" py="md" ta="center">
          <ThemeIcon size={44} radius={22} variant="light" aria-hidden>
            <IconReceipt2 size={22} />
          </ThemeIcon>
          <Text fw={600}>No orders yet</Text>
          <Text size="sm" c="dimmed" maw={300}>
            Orders this customer places through your online menu will be listed here.
          </Text>
        </Stack>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Order</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {customer.orders.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/app/orders/${order.id}`} fw={600}>
                    {order.friendlyId ? `#${order.friendlyId}` : "Unpaid"}
                  </Anchor>
                </Table.Td>
                <Table.Td>{shortDateOnClock(order.submitDate, clock)}</Table.Td>
                <Table.Td>{statusLabel(order.status)}</Table.Td>
                <Table.Td ta="right">{formatMoney(order.total, currencyOf(order))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
