import { Button, Group, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconDownload, IconPlus, IconRocket, IconToolsKitchen2 } from "@tabler/icons-react";
import { rememberPublishOffered, wasPublishOffered } from "../../../widgets/publish/publish-offer.ts";

// The empty-items and ready-to-publish prompts: asked when the owner leaves the editor, the natural moment
// to say that guests would see an empty menu, or that the menu could go live now.

export type LeavePrompt = "empty-items" | "ready-to-publish";

const emptyPromptKey = (menuId: string) => `menu-builder.empty-prompt.${menuId}`;

/** Which prompt leaving should show, if any: each is asked once (per visit for an empty menu, once ever for publishing). */
export function chooseLeavePrompt(options: {
  menuId: string | null;
  businessId: string;
  isMenuActive: boolean;
  isPublished: boolean;
  itemCount: number;
}): LeavePrompt | null {
  const { menuId, businessId, isMenuActive, isPublished, itemCount } = options;
  if (menuId === null) return null;
  // A hidden menu is not shown to guests, so its being empty harms nobody.
  if (itemCount === 0)
    return isMenuActive && !sessionStorage.getItem(emptyPromptKey(menuId)) ? "empty-items" : null;
  if (!isPublished && !wasPublishOffered(businessId)) return "ready-to-publish";
  return null;
}

export function rememberLeavePrompt(prompt: LeavePrompt, ids: { menuId: string | null; businessId: string }) {
  if (prompt === "empty-items" && ids.menuId) sessionStorage.setItem(emptyPromptKey(ids.menuId), "1");
  if (prompt === "ready-to-publish") rememberPublishOffered(ids.businessId);
}

interface EmptyItemsModalProps {
  opened: boolean;
  menuName: string;
  onAddItems: () => void;
  onImport: () => void;
  onLeave: () => void;
  onStay: () => void;
}

export function EmptyItemsModal({
  opened,
  menuName,
  onAddItems,
  onImport,
  onLeave,
  onStay,
}: EmptyItemsModalProps) {
  return (
    <Modal opened={opened} onClose={onStay} title="This menu has no items yet" size={520}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" radius="xl" size={40} aria-hidden>
            <IconToolsKitchen2 size={22} />
          </ThemeIcon>
          <Text>
            Guests who open "{menuName}" would see an empty menu. Add a few dishes now, or bring them in from
            one of our ready-made designs and adjust them.
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Button variant="subtle" color="gray" onClick={onLeave}>
            Leave anyway
          </Button>
          <Group gap="sm">
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={onImport}>
              Import items
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={onAddItems}>
              Add items
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

interface ReadyToPublishModalProps {
  opened: boolean;
  itemCount: number;
  onPublish: () => void;
  onLater: () => void;
  onStay: () => void;
}

export function ReadyToPublishModal({
  opened,
  itemCount,
  onPublish,
  onLater,
  onStay,
}: ReadyToPublishModalProps) {
  return (
    <Modal opened={opened} onClose={onStay} title="Ready to publish?">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" radius="xl" size={40} aria-hidden>
            <IconRocket size={22} />
          </ThemeIcon>
          <Stack gap={6}>
            <Text>
              Your menu has {itemCount} {itemCount === 1 ? "item" : "items"}. Publish your page so guests can
              open it from your link and QR code.
            </Text>
            <Text fz="sm" c="dimmed">
              You can keep editing after it's live; guests see your changes when you choose Publish Changes.
            </Text>
          </Stack>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onLater}>
            Not now
          </Button>
          <Button leftSection={<IconRocket size={16} />} onClick={onPublish}>
            Publish now
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
