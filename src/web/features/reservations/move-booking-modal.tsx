import { Button, Modal, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { ResolvedClock } from "../../../shared/hours/business-clock.ts";
import type { DiningTable, Reservation } from "../../../shared/reservations/reservations.ts";
import { moveBooking } from "../../api/reservations.ts";
import { FormActions } from "../../ui/form-actions.tsx";
import { errorMessage } from "../../ui/form-errors.ts";
import {
  guestsText,
  quarterChoices,
  tableChoiceLabel,
  tableName,
  timeText,
  wallMinutes,
} from "./book-times.ts";

/**
 * Moves a booking to another table or another time of its day. Only what the host changed is sent; the server
 * keeps the tables when only the time moves and they are free then. A double booking is refused with a sentence,
 * shown here so the host can choose again.
 */
export function MoveBookingModal({
  booking,
  date,
  tables,
  clock,
  onClose,
  onMoved,
}: {
  booking: Reservation;
  date: string;
  tables: readonly DiningTable[];
  clock: ResolvedClock;
  onClose: () => void;
  onMoved: () => Promise<unknown>;
}) {
  const current = booking.tableIds.join(",");
  const times = quarterChoices(date, clock, clock.use24HourFormat);
  const start = wallMinutes(booking.time, date);
  const currentTime = times.find((choice) => choice.minutes === start)?.value ?? null;
  const [tableChoice, setTableChoice] = useState<string | null>(current || null);
  const [time, setTime] = useState<string | null>(currentTime);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const tableChoices = [
    // Tables pushed together stay one choice, so a move of the time alone keeps them.
    ...(booking.tableIds.length > 1
      ? [{ value: current, label: booking.tables.map((table) => tableName(table.name)).join(" and ") }]
      : []),
    ...tables.map((table) => ({ value: table.id, label: tableChoiceLabel(table) })),
  ];

  const save = async () => {
    const change = {
      ...(tableChoice && tableChoice !== current ? { tableIds: tableChoice.split(",") } : {}),
      ...(time && time !== currentTime ? { time } : {}),
    };
    if (Object.keys(change).length === 0) return onClose();
    setIsSaving(true);
    setRefusal(null);
    try {
      await moveBooking(booking.id, change);
      await onMoved();
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
      setIsSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Move ${booking.guest.name}'s booking`}>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          Now at {timeText(booking.time, clock.use24HourFormat)}, {guestsText(booking.party)}
          {booking.tables.length > 0
            ? `, ${booking.tables.map((table) => tableName(table.name)).join(" and ")}`
            : ""}
          .
        </Text>
        <Select
          label="Table"
          data={tableChoices}
          value={tableChoice}
          onChange={setTableChoice}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No table by that name."
          data-autofocus
        />
        <Select
          label="Time"
          data={times.map(({ value, label }) => ({ value, label }))}
          value={time}
          onChange={setTime}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No such time."
        />
        <FormActions error={refusal} onCancel={onClose}>
          <Button loading={isSaving} onClick={() => void save()}>
            Move
          </Button>
        </FormActions>
      </Stack>
    </Modal>
  );
}
