import {
  Button,
  Checkbox,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { z } from "zod";
import { type Currency, toMinor } from "../../../shared/common/money.ts";
import { PROMO_CODE_MAX } from "../../../shared/ordering/orders.ts";
import type { Promotion, PromotionInput, PromotionKind } from "../../../shared/promotions/promotions.ts";
import { FormActions } from "../../ui/form-actions.tsx";
import { applyServerErrors } from "../../ui/form-errors.ts";

// The owner's form for one promo code, in a modal: amounts in the currency's major units as the owner thinks of
// them ($5.00), dates as days of the business's calendar; sent as the API's minor units and instants.

const CODE_MESSAGE = `Please enter a code of 3 to ${PROMO_CODE_MAX} letters, digits or dashes.`;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const PromotionFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(3, CODE_MESSAGE)
      .max(PROMO_CODE_MAX, CODE_MESSAGE)
      .regex(/^[\p{L}\p{N}_-]+$/u, CODE_MESSAGE),
    kind: z.enum(["PERCENT", "AMOUNT", "FREE_DELIVERY"]),
    value: z.union([z.number(), z.literal("")]),
    minSubtotal: z.union([z.number().min(0, "Please enter a minimum of 0 or more."), z.literal("")]),
    startsOn: z.string().refine((day) => day === "" || DAY.test(day), "Please choose a valid start."),
    endsOn: z.string().refine((day) => day === "" || DAY.test(day), "Please choose a valid end."),
    maxUses: z.union([
      z.number().int("Please enter a whole number of uses.").min(1, "Please enter 1 use or more."),
      z.literal(""),
    ]),
    oncePerGuest: z.boolean(),
    firstOrderOnly: z.boolean(),
    active: z.boolean(),
  })
  .superRefine((form, ctx) => {
    const value = form.value === "" ? 0 : form.value;
    if (form.kind === "PERCENT" && (value < 1 || value > 100 || !Number.isInteger(value)))
      ctx.addIssue({ code: "custom", path: ["value"], message: "Please enter a percent from 1 to 100." });
    if (form.kind === "AMOUNT" && value <= 0)
      ctx.addIssue({
        code: "custom",
        path: ["value"],
        message: "Please enter the amount the code takes off.",
      });
    if (form.startsOn && form.endsOn && form.endsOn < form.startsOn)
      ctx.addIssue({ code: "custom", path: ["endsOn"], message: "The end must be on or after the start." });
  });
export type PromotionFormValues = z.infer<typeof PromotionFormSchema>;

const FIELDS = ["code", "kind", "value", "minSubtotal", "startsOn", "endsOn", "maxUses"];

/** A day of the owner's calendar: from its first moment, or to its last. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();
const dayOf = (iso: string | null) => {
  if (!iso) return "";
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
};

export function toFormValues(promotion: Promotion | null, currency: Currency): PromotionFormValues {
  // Minor units in one major unit: 100 for dollars, 1 for yen.
  const digits = toMinor(1, currency.code);
  if (!promotion)
    return {
      code: "",
      kind: "PERCENT",
      value: 10,
      minSubtotal: "",
      startsOn: "",
      endsOn: "",
      maxUses: "",
      oncePerGuest: false,
      firstOrderOnly: false,
      active: true,
    };
  return {
    code: promotion.code,
    kind: promotion.kind,
    value: promotion.kind === "AMOUNT" ? promotion.value / digits : promotion.value,
    minSubtotal: promotion.minSubtotal ? promotion.minSubtotal / digits : "",
    startsOn: dayOf(promotion.startsAt),
    endsOn: dayOf(promotion.endsAt),
    maxUses: promotion.maxUses ?? "",
    oncePerGuest: promotion.oncePerGuest,
    firstOrderOnly: promotion.firstOrderOnly,
    active: promotion.active,
  };
}

export function toPromotionInput(values: PromotionFormValues, currency: Currency): PromotionInput {
  const value = values.value === "" ? 0 : values.value;
  return {
    code: values.code.trim(),
    kind: values.kind,
    value: values.kind === "AMOUNT" ? toMinor(value, currency.code) : values.kind === "PERCENT" ? value : 0,
    minSubtotal: values.minSubtotal === "" ? 0 : toMinor(values.minSubtotal, currency.code),
    startsAt: values.startsOn ? dayStart(values.startsOn) : null,
    endsAt: values.endsOn ? dayEnd(values.endsOn) : null,
    maxUses: values.maxUses === "" ? null : values.maxUses,
    oncePerGuest: values.oncePerGuest,
    firstOrderOnly: values.firstOrderOnly,
    active: values.active,
  };
}

interface PromotionFormProps {
  opened: boolean;
  /** The code being changed, or null for a new one. */
  promotion: Promotion | null;
  currency: Currency;
  onClose: () => void;
  onSave: (input: PromotionInput) => Promise<void>;
}

export function PromotionForm({ opened, promotion, currency, onClose, onSave }: PromotionFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PromotionFormValues>({
    initialValues: toFormValues(promotion, currency),
    validate: schemaResolver(PromotionFormSchema, { sync: true }),
  });
  const kind = form.values.kind as PromotionKind;
  // Three choices side by side do not fit a phone's width: stacked there.
  const isNarrow = useMediaQuery("(max-width: 30em)");

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await onSave(toPromotionInput(values, currency));
    } catch (error) {
      const fieldOf = (path: string) =>
        path === "startsAt" ? "startsOn" : path === "endsAt" ? "endsOn" : path;
      setFormError(
        applyServerErrors(error, (path, message) => form.setFieldError(fieldOf(path), message), [
          ...FIELDS,
          "startsAt",
          "endsAt",
        ]),
      );
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={promotion ? "Edit promo code" : "New promo code"}
      size="lg"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Code"
            description="Guests type it at checkout, in any case."
            withAsterisk
            autoComplete="off"
            data-autofocus
            {...form.getInputProps("code")}
          />
          <SegmentedControl
            aria-label="What the code gives"
            fullWidth
            orientation={isNarrow ? "vertical" : "horizontal"}
            data={[
              { value: "PERCENT", label: "Percent off" },
              { value: "AMOUNT", label: "Amount off" },
              { value: "FREE_DELIVERY", label: "Free delivery" },
            ]}
            {...form.getInputProps("kind")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {kind === "FREE_DELIVERY" ? null : (
              <NumberInput
                label={kind === "PERCENT" ? "Percent off" : `Amount off (${currency.symbol})`}
                withAsterisk
                min={0}
                max={kind === "PERCENT" ? 100 : undefined}
                decimalScale={kind === "PERCENT" ? 0 : 2}
                suffix={kind === "PERCENT" ? " %" : undefined}
                {...form.getInputProps("value")}
              />
            )}
            <NumberInput
              label={`Minimum subtotal (${currency.symbol})`}
              description="Leave empty for no minimum."
              min={0}
              decimalScale={2}
              {...form.getInputProps("minSubtotal")}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label="Starts on" type="date" {...form.getInputProps("startsOn")} />
            <TextInput label="Ends on" type="date" {...form.getInputProps("endsOn")} />
            <NumberInput
              label="Uses at most"
              description="Empty: no limit."
              min={1}
              allowDecimal={false}
              {...form.getInputProps("maxUses")}
            />
          </SimpleGrid>
          <Checkbox
            label="Once per guest (by phone number)"
            {...form.getInputProps("oncePerGuest", { type: "checkbox" })}
          />
          <Checkbox
            label="First order only (a phone that has not ordered before)"
            {...form.getInputProps("firstOrderOnly", { type: "checkbox" })}
          />
          <Switch label="Active: guests can use it" {...form.getInputProps("active", { type: "checkbox" })} />
          <FormActions error={formError} onCancel={onClose}>
            <Button type="submit" loading={form.submitting}>
              {promotion ? "Save" : "Create code"}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
