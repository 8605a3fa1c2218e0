import {
  type DndContextProps,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  PointerSensor,
  type PointerSensorOptions,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { getEventCoordinates } from "@dnd-kit/utilities";
import { type PointerEvent as ReactPointerEvent, useMemo, useRef, useState } from "react";
import type { Zone } from "../../../shared/ordering/order-times.ts";
import type { DiningTable, Reservation } from "../../../shared/reservations/reservations.ts";
import { wallMinutes } from "./book-times.ts";
import { DRAG_INSTRUCTIONS, type DragNow, dragAnnouncements } from "./timeline-drag-words.ts";
import {
  type DragOrigin,
  type DropGrid,
  type DropPlace,
  type DropRow,
  dropPlace,
  moveOf,
  type TimelineMove,
} from "./timeline-drop.ts";
import { HEADER_HEIGHT } from "./timeline-layout.ts";

/** What a booking block tells the drag about itself. */
export interface BlockData {
  booking: Reservation;
  rowKey: string;
}

/** Where a drop would land, drawn as an outline while the block is dragged. */
export interface DropPreview extends DropPlace {
  length: number;
}

// A tap or a click opens the block's menu, so a drag starts only once a mouse has gone a few pixels, or a finger
// has rested on the block for a moment; a finger that moves at once scrolls the timeline as before.
const POINTER_OPTIONS = { activationConstraint: { distance: 8 } };
const TOUCH_OPTIONS = { activationConstraint: { delay: 250, tolerance: 8 } };

/**
 * dnd-kit's pointer sensor for a mouse or a pen only. A finger fires pointer events too, and would start a drag
 * after a few pixels where the host meant to scroll: a finger is the touch sensor's, which waits for it to rest.
 */
class MouseOrPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: "onPointerDown" as const,
      handler: ({ nativeEvent }: ReactPointerEvent, { onActivation }: PointerSensorOptions) => {
        if (!nativeEvent.isPrimary || nativeEvent.button !== 0 || nativeEvent.pointerType === "touch")
          return false;
        onActivation?.({ event: nativeEvent });
        return true;
      },
    },
  ];
}

interface Drag extends DragNow {
  grid: DropGrid;
  origin: DragOrigin;
}

/**
 * Moving bookings by dragging their blocks on the timeline: the DndContext's sensors, words and handlers, the
 * outline of where a drop would land, and the ref of the rows' frame to measure. A drop that changes the time
 * or the table goes to `onDrop`; one off the rows, or back where it was, changes nothing.
 */
export function useTimelineDrag({
  date,
  range,
  minWidth,
  rows,
  tables,
  zone,
  use24HourFormat,
  onDrop,
}: {
  date: string;
  range: { start: number; end: number };
  minWidth: number;
  rows: readonly DropRow[];
  tables: readonly DiningTable[];
  zone: Zone;
  use24HourFormat: boolean;
  onDrop: (move: TimelineMove) => void;
}) {
  const gridRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [preview, setPreview] = useState<DropPreview | null>(null);
  const sensors = useSensors(
    useSensor(MouseOrPenSensor, POINTER_OPTIONS),
    useSensor(TouchSensor, TOUCH_OPTIONS),
  );
  const accessibility = useMemo(
    () => ({
      announcements: dragAnnouncements(() => drag.current, tables, use24HourFormat),
      screenReaderInstructions: DRAG_INSTRUCTIONS,
    }),
    [tables, use24HourFormat],
  );

  const follow = (delta: { x: number; y: number }) => {
    const current = drag.current;
    if (!current) return null;
    current.place = dropPlace(current.grid, current.origin, delta);
    return current.place;
  };

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const data = active.data.current as BlockData | undefined;
    const frame = gridRef.current;
    if (!data || !frame) return;
    // The frame moves with the hours' scrolling, so the pointer's place in it is its place on the hours.
    const box = frame.getBoundingClientRect();
    const pointer = getEventCoordinates(activatorEvent) ?? { x: box.left, y: box.top };
    drag.current = {
      booking: data.booking,
      place: null,
      // Before layout (or in a test) the frame measures nothing; the hours are then their least width.
      grid: { range, width: Math.max(frame.offsetWidth, minWidth), rows },
      origin: {
        rowKey: data.rowKey,
        start: wallMinutes(data.booking.time, date),
        tableIds: data.booking.tableIds,
        grab: { x: pointer.x - box.left, y: pointer.y - box.top - HEADER_HEIGHT },
      },
    };
  };

  const onDragMove = ({ delta }: DragMoveEvent) => {
    const booking = drag.current?.booking;
    const place = follow(delta);
    setPreview((shown) => {
      if (!place || !booking) return null;
      if (shown?.minutes === place.minutes && shown.rowKey === place.rowKey) return shown;
      return { ...place, length: wallMinutes(booking.endsAt, date) - wallMinutes(booking.time, date) };
    });
  };

  const onDragEnd = ({ delta }: DragEndEvent) => {
    const booking = drag.current?.booking;
    const place = follow(delta);
    setPreview(null);
    const move = booking && place ? moveOf(booking, place, { date, zone, tables }) : null;
    if (move) onDrop(move);
  };

  const onDragCancel = () => {
    if (drag.current) drag.current.place = null;
    setPreview(null);
  };

  const context: DndContextProps = {
    sensors,
    accessibility,
    onDragStart,
    onDragMove,
    onDragEnd,
    onDragCancel,
  };
  return { gridRef, preview, context };
}
