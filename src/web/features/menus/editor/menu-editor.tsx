import { Button } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { Link } from "react-router";
import { MESSAGES } from "../../../../shared/common/messages.ts";
import { countAllItems, findItem } from "../../../../shared/menus/menu-tree.ts";
import { readConfig } from "../../../api/settings.ts";
import { PRODUCT_NAME } from "../../../ui/brand.tsx";
import { usePageTitle } from "../../../ui/document-title.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { UnsavedChangesModal } from "../../../ui/unsaved-changes-modal.tsx";
import { menusPath } from "../../../widgets/menus/menus-model.ts";
import { usePublishFlow } from "../../../widgets/publish/publish-flow.tsx";
import { ImportItemsModal } from "../import/import-items-modal.tsx";
import { ConflictModal } from "./conflict-modal.tsx";
import { EditorActionsContext, EditorProblemsContext, EditorSettingsContext } from "./editor-context.ts";
import { EditorHeader } from "./editor-header.tsx";
import { EditorViews } from "./editor-views.tsx";
import { ItemModals } from "./item-modals.tsx";
import { LastMenuModal } from "./last-menu-modal.tsx";
import { EmptyItemsModal, ReadyToPublishModal } from "./leave-prompts.tsx";
import { MenuDetailsCard } from "./menu-details-card.tsx";
import { RemoveMenuModal } from "./remove-menu.tsx";
import { addGroup, importItems } from "./use-editor-actions.ts";
import { type MenuEditorProps, useMenuEditor } from "./use-menu-editor.ts";

/**
 * The menu editor: the menu's details, its groups and items (or their translations), and the dialogs around them.
 * Its state and saving live in use-menu-editor.ts; each part is a module of its own.
 */
export function MenuEditor(props: MenuEditorProps) {
  const { menu } = props;
  const editor = useMenuEditor(props);
  const { dashboard, business, state, dispatch, stateRef, ui, uiDispatch, autosave, actions } = editor;
  const publishFlow = usePublishFlow();
  const isNew = menu === null;
  const title = isNew ? "New Menu" : state.name || "Untitled menu";
  usePageTitle(`${state.name || (isNew ? "New Menu" : "Menu")} · ${PRODUCT_NAME}`);

  const modalItem =
    ui.modal && "itemId" in ui.modal ? findItem(state.nodes, ui.modal.itemId)?.item : undefined;
  const itemCount = countAllItems(state.nodes);
  const openImport = () => uiDispatch({ type: "open-modal", modal: { kind: "import" } });
  const closeModal = () => uiDispatch({ type: "close-modal" });
  const { answerLeavePrompt } = editor;

  if (ui.isGone) {
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
      <EditorSettingsContext.Provider value={editor.settings}>
        <EditorProblemsContext.Provider value={editor.problems}>
          <EditorHeader
            businessId={business.id}
            menuId={menu?.id ?? null}
            title={title}
            status={autosave.status}
            hasMenu={!isNew}
            onImport={openImport}
            onRemove={() => uiDispatch({ type: "open-modal", modal: { kind: "delete" } })}
          />
          <MenuDetailsCard
            menuId={menu?.id ?? null}
            name={state.name}
            details={state.details}
            schedule={state.schedule}
            use24HourFormat={business.config.use24HourFormat === true}
            nameError={ui.nameError}
            menus={dashboard.menus}
            dispatch={dispatch}
            uiDispatch={uiDispatch}
          />
          {/* With languages in Settings, the editor offers a translation column beside the tree. */}
          <EditorViews
            state={state}
            languages={readConfig(business.config).languages ?? []}
            expandedItemId={ui.expandedItemId}
            itemCount={itemCount}
            dispatch={dispatch}
            onImport={openImport}
          />

          <ItemModals
            modal={ui.modal}
            item={modalItem}
            businessId={business.id}
            actions={actions}
            uiDispatch={uiDispatch}
          />
          <ImportItemsModal
            opened={ui.modal?.kind === "import"}
            businessId={business.id}
            groups={actions.getGroups()}
            onClose={closeModal}
            onImport={(request) => {
              importItems(dispatch, request);
              closeModal();
            }}
          />
          <ConflictModal
            conflict={ui.conflict}
            isBusy={ui.isResolving}
            onChoose={editor.newer.resolveConflict}
          />
          <RemoveMenuModal
            opened={ui.modal?.kind === "delete"}
            name={state.name || menu?.name || ""}
            itemCount={itemCount}
            onCancel={closeModal}
            onRemove={editor.removeThisMenu}
          />
          <LastMenuModal opened={ui.modal?.kind === "last-menu"} onClose={closeModal} />
          <EmptyItemsModal
            opened={ui.leavePrompt === "empty-items"}
            menuName={state.name || menu?.name || "This menu"}
            onLeave={() => answerLeavePrompt("leave")}
            onStay={() => answerLeavePrompt("stay")}
            onImport={() => {
              answerLeavePrompt("stay");
              openImport();
            }}
            onAddItems={() => {
              answerLeavePrompt("stay");
              const firstGroup = stateRef.current.nodes[0];
              if (firstGroup) actions.addItem(firstGroup.id);
              else addGroup(dispatch);
            }}
          />
          <ReadyToPublishModal
            opened={ui.leavePrompt === "ready-to-publish"}
            itemCount={itemCount}
            onLater={() => answerLeavePrompt("leave")}
            onStay={() => answerLeavePrompt("stay")}
            onPublish={() => {
              answerLeavePrompt("stay");
              void publishFlow.start();
            }}
          />
          {publishFlow.modals}
          <UnsavedChangesModal
            blocker={editor.blocker}
            status={autosave.status}
            hasLeavePrompt={ui.leavePrompt !== null}
          />
        </EditorProblemsContext.Provider>
      </EditorSettingsContext.Provider>
    </EditorActionsContext.Provider>
  );
}
