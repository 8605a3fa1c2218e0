import { Alert, Button, Group, List, Modal, Paper, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconArrowRight } from "@tabler/icons-react";
import type { Menu } from "../../../../shared/menus.ts";
import { useEditorSettings } from "./editor-context.ts";
import type { EditorState } from "./editor-state.ts";
import { describeDifference, diffMenus } from "./menu-diff.ts";

export interface Conflict {
  current: Menu;
  mine: EditorState;
}

export type ConflictChoice = "mine" | "theirs" | "both";

const LINES_MAX = 12;

/** Issue 11 §6: what differs, field by field, from the version saved elsewhere to the owner's. */
function Differences({ conflict }: { conflict: Conflict }) {
  const { currency } = useEditorSettings();
  const differences = diffMenus(conflict.current, conflict.mine, currency);
  return (
    <Paper withBorder p="md" radius="md">
      <Group gap={6} fz="xs" tt="uppercase" fw={700} c="dimmed" wrap="wrap">
        <Text span inherit>
          Saved elsewhere (version {conflict.current.version})
        </Text>
        <IconArrowRight size={14} aria-label="to" />
        <Text span inherit>
          Your version
        </Text>
      </Group>
      {differences.length === 0 ? (
        <Text fz="sm" mt={6}>
          Both versions have the same content.
        </Text>
      ) : (
        <List fz="sm" mt={6} spacing={4} aria-label="What differs">
          {differences.slice(0, LINES_MAX).map((difference) => {
            const line = describeDifference(difference);
            return (
              <List.Item key={line} style={{ overflowWrap: "anywhere" }}>
                {line}
              </List.Item>
            );
          })}
          {differences.length > LINES_MAX ? (
            <List.Item>
              and {differences.length - LINES_MAX} more{" "}
              {differences.length - LINES_MAX === 1 ? "difference" : "differences"}
            </List.Item>
          ) : null}
        </List>
      )}
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
    >
      {conflict ? (
        <Stack gap="md">
          <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
            Someone saved this menu in another window or device while you were editing. Your edits are safe
            here: choose which version to keep.
          </Alert>
          <Differences conflict={conflict} />
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
