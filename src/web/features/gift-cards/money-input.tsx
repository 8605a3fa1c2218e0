import { NumberInput, type NumberInputProps, Text } from "@mantine/core";
import { type Currency, currencyDigits, toMajor } from "../../../shared/common/money.ts";
import { GIFT_CARD_MAX } from "../../../shared/gift-cards/gift-cards.ts";

/**
 * An amount in the business's currency as the owner thinks of it ($25.00): its symbol in front, as many decimals
 * as the currency has, never negative (a sign is chosen apart, so a phone's number pad is enough).
 */
export function MoneyInput({ currency, ...props }: NumberInputProps & { currency: Currency }) {
  return (
    <NumberInput
      leftSection={
        <Text fz="sm" c="dimmed">
          {currency.symbol}
        </Text>
      }
      min={0}
      max={toMajor(GIFT_CARD_MAX, currency.code)}
      decimalScale={currencyDigits(currency.code)}
      thousandSeparator=","
      allowNegative={false}
      inputMode="decimal"
      hideControls
      {...props}
    />
  );
}
