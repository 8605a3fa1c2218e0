import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { WaitlistEntry } from "../../../shared/reservations/reservations.ts";

/** One more yes before a party leaves the waiting list: they lose their place in line for good. */
export function RemovePartyModal({
  entry,
  isPending,
  onConfirm,
  onClose,
}: {
  entry: WaitlistEntry | null;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={`Remove ${entry?.name ?? ""} from the waiting list?`}
    >
      <Stack gap="md">
        <Text>They lose their place in line. This cannot be undone.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep them
          </Button>
          <Button color="red" loading={isPending} onClick={onConfirm}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
