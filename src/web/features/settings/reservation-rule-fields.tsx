import {
  ActionIcon,
  Button,
  Group,
  Input,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconCreditCard, IconPlus, IconTrash } from "@tabler/icons-react";
import { useId } from "react";
import { Link } from "react-router";
import { type Currency, currencyDigits, toMajor } from "../../../shared/common/money.ts";
import { PARTY_MAX } from "../../../shared/reservations/reservations.ts";
import { newRowKey, type RulesValues, STAY_CHOICES } from "./reservation-rules-values.ts";

// The parts of Settings → Reservations' booking rules that take more than one box: the stay by party size, a
// length of time in hours and minutes, and the card guarantee's switch with its party size and fee.

type RulesForm = UseFormReturnType<RulesValues>;

const STAY_ROWS_MAX = 10;

/** How long a table is kept, one row per party size: the row with the largest size at or below a party is its. */
export function StayLengthRows({ form }: { form: RulesForm }) {
  const rows = form.values.stayMinutes;
  const addRow = () => {
    const largest = Math.max(0, ...rows.map((row) => (row.fromParty === "" ? 0 : row.fromParty)));
    form.insertListItem("stayMinutes", {
      key: newRowKey(),
      fromParty: Math.min(PARTY_MAX, largest + 2),
      minutes: rows.at(-1)?.minutes ?? "120",
    });
  };
  const listError = form.errors.stayMinutes;

  return (
    <Input.Wrapper
      label="How long a table is kept"
      description="Each row counts from its party size up to the next row's size."
    >
      <Stack gap="xs" mt="xs">
        {rows.map((row, index) => (
          <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
            <NumberInput
              label="Party size"
              w={100}
              hideControls
              min={1}
              max={PARTY_MAX}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps(`stayMinutes.${index}.fromParty`)}
            />
            <Select
              label="Keep the table for"
              data={STAY_CHOICES}
              allowDeselect={false}
              miw={0}
              style={{ flex: 1 }}
              {...form.getInputProps(`stayMinutes.${index}.minutes`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={30}
              aria-label={`Remove the row for parties of ${row.fromParty || "this size"} and more`}
              disabled={rows.length === 1}
              onClick={() => form.removeListItem("stayMinutes", index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        {listError ? (
          <Text c="red" fz="sm" role="alert">
            {listError}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={rows.length >= STAY_ROWS_MAX}
            onClick={addRow}
          >
            Add a party size
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

/** A length of time as hours and minutes side by side, under one label. */
export function DurationField({
  form,
  label,
  description,
  hours,
  minutes,
  maxHours,
}: {
  form: RulesForm;
  label: string;
  description?: string;
  hours: "leadHours" | "cancelHours";
  minutes: "leadMinutes" | "cancelMinutes";
  maxHours: number;
}) {
  const { error: hoursError, ...hoursProps } = form.getInputProps(hours);
  const { error: minutesError, ...minutesProps } = form.getInputProps(minutes);
  const error = hoursError ?? minutesError;
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Group gap="xs" wrap="nowrap" mt={4}>
        <NumberInput
          aria-label={`${label}: hours`}
          suffix=" hours"
          hideControls
          min={0}
          max={maxHours}
          allowDecimal={false}
          allowNegative={false}
          error={Boolean(error)}
          miw={0}
          style={{ flex: 1 }}
          {...hoursProps}
        />
        <NumberInput
          aria-label={`${label}: minutes`}
          suffix=" minutes"
          hideControls
          min={0}
          max={59}
          step={15}
          allowDecimal={false}
          allowNegative={false}
          error={Boolean(error)}
          miw={0}
          style={{ flex: 1 }}
          {...minutesProps}
        />
      </Group>
    </Input.Wrapper>
  );
}

/** Where the owner connects Stripe, which the no-show fee is charged through. */
const PAYMENTS_PATH = "/app/settings/payments";
/** The shared schema's ceiling for the fee, in minor units. */
const FEE_MAX_MINOR = 10_000_000;

/**
 * The card guarantee: big parties save a card when they book, and only a no-show is charged. The server's
 * refusal for want of a payments account shows by the switch, with the way to Payments.
 */
export function GuaranteeFields({
  form,
  currency,
  needsPayments,
}: {
  form: RulesForm;
  currency: Currency;
  needsPayments: boolean;
}) {
  const titleId = useId();
  const switchError = form.errors.hasGuarantee;
  return (
    <Stack gap="sm" role="group" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Title order={3} fz="md" id={titleId}>
          Card guarantee
        </Title>
        <Text fz="sm" c="dimmed">
          Guests save a card when they book. Nothing is charged unless you mark the party a no-show; then the
          fee is charged to the card.
        </Text>
      </Stack>
      <Switch
        label="Hold big parties' tables with a card"
        {...form.getInputProps("hasGuarantee", { type: "checkbox" })}
      />
      {switchError && needsPayments ? (
        <Group>
          <Button
            component={Link}
            to={PAYMENTS_PATH}
            variant="light"
            size="xs"
            leftSection={<IconCreditCard size={14} />}
          >
            Go to Settings → Payments
          </Button>
        </Group>
      ) : null}
      {form.values.hasGuarantee ? (
        <SimpleGrid type="container" cols={{ base: 1, "560px": 2 }} spacing="lg" verticalSpacing="lg">
          <NumberInput
            label="For parties of"
            description="Smaller parties book without a card."
            suffix=" or more"
            min={1}
            max={PARTY_MAX}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("guaranteeFromParty")}
          />
          <NumberInput
            label="No-show fee"
            description="One fee a booking, whatever its size."
            leftSection={<Text fz="sm">{currency.symbol}</Text>}
            min={0}
            max={toMajor(FEE_MAX_MINOR, currency.code)}
            step={1}
            decimalScale={currencyDigits(currency.code)}
            allowNegative={false}
            {...form.getInputProps("noShowFee")}
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
