import { Alert, Button, Group } from "@mantine/core";
import { IconDownload, IconPlus, IconToolsKitchen2 } from "@tabler/icons-react";
import { EmptyState } from "../../../ui/empty-state.tsx";

interface AddGroupBarProps {
  groupCount: number;
  itemCount: number;
  onAddGroup: () => void;
  onImport: () => void;
}

/** Below the groups: New Group and Import items; a menu without groups says how to start. */
export function AddGroupBar({ groupCount, itemCount, onAddGroup, onImport }: AddGroupBarProps) {
  if (groupCount === 0) {
    return (
      <EmptyState
        icon={<IconToolsKitchen2 size={32} stroke={1.5} />}
        title="Your menu has no items yet"
        description="Start with a group such as Starters or Mains, then add your dishes. Or import items from one of our ready-made designs and adjust them."
        action={
          <Group justify="center">
            <Button leftSection={<IconPlus size={18} />} onClick={onAddGroup}>
              New Group
            </Button>
            <Button variant="default" leftSection={<IconDownload size={18} />} onClick={onImport}>
              Import items
            </Button>
          </Group>
        }
      />
    );
  }
  return (
    <>
      {itemCount === 0 ? (
        <Alert color="blue" variant="light" mt="md" title="This menu has no items yet">
          Guests would see an empty menu. Add items to a group, or import some from a design.
        </Alert>
      ) : null}
      <Group mt="lg" gap="sm">
        <Button variant="light" size="md" leftSection={<IconPlus size={18} />} onClick={onAddGroup}>
          New Group
        </Button>
        <Button variant="subtle" leftSection={<IconDownload size={18} />} onClick={onImport}>
          Import items
        </Button>
      </Group>
    </>
  );
}
