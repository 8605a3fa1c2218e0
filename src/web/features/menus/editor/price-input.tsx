import { TextInput, type TextInputProps } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import type { Currency } from "../../../../shared/common/money.ts";
import { PRICE_NOT_DIGITS, PriceSchema } from "../../../../shared/menus/menu.ts";
import { useFieldProblem } from "./use-field-problem.ts";

interface PriceInputProps extends Omit<TextInputProps, "value" | "onChange"> {
  value: number | null;
  onChange: (price: number | null) => void;
  currency: Currency;
}

const toText = (value: number | null) => (value === null ? "" : String(value));

/**
 * A price as the owner types it ("12." on the way to "12.50"): the text stays local, and only a price the shared
 * schema accepts reaches the menu, so the message shown is the server's. Refused text is reported to the editor
 * (use-field-problem.ts): the item stays open and nothing is saved until it is fixed.
 */
export function PriceInput({ value, onChange, currency, ...props }: PriceInputProps) {
  const [text, setText] = useState(() => toText(value));
  const [error, setError] = useState<string | null>(null);

  const textRef = useRef(text);
  textRef.current = text;

  useEffect(() => {
    // Another source changed the price (undo, a conflict resolution): show it unless it is what we typed.
    const current = textRef.current;
    const typed = current.trim() === "" ? null : Number(current);
    if (typed === value) return;
    setText(toText(value));
    setError(null);
  }, [value]);
  // A refused price keeps its item open and holds saving until it is fixed.
  useFieldProblem(error);

  return (
    <TextInput
      inputMode="decimal"
      leftSection={<span aria-hidden>{currency.symbol}</span>}
      placeholder="0.00"
      {...props}
      value={text}
      error={error}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        if (next.trim() === "") {
          setError(null);
          onChange(null);
          return;
        }
        const number = Number(next.trim());
        const parsed = PriceSchema.safeParse(Number.isFinite(number) ? number : Number.NaN);
        if (!parsed.success || !Number.isFinite(number)) {
          setError(parsed.success ? PRICE_NOT_DIGITS : (parsed.error.issues[0]?.message ?? null));
          return;
        }
        setError(null);
        onChange(parsed.data);
      }}
    />
  );
}
