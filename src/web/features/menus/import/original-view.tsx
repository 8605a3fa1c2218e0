import { Badge, Box, Group, Paper, ScrollArea, Stack, Text } from "@mantine/core";
import type { ImportDraft, ImportLine } from "../../../../shared/menu-import.ts";

// Issue 18 item 3: the original beside the draft. A photo shows where each line was read, the lines of the item
// being edited highlighted; a PDF or a scan lists its lines, the same ones marked.

const KIND_LABEL: Record<ImportLine["kind"], string> = {
  heading: "Group",
  item: "Item",
  description: "Description",
  price: "Price",
  other: "Not used",
};

export function OriginalView({
  draft,
  photoUrl,
  activeId,
  onPick,
}: {
  draft: ImportDraft;
  /** The dropped photo, shown as the owner took it. */
  photoUrl: string | null;
  /** The group or item being edited: its lines are highlighted. */
  activeId: string | null;
  onPick: (nodeId: string) => void;
}) {
  const page = draft.source.pages[0];
  if (photoUrl && page && draft.source.kind === "photo") {
    return (
      <Box pos="relative" style={{ lineHeight: 0 }} aria-label="The original photo">
        <img
          src={photoUrl}
          alt="The menu as uploaded"
          style={{ width: "100%", height: "auto", borderRadius: 8 }}
        />
        {draft.lines.map((line, index) => {
          if (!line.box) return null;
          const isActive = activeId !== null && line.nodeId === activeId;
          return (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never move
              key={index}
              data-active={isActive || undefined}
              title={`${line.text} (${Math.round(line.confidence)}% sure)`}
              onClick={() => line.nodeId && onPick(line.nodeId)}
              style={{
                position: "absolute",
                left: `${(line.box.x / page.width) * 100}%`,
                top: `${(line.box.y / page.height) * 100}%`,
                width: `${(line.box.width / page.width) * 100}%`,
                height: `${(line.box.height / page.height) * 100}%`,
                border: isActive
                  ? "2px solid var(--mantine-color-yellow-7)"
                  : "1px solid rgba(34, 139, 230, 0.35)",
                background: isActive ? "rgba(250, 204, 21, 0.35)" : "transparent",
                borderRadius: 3,
                cursor: line.nodeId ? "pointer" : "default",
              }}
            />
          );
        })}
      </Box>
    );
  }
  if (draft.lines.length === 0) {
    return (
      <Paper withBorder p="md" radius="md">
        <Text fz="sm" c="dimmed">
          Read from the spreadsheet's rows: {draft.nodes.length} groups with{" "}
          {draft.nodes.reduce((total, group) => total + group.nodes.length, 0)} items.
        </Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md">
      <ScrollArea.Autosize mah={640}>
        <Stack gap={0} aria-label="Lines read from the file">
          {draft.lines.map((line, index) => {
            const isActive = activeId !== null && line.nodeId === activeId;
            return (
              <Group
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never move
                key={index}
                gap="xs"
                wrap="nowrap"
                px="sm"
                py={6}
                data-active={isActive || undefined}
                onClick={() => line.nodeId && onPick(line.nodeId)}
                style={{
                  background: isActive ? "var(--mantine-color-yellow-1)" : undefined,
                  borderBottom: "1px solid var(--mantine-color-gray-2)",
                  cursor: line.nodeId ? "pointer" : "default",
                }}
              >
                <Badge size="xs" variant="light" color={line.kind === "other" ? "gray" : "blue"} w={86}>
                  {KIND_LABEL[line.kind]}
                </Badge>
                <Text
                  fz="sm"
                  style={{ flex: 1, overflowWrap: "anywhere" }}
                  c={line.kind === "other" ? "dimmed" : undefined}
                >
                  {line.text}
                </Text>
                {line.confidence < 100 ? (
                  <Text fz="xs" c={line.confidence < 60 ? "red" : "dimmed"}>
                    {Math.round(line.confidence)}%
                  </Text>
                ) : null}
              </Group>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
