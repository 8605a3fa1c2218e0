import {
  Autocomplete,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Stack,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { type DiningTable, PARTY_MAX, TableInputSchema } from "../../../shared/reservations/reservations.ts";
import { ApiRequestError } from "../../api/client.ts";
import { createDiningTable, updateDiningTable } from "../../api/reservations.ts";
import { FormActions } from "../../ui/form-actions.tsx";
import { errorMessage } from "../../ui/form-errors.ts";
import { fieldErrors } from "../../ui/schema-errors.ts";

interface TableValues {
  name: string;
  area: string;
  minSeats: number | "";
  maxSeats: number | "";
  combinableWith: string[];
}

const FIELDS = ["name", "area", "minSeats", "maxSeats", "combinableWith"];

/** Adds a table, or changes one: its name, its area, how many it seats and which tables it joins. */
export function DiningTableModal({
  businessId,
  table,
  tables,
  onClose,
  onSaved,
}: {
  businessId: string;
  /** The table being changed, or null for a new one. */
  table: DiningTable | null;
  tables: readonly DiningTable[];
  onClose: () => void;
  onSaved: (table: DiningTable) => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<TableValues>({
    initialValues: {
      name: table?.name ?? "",
      area: table?.area ?? "",
      minSeats: table?.minSeats ?? 1,
      maxSeats: table?.maxSeats ?? 4,
      combinableWith: table?.combinableWith ?? [],
    },
  });
  const others = tables
    .filter((other) => other.id !== table?.id)
    .map((other) => ({ value: other.id, label: other.area ? `${other.name} (${other.area})` : other.name }));
  const areas = [...new Set(tables.map((other) => other.area).filter(Boolean))].sort();

  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    const parsed = TableInputSchema.safeParse({
      ...values,
      minSeats: values.minSeats === "" ? Number.NaN : values.minSeats,
      maxSeats: values.maxSeats === "" ? Number.NaN : values.maxSeats,
    });
    if (!parsed.success) {
      for (const [path, message] of Object.entries(fieldErrors(parsed.error)))
        form.setFieldError(FIELDS.includes(path) ? path : "name", message);
      return;
    }
    try {
      const saved = table
        ? await updateDiningTable(businessId, table.id, parsed.data)
        : await createDiningTable(businessId, parsed.data);
      onSaved(saved);
    } catch (error) {
      const placed = error instanceof ApiRequestError ? (error.errors ?? []) : [];
      for (const issue of placed)
        if (FIELDS.includes(issue.path)) form.setFieldError(issue.path, issue.message);
      setRefusal(errorMessage(error));
    }
  });

  return (
    <Modal opened onClose={onClose} title={table ? `Edit ${table.name}` : "Add a table"}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            description="As your staff call it, such as 12 or Window 2."
            withAsterisk
            data-autofocus
            autoComplete="off"
            {...form.getInputProps("name")}
          />
          <Autocomplete
            label="Area"
            description="Such as Terrace or Upstairs. Leave empty if you have one room."
            data={areas}
            {...form.getInputProps("area")}
          />
          <Group grow align="flex-start" gap="sm">
            <NumberInput
              label="Fewest guests"
              min={1}
              max={PARTY_MAX}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps("minSeats")}
            />
            <NumberInput
              label="Most guests"
              min={1}
              max={PARTY_MAX}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps("maxSeats")}
            />
          </Group>
          <MultiSelect
            label="Can be pushed together with"
            description="For a party too large for one table."
            placeholder={others.length === 0 ? "No other tables yet" : "Choose tables"}
            data={others}
            disabled={others.length === 0}
            searchable
            nothingFoundMessage="No table by that name."
            {...form.getInputProps("combinableWith")}
          />
          <FormActions error={refusal} onCancel={onClose}>
            <Button type="submit" loading={form.submitting}>
              {table ? "Save" : "Add table"}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
