import type {
  Announcements,
  DndContextProps,
  ScreenReaderInstructions,
  UniqueIdentifier,
} from "@dnd-kit/core";
import { ActionIcon, Group, Menu } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { useRef } from "react";
import { isFocusLost } from "./focus-when-lost.ts";

// Reordering without a mouse. Dragging by keyboard is possible but hard to follow, and dnd-kit's own words name
// the dragged thing by its id ("Draggable item d3563a8e-… was moved over droppable area …"), so every sortable
// list speaks in its things' names here, and offers "Move up" / "Move down" beside the drag handle.

const ANNOUNCER_ID = "reorder-announcer";

/** Says a sentence through one polite live region kept at the end of the page. */
export function announce(message: string) {
  let region = document.getElementById(ANNOUNCER_ID);
  if (!region) {
    region = document.createElement("div");
    region.id = ANNOUNCER_ID;
    region.setAttribute("role", "status");
    region.setAttribute("aria-live", "polite");
    region.setAttribute("aria-atomic", "true");
    // Visually hidden, as Mantine's VisuallyHidden does, but outside React: it outlives the screen that spoke.
    Object.assign(region.style, {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
    });
    document.body.append(region);
  }
  // The same sentence twice in a row (two moves down) is read twice only when the text changes in between.
  region.textContent = "";
  const target = region;
  window.setTimeout(() => {
    target.textContent = message;
  }, 50);
}

/** "Margherita moved to position 3 of 5." */
export function movedSentence(name: string, index: number, total: number) {
  return `${name} moved to position ${index + 1} of ${total}.`;
}

interface SortableData {
  sortable?: { containerId: UniqueIdentifier; index: number; items: UniqueIdentifier[] };
}

function placeOf(data: unknown) {
  const sortable = (data as SortableData | undefined)?.sortable;
  return sortable
    ? { container: sortable.containerId, index: sortable.index, total: sortable.items.length }
    : null;
}

/**
 * dnd-kit's screen reader words for one sortable list, in names: `nameOf` answers the name of a dragged thing, or
 * of a list (a group of items) by its id, or undefined for a list without a name.
 */
export function reorderAccessibility(
  nameOf: (id: UniqueIdentifier) => string | undefined,
  what = "an entry",
): NonNullable<DndContextProps["accessibility"]> {
  const name = (id: UniqueIdentifier) => nameOf(id) || "The entry";
  const where = (
    active: { data: { current?: unknown } },
    over: { id: UniqueIdentifier; data: { current?: unknown } },
  ) => {
    const from = placeOf(active.data.current);
    const to = placeOf(over.data.current);
    if (!to) return `over ${nameOf(over.id) ?? "an empty list"}`;
    const isOtherList = from !== null && from.container !== to.container;
    const list = isOtherList ? nameOf(to.container) : undefined;
    return `to position ${to.index + 1} of ${to.total + (isOtherList ? 1 : 0)}${list ? ` in ${list}` : ""}`;
  };
  // dnd-kit reports the dragged thing over its own place as the drag starts: said then, it would replace
  // "Picked up …" before a screen reader reads it. Back over its own place after a move, it is said.
  let hasMoved = false;
  const announcements: Announcements = {
    onDragStart({ active }) {
      hasMoved = false;
      const place = placeOf(active.data.current);
      return `Picked up ${name(active.id)}.${place ? ` Position ${place.index + 1} of ${place.total}.` : ""}`;
    },
    onDragOver({ active, over }) {
      if (over?.id === active.id && !hasMoved) return undefined;
      hasMoved = true;
      return over
        ? `${name(active.id)} moved ${where(active, over)}.`
        : `${name(active.id)} is not over a place.`;
    },
    onDragEnd({ active, over }) {
      return over
        ? `${name(active.id)} dropped, moved ${where(active, over)}.`
        : `${name(active.id)} dropped.`;
    },
    onDragCancel({ active }) {
      return `Moving ${name(active.id)} was cancelled; it is back where it was.`;
    },
  };
  const screenReaderInstructions: ScreenReaderInstructions = {
    draggable: `To move ${what}, press space or enter to pick it up, the arrow keys to move it, space or enter to drop it, escape to cancel. Its menu also has Move up and Move down.`,
  };
  return { announcements, screenReaderInstructions };
}

interface MoveProps {
  name: string;
  index: number;
  total: number;
  /** Moves the thing to `toIndex` and saves it as a drag would. */
  onMove: (toIndex: number) => void;
}

function moveAndAnnounce({ name, total, onMove }: MoveProps, toIndex: number) {
  onMove(toIndex);
  announce(movedSentence(name, toIndex, total));
}

/**
 * "Move up" / "Move down" inside a thing's own menu (Mantine Menu): the menu gives focus back to its button,
 * which moves with the thing, so focus stays on what moved.
 */
export function MoveMenuItems(props: MoveProps) {
  const { index, total } = props;
  if (total < 2) return null;
  return (
    <>
      {index > 0 ? (
        <Menu.Item leftSection={<IconArrowUp size={16} />} onClick={() => moveAndAnnounce(props, index - 1)}>
          Move up
        </Menu.Item>
      ) : null}
      {index < total - 1 ? (
        <Menu.Item
          leftSection={<IconArrowDown size={16} />}
          onClick={() => moveAndAnnounce(props, index + 1)}
        >
          Move down
        </Menu.Item>
      ) : null}
    </>
  );
}

/**
 * Two small buttons, "Move Garlic aioli up" / "… down", for rows without a menu. Focus stays on the button
 * pressed, or on the other one when the thing reached an end of the list and the pressed one turned off.
 */
export function MoveButtons(props: MoveProps) {
  const { name, index, total } = props;
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  if (total < 2) return null;
  const move = (toIndex: number, pressed: typeof up, other: typeof up, isAtEnd: boolean) => {
    moveAndAnnounce(props, toIndex);
    // The list may be drawn anew a frame or a few later (a query's data set, then its observers told): until
    // then the button to focus may still be disabled. Each frame, for a moment, focus goes to it while focus
    // is still on the pressed button, lost, or on a button just disabled; never when the owner moved on.
    const target = isAtEnd ? other : pressed;
    const started = performance.now();
    const settle = () => {
      const button = target.current;
      const active = document.activeElement as HTMLButtonElement | null;
      const isStillHere = active === pressed.current || isFocusLost() || active?.disabled === true;
      if (button && !button.disabled && active !== button && isStillHere) button.focus();
      if (performance.now() - started < 1_500) requestAnimationFrame(settle);
    };
    requestAnimationFrame(settle);
  };
  return (
    <Group gap={0} wrap="nowrap" style={{ flexShrink: 0 }}>
      <ActionIcon
        ref={up}
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => move(index - 1, up, down, index - 1 === 0)}
      >
        <IconChevronUp size={16} />
      </ActionIcon>
      <ActionIcon
        ref={down}
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={`Move ${name} down`}
        disabled={index === total - 1}
        onClick={() => move(index + 1, down, up, index + 1 === total - 1)}
      >
        <IconChevronDown size={16} />
      </ActionIcon>
    </Group>
  );
}
