import { NumberInput, type NumberInputProps, Text } from "@mantine/core";
import { type Currency, currencyDigits, toMajor, toMinor } from "../../shared/common/money.ts";

// An amount typed in the business's currency, shared by the screens that take one (gift cards, loyalty rewards):
// the owner types major units ($25.00), the API takes minor units (2500).

/**
 * An amount in the business's currency as the owner thinks of it ($25.00): its symbol in front, as many decimals
 * as the currency has, never negative (a sign is chosen apart, so a phone's number pad is enough), at most
 * `maxMinor` (the schema's ceiling, in minor units).
 */
export function MoneyInput({
  currency,
  maxMinor,
  ...props
}: NumberInputProps & { currency: Currency; maxMinor: number }) {
  return (
    <NumberInput
      leftSection={
        <Text fz="sm" c="dimmed">
          {currency.symbol}
        </Text>
      }
      min={0}
      max={toMajor(maxMinor, currency.code)}
      decimalScale={currencyDigits(currency.code)}
      thousandSeparator=","
      allowNegative={false}
      inputMode="decimal"
      hideControls
      {...props}
    />
  );
}

/**
 * A typed amount in major units (12.5) as the API's minor units (1250), or NaN when the field is empty or out
 * of range: the shared schema then refuses it with its own sentence.
 */
export function minorOf(value: number | string, currency: Currency): number {
  // The number field answers a string while what is typed is not yet a plain number ("20.50", "20."): read it.
  const major = typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);
  if (!Number.isFinite(major)) return Number.NaN;
  try {
    return toMinor(major, currency.code);
  } catch {
    return Number.NaN;
  }
}
