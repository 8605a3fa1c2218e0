import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Box } from "@mantine/core";
import { IconGripVertical } from "@tabler/icons-react";
import { memo } from "react";
import type { MenuItem } from "../../../../shared/menus/menu.ts";
import type { DragData } from "./dnd.ts";
import { ItemForm } from "./item-form.tsx";
import { itemLabel } from "./item-format.ts";
import { ItemView } from "./item-view.tsx";

interface ItemRowProps {
  item: MenuItem;
  groupId: string;
  isExpanded: boolean;
}

/** One item of a group card, sortable: a compact line (view) or its form (edit). */
export const ItemRow = memo(function ItemRow({ item, groupId, isExpanded }: ItemRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, data: { kind: "item", groupId } satisfies DragData });
  const style = {
    transform: CSS.Translate.toString(transform),
    transition,
    zIndex: isDragging ? 2 : undefined,
    opacity: isDragging ? 0.4 : 1,
    position: "relative" as const,
  };
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={`Drag item ${itemLabel(item)}`}
      style={{ cursor: "grab", touchAction: "none" }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={18} />
    </ActionIcon>
  );
  return (
    <Box ref={setNodeRef} style={style} data-item-id={item.id}>
      {isExpanded ? (
        <ItemForm item={item} groupId={groupId} handle={handle} />
      ) : (
        <ItemView item={item} groupId={groupId} handle={handle} />
      )}
    </Box>
  );
});
