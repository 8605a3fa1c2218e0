import { type Currency, toMajor } from "../../../shared/common/money.ts";
import type { GiftCardSettings } from "../../../shared/gift-cards/gift-cards.ts";
import { minorOf } from "../../ui/money-input.tsx";

// The gift card settings as the owner types them (amounts in the currency's major units, a box left empty while
// typing) and as the API takes them (minor units).

/** The shared schema's ceiling on preset amounts, so the "Add an amount" button stops where the server would. */
export const PRESETS_MAX = 6;

export interface PresetRow {
  /** Keeps a row's box in place while rows above it are removed. */
  key: string;
  amount: number | string;
}

export interface SellingValues {
  enabled: boolean;
  presets: PresetRow[];
  min: number | string;
  max: number | string;
}

let rowCount = 0;
export const newPresetRow = (amount: number | string = ""): PresetRow => ({
  key: `preset-${++rowCount}`,
  amount,
});

export const toSellingValues = (settings: GiftCardSettings, currency: Currency): SellingValues => ({
  enabled: settings.enabled,
  presets: settings.presets.map((amount) => newPresetRow(toMajor(amount, currency.code))),
  min: toMajor(settings.min, currency.code),
  max: toMajor(settings.max, currency.code),
});

const isEmpty = (amount: number | string) => typeof amount === "string" && amount.trim() === "";

/** A box added and left empty is no amount rather than a wrong one: the owner just did not need it. */
export const toSettings = (values: SellingValues, currency: Currency): GiftCardSettings => ({
  enabled: values.enabled,
  presets: values.presets.filter((row) => !isEmpty(row.amount)).map((row) => minorOf(row.amount, currency)),
  min: minorOf(values.min, currency),
  max: minorOf(values.max, currency),
});

/** The form's field for a request's path: every "presets.2" is the amounts' list, whose message shows under it. */
export function fieldOf(path: string): keyof SellingValues | null {
  const [head] = path.split(".");
  return head === "enabled" || head === "presets" || head === "min" || head === "max" ? head : null;
}
