import { NumberInput, Radio, SimpleGrid, Stack } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { type Currency, formatMoney, toMinor } from "../../../shared/common/money.ts";
import { MoneyInput } from "../../ui/money-input.tsx";
import { MIN_SUBTOTAL_MAX, type ProgramValues } from "./loyalty-values.ts";

/** "$1", "¥1": the unit of spending a guest earns points for, in the business's currency. */
export const currencyUnit = (currency: Currency) =>
  formatMoney(toMinor(1, currency.code), currency, { wholeWithoutDecimals: true });

/** How guests earn: points for each unit spent or a stamp per order, how many, and the smallest order that earns. */
export function EarnFields({
  form,
  currency,
}: {
  form: UseFormReturnType<ProgramValues>;
  currency: Currency;
}) {
  const unit = currencyUnit(currency);
  const isStamps = form.values.earn.kind === "STAMP_PER_ORDER";
  return (
    <Stack gap="md">
      <Radio.Group label="How guests earn" {...form.getInputProps("earn.kind")}>
        <Stack gap="xs" mt="xs">
          <Radio value="POINTS_PER_UNIT" label={`Points for every ${unit} spent`} />
          <Radio value="STAMP_PER_ORDER" label="A stamp for every order" />
        </Stack>
      </Radio.Group>
      {/* Side by side only where the card is wide enough for both labels whole. */}
      <SimpleGrid type="container" cols={{ base: 1, "520px": 2 }} spacing="lg" verticalSpacing="sm">
        <NumberInput
          label={isStamps ? "Stamps for every order" : `Points for every ${unit} spent`}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          {...form.getInputProps("earn.points")}
        />
        <MoneyInput
          currency={currency}
          maxMinor={MIN_SUBTOTAL_MAX}
          label="Smallest order that earns"
          description="Orders below this earn nothing. Leave it at 0 for no minimum."
          {...form.getInputProps("earn.minSubtotal")}
        />
      </SimpleGrid>
    </Stack>
  );
}
