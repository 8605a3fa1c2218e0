import { Button, Center, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useWaitlist } from "../../api/reservations.ts";
import { errorMessage } from "../../ui/form-errors.ts";
import { AddToWaitlistModal } from "./add-to-waitlist-modal.tsx";
import { guestsText } from "./book-times.ts";
import { RemovePartyModal } from "./remove-party-modal.tsx";
import { useWaitlistActions } from "./use-waitlist-actions.ts";
import { WaitingParty } from "./waiting-party.tsx";

/** How often the waits shown move on: the list itself is asked for again as often. */
const WAIT_TICK_MS = 30_000;

/** The time now, moving on every `everyMs`, for the minutes each party has waited. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The host's waiting list for walk-ins, first in line first: add a party with a quoted wait, tell them their
 * table is ready, seat them or take them off. It is about now, whatever day the book shows.
 */
export function WaitingList({ businessId }: { businessId: string }) {
  const waitlist = useWaitlist(businessId);
  const actions = useWaitlistActions(businessId);
  const now = useNow(WAIT_TICK_MS);
  const [isAdding, setIsAdding] = useState(false);
  const entries = waitlist.data ?? [];
  const guests = entries.reduce((sum, entry) => sum + entry.party, 0);

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} component="section" aria-label="Waiting list">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <div>
            <Text fw={600}>Waiting list</Text>
            {entries.length > 0 ? (
              <Text fz="sm" c="dimmed">
                {entries.length} {entries.length === 1 ? "party" : "parties"}, {guestsText(guests)}
              </Text>
            ) : null}
          </div>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={14} />}
            onClick={() => setIsAdding(true)}
          >
            Add to waiting list
          </Button>
        </Group>
        {waitlist.isError ? (
          // Kept beside the last list read: a moment without a connection does not hide who is waiting.
          <Text c="red" fz="sm" role="alert">
            {errorMessage(waitlist.error)}
          </Text>
        ) : null}
        {waitlist.isPending ? (
          <Center py="sm" role="status" aria-label="Loading the waiting list">
            <Loader size="sm" />
          </Center>
        ) : !waitlist.data ? null : entries.length === 0 ? (
          <Text c="dimmed" fz="sm">
            Nobody is waiting.
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
            aria-label="Parties in line"
          >
            {entries.map((entry) => (
              <WaitingParty
                key={entry.id}
                entry={entry}
                now={now}
                busyWith={actions.busyWith(entry)}
                onNotify={() => actions.notify(entry)}
                onSeat={() => actions.seat(entry)}
                onRemove={() => actions.askRemove(entry)}
              />
            ))}
          </Stack>
        )}
      </Stack>
      {isAdding ? (
        <AddToWaitlistModal
          businessId={businessId}
          onClose={() => setIsAdding(false)}
          onAdded={actions.refresh}
        />
      ) : null}
      <RemovePartyModal
        entry={actions.removing}
        isPending={actions.isRemoving}
        onConfirm={actions.confirmRemove}
        onClose={actions.stopRemoving}
      />
    </Paper>
  );
}
