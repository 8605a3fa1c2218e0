import { ActionIcon, Button, Center, Group, Loader, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { DiningTable } from "../../../shared/reservations/reservations.ts";
import {
  dayBookingsKey,
  deleteDiningTable,
  diningTablesKey,
  useDiningTables,
} from "../../api/reservations.ts";
import { errorMessage } from "../../ui/form-errors.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { SettingsCard } from "../../ui/settings-card.tsx";
import { DiningTableModal } from "./dining-table-modal.tsx";

/** The tables by area, areas in alphabetical order and the tables without one first. */
function byArea(tables: readonly DiningTable[]): [string, DiningTable[]][] {
  const areas = new Map<string, DiningTable[]>();
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true })))
    areas.set(table.area, [...(areas.get(table.area) ?? []), table]);
  return [...areas.entries()].sort(([a], [b]) => a.localeCompare(b));
}

const seats = (table: DiningTable) =>
  table.minSeats === table.maxSeats
    ? `${table.maxSeats} ${table.maxSeats === 1 ? "guest" : "guests"}`
    : `${table.minSeats} to ${table.maxSeats} guests`;

/** Settings → Reservations → Tables: the tables guests are seated at, which the book lays out by row. */
export function DiningTablesCard({ businessId }: { businessId: string }) {
  const queryClient = useQueryClient();
  const tables = useDiningTables(businessId);
  const [editing, setEditing] = useState<DiningTable | "new" | null>(null);
  const [removing, setRemoving] = useState<DiningTable | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: diningTablesKey(businessId) }),
      queryClient.invalidateQueries({ queryKey: dayBookingsKey(businessId) }),
    ]);
  const list = tables.data ?? [];
  const nameOf = (id: string) => list.find((table) => table.id === id)?.name;

  return (
    <SettingsCard
      title="Tables"
      description="Each booking gets the smallest free table that seats its party, or two tables pushed together."
      aside={
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing("new")}>
          Add table
        </Button>
      }
    >
      {tables.isPending ? (
        <Center py="md" role="status" aria-label="Loading tables">
          <Loader size="sm" />
        </Center>
      ) : tables.isError ? (
        <Text c="red" fz="sm" role="alert">
          {errorMessage(tables.error)}
        </Text>
      ) : list.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No tables yet. Guests can book once you add the tables they may sit at.
        </Text>
      ) : (
        <Stack gap="lg">
          {byArea(list).map(([area, inArea]) => (
            <Stack key={area || "no-area"} gap="xs" component="section" aria-label={area || "No area"}>
              <Title order={3} fz="sm" c="dimmed" tt="uppercase">
                {area || "No area"}
              </Title>
              {inArea.map((table) => (
                <Paper key={table.id} withBorder px="sm" py="xs">
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Stack gap={0} miw={0}>
                      <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                        {table.name}
                      </Text>
                      <Text fz="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                        {seats(table)}
                        {table.combinableWith.length > 0
                          ? ` · Pushed together with ${table.combinableWith.map(nameOf).filter(Boolean).join(", ")}`
                          : ""}
                      </Text>
                    </Stack>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${table.name}`}
                        onClick={() => setEditing(table)}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${table.name}`}
                        onClick={() => setRemoving(table)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Paper>
              ))}
            </Stack>
          ))}
        </Stack>
      )}
      {editing ? (
        <DiningTableModal
          businessId={businessId}
          table={editing === "new" ? null : editing}
          tables={list}
          onClose={() => setEditing(null)}
          onSaved={async (saved) => {
            await refresh();
            setEditing(null);
            notifySuccess(`Table ${saved.name} was saved.`);
          }}
        />
      ) : null}
      {removing ? (
        <RemoveTableModal
          businessId={businessId}
          table={removing}
          onClose={() => setRemoving(null)}
          onRemoved={async () => {
            await refresh();
            setRemoving(null);
            notifySuccess(`Table ${removing.name} was removed.`);
          }}
        />
      ) : null}
    </SettingsCard>
  );
}

/** Asks before a table goes; a table that bookings ahead still hold stays, and the server's sentence says why. */
function RemoveTableModal({
  businessId,
  table,
  onClose,
  onRemoved,
}: {
  businessId: string;
  table: DiningTable;
  onClose: () => void;
  onRemoved: () => Promise<void>;
}) {
  const [isRemoving, setIsRemoving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = async () => {
    setIsRemoving(true);
    setRefusal(null);
    try {
      await deleteDiningTable(businessId, table.id);
      await onRemoved();
    } catch (error) {
      setRefusal(errorMessage(error));
      setIsRemoving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Remove ${table.name}?`}>
      <Stack gap="md">
        <Text>Guests will no longer be seated at {table.name}.</Text>
        {refusal ? (
          <Text c="red" fz="sm" role="alert">
            {refusal}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={isRemoving} onClick={() => void remove()}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
