import { Alert, Button, Group, List, Modal, Paper, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconArrowRight } from "@tabler/icons-react";

// A save met a newer version (409). The editors (menu, website page) show what differs
// and let the owner decide; nothing is dropped silently.

export type ConflictChoice = "mine" | "theirs" | "both";

const LINES_MAX = 12;

/** What differs, line by line, from the version saved elsewhere to the owner's. */
function Differences({ version, lines }: { version: number; lines: string[] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group gap={6} fz="xs" tt="uppercase" fw={700} c="dimmed" wrap="wrap">
        <Text span inherit>
          Saved elsewhere (version {version})
        </Text>
        <IconArrowRight size={14} aria-label="to" />
        <Text span inherit>
          Your version
        </Text>
      </Group>
      {lines.length === 0 ? (
        <Text fz="sm" mt={6}>
          Both versions have the same content.
        </Text>
      ) : (
        <List fz="sm" mt={6} spacing={4} aria-label="What differs">
          {lines.slice(0, LINES_MAX).map((line) => (
            <List.Item key={line} style={{ overflowWrap: "anywhere" }}>
              {line}
            </List.Item>
          ))}
          {lines.length > LINES_MAX ? (
            <List.Item>
              and {lines.length - LINES_MAX} more{" "}
              {lines.length - LINES_MAX === 1 ? "difference" : "differences"}
            </List.Item>
          ) : null}
        </List>
      )}
    </Paper>
  );
}

export function ConflictDialog({
  conflict,
  thing,
  isBusy,
  onChoose,
}: {
  /** The newer version's number and what differs; null while there is no conflict. */
  conflict: { version: number; differences: string[] } | null;
  /** What is edited: "menu", "page". */
  thing: string;
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
      title={`This ${thing} changed somewhere else`}
      size="lg"
    >
      {conflict ? (
        <Stack gap="md">
          <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
            Someone saved this {thing} in another window or device while you were editing. Your edits are safe
            here: choose which version to keep.
          </Alert>
          <Differences version={conflict.version} lines={conflict.differences} />
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
          <Text fz="xs" c="dimmed">
            "Keep mine" saves your version over the other one; "Keep both" opens the other version here and
            saves yours as a new {thing}.
          </Text>
        </Stack>
      ) : null}
    </Modal>
  );
}
