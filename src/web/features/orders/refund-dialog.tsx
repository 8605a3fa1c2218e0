import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { currencyOf, decimalAmount, parseMoney } from "../../../shared/common/money.ts";
import type { Order } from "../../../shared/ordering/orders.ts";
import { PAYMENT_MESSAGES, REFUND_REASONS, type RefundReason } from "../../../shared/payments/payments.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { ordersKey } from "../../api/orders.ts";
import { paymentsApi } from "../../api/payments.ts";
import { putOrderInCaches } from "../../api/use-live-orders.ts";
import { errorMessage } from "../../ui/form-errors.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { money, REFUND_REASON_LABELS } from "./order-format.ts";

// The owner gives back all or part of a captured card payment (docs/decisions/010). The amount starts at what is left;
// the server claims it on the order before asking Stripe, and Stripe's charge.refunded webhook keeps the order's
// refunded amount true afterwards (a refund made in Stripe's dashboard shows here too, through the live channel).

export function RefundDialog({
  order,
  isOpen,
  onClose,
}: {
  order: Order;
  isOpen: boolean;
  onClose: () => void;
}) {
  const left = order.total - order.refunded;
  const currency = currencyOf(order);
  const [amount, setAmount] = useState(() => decimalAmount(left, order.currencyCode));
  const [reason, setReason] = useState<RefundReason | null>(null);
  const [isTouched, setIsTouched] = useState(false);
  const queryClient = useQueryClient();
  const { dashboard } = useDashboard();
  const refund = useMutation({
    mutationFn: (minor: number) =>
      paymentsApi.refund(order.id, { amount: minor, ...(reason ? { reason } : {}) }),
    // The toast names the amount this refund sent (the server refunds exactly that or refuses): the order's
    // live update can arrive before this answer, so a difference of refunded totals may already read 0.
    onSuccess: (refunded, minor) => {
      // The answer is the order as it now is: the list, the open order and the counts take it as they would
      // its live message.
      putOrderInCaches(queryClient, dashboard.business.id, "payment", refunded);
      notifySuccess(`${money(order, minor)} refunded to the guest's card.`);
      onClose();
    },
    // Refused: the order may have moved meanwhile, so what shows of it is read again.
    onError: () => queryClient.invalidateQueries({ queryKey: ordersKey(dashboard.business.id) }),
  });
  const minor = parseMoney(amount, currency);
  const error =
    minor === null || minor <= 0
      ? PAYMENT_MESSAGES.refundAmount
      : minor > left
        ? PAYMENT_MESSAGES.refundTooLarge(money(order, left))
        : null;
  // The server's refusal (already refunded elsewhere meanwhile, Stripe out of reach) in its own words.
  const serverError = refund.error ? errorMessage(refund.error) : null;
  const submit = () => {
    setIsTouched(true);
    if (error || minor === null) return;
    refund.mutate(minor);
  };
  return (
    <Modal opened={isOpen} onClose={onClose} title={`Refund order #${order.friendlyId}`}>
      <Stack gap="md">
        <Text size="sm">
          {order.refunded > 0
            ? `${money(order, left)} of ${money(order, order.total)} can still be refunded (${money(order, order.refunded)} already was).`
            : `All of ${money(order, order.total)}, or a part of it, can be refunded.`}{" "}
          The money goes back to the guest's card.
        </Text>
        <TextInput
          label="Amount"
          inputMode="decimal"
          leftSection={<Text size="sm">{currency.symbol}</Text>}
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          onBlur={() => setIsTouched(true)}
          error={isTouched ? error : undefined}
          data-autofocus
        />
        <Select
          label="Reason"
          description="Optional. Stripe keeps it with the refund."
          placeholder="No reason"
          clearable
          data={REFUND_REASONS.map((value) => ({ value, label: REFUND_REASON_LABELS[value] }))}
          value={reason}
          onChange={(value) => setReason(value as RefundReason | null)}
          comboboxProps={{ withinPortal: true }}
        />
        {serverError ? (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={refund.isPending}>
            Back
          </Button>
          <Button color="red" onClick={submit} loading={refund.isPending}>
            {minor !== null && minor > 0 && !error ? `Refund ${money(order, minor)}` : "Refund"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
