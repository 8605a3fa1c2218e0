import { Button, Group, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

/**
 * The "File Type Invalid" and "File Exceeds Limit" modals: shown over the image chooser or the
 * icon picker, with the message exactly as required (docs/requirements.md, "Messages"); nothing was uploaded.
 */
export function UploadProblemModal({ message, onClose }: { message: string | null; onClose: () => void }) {
  const title = message?.split(":")[0] ?? "";
  return (
    <Modal opened={message !== null} onClose={onClose} title={title} zIndex={300}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon color="red" variant="light" radius="xl" size={40} aria-hidden>
            <IconAlertTriangle size={22} />
          </ThemeIcon>
          <Text role="alert">{message}</Text>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose}>Choose another file</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
