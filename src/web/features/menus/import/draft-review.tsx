import { ActionIcon, Badge, Group, Paper, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { memo } from "react";
import { UNNAMED_GROUP } from "../../../../shared/common/constants.ts";
import { DESCRIPTION_MAX } from "../../../../shared/menus/menu.ts";
import type { DraftAction, DraftGroup, DraftItem } from "./draft-state.ts";
import { priceProblem } from "./draft-state.ts";

// The draft as the owner fixes it: group names, item names, descriptions, prices, which group an
// item is in, and lines dropped. Focusing a row highlights its lines on the original.

interface DraftReviewProps {
  groups: DraftGroup[];
  /** The lowest confidence of each node's lines, for the "check this" mark. */
  confidence: ReadonlyMap<string, number>;
  activeId: string | null;
  dispatch: (action: DraftAction) => void;
  onActive: (nodeId: string) => void;
}

export function DraftReview({ groups, confidence, activeId, dispatch, onActive }: DraftReviewProps) {
  const groupOptions = groups.map((group) => ({
    value: group.id,
    label: group.name.trim() || UNNAMED_GROUP,
  }));
  return (
    <Stack gap="md" aria-label="Draft menu">
      {groups.map((group, groupIndex) => (
        <Paper
          key={group.id}
          withBorder
          radius="md"
          p="sm"
          style={activeId === group.id ? { borderColor: "var(--mantine-color-yellow-6)" } : undefined}
        >
          <Group gap="xs" wrap="nowrap" mb="xs" onFocusCapture={() => onActive(group.id)}>
            <TextInput
              aria-label={`Group ${groupIndex + 1} name`}
              placeholder={UNNAMED_GROUP}
              value={group.name}
              onChange={(event) =>
                dispatch({ type: "renameGroup", groupId: group.id, name: event.currentTarget.value })
              }
              fw={600}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Drop group ${group.name || UNNAMED_GROUP}`}
              onClick={() => dispatch({ type: "removeGroup", groupId: group.id })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
          <Stack gap="xs">
            {group.items.length === 0 ? (
              <Text fz="sm" c="dimmed">
                No items in this group.
              </Text>
            ) : null}
            {group.items.map((entry) => (
              <DraftItemRow
                key={entry.id}
                entry={entry}
                groupId={group.id}
                groupOptions={groupOptions}
                confidence={confidence.get(entry.id)}
                isActive={activeId === entry.id}
                dispatch={dispatch}
                onActive={onActive}
              />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

const DraftItemRow = memo(function DraftItemRow({
  entry,
  groupId,
  groupOptions,
  confidence,
  isActive,
  dispatch,
  onActive,
}: {
  entry: DraftItem;
  groupId: string;
  groupOptions: { value: string; label: string }[];
  confidence: number | undefined;
  isActive: boolean;
  dispatch: (action: DraftAction) => void;
  onActive: (nodeId: string) => void;
}) {
  const name = entry.item.name || "this item";
  const problem = priceProblem(entry.priceText);
  return (
    <Paper
      p="xs"
      radius="sm"
      bg={isActive ? "yellow.0" : "gray.0"}
      role="group"
      aria-label={`Item ${entry.item.name}`}
      onFocusCapture={() => onActive(entry.id)}
    >
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          aria-label={`Name of ${name}`}
          placeholder="Item name"
          value={entry.item.name}
          onChange={(event) =>
            dispatch({ type: "renameItem", itemId: entry.id, name: event.currentTarget.value })
          }
          style={{ flex: "1 1 180px" }}
          rightSection={
            confidence !== undefined && confidence < 75 ? (
              <Badge size="xs" color="orange" variant="light" title={`Read ${Math.round(confidence)}% sure`}>
                check
              </Badge>
            ) : null
          }
          rightSectionWidth={confidence !== undefined && confidence < 75 ? 56 : undefined}
        />
        <TextInput
          aria-label={`Price of ${name}`}
          placeholder="Price"
          value={entry.priceText}
          error={problem}
          onChange={(event) =>
            dispatch({ type: "setPrice", itemId: entry.id, text: event.currentTarget.value })
          }
          // Sizes ("Small 9.00 / Large 14.00") take a row of their own on a phone.
          style={{ flex: entry.priceText.includes("/") ? "1 1 220px" : "1 1 110px" }}
          maw={entry.priceText.includes("/") ? undefined : 220}
        />
        <Group gap={4} wrap="nowrap" style={{ flex: "1 1 150px" }}>
          <Select
            aria-label={`Group of ${name}`}
            data={groupOptions}
            value={groupId}
            allowDeselect={false}
            onChange={(value) => value && dispatch({ type: "moveItem", itemId: entry.id, groupId: value })}
            style={{ flex: 1 }}
            comboboxProps={{ withinPortal: true }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Drop ${name}`}
            onClick={() => dispatch({ type: "removeItem", itemId: entry.id })}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
      <Textarea
        aria-label={`Description of ${name}`}
        placeholder="Description (optional)"
        value={entry.item.description}
        maxLength={DESCRIPTION_MAX}
        autosize
        minRows={1}
        maxRows={4}
        size="xs"
        mt={6}
        onChange={(event) =>
          dispatch({ type: "setDescription", itemId: entry.id, description: event.currentTarget.value })
        }
      />
    </Paper>
  );
});
