import {
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconEye, IconHistory } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { MESSAGES } from "../../../shared/common/messages.ts";
import type { RevisionSummary } from "../../../shared/revisions/revisions.ts";
import { api } from "../../api/client.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { readConfig, revisionsApi, revisionsKey } from "../../api/settings.ts";
import { formatSavedDate } from "../../ui/dates.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { GuestPreview } from "../../ui/guest-preview.tsx";
import { notifySuccess } from "../../ui/notify.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";

const REVISION_FAILED_MS = 5_000;

/** Settings → Saved Versions: the revisions autosave keeps, and bringing one back. */
export function SavedVersionsTab() {
  const { dashboard } = useDashboard();
  const businessId = dashboard.business.id;
  const queryClient = useQueryClient();
  const [previewing, setPreviewing] = useState<RevisionSummary | null>(null);
  const revisions = useQuery({
    queryKey: revisionsKey(businessId),
    queryFn: () => revisionsApi.list(businessId),
  });
  const saveNow = useMutation({
    mutationFn: () => api.post<RevisionSummary>(`/businesses/${encodeURIComponent(businessId)}/revision`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: revisionsKey(businessId) });
      notifySuccess(MESSAGES.savedSuccessfully);
    },
  });

  if (previewing) return <VersionPreview summary={previewing} onDone={() => setPreviewing(null)} />;

  return (
    <SettingsCard
      title="Saved versions"
      description="A snapshot of your menus, details and settings is saved every minute while you edit. Preview one and restore it if a change went wrong."
      aside={
        <Button variant="default" onClick={() => saveNow.mutate()} loading={saveNow.isPending}>
          Save a version now
        </Button>
      }
    >
      {revisions.isPending ? (
        <Center py="xl" role="status" aria-label="Loading saved versions">
          <Loader />
        </Center>
      ) : !revisions.data || revisions.data.length === 0 ? (
        <EmptyState
          icon={<IconHistory size={32} stroke={1.5} />}
          title="No saved versions yet"
          description="Versions appear here as you edit your menus and settings."
        />
      ) : (
        <Table verticalSpacing="sm" highlightOnHover aria-label="Saved versions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Saved</Table.Th>
              <Table.Th w={1}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {revisions.data.map((revision, index) => (
              <Table.Tr key={revision.id}>
                <Table.Td>
                  <Group gap="sm">
                    <Text fz="sm">{formatSavedDate(revision.createdDate)}</Text>
                    {index === 0 ? (
                      <Badge size="sm" variant="light">
                        Newest
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconEye size={14} />}
                    onClick={() => setPreviewing(revision)}
                    aria-label={`Preview the version of ${formatSavedDate(revision.createdDate)}`}
                  >
                    Preview
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </SettingsCard>
  );
}

function VersionPreview({ summary, onDone }: { summary: RevisionSummary; onDone: () => void }) {
  const { dashboard } = useDashboard();
  const businessId = dashboard.business.id;
  const queryClient = useQueryClient();
  const revision = useQuery({
    queryKey: [...revisionsKey(businessId), summary.id],
    queryFn: () => revisionsApi.get(businessId, summary.id),
  });
  const restore = useMutation({
    mutationFn: () => revisionsApi.apply(businessId, summary.id),
    onSuccess: async () => {
      // Restoring applies the revision and reloads.
      await queryClient.invalidateQueries();
      notifySuccess("The version was restored.");
      onDone();
    },
    onError: () =>
      notifications.show({ color: "red", message: MESSAGES.revisionFailed, autoClose: REVISION_FAILED_MS }),
    meta: { handlesErrors: true },
  });

  const menus = revision.data?.menus.filter((menu) => !menu.removed) ?? [];
  return (
    <Stack gap="lg">
      <Paper
        withBorder
        p="md"
        bg="yellow.0"
        component="section"
        aria-label="Version Preview"
        style={{ position: "sticky", top: 72, zIndex: 5 }}
      >
        <Group justify="space-between" gap="md">
          <Stack gap={2}>
            <Title order={2} fz="lg">
              Version Preview
            </Title>
            <Text fz="sm" c="dimmed">
              Saved {formatSavedDate(summary.createdDate)}. Nothing changes until you restore it.
            </Text>
          </Stack>
          <Group gap="sm">
            <Button variant="default" onClick={onDone} disabled={restore.isPending}>
              Cancel
            </Button>
            <Button onClick={() => restore.mutate()} loading={restore.isPending} disabled={!revision.data}>
              Restore this Version
            </Button>
          </Group>
        </Group>
      </Paper>
      {revision.isPending ? (
        <Center py="xl" role="status" aria-label="Loading the version">
          <Loader />
        </Center>
      ) : revision.data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Box maw={380}>
            <GuestPreview
              config={readConfig(revision.data.business.config)}
              location={revision.data.location}
              menus={revision.data.menus}
            />
          </Box>
          <Paper withBorder p="lg">
            <Stack gap="sm">
              <Title order={3} fz="md">
                In this version
              </Title>
              <Text fz="sm">
                <b>Business name:</b> {revision.data.location.name}
              </Text>
              <Text fz="sm">
                <b>Online ordering:</b> {revision.data.business.orderingEnabled ? "On" : "Off"}
              </Text>
              <Text fz="sm" fw={700}>
                Menus ({menus.length})
              </Text>
              {menus.length === 0 ? (
                <Text fz="sm" c="dimmed">
                  No menus
                </Text>
              ) : (
                <Stack gap={4} component="ul" style={{ margin: 0, paddingLeft: 18 }}>
                  {menus.map((menu) => (
                    <Text component="li" fz="sm" key={menu.id}>
                      {menu.name}{" "}
                      <Text component="span" c="dimmed" fz="sm">
                        · {menu.nodes.reduce((count, group) => count + group.nodes.length, 0)} items
                        {menu.active ? "" : " · inactive"}
                      </Text>
                    </Text>
                  ))}
                </Stack>
              )}
            </Stack>
          </Paper>
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
