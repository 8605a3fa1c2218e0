import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { Menu } from "../../../../shared/menus/menus.ts";
import { notifyError } from "../../../ui/notify.ts";
import { DesignBrowser } from "./design-browser.tsx";
import { copyDesignToMenu, type DesignSummary } from "./designs-api.ts";

export const COPY_MENU_MODAL_WIDTH = 900;

/** Copy menu (width 900): a whole new menu built from a saved design. */
export function CopyMenuModal({
  opened,
  businessId,
  onClose,
  onCopied,
}: {
  opened: boolean;
  businessId: string;
  onClose: () => void;
  onCopied: (menu: Menu) => void;
}) {
  const [design, setDesign] = useState<DesignSummary | null>(null);
  const [isCopying, setIsCopying] = useState(false);
  const copy = async () => {
    if (!design) return;
    setIsCopying(true);
    try {
      onCopied(await copyDesignToMenu(design.id, businessId));
      setDesign(null);
    } catch (error) {
      notifyError(error);
    } finally {
      setIsCopying(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Copy a menu from our designs"
      size={COPY_MENU_MODAL_WIDTH}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Start from a complete menu (groups, items, prices and icons) and make it yours. It's added as a new
          menu; your other menus stay as they are.
        </Text>
        <DesignBrowser
          businessId={businessId}
          isEnabled={opened}
          selectedId={design?.id ?? null}
          onSelect={setDesign}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!design} loading={isCopying} onClick={copy}>
            Copy Menu
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
