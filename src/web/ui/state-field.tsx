import { Select, TextInput } from "@mantine/core";
import { isUnitedStates, US_STATES } from "../../shared/geo.ts";

const STATE_OPTIONS = Object.entries(US_STATES).map(([name, code]) => ({ value: code, label: name }));

interface StateFieldProps {
  country?: string;
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  label?: string;
  withAsterisk?: boolean;
  readOnly?: boolean;
  onBlur?: () => void;
}

/** seed 000 §5: a searchable list of US states (stored as the abbreviation); free text elsewhere. */
export function StateField({ country, value, onChange, label = "State", ...props }: StateFieldProps) {
  if (isUnitedStates(country)) {
    return (
      <Select
        label={label}
        placeholder="Choose a state"
        data={STATE_OPTIONS}
        searchable
        nothingFoundMessage="No state matches"
        value={value || null}
        onChange={(next) => onChange(next ?? "")}
        autoComplete="off"
        {...props}
      />
    );
  }
  return (
    <TextInput
      label="State / Province"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoComplete="address-level1"
      {...props}
    />
  );
}
