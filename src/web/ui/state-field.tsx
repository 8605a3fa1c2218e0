import { TextInput } from "@mantine/core";
import { isCanada, normalizeRegionOf, regionsOf } from "../../shared/common/geo.ts";
import { LazySelect } from "./lazy-select.tsx";

interface StateFieldProps {
  country?: string;
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  label?: string;
  withAsterisk?: boolean;
  readOnly?: boolean;
  onBlur?: () => void;
  /** Sign-up: the list's code comes at the first touch of the form (lazy-select.tsx). */
  isLoadedOnIntent?: boolean;
}

const optionsCache = new Map<Record<string, string>, { value: string; label: string }[]>();
function optionsOf(regions: Record<string, string>) {
  let options = optionsCache.get(regions);
  if (!options) {
    options = Object.entries(regions).map(([name, code]) => ({ value: code, label: name }));
    optionsCache.set(regions, options);
  }
  return options;
}

/**
 * A searchable list of US states (stored as the abbreviation); Canada's provinces
 * likewise, and free text for every other country.
 */
export function StateField({ country, value, onChange, label, ...props }: StateFieldProps) {
  const regions = regionsOf(country);
  if (regions) {
    const isProvince = isCanada(country);
    return (
      <LazySelect
        key={isProvince ? "provinces" : "states"}
        label={label ?? (isProvince ? "Province" : "State")}
        placeholder={isProvince ? "Choose a province" : "Choose a state"}
        data={optionsOf(regions)}
        searchable
        nothingFoundMessage={isProvince ? "No province matches" : "No state matches"}
        value={normalizeRegionOf(country, value)}
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
