import { Badge, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconBuildingStore, IconMapPin } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { formatUsPhone } from "../../../shared/common/phone.ts";
import { useLocationsQuery } from "../../api/businesses.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { setActiveBusiness } from "../../api/session.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageHeader } from "../../ui/page-header.tsx";

/** `places`: every location of the member (GET /v1/members/locations). */
export function PlacesPage() {
  const { dashboard } = useDashboard();
  const navigate = useNavigate();
  const locations = useLocationsQuery();

  return (
    <>
      <PageHeader
        title="Your locations"
        description="Each location has its own menus, hours and public link."
      />
      {locations.isPending ? (
        <Center py="xl" role="status" aria-label="Loading locations">
          <Loader />
        </Center>
      ) : !locations.data || locations.data.length === 0 ? (
        <EmptyState
          icon={<IconBuildingStore size={32} stroke={1.5} />}
          title="No locations to show"
          description="Your locations appear here with their address and whether their menu is published."
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {locations.data.map((place) => {
            const isCurrent = place.id === dashboard.business.id;
            const { location } = place;
            return (
              <Card key={place.id} padding="lg">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Title order={2} fz="lg" lineClamp={1} miw={0}>
                      {location.name || "Unnamed location"}
                    </Title>
                    <Badge variant="light" color={place.published ? "teal" : "gray"}>
                      {place.published ? "Published" : "Not published"}
                    </Badge>
                  </Group>
                  <Group gap={6} c="dimmed" wrap="nowrap">
                    <IconMapPin size={16} aria-hidden />
                    <Text fz="sm">
                      {[
                        location.address,
                        location.city,
                        [location.state, location.zip].filter(Boolean).join(" "),
                      ]
                        .filter(Boolean)
                        .join(", ") || "No address yet"}
                    </Text>
                  </Group>
                  {location.phone ? (
                    <Text fz="sm" c="dimmed">
                      {formatUsPhone(location.phone)}
                    </Text>
                  ) : null}
                  <Group mt="xs">
                    {isCurrent ? (
                      <Badge variant="outline">Current location</Badge>
                    ) : (
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => {
                          setActiveBusiness(place.id);
                          navigate("/app");
                        }}
                      >
                        Switch to {location.name || "this location"}
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </>
  );
}
