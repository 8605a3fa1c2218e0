import { type SelectProps, TextInput } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { type ComponentType, useEffect, useRef, useState } from "react";
import { onFirstIntent } from "../first-intent.ts";

type SelectComponent = ComponentType<SelectProps>;

let loaded: SelectComponent | null = null;
let loading: Promise<SelectComponent> | null = null;

/** Mantine's Select (its combobox and floating layer, about 34 KB compressed), fetched once. */
function loadSelect(): Promise<SelectComponent> {
  loading ??= import("./select-field.tsx").then((module) => {
    loaded = module.Select as SelectComponent;
    return loaded;
  });
  return loading.catch((error: unknown) => {
    loading = null;
    throw error;
  });
}

interface LazySelectProps extends SelectProps {
  /** Fetch the list at the owner's first touch of the page (a sign-in form), else as soon as it is drawn. */
  isLoadedOnIntent?: boolean;
}

type Option = string | { value: string; label: string };

const labelOf = (data: SelectProps["data"], value: string | null | undefined) => {
  if (!value) return "";
  const option = ((data ?? []) as Option[]).find((entry) =>
    typeof entry === "string" ? entry === value : entry.value === value,
  );
  return option === undefined ? value : typeof option === "string" ? option : option.label;
};

/**
 * A searchable list whose code comes when it is wanted. Until then it draws the same field, which
 * already takes focus and typing: once the list has arrived it takes over with what was typed, open.
 */
export function LazySelect({ isLoadedOnIntent = false, ...props }: LazySelectProps) {
  const [Select, setSelect] = useState<SelectComponent | null>(() => loaded);
  const [typed, setTyped] = useState<string | null>(null);
  // Whether the field has focus now: the list that arrives takes it over, open on what was typed, only then.
  const isFocused = useRef(false);

  useEffect(() => {
    if (Select) return;
    let isCurrent = true;
    const load = () =>
      void loadSelect()
        .then((component) => {
          if (isCurrent) setSelect(() => component);
        })
        .catch(() => {
          // Offline for a moment: the field asks again at its next focus.
        });
    let stop = () => {};
    if (isLoadedOnIntent) stop = onFirstIntent(load);
    else load();
    return () => {
      isCurrent = false;
      stop();
    };
  }, [Select, isLoadedOnIntent]);

  if (Select)
    return (
      <Select
        {...props}
        {...(typed === null ? {} : { defaultSearchValue: typed })}
        defaultDropdownOpened={isFocused.current && typed !== null}
        autoFocus={isFocused.current || props.autoFocus}
      />
    );

  const { label, placeholder, error, withAsterisk, required, disabled, readOnly, autoComplete, onBlur } =
    props;
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      error={error}
      withAsterisk={withAsterisk}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      autoComplete={autoComplete}
      onBlur={(event) => {
        isFocused.current = false;
        onBlur?.(event);
      }}
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      value={typed ?? labelOf(props.data, props.value)}
      onFocus={() => {
        isFocused.current = true;
        void loadSelect().then(
          (component) => setSelect(() => component),
          () => {},
        );
      }}
      onChange={(event) => setTyped(event.currentTarget.value)}
      rightSection={<IconChevronDown size={16} stroke={1.5} aria-hidden />}
      rightSectionPointerEvents="none"
    />
  );
}
