import { Button, Paper, SegmentedControl, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type RefObject, useEffect, useRef, useState } from "react";
import { type Currency, formatMoney } from "../../../shared/common/money.ts";
import {
  AdjustGiftCardSchema,
  type GiftCard,
  VoidGiftCardSchema,
} from "../../../shared/gift-cards/gift-cards.ts";
import { FormActions } from "../../ui/form-actions.tsx";
import { applyServerErrors } from "../../ui/form-errors.ts";
import { minorOf } from "../../ui/money-input.tsx";
import { fieldErrors } from "../../ui/schema-errors.ts";
import { adjustGiftCard, voidGiftCard } from "./gift-cards-api.ts";
import { MoneyInput } from "./money-input.tsx";

// The owner's changes to one card, drawn in its details rather than in a dialog over them (a phone has no room
// for both): adjust the balance up or down with a reason, or void the card for good.

const FIELDS = ["amount", "reason"];

interface ChangeProps {
  card: GiftCard;
  currency: Currency;
  /** Called with the card as the server now has it. */
  onDone: (card: GiftCard) => void;
  onCancel: () => void;
}

interface AdjustValues {
  direction: "add" | "take";
  amount: number | string;
  reason: string;
}

const toAdjustment = (values: AdjustValues, currency: Currency) => ({
  amount: (values.direction === "take" ? -1 : 1) * minorOf(values.amount, currency),
  reason: values.reason.trim(),
});

function schemaErrors(result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) {
  return result.success || !result.error ? {} : fieldErrors(result.error);
}

/** The form's first field to type in takes the focus when the form appears, as a dialog's would. */
function useFocusOnShow(ref: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    ref.current?.querySelector<HTMLInputElement>("input[data-autofocus]")?.focus();
  }, [ref]);
}

/** Adds to a card or takes some off: a sign chosen with a tap, then the amount and why. */
export function AdjustBalanceForm({ card, currency, onDone, onCancel }: ChangeProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnShow(formRef);
  const form = useForm<AdjustValues>({
    initialValues: { direction: "add", amount: "", reason: "" },
    validate: (values) => schemaErrors(AdjustGiftCardSchema.safeParse(toAdjustment(values, currency))),
  });
  const change = toAdjustment(form.values, currency).amount;
  const after = card.balance + change;

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      onDone(await adjustGiftCard(card.id, toAdjustment(values, currency)));
    } catch (error) {
      setFormError(applyServerErrors(error, form.setFieldError, FIELDS));
    }
  });

  return (
    <Paper
      ref={formRef}
      withBorder
      p="md"
      component="form"
      onSubmit={handleSubmit}
      noValidate
      aria-label="Adjust balance"
    >
      <Stack gap="sm">
        <Title order={3} fz="md">
          Adjust balance
        </Title>
        <SegmentedControl
          aria-label="Add or take off"
          data={[
            { value: "add", label: "Add" },
            { value: "take", label: "Take off" },
          ]}
          {...form.getInputProps("direction")}
        />
        <MoneyInput
          currency={currency}
          label="Amount"
          withAsterisk
          data-autofocus
          {...form.getInputProps("amount")}
        />
        <TextInput
          label="Reason"
          description="Kept in the card's history."
          withAsterisk
          autoComplete="off"
          {...form.getInputProps("reason")}
        />
        {Number.isFinite(change) && change !== 0 && after >= 0 ? (
          <Text size="sm" c="dimmed">
            The balance becomes {formatMoney(after, currency)}.
          </Text>
        ) : null}
        <FormActions error={formError} onCancel={onCancel}>
          <Button type="submit" loading={form.submitting}>
            Save adjustment
          </Button>
        </FormActions>
      </Stack>
    </Paper>
  );
}

/** Voids a card for good, with the reason: its balance goes to zero and it can no longer be spent. */
export function VoidCardForm({ card, currency, onDone, onCancel }: ChangeProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnShow(formRef);
  const form = useForm({
    initialValues: { reason: "" },
    validate: (values) => schemaErrors(VoidGiftCardSchema.safeParse({ reason: values.reason.trim() })),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      onDone(await voidGiftCard(card.id, values.reason.trim()));
    } catch (error) {
      setFormError(applyServerErrors(error, form.setFieldError, ["reason"]));
    }
  });

  return (
    <Paper
      ref={formRef}
      withBorder
      p="md"
      component="form"
      onSubmit={handleSubmit}
      noValidate
      aria-label="Void card"
    >
      <Stack gap="sm">
        <Title order={3} fz="md">
          Void this card?
        </Title>
        <Text size="sm">
          {card.balance > 0
            ? `Its balance of ${formatMoney(card.balance, currency)} is lost and the card can no longer be spent. This cannot be undone.`
            : "The card can no longer be spent or topped up. This cannot be undone."}
        </Text>
        <TextInput
          label="Reason"
          description="Kept in the card's history."
          withAsterisk
          autoComplete="off"
          data-autofocus
          {...form.getInputProps("reason")}
        />
        <FormActions error={formError} onCancel={onCancel}>
          <Button type="submit" color="red" loading={form.submitting}>
            Void card
          </Button>
        </FormActions>
      </Stack>
    </Paper>
  );
}
