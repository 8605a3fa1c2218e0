import { Box, Group, Paper, ScrollArea, Stack, Text, UnstyledButton } from "@mantine/core";
import { useLayoutEffect, useRef } from "react";
import type { DiningTable, Reservation } from "../../../shared/reservations/reservations.ts";
import type { HostStatus } from "../../api/reservations.ts";
import {
  guestsText,
  hourMark,
  inLanes,
  isOff,
  STATUS_COLORS,
  STATUS_LABELS,
  tableName,
  timelineFocus,
  timeText,
  wallMinutes,
} from "./book-times.ts";
import { GuaranteeIcon } from "./booking-guarantee.tsx";
import { BookingMenu } from "./booking-menu.tsx";
import { guaranteeWords } from "./guarantee-words.ts";

// The day by table for a tablet or a desktop: a row per table, the day's hours across, each booking a block as
// long as its stay. Laid out in percentages of the day's span, so it fills the width it gets; below a
// readable width per quarter hour it scrolls sideways inside its own frame, the table names staying put.

const NAMES_WIDTH = 136;
const QUARTER_WIDTH = 14;
const LANE_HEIGHT = 44;
const HEADER_HEIGHT = 28;
const AREA_HEIGHT = 26;
/** How much of the day before the first booking (or now) shows when the timeline opens, for context. */
const LEAD_MINUTES = 60;

interface Row {
  key: string;
  name: string;
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
      rows.push({ key: `area-${table.area}`, name: table.area || "No area", detail: null, bookings: [] });
    rows.push({
      key: table.id,
      name: tableName(table.name),
      detail: seatsText(table),
      bookings: bookings.filter((booking) => booking.tableIds.includes(table.id)),
    });
  }
  const known = new Set(tables.map((table) => table.id));
  const orphans = bookings.filter((booking) => !booking.tableIds.some((id) => known.has(id)));
  if (orphans.length > 0)
    rows.push({ key: "none", name: "No table", detail: "Move to a table", bookings: orphans });
  return rows;
}

export function BookingTimeline({
  bookings,
  tables,
  date,
  range,
  nowMinutes,
  use24HourFormat,
  onChoose,
  onMove,
}: {
  bookings: readonly Reservation[];
  tables: readonly DiningTable[];
  date: string;
  range: { start: number; end: number };
  /** Where the red line of now goes, when the day shown is today. */
  nowMinutes: number | null;
  use24HourFormat: boolean;
  onChoose: (booking: Reservation, status: HostStatus) => void;
  onMove: (booking: Reservation) => void;
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
  const hours = Array.from({ length: span / 60 }, (_, index) => range.start + index * 60);
  const rows = rowsOf(
    tables,
    bookings.filter((booking) => !isOff(booking)),
  ).map((row) => ({ ...row, placed: inLanes(row.bookings, date) }));
  const heightOf = (row: (typeof rows)[number]) =>
    row.detail === null ? AREA_HEIGHT : Math.max(1, ...row.placed.map(({ lane }) => lane + 1)) * LANE_HEIGHT;
  const hourLines = {
    backgroundImage: "linear-gradient(to right, var(--mantine-color-gray-3) 1px, transparent 1px)",
    backgroundSize: `${(60 / span) * 100}% 100%`,
  };

  return (
    <Paper withBorder role="region" aria-label="Bookings by table" style={{ overflow: "hidden" }}>
      <Group gap={0} wrap="nowrap" align="stretch">
        <TableNames rows={rows.map((row) => ({ ...row, height: heightOf(row) }))} />
        <ScrollArea type="auto" style={{ flex: 1, minWidth: 0 }} scrollbars="x" viewportRef={viewport}>
          <Box miw={minWidth} pos="relative">
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
            {rows.map((row) => (
              <Box
                key={row.key}
                h={heightOf(row)}
                pos="relative"
                bg={row.detail === null ? "gray.0" : undefined}
                style={{ ...hourLines, borderBottom: "1px solid var(--mantine-color-gray-2)" }}
              >
                {row.placed.map(({ booking, lane }) => (
                  <BookingBlock
                    key={booking.id}
                    booking={booking}
                    left={at(wallMinutes(booking.time, date))}
                    width={`${((wallMinutes(booking.endsAt, date) - wallMinutes(booking.time, date)) / span) * 100}%`}
                    top={lane * LANE_HEIGHT + 4}
                    use24HourFormat={use24HourFormat}
                    onChoose={(status) => onChoose(booking, status)}
                    onMove={() => onMove(booking)}
                  />
                ))}
              </Box>
            ))}
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

/** One booking on its table's row: who and how many, colored by status, and its card; a tap opens its menu. */
function BookingBlock({
  booking,
  left,
  width,
  top,
  use24HourFormat,
  onChoose,
  onMove,
}: {
  booking: Reservation;
  left: string;
  width: string;
  top: number;
  use24HourFormat: boolean;
  onChoose: (status: HostStatus) => void;
  onMove: () => void;
}) {
  const color = STATUS_COLORS[booking.status];
  const time = timeText(booking.time, use24HourFormat);
  // The block clips its words, so its label and tooltip carry the card's, and an icon marks that there is one.
  const card = guaranteeWords(booking.guarantee);
  const facts = [time, booking.guest.name, guestsText(booking.party), STATUS_LABELS[booking.status]];
  if (card) facts.push(card.text);
  return (
    <BookingMenu booking={booking} use24HourFormat={use24HourFormat} onChoose={onChoose} onMove={onMove}>
      <UnstyledButton
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
        }}
      >
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
