import { Badge, Menu } from "@mantine/core";
import { IconCircleCheck, IconCircleOff } from "@tabler/icons-react";
import type { MenuItem } from "../../../../shared/menus/menu.ts";
import type { SoldOutUntil } from "../../../../shared/service/service-status.ts";
import { findSoldOutEntry, SOLD_OUT_LABELS, useMarkSoldOut, useSoldOut } from "../../../api/sold-out.ts";
import { notifyError } from "../../../ui/notify.ts";
import { useEditorSettings } from "./editor-context.ts";

// Sold out from the editor: the kitchen's switch for one item, beside Show/Hide. Unlike hiding it is live on the
// guest page without a publish, and it never changes the menu itself.

function useItemSoldOut(businessId: string, menuId: string, itemId: string) {
  const soldOut = useSoldOut(businessId);
  const mark = useMarkSoldOut(businessId);
  const ids = { menuId, itemId };
  return {
    entry: findSoldOutEntry(soldOut.data, ids),
    choose: (until: SoldOutUntil | null) => mark.mutate({ ...ids, until }, { onError: notifyError }),
  };
}

/** "Mark sold out" (for today, or until turned back on) or "Back on sale", in the item's menu of actions. */
export function ItemSoldOutActions({ item }: { item: MenuItem }) {
  const { businessId, menuId } = useEditorSettings();
  // A menu not saved yet has no id the kitchen could name.
  if (!businessId || !menuId) return null;
  return <SoldOutActions businessId={businessId} menuId={menuId} item={item} />;
}

function SoldOutActions({
  businessId,
  menuId,
  item,
}: {
  businessId: string;
  menuId: string;
  item: MenuItem;
}) {
  const { entry, choose } = useItemSoldOut(businessId, menuId, item.id);
  if (entry)
    return (
      <>
        <Menu.Label>{SOLD_OUT_LABELS[entry.until]}</Menu.Label>
        <Menu.Item leftSection={<IconCircleCheck size={16} />} onClick={() => choose(null)}>
          Back on sale
        </Menu.Item>
        <Menu.Divider />
      </>
    );
  return (
    <>
      <Menu.Label>Mark sold out</Menu.Label>
      <Menu.Item leftSection={<IconCircleOff size={16} />} onClick={() => choose("today")}>
        Sold out for today
      </Menu.Item>
      <Menu.Item leftSection={<IconCircleOff size={16} />} onClick={() => choose("manual")}>
        Sold out until I turn it back on
      </Menu.Item>
      <Menu.Divider />
    </>
  );
}

/** "Sold out today" or "Sold out" beside the item's name while it is. */
export function ItemSoldOutBadge({ itemId }: { itemId: string }) {
  const { businessId, menuId } = useEditorSettings();
  if (!businessId || !menuId) return null;
  return <SoldOutBadge businessId={businessId} menuId={menuId} itemId={itemId} />;
}

function SoldOutBadge({
  businessId,
  menuId,
  itemId,
}: {
  businessId: string;
  menuId: string;
  itemId: string;
}) {
  const soldOut = useSoldOut(businessId);
  const entry = findSoldOutEntry(soldOut.data, { menuId, itemId });
  if (!entry) return null;
  return (
    <Badge size="xs" variant="filled" color="red">
      {SOLD_OUT_LABELS[entry.until]}
    </Badge>
  );
}
