import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { UNDO_NOTICE_MS } from "../../../shared/common/constants.ts";

// Removal: a 4-second notice with Undo; only the latest removal is kept.

const NOTICE_ID = "menu-undo-notice";
let latestToken = 0;

export function showUndoNotice(message: string, onUndo: () => void) {
  const token = ++latestToken;
  notifications.hide(NOTICE_ID);
  // A new id per removal, so the hide of the previous notice cannot swallow this one.
  const id = `${NOTICE_ID}-${token}`;
  notifications.show({
    id,
    autoClose: UNDO_NOTICE_MS,
    withCloseButton: true,
    color: "dark",
    message: (
      <Group justify="space-between" gap="md" wrap="nowrap" data-keep-item-open>
        <Text fz="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            if (token === latestToken) {
              latestToken++;
              onUndo();
            }
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
  for (let previous = token - 1; previous > token - 5 && previous > 0; previous--) {
    notifications.hide(`${NOTICE_ID}-${previous}`);
  }
}
