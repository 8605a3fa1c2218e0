import { Alert, Badge, Button, Group, Modal, SimpleGrid, Stack, Table, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconCopy, IconInfoCircle, IconPlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { Business } from "../../../shared/businesses/businesses.ts";
import { type LocationInput, LocationSchema } from "../../../shared/businesses/businesses.ts";
import { EXTRA_LOCATION_MONTHLY_USD } from "../../../shared/common/constants.ts";
import { UNITED_STATES } from "../../../shared/common/geo.ts";
import { useLocationsQuery } from "../../api/businesses.ts";
import { api } from "../../api/client.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { setActiveBusiness } from "../../api/session.ts";
import { applyServerErrors } from "../../ui/form-errors.ts";
import { notifyError } from "../../ui/notify.ts";
import { PhoneInput } from "../../ui/phone-input.tsx";
import { SettingsCard } from "../../ui/settings-card.tsx";
import { StateField } from "../../ui/state-field.tsx";
import { CopyMenusModal, placeName } from "../../widgets/menus/copy-menus-modal.tsx";

export const EXTRA_LOCATION_NOTICE = `An extra location costs $${EXTRA_LOCATION_MONTHLY_USD} per month`;

/** The member's locations: switch, add (an extra location is billed), copy menus. */
export function LocationsCard() {
  const { dashboard } = useDashboard();
  const navigate = useNavigate();
  const locations = useLocationsQuery();
  const [isAdding, setIsAdding] = useState(false);
  const [isCopying, setIsCopying] = useState(false);
  const places = locations.data ?? [];
  const others = places.filter((place) => place.id !== dashboard.business.id);

  const switchTo = (businessId: string) => {
    setActiveBusiness(businessId);
    navigate("/app");
  };

  return (
    <SettingsCard
      title="Your locations"
      description="Each location has its own menus, hours and public link. The one you work on is kept on this device."
      aside={
        <Group gap="sm">
          {others.length > 0 ? (
            <Button variant="default" leftSection={<IconCopy size={16} />} onClick={() => setIsCopying(true)}>
              Copy menus
            </Button>
          ) : null}
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setIsAdding(true)}>
            Add location
          </Button>
        </Group>
      }
    >
      <Table verticalSpacing="sm" aria-label="Locations">
        <Table.Tbody>
          {places.map((place) => (
            <Table.Tr key={place.id}>
              <Table.Td>
                <Text fw={600} fz="sm">
                  {placeName(place)}
                </Text>
                <Text c="dimmed" fz="xs">
                  {[place.location.city, place.location.state].filter(Boolean).join(", ") || "No address yet"}
                </Text>
              </Table.Td>
              <Table.Td>
                {/* The two marks wrap under each other on a phone instead of shrinking. */}
                <Group gap="xs" justify="flex-end">
                  <Badge variant="light" color={place.published ? "teal" : "gray"}>
                    {place.published ? "Published" : "Not published"}
                  </Badge>
                  {place.id === dashboard.business.id ? (
                    <Badge variant="outline">Current location</Badge>
                  ) : (
                    <Button size="xs" variant="subtle" onClick={() => switchTo(place.id)}>
                      Switch to {placeName(place)}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {isAdding ? <AddLocationModal onClose={() => setIsAdding(false)} onSwitch={switchTo} /> : null}
      {isCopying ? (
        <CopyMenusModal
          fromId={dashboard.business.id}
          locations={places}
          onClose={() => setIsCopying(false)}
        />
      ) : null}
    </SettingsCard>
  );
}

function AddLocationModal({ onClose, onSwitch }: { onClose: () => void; onSwitch: (id: string) => void }) {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<Business | null>(null);
  const form = useForm<Required<LocationInput>>({
    initialValues: {
      name: "",
      address: "",
      address2: "",
      city: "",
      state: "",
      zip: "",
      country: UNITED_STATES,
      phone: "",
      email: "",
      website: "",
      twitter: "",
      facebook: "",
      instagram: "",
    },
    validate: schemaResolver(LocationSchema, { sync: true }),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const business = await api.post<Business>("/businesses", values);
      await queryClient.invalidateQueries({ queryKey: ["locations"] });
      setCreated(business);
    } catch (error) {
      applyServerErrors(error, form.setFieldError, Object.keys(values));
      notifyError(error);
    }
  });

  return (
    <Modal opened onClose={onClose} size="lg" title="Add a location">
      {created ? (
        <Stack gap="lg">
          <Text>
            <b>{form.values.name}</b> was added. It starts with no menus: copy yours from another location or
            create new ones.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => onSwitch(created.id)}>Switch to {form.values.name}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
              {EXTRA_LOCATION_NOTICE}, added to your subscription.
            </Alert>
            <TextInput label="Business name" withAsterisk {...form.getInputProps("name")} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Address" withAsterisk {...form.getInputProps("address")} />
              <TextInput label="City" withAsterisk {...form.getInputProps("city")} />
              <StateField
                country={form.values.country}
                value={form.values.state}
                onChange={(state) => form.setFieldValue("state", state)}
                error={form.errors.state}
                withAsterisk
              />
              <TextInput label="Zip" withAsterisk {...form.getInputProps("zip")} />
              <PhoneInput
                label="Phone"
                value={form.values.phone}
                onChange={(digits) => form.setFieldValue("phone", digits)}
                error={form.errors.phone}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={form.submitting}>
                Add location
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
