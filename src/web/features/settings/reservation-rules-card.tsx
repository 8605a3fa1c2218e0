import {
  Button,
  Checkbox,
  Divider,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { MESSAGES } from "../../../shared/common/messages.ts";
import type { Currency } from "../../../shared/common/money.ts";
import {
  DAYS_AHEAD_MAX,
  PARTY_MAX,
  type ReservationSettings,
  ReservationSettingsSchema,
} from "../../../shared/reservations/reservations.ts";
import { ApiRequestError } from "../../api/client.ts";
import { reservationSettingsKey, saveReservationSettings } from "../../api/reservations.ts";
import { errorMessage } from "../../ui/form-errors.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { fieldErrors } from "../../ui/schema-errors.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";
import { DurationField, GuaranteeFields, StayLengthRows } from "./reservation-rule-fields.tsx";
import {
  feeProblem,
  fieldOf,
  type RulesValues,
  toRulesValues,
  toSettings,
} from "./reservation-rules-values.ts";

const SLOT_CHOICES = [
  { value: "15", label: "15 minutes" },
  { value: "30", label: "30 minutes" },
  { value: "60", label: "1 hour" },
];

/**
 * Settings → Reservations → Booking rules: when and how guests may book, and whether big parties hold their
 * table with a card, checked by the server's own schema.
 */
export function ReservationRulesCard({
  businessId,
  settings,
  currency,
}: {
  businessId: string;
  settings: ReservationSettings;
  /** The business's: the no-show fee is typed and charged in it. */
  currency: Currency;
}) {
  const queryClient = useQueryClient();
  const form = useForm<RulesValues>({ initialValues: toRulesValues(settings, currency) });
  const [refusal, setRefusal] = useState<string | null>(null);
  // The server refused the guarantee for want of a payments account: the section then leads to Payments.
  const [needsPayments, setNeedsPayments] = useState(false);
  const values = form.values;

  const submit = form.onSubmit(async (typed) => {
    setRefusal(null);
    setNeedsPayments(false);
    form.clearErrors();
    const parsed = ReservationSettingsSchema.safeParse(toSettings(typed, currency));
    const fee = feeProblem(typed);
    if (!parsed.success || fee !== null) {
      for (const [path, message] of Object.entries(parsed.success ? {} : fieldErrors(parsed.error))) {
        const field = fieldOf(path);
        if (field === null) setRefusal(message);
        else form.setFieldError(field, message);
      }
      if (fee !== null) form.setFieldError("noShowFee", fee);
      return;
    }
    try {
      const saved = await saveReservationSettings(businessId, parsed.data);
      queryClient.setQueryData(reservationSettingsKey(businessId), saved);
      notifySuccess(MESSAGES.savedSuccessfully);
    } catch (error) {
      // The sentence always shows by the button, and under its field too when the server names one.
      if (error instanceof ApiRequestError) {
        setNeedsPayments(error.code === "GUARANTEE_NEEDS_PAYMENTS");
        for (const issue of error.errors ?? []) {
          const field = fieldOf(issue.path);
          if (field !== null) form.setFieldError(field, issue.message);
        }
      }
      setRefusal(errorMessage(error));
    }
  });
  const count = (field: "minParty" | "maxParty" | "maxDaysAhead" | "coversPer15", max: number) => ({
    min: 1,
    max,
    allowDecimal: false,
    allowNegative: false,
    ...form.getInputProps(field),
  });

  return (
    <form onSubmit={submit} noValidate>
      <SettingsCard
        title="Booking rules"
        description="When guests can book a table online, and how long they keep it."
        footer={
          <>
            {refusal ? (
              <Text c="red" fz="sm" role="alert" style={{ flex: "1 1 12rem" }}>
                {refusal}
              </Text>
            ) : null}
            <Button type="submit" loading={form.submitting}>
              Save
            </Button>
          </>
        }
      >
        <Stack gap="lg">
          <Switch
            label="Take table bookings online"
            description="Guests choose a day, a time and how many they are, and get a table that fits."
            {...form.getInputProps("enabled", { type: "checkbox" })}
          />
          <Divider />
          {/* Two columns by the card's own width: beside the settings' tab list a wide screen leaves it narrow. */}
          <SimpleGrid type="container" cols={{ base: 1, "560px": 2 }} spacing="lg" verticalSpacing="lg">
            <Select
              label="Offer times every"
              data={SLOT_CHOICES}
              allowDeselect={false}
              {...form.getInputProps("slotMinutes")}
            />
            <NumberInput
              label="Book up to this many days ahead"
              suffix=" days"
              {...count("maxDaysAhead", DAYS_AHEAD_MAX)}
            />
            <NumberInput label="Fewest guests in a booking" {...count("minParty", PARTY_MAX)} />
            <NumberInput label="Most guests in a booking" {...count("maxParty", PARTY_MAX)} />
            <DurationField
              form={form}
              label="Book at least this long ahead"
              hours="leadHours"
              minutes="leadMinutes"
              maxHours={30 * 24}
            />
            <DurationField
              form={form}
              label="Change or cancel online until"
              description="This long before the booking's time."
              hours="cancelHours"
              minutes="cancelMinutes"
              maxHours={7 * 24}
            />
          </SimpleGrid>
          <StayLengthRows form={form} />
          <Stack gap={6}>
            <NumberInput
              label="Guests arriving in the same 15 minutes"
              description="At most this many guests whose bookings start in one quarter hour, so the kitchen keeps up."
              maw={320}
              disabled={values.hasNoCoversLimit}
              {...count("coversPer15", 1000)}
            />
            <Checkbox label="No limit" {...form.getInputProps("hasNoCoversLimit", { type: "checkbox" })} />
          </Stack>
          <Radio.Group label="Confirm bookings" {...form.getInputProps("confirm")}>
            <Stack gap="xs" mt="xs">
              <Radio value="automatically" label="Automatically, as soon as a guest books" />
              <Radio value="by-hand" label="By hand: you confirm each request in the reservation book" />
            </Stack>
          </Radio.Group>
          <Divider />
          <GuaranteeFields form={form} currency={currency} needsPayments={needsPayments} />
        </Stack>
      </SettingsCard>
    </form>
  );
}
