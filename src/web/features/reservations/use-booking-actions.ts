import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Reservation } from "../../../shared/reservations/reservations.ts";
import { dayBookingsKey, type HostStatus, setBookingStatus } from "../../api/reservations.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { noShowCharge } from "./guarantee-words.ts";

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

/** Moves that free the table and cannot be undone (a no-show may charge a card): the host says yes once more. */
const ASKS_FIRST: readonly HostStatus[] = ["CANCELLED", "NO_SHOW"];

export interface StatusChoice {
  booking: Reservation;
  status: HostStatus;
}

/**
 * The book's actions: a status move (asked again before one that cannot be undone) and a move elsewhere. The
 * day is asked for again after each, so what the server decided is what the book shows. A refusal's sentence
 * comes up as the dashboard's error toast.
 */
export function useBookingActions(businessId: string) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<StatusChoice | null>(null);
  const [moving, setMoving] = useState<Reservation | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dayBookingsKey(businessId) });
  const mark = useMutation({
    mutationFn: ({ booking, status }: StatusChoice) => setBookingStatus(booking.id, status),
    onSuccess: (_saved, { booking, status }) => notifySuccess(doneText(booking, status)),
    onSettled: () => {
      setConfirming(null);
      return refresh();
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
    refresh,
  };
}
