import { Button, Group, Modal, Text } from "@mantine/core";
import type { RefObject } from "react";
import { useNavigate } from "react-router";
import { MESSAGES } from "../../../../shared/common/messages.ts";
import type { Menu } from "../../../../shared/menus/menus.ts";
import { ApiRequestError } from "../../../api/client.ts";
import { removeMenu, restoreMenu, useRefreshMenus } from "../../../api/menus.ts";
import { notifyError, notifySuccess } from "../../../ui/notify.ts";
import { menusPath } from "../../../widgets/menus/menus-model.ts";
import { showUndoNotice } from "../undo-notice.tsx";
import type { EditorUiAction } from "./editor-ui-state.ts";

/**
 * The menu goes, the list shows, and Undo brings it back ("Menu restored"). The last menu of a published page
 * stays (docs/requirements.md "Dashboard details", last-menu-modal.tsx).
 */
export function useRemoveMenu(options: {
  menu: Menu | null;
  businessId: string;
  /** The name as the owner sees it now. */
  name: string;
  isLeavingRef: RefObject<boolean>;
  /** Set from the removal on: the live update and any save that meet the removed menu stay quiet. */
  isRemovingRef: RefObject<boolean>;
  uiDispatch: React.Dispatch<EditorUiAction>;
}) {
  const { menu, businessId, name, isLeavingRef, isRemovingRef, uiDispatch } = options;
  const navigate = useNavigate();
  const refreshMenus = useRefreshMenus();
  return async () => {
    if (!menu) return;
    uiDispatch({ type: "close-modal" });
    isRemovingRef.current = true;
    try {
      await removeMenu(menu.id);
      isLeavingRef.current = true;
      await refreshMenus();
      navigate(menusPath(businessId));
      showUndoNotice(`"${name || menu.name}" removed`, () => {
        restoreMenu(menu.id)
          .then(async () => {
            notifySuccess(MESSAGES.menuRestored);
            await refreshMenus();
          })
          .catch(notifyError);
      });
    } catch (error) {
      isRemovingRef.current = false;
      if (error instanceof ApiRequestError && error.code === "LAST_MENU") {
        uiDispatch({ type: "open-modal", modal: { kind: "last-menu" } });
        return;
      }
      notifyError(error);
    }
  };
}

export function RemoveMenuModal({
  opened,
  name,
  itemCount,
  onCancel,
  onRemove,
}: {
  opened: boolean;
  name: string;
  itemCount: number;
  onCancel: () => void;
  onRemove: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Remove this menu?">
      <Text mb="lg">
        "{name}" and its {itemCount} {itemCount === 1 ? "item" : "items"} will disappear from your page. You
        can undo this for a few seconds.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={onRemove}>
          Remove menu
        </Button>
      </Group>
    </Modal>
  );
}
