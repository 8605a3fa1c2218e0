import { Anchor, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import type { WaitlistEntry } from "../../../shared/reservations/reservations.ts";
import { guestsText } from "./book-times.ts";
import { minutesWaited } from "./waitlist-words.ts";

const NO_BREAK = { whiteSpace: "nowrap" } as const;

/**
 * One party in line: their place, who and how many, the wait they were quoted beside the wait so far (red once
 * it runs over), and the host's three moves. One line on a tablet; on a phone the buttons wrap under the party.
 */
export function WaitingParty({
  entry,
  now,
  busyWith,
  onNotify,
  onSeat,
  onRemove,
}: {
  entry: WaitlistEntry;
  now: number;
  busyWith: "notify" | "seat" | null;
  onNotify: () => void;
  onSeat: () => void;
  onRemove: () => void;
}) {
  const waited = minutesWaited(entry.createdAt, now);
  const isOver = waited > entry.quotedMinutes;
  return (
    <Paper component="li" withBorder p="sm" aria-label={`${entry.position ?? ""}, ${entry.name}`}>
      <Group justify="space-between" gap="xs" align="center">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0} style={{ flex: "1 1 240px" }}>
          <Badge circle size="lg" variant="light" style={{ flexShrink: 0 }}>
            {entry.position}
          </Badge>
          <Stack gap={2} miw={0}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600} miw={0} style={{ overflowWrap: "anywhere" }}>
                {entry.name}
              </Text>
              {entry.status === "NOTIFIED" ? (
                <Badge color="teal" variant="light" mt={2} style={{ flexShrink: 0 }}>
                  Told
                </Badge>
              ) : null}
            </Group>
            {/* Each fact keeps its words together: a line breaks between facts, never inside "Waiting 7 min". */}
            <Text fz="sm" c="dimmed">
              <span style={NO_BREAK}>{guestsText(entry.party)}</span> ·{" "}
              <span style={NO_BREAK}>Quoted {entry.quotedMinutes} min</span> ·{" "}
              <Text
                span
                inherit
                fw={isOver ? 600 : undefined}
                c={isOver ? "red" : undefined}
                style={NO_BREAK}
              >
                Waiting {waited} min
              </Text>
              {entry.phone ? (
                <>
                  {" · "}
                  <Anchor href={`tel:${entry.phone}`} inherit style={NO_BREAK}>
                    {entry.phone}
                  </Anchor>
                </>
              ) : null}
            </Text>
          </Stack>
        </Group>
        {/* Narrower than Mantine's padding, so all three fit on a phone's line at a finger's height. */}
        <Group gap="xs">
          <Button size="sm" px={10} variant="light" loading={busyWith === "notify"} onClick={onNotify}>
            Table ready
          </Button>
          <Button
            size="sm"
            px={10}
            variant="light"
            color="teal"
            loading={busyWith === "seat"}
            onClick={onSeat}
          >
            Seat
          </Button>
          <Button size="sm" px={10} variant="subtle" color="red" onClick={onRemove}>
            Remove
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
