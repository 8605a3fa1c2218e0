import {
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Switch,
  Tabs,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { IconReceipt2, IconShare } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { ORDERS_PAGE_SIZE, type Order, type OrderTab } from "../../../shared/ordering/orders.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { ORDER_TAB_NAMES, useOrderCounts, useOrderPage } from "../../api/orders.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { chooseSound, useSoundPreference } from "../../widgets/orders/order-alerts.tsx";
import { clockHint, useOrderClock } from "../../widgets/orders/order-clock.ts";
import { EnableOrderingButton } from "../../widgets/service/enable-ordering.tsx";
import { PLACED_BEFORE_PAUSE } from "../../widgets/service/service-state.tsx";
import { ShareModal } from "../../widgets/share/share-modal.tsx";
import { SoldOutButton } from "../../widgets/sold-out/sold-out-drawer.tsx";
import { NewOrderAnnouncer } from "./new-order-announcer.tsx";
import { OrderDetails } from "./order-details.tsx";
import {
  CAPTURE_PROBLEM_SHORT,
  itemsSummary,
  money,
  orderName,
  orderNumber,
  STATUS_COLORS,
  STATUS_LABELS,
  sinceLine,
  typeLine,
} from "./order-format.ts";
import tabClasses from "./orders-tabs.module.css";
import { ServiceMenu } from "./service-menu.tsx";

const TAB_LABELS: Record<OrderTab, string> = { new: "New", active: "Active", done: "Done", all: "All" };
const EMPTY_TABS: Record<OrderTab, string> = {
  new: "No new orders. New ones appear here the moment guests place them.",
  active: "No orders in the kitchen: accepted and scheduled orders show here until they are completed.",
  done: "Completed, rejected and cancelled orders show here.",
  all: "No orders yet.",
};

/** app/orders/{id?}: the orders guests place from the menu page. */
export function OrdersPage() {
  const { id } = useParams();
  const { dashboard } = useDashboard();
  if (id) return <OrderDetails key={id} orderId={id} />;
  if (!dashboard.business.orderingEnabled)
    return (
      <>
        <PageHeader title="Orders" description="Orders guests place from your menu page." />
        <EmptyState
          icon={<IconReceipt2 size={32} stroke={1.5} />}
          title="Online ordering is off"
          description="Turn on online ordering and the orders guests place from your menu will appear here, the moment they arrive."
          action={<EnableOrderingButton />}
        />
      </>
    );
  return <OrdersList />;
}

function readTab(value: string | null): OrderTab {
  return ORDER_TAB_NAMES.includes(value as OrderTab) ? (value as OrderTab) : "new";
}

function OrdersList() {
  const { dashboard } = useDashboard();
  const businessId = dashboard.business.id;
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get("tab"));
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const counts = useOrderCounts(businessId);
  const list = useOrderPage(businessId, tab, page - 1);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / ORDERS_PAGE_SIZE));
  const hasNoOrders = counts.data?.all === 0;
  const hint = clockHint(useOrderClock());

  return (
    <>
      <PageHeader
        title="Orders"
        description={`Orders guests place from your menu page. New ones appear here the moment they arrive.${
          hint ? ` ${hint}, the business's time zone.` : ""
        }`}
        actions={
          <Group gap="sm" wrap="wrap">
            <ServiceMenu />
            <SoldOutButton businessId={businessId} />
            <SoundSwitch />
          </Group>
        }
      />
      <NewOrderAnnouncer businessId={businessId} />
      {hasNoOrders ? (
        <EmptyState
          icon={<IconReceipt2 size={32} stroke={1.5} />}
          title="No orders yet"
          description="New orders will appear here the moment guests place them, with their items, totals and pick-up or delivery details."
          action={<NextStep />}
        />
      ) : (
        <Tabs
          value={tab}
          onChange={(next) => setParams(next && next !== "new" ? { tab: next } : {})}
          variant="pills"
          classNames={{ list: tabClasses.list, tab: tabClasses.tab }}
        >
          <Tabs.List mb="lg" aria-label="Orders">
            {ORDER_TAB_NAMES.map((name) => (
              <Tabs.Tab key={name} value={name}>
                <span className={tabClasses.label}>
                  <span>{TAB_LABELS[name]}</span>
                  {counts.data ? (
                    <Badge
                      size="sm"
                      variant={name === tab ? "white" : "light"}
                      color={name === "new" && counts.data.new > 0 ? "orange" : "gray"}
                      aria-label={`${counts.data[name]} orders`}
                    >
                      {counts.data[name]}
                    </Badge>
                  ) : null}
                </span>
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {list.isPending ? (
            <Group justify="center" py="xl">
              <Loader role="status" size="sm" aria-label="Loading orders" />
            </Group>
          ) : list.isError ? (
            <LoadFailed what="your orders" onRetry={() => list.refetch()} />
          ) : list.data.list.length === 0 ? (
            <Paper withBorder radius="md" p="xl" ta="center">
              <Text c="dimmed">{EMPTY_TABS[tab]}</Text>
            </Paper>
          ) : (
            <Stack gap="sm">
              <Stack gap="sm" component="ul" aria-label={`${TAB_LABELS[tab]} orders`} m={0} p={0}>
                {list.data.list.map((order) => (
                  <OrderRow key={order.id} order={order} />
                ))}
              </Stack>
              {pages > 1 ? (
                <Group justify="center" mt="md">
                  <Pagination
                    total={pages}
                    value={page}
                    onChange={(next) => setParams({ ...(tab !== "new" ? { tab } : {}), page: String(next) })}
                    getControlProps={(control) => ({
                      "aria-label": control === "next" ? "Next page" : "Previous page",
                    })}
                  />
                </Group>
              ) : null}
            </Stack>
          )}
        </Tabs>
      )}
    </>
  );
}

function OrderRow({ order }: { order: Order }) {
  const clock = useOrderClock();
  const isUnopened = order.openedDate === null && order.status === "NEW";
  return (
    <Box component="li" style={{ listStyle: "none" }}>
      <UnstyledButton
        component={Link}
        to={`/app/orders/${order.id}`}
        aria-label={`${orderName(order)}, ${STATUS_LABELS[order.status]}, ${order.customer.name}`}
        w="100%"
        style={{
          display: "block",
          background: "var(--mantine-color-body)",
          border: `1px solid var(--mantine-color-${isUnopened ? "orange-4" : "gray-3"})`,
          borderLeftWidth: isUnopened ? 4 : 1,
          borderRadius: "var(--mantine-radius-md)",
          padding: "var(--mantine-spacing-md)",
        }}
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
          <Stack gap={4} miw={0}>
            <Group gap="xs" wrap="wrap">
              <Text fw={800} fz="lg">
                {orderNumber(order)}
              </Text>
              <Badge color={STATUS_COLORS[order.status]} variant="light">
                {STATUS_LABELS[order.status]}
              </Badge>
              {isUnopened ? (
                <Badge color="orange" variant="filled" size="sm">
                  Not opened
                </Badge>
              ) : null}
            </Group>
            <Text fw={600} truncate="end">
              {order.customer.name} · {typeLine(order)}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {itemsSummary(order)}
            </Text>
            {order.placedBeforePause ? (
              <Text size="sm" c="orange.9" fw={600}>
                {PLACED_BEFORE_PAUSE}
              </Text>
            ) : null}
            {order.paymentProblem ? (
              <Text size="sm" c="red.8" fw={600}>
                {CAPTURE_PROBLEM_SHORT}
              </Text>
            ) : null}
          </Stack>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            <Text fw={700}>{money(order, order.total)}</Text>
            <Text size="sm" c="dimmed">
              {sinceLine(order.createdDate, clock)}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </Box>
  );
}

/** Change the one-time answer about the new-order chime, on this device. */
function SoundSwitch() {
  const preference = useSoundPreference();
  return (
    <Switch
      label="Sound for new orders"
      checked={preference === "on"}
      onChange={(event) => void chooseSound(event.currentTarget.checked)}
    />
  );
}

/**
 * The one step that brings the first order nearer, for where the business stands; never a button
 * to publishing when the menu is already live.
 */
function NextStep() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const [isSharing, setIsSharing] = useState(false);
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
