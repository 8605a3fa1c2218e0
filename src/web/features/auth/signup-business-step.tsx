import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconArrowRight } from "@tabler/icons-react";
import { useEffect } from "react";
import type { RegisterBusiness } from "../../../shared/auth/auth.ts";
import { COUNTRIES, isUnitedStates, UNITED_STATES } from "../../../shared/common/geo.ts";
import { LazySelect } from "../../ui/lazy-select.tsx";
import { PhoneInput } from "../../ui/phone-input.tsx";
import { StateField } from "../../ui/state-field.tsx";
import { loadSignupChecks, signupChecks } from "./load-signup-checks.ts";
import classes from "./signup-business-step.module.css";

export const EMPTY_BUSINESS: RegisterBusiness = {
  name: "",
  phone: "",
  address: "",
  city: "",
  state: "",
  zip: "",
  country: UNITED_STATES,
};

interface BusinessStepProps {
  initialValues: RegisterBusiness;
  /** Messages the server gave for these fields after Register (shown when the owner is sent back here). */
  serverErrors: Record<string, string>;
  onNext: (values: RegisterBusiness) => void;
  /** The button's words: "Next" at sign-up, where the account step follows. */
  submitLabel?: string;
}

export function BusinessStep({
  initialValues,
  serverErrors,
  onNext,
  submitLabel = "Next",
}: BusinessStepProps) {
  const form = useForm<RegisterBusiness>({
    initialValues,
    // The server's schema, so the messages are the server's; see signup-checks.ts.
    validate: (values) => signupChecks()?.checkBusiness(values) ?? {},
  });

  useEffect(() => {
    if (Object.keys(serverErrors).length > 0) form.setErrors(serverErrors);
  }, [serverErrors, form.setErrors]);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void loadSignupChecks().then(() => form.onSubmit(onNext)());
      }}
      noValidate
    >
      <Stack gap="sm" mt="md">
        <TextInput
          label="Business name"
          placeholder="e.g. Harbor Street Bistro"
          autoComplete="organization"
          withAsterisk
          {...form.getInputProps("name")}
        />
        <PhoneInput
          label="Phone"
          withAsterisk
          value={form.values.phone}
          onChange={(digits) => form.setFieldValue("phone", digits)}
          error={form.errors.phone}
        />
        {/* The country decides the state list (US states, Canadian provinces, else free text). */}
        {/* The lists' code comes at the owner's first touch of the form, so the page's first load stays light. */}
        <LazySelect
          isLoadedOnIntent
          label="Country"
          data={[...COUNTRIES]}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No country matches"
          autoComplete="country-name"
          value={form.values.country || UNITED_STATES}
          onChange={(country) => {
            if (!country || country === form.values.country) return;
            form.setFieldValue("country", country);
            form.setFieldValue("state", "");
            form.clearFieldError("state");
            form.clearFieldError("zip");
          }}
        />
        <TextInput
          label="Address"
          placeholder="e.g. 210 Harbor Street"
          autoComplete="address-line1"
          withAsterisk
          {...form.getInputProps("address")}
        />
        <TextInput label="City" autoComplete="address-level2" withAsterisk {...form.getInputProps("city")} />
        <div className={classes.pair}>
          <StateField
            country={form.values.country}
            value={form.values.state}
            onChange={(state) => form.setFieldValue("state", state)}
            error={form.errors.state}
            withAsterisk
            isLoadedOnIntent
          />
          <TextInput
            label="Zip"
            autoComplete="postal-code"
            placeholder={isUnitedStates(form.values.country) ? "e.g. 94110" : undefined}
            withAsterisk
            {...form.getInputProps("zip")}
          />
        </div>
        <Group justify="flex-end" mt="sm">
          <Button type="submit" size="md" rightSection={<IconArrowRight size={18} />}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
