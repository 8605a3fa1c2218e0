import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import type { Reservation } from "../../../shared/reservations/reservations.ts";
import type { HostStatus } from "../../api/reservations.ts";
import { guestsText, isOff, STATUS_COLORS, STATUS_LABELS, tableName, timeText } from "./book-times.ts";
import { ComingLine, GuaranteeLine } from "./booking-guarantee.tsx";
import { BookingMenu } from "./booking-menu.tsx";
import { guestPhoneText } from "./guest-phone.ts";

/** The day by time for a phone: one card a booking, everything wrapping within the screen's width. */
export function BookingList({
  bookings,
  use24HourFormat,
  onChoose,
  onMove,
}: {
  bookings: readonly Reservation[];
  use24HourFormat: boolean;
  onChoose: (booking: Reservation, status: HostStatus) => void;
  onMove: (booking: Reservation) => void;
}) {
  const byTime = [...bookings].sort(
    (a, b) => a.time.localeCompare(b.time) || a.guest.name.localeCompare(b.guest.name),
  );
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Bookings by time">
      {byTime.map((booking) => {
        const time = timeText(booking.time, use24HourFormat);
        const tables = booking.tables
          .map((table) => (table.name ? tableName(table.name) : ""))
          .filter(Boolean)
          .join(" and ");
        return (
          <Paper
            key={booking.id}
            component="li"
            withBorder
            p="sm"
            aria-label={`${time}, ${booking.guest.name}`}
            opacity={isOff(booking) ? 0.6 : 1}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Text fw={700} w={84} style={{ flexShrink: 0, whiteSpace: "nowrap" }}>
                {time}
              </Text>
              <Stack gap={4} miw={0} style={{ flex: 1 }}>
                <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                  {booking.guest.name}
                </Text>
                <Text fz="sm" style={{ overflowWrap: "anywhere" }}>
                  {guestsText(booking.party)}
                  {tables ? ` · ${tables}` : " · No table yet"}
                </Text>
                <Group gap="xs">
                  <Badge color={STATUS_COLORS[booking.status]} variant="light">
                    {STATUS_LABELS[booking.status]}
                  </Badge>
                  {booking.guest.phone ? (
                    <Anchor href={`tel:${booking.guest.phone}`} fz="sm">
                      {guestPhoneText(booking.guest.phone)}
                    </Anchor>
                  ) : null}
                </Group>
                <ComingLine confirmedAt={booking.guestConfirmedAt} />
                <GuaranteeLine view={booking.guarantee} />
                {booking.note ? (
                  <Text fz="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {booking.note}
                  </Text>
                ) : null}
              </Stack>
              <BookingMenu
                booking={booking}
                use24HourFormat={use24HourFormat}
                onChoose={(status) => onChoose(booking, status)}
                onMove={() => onMove(booking)}
              >
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Actions for ${booking.guest.name} at ${time}`}
                >
                  <IconDots size={18} />
                </ActionIcon>
              </BookingMenu>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
