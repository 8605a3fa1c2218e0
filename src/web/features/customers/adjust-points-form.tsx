import { Button, NumberInput, Paper, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useRef, useState } from "react";
import { AdjustPointsSchema } from "../../../shared/loyalty/loyalty.ts";
import { ApiRequestError } from "../../api/client.ts";
import { FormActions } from "../../ui/form-actions.tsx";
import { applyServerErrors } from "../../ui/form-errors.ts";
import { fieldErrors } from "../../ui/schema-errors.ts";
import { adjustCustomerPoints, type CustomerLoyalty } from "./customer-loyalty-api.ts";

const FIELDS = ["points", "reason"];

interface AdjustValues {
  points: number | string;
  reason: string;
}

const toAdjustment = (values: AdjustValues) => ({
  points:
    typeof values.points === "number"
      ? values.points
      : values.points.trim() === ""
        ? Number.NaN
        : Number(values.points),
  reason: values.reason.trim(),
});

/** Adds points to a customer or takes some off, with the reason kept in their history. */
export function AdjustPointsForm({
  customerId,
  onDone,
  onCancel,
}: {
  customerId: string;
  /** Called with the customer's points and history as the server now has them. */
  onDone: (loyalty: CustomerLoyalty) => void;
  onCancel: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The form takes the place of the button that opened it: the points box takes the focus, as a dialog's would.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>("input[data-autofocus]")?.focus();
  }, []);
  const form = useForm<AdjustValues>({
    initialValues: { points: "", reason: "" },
    validate: (values) => {
      const parsed = AdjustPointsSchema.safeParse(toAdjustment(values));
      return parsed.success ? {} : fieldErrors(parsed.error);
    },
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      onDone(await adjustCustomerPoints(customerId, toAdjustment(values)));
    } catch (error) {
      // Taking off more than the customer has is about the points typed: it shows under them.
      if (error instanceof ApiRequestError && error.code === "NOT_ENOUGH_POINTS") {
        form.setFieldError("points", error.message);
        return;
      }
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
      aria-label="Adjust points"
    >
      <Stack gap="sm">
        <Title order={4} fz="md">
          Adjust points
        </Title>
        <NumberInput
          label="Points to add"
          description="To take points off, put a minus sign before them, as in -50."
          allowDecimal={false}
          thousandSeparator=","
          hideControls
          // A phone's number pad has no minus sign on every phone: the full keyboard has one.
          inputMode="text"
          data-autofocus
          {...form.getInputProps("points")}
        />
        <TextInput
          label="Reason"
          description="Kept in the customer's history."
          autoComplete="off"
          {...form.getInputProps("reason")}
        />
        <FormActions error={formError} onCancel={onCancel}>
          <Button type="submit" loading={form.submitting}>
            Save adjustment
          </Button>
        </FormActions>
      </Stack>
    </Paper>
  );
}
