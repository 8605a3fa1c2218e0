import { Button, Modal, NumberInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { PARTY_MAX, WaitlistInputSchema } from "../../../shared/reservations/reservations.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { addToWaitlist } from "../../api/reservations.ts";
import { FormActions } from "../../ui/form-actions.tsx";
import { applyServerErrors } from "../../ui/form-errors.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { textsParties } from "./waitlist-words.ts";

/** What most hosts quote first; they change it for a busy night. */
const DEFAULT_QUOTE_MINUTES = 15;
const QUOTE_MAX_MINUTES = 240;

interface Values {
  name: string;
  phone: string;
  email: string;
  party: number | string;
  quotedMinutes: number | string;
}

const EMPTY: Values = { name: "", phone: "", email: "", party: 2, quotedMinutes: DEFAULT_QUOTE_MINUTES };
const FIELDS = Object.keys(EMPTY);

/**
 * Puts a party on the waiting list with the wait the host quoted them. A phone or an email is how "Table ready"
 * reaches them, so both are asked for, neither required. The server's sentences land under their fields.
 */
export function AddToWaitlistModal({
  businessId,
  onClose,
  onAdded,
}: {
  businessId: string;
  onClose: () => void;
  onAdded: () => Promise<unknown>;
}) {
  const { dashboard } = useDashboard();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: schemaResolver(WaitlistInputSchema, { sync: true }), // the server's own rules and sentences
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const entry = await addToWaitlist(businessId, {
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        party: Number(values.party),
        quotedMinutes: Number(values.quotedMinutes),
      });
      await onAdded();
      notifySuccess(`${entry.name} was added to the waiting list.`);
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setFieldError, FIELDS));
    }
  });

  return (
    <Modal opened onClose={onClose} title="Add to waiting list">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            withAsterisk
            autoComplete="off"
            data-autofocus
            {...form.getInputProps("name")}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label="Party size"
              withAsterisk
              min={1}
              max={PARTY_MAX}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps("party")}
            />
            <NumberInput
              label="Quoted wait"
              description="In minutes."
              withAsterisk
              min={0}
              max={QUOTE_MAX_MINUTES}
              step={5}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps("quotedMinutes")}
            />
          </SimpleGrid>
          <TextInput
            label="Phone"
            description={
              textsParties(dashboard)
                ? "Optional: we text them when their table is ready."
                : "Optional: to call them when their table is ready."
            }
            type="tel"
            autoComplete="off"
            {...form.getInputProps("phone")}
          />
          <TextInput
            label="Email"
            description="Optional: we mail them when their table is ready."
            type="email"
            autoComplete="off"
            {...form.getInputProps("email")}
          />
          <FormActions error={formError} onCancel={onClose}>
            <Button type="submit" loading={form.submitting}>
              Add to waiting list
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
