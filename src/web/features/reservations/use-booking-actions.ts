import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Reservation } from "../../../shared/reservations/reservations.ts";
import { dayBookingsKey, type HostStatus, moveBooking, setBookingStatus } from "../../api/reservations.ts";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { tableName, timeText } from "./book-times.ts";
import { noShowCharge } from "./guarantee-words.ts";
import type { TimelineMove } from "./timeline-drop.ts";

/** What the host may do to a booking, as the menu words it. */
export const ACTION_LABELS: Record<HostStatus, string> = {
  CONFIRMED: "Confirm",
  SEATED: "Seat",
  COMPLETED: "Complete",
  NO_SHOW: "Mark as no-show",
  CANCELLED: "Cancel booking",
};

const DONE: Record<HostStatus, string> = {
  CONFIRMED: "confirmed",
  SEATED: "seated",
  COMPLETED: "completed",
  NO_SHOW: "marked as a no-show",
  CANCELLED: "cancelled",
};

/** The toast once the server took the move: a no-show on a held card says the fee is on its way. */
function doneText(booking: Reservation, status: HostStatus): string {
  const done = `${booking.guest.name}'s booking was ${DONE[status]}.`;
  const fee = status === "NO_SHOW" ? noShowCharge(booking) : null;
  return fee ? `${done} The no-show fee of ${fee} is being charged to the card.` : done;
}

/** The toast once the server took a drag: where the booking is now, as the server placed it. */
export function movedText(saved: Reservation, use24HourFormat: boolean): string {
  const time = timeText(saved.time, use24HourFormat);
  const tables = saved.tables.map((table) => tableName(table.name)).join(" and ");
  return tables ? `Moved to ${time} at ${tables}.` : `Moved to ${time}.`;
}

/** Moves that free the table and cannot be undone (a no-show may charge a card): the host says yes once more. */
const ASKS_FIRST: readonly HostStatus[] = ["CANCELLED", "NO_SHOW"];

export interface StatusChoice {
  booking: Reservation;
  status: HostStatus;
}

/**
 * The book's actions: a status move (asked again before one that cannot be undone), a move elsewhere through
 * its dialog, and one by dragging its block. The day is asked for again after each, so what the server decided
 * is what the book shows. A refusal's sentence comes up as the dashboard's error toast.
 */
export function useBookingActions(businessId: string, use24HourFormat: boolean) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<StatusChoice | null>(null);
  const [moving, setMoving] = useState<Reservation | null>(null);
  // Set in the same render as the drop, not when the mutation's state reaches React a tick later: the block
  // never flashes back to where it was taken from before it shows where it was dropped.
  const [dropping, setDropping] = useState<Reservation | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dayBookingsKey(businessId) });
  const mark = useMutation({
    mutationFn: ({ booking, status }: StatusChoice) => setBookingStatus(booking.id, status),
    onSuccess: (_saved, { booking, status }) => notifySuccess(doneText(booking, status)),
    onSettled: () => {
      setConfirming(null);
      return refresh();
    },
  });
  const dropMove = useMutation({
    mutationFn: ({ booking, change }: TimelineMove) => moveBooking(booking.id, change),
    // The refusal's sentence in the dashboard's error toast, raised by the mutation itself (as the sold-out panel
    // does) so it does not depend on the app's query client; `handlesErrors` keeps that one from saying it twice.
    meta: { handlesErrors: true },
    onError: notifyError,
    onSuccess: (saved) => {
      // The day holds the saved booking before the drop lets go of it, so the block stays put while the day is
      // asked for again.
      queryClient.setQueriesData<Reservation[]>({ queryKey: dayBookingsKey(businessId) }, (day) =>
        day?.map((booking) => (booking.id === saved.id ? saved : booking)),
      );
      notifySuccess(movedText(saved, use24HourFormat));
    },
    onSettled: () => {
      void refresh();
    },
  });

  return {
    choose: (booking: Reservation, status: HostStatus) =>
      ASKS_FIRST.includes(status) ? setConfirming({ booking, status }) : mark.mutate({ booking, status }),
    confirm: () => confirming && mark.mutate(confirming),
    confirming,
    stopConfirming: () => setConfirming(null),
    isMarking: mark.isPending,
    moving,
    move: setMoving,
    stopMoving: () => setMoving(null),
    drop: (move: TimelineMove) => {
      setDropping(move.moved);
      dropMove.mutate(move, { onSettled: () => setDropping(null) });
    },
    /** The dragged booking at its new place while the server is asked; null when no drop is being saved. */
    dropping,
    refresh,
  };
}
