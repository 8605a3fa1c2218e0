import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { StatusChoice } from "./use-booking-actions.ts";

/** One more yes before a booking is cancelled or marked a no-show: either frees its table for good. */
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
  const name = choice?.booking.guest.name ?? "";
  const isCancel = choice?.status === "CANCELLED";
  return (
    <Modal
      opened={choice !== null}
      onClose={onClose}
      title={isCancel ? `Cancel ${name}'s booking?` : `Mark ${name} as a no-show?`}
    >
      <Stack gap="md">
        <Text>
          {isCancel
            ? "Their table becomes free for other guests. This cannot be undone."
            : "Their table becomes free for other guests, and the booking counts as one nobody came to."}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep the booking
          </Button>
          <Button color="red" loading={isPending} onClick={onConfirm}>
            {isCancel ? "Cancel booking" : "Mark as no-show"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
