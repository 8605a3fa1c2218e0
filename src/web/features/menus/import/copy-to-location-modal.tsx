import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { MemberLocation } from "../../../../shared/businesses.ts";
import { MESSAGES } from "../../../../shared/messages.ts";
import { copyMenusToLocation } from "../../../api/menus.ts";
import { notifyError, notifySuccess } from "../../../ui/notify.ts";

/** seed 001 §2 "Copy to location": this location's menus, copied to another of the member's locations. */
export function CopyToLocationModal({
  opened,
  businessId,
  locations,
  onClose,
  onCopied,
}: {
  opened: boolean;
  businessId: string;
  locations: MemberLocation[];
  onClose: () => void;
  onCopied: () => void;
}) {
  const others = locations.filter((location) => location.id !== businessId);
  const [targetId, setTargetId] = useState<string | null>(null);
  const [isCopying, setIsCopying] = useState(false);
  const copy = async () => {
    if (!targetId) return;
    setIsCopying(true);
    try {
      await copyMenusToLocation(businessId, targetId);
      notifySuccess(MESSAGES.menuCopied);
      onCopied();
      onClose();
    } catch (error) {
      notifyError(error);
    } finally {
      setIsCopying(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Copy menus to another location">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Every menu here is copied to the location you choose. Its existing menus are kept.
        </Text>
        <Select
          label="Copy to"
          placeholder="Choose a location"
          data={others.map((location) => ({ value: location.id, label: location.location.name }))}
          value={targetId}
          onChange={setTargetId}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!targetId} loading={isCopying} onClick={copy}>
            Copy menus
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
