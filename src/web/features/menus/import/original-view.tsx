import { Badge, Box, Group, Paper, ScrollArea, Stack, Text } from "@mantine/core";
import type { ImportDraft, ImportLine } from "../../../../shared/menu-import/menu-import.ts";

// The original beside the draft. A photo, or a PDF's pages as the server rendered them, shows where
// each line was read, the lines of the item being edited highlighted; without a page image the lines are listed.

const KIND_LABEL: Record<ImportLine["kind"], string> = {
  heading: "Group",
  item: "Item",
  description: "Description",
  price: "Price",
  other: "Not used",
};

/** One page of the original as an image, each line read from it marked where it was found. */
function PageWithLines({
  src,
  alt,
  size,
  lines,
  activeId,
  onPick,
}: {
  src: string;
  alt: string;
  /** The page's size in the units of its lines' boxes. */
  size: { width: number; height: number };
  lines: ImportLine[];
  activeId: string | null;
  onPick: (nodeId: string) => void;
}) {
  return (
    <Box pos="relative" style={{ lineHeight: 0 }}>
      <img
        src={src}
        alt={alt}
        style={{
          width: "100%",
          height: "auto",
          borderRadius: 8,
          border: "1px solid var(--mantine-color-gray-3)",
        }}
      />
      {lines.map((line, index) => {
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
              left: `${(line.box.x / size.width) * 100}%`,
              top: `${(line.box.y / size.height) * 100}%`,
              width: `${(line.box.width / size.width) * 100}%`,
              height: `${(line.box.height / size.height) * 100}%`,
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
  const firstPage = draft.source.pages[0];
  if (photoUrl && firstPage && draft.source.kind === "photo") {
    return (
      <PageWithLines
        src={photoUrl}
        alt="The menu as uploaded"
        size={firstPage}
        lines={draft.lines}
        activeId={activeId}
        onPick={onPick}
      />
    );
  }
  // A PDF's pages come rendered by the server (its text layer's or its scan's), one under another.
  const pageImages = draft.source.pages.flatMap((page, index) =>
    page.image ? [{ ...page, image: page.image, number: index + 1 }] : [],
  );
  if (pageImages.length > 0) {
    const count = draft.source.pages.length;
    return (
      <ScrollArea.Autosize mah="80vh" type="auto">
        <Stack gap="sm">
          {pageImages.map((page) => (
            <PageWithLines
              key={page.number}
              src={page.image}
              alt={`Page ${page.number} of ${count} as uploaded`}
              size={page}
              lines={draft.lines.filter((line) => line.page === page.number)}
              activeId={activeId}
              onPick={onPick}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
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
