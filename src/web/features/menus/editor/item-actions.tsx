import { ActionIcon, Group, Menu, Tooltip } from "@mantine/core";
import { IconArrowsExchange, IconDots, IconEye, IconEyeOff, IconTrash } from "@tabler/icons-react";
import type { MenuItem } from "../../../../shared/menus/menu.ts";
import { MoveMenuItems } from "../../../ui/reorder.tsx";
import { useEditorActions } from "./editor-context.ts";
import { itemLabel } from "./item-format.ts";
import { ItemSoldOutActions } from "./item-sold-out.tsx";

/** Show/Hide and the item's menu (move to another group, remove), in its line and in its form. */
export function ItemActions({ item, groupId }: { item: MenuItem; groupId: string }) {
  const actions = useEditorActions();
  const isHidden = item.available === false;
  const label = itemLabel(item);
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label={isHidden ? "Show to guests" : "Hide from guests"} withArrow>
        <ActionIcon
          variant="subtle"
          color={isHidden ? "gray" : "dark"}
          aria-label={`${isHidden ? "Show" : "Hide"} ${label}`}
          aria-pressed={isHidden}
          onClick={() => actions.updateItem(item.id, { available: isHidden })}
        >
          {isHidden ? <IconEyeOff size={18} /> : <IconEye size={18} />}
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" withinPortal shadow="md" width={220}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${label}`}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <ItemSoldOutActions item={item} />
          <MoveWithinGroupItems item={item} groupId={groupId} />
          <MoveToGroupItems item={item} groupId={groupId} />
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => actions.removeItem(item.id)}
          >
            Remove item
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** Reordering without dragging; the dropdown is drawn when opened, so the place read here is current. */
function MoveWithinGroupItems({ item, groupId }: { item: MenuItem; groupId: string }) {
  const actions = useEditorActions();
  const itemIds = actions.getGroups().find((group) => group.id === groupId)?.itemIds ?? [];
  return (
    <MoveMenuItems
      name={itemLabel(item)}
      index={itemIds.indexOf(item.id)}
      total={itemIds.length}
      onMove={(toIndex) => actions.moveItemTo(item.id, groupId, toIndex)}
    />
  );
}

function MoveToGroupItems({ item, groupId }: { item: MenuItem; groupId: string }) {
  const actions = useEditorActions();
  const others = actions.getGroups().filter((group) => group.id !== groupId);
  if (others.length === 0) return <Menu.Label>No other group to move to</Menu.Label>;
  return (
    <>
      <Menu.Label>Move to group</Menu.Label>
      {others.map((group) => (
        <Menu.Item
          key={group.id}
          leftSection={<IconArrowsExchange size={16} />}
          onClick={() => actions.moveItemToGroup(item.id, group.id)}
        >
          {`Move to ${group.name}`}
        </Menu.Item>
      ))}
    </>
  );
}
