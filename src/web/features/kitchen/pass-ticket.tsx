import { Button, Menu, UnstyledButton } from "@mantine/core";
import { IconBellRinging, IconCheck, IconChefHat, IconCircleCheck, IconClockEdit } from "@tabler/icons-react";
import { useRef, useState } from "react";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { formatOnClock } from "../../../shared/hours/business-clock.ts";
import {
  afterReady,
  leadMinutes,
  type OrderStatusRequest,
  readOrderingSettings,
} from "../../../shared/ordering/orders.ts";
import type { OrderClock } from "../../widgets/orders/order-clock.ts";
import { PLACED_BEFORE_PAUSE } from "../../widgets/service/service-state.tsx";
import classes from "./pass-ticket.module.css";
import { ageLabel, ageTone, dueLabel, type KitchenOrder } from "./ticket-age.ts";
import { useAcknowledge, useKitchenMove } from "./use-kitchen-board.ts";

// One ticket on the pass: its number, how it leaves the kitchen (table, pick-up, delivery), how long it has
// waited against what the guest was promised, what to cook, and the one button that moves it on. Tapping a new
// ticket acknowledges it (the chime stops everywhere); accepting takes the usual ready time in one tap, a long
// press or the clock button beside it offers others.

const TYPE_WORDS = { PICKUP: "Pick-up", DELIVERY: "Delivery", TABLE: "Table" } as const;
/** The bump off the pass, in the words of how the order leaves it: a delivery then waits to be delivered. */
const DONE_WORDS = { PICKUP: "Picked up", DELIVERY: "Handed to driver", TABLE: "Served" } as const;
/** Holding the Accept button this long opens the ready-time chooser instead of accepting. */
const LONG_PRESS_MS = 550;
const READY_CHOICES = [5, 10, 15, 20, 30, 45, 60];

export function kindLabel(order: Pick<KitchenOrder, "type" | "table">): string {
  return order.type === "TABLE" && order.table ? `Table ${order.table}` : TYPE_WORDS[order.type];
}

export interface PassTicketProps {
  order: KitchenOrder;
  businessId: string;
  config: BusinessConfig;
  clock: OrderClock;
  now: number;
  /** Told as a button moves the order on, before the move is sent: the board then knows where focus should go. */
  onLeave?: () => void;
}

export function PassTicket({ order, businessId, config, clock, now, onLeave }: PassTicketProps) {
  const move = useKitchenMove(businessId, order);
  const send = (request: OrderStatusRequest) => {
    onLeave?.();
    move.mutate(request);
  };
  const acknowledge = useAcknowledge(businessId, order);
  const isUnopened = order.status === "NEW" && order.openedDate === null;
  const isReady = order.status === "READY";
  const isOut = order.status === "OUT_FOR_DELIVERY";
  const tone = isReady || isOut ? "calm" : ageTone(order, config, now);
  // The last bump off the pass: from Ready, the order leaves as its type does; a delivery out is then delivered.
  const finish = isReady
    ? { status: afterReady(order.type), label: DONE_WORDS[order.type] }
    : isOut
      ? { status: "COMPLETED" as const, label: "Delivered" }
      : null;
  const ack = () => {
    if (isUnopened && !acknowledge.isPending) acknowledge.mutate();
  };
  const time = (iso: string) =>
    formatOnClock(iso, clock, {
      hour: "numeric",
      minute: "2-digit",
      hour12: !clock.use24HourFormat,
    });
  return (
    <article
      className={classes.ticket}
      data-tone={tone}
      data-unopened={isUnopened || undefined}
      aria-label={`Order #${order.friendlyId}, ${kindLabel(order)}`}
      data-testid="pass-ticket"
      data-order-id={order.id}
    >
      {isUnopened ? (
        <UnstyledButton className={classes.ackStrip} onClick={ack}>
          <IconBellRinging size={20} aria-hidden /> New order: tap to acknowledge
        </UnstyledButton>
      ) : null}
      {/* A tap anywhere on a new ticket acknowledges it too; the strip above is the keyboard's way. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the strip above is the accessible control */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the strip above is the accessible control */}
      <div className={classes.ticketBody} onClick={ack}>
        <header className={classes.ticketHead}>
          <span className={classes.number}>#{order.friendlyId}</span>
          <span className={classes.kind}>{kindLabel(order)}</span>
          <span className={classes.age} data-tone={tone} title="Since the order came in">
            {ageLabel(order, now)}
          </span>
        </header>
        <p className={classes.meta}>
          {[
            order.customer.name,
            order.scheduledFor ? `for ${time(order.scheduledFor)}` : null,
            isReady ? `ready since ${time(order.updatedDate)}` : dueLabel(order, config, now),
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        {order.placedBeforePause ? <p className={classes.beforePause}>{PLACED_BEFORE_PAUSE}</p> : null}
        <ul className={classes.lines}>
          {order.items.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move
            <li key={index} className={classes.line}>
              <span className={classes.quantity}>{line.quantity}×</span>
              <span className={classes.lineText}>
                <span className={classes.itemName}>
                  {line.name}
                  {line.size ? ` (${line.size})` : ""}
                </span>
                {line.modifiers.map((choice) => (
                  <span key={choice.id} className={classes.choice}>
                    + {choice.name}
                  </span>
                ))}
                {line.note ? <span className={classes.note}>“{line.note}”</span> : null}
              </span>
            </li>
          ))}
        </ul>
        {order.note ? <p className={classes.orderNote}>Note: {order.note}</p> : null}
      </div>
      <footer className={classes.actions}>
        {order.status === "NEW" || order.status === "SCHEDULED" ? (
          <AcceptButtons order={order} config={config} isPending={move.isPending} onAccept={send} />
        ) : null}
        {order.status === "ACCEPTED" ? (
          <Button
            size="lg"
            fullWidth
            color="teal"
            leftSection={<IconChefHat size={22} />}
            loading={move.isPending}
            onClick={() => send({ status: "READY" })}
          >
            Ready
          </Button>
        ) : null}
        {finish ? (
          <Button
            size="lg"
            fullWidth
            variant="white"
            color="dark"
            leftSection={<IconCircleCheck size={22} />}
            loading={move.isPending}
            onClick={() => send({ status: finish.status })}
          >
            {finish.label}
          </Button>
        ) : null}
      </footer>
      {move.isError ? (
        <p className={classes.error} role="alert">
          This order was changed elsewhere; the board shows it as it is now.
        </p>
      ) : null}
    </article>
  );
}

function AcceptButtons({
  order,
  config,
  isPending,
  onAccept,
}: {
  order: KitchenOrder;
  config: BusinessConfig;
  isPending: boolean;
  onAccept: (request: { status: "ACCEPTED"; readyInMinutes?: number }) => void;
}) {
  const [isChoosing, setIsChoosing] = useState(false);
  const pressTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const wasLongPress = useRef(false);
  const usual = leadMinutes(readOrderingSettings(config), order.type, order.customer.zip);
  const stopPress = () => {
    if (pressTimer.current) clearTimeout(pressTimer.current);
    pressTimer.current = null;
  };
  return (
    <Menu opened={isChoosing} onChange={setIsChoosing} position="top-end" shadow="lg" width={220}>
      <div className={classes.acceptRow}>
        <Button
          size="lg"
          color="orange"
          className={classes.acceptButton}
          leftSection={<IconCheck size={22} />}
          loading={isPending}
          onPointerDown={() => {
            wasLongPress.current = false;
            pressTimer.current = setTimeout(() => {
              wasLongPress.current = true;
              setIsChoosing(true);
            }, LONG_PRESS_MS);
          }}
          onPointerUp={stopPress}
          onPointerLeave={stopPress}
          onContextMenu={(event) => event.preventDefault()}
          onClick={() => {
            stopPress();
            if (wasLongPress.current) return;
            // No minutes: the server takes the scheduled time, or the usual lead time of the order's type.
            onAccept({ status: "ACCEPTED" });
          }}
        >
          Accept
        </Button>
        <Menu.Target>
          {/* The usual ready time, which a tap on Accept gives; opening it offers others. */}
          <Button
            size="lg"
            variant="default"
            className={classes.chooseButton}
            aria-label={`${order.scheduledFor ? "At the ordered time" : `${usual} min`}: accept with another ready time`}
            leftSection={<IconClockEdit size={22} />}
            disabled={isPending}
          >
            {order.scheduledFor ? "" : `${usual} min`}
          </Button>
        </Menu.Target>
      </div>
      <Menu.Dropdown>
        <Menu.Label>Ready in…</Menu.Label>
        {READY_CHOICES.map((minutes) => (
          <Menu.Item
            key={minutes}
            className={classes.choiceItem}
            onClick={() => onAccept({ status: "ACCEPTED", readyInMinutes: minutes })}
          >
            {minutes} minutes{minutes === usual ? " (usual)" : ""}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
