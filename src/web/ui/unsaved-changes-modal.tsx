import { Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import type { Blocker } from "react-router";
import type { SaveStatus } from "../api/autosave.ts";

// Unsaved-changes confirmation: the editors (menu, website page) wait for a save before leaving,
// and ask only while it cannot finish.

const REASONS: Partial<Record<SaveStatus, string>> = {
  saving: "Saving your latest changes before you go…",
  error: "Your latest changes are not saved yet. If you leave now they will be lost.",
  invalid:
    "A field has a mistake (it is marked in red), so your latest changes are not saved. If you leave now they will be lost.",
};

/** Shown while a blocked leave waits for a save, when the save failed, or while a field holds refused text. */
export function UnsavedChangesModal({
  blocker,
  status,
  hasLeavePrompt = false,
}: {
  blocker: Blocker;
  status: SaveStatus;
  /** Another question about leaving is open (the menu editor's leave prompts): it speaks instead. */
  hasLeavePrompt?: boolean;
}) {
  const reason = REASONS[status];
  return (
    <Modal
      opened={blocker.state === "blocked" && !hasLeavePrompt && reason !== undefined}
      onClose={() => blocker.reset?.()}
      title="Unsaved changes"
    >
      <Stack>
        <Group gap="sm" wrap="nowrap">
          {status === "saving" ? <Loader size="sm" /> : null}
          <Text>{reason}</Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            Stay
          </Button>
          <Button color="red" variant="light" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
