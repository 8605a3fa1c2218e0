import { Button, Divider, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { LocationResponse } from "../../../shared/businesses/businesses.ts";
import { type LocationInput, LocationSchema } from "../../../shared/businesses/businesses.ts";
import { LOCATION_NAME_MAX } from "../../../shared/common/constants.ts";
import { COUNTRIES, normalizeRegionOf, regionsOf, UNITED_STATES } from "../../../shared/common/geo.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { locationKey, saveLocation } from "../../api/businesses.ts";
import { applyServerErrors } from "../../ui/form-errors.ts";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { PhoneInput } from "../../ui/phone-input.tsx";
import { StateField } from "../../ui/state-field.tsx";

type LocationValues = Required<LocationInput>;

const FIELDS = [
  "name",
  "address",
  "address2",
  "city",
  "state",
  "zip",
  "country",
  "phone",
  "email",
  "website",
  "twitter",
  "facebook",
  "instagram",
] as const;

function toValues(location: LocationResponse): LocationValues {
  return {
    name: location.name,
    address: location.address,
    address2: location.address2,
    city: location.city,
    state: location.state,
    zip: location.zip,
    country: location.country || UNITED_STATES,
    phone: location.phone,
    email: location.email,
    website: location.website,
    twitter: location.twitter,
    facebook: location.facebook,
    instagram: location.instagram,
  };
}

interface LocationFormProps {
  businessId: string;
  location: LocationResponse;
  onDone: () => void;
}

/**
 * The "Edit location" modal. Closing it with changes not saved (Cancel, the close button, Escape, a click
 * outside) asks first, so a slip of the hand never throws an owner's typing away.
 */
export function LocationFormModal({ businessId, location, onDone }: LocationFormProps) {
  const isPhone = useMediaQuery("(max-width: 36em)");
  const [isDirty, setIsDirty] = useState(false);
  const [isWarning, setIsWarning] = useState(false);
  const close = () => (isDirty ? setIsWarning(true) : onDone());
  return (
    <>
      <Modal opened onClose={close} title="Edit location" size="xl" fullScreen={isPhone}>
        <LocationForm
          businessId={businessId}
          location={location}
          onDone={onDone}
          onCancel={close}
          onDirty={setIsDirty}
        />
      </Modal>
      <Modal
        opened={isWarning}
        onClose={() => setIsWarning(false)}
        title="Discard your changes?"
        aria-label="Edit-location warning"
        zIndex={300}
      >
        <Stack>
          <Text>Your changes to this location are not saved. If you close now they will be lost.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsWarning(false)} data-autofocus>
              Keep editing
            </Button>
            <Button color="red" variant="light" onClick={onDone}>
              Discard changes
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function LocationForm({
  businessId,
  location,
  onDone,
  onCancel,
  onDirty,
}: LocationFormProps & { onCancel: () => void; onDirty: (isDirty: boolean) => void }) {
  const queryClient = useQueryClient();
  const initialValues = toValues(location);
  const form = useForm<LocationValues>({
    initialValues,
    validate: schemaResolver(LocationSchema, { sync: true }), // the server's own rules and messages
    onValuesChange: (values) => onDirty(JSON.stringify(values) !== JSON.stringify(initialValues)),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const saved = await saveLocation(businessId, values);
      queryClient.setQueryData(locationKey(businessId), saved);
      await queryClient.invalidateQueries({ queryKey: ["dashboard"] });
      await queryClient.invalidateQueries({ queryKey: ["locations"] });
      notifySuccess(MESSAGES.savedSuccessfully);
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setFieldError, FIELDS);
      notifyError(error);
    }
  });

  const changeCountry = (country: string | null) => {
    const next = country ?? UNITED_STATES;
    form.setFieldValue("country", next);
    // A state the new country's list (US states, Canadian provinces) lacks is cleared rather than kept unseen.
    if (regionsOf(next)) form.setFieldValue("state", normalizeRegionOf(next, form.values.state) ?? "");
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <Text c="dimmed" fz="sm">
          Guests see these details on your menu page.
        </Text>
        <TextInput
          label="Business name"
          withAsterisk
          description={`${form.values.name.length}/${LOCATION_NAME_MAX} characters`}
          {...form.getInputProps("name")}
        />
        <Divider label="Address" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Address"
            autoComplete="address-line1"
            withAsterisk
            {...form.getInputProps("address")}
          />
          <TextInput
            label="Address line 2"
            autoComplete="address-line2"
            placeholder="Suite, floor (optional)"
            {...form.getInputProps("address2")}
          />
          <TextInput
            label="City"
            autoComplete="address-level2"
            withAsterisk
            {...form.getInputProps("city")}
          />
          <StateField
            country={form.values.country}
            value={form.values.state}
            onChange={(state) => form.setFieldValue("state", state)}
            error={form.errors.state}
            withAsterisk
          />
          <TextInput label="Zip" autoComplete="postal-code" withAsterisk {...form.getInputProps("zip")} />
          <Select
            label="Country"
            data={[...COUNTRIES]}
            searchable
            allowDeselect={false}
            nothingFoundMessage="No country matches"
            value={form.values.country}
            onChange={changeCountry}
            error={form.errors.country}
          />
        </SimpleGrid>
        <Divider label="Contact" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PhoneInput
            label="Phone"
            value={form.values.phone}
            onChange={(digits) => form.setFieldValue("phone", digits)}
            error={form.errors.phone}
          />
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps("email")} />
          <TextInput
            label="Website"
            placeholder="https://"
            autoComplete="url"
            {...form.getInputProps("website")}
          />
        </SimpleGrid>
        <Divider label="Social" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput label="X" placeholder="@yourplace" {...form.getInputProps("twitter")} />
          <TextInput
            label="Facebook"
            placeholder="facebook.com/yourplace"
            {...form.getInputProps("facebook")}
          />
          <TextInput label="Instagram" placeholder="@yourplace" {...form.getInputProps("instagram")} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
