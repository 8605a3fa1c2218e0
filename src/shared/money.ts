import { DEFAULT_CURRENCY } from "./constants.ts";

const SYMBOL_TO_CODE: Record<string, string> = {
  $: "USD",
  US$: "USD",
  "€": "EUR",
  "£": "GBP",
  "¥": "JPY",
  "₹": "INR",
  "₩": "KRW",
  "₺": "TRY",
  "₽": "RUB",
  R$: "BRL",
  C$: "CAD",
  A$: "AUD",
  CHF: "CHF",
  kr: "SEK",
  zł: "PLN",
};

/** The ISO 4217 code for a currency as owners type it ("$", "€", or already "EUR"). */
export function currencyCode(currency: string | undefined): string {
  const value = (currency ?? DEFAULT_CURRENCY).trim();
  if (/^[A-Z]{3}$/.test(value)) return value;
  return SYMBOL_TO_CODE[value] ?? "USD";
}

/** "$12.50": the owner's symbol before the amount, always two decimals. */
export function formatPrice(price: number, currency: string | undefined): string {
  const symbol = (currency ?? DEFAULT_CURRENCY).trim() || DEFAULT_CURRENCY;
  const amount = price.toFixed(2);
  return /^[A-Z]{3}$/.test(symbol) ? `${amount} ${symbol}` : `${symbol}${amount}`;
}
