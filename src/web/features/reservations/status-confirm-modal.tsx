import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { noShowCharge } from "./guarantee-words.ts";
import type { StatusChoice } from "./use-booking-actions.ts";

/** What the host is asked: the title, the sentence, and the two buttons' words. */
function wordsOf(choice: StatusChoice | null) {
  const name = choice?.booking.guest.name ?? "";
  if (choice?.status === "CANCELLED")
    return {
      title: `Cancel ${name}'s booking?`,
      text: "Their table becomes free for other guests. This cannot be undone.",
      confirm: "Cancel booking",
      keep: "Keep the booking",
    };
  // A held card is charged once the booking is a no-show: the host sees the amount before money moves.
  const fee = choice ? noShowCharge(choice.booking) : null;
  if (fee)
    return {
      title: "Mark as a no-show?",
      text: `The card held for this booking will be charged the no-show fee of ${fee}.`,
      confirm: `Mark no-show and charge ${fee}`,
      keep: "Keep booking",
    };
  return {
    title: `Mark ${name} as a no-show?`,
    text: "Their table becomes free for other guests, and the booking counts as one nobody came to.",
    confirm: "Mark as no-show",
    keep: "Keep the booking",
  };
}

/**
 * One more yes before a booking is cancelled or marked a no-show: either frees its table for good, and a no-show
 * charges the card held for it.
 */
export function StatusConfirmModal({
  choice,
  isPending,
  onConfirm,
  onClose,
}: {
  choice: StatusChoice | null;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const words = wordsOf(choice);
  return (
    <Modal opened={choice !== null} onClose={onClose} title={words.title}>
      <Stack gap="md">
        <Text>{words.text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {words.keep}
          </Button>
          <Button color="red" loading={isPending} onClick={onConfirm}>
            {words.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
