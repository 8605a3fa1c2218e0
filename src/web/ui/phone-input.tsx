import { TextInput, type TextInputProps } from "@mantine/core";
import { formatUsPhoneInput, phoneDigits } from "../../shared/common/phone.ts";

interface PhoneInputProps extends Omit<TextInputProps, "value" | "onChange"> {
  /** Digits only, as stored. */
  value: string;
  onChange: (digits: string) => void;
}

/** Digits only, shown as (###) ###-#### while typing. */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="e.g. (555) 123-4567"
      {...props}
      value={formatUsPhoneInput(value)}
      onChange={(event) => onChange(phoneDigits(event.currentTarget.value).slice(0, 10))}
    />
  );
}
