import { Button, Center, Loader, Paper, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconSettings, IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { businessClockOf, localClock, localDate } from "../../../shared/hours/business-clock.ts";
import { readStoredHours } from "../../../shared/hours/hours-schema.ts";
import type { DiningTable, Reservation } from "../../../shared/reservations/reservations.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { useDayBookings, useDiningTables, useReservationSettings } from "../../api/reservations.ts";
import { readConfig } from "../../api/settings.ts";
import { errorMessage } from "../../ui/form-errors.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { dayRange, isOff } from "./book-times.ts";
import { BookingList } from "./booking-list.tsx";
import { BookingTimeline } from "./booking-timeline.tsx";
import { CoversSummary } from "./covers-summary.tsx";
import { DayPicker } from "./day-picker.tsx";
import { MoveBookingModal } from "./move-booking-modal.tsx";
import { SETTINGS_PATH, SetupAlerts } from "./setup-alerts.tsx";
import { StatusConfirmModal } from "./status-confirm-modal.tsx";
import { useBookingActions } from "./use-booking-actions.ts";
import { WaitingList } from "./waiting-list.tsx";
import { WalkInModal } from "./walk-in-modal.tsx";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * app/reservations: the reservation book. One day at a time (kept in the address, so a reload stays on it), on
 * the business's clock: a timeline by table on a tablet or a desktop, a list by time on a phone. Under the day's
 * covers, the waiting list, which is about now; a walk-in is seated from today's page only, as it starts now.
 */
export function ReservationsPage() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const config = readConfig(business.config);
  const clock = businessClockOf(config);
  const today = localDate(new Date(), clock);
  const [params, setParams] = useSearchParams();
  const asked = params.get("date");
  const date = asked && DAY.test(asked) ? asked : today;
  const setDate = (next: string) => setParams(next === today ? {} : { date: next }, { replace: true });
  const isPhone = useMediaQuery("(max-width: 47.99em)") ?? false;
  const settings = useReservationSettings(business.id);
  const tables = useDiningTables(business.id);
  const bookings = useDayBookings(business.id, date);
  const actions = useBookingActions(business.id, clock.use24HourFormat);
  const [isSeatingWalkIn, setIsSeatingWalkIn] = useState(false);
  const list = bookings.data ?? [];
  const tableList = tables.data ?? [];
  const isToday = date === today;
  const hasSummary = !bookings.isError && list.length > 0;

  return (
    <>
      <PageHeader
        title="Reservations"
        description="Your table bookings, day by day."
        actions={
          <Button
            component={Link}
            to={SETTINGS_PATH}
            variant="default"
            leftSection={<IconSettings size={16} />}
          >
            Booking rules and tables
          </Button>
        }
      />
      <Stack gap="md">
        <SetupAlerts
          isBookingOff={settings.data?.enabled === false}
          hasNoTables={tables.data?.length === 0}
        />
        <DayPicker date={date} today={today} onChange={setDate}>
          {isToday ? (
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setIsSeatingWalkIn(true)}>
              Seat a walk-in
            </Button>
          ) : null}
        </DayPicker>
        {hasSummary ? (
          <CoversSummary bookings={list} date={date} use24HourFormat={clock.use24HourFormat} />
        ) : null}
        <WaitingList businessId={business.id} />
        {bookings.isPending ? (
          <Center py="xl" role="status" aria-label="Loading the day's bookings">
            <Loader />
          </Center>
        ) : bookings.isError ? (
          <Text c="red" role="alert">
            {errorMessage(bookings.error)}
          </Text>
        ) : list.length === 0 ? (
          <Paper withBorder p="xl">
            <Text c="dimmed" ta="center">
              No bookings on this day.
            </Text>
          </Paper>
        ) : isPhone ? (
          <BookingList
            bookings={list}
            use24HourFormat={clock.use24HourFormat}
            onChoose={actions.choose}
            onMove={actions.move}
          />
        ) : (
          <DayTimeline
            bookings={list}
            tables={tableList}
            date={date}
            isToday={isToday}
            config={config}
            dropping={actions.dropping}
            onChoose={actions.choose}
            onMove={actions.move}
            onDrop={actions.drop}
          />
        )}
      </Stack>
      <StatusConfirmModal
        choice={actions.confirming}
        isPending={actions.isMarking}
        onConfirm={actions.confirm}
        onClose={actions.stopConfirming}
      />
      {actions.moving ? (
        <MoveBookingModal
          booking={actions.moving}
          date={date}
          tables={tableList}
          clock={clock}
          onClose={actions.stopMoving}
          onMoved={actions.refresh}
        />
      ) : null}
      {isSeatingWalkIn ? (
        <WalkInModal
          businessId={business.id}
          tables={tableList}
          onClose={() => setIsSeatingWalkIn(false)}
          onSeated={actions.refresh}
        />
      ) : null}
    </>
  );
}

/** The timeline over the day's hours, with the bookings that hold no table listed under it. */
function DayTimeline({
  bookings,
  tables,
  date,
  isToday,
  config,
  dropping,
  onChoose,
  onMove,
  onDrop,
}: {
  bookings: readonly Reservation[];
  tables: readonly DiningTable[];
  date: string;
  isToday: boolean;
  config: ReturnType<typeof readConfig>;
  dropping: Reservation | null;
  onChoose: Parameters<typeof BookingTimeline>[0]["onChoose"];
  onMove: (booking: Reservation) => void;
  onDrop: Parameters<typeof BookingTimeline>[0]["onDrop"];
}) {
  const clock = businessClockOf(config);
  const range = dayRange(bookings, date, readStoredHours(config.hours));
  const off = bookings.filter(isOff);
  return (
    <Stack gap="md">
      <BookingTimeline
        bookings={bookings}
        tables={tables}
        date={date}
        range={range}
        nowMinutes={isToday ? localClock(new Date(), clock.timeZone, clock.offsetMinutes).minutes : null}
        zone={clock}
        use24HourFormat={clock.use24HourFormat}
        dropping={dropping}
        onChoose={onChoose}
        onMove={onMove}
        onDrop={onDrop}
      />
      {off.length > 0 ? (
        <Stack gap="xs" component="section" aria-label="Cancelled and no-shows">
          <Text fw={600} fz="sm" c="dimmed">
            Cancelled and no-shows
          </Text>
          <BookingList
            bookings={off}
            use24HourFormat={clock.use24HourFormat}
            onChoose={onChoose}
            onMove={onMove}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
