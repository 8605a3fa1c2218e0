import type { NumberInputProps } from "@mantine/core";
import type { Currency } from "../../../shared/common/money.ts";
import { GIFT_CARD_MAX } from "../../../shared/gift-cards/gift-cards.ts";
import { MoneyInput as AmountInput } from "../../ui/money-input.tsx";

/** An amount of a gift card: never above the largest card the shared schema allows. */
export function MoneyInput(props: NumberInputProps & { currency: Currency }) {
  return <AmountInput maxMinor={GIFT_CARD_MAX} {...props} />;
}
