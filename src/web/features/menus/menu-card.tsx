import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Menu,
  Paper,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { IconDots, IconGripVertical, IconPencil, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";
import { countAllItems } from "../../../shared/menus/menu-tree.ts";
import type { Menu as MenuModel } from "../../../shared/menus/menus.ts";
import { HIDDEN_FILTER } from "../../ui/hidden-look.ts";
import { MoveMenuItems } from "../../ui/reorder.tsx";
import { menuPath } from "../../widgets/menus/menus-model.ts";

/** One menu of the menus list: drag handle, position, name, Show/Hide, Edit, and its menu (move, remove). */
export function MenuCard({
  menu,
  position,
  total,
  onMove,
  bizId,
  onToggle,
  onRemove,
}: {
  menu: MenuModel;
  position: number;
  total: number;
  onMove: (toIndex: number) => void;
  bizId: string;
  onToggle: () => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: menu.id });
  const items = countAllItems(menu.nodes);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="md"
      radius="lg"
      shadow={isDragging ? "lg" : "xs"}
      role="listitem"
      aria-label={menu.name}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: "relative",
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      <Group wrap="nowrap" gap="md">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={`Drag menu ${menu.name}`}
          style={{ cursor: "grab", touchAction: "none" }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} />
        </ActionIcon>
        <Text c="dimmed" fw={700} w={20} ta="center" aria-hidden>
          {position}
        </Text>
        <Stack gap={2} style={{ flex: 1, minWidth: 0, filter: menu.active ? undefined : HIDDEN_FILTER }}>
          <Group gap="sm">
            <Anchor component={Link} to={menuPath(bizId, menu.id)} fw={700} fz="lg" c="dark">
              {menu.name}
            </Anchor>
            {menu.active ? null : (
              <Badge variant="outline" color="gray" size="sm">
                Hidden
              </Badge>
            )}
          </Group>
          <Text fz="sm" c="dimmed" lineClamp={1}>
            {menu.nodes.length} {menu.nodes.length === 1 ? "group" : "groups"} · {items}{" "}
            {items === 1 ? "item" : "items"}
            {menu.details ? ` · ${menu.details}` : ""}
          </Text>
        </Stack>
        {/* On a phone the switch drops its word and Edit becomes an icon, so the name keeps its room. */}
        <Switch
          checked={menu.active}
          onChange={onToggle}
          label={
            <Box component="span" visibleFrom="sm">
              {menu.active ? "Shown" : "Hidden"}
            </Box>
          }
          aria-label={`Show ${menu.name}`}
        />
        <Button
          component={Link}
          to={menuPath(bizId, menu.id)}
          variant="light"
          leftSection={<IconPencil size={16} />}
          aria-label={`Edit ${menu.name}`}
          visibleFrom="sm"
          style={{ flexShrink: 0 }}
        >
          Edit
        </Button>
        <ActionIcon
          component={Link}
          to={menuPath(bizId, menu.id)}
          variant="light"
          size="lg"
          aria-label={`Edit ${menu.name}`}
          hiddenFrom="sm"
        >
          <IconPencil size={18} />
        </ActionIcon>
        <Menu position="bottom-end" shadow="md">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${menu.name}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <MoveMenuItems name={menu.name} index={position - 1} total={total} onMove={onMove} />
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onRemove}>
              Remove menu
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
