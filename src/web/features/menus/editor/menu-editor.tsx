import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Loader,
  Menu,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import {
  IconAlertCircle,
  IconCircleCheck,
  IconDots,
  IconDownload,
  IconGripVertical,
  IconPlus,
  IconToolsKitchen2,
  IconTrash,
} from "@tabler/icons-react";
import { memo, useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { Link, useBlocker, useNavigate } from "react-router";
import { nextMenuName, TOAST_MS, UNNAMED_GROUP } from "../../../../shared/constants.ts";
import {
  DESCRIPTION_MAX,
  type Menu as MenuModel,
  MenuNameSchema,
  type MenuNodes,
  NAME_MAX,
} from "../../../../shared/menu.ts";
import {
  countAllItems,
  createGroup,
  createItem,
  findItem,
  insertGroup,
  insertItem,
  moveGroup,
  moveItem,
  removeGroup,
  removeItem,
  updateGroup,
  updateItem,
} from "../../../../shared/menu-tree.ts";
import { MESSAGES } from "../../../../shared/messages.ts";
import { ApiRequestError } from "../../../api/client.ts";
import { PRODUCT_NAME } from "../../../ui/brand.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { notifyError, notifySuccess } from "../../../ui/notify.ts";
import { AltTextModal } from "../../images/alt-text-modal.tsx";
import { IconPickerModal } from "../../images/icon-picker-modal.tsx";
import { ImageChooserModal } from "../../images/image-chooser-modal.tsx";
import { MENU_CHANGED, type MenuChanged } from "../../live/use-live-menus.ts";
import { ImportItemsModal, type ImportRequest } from "../../menu-import/import-items-modal.tsx";
import { usePublishFlow } from "../../publishing/publish-flow.tsx";
import { useDashboard } from "../../shell/dashboard-context.tsx";
import { createMenu, fetchMenu, removeMenu, restoreMenu, useRefreshMenus } from "../menus-api.ts";
import { menuPath, menusPath } from "../menus-model.ts";
import { showUndoNotice } from "../undo-notice.tsx";
import { type Conflict, type ConflictChoice, ConflictModal } from "./conflict-modal.tsx";
import { collisionByKind, type DragData, keyboardCoordinatesByKind } from "./dnd.ts";
import {
  type EditorActions,
  EditorActionsContext,
  type EditorSettings,
  EditorSettingsContext,
} from "./editor-context.ts";
import { type EditorState, editorReducer, handOffDraft } from "./editor-state.ts";
import { GroupCard } from "./group-card.tsx";
import {
  chooseLeavePrompt,
  EmptyItemsModal,
  type LeavePrompt,
  ReadyToPublishModal,
  rememberLeavePrompt,
} from "./leave-prompts.tsx";
import classes from "./menu-editor.module.css";
import { type SaveStatus, useAutosave } from "./use-autosave.ts";

interface MenuEditorProps {
  /** null on the new-menu route: the first edit creates the menu. */
  menu: MenuModel | null;
  initialState: EditorState;
  isInitiallyDirty?: boolean;
}

const contentOf = (state: Pick<EditorState, "name" | "details" | "nodes">) =>
  JSON.stringify([state.name, state.details, state.nodes]);

type ModalState =
  | { kind: "image"; itemId: string }
  | { kind: "alt"; itemId: string; imageId: string | null }
  | { kind: "icons"; itemId: string }
  | { kind: "import" }
  | { kind: "delete" }
  | { kind: "last-menu" }
  | null;

export function MenuEditor({ menu, initialState, isInitiallyDirty = false }: MenuEditorProps) {
  const { dashboard } = useDashboard();
  const business = dashboard.business;
  const navigate = useNavigate();
  const refreshMenus = useRefreshMenus();
  const isNew = menu === null;
  const [state, dispatch] = useReducer(editorReducer, initialState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const [expandedItemId, setExpandedItemId] = useState<string | null>(null);
  const [modal, setModal] = useState<ModalState>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [isResolving, setIsResolving] = useState(false);
  const [isGone, setIsGone] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const lastSavedContentRef = useRef(menu ? contentOf(menu) : "");
  const isLeavingRef = useRef(false);
  const [leavePrompt, setLeavePrompt] = useState<LeavePrompt | null>(null);
  const publishFlow = usePublishFlow();

  useDocumentTitle(`${state.name || (isNew ? "New Menu" : "Menu")} · ${PRODUCT_NAME}`);

  const autosave = useAutosave({
    businessId: business.id,
    menuId: menu?.id ?? null,
    initialVersion: menu?.version ?? 0,
    isInitiallyDirty,
    state,
    onCreated: (created, latest, isDirty) => {
      handOffDraft(created, latest, isDirty);
      isLeavingRef.current = true;
      void refreshMenus();
      navigate(menuPath(business.id, created.id), { replace: true });
    },
    onSaved: (saved) => {
      lastSavedContentRef.current = contentOf(saved);
    },
    onConflict: (current, mine) => {
      // Only flags (Show/Hide in the list) changed elsewhere: nothing of theirs would be lost by saving ours.
      if (contentOf(current) === lastSavedContentRef.current) {
        autosave.resume(current.version, { isDirty: true });
        return;
      }
      setConflict({ current, mine });
    },
    onNotFound: () => {
      setIsGone(true);
      notifications.show({ color: "red", message: MESSAGES.menuNotFound, autoClose: TOAST_MS });
    },
  });
  const autosaveRef = useRef(autosave);
  autosaveRef.current = autosave;

  // Another tab, device or person saved this menu (heard live, or noticed on coming back to this window): take
  // up their version, so tabs stay in step (issue 3 §3). With edits of our own, saving them lets the newer
  // version answer 409 and the owner choose.
  const menuId = menu?.id;
  useEffect(() => {
    if (!menuId) return;
    let isChecking = false;
    let isRecheckDue = false;
    const takeUpNewer = async (heard: MenuChanged | null): Promise<void> => {
      const saver = autosaveRef.current;
      if (saver.isPaused()) return;
      if (heard?.menuId && heard.menuId !== menuId) return;
      const isStale = (version: number | undefined) => version !== undefined && version <= saver.version();
      if (isStale(heard?.version)) return;
      if (isChecking) {
        // A newer change arrived while the last one was being fetched: look again once that is done.
        isRecheckDue = true;
        return;
      }
      // A save on its way counts as unsaved, so a change heard meanwhile (often that very save) never loads
      // over it: saving now either finishes ours or meets theirs with a 409.
      if (saver.isDirty()) {
        void saver.saveNow();
        return;
      }
      isChecking = true;
      try {
        const current = await fetchMenu(menuId);
        if (current.version <= saver.version() || saver.isDirty() || saver.isPaused()) return;
        lastSavedContentRef.current = contentOf(current);
        dispatch({
          type: "load",
          state: { name: current.name, details: current.details, nodes: current.nodes },
        });
        saver.resume(current.version, { isDirty: false });
        notifications.show({ message: "This menu was updated in another window.", autoClose: TOAST_MS });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) {
          setIsGone(true);
          notifications.show({ color: "red", message: MESSAGES.menuNotFound, autoClose: TOAST_MS });
        }
        // Anything else: the next save will tell.
      } finally {
        isChecking = false;
        if (isRecheckDue) {
          isRecheckDue = false;
          void takeUpNewer(null);
        }
      }
    };
    const onReturn = () => {
      if (document.visibilityState === "visible") void takeUpNewer(null);
    };
    const onHeard = (event: Event) => void takeUpNewer((event as CustomEvent<MenuChanged>).detail);
    document.addEventListener("visibilitychange", onReturn);
    window.addEventListener("focus", onReturn);
    window.addEventListener(MENU_CHANGED, onHeard);
    return () => {
      document.removeEventListener("visibilitychange", onReturn);
      window.removeEventListener("focus", onReturn);
      window.removeEventListener(MENU_CHANGED, onHeard);
    };
  }, [menuId]);

  // Rows call these; they never change, so memoized rows and cards do not re-render on every keystroke.
  const actions = useMemo<EditorActions>(() => {
    const nodesUpdate = (update: (nodes: MenuNodes) => MenuNodes) => dispatch({ type: "nodes", update });
    return {
      updateItem: (itemId, change) => nodesUpdate((nodes) => updateItem(nodes, itemId, change)),
      removeItem: (itemId) => {
        const { removed } = removeItem(stateRef.current.nodes, itemId);
        if (!removed) return;
        nodesUpdate((nodes) => removeItem(nodes, itemId).nodes);
        setExpandedItemId((current) => (current === itemId ? null : current));
        showUndoNotice(`"${removed.item.name || "Untitled item"}" removed`, () =>
          nodesUpdate((nodes) =>
            nodes.some((group) => group.id === removed.groupId)
              ? insertItem(nodes, removed.groupId, removed.item, removed.index)
              : nodes,
          ),
        );
      },
      expandItem: (itemId) => setExpandedItemId(itemId),
      collapseItem: () => setExpandedItemId(null),
      moveItemToGroup: (itemId, groupId) =>
        nodesUpdate((nodes) => moveItem(nodes, itemId, groupId, Number.MAX_SAFE_INTEGER)),
      addItem: (groupId) => {
        const item = createItem();
        nodesUpdate((nodes) => insertItem(nodes, groupId, item));
        setExpandedItemId(item.id);
      },
      updateGroup: (groupId, patch) => nodesUpdate((nodes) => updateGroup(nodes, groupId, patch)),
      removeGroup: (groupId) => {
        const { index } = removeGroup(stateRef.current.nodes, groupId);
        const group = stateRef.current.nodes[index];
        if (!group) return;
        nodesUpdate((nodes) => removeGroup(nodes, groupId).nodes);
        showUndoNotice(`Group "${group.name || UNNAMED_GROUP}" removed`, () =>
          nodesUpdate((nodes) => insertGroup(nodes, group, index)),
        );
      },
      openImageChooser: (itemId) => setModal({ kind: "image", itemId }),
      openAltText: (itemId) => setModal({ kind: "alt", itemId, imageId: null }),
      openIconPicker: (itemId) => setModal({ kind: "icons", itemId }),
      getGroups: () =>
        stateRef.current.nodes.map((group) => ({ id: group.id, name: group.name || UNNAMED_GROUP })),
    };
  }, []);

  const settings = useMemo<EditorSettings>(
    () => ({
      currency: typeof business.config.currency === "string" ? business.config.currency : undefined,
      canEditPrices: !business.orderingEnabled,
    }),
    [business.config.currency, business.orderingEnabled],
  );

  // seed 001 §2: leaving the editor waits for a pending save ("Unsaved-changes confirmation" while it can't),
  // then may ask once about an empty menu or about publishing (leave-prompts.tsx).
  const leavePromptNow = () =>
    chooseLeavePrompt({
      menuId: menu?.id ?? null,
      businessId: business.id,
      isMenuActive:
        dashboard.menus.find((candidate) => candidate.id === menu?.id)?.active ?? menu?.active ?? false,
      isPublished: business.published,
      itemCount: countAllItems(stateRef.current.nodes),
    });
  const leavePromptNowRef = useRef(leavePromptNow);
  leavePromptNowRef.current = leavePromptNow;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !isLeavingRef.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !isGone &&
      (autosaveRef.current.isDirty() || leavePromptNowRef.current() !== null),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let isCurrent = true;
    void autosaveRef.current.saveNow().then(() => {
      if (!isCurrent || blocker.state !== "blocked") return;
      // The conflict dialog is open: it must be answered first, so stay.
      if (autosaveRef.current.isPaused()) {
        blocker.reset();
        return;
      }
      if (autosaveRef.current.isDirty()) return;
      const prompt = leavePromptNowRef.current();
      if (prompt) setLeavePrompt(prompt);
      else blocker.proceed();
    });
    return () => {
      isCurrent = false;
    };
  }, [blocker]);

  /** Closes a leave prompt: go on to where the owner was going, or stay in the editor. */
  const answerLeavePrompt = (choice: "leave" | "stay") => {
    if (leavePrompt) rememberLeavePrompt(leavePrompt, { menuId: menu?.id ?? null, businessId: business.id });
    setLeavePrompt(null);
    if (blocker.state !== "blocked") return;
    if (choice === "leave") blocker.proceed();
    else blocker.reset();
  };

  const resolveConflict = async (choice: ConflictChoice) => {
    if (!conflict) return;
    const { current } = conflict;
    setIsResolving(true);
    try {
      if (choice === "both") {
        const copy = await createMenu({
          businessId: business.id,
          name: `${stateRef.current.name || current.name} (my copy)`.slice(0, NAME_MAX),
          details: stateRef.current.details,
          nodes: stateRef.current.nodes,
        });
        notifySuccess(`Your version was saved as "${copy.name}".`);
        void refreshMenus();
      }
      if (choice === "mine") {
        autosave.resume(current.version, { isDirty: true });
      } else {
        lastSavedContentRef.current = contentOf(current);
        dispatch({
          type: "load",
          state: { name: current.name, details: current.details, nodes: current.nodes },
        });
        autosave.resume(current.version, { isDirty: false });
      }
      setConflict(null);
    } catch (error) {
      notifyError(error);
    } finally {
      setIsResolving(false);
    }
  };

  const onNameBlur = () => {
    if (isNew || state.name.trim() !== "") return;
    // seed 001 §4: an empty menu name on blur becomes the next free "Menu N".
    const others = dashboard.menus.filter((candidate) => candidate.id !== menu?.id).map((m) => m.name);
    dispatch({ type: "name", name: nextMenuName(others) });
    setNameError(null);
  };

  const deleteMenu = async () => {
    if (!menu) return;
    setModal(null);
    try {
      await removeMenu(menu.id);
      isLeavingRef.current = true;
      await refreshMenus();
      navigate(menusPath(business.id));
      showUndoNotice(`"${state.name || menu.name}" removed`, () => {
        restoreMenu(menu.id)
          .then(async () => {
            notifySuccess(MESSAGES.menuRestored);
            await refreshMenus();
          })
          .catch(notifyError);
      });
    } catch (error) {
      if (error instanceof ApiRequestError && error.message === MESSAGES.lastMenu) {
        setModal({ kind: "last-menu" });
        return;
      }
      notifyError(error);
    }
  };

  const importItems = ({ items, groupId, newGroupName }: ImportRequest) => {
    let targetId = groupId;
    dispatch({
      type: "nodes",
      update: (nodes) => {
        if (targetId && nodes.some((group) => group.id === targetId)) {
          return nodes.map((group) =>
            group.id === targetId ? { ...group, nodes: [...group.nodes, ...items] } : group,
          );
        }
        const group = createGroup({ name: newGroupName || UNNAMED_GROUP, nodes: items });
        targetId = group.id;
        return [...nodes, group];
      },
    });
    setModal(null);
    notifySuccess(`${items.length} ${items.length === 1 ? "item" : "items"} added to your menu`);
  };

  const modalItem = modal && "itemId" in modal ? findItem(state.nodes, modal.itemId)?.item : undefined;
  const itemCount = countAllItems(state.nodes);

  if (isGone) {
    return (
      <EmptyState
        icon={<IconAlertCircle size={32} stroke={1.5} />}
        title={MESSAGES.menuNotFound}
        description="This menu was removed in another window or device. Your other menus are still in the list."
        action={
          <Button component={Link} to={menusPath(business.id)}>
            See all menus
          </Button>
        }
      />
    );
  }

  return (
    <EditorActionsContext.Provider value={actions}>
      <EditorSettingsContext.Provider value={settings}>
        <Breadcrumbs mb="xs" fz="sm">
          <Anchor component={Link} to={menusPath(business.id)}>
            Menus
          </Anchor>
          <Text fz="sm" c="dimmed">
            {isNew ? "New Menu" : state.name || "Untitled menu"}
          </Text>
        </Breadcrumbs>
        <Group justify="space-between" align="center" mb="lg" wrap="wrap" gap="sm">
          <Group gap="md" align="center" miw={0}>
            <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: "anywhere" }}>
              {isNew ? "New Menu" : state.name || "Untitled menu"}
            </Title>
            <SaveStatusBadge status={autosave.status} />
          </Group>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconDownload size={18} />}
              onClick={() => setModal({ kind: "import" })}
            >
              Import items
            </Button>
            {menu ? (
              <Menu position="bottom-end" shadow="md">
                <Menu.Target>
                  <Button variant="default" px="xs" aria-label="Menu actions">
                    <IconDots size={18} />
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item component={Link} to={menusPath(business.id)}>
                    All menus
                  </Menu.Item>
                  <Menu.Divider />
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => setModal({ kind: "delete" })}
                  >
                    Remove menu
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ) : null}
          </Group>
        </Group>

        <Paper withBorder p="lg" mb="lg" radius="lg">
          <Stack gap="sm">
            <TextInput
              label="Menu name"
              placeholder={isNew ? nextMenuName(dashboard.menus.map((m) => m.name)) : "e.g. Dinner"}
              value={state.name}
              maxLength={NAME_MAX}
              size="md"
              error={nameError}
              onChange={(event) => {
                const name = event.currentTarget.value;
                dispatch({ type: "name", name });
                // seed 001 §5: "Please add a menu name." (not on the new-menu route).
                const parsed = MenuNameSchema.safeParse(name);
                setNameError(isNew || parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
              }}
              onBlur={onNameBlur}
            />
            <Textarea
              label="Menu note"
              description="Shown under the menu's name, e.g. Served daily from 11am to 3pm."
              placeholder="Add a note for guests (optional)"
              autosize
              minRows={2}
              maxRows={6}
              maxLength={DESCRIPTION_MAX}
              value={state.details}
              onChange={(event) => dispatch({ type: "details", details: event.currentTarget.value })}
            />
          </Stack>
        </Paper>

        <GroupList nodes={state.nodes} expandedItemId={expandedItemId} dispatch={dispatch} />

        {state.nodes.length === 0 ? (
          <EmptyState
            icon={<IconToolsKitchen2 size={32} stroke={1.5} />}
            title="Your menu has no items yet"
            description="Start with a group such as Starters or Mains, then add your dishes. Or import items from one of our ready-made designs and adjust them."
            action={
              <Group justify="center">
                <Button leftSection={<IconPlus size={18} />} onClick={() => addGroup(dispatch)}>
                  New Group
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={18} />}
                  onClick={() => setModal({ kind: "import" })}
                >
                  Import items
                </Button>
              </Group>
            }
          />
        ) : (
          <>
            {itemCount === 0 ? (
              <Alert color="blue" variant="light" mt="md" title="This menu has no items yet">
                Guests would see an empty menu. Add items to a group, or import some from a design.
              </Alert>
            ) : null}
            <Group mt="lg" gap="sm">
              <Button
                variant="light"
                size="md"
                leftSection={<IconPlus size={18} />}
                onClick={() => addGroup(dispatch)}
              >
                New Group
              </Button>
              <Button
                variant="subtle"
                leftSection={<IconDownload size={18} />}
                onClick={() => setModal({ kind: "import" })}
              >
                Import items
              </Button>
            </Group>
          </>
        )}

        <ImageChooserModal
          opened={modal?.kind === "image"}
          businessId={business.id}
          onClose={() => setModal(null)}
          onChosen={(image) => {
            if (!modalItem) return;
            actions.updateItem(modalItem.id, {
              preview: image.path,
              previewSource: image.source,
              previewAltText: image.altText,
            });
            setModal({ kind: "alt", itemId: modalItem.id, imageId: image.id });
          }}
        />
        <AltTextModal
          opened={modal?.kind === "alt"}
          businessId={business.id}
          imageId={modal?.kind === "alt" ? modal.imageId : null}
          imagePath={modalItem?.preview ?? null}
          initialText={modalItem?.previewAltText ?? ""}
          onClose={() => setModal(null)}
          onSaved={(altText) => {
            if (modalItem) actions.updateItem(modalItem.id, { previewAltText: altText });
            setModal(null);
          }}
        />
        <IconPickerModal
          opened={modal?.kind === "icons"}
          businessId={business.id}
          icons={modalItem?.icons ?? []}
          itemName={modalItem?.name ?? ""}
          onChange={(icons) => {
            if (modalItem) actions.updateItem(modalItem.id, { icons });
          }}
          onClose={() => setModal(null)}
        />
        <ImportItemsModal
          opened={modal?.kind === "import"}
          businessId={business.id}
          groups={actions.getGroups()}
          onClose={() => setModal(null)}
          onImport={importItems}
        />
        <ConflictModal conflict={conflict} isBusy={isResolving} onChoose={resolveConflict} />
        <Modal
          opened={modal?.kind === "delete"}
          onClose={() => setModal(null)}
          title="Remove this menu?"
          centered
        >
          <Text mb="lg">
            "{state.name || menu?.name}" and its {itemCount} {itemCount === 1 ? "item" : "items"} will
            disappear from your page. You can undo this for a few seconds.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setModal(null)}>
              Cancel
            </Button>
            <Button color="red" onClick={deleteMenu}>
              Remove menu
            </Button>
          </Group>
        </Modal>
        <LastMenuModal opened={modal?.kind === "last-menu"} onClose={() => setModal(null)} />
        <EmptyItemsModal
          opened={leavePrompt === "empty-items"}
          menuName={state.name || menu?.name || "This menu"}
          onLeave={() => answerLeavePrompt("leave")}
          onStay={() => answerLeavePrompt("stay")}
          onImport={() => {
            answerLeavePrompt("stay");
            setModal({ kind: "import" });
          }}
          onAddItems={() => {
            answerLeavePrompt("stay");
            const firstGroup = stateRef.current.nodes[0];
            if (firstGroup) actions.addItem(firstGroup.id);
            else addGroup(dispatch);
          }}
        />
        <ReadyToPublishModal
          opened={leavePrompt === "ready-to-publish"}
          itemCount={itemCount}
          onLater={() => answerLeavePrompt("leave")}
          onStay={() => answerLeavePrompt("stay")}
          onPublish={() => {
            answerLeavePrompt("stay");
            void publishFlow.start();
          }}
        />
        {publishFlow.modals}
        <Modal
          opened={
            blocker.state === "blocked" &&
            leavePrompt === null &&
            (autosave.status === "saving" || autosave.status === "error")
          }
          onClose={() => blocker.reset?.()}
          title="Unsaved changes"
          centered
        >
          <Stack>
            <Group gap="sm" wrap="nowrap">
              {autosave.status === "saving" ? <Loader size="sm" /> : null}
              <Text>
                {autosave.status === "saving"
                  ? "Saving your latest changes before you go…"
                  : "Your latest changes are not saved yet. If you leave now they will be lost."}
              </Text>
            </Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => blocker.reset?.()}>
                Stay
              </Button>
              <Button color="red" variant="light" onClick={() => blocker.proceed?.()}>
                Leave without saving
              </Button>
            </Group>
          </Stack>
        </Modal>
      </EditorSettingsContext.Provider>
    </EditorActionsContext.Provider>
  );
}

function addGroup(dispatch: React.Dispatch<Parameters<typeof editorReducer>[1]>) {
  const group = createGroup();
  dispatch({ type: "nodes", update: (nodes) => [...nodes, group] });
  requestAnimationFrame(() => {
    const input = document.querySelector<HTMLInputElement>(
      `section[aria-label="Group ${UNNAMED_GROUP}"] input[aria-label="Group name"]`,
    );
    const all = document.querySelectorAll<HTMLInputElement>('input[aria-label="Group name"]');
    (all[all.length - 1] ?? input)?.focus();
  });
}

// Module constants: new option objects on each render would give dnd-kit new activators, and every sortable row
// would re-render on every keystroke (issue 3: typing stays fast on a 500-item menu).
const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };
const KEYBOARD_OPTIONS = { coordinateGetter: keyboardCoordinatesByKind };
const ACCESSIBILITY = {
  screenReaderInstructions: {
    draggable:
      "To pick up a group or an item, press space or enter. Use the arrow keys to move it, space or enter to drop it, escape to cancel.",
  },
};

/** The groups and their items, sortable by drag or keyboard; items can move between groups. */
const GroupList = memo(function GroupList({
  nodes,
  expandedItemId,
  dispatch,
}: {
  nodes: MenuNodes;
  expandedItemId: string | null;
  dispatch: React.Dispatch<Parameters<typeof editorReducer>[1]>;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const groupKey = nodes.map((group) => group.id).join("|");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids change only when the key does
  const groupIds = useMemo(() => nodes.map((group) => group.id), [groupKey]);
  const expandedGroupId = expandedItemId
    ? nodes.find((group) => group.nodes.some((item) => item.id === expandedItemId))?.id
    : undefined;

  // The dragged group or item is drawn in an overlay, so it shows above every card (cards skip painting off
  // screen, which clips what moves inside them).
  const [dragging, setDragging] = useState<{ kind: string; label: string } | null>(null);
  const nodesRef = useRef(nodes);
  nodesRef.current = nodes;
  const onDragStart = useCallback(({ active }: DragStartEvent) => {
    const kind = (active.data.current as DragData | undefined)?.kind ?? "item";
    const id = String(active.id);
    const label =
      kind === "group"
        ? nodesRef.current.find((group) => group.id === id)?.name || UNNAMED_GROUP
        : findItem(nodesRef.current, id)?.item.name || "Untitled item";
    setDragging({ kind, label });
  }, []);

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      setDragging(null);
      if (!over || active.id === over.id) return;
      const activeData = active.data.current as DragData | undefined;
      const overData = over.data.current as (DragData & { sortable?: { index: number } }) | undefined;
      if (!activeData || !overData) return;
      if (activeData.kind === "group") {
        const toIndex = overData.sortable?.index ?? 0;
        dispatch({ type: "nodes", update: (current) => moveGroup(current, String(active.id), toIndex) });
        return;
      }
      if (activeData.kind !== "item" || !overData.groupId) return;
      const toGroupId = overData.groupId;
      const toIndex = overData.kind === "group-zone" ? 0 : (overData.sortable?.index ?? 0);
      dispatch({
        type: "nodes",
        update: (current) => moveItem(current, String(active.id), toGroupId, toIndex),
      });
    },
    [dispatch],
  );

  if (nodes.length === 0) return null;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionByKind}
      onDragStart={onDragStart}
      onDragCancel={() => setDragging(null)}
      onDragEnd={onDragEnd}
      accessibility={ACCESSIBILITY}
    >
      <SortableContext items={groupIds} strategy={verticalListSortingStrategy}>
        <Stack gap="lg" className={classes.groups}>
          {nodes.map((group) => (
            <GroupCard
              key={group.id}
              group={group}
              expandedItemId={group.id === expandedGroupId ? expandedItemId : null}
            />
          ))}
        </Stack>
      </SortableContext>
      <DragOverlay dropAnimation={null}>
        {dragging ? (
          <Paper shadow="lg" withBorder px="md" py="sm" radius="md" style={{ cursor: "grabbing" }}>
            <Group gap="xs" wrap="nowrap">
              <IconGripVertical size={18} color="var(--mantine-color-gray-6)" />
              <Text fw={dragging.kind === "group" ? 700 : 600}>{dragging.label}</Text>
            </Group>
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
});

function SaveStatusBadge({ status }: { status: SaveStatus }) {
  if (status === "idle") return null;
  const content = {
    saving: { icon: <Loader size={14} />, text: "saving...", color: "dimmed" },
    saved: { icon: <IconCircleCheck size={16} />, text: "changes saved", color: "teal.8" },
    error: { icon: <IconAlertCircle size={16} />, text: "not saved yet", color: "red.8" },
    conflict: { icon: <IconAlertCircle size={16} />, text: "changed elsewhere", color: "orange.8" },
    gone: { icon: <IconAlertCircle size={16} />, text: "menu removed", color: "red.8" },
  }[status];
  return (
    <Group gap={6} c={content.color} role="status" aria-live="polite" data-testid="save-status">
      {content.icon}
      <Text fz="sm" c={content.color}>
        {content.text}
      </Text>
    </Group>
  );
}

export function LastMenuModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="This is your last menu" centered>
      <Stack>
        <Alert color="orange" icon={<IconAlertCircle size={18} />}>
          {MESSAGES.lastMenu}
        </Alert>
        <Text fz="sm" c="dimmed">
          Your page is live, and a live page needs at least one menu. Unpublish the site first, or create
          another menu before removing this one.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" component={Link} to="/app/settings/status" onClick={onClose}>
            Publishing settings
          </Button>
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
