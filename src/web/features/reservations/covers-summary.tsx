import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import type { Reservation } from "../../../shared/reservations/reservations.ts";
import { coversByTime, guestsText, isOff, minutesText } from "./book-times.ts";

/** The day at a glance: bookings and guests in all, then guests arriving at each time, for the kitchen's pace. */
export function CoversSummary({
  bookings,
  date,
  use24HourFormat,
}: {
  bookings: readonly Reservation[];
  date: string;
  use24HourFormat: boolean;
}) {
  const counted = bookings.filter((booking) => !isOff(booking));
  const guests = counted.reduce((sum, booking) => sum + booking.party, 0);
  const slots = coversByTime(bookings, date);
  return (
    <Paper withBorder p="md" component="section" aria-label="Guests per time">
      <Stack gap="xs">
        <Text fw={600}>
          {counted.length} {counted.length === 1 ? "booking" : "bookings"}, {guestsText(guests)}
        </Text>
        {slots.length > 0 ? (
          <Group
            gap={6}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
            aria-label="Guests arriving"
          >
            {slots.map((slot) => (
              <li key={slot.minutes}>
                <Badge variant="light" color="gray" size="lg" tt="none" fw={500}>
                  {minutesText(slot.minutes, use24HourFormat)}: {guestsText(slot.guests)}
                </Badge>
              </li>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
