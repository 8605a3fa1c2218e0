import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Menu,
  Paper,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import {
  IconCopy,
  IconDots,
  IconEyeOff,
  IconFileImport,
  IconGripVertical,
  IconMapPins,
  IconPencil,
  IconPlus,
  IconToolsKitchen2,
  IconTrash,
} from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { countAllItems } from "../../../shared/menus/menu-tree.ts";
import type { Menu as MenuModel } from "../../../shared/menus/menus.ts";
import { useLocationsQuery } from "../../api/businesses.ts";
import { ApiRequestError } from "../../api/client.ts";
import {
  removeMenu,
  reorderMenus,
  restoreMenu,
  setMenuActive,
  useMenusQuery,
  useRefreshMenus,
} from "../../api/menus.ts";
import { CopyMenusModal } from "../../shell/copy-menus-modal.tsx";
import { useDashboard } from "../../shell/dashboard-context.tsx";
import { menuPath, newMenuPath } from "../../shell/menus-model.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { LastMenuModal } from "./editor/last-menu-modal.tsx";
import { CopyMenuModal } from "./import/copy-menu-modal.tsx";
import { importMenuPath } from "./import/menu-file-api.ts";
import { showUndoNotice } from "./undo-notice.tsx";
import { RouteBusinessGate } from "./use-route-business.tsx";

const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

/** app/biz/{bizId}/menus: the menus by sequence, Show/Hide, drag to reorder, Copy Menu and New Menu. */
export function MenuListPage() {
  return (
    <RouteBusinessGate>
      <MenuList />
    </RouteBusinessGate>
  );
}

function MenuList() {
  const { dashboard } = useDashboard();
  const bizId = dashboard.business.id;
  const navigate = useNavigate();
  const query = useMenusQuery(bizId);
  const refresh = useRefreshMenus();
  const locations = useLocationsQuery();
  const [order, setOrder] = useState<MenuModel[]>([]);
  const [dialog, setDialog] = useState<"copy" | "location" | "last-menu" | null>(null);

  useEffect(() => {
    if (query.data) {
      setOrder(query.data.filter((menu) => !menu.removed).sort((a, b) => a.sequence - b.sequence));
    }
  }, [query.data]);

  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.findIndex((menu) => menu.id === active.id);
    const to = order.findIndex((menu) => menu.id === over.id);
    const next = arrayMove(order, from, to);
    setOrder(next);
    try {
      await reorderMenus(
        bizId,
        next.map((menu) => menu.id),
      );
    } catch (error) {
      notifyError(error);
    }
    await refresh();
  };

  const toggleActive = async (menu: MenuModel) => {
    setOrder((current) =>
      current.map((candidate) =>
        candidate.id === menu.id ? { ...candidate, active: !menu.active } : candidate,
      ),
    );
    try {
      await setMenuActive(menu.id, !menu.active);
    } catch (error) {
      notifyError(error);
    }
    await refresh();
  };

  const remove = async (menu: MenuModel) => {
    try {
      await removeMenu(menu.id);
      await refresh();
      showUndoNotice(`"${menu.name}" removed`, () => {
        restoreMenu(menu.id)
          .then(async () => {
            notifySuccess(MESSAGES.menuRestored);
            await refresh();
          })
          .catch(notifyError);
      });
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "LAST_MENU") setDialog("last-menu");
      else notifyError(error);
    }
  };

  const isAllHidden = order.length > 0 && order.every((menu) => !menu.active);
  const hasOtherLocations = (locations.data?.length ?? 0) >= 2;

  return (
    <>
      <PageHeader
        title="Menus"
        description={`The menus guests see at ${dashboard.business.location.name}, in this order. Drag to reorder; hidden menus stay off your page.`}
        actions={
          <>
            {hasOtherLocations ? (
              <Button
                variant="subtle"
                leftSection={<IconMapPins size={18} />}
                onClick={() => setDialog("location")}
                disabled={order.length === 0}
              >
                Copy to location
              </Button>
            ) : null}
            <Button
              variant="default"
              component={Link}
              to={importMenuPath(bizId)}
              leftSection={<IconFileImport size={18} />}
            >
              Import a menu
            </Button>
            <Button variant="default" leftSection={<IconCopy size={18} />} onClick={() => setDialog("copy")}>
              Copy Menu
            </Button>
            <Button component={Link} to={newMenuPath(bizId)} leftSection={<IconPlus size={18} />}>
              New Menu
            </Button>
          </>
        }
      />
      {isAllHidden ? (
        <Alert
          color="orange"
          icon={<IconEyeOff size={18} />}
          title="All your menus are hidden"
          mb="lg"
          aria-label="All menus hidden"
        >
          <Text fz="sm" mb="sm">
            Guests will see an empty page. Show at least one menu to bring your page back to life.
          </Text>
          <Button size="xs" onClick={() => order[0] && toggleActive(order[0])}>
            Show "{order[0]?.name}"
          </Button>
        </Alert>
      ) : null}
      {query.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : order.length === 0 ? (
        <EmptyState
          icon={<IconToolsKitchen2 size={32} stroke={1.5} />}
          title="No menus yet"
          description="Your menus will be listed here: breakfast, lunch, drinks, whatever you serve. Start from scratch, or copy one of our designs and make it yours."
          action={
            <Group justify="center">
              <Button component={Link} to={newMenuPath(bizId)} leftSection={<IconPlus size={18} />}>
                New Menu
              </Button>
              <Button
                variant="default"
                leftSection={<IconCopy size={18} />}
                onClick={() => setDialog("copy")}
              >
                Copy Menu
              </Button>
              <Button
                variant="default"
                component={Link}
                to={importMenuPath(bizId)}
                leftSection={<IconFileImport size={18} />}
              >
                Import a menu
              </Button>
            </Group>
          }
        />
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={order.map((menu) => menu.id)} strategy={verticalListSortingStrategy}>
            <Stack gap="sm" role="list" aria-label="Menus">
              {order.map((menu, index) => (
                <MenuCard
                  key={menu.id}
                  menu={menu}
                  position={index + 1}
                  bizId={bizId}
                  onToggle={() => toggleActive(menu)}
                  onRemove={() => remove(menu)}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      <CopyMenuModal
        opened={dialog === "copy"}
        businessId={bizId}
        onClose={() => setDialog(null)}
        onCopied={async (menu) => {
          setDialog(null);
          await refresh();
          navigate(menuPath(bizId, menu.id));
        }}
      />
      {dialog === "location" ? (
        <CopyMenusModal
          fromId={bizId}
          locations={locations.data ?? []}
          onClose={() => setDialog(null)}
          onCopied={() => void refresh()}
        />
      ) : null}
      <LastMenuModal opened={dialog === "last-menu"} onClose={() => setDialog(null)} />
    </>
  );
}

function MenuCard({
  menu,
  position,
  bizId,
  onToggle,
  onRemove,
}: {
  menu: MenuModel;
  position: number;
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
        <Stack gap={2} style={{ flex: 1, minWidth: 0, opacity: menu.active ? 1 : 0.6 }}>
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
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onRemove}>
              Remove menu
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
