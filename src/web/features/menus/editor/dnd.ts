import {
  type CollisionDetection,
  closestCenter,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";

// One DndContext holds groups and items, because an item can move to another group; every draggable therefore
// only "sees" the drop targets of its own kind, with the pointer and with the keyboard alike.

export type DragKind = "group" | "item" | "group-zone";

export interface DragData {
  kind: DragKind;
  groupId?: string;
}

function accepts(active: unknown, target: unknown): boolean {
  if (active === "item") return target === "item" || target === "group-zone";
  return active === target;
}

export const collisionByKind: CollisionDetection = (args) => {
  const kind = args.active.data.current?.kind;
  return closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter((container) =>
      accepts(kind, container.data.current?.kind),
    ),
  });
};

/** The sortable keyboard moves (arrow keys), limited to targets of the dragged kind. */
export const keyboardCoordinatesByKind: KeyboardCoordinateGetter = (event, args) => {
  const { context } = args;
  const kind = context.active?.data.current?.kind;
  const all = context.droppableContainers;
  const entries: [DroppableContainer["id"], DroppableContainer][] = [];
  for (const container of all.values()) {
    if (accepts(kind, container.data.current?.kind)) entries.push([container.id, container]);
  }
  const Filtered = all.constructor as new (
    entries: [DroppableContainer["id"], DroppableContainer][],
  ) => typeof all;
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...context, droppableContainers: new Filtered(entries) },
  });
};
