import {
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconPrinter, IconReceipt2 } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatUsPhone } from "../../../shared/common/phone.ts";
import { discountParts } from "../../../shared/ordering/discount-parts.ts";
import { cardPart, type Order } from "../../../shared/ordering/orders.ts";
import { readyTimeText } from "../../../shared/ordering/ready-time.ts";
import { ApiRequestError } from "../../api/client.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { markOrderOpened, useOrder } from "../../api/orders.ts";
import { putOrderInCaches } from "../../api/use-live-orders.ts";
import { PRODUCT_NAME } from "../../ui/brand.tsx";
import { usePageTitle } from "../../ui/document-title.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Fact } from "../../ui/fact.tsx";
import { focusWhenLost } from "../../ui/focus-when-lost.ts";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { clockHint, type OrderClock, useOrderClock } from "../../widgets/orders/order-clock.ts";
import { PLACED_BEFORE_PAUSE } from "../../widgets/service/service-state.tsx";
import {
  KitchenTicket,
  PrintableTicket,
  readTicketFormat,
  type TicketFormat,
  writeTicketFormat,
} from "./kitchen-ticket.tsx";
import { OrderActions } from "./order-actions.tsx";
import {
  addressLine,
  money,
  orderName,
  PAYMENT_LABELS,
  paymentLine,
  STATUS_COLORS,
  STATUS_LABELS,
  shortTime,
  sinceLine,
  typeLine,
} from "./order-format.ts";
import { PrintOnPrinters } from "./print-on-printers.tsx";

/** app/orders/{id}: one order, its moves and its kitchen ticket. */
export function OrderDetails({ orderId }: { orderId: string }) {
  const { dashboard } = useDashboard();
  const order = useOrder(dashboard.business.id, orderId);
  useMarkOpened(order.data);
  usePageTitle(`${order.data ? orderName(order.data) : "Order"} · ${PRODUCT_NAME}`);

  if (order.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader role="status" size="sm" aria-label="Loading the order" />
      </Group>
    );
  if (order.isError) {
    if (order.error instanceof ApiRequestError && order.error.status === 404)
      return (
        <>
          <PageHeader title="Orders" />
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
        </>
      );
    return <LoadFailed what="this order" onRetry={() => order.refetch()} />;
  }
  return <OrderView order={order.data} />;
}

/** The first time anyone opens a new order, every dashboard hears it and stops ringing. */
function useMarkOpened(order: Order | undefined) {
  const queryClient = useQueryClient();
  const { dashboard } = useDashboard();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!order || order.openedDate !== null || asked.current === order.id) return;
    asked.current = order.id;
    markOrderOpened(order.id)
      .then((opened) => {
        // Opened here: the lists stop marking it, and the shell's chime stops, without waiting for the live
        // message that tells the other dashboards.
        putOrderInCaches(queryClient, dashboard.business.id, "opened", opened);
      })
      .catch(() => {
        asked.current = null; // tried again when the order is next read
      });
  }, [order, queryClient, dashboard.business.id]);
}

function OrderView({ order }: { order: Order }) {
  const { dashboard } = useDashboard();
  // Opened from the list (its link is gone with the list): the order's heading takes focus, as a new page.
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once for each order opened
  useEffect(() => focusWhenLost(() => heading.current), [order.id]);
  const businessName = dashboard.business.location.name;
  const clock = useOrderClock();
  const hint = clockHint(clock);
  const [format, setFormat] = useState<TicketFormat>(readTicketFormat);
  const [isPrinting, setIsPrinting] = useState(false);
  const isEnded = order.status === "REJECTED" || order.status === "CANCELLED";
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={6}>
          <Anchor component={Link} to="/app/orders" size="sm" c="dimmed">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} /> All orders
            </Group>
          </Anchor>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 24, sm: 28 }} ref={heading}>
              {orderName(order)}
            </Title>
            <Badge color={STATUS_COLORS[order.status]} variant="light" size="lg">
              {STATUS_LABELS[order.status]}
            </Badge>
          </Group>
          <Text c="dimmed" size="sm">
            {typeLine(order)} · placed {shortTime(order.createdDate, clock)} (
            {sinceLine(order.createdDate, clock)})
          </Text>
          {hint ? (
            <Text c="dimmed" size="xs">
              {hint}, the business's time zone
            </Text>
          ) : null}
        </Stack>
        <Group gap="sm">
          <PrintOnPrinters order={order} />
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} />}
            onClick={() => setIsPrinting(true)}
          >
            Print ticket
          </Button>
        </Group>
      </Group>

      {isEnded ? (
        <Alert color="red" variant="light" title={`${STATUS_LABELS[order.status]}`}>
          {order.reason ? (
            <>
              <Text size="sm">{order.reason}</Text>
              <Text size="xs" c="dimmed" mt={4}>
                The guest sees this reason on their order page.
              </Text>
            </>
          ) : (
            <Text size="sm">No reason was given.</Text>
          )}
        </Alert>
      ) : null}
      {order.readyAt && (order.status === "ACCEPTED" || order.status === "READY") ? (
        <Alert color={order.status === "READY" ? "teal" : "blue"} variant="light">
          {order.status === "READY"
            ? "Ready for the guest."
            : `${readyTimeText(order.type, shortTime(order.readyAt, clock))}: the guest sees this time.`}
        </Alert>
      ) : null}

      {order.placedBeforePause ? (
        <Alert color="orange" variant="light" title={PLACED_BEFORE_PAUSE}>
          <Text size="sm">
            The guest ordered before you paused and paid afterwards, so it came in while ordering was paused.
          </Text>
        </Alert>
      ) : null}

      {order.paymentProblem ? (
        <Alert color="red" variant="light" title="Card payment not captured">
          <Text size="sm">{order.paymentProblem}</Text>
        </Alert>
      ) : null}

      <OrderActions order={order} />

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} style={{ gridColumn: "span 2" }} miw={0}>
          <OrderLines order={order} />
        </Paper>
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} miw={0}>
          <OrderFacts order={order} clock={clock} />
        </Paper>
      </SimpleGrid>

      <Modal
        opened={isPrinting}
        onClose={() => setIsPrinting(false)}
        title="Print kitchen ticket"
        size="auto"
      >
        <Stack gap="md" align="center">
          <SegmentedControl
            aria-label="Paper"
            value={format}
            onChange={(value) => {
              const next = value === "a4" ? "a4" : "80mm";
              setFormat(next);
              writeTicketFormat(next);
            }}
            data={[
              { value: "80mm", label: "80 mm receipt" },
              { value: "a4", label: "A4 page" },
            ]}
          />
          <Paper withBorder shadow="xs" style={{ maxWidth: "100%", overflowX: "auto" }}>
            <KitchenTicket order={order} format={format} businessName={businessName} />
          </Paper>
          <Group justify="flex-end" w="100%">
            <Button variant="default" onClick={() => setIsPrinting(false)}>
              Close
            </Button>
            <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
              Print
            </Button>
          </Group>
        </Stack>
      </Modal>
      <PrintableTicket order={order} format={format} businessName={businessName} />
    </Stack>
  );
}

function OrderLines({ order }: { order: Order }) {
  const { promo, reward } = discountParts(order);
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        Items
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {order.items.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move
          <li key={index}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
              <Stack gap={2} miw={0}>
                <Text fw={600}>
                  {line.quantity} × {line.name}
                  {line.size ? (
                    <Text span c="dimmed" fw={400}>
                      {" "}
                      · {line.size}
                    </Text>
                  ) : null}
                </Text>
                {line.modifiers.map((option) => (
                  <Text key={option.id} size="sm" c="dimmed">
                    + {option.name}
                    {option.price ? ` (${money(order, option.price)})` : ""}
                  </Text>
                ))}
                {line.note ? (
                  <Text size="sm" fs="italic">
                    “{line.note}”
                  </Text>
                ) : null}
              </Stack>
              <Text fw={500} style={{ whiteSpace: "nowrap" }}>
                {money(order, line.lineTotal)}
              </Text>
            </Group>
          </li>
        ))}
      </Stack>
      <Divider />
      <Stack gap={4}>
        <Amount label="Subtotal" value={money(order, order.subtotal)} />
        {promo ? (
          <Amount
            label={promo.code ? `Discount (${promo.code})` : "Discount"}
            value={`−${money(order, promo.amount)}`}
          />
        ) : null}
        {reward ? (
          <Amount label={`Reward: ${reward.name}`} value={`−${money(order, reward.amount)}`} />
        ) : null}
        {order.taxes.map((tax) => (
          <Amount key={tax.label} label={tax.label} value={money(order, tax.amount)} />
        ))}
        {order.tip > 0 ? <Amount label="Tip" value={money(order, order.tip)} /> : null}
        {order.deliveryFee > 0 ? (
          <Amount label="Delivery fee" value={money(order, order.deliveryFee)} />
        ) : null}
        <Amount label="Total" value={money(order, order.total)} isStrong />
        {/* What a gift card paid is not to be collected again at the hand-over. */}
        {order.giftCardPaid > 0 ? (
          <>
            <Amount label="Gift card" value={`−${money(order, order.giftCardPaid)}`} />
            <Amount label="Left to pay" value={money(order, cardPart(order))} isStrong />
          </>
        ) : null}
        {order.refunded > 0 ? (
          <>
            <Amount label="Refunded" value={`−${money(order, order.refunded)}`} />
            <Amount label="Kept" value={money(order, cardPart(order) - order.refunded)} isStrong />
          </>
        ) : null}
      </Stack>
    </Stack>
  );
}

function Amount({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) {
  return (
    <Group justify="space-between" gap="md">
      <Text fw={isStrong ? 700 : 400} c={isStrong ? undefined : "dimmed"}>
        {label}
      </Text>
      <Text fw={isStrong ? 700 : 500}>{value}</Text>
    </Group>
  );
}

/** What became of the guest's texts, as Twilio's status callback told it (the latest text of the order). */
const TEXT_STATUS_WORDS = {
  asked: "Asked for; none sent yet",
  sent: "Sent; waiting for the phone network to confirm",
  delivered: "Delivered to the guest's phone",
  failed: "Could not be delivered to this number",
} as const;

function OrderFacts({ order, clock }: { order: Order; clock: OrderClock }) {
  const address = addressLine(order.customer);
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        Guest
      </Title>
      <Fact label="Name">{order.customer.name}</Fact>
      {/* A table order may come without a phone. */}
      {order.customer.phone ? (
        <Fact label="Phone">
          <Anchor href={`tel:${order.customer.phone}`}>{formatUsPhone(order.customer.phone)}</Anchor>
        </Fact>
      ) : null}
      {order.notify.sms ? (
        <Fact label="Text updates">{TEXT_STATUS_WORDS[order.textStatus ?? "asked"]}</Fact>
      ) : null}
      {order.customer.email ? (
        <Fact label="Email">
          <Anchor href={`mailto:${order.customer.email}`}>{order.customer.email}</Anchor>
        </Fact>
      ) : null}
      <Fact label={order.type === "DELIVERY" ? "Deliver to" : "Order type"}>
        {order.type === "DELIVERY" ? address || "—" : typeLine(order)}
      </Fact>
      {order.scheduledFor ? <Fact label="Wanted for">{shortTime(order.scheduledFor, clock)}</Fact> : null}
      {order.promisedFor ? <Fact label="Promised for">{shortTime(order.promisedFor, clock)}</Fact> : null}
      <Fact label="Payment">
        {PAYMENT_LABELS[order.payment]} · {paymentLine(order)}
      </Fact>
      {order.note ? <Fact label="Note from the guest">{order.note}</Fact> : null}
    </Stack>
  );
}
