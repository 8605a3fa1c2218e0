import { DndContext } from "@dnd-kit/core";
import { Box, Group, Paper, ScrollArea, Stack, Text } from "@mantine/core";
import { useLayoutEffect, useRef } from "react";
import type { Zone } from "../../../shared/ordering/order-times.ts";
import {
  type DiningTable,
  HOLDING_STATUSES,
  type Reservation,
} from "../../../shared/reservations/reservations.ts";
import type { HostStatus } from "../../api/reservations.ts";
import { hourMark, inLanes, isOff, tableName, timelineFocus, wallMinutes } from "./book-times.ts";
import { BookingBlock, DropOutline } from "./booking-block.tsx";
import type { TimelineMove } from "./timeline-drop.ts";
import { AREA_HEIGHT, HEADER_HEIGHT, LANE_HEIGHT, NAMES_WIDTH, QUARTER_WIDTH } from "./timeline-layout.ts";
import { useTimelineDrag } from "./use-timeline-drag.ts";

// The day by table for a tablet or a desktop: a row per table, the day's hours across, each booking a block as
// long as its stay. Laid out in percentages of the day's span, so it fills the width it gets; below a
// readable width per quarter hour it scrolls sideways inside its own frame, the table names staying put. A
// booking that still holds its table is moved by dragging its block (a tap still opens its menu).

/** How much of the day before the first booking (or now) shows when the timeline opens, for context. */
const LEAD_MINUTES = 60;

interface Row {
  key: string;
  name: string;
  /** The row's table; null for an area's heading and the row of bookings without a table. */
  tableId: string | null;
  /** How many it seats, for a table; null for an area's heading. */
  detail: string | null;
  bookings: Reservation[];
}

const seatsText = (table: DiningTable) =>
  table.minSeats === table.maxSeats
    ? `${table.maxSeats} seats`
    : `${table.minSeats} to ${table.maxSeats} seats`;

/** A row per table under its area's heading (areas by name), and one for bookings whose tables are gone. */
function rowsOf(tables: readonly DiningTable[], bookings: readonly Reservation[]): Row[] {
  const sorted = [...tables].sort(
    (a, b) => a.area.localeCompare(b.area) || a.name.localeCompare(b.name, undefined, { numeric: true }),
  );
  const hasAreas = sorted.some((table) => table.area !== "");
  const rows: Row[] = [];
  for (const [index, table] of sorted.entries()) {
    if (hasAreas && table.area !== sorted[index - 1]?.area)
      rows.push({
        key: `area-${table.area}`,
        name: table.area || "No area",
        tableId: null,
        detail: null,
        bookings: [],
      });
    rows.push({
      key: table.id,
      name: tableName(table.name),
      tableId: table.id,
      detail: seatsText(table),
      bookings: bookings.filter((booking) => booking.tableIds.includes(table.id)),
    });
  }
  const known = new Set(tables.map((table) => table.id));
  const orphans = bookings.filter((booking) => !booking.tableIds.some((id) => known.has(id)));
  if (orphans.length > 0)
    rows.push({ key: "none", name: "No table", tableId: null, detail: "Move to a table", bookings: orphans });
  return rows;
}

export function BookingTimeline({
  bookings,
  tables,
  date,
  range,
  nowMinutes,
  zone,
  use24HourFormat,
  dropping,
  onChoose,
  onMove,
  onDrop,
}: {
  bookings: readonly Reservation[];
  tables: readonly DiningTable[];
  date: string;
  range: { start: number; end: number };
  /** Where the red line of now goes, when the day shown is today. */
  nowMinutes: number | null;
  /** The business's clock, which the time of a dragged booking is written on. */
  zone: Zone;
  use24HourFormat: boolean;
  /** The booking whose move by drag the server is being asked, at its new place; null when there is none. */
  dropping: Reservation | null;
  onChoose: (booking: Reservation, status: HostStatus) => void;
  onMove: (booking: Reservation) => void;
  onDrop: (move: TimelineMove) => void;
}) {
  const span = range.end - range.start;
  const minWidth = (span / 15) * QUARTER_WIDTH;
  const viewport = useRef<HTMLDivElement>(null);
  const focus = timelineFocus(bookings, date, nowMinutes);
  // A day that spans all 24 hours starts at midnight, its evening far off to the right: the host would see an
  // empty grid. So the hours open where the bookings (or now) are, once per day shown: the half-minute refresh
  // and the host's own changes never pull the grid from under their hand.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new day is the reason to scroll, nothing else
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    // The hours stretch to the frame when it is wider than their least width, so measure when there is layout.
    const width = Math.max(element.scrollWidth, minWidth);
    element.scrollLeft =
      focus === null ? 0 : Math.max(0, Math.round(((focus - LEAD_MINUTES - range.start) / span) * width));
  }, [date]);
  const at = (minutes: number) => `${((minutes - range.start) / span) * 100}%`;
  const across = (minutes: number) => `${(minutes / span) * 100}%`;
  const hours = Array.from({ length: span / 60 }, (_, index) => range.start + index * 60);
  // While the server is asked to take a dragged booking, it shows where it was dropped.
  const shown = dropping
    ? bookings.map((booking) => (booking.id === dropping.id ? dropping : booking))
    : bookings;
  const rows = rowsOf(
    tables,
    shown.filter((booking) => !isOff(booking)),
  ).map((row) => {
    const placed = inLanes(row.bookings, date);
    const lanes = Math.max(1, ...placed.map(({ lane }) => lane + 1));
    return { ...row, placed, height: row.detail === null ? AREA_HEIGHT : lanes * LANE_HEIGHT };
  });
  const drag = useTimelineDrag({ date, range, minWidth, rows, tables, zone, use24HourFormat, onDrop });
  const hourLines = {
    backgroundImage: "linear-gradient(to right, var(--mantine-color-gray-3) 1px, transparent 1px)",
    backgroundSize: `${(60 / span) * 100}% 100%`,
  };

  return (
    <Paper withBorder role="region" aria-label="Bookings by table" style={{ overflow: "hidden" }}>
      <Group gap={0} wrap="nowrap" align="stretch">
        <TableNames rows={rows} />
        <ScrollArea type="auto" style={{ flex: 1, minWidth: 0 }} scrollbars="x" viewportRef={viewport}>
          <Box ref={drag.gridRef} miw={minWidth} pos="relative">
            <Box
              h={HEADER_HEIGHT}
              pos="relative"
              style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
            >
              {hours.map((minutes) => (
                <Text key={minutes} fz="xs" c="dimmed" pos="absolute" top={6} left={at(minutes)} pl={4}>
                  {hourMark(minutes, use24HourFormat)}
                </Text>
              ))}
            </Box>
            <DndContext {...drag.context}>
              {rows.map((row) => (
                <Box
                  key={row.key}
                  // A table's row is named for it, so its blocks are heard as on that table.
                  role={row.detail === null ? undefined : "group"}
                  aria-label={row.detail === null ? undefined : row.name}
                  h={row.height}
                  pos="relative"
                  bg={row.detail === null ? "gray.0" : undefined}
                  style={{ ...hourLines, borderBottom: "1px solid var(--mantine-color-gray-2)" }}
                >
                  {drag.preview?.rowKey === row.key ? (
                    <DropOutline
                      left={at(drag.preview.minutes)}
                      width={across(drag.preview.length)}
                      minutes={drag.preview.minutes}
                      use24HourFormat={use24HourFormat}
                    />
                  ) : null}
                  {row.placed.map(({ booking, lane }) => (
                    <BookingBlock
                      key={booking.id}
                      booking={booking}
                      rowKey={row.key}
                      left={at(wallMinutes(booking.time, date))}
                      width={across(wallMinutes(booking.endsAt, date) - wallMinutes(booking.time, date))}
                      top={lane * LANE_HEIGHT + 4}
                      use24HourFormat={use24HourFormat}
                      // One move at a time: a second drag would take the place of the first one's answer.
                      canDrag={dropping === null && HOLDING_STATUSES.includes(booking.status)}
                      isBusy={dropping?.id === booking.id}
                      onChoose={(status) => onChoose(booking, status)}
                      onMove={() => onMove(booking)}
                    />
                  ))}
                </Box>
              ))}
            </DndContext>
            {nowMinutes !== null && nowMinutes >= range.start && nowMinutes <= range.end ? (
              <Box
                aria-hidden
                pos="absolute"
                top={0}
                bottom={0}
                left={at(nowMinutes)}
                w={2}
                bg="red.6"
                style={{ pointerEvents: "none" }}
              />
            ) : null}
          </Box>
        </ScrollArea>
      </Group>
    </Paper>
  );
}

/** The table names down the left, beside their rows: they stay while the hours scroll sideways. */
function TableNames({ rows }: { rows: (Row & { height: number })[] }) {
  return (
    <Stack
      gap={0}
      w={NAMES_WIDTH}
      style={{ flexShrink: 0, borderRight: "1px solid var(--mantine-color-gray-3)" }}
    >
      <Box h={HEADER_HEIGHT} style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }} />
      {rows.map((row) =>
        row.detail === null ? (
          <Text
            key={row.key}
            h={AREA_HEIGHT}
            px="xs"
            fz="xs"
            fw={700}
            c="dimmed"
            tt="uppercase"
            truncate="end"
            title={row.name}
            bg="gray.0"
            style={{
              lineHeight: `${AREA_HEIGHT}px`,
              borderBottom: "1px solid var(--mantine-color-gray-2)",
            }}
          >
            {row.name}
          </Text>
        ) : (
          <Stack
            key={row.key}
            h={row.height}
            gap={0}
            px="xs"
            justify="center"
            style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
          >
            <Text fz="sm" fw={600} truncate="end" title={row.name}>
              {row.name}
            </Text>
            <Text fz="xs" c="dimmed">
              {row.detail}
            </Text>
          </Stack>
        ),
      )}
    </Stack>
  );
}
