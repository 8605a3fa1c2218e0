import { Button, Chip, Group, Modal, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import {
  IconCheck,
  IconChefHat,
  IconCircleCheck,
  IconReceiptRefund,
  IconTruckDelivery,
  IconX,
} from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import {
  leadMinutes,
  ORDER_REASON_MAX,
  type Order,
  type OrderStatusRequest,
  readOrderingSettings,
} from "../../../shared/ordering/orders.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { moveOrder, ordersKey } from "../../api/orders.ts";
import { useOrderingStatus } from "../../api/service.ts";
import { putOrderInCaches } from "../../api/use-live-orders.ts";
import { useFocusWhenLost } from "../../ui/focus-when-lost.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { clockHint, useOrderClock } from "../../widgets/orders/order-clock.ts";
import { CANCEL_REASONS, canRefund, REJECT_REASONS, readyChoices, shortTime } from "./order-format.ts";
import { RefundDialog } from "./refund-dialog.tsx";

// The owner's moves of an order: accept with a ready time, mark ready, complete; reject before accepting or
// cancel after, with a reason the guest reads; refund a captured card payment. Only the moves the order's status
// allows are offered, as the server allows only those.

function useMove(order: Order) {
  const queryClient = useQueryClient();
  const { dashboard } = useDashboard();
  return useMutation({
    mutationFn: (request: OrderStatusRequest) => moveOrder(order.id, request),
    onSuccess: (moved) => {
      // The answer is the order as it now is: it moves between the tabs' lists and counts at once, as its live
      // message would move it (whichever comes second finds it done).
      putOrderInCaches(queryClient, dashboard.business.id, "status", moved);
      notifySuccess(`Order #${moved.friendlyId} is ${moved.status.toLowerCase()}.`);
    },
    // Refused (someone else moved it first: 409): the screen reads the order as it now is.
    onError: () => queryClient.invalidateQueries({ queryKey: ordersKey(dashboard.business.id) }),
  });
}

export function OrderActions({ order }: { order: Order }) {
  const move = useMove(order);
  const [dialog, setDialog] = useState<"accept" | "reject" | "cancel" | "refund" | null>(null);
  const close = () => setDialog(null);
  // Moved here or elsewhere (a refused move refreshes the order): a dialog for the old status has no sense.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the status changing is the reason to close
  useEffect(() => setDialog(null), [order.status]);
  // Accept, Mark ready… go once they are done (a dialog's return of focus finds its trigger gone): focus moves
  // to the next step's button, else the order's heading.
  const group = useRef<HTMLDivElement>(null);
  useFocusWhenLost(
    () =>
      group.current?.querySelector<HTMLElement>("button:not(:disabled)") ??
      document.querySelector<HTMLElement>("main h1"),
    order.status,
  );
  const isWaiting = order.status === "NEW" || order.status === "SCHEDULED";
  const canCancel =
    order.status === "ACCEPTED" || order.status === "READY" || order.status === "OUT_FOR_DELIVERY";
  return (
    <>
      <Group gap="sm" wrap="wrap" ref={group}>
        {isWaiting ? (
          <>
            <Button leftSection={<IconCheck size={18} />} onClick={() => setDialog("accept")}>
              Accept
            </Button>
            <Button
              variant="default"
              c="red"
              leftSection={<IconX size={18} />}
              onClick={() => setDialog("reject")}
            >
              Reject
            </Button>
          </>
        ) : null}
        {order.status === "ACCEPTED" ? (
          <Button
            leftSection={<IconChefHat size={18} />}
            loading={move.isPending}
            onClick={() => move.mutate({ status: "READY" })}
          >
            Mark ready
          </Button>
        ) : null}
        {order.status === "READY" && order.type === "DELIVERY" ? (
          <Button
            leftSection={<IconTruckDelivery size={18} />}
            loading={move.isPending}
            onClick={() => move.mutate({ status: "OUT_FOR_DELIVERY" })}
          >
            Handed to driver
          </Button>
        ) : null}
        {order.status === "READY" && order.type !== "DELIVERY" ? (
          <Button
            leftSection={<IconCircleCheck size={18} />}
            loading={move.isPending}
            onClick={() => move.mutate({ status: "COMPLETED" })}
          >
            Complete
          </Button>
        ) : null}
        {order.status === "OUT_FOR_DELIVERY" ? (
          <Button
            leftSection={<IconCircleCheck size={18} />}
            loading={move.isPending}
            onClick={() => move.mutate({ status: "COMPLETED" })}
          >
            Delivered
          </Button>
        ) : null}
        {canCancel ? (
          <Button
            variant="default"
            c="red"
            leftSection={<IconX size={18} />}
            onClick={() => setDialog("cancel")}
          >
            Cancel order
          </Button>
        ) : null}
        {canRefund(order) ? (
          <Button
            variant="default"
            leftSection={<IconReceiptRefund size={18} />}
            onClick={() => setDialog("refund")}
          >
            Refund
          </Button>
        ) : null}
      </Group>
      <AcceptDialog order={order} isOpen={dialog === "accept"} onClose={close} />
      <ReasonDialog order={order} action="reject" isOpen={dialog === "reject"} onClose={close} />
      <ReasonDialog order={order} action="cancel" isOpen={dialog === "cancel"} onClose={close} />
      {/* Mounted while open only: its amount starts at what is left to refund each time. */}
      {dialog === "refund" ? <RefundDialog order={order} isOpen onClose={close} /> : null}
    </>
  );
}

const AT_SCHEDULED = "scheduled";

function AcceptDialog({ order, isOpen, onClose }: { order: Order; isOpen: boolean; onClose: () => void }) {
  const clock = useOrderClock();
  const hint = clockHint(clock);
  const { dashboard } = useDashboard();
  const move = useMove(order);
  // While the kitchen is busy its extra minutes go on the usual lead time, as the server's default does.
  const extra = useOrderingStatus(dashboard.business.id).data?.extraMinutes ?? 0;
  const usual =
    leadMinutes(
      readOrderingSettings(dashboard.business.config as BusinessConfig),
      order.type,
      order.customer.zip,
    ) + extra;
  const choices = readyChoices(usual);
  const [choice, setChoice] = useState<string>(order.scheduledFor ? AT_SCHEDULED : String(usual));
  const [custom, setCustom] = useState<number | string>("");
  const minutes = choice === "custom" ? Number(custom) : Number(choice);
  const isCustomValid = choice !== "custom" || (custom !== "" && minutes >= 0 && minutes <= 24 * 60);
  const accept = () =>
    move.mutate(
      choice === AT_SCHEDULED
        ? { status: "ACCEPTED" }
        : { status: "ACCEPTED", readyInMinutes: Math.round(minutes) },
      { onSuccess: onClose },
    );
  return (
    <Modal opened={isOpen} onClose={onClose} title={`Accept order #${order.friendlyId}`}>
      <Stack gap="md">
        <Text>When will it be ready? The guest sees this time.</Text>
        {hint ? (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        ) : null}
        <Chip.Group value={choice} onChange={(value) => setChoice(String(value))}>
          <Group gap="xs" role="radiogroup" aria-label="Ready in">
            {order.scheduledFor ? (
              <Chip value={AT_SCHEDULED}>At {shortTime(order.scheduledFor, clock)}</Chip>
            ) : null}
            {choices.map((value) => (
              <Chip key={value} value={String(value)}>
                {value} min
              </Chip>
            ))}
            <Chip value="custom">Other</Chip>
          </Group>
        </Chip.Group>
        {choice === "custom" ? (
          <NumberInput
            label="Ready in (minutes)"
            min={0}
            max={24 * 60}
            allowDecimal={false}
            value={custom}
            onChange={setCustom}
            error={custom !== "" && !isCustomValid ? "Please enter 0 to 1440 minutes." : undefined}
            data-autofocus
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={move.isPending}>
            Back
          </Button>
          <Button onClick={accept} loading={move.isPending} disabled={!isCustomValid}>
            {choice === AT_SCHEDULED ? "Accept" : `Accept, ready in ${Math.round(minutes) || 0} min`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ReasonDialog({
  order,
  action,
  isOpen,
  onClose,
}: {
  order: Order;
  action: "reject" | "cancel";
  isOpen: boolean;
  onClose: () => void;
}) {
  const move = useMove(order);
  const [reason, setReason] = useState("");
  const [isTouched, setIsTouched] = useState(false);
  const suggestions = action === "reject" ? REJECT_REASONS : CANCEL_REASONS;
  const trimmed = reason.trim();
  const error = !trimmed
    ? "Please tell the guest why."
    : trimmed.length > ORDER_REASON_MAX
      ? `Reasons are at most ${ORDER_REASON_MAX} characters.`
      : null;
  const submit = () => {
    setIsTouched(true);
    if (error) return;
    move.mutate(
      { status: action === "reject" ? "REJECTED" : "CANCELLED", reason: trimmed },
      { onSuccess: onClose },
    );
  };
  const verb = action === "reject" ? "Reject" : "Cancel";
  return (
    <Modal opened={isOpen} onClose={onClose} title={`${verb} order #${order.friendlyId}`}>
      <Stack gap="md">
        <Group gap="xs">
          {suggestions.map((text) => (
            <Button
              key={text}
              size="compact-sm"
              variant="light"
              color="gray"
              onClick={() => setReason(text)}
              styles={{ label: { whiteSpace: "normal", textAlign: "left" } }}
              h="auto"
              py={4}
            >
              {text}
            </Button>
          ))}
        </Group>
        <Textarea
          label="Reason"
          description="The guest sees this on their order page."
          autosize
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={isTouched ? error : undefined}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={move.isPending}>
            Back
          </Button>
          <Button color="red" onClick={submit} loading={move.isPending}>
            {verb} order
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
