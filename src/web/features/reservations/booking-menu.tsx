import { Box, Menu, Text } from "@mantine/core";
import {
  IconArrowsExchange,
  IconCheck,
  IconDoorExit,
  IconUserCheck,
  IconUserX,
  IconX,
} from "@tabler/icons-react";
import type { ReactElement, ReactNode } from "react";
import {
  HOLDING_STATUSES,
  type Reservation,
  STATUS_MOVES,
} from "../../../shared/reservations/reservations.ts";
import type { HostStatus } from "../../api/reservations.ts";
import { guestsText, timeText } from "./book-times.ts";
import { ComingLine, GuaranteeLine } from "./booking-guarantee.tsx";
import { guestPhoneText } from "./guest-phone.ts";
import { ACTION_LABELS } from "./use-booking-actions.ts";

const ICONS: Record<HostStatus, ReactNode> = {
  CONFIRMED: <IconCheck size={16} />,
  SEATED: <IconUserCheck size={16} />,
  COMPLETED: <IconDoorExit size={16} />,
  NO_SHOW: <IconUserX size={16} />,
  CANCELLED: <IconX size={16} />,
};

/**
 * A booking's menu, on its block in the timeline or its row in the list: who and when and the card holding the
 * table, then the moves its status allows (the shared STATUS_MOVES, so the menu never offers what the server refuses), and moving it.
 */
export function BookingMenu({
  booking,
  use24HourFormat,
  onChoose,
  onMove,
  children,
}: {
  booking: Reservation;
  use24HourFormat: boolean;
  onChoose: (status: HostStatus) => void;
  onMove: () => void;
  /** The button that opens the menu. */
  children: ReactElement;
}) {
  const moves = STATUS_MOVES[booking.status].filter((status): status is HostStatus => status !== "REQUESTED");
  const canMove = HOLDING_STATUSES.includes(booking.status);
  return (
    <Menu position="bottom-start" withinPortal shadow="md" width={260}>
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="sm" fw={600} c="var(--mantine-color-text)" style={{ overflowWrap: "anywhere" }}>
            {booking.guest.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {timeText(booking.time, use24HourFormat)} · {guestsText(booking.party)}
            {booking.guest.phone ? ` · ${guestPhoneText(booking.guest.phone)}` : ""}
          </Text>
          {booking.note ? (
            <Text fz="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {booking.note}
            </Text>
          ) : null}
          {booking.guarantee ? (
            <Box mt={4}>
              <ComingLine confirmedAt={booking.guestConfirmedAt} size="xs" />
              <GuaranteeLine view={booking.guarantee} inDetails size="xs" />
            </Box>
          ) : null}
        </Menu.Label>
        {moves.map((status) => (
          <Menu.Item
            key={status}
            leftSection={ICONS[status]}
            color={status === "CANCELLED" || status === "NO_SHOW" ? "red" : undefined}
            onClick={() => onChoose(status)}
          >
            {ACTION_LABELS[status]}
          </Menu.Item>
        ))}
        {canMove ? (
          <Menu.Item leftSection={<IconArrowsExchange size={16} />} onClick={onMove}>
            Move to another table or time
          </Menu.Item>
        ) : null}
        {moves.length === 0 && !canMove ? <Menu.Item disabled>Nothing more to do</Menu.Item> : null}
      </Menu.Dropdown>
    </Menu>
  );
}
