import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { WaitlistEntry } from "../../../shared/reservations/reservations.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import {
  notifyWaitlistParty,
  removeFromWaitlist,
  seatWaitlistParty,
  waitlistKey,
} from "../../api/reservations.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { textsParties, toldMessage } from "./waitlist-words.ts";

/**
 * The waiting list's actions: "Table ready" (as often as the host presses it), seat, and remove (asked again
 * first). The list is asked for again after each, failed or not: a 409 means another device already seated or
 * removed the party, and the fresh list shows that. A refusal's sentence comes up as the dashboard's error toast.
 */
export function useWaitlistActions(businessId: string) {
  const { dashboard } = useDashboard();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<WaitlistEntry | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: waitlistKey(businessId) });
  const notify = useMutation({
    mutationFn: (entry: WaitlistEntry) => notifyWaitlistParty(entry.id),
    onSuccess: (told) => notifySuccess(toldMessage(told, textsParties(dashboard))),
    onSettled: refresh,
  });
  const seat = useMutation({
    mutationFn: (entry: WaitlistEntry) => seatWaitlistParty(entry.id),
    onSuccess: (_seated, entry) => notifySuccess(`${entry.name} was seated.`),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (entry: WaitlistEntry) => removeFromWaitlist(entry.id),
    onSuccess: (_removed, entry) => notifySuccess(`${entry.name} was removed from the waiting list.`),
    onSettled: () => {
      setRemoving(null);
      return refresh();
    },
  });
  /** The action under way for this party, so only its button spins. */
  const busyWith = (entry: WaitlistEntry) =>
    notify.isPending && notify.variables?.id === entry.id
      ? "notify"
      : seat.isPending && seat.variables?.id === entry.id
        ? "seat"
        : null;

  return {
    notify: notify.mutate,
    seat: seat.mutate,
    busyWith,
    removing,
    askRemove: setRemoving,
    stopRemoving: () => setRemoving(null),
    confirmRemove: () => removing && remove.mutate(removing),
    isRemoving: remove.isPending,
    refresh,
  };
}
