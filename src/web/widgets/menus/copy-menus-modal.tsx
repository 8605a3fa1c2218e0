import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { MemberLocation } from "../../../shared/businesses/businesses.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { copyMenusToLocation } from "../../api/menus.ts";
import { notifySuccess } from "../../ui/notify.ts";

/** How a location is named in the dashboard's lists: its business name, or its address while it has none. */
export const placeName = (place: MemberLocation) => place.location.name || place.url;

export interface CopyMenusModalProps {
  /** The location whose menus are copied. */
  fromId: string;
  /** All the member's locations; the others are the choices. */
  locations: MemberLocation[];
  onClose: () => void;
  onCopied?: () => void;
}

/**
 * Copy to location: every menu of one location, copied to another of the member's
 * locations. One dialog for the menu list and Settings → Locations, so both copy the same way. The first other
 * location is chosen to begin with (often the only one). A failed copy shows the server's toast (query-client).
 */
export function CopyMenusModal({ fromId, locations, onClose, onCopied }: CopyMenusModalProps) {
  const from = locations.find((place) => place.id === fromId);
  const others = locations.filter((place) => place.id !== fromId);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const targetId = chosenId ?? others[0]?.id ?? null;
  const copy = useMutation({
    mutationFn: (toId: string) => copyMenusToLocation(fromId, toId),
    onSuccess: () => {
      notifySuccess(MESSAGES.menuCopied);
      onCopied?.();
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title="Copy menus to another location">
      <Stack gap="md">
        <Text fz="sm">
          Every menu of <b>{from ? placeName(from) : "this location"}</b> is copied to the location you
          choose, beside the menus it already has.
        </Text>
        <Select
          label="Copy to"
          placeholder="Choose a location"
          data={others.map((place) => ({ value: place.id, label: placeName(place) }))}
          value={targetId}
          onChange={setChosenId}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!targetId}
            loading={copy.isPending}
            onClick={() => targetId && copy.mutate(targetId)}
          >
            Copy menus
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
