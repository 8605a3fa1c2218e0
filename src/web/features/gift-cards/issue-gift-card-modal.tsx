import { Button, CopyButton, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useState } from "react";
import { COPIED_RESET_MS } from "../../../shared/common/constants.ts";
import { type Currency, formatMoney } from "../../../shared/common/money.ts";
import {
  formatCode,
  type GiftCard,
  type IssueGiftCard,
  IssueGiftCardSchema,
} from "../../../shared/gift-cards/gift-cards.ts";
import { FormActions } from "../../ui/form-actions.tsx";
import { applyServerErrors } from "../../ui/form-errors.ts";
import { minorOf } from "../../ui/money-input.tsx";
import { fieldErrors } from "../../ui/schema-errors.ts";
import { MoneyInput } from "./money-input.tsx";

// The owner gives a card by hand (a thank-you, an apology): the amount in the currency's major units, sent as
// minor units; once issued, its code is shown to copy and pass on.

interface IssueValues {
  amount: number | string;
  name: string;
  email: string;
  reason: string;
}

const EMPTY: IssueValues = { amount: "", name: "", email: "", reason: "" };

/** The request's paths as the form's fields: "recipient.name" is the name box. */
const FIELD_OF: Record<string, keyof IssueValues> = {
  amount: "amount",
  "recipient.name": "name",
  "recipient.email": "email",
  reason: "reason",
};

const toRequest = (values: IssueValues, currency: Currency): IssueGiftCard => ({
  amount: minorOf(values.amount, currency),
  recipient: { name: values.name.trim(), email: values.email.trim() },
  reason: values.reason.trim(),
});

function validate(values: IssueValues, currency: Currency) {
  const parsed = IssueGiftCardSchema.safeParse(toRequest(values, currency));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors(parsed.error))) {
    const field = FIELD_OF[path];
    if (field) errors[field] ??= message;
  }
  return errors;
}

interface IssueGiftCardModalProps {
  opened: boolean;
  currency: Currency;
  onClose: () => void;
  onIssue: (input: IssueGiftCard) => Promise<GiftCard>;
}

export function IssueGiftCardModal({ opened, currency, onClose, onIssue }: IssueGiftCardModalProps) {
  const [issued, setIssued] = useState<GiftCard | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<IssueValues>({
    initialValues: EMPTY,
    validate: (values) => validate(values, currency),
  });

  const close = () => {
    form.reset();
    setFormError(null);
    setIssued(null);
    onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      setIssued(await onIssue(toRequest(values, currency)));
    } catch (error) {
      const setFieldError = (path: string, message: string) =>
        form.setFieldError(FIELD_OF[path] ?? path, message);
      setFormError(applyServerErrors(error, setFieldError, Object.keys(FIELD_OF)));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={issued ? "Gift card issued" : "Issue a gift card"}
      size="lg"
    >
      {issued ? (
        <IssuedCard card={issued} currency={currency} onDone={close} />
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm">
            <MoneyInput
              currency={currency}
              label="Amount"
              withAsterisk
              data-autofocus
              maw={220}
              {...form.getInputProps("amount")}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Recipient's name"
                withAsterisk
                autoComplete="off"
                {...form.getInputProps("name")}
              />
              <TextInput
                label="Recipient's email"
                description="Optional: leave it empty when you do not have it."
                type="email"
                autoComplete="off"
                {...form.getInputProps("email")}
              />
            </SimpleGrid>
            <TextInput
              label="Reason"
              description="Only you see it, in the card's history."
              placeholder="A thank-you for a regular"
              withAsterisk
              autoComplete="off"
              {...form.getInputProps("reason")}
            />
            <FormActions error={formError} onCancel={close}>
              <Button type="submit" loading={form.submitting}>
                Issue card
              </Button>
            </FormActions>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** The new card's code, large, to copy or read out to the guest. */
function IssuedCard({ card, currency, onDone }: { card: GiftCard; currency: Currency; onDone: () => void }) {
  const code = formatCode(card.code);
  return (
    <Stack gap="md">
      <Text>
        A card of {formatMoney(card.initial, currency)} for {card.recipient.name} is ready. Give them this
        code: when they pay with it, open the card here and take off what they spent.
        {card.recipient.email ? ` It is on its way to ${card.recipient.email} by mail too.` : ""}
      </Text>
      <Paper withBorder p="md" bg="gray.0">
        <Group justify="space-between" gap="sm">
          <Text fw={700} ff="monospace" fz={{ base: "lg", sm: "xl" }} style={{ overflowWrap: "anywhere" }}>
            {code}
          </Text>
          <CopyButton value={code} timeout={COPIED_RESET_MS}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? "light" : "filled"}
                color={copied ? "teal" : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
                aria-live="polite"
              >
                {copied ? "Copied" : "Copy code"}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
