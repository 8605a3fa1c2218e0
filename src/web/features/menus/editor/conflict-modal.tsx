import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { Menu, MenuNodes } from "../../../../shared/menu.ts";
import { countAllItems } from "../../../../shared/menu-tree.ts";
import type { EditorState } from "./editor-state.ts";

export interface Conflict {
  current: Menu;
  mine: EditorState;
}

export type ConflictChoice = "mine" | "theirs" | "both";

function Summary({
  title,
  name,
  nodes,
  note,
}: {
  title: string;
  name: string;
  nodes: MenuNodes;
  note: string;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
        {title}
      </Text>
      <Text fw={700} mt={4}>
        {name || "(no name)"}
      </Text>
      <Text fz="sm" c="dimmed">
        {nodes.length} {nodes.length === 1 ? "group" : "groups"} · {countAllItems(nodes)}{" "}
        {countAllItems(nodes) === 1 ? "item" : "items"}
      </Text>
      <Text fz="xs" c="dimmed" mt={6}>
        {note}
      </Text>
    </Paper>
  );
}

/** A save found a newer version (409): the owner sees both and decides; nothing is dropped silently. */
export function ConflictModal({
  conflict,
  isBusy,
  onChoose,
}: {
  conflict: Conflict | null;
  isBusy: boolean;
  onChoose: (choice: ConflictChoice) => void;
}) {
  return (
    <Modal
      opened={conflict !== null}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="This menu changed somewhere else"
      size="lg"
      centered
    >
      {conflict ? (
        <Stack gap="md">
          <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
            Someone saved this menu in another window or device while you were editing. Your edits are safe
            here: choose which version to keep.
          </Alert>
          <SimpleGrid cols={2}>
            <Summary
              title="Your version"
              name={conflict.mine.name}
              nodes={conflict.mine.nodes}
              note="What you see in this window now."
            />
            <Summary
              title="Saved elsewhere"
              name={conflict.current.name}
              nodes={conflict.current.nodes}
              note={`The latest saved version (#${conflict.current.version}).`}
            />
          </SimpleGrid>
          <Stack gap="xs">
            <Button loading={isBusy} onClick={() => onChoose("mine")}>
              Keep mine
            </Button>
            <Button variant="default" disabled={isBusy} onClick={() => onChoose("both")}>
              Keep both (save mine as a copy)
            </Button>
            <Button variant="subtle" color="gray" disabled={isBusy} onClick={() => onChoose("theirs")}>
              Use theirs
            </Button>
          </Stack>
          <Group>
            <Text fz="xs" c="dimmed">
              "Keep mine" saves your version over the other one; "Keep both" opens the other version here and
              saves yours as a new menu.
            </Text>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
