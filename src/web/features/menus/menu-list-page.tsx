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
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { Alert, Button, Center, Group, Loader, Stack, Text } from "@mantine/core";
import {
  IconCopy,
  IconEyeOff,
  IconFileImport,
  IconMapPins,
  IconPlus,
  IconToolsKitchen2,
} from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { MESSAGES } from "../../../shared/common/messages.ts";
import type { Menu as MenuModel } from "../../../shared/menus/menus.ts";
import { useLocationsQuery } from "../../api/businesses.ts";
import { ApiRequestError } from "../../api/client.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import {
  removeMenu,
  reorderMenus,
  restoreMenu,
  setMenuActive,
  useMenusQuery,
  useRefreshMenus,
} from "../../api/menus.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { reorderAccessibility } from "../../ui/reorder.tsx";
import { CopyMenusModal } from "../../widgets/menus/copy-menus-modal.tsx";
import { menuPath, newMenuPath } from "../../widgets/menus/menus-model.ts";
import { LastMenuModal } from "./editor/last-menu-modal.tsx";
import { CopyMenuModal } from "./import/copy-menu-modal.tsx";
import { importMenuPath } from "./import/menu-file-api.ts";
import { MenuCard } from "./menu-card.tsx";
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
  const [dialog, setDialog] = useState<MenuListDialog | null>(null);

  useEffect(() => {
    if (query.data) {
      setOrder(query.data.filter((menu) => !menu.removed).sort((a, b) => a.sequence - b.sequence));
    }
  }, [query.data]);

  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );

  const accessibility = reorderAccessibility((id) => order.find((menu) => menu.id === id)?.name, "a menu");
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = order.findIndex((menu) => menu.id === over.id);
    return moveMenu(String(active.id), to);
  };
  // A drag and Move up / Move down save the same way.
  const moveMenu = async (menuId: string, to: number) => {
    const next = arrayMove(
      order,
      order.findIndex((menu) => menu.id === menuId),
      to,
    );
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
          <MenuListActions
            bizId={bizId}
            canCopyToLocation={hasOtherLocations}
            isEmpty={order.length === 0}
            onOpen={setDialog}
          />
        }
      />
      {isAllHidden && order[0] ? <AllHiddenAlert first={order[0]} onShow={toggleActive} /> : null}
      {query.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : order.length === 0 ? (
        <NoMenus bizId={bizId} onCopy={() => setDialog("copy")} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={accessibility}
        >
          <SortableContext items={order.map((menu) => menu.id)} strategy={verticalListSortingStrategy}>
            <Stack gap="sm" role="list" aria-label="Menus">
              {order.map((menu, index) => (
                <MenuCard
                  key={menu.id}
                  menu={menu}
                  position={index + 1}
                  total={order.length}
                  onMove={(to) => moveMenu(menu.id, to)}
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

type MenuListDialog = "copy" | "location" | "last-menu";

/** The header's buttons: Copy to location (with two locations or more), Import a menu, Copy Menu and New Menu. */
function MenuListActions(props: {
  bizId: string;
  canCopyToLocation: boolean;
  isEmpty: boolean;
  onOpen: (dialog: MenuListDialog) => void;
}) {
  const { bizId, canCopyToLocation, isEmpty, onOpen } = props;
  return (
    <>
      {canCopyToLocation ? (
        <Button
          variant="subtle"
          leftSection={<IconMapPins size={18} />}
          onClick={() => onOpen("location")}
          disabled={isEmpty}
        >
          Copy to location
        </Button>
      ) : null}
      <ImportMenuButton bizId={bizId} />
      <Button variant="default" leftSection={<IconCopy size={18} />} onClick={() => onOpen("copy")}>
        Copy Menu
      </Button>
      <Button component={Link} to={newMenuPath(bizId)} leftSection={<IconPlus size={18} />}>
        New Menu
      </Button>
    </>
  );
}

/** Every menu hidden leaves guests an empty page: the alert offers to show the first menu again. */
function AllHiddenAlert({ first, onShow }: { first: MenuModel; onShow: (menu: MenuModel) => void }) {
  return (
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
      <Button size="xs" onClick={() => onShow(first)}>
        Show "{first.name}"
      </Button>
    </Alert>
  );
}

/** No menu yet: the three ways to start one. */
function NoMenus({ bizId, onCopy }: { bizId: string; onCopy: () => void }) {
  return (
    <EmptyState
      icon={<IconToolsKitchen2 size={32} stroke={1.5} />}
      title="No menus yet"
      description="Your menus will be listed here: breakfast, lunch, drinks, whatever you serve. Start from scratch, or copy one of our designs and make it yours."
      action={
        <Group justify="center">
          <Button component={Link} to={newMenuPath(bizId)} leftSection={<IconPlus size={18} />}>
            New Menu
          </Button>
          <Button variant="default" leftSection={<IconCopy size={18} />} onClick={onCopy}>
            Copy Menu
          </Button>
          <ImportMenuButton bizId={bizId} />
        </Group>
      }
    />
  );
}

function ImportMenuButton({ bizId }: { bizId: string }) {
  return (
    <Button
      variant="default"
      component={Link}
      to={importMenuPath(bizId)}
      leftSection={<IconFileImport size={18} />}
    >
      Import a menu
    </Button>
  );
}
