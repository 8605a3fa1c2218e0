import { useDroppable } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Badge, Box, Button, Group, Menu, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { IconDots, IconEye, IconEyeOff, IconGripVertical, IconPlus, IconTrash } from "@tabler/icons-react";
import { memo, useMemo } from "react";
import { UNNAMED_GROUP } from "../../../../shared/common/constants.ts";
import {
  DESCRIPTION_MAX,
  DescriptionSchema,
  type MenuGroup,
  NAME_MAX,
} from "../../../../shared/menus/menu.ts";
import { groupNameOrDefault } from "../../../../shared/menus/menu-tree.ts";
import hiddenLook from "../../../ui/hidden-look.module.css";
import { MoveMenuItems } from "../../../ui/reorder.tsx";
import { blurOnEnter, DeferredTextarea, oneLine } from "./deferred-field.tsx";
import type { DragData } from "./dnd.ts";
import { useEditorActions } from "./editor-context.ts";
import { ItemRow } from "./item-row.tsx";

interface GroupCardProps {
  group: MenuGroup;
  /** The expanded item when it is in this group, so other groups skip re-rendering. */
  expandedItemId: string | null;
}

/** A group (section) card: name, note, Show/Hide, and its items. */
export const GroupCard = memo(function GroupCard({ group, expandedItemId }: GroupCardProps) {
  const actions = useEditorActions();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: group.id, data: { kind: "group" } satisfies DragData });
  const itemKey = group.nodes.map((item) => item.id).join("|");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids change only when the key does
  const itemIds = useMemo(() => group.nodes.map((item) => item.id), [itemKey]);
  const isHidden = !group.available;
  const displayName = group.name.trim() || UNNAMED_GROUP;

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="lg"
      shadow={isDragging ? "lg" : "xs"}
      component="section"
      aria-label={`Group ${displayName}`}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: "relative",
        zIndex: isDragging ? 3 : undefined,
        opacity: isDragging ? 0.5 : 1,
        overflow: "visible",
      }}
    >
      <Box
        px="md"
        pt="md"
        pb="sm"
        className={isHidden ? hiddenLook.dimmed : undefined}
        style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
      >
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            aria-label={`Drag group ${displayName}`}
            style={{ cursor: "grab", touchAction: "none" }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={18} />
          </ActionIcon>
          <DeferredTextarea
            aria-label="Group name"
            placeholder={UNNAMED_GROUP}
            value={group.name}
            maxLength={NAME_MAX}
            variant="unstyled"
            size="lg"
            fw={700}
            autosize
            minRows={1}
            styles={{ input: { fontWeight: 700, fontSize: 20, lineHeight: 1.3, paddingBlock: 4 } }}
            onCommit={(name) => actions.updateGroup(group.id, { name: oneLine(name) })}
            onKeyDown={blurOnEnter}
            onBlur={(event) => {
              // An empty group name becomes "Unnamed Group" (docs/requirements.md "Menus").
              const name = groupNameOrDefault(oneLine(event.currentTarget.value));
              if (name !== group.name) actions.updateGroup(group.id, { name });
            }}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Tooltip label={isHidden ? "Show to guests" : "Hide from guests"} withArrow>
            <ActionIcon
              variant="subtle"
              color={isHidden ? "gray" : "dark"}
              aria-label={`${isHidden ? "Show" : "Hide"} group ${displayName}`}
              aria-pressed={isHidden}
              onClick={() => actions.updateGroup(group.id, { available: isHidden })}
            >
              {isHidden ? <IconEyeOff size={18} /> : <IconEye size={18} />}
            </ActionIcon>
          </Tooltip>
          <Menu position="bottom-end" shadow="md" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`More actions for group ${displayName}`}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <MoveGroupItems groupId={group.id} name={displayName} />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => actions.removeGroup(group.id)}
              >
                Remove group
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Group gap="xs" pl={36} mt={2}>
          <Text fz="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            {group.nodes.length} {group.nodes.length === 1 ? "item" : "items"}
          </Text>
          {isHidden ? (
            <Badge variant="outline" color="gray">
              Hidden
            </Badge>
          ) : null}
        </Group>
        <DeferredTextarea
          aria-label="Group note"
          placeholder="Add a note for this group (optional), e.g. All salads come with house bread"
          value={group.description}
          schema={DescriptionSchema}
          limit={DESCRIPTION_MAX}
          variant="unstyled"
          autosize
          minRows={1}
          maxRows={4}
          pl={36}
          styles={{ input: { color: "var(--mantine-color-gray-7)", fontSize: 14 } }}
          onCommit={(description) => actions.updateGroup(group.id, { description })}
        />
      </Box>
      <Box className={isHidden ? hiddenLook.dimmed : undefined}>
        <SortableContext id={group.id} items={itemIds} strategy={verticalListSortingStrategy}>
          <Stack gap={0} className="menu-item-list">
            {group.nodes.map((item) => (
              <ItemRow key={item.id} item={item} groupId={group.id} isExpanded={item.id === expandedItemId} />
            ))}
          </Stack>
        </SortableContext>
        {group.nodes.length === 0 ? <EmptyGroupZone groupId={group.id} /> : null}
      </Box>
      <Box px="md" py="sm" style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}>
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          onClick={() => actions.addItem(group.id)}
          aria-label={`Add item to ${displayName}`}
        >
          Add item
        </Button>
      </Box>
    </Paper>
  );
});

/** Move up / Move down among groups, read when the menu opens. */
function MoveGroupItems({ groupId, name }: { groupId: string; name: string }) {
  const actions = useEditorActions();
  const ids = actions.getGroups().map((group) => group.id);
  return (
    <MoveMenuItems
      name={name}
      index={ids.indexOf(groupId)}
      total={ids.length}
      onMove={(toIndex) => actions.moveGroupTo(groupId, toIndex)}
    />
  );
}

/** An empty group still takes items dragged from other groups. */
function EmptyGroupZone({ groupId }: { groupId: string }) {
  const { setNodeRef, isOver } = useDroppable({
    id: `zone:${groupId}`,
    data: { kind: "group-zone", groupId } satisfies DragData,
  });
  return (
    <Box
      ref={setNodeRef}
      m="md"
      p="lg"
      ta="center"
      style={{
        border: `1px dashed var(--mantine-color-${isOver ? "terracotta-5" : "gray-4"})`,
        borderRadius: "var(--mantine-radius-md)",
        background: isOver ? "var(--mantine-color-terracotta-0)" : undefined,
      }}
    >
      <Text fz="sm" c="dimmed">
        No items in this group yet. Add one, or drag an item here.
      </Text>
    </Box>
  );
}
