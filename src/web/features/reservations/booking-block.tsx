import { useDraggable } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { Box, Loader, Text, UnstyledButton } from "@mantine/core";
import type { Reservation } from "../../../shared/reservations/reservations.ts";
import type { HostStatus } from "../../api/reservations.ts";
import { guestsText, minutesText, STATUS_COLORS, STATUS_LABELS, timeText } from "./book-times.ts";
import { GuaranteeIcon } from "./booking-guarantee.tsx";
import { BookingMenu } from "./booking-menu.tsx";
import { guaranteeWords } from "./guarantee-words.ts";
import { LANE_HEIGHT } from "./timeline-layout.ts";
import type { BlockData } from "./use-timeline-drag.ts";

/**
 * One booking on its table's row: who and how many, colored by status, and its card; a tap opens its menu. One
 * that still holds its table can be dragged to another time or table; while that move is asked it is marked busy.
 */
export function BookingBlock({
  booking,
  rowKey,
  left,
  width,
  top,
  use24HourFormat,
  canDrag,
  isBusy,
  onChoose,
  onMove,
}: {
  booking: Reservation;
  rowKey: string;
  left: string;
  width: string;
  top: number;
  use24HourFormat: boolean;
  canDrag: boolean;
  isBusy: boolean;
  onChoose: (status: HostStatus) => void;
  onMove: () => void;
}) {
  const data: BlockData = { booking, rowKey };
  // Tables pushed together show the booking on each of their rows: each block is a drag of its own.
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `${rowKey}/${booking.id}`,
    data,
    disabled: !canDrag,
  });
  const color = STATUS_COLORS[booking.status];
  const time = timeText(booking.time, use24HourFormat);
  // The block clips its words, so its label and tooltip carry the card's, and an icon marks that there is one.
  const card = guaranteeWords(booking.guarantee);
  const facts = [time, booking.guest.name, guestsText(booking.party), STATUS_LABELS[booking.status]];
  if (card) facts.push(card.text);
  return (
    <BookingMenu booking={booking} use24HourFormat={use24HourFormat} onChoose={onChoose} onMove={onMove}>
      <UnstyledButton
        ref={setNodeRef}
        // Only the instructions of dnd-kit's attributes: the block stays a button that opens a menu (its role,
        // its name), since the keyboard moves a booking through that menu, not by dragging.
        aria-describedby={canDrag ? attributes["aria-describedby"] : undefined}
        aria-busy={isBusy || undefined}
        {...listeners}
        aria-label={facts.join(", ")}
        title={facts.join(" · ")}
        pos="absolute"
        top={top}
        h={LANE_HEIGHT - 8}
        px={6}
        style={{
          left,
          width: `calc(${width} - 2px)`,
          background: `var(--mantine-color-${color}-light)`,
          color: `var(--mantine-color-${color}-light-color)`,
          borderLeft: `3px solid var(--mantine-color-${color}-filled)`,
          borderRadius: "var(--mantine-radius-sm)",
          overflow: "hidden",
          transform: CSS.Translate.toString(transform),
          zIndex: isDragging ? 3 : undefined,
          boxShadow: isDragging ? "var(--mantine-shadow-md)" : undefined,
          opacity: isBusy ? 0.6 : undefined,
          cursor: isBusy ? "progress" : isDragging ? "grabbing" : canDrag ? "grab" : undefined,
          // A finger resting on the block starts a drag: no text selection or callout menu in its way.
          userSelect: canDrag ? "none" : undefined,
          WebkitTouchCallout: canDrag ? "none" : undefined,
        }}
      >
        {isBusy ? <Loader size={10} pos="absolute" top={4} right={4} /> : null}
        <Text fz="xs" fw={700} truncate="end" lh={1.3}>
          {booking.guest.name}
        </Text>
        <Text fz="xs" truncate="end" lh={1.3}>
          {card && booking.guarantee ? <GuaranteeIcon view={booking.guarantee} /> : null}
          {booking.party} · {time}
        </Text>
      </UnstyledButton>
    </BookingMenu>
  );
}

/** The outline of where a dragged booking would land, with its new time, on the row under the pointer. */
export function DropOutline({
  left,
  width,
  minutes,
  use24HourFormat,
}: {
  left: string;
  width: string;
  minutes: number;
  use24HourFormat: boolean;
}) {
  return (
    <Box
      aria-hidden
      pos="absolute"
      top={2}
      bottom={2}
      px={4}
      style={{
        left,
        width: `calc(${width} - 2px)`,
        border: "2px dashed var(--mantine-color-blue-6)",
        borderRadius: "var(--mantine-radius-sm)",
        background: "var(--mantine-color-blue-0)",
        pointerEvents: "none",
      }}
    >
      <Text fz="xs" fw={700} c="blue.8" lh={1.6}>
        {minutesText(minutes, use24HourFormat)}
      </Text>
    </Box>
  );
}
