import { Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { LocationResponse } from "../../../shared/businesses/businesses.ts";
import { formatUsPhone } from "../../../shared/common/phone.ts";
import { fetchLocation, locationKey } from "../../api/businesses.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { LocationFormModal } from "./location-form.tsx";
import { LocationsCard } from "./locations-card.tsx";

/** Settings → Location. Only the owner flag shows Edit Location. */
export function LocationTab() {
  const { dashboard } = useDashboard();
  const businessId = dashboard.business.id;
  const [isEditing, setIsEditing] = useState(false);
  const location = useQuery({ queryKey: locationKey(businessId), queryFn: () => fetchLocation(businessId) });

  if (location.isPending) {
    return (
      <Center py="xl" role="status" aria-label="Loading location">
        <Loader />
      </Center>
    );
  }
  if (!location.data) return null;

  return (
    <Stack gap="lg">
      {isEditing ? (
        <LocationFormModal
          businessId={businessId}
          location={location.data}
          onDone={() => setIsEditing(false)}
        />
      ) : null}
      <LocationSummary
        location={location.data}
        canEdit={dashboard.member.owner}
        onEdit={() => setIsEditing(true)}
      />
      <LocationsCard />
    </Stack>
  );
}

interface LocationSummaryProps {
  location: LocationResponse;
  canEdit: boolean;
  onEdit: () => void;
}

function LocationSummary({ location, canEdit, onEdit }: LocationSummaryProps) {
  const address = [
    location.address,
    location.address2,
    [location.city, [location.state, location.zip].filter(Boolean).join(" ")].filter(Boolean).join(", "),
    location.country,
  ].filter(Boolean);
  const links = [
    ["Website", location.website],
    ["X", location.twitter],
    ["Facebook", location.facebook],
    ["Instagram", location.instagram],
  ] as const;

  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }}>
      <Group justify="space-between" align="flex-start" mb="lg" gap="md">
        <Stack gap={4}>
          <Title order={2} fz="xl">
            {location.name}
          </Title>
          <Text c="dimmed" fz="sm">
            Shown to guests on your menu page.
          </Text>
        </Stack>
        {canEdit ? (
          <Button leftSection={<IconPencil size={16} />} onClick={onEdit}>
            Edit Location
          </Button>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        <Detail label="Address" lines={address} />
        <Detail
          label="Contact"
          lines={[location.phone ? formatUsPhone(location.phone) : "", location.email].filter(Boolean)}
        />
        <Detail
          label="Online"
          lines={links.filter(([, value]) => value).map(([name, value]) => `${name}: ${value}`)}
        />
      </SimpleGrid>
    </Paper>
  );
}

function Detail({ label, lines }: { label: string; lines: string[] }) {
  return (
    <Stack gap={4}>
      <Text fz="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.6 }}>
        {label}
      </Text>
      {lines.length === 0 ? (
        <Text c="dimmed" fz="sm">
          Not added yet
        </Text>
      ) : (
        lines.map((line) => (
          <Text key={line} fz="sm" style={{ overflowWrap: "anywhere" }}>
            {line}
          </Text>
        ))
      )}
    </Stack>
  );
}
