import { Button, Group, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconQrcode } from "@tabler/icons-react";
import { Link } from "react-router";
import { FREE_QR_CODES } from "../../../shared/constants.ts";
import { MESSAGES } from "../../../shared/messages.ts";

/** The QR limit modal (seed 000 §2 "Modals", §4 "QR", §8): a free member's second code needs an upgrade. */
export function QrLimitModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Upgrade for more QR codes">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius={28} variant="light" aria-hidden>
          <IconQrcode size={28} />
        </ThemeIcon>
        <Text fw={700} fz="lg" role="alert">
          {MESSAGES.qrLimit}
        </Text>
        <Text c="dimmed">
          The free plan includes {FREE_QR_CODES} QR code. Upgrade to make one for every table, window and
          flyer.
        </Text>
        <Group mt="sm">
          <Button variant="default" onClick={onClose}>
            Not now
          </Button>
          <Button component={Link} to="/settings/subs" onClick={onClose}>
            Upgrade
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
