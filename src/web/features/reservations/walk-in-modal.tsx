import { Button, Modal, NumberInput, Select, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { type DiningTable, PARTY_MAX, WalkInSchema } from "../../../shared/reservations/reservations.ts";
import { seatWalkIn } from "../../api/reservations.ts";
import { FormActions } from "../../ui/form-actions.tsx";
import { applyServerErrors } from "../../ui/form-errors.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { guestsText, tableChoiceLabel, tableName } from "./book-times.ts";

/** The table choice that leaves it to the server, which picks the best table free for the party's stay. */
const BEST = "best";
const FIELDS = ["party", "name"];

interface Values {
  party: number | string;
  name: string;
  table: string;
}

/**
 * Seats a party that walked in without a booking, from the current quarter hour: how many, optionally who, and
 * optionally the table (else the best free one). When no table is free the server says so in a sentence, shown
 * here so the host can choose another table or put the party on the waiting list.
 */
export function WalkInModal({
  businessId,
  tables,
  onClose,
  onSeated,
}: {
  businessId: string;
  tables: readonly DiningTable[];
  onClose: () => void;
  onSeated: () => Promise<unknown>;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { party: 2, name: "", table: BEST },
    // The server's own rules and sentences; the table choice is not part of them and passes through.
    validate: schemaResolver(WalkInSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setRefusal(null);
    const name = values.name.trim();
    try {
      const booking = await seatWalkIn(businessId, {
        party: Number(values.party),
        ...(name ? { name } : {}),
        ...(values.table === BEST ? {} : { tableIds: [values.table] }),
      });
      await onSeated();
      const at = booking.tables.map((table) => tableName(table.name)).join(" and ");
      notifySuccess(`${booking.guest.name}, ${guestsText(booking.party)}, seated${at ? ` at ${at}` : ""}.`);
      onClose();
    } catch (error) {
      setRefusal(applyServerErrors(error, form.setFieldError, FIELDS));
    }
  });

  return (
    <Modal opened onClose={onClose} title="Seat a walk-in">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <NumberInput
            label="Party size"
            withAsterisk
            min={1}
            max={PARTY_MAX}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            data-autofocus
            {...form.getInputProps("party")}
          />
          <TextInput
            label="Name"
            description="Optional: who to call the table for."
            autoComplete="off"
            {...form.getInputProps("name")}
          />
          <Select
            label="Table"
            data={[
              { value: BEST, label: "Best free table" },
              ...tables.map((table) => ({ value: table.id, label: tableChoiceLabel(table) })),
            ]}
            allowDeselect={false}
            searchable
            nothingFoundMessage="No table by that name."
            {...form.getInputProps("table")}
          />
          <FormActions error={refusal} onCancel={onClose}>
            <Button type="submit" loading={form.submitting}>
              Seat
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
