import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { Link } from "react-router";
import { MESSAGES } from "../../../../shared/common/messages.ts";

/**
 * The last menu of a published page cannot be removed (docs/requirements.md "Dashboard details"): guests would
 * find nothing. Says why and where to go.
 */
export function LastMenuModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="This is your last menu">
      <Stack>
        <Alert color="orange" icon={<IconAlertCircle size={18} />}>
          {MESSAGES.lastMenu}
        </Alert>
        <Text fz="sm" c="dimmed">
          Your page is live, and a live page needs at least one menu. Unpublish the site first, or create
          another menu before removing this one.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" component={Link} to="/app/settings/status" onClick={onClose}>
            Publishing settings
          </Button>
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
