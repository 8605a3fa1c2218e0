import { Button, NumberInput, Radio, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  PRINTER_COPIES_MAX,
  type PrinterRequest,
  PrinterRequestSchema,
  type PrintOn,
} from "../../../shared/printers/printers.ts";
import { ApiRequestError } from "../../api/client.ts";
import { addPrinter, printersKey } from "../../api/printers.ts";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { fieldErrors } from "../../ui/schema-errors.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";

// Settings → Printers: the form that adds a kitchen printer. It checks with the route's own schema, so the
// message under a field is the server's.

const EMPTY: { name: string; paper: "58" | "80"; printOn: PrintOn; copies: number | string } = {
  name: "",
  paper: "80",
  printOn: "arrival",
  copies: 1,
};

export function PrinterForm({ businessId }: { businessId: string }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useMutation({
    mutationFn: (body: PrinterRequest) => addPrinter(businessId, body),
    onSuccess: async (printer) => {
      await queryClient.invalidateQueries({ queryKey: printersKey(businessId) });
      setForm(EMPTY);
      notifySuccess(`${printer.name} was added. Type its server URL into the printer to connect it.`);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.errors?.length)
        setErrors(Object.fromEntries(error.errors.map((issue) => [issue.path, issue.message])));
      else notifyError(error);
    },
  });
  const change = (patch: Partial<typeof EMPTY>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors({});
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = PrinterRequestSchema.safeParse({
      name: form.name,
      paper: Number(form.paper),
      printOn: form.printOn,
      copies: typeof form.copies === "number" ? form.copies : Number.NaN,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    add.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate>
      <SettingsCard
        title="Add a printer"
        description="Any Star printer with CloudPRNT (TSP100IV, mC-Print3, TSP650II with an IFBD-HI01X card and others)."
        footer={
          <Button type="submit" loading={add.isPending}>
            Add printer
          </Button>
        }
      >
        <Stack gap="md" maw={420}>
          <TextInput
            label="Name"
            placeholder="Kitchen"
            value={form.name}
            error={errors.name}
            onChange={(event) => change({ name: event.currentTarget.value })}
          />
          <Stack gap={4}>
            <Text fz="sm" fw={500} id="printer-paper-label">
              Paper width
            </Text>
            <SegmentedControl
              aria-labelledby="printer-paper-label"
              value={form.paper}
              onChange={(paper) => change({ paper: paper as "58" | "80" })}
              data={[
                { value: "58", label: "58 mm" },
                { value: "80", label: "80 mm" },
              ]}
            />
          </Stack>
          <Radio.Group
            label="Print a ticket"
            value={form.printOn}
            onChange={(printOn) => change({ printOn: printOn as PrintOn })}
          >
            <Stack gap="xs" mt={6}>
              <Radio value="arrival" label="When an order arrives" />
              <Radio value="accept" label="When I accept an order" />
            </Stack>
          </Radio.Group>
          <NumberInput
            label="Copies"
            description="Tickets printed each time, 1 to 5."
            min={1}
            max={PRINTER_COPIES_MAX}
            step={1}
            allowDecimal={false}
            value={form.copies}
            error={errors.copies}
            onChange={(copies) => change({ copies })}
            styles={{ wrapper: { width: 120 } }}
          />
        </Stack>
      </SettingsCard>
    </form>
  );
}
