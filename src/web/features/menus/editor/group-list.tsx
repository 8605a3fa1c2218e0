import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Group, Paper, Stack, Text } from "@mantine/core";
import { IconGripVertical } from "@tabler/icons-react";
import { memo, useCallback, useMemo, useRef, useState } from "react";
import { UNNAMED_GROUP } from "../../../../shared/common/constants.ts";
import type { MenuNodes } from "../../../../shared/menus/menu.ts";
import { findItem, moveGroup, moveItem } from "../../../../shared/menus/menu-tree.ts";
import { reorderAccessibility } from "../../../ui/reorder.tsx";
import { collisionByKind, type DragData, keyboardCoordinatesByKind } from "./dnd.ts";
import type { EditorAction } from "./editor-state.ts";
import { GroupCard } from "./group-card.tsx";
import classes from "./menu-editor.module.css";

// Module constants: new option objects on each render would give dnd-kit new activators, and every sortable row
// would re-render on every keystroke, and typing on a 500-item menu must stay fast
// (docs/requirements.md "Server and performance budgets").
const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };
const KEYBOARD_OPTIONS = { coordinateGetter: keyboardCoordinatesByKind };

/** The groups and their items, sortable by drag or keyboard; items can move between groups. */
export const GroupList = memo(function GroupList({
  nodes,
  expandedItemId,
  dispatch,
}: {
  nodes: MenuNodes;
  expandedItemId: string | null;
  dispatch: React.Dispatch<EditorAction>;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const groupKey = nodes.map((group) => group.id).join("|");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids change only when the key does
  const groupIds = useMemo(() => nodes.map((group) => group.id), [groupKey]);
  const expandedGroupId = expandedItemId
    ? nodes.find((group) => group.nodes.some((item) => item.id === expandedItemId))?.id
    : undefined;

  // The dragged group or item is drawn in an overlay, so it shows above every card (cards skip painting off
  // screen, which clips what moves inside them).
  const [dragging, setDragging] = useState<{ kind: string; label: string } | null>(null);
  const nodesRef = useRef(nodes);
  nodesRef.current = nodes;
  const onDragStart = useCallback(({ active }: DragStartEvent) => {
    const kind = (active.data.current as DragData | undefined)?.kind ?? "item";
    const id = String(active.id);
    const label =
      kind === "group"
        ? nodesRef.current.find((group) => group.id === id)?.name || UNNAMED_GROUP
        : findItem(nodesRef.current, id)?.item.name || "Untitled item";
    setDragging({ kind, label });
  }, []);

  // dnd-kit's spoken words name groups and items (and an item's target group) by name, never by id.
  const accessibility = useMemo(
    () =>
      reorderAccessibility((id) => {
        const key = String(id).replace(/^zone:/, "");
        const group = nodesRef.current.find((candidate) => candidate.id === key);
        if (group) return group.name || UNNAMED_GROUP;
        const found = findItem(nodesRef.current, key);
        return found ? found.item.name || "Untitled item" : undefined;
      }, "a group or an item"),
    [],
  );

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      setDragging(null);
      if (!over || active.id === over.id) return;
      const activeData = active.data.current as DragData | undefined;
      const overData = over.data.current as (DragData & { sortable?: { index: number } }) | undefined;
      if (!activeData || !overData) return;
      if (activeData.kind === "group") {
        const toIndex = overData.sortable?.index ?? 0;
        dispatch({ type: "nodes", update: (current) => moveGroup(current, String(active.id), toIndex) });
        return;
      }
      if (activeData.kind !== "item" || !overData.groupId) return;
      const toGroupId = overData.groupId;
      const toIndex = overData.kind === "group-zone" ? 0 : (overData.sortable?.index ?? 0);
      dispatch({
        type: "nodes",
        update: (current) => moveItem(current, String(active.id), toGroupId, toIndex),
      });
    },
    [dispatch],
  );

  if (nodes.length === 0) return null;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionByKind}
      onDragStart={onDragStart}
      onDragCancel={() => setDragging(null)}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={groupIds} strategy={verticalListSortingStrategy}>
        <Stack gap="lg" className={classes.groups}>
          {nodes.map((group) => (
            <GroupCard
              key={group.id}
              group={group}
              expandedItemId={group.id === expandedGroupId ? expandedItemId : null}
            />
          ))}
        </Stack>
      </SortableContext>
      <DragOverlay dropAnimation={null}>
        {dragging ? (
          <Paper shadow="lg" withBorder px="md" py="sm" radius="md" style={{ cursor: "grabbing" }}>
            <Group gap="xs" wrap="nowrap">
              <IconGripVertical size={18} color="var(--mantine-color-gray-6)" />
              <Text fw={dragging.kind === "group" ? 700 : 600}>{dragging.label}</Text>
            </Group>
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
});
