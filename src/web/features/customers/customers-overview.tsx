import { Anchor, Box, Button, Group, Loader, Pagination, Paper, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconDownload, IconSearch, IconUserPlus, IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { CUSTOMER_SEARCH_DEBOUNCE_MS } from "../../../shared/common/constants.ts";
import { formatUsPhone } from "../../../shared/common/phone.ts";
import { CUSTOMERS_PAGE_SIZE, type Customer } from "../../../shared/customers/customers.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { shortDateOnClock, useOrderClock } from "../../widgets/orders/order-clock.ts";
import { AddCustomerModal } from "./add-customer-modal.tsx";
import { CustomerDrawer } from "./customer-drawer.tsx";
import { customersExportUrl, useCustomerList } from "./customers-api.ts";

/** Overview: the list, search (1 s debounce), add customer, details drawer, CSV export. */
export function CustomersOverview() {
  const { dashboard } = useDashboard();
  const businessId = dashboard.business.id;
  const [search, setSearch] = useState("");
  const [key] = useDebouncedValue(search.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const [isAdding, setIsAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useCustomerList(businessId, key, page);
  const total = list.data && "total" in list.data ? list.data.total : null;
  const rows = list.data?.list ?? [];
  const isEmptyBusiness = !key && total === 0;

  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(0);
  };

  return (
    <>
      <Group justify="space-between" mb="md" gap="sm" wrap="wrap">
        <TextInput
          aria-label="Search customers"
          placeholder="Search by name or phone"
          leftSection={<IconSearch size={16} />}
          rightSection={list.isFetching && search.trim() !== "" ? <Loader size={14} /> : null}
          value={search}
          onChange={(event) => changeSearch(event.currentTarget.value)}
          style={{ flex: "1 1 280px", maxWidth: 420 }}
        />
        <Group gap="sm">
          <Button
            component="a"
            href={customersExportUrl(businessId)}
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
          >
            Export CSV
          </Button>
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setIsAdding(true)}>
            Add customer
          </Button>
        </Group>
      </Group>

      {isEmptyBusiness ? (
        <EmptyState
          icon={<IconUsers size={32} stroke={1.5} />}
          title="No customers yet"
          description="Guests who order from your menu appear here with their contact details. You can also add a regular by hand."
          action={
            <Button variant="light" onClick={() => setIsAdding(true)}>
              Add customer
            </Button>
          }
        />
      ) : (
        <Paper withBorder radius="md">
          {/* On a phone Email and City give way (the drawer shows them), so name, phone and last order fit without sideways scrolling. */}
          <Table.ScrollContainer minWidth={340}>
            <Table highlightOnHover verticalSpacing="sm" aria-busy={list.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Phone</Table.Th>
                  <Table.Th visibleFrom="sm">Email</Table.Th>
                  <Table.Th visibleFrom="sm">City</Table.Th>
                  <Table.Th>Last order</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((customer) => (
                  <CustomerRow key={customer.id} customer={customer} onOpen={() => setOpenId(customer.id)} />
                ))}
                {rows.length === 0 && !list.isLoading ? (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Text c="dimmed" ta="center" py="lg">
                        No customer matches “{key}”.
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.isLoading ? (
            <Group justify="center" p="lg">
              <Loader size="sm" />
            </Group>
          ) : null}
        </Paper>
      )}

      {!isEmptyBusiness ? (
        <Group justify="space-between" mt="md" gap="sm">
          <Text size="sm" c="dimmed">
            {total !== null
              ? `${total.toLocaleString()} ${total === 1 ? "customer" : "customers"}`
              : `Page ${page + 1}`}
          </Text>
          {total !== null ? (
            <Pagination
              total={Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE))}
              value={page + 1}
              onChange={(value) => setPage(value - 1)}
              siblings={1}
              boundaries={1}
              getControlProps={(control) => ({ "aria-label": `${control} page` })}
            />
          ) : (
            <Group gap="xs">
              <Button variant="default" size="xs" disabled={page === 0} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <Button
                variant="default"
                size="xs"
                disabled={!list.data?.hasNext}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </Group>
          )}
        </Group>
      ) : null}

      <AddCustomerModal opened={isAdding} onClose={() => setIsAdding(false)} onAdded={setOpenId} />
      <CustomerDrawer customerId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

function CustomerRow({ customer, onOpen }: { customer: Customer; onOpen: () => void }) {
  // The last order's day on the business's clock, as in the drawer and on the Orders screens.
  const clock = useOrderClock();
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component="button" type="button" onClick={onOpen} fw={600} ta="left">
          {customer.name}
        </Anchor>
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{formatUsPhone(customer.phone)}</Table.Td>
      <Table.Td visibleFrom="sm">
        <Box component="span" c={customer.email ? undefined : "dimmed"}>
          {customer.email || "—"}
        </Box>
      </Table.Td>
      <Table.Td visibleFrom="sm">{customer.city || "—"}</Table.Td>
      <Table.Td>{shortDateOnClock(customer.lastOrderDate, clock)}</Table.Td>
    </Table.Tr>
  );
}
