import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Box } from "@mantine/core";
import { IconGripVertical } from "@tabler/icons-react";
import { memo, useEffect, useRef } from "react";
import type { MenuItem } from "../../../../shared/menus/menu.ts";
import { focusElement, focusWhenLost, isFocusLost } from "../../../ui/focus-when-lost.ts";
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
  const row = useRef<HTMLDivElement | null>(null);
  useRowFocus(row, isExpanded);
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
    <Box
      ref={(node: HTMLDivElement | null) => {
        setNodeRef(node);
        row.current = node;
      }}
      style={style}
      data-item-id={item.id}
    >
      {isExpanded ? (
        <ItemForm item={item} groupId={groupId} handle={handle} />
      ) : (
        <ItemView item={item} groupId={groupId} handle={handle} />
      )}
    </Box>
  );
});

/**
 * Opening an item swaps its Edit button for the form, and closing it (Done editing, Escape, the collapse icon)
 * the form for the button: focus would drop to the page each time. Opened, the item's name takes focus; closed,
 * its Edit button again, unless the owner put focus elsewhere (a click on another item).
 */
function useRowFocus(row: { current: HTMLDivElement | null }, isExpanded: boolean) {
  const was = useRef(isExpanded);
  useEffect(() => {
    if (was.current === isExpanded) return;
    was.current = isExpanded;
    if (isExpanded) {
      // At once, before a closing neighbour's watch below could hand focus to its own button.
      if (isFocusLost()) focusElement(row.current?.querySelector("textarea"));
      return;
    }
    return focusWhenLost(() => row.current?.querySelector<HTMLElement>('[aria-expanded="false"]'), 1_000);
  }, [isExpanded, row]);
}
