import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconBell, IconBellRinging } from "@tabler/icons-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { currencyOf, formatMoney } from "../../../shared/common/money.ts";
import type { Order } from "../../../shared/ordering/orders.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { useWaitingOrders } from "../../api/orders.ts";
import { useTitleCount } from "../../ui/document-title.ts";
import {
  isSoundUnlocked,
  playNewOrderChime,
  readSoundPreference,
  unlockSound,
  watchSoundPreference,
  writeSoundPreference,
} from "./new-order-sound.ts";

// Wherever the owner is in the dashboard, a new order shows, so none waits unseen while they edit a menu: its
// number leads the tab title and sits beside Orders in the navigation, a bar names it, and a chime repeats until
// someone (on any device) opens it. All of it reads the New tab's first page, which the live channel keeps current.

/** The chime sounds again this often while an order nobody has opened waits. */
export const RING_EVERY_MS = 5_000;

/** The orders waiting for the owner, and those of them nobody has opened yet. */
export function useWaitingCount() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const waiting = useWaitingOrders(business.id, business.orderingEnabled);
  const list = business.orderingEnabled ? (waiting.data?.list ?? []) : [];
  return {
    count: business.orderingEnabled ? (waiting.data?.total ?? 0) : 0,
    unopened: list.filter((order) => order.openedDate === null),
  };
}

export function useSoundPreference() {
  return useSyncExternalStore(watchSoundPreference, readSoundPreference, () => "unset" as const);
}

/** Turns the chime on (from a click, which lets the browser play it) or off, on this device. */
export async function chooseSound(isOn: boolean) {
  if (!isOn) {
    writeSoundPreference("off");
    return;
  }
  await unlockSound();
  writeSoundPreference("on");
  playNewOrderChime(); // so the owner hears what a new order will sound like
}

/** The title count and the repeating chime. */
export function OrderAlerts() {
  const { count, unopened } = useWaitingCount();
  const preference = useSoundPreference();
  useTitleCount(count);

  // A choice made on an earlier visit: the browser still wants a click on this page before it plays anything.
  useEffect(() => {
    if (preference !== "on" || isSoundUnlocked()) return;
    const wake = () => void unlockSound();
    window.addEventListener("pointerdown", wake, { once: true, capture: true });
    window.addEventListener("keydown", wake, { once: true, capture: true });
    return () => {
      window.removeEventListener("pointerdown", wake, { capture: true });
      window.removeEventListener("keydown", wake, { capture: true });
    };
  }, [preference]);

  const isRinging = preference === "on" && unopened.length > 0;
  useEffect(() => {
    if (!isRinging) return;
    playNewOrderChime();
    const timer = setInterval(playNewOrderChime, RING_EVERY_MS);
    return () => clearInterval(timer);
  }, [isRinging]);
  return null;
}

/**
 * Asked once per device: browsers play sound only after a click on the page. In the page's flow above its
 * content, never fixed over it: a box floating over a phone's screen hid the control a keyboard had reached.
 */
export function SoundQuestion() {
  const { dashboard } = useDashboard();
  const preference = useSoundPreference();
  const [isBusy, setIsBusy] = useState(false);
  if (!dashboard.business.orderingEnabled || preference !== "unset") return null;
  return (
    <Paper role="dialog" aria-label="Sound for new orders" shadow="xs" radius="md" p="md" mb="lg" withBorder>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={40} radius="xl" variant="light" color="orange" aria-hidden>
          <IconBell size={22} />
        </ThemeIcon>
        <Stack gap={6}>
          <Text fw={700}>Hear new orders as they arrive?</Text>
          <Text size="sm" c="gray.7">
            A chime plays when an order comes in and repeats until someone opens it. Your browser needs one
            click to allow sound on this device.
          </Text>
          <Group gap="xs" mt={4}>
            <Button
              size="xs"
              loading={isBusy}
              onClick={async () => {
                setIsBusy(true);
                await chooseSound(true);
              }}
            >
              Turn on sound
            </Button>
            <Button size="xs" variant="default" onClick={() => chooseSound(false)}>
              No sound
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The bar's title on its light orange (6.6:1), and its button (white on it 5.6:1, 5.1:1 against the bar). */
const BAR_TEXT = "#9a3412";
const BAR_BUTTON = "#b93d0b";

/** The bar above every dashboard page naming the orders nobody has opened yet. */
export function NewOrderBar() {
  const { unopened } = useWaitingCount();
  const { pathname } = useLocation();
  const preference = useSoundPreference();
  const [isLocked, setIsLocked] = useState(() => !isSoundUnlocked());
  useEffect(() => {
    if (!isLocked) return;
    const timer = setInterval(() => setIsLocked(!isSoundUnlocked()), 1_000);
    return () => clearInterval(timer);
  }, [isLocked]);
  // The Orders list marks them itself; an order's own page is where it stops being unopened.
  if (pathname === "/app/orders") return null;
  const shown = unopened.filter((order) => pathname !== `/app/orders/${order.id}`);
  const first = shown[0];
  if (!first) return null;
  const isOne = shown.length === 1;
  return (
    <Alert
      role="status"
      color="orange"
      variant="light"
      radius="md"
      mb="lg"
      icon={<IconBellRinging size={20} />}
      title={isOne ? `New order #${first.friendlyId}` : `${shown.length} new orders`}
      // Mantine's light orange reads 3.6:1 as text and 3:1 as a button: darker shades of it reach 4.5:1.
      styles={{
        title: { fontSize: "var(--mantine-font-size-md)", color: BAR_TEXT },
        icon: { color: BAR_TEXT },
      }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} miw={0} style={{ flex: "1 1 220px" }}>
          <Text size="sm">{isOne ? orderLine(first) : "Nobody has opened them yet."}</Text>
          {preference === "on" && isLocked ? (
            <Text size="xs" c="gray.7">
              Click anywhere on the page to let the chime play.
            </Text>
          ) : null}
        </Stack>
        <Button
          component={Link}
          to={isOne ? `/app/orders/${first.id}` : "/app/orders?tab=new"}
          color={BAR_BUTTON}
          size="sm"
        >
          {isOne ? "Open order" : "See new orders"}
        </Button>
      </Group>
    </Alert>
  );
}

function orderLine(order: Order) {
  const items = order.items.reduce((sum, line) => sum + line.quantity, 0);
  const total = formatMoney(order.total, currencyOf(order));
  return `${order.customer.name} · ${items} ${items === 1 ? "item" : "items"} · ${total}`;
}
