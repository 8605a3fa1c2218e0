import { Button, SegmentedControl } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useMemo, useReducer, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { countMissing } from "../../../../shared/menu-translation.ts";
import { countAllItems, findItem } from "../../../../shared/menu-tree.ts";
import type { Menu } from "../../../../shared/menus.ts";
import { MESSAGES } from "../../../../shared/messages.ts";
import { currencyOf } from "../../../../shared/money.ts";
import { useRefreshMenus } from "../../../api/menus.ts";
import { readConfig } from "../../../api/settings.ts";
import { useDashboard } from "../../../shell/dashboard-context.tsx";
import { menuPath, menusPath } from "../../../shell/menus-model.ts";
import { usePublishFlow } from "../../../shell/publish-flow.tsx";
import { PRODUCT_NAME } from "../../../ui/brand.tsx";
import { usePageTitle } from "../../../ui/document-title.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { UnsavedChangesModal } from "../../../ui/unsaved-changes-modal.tsx";
import { ImportItemsModal } from "../import/import-items-modal.tsx";
import { AddGroupBar } from "./add-group-bar.tsx";
import { ConflictModal } from "./conflict-modal.tsx";
import {
  EditorActionsContext,
  EditorProblemsContext,
  type EditorSettings,
  EditorSettingsContext,
} from "./editor-context.ts";
import { EditorHeader } from "./editor-header.tsx";
import { type EditorState, editorReducer, handOffDraft } from "./editor-state.ts";
import { editorUiReducer, hasProblems, INITIAL_UI_STATE } from "./editor-ui-state.ts";
import { GroupList } from "./group-list.tsx";
import { ItemModals } from "./item-modals.tsx";
import { LastMenuModal } from "./last-menu-modal.tsx";
import { useLeaveGuard } from "./leave-guard.tsx";
import { EmptyItemsModal, ReadyToPublishModal } from "./leave-prompts.tsx";
import { MenuDetailsCard } from "./menu-details-card.tsx";
import { RemoveMenuModal, useRemoveMenu } from "./remove-menu.tsx";
import { TranslationPanel } from "./translation-panel.tsx";
import { type Autosave, useAutosave } from "./use-autosave.ts";
import { addGroup, importItems, useEditorActions } from "./use-editor-actions.ts";
import { useNewerVersion } from "./use-newer-version.ts";

interface MenuEditorProps {
  /** null on the new-menu route: the first edit creates the menu. */
  menu: Menu | null;
  initialState: EditorState;
  isInitiallyDirty?: boolean;
}

/** The menu editor (seed 001 §2): it holds the state and wires the parts, each in its own module. */
export function MenuEditor({ menu, initialState, isInitiallyDirty = false }: MenuEditorProps) {
  const { dashboard } = useDashboard();
  const business = dashboard.business;
  const navigate = useNavigate();
  const refreshMenus = useRefreshMenus();
  const isNew = menu === null;
  const [state, dispatch] = useReducer(editorReducer, initialState);
  const [ui, uiDispatch] = useReducer(editorUiReducer, INITIAL_UI_STATE);
  const stateRef = useRef(state);
  stateRef.current = state;
  const isLeavingRef = useRef(false);
  const autosaveRef = useRef<Autosave | null>(null);
  const publishFlow = usePublishFlow();
  const title = isNew ? "New Menu" : state.name || "Untitled menu";
  usePageTitle(`${state.name || (isNew ? "New Menu" : "Menu")} · ${PRODUCT_NAME}`);

  const newer = useNewerVersion({
    menu,
    businessId: business.id,
    autosaveRef,
    stateRef,
    ui,
    dispatch,
    uiDispatch,
    refreshMenus,
  });
  const autosave = useAutosave({
    businessId: business.id,
    menuId: menu?.id ?? null,
    initialVersion: menu?.version ?? 0,
    isInitiallyDirty,
    isHeld: hasProblems(ui),
    state,
    onCreated: (created, latest, isDirty) => {
      handOffDraft(created, latest, isDirty);
      isLeavingRef.current = true;
      void refreshMenus();
      navigate(menuPath(business.id, created.id), { replace: true });
    },
    onSaved: newer.onSaved,
    onConflict: newer.onConflict,
    onNotFound: newer.menuGone,
  });
  autosaveRef.current = autosave;

  const actions = useEditorActions(dispatch, uiDispatch, stateRef);
  const settings = useMemo<EditorSettings>(
    () => ({
      currency: currencyOf(business.config, business.location.country),
    }),
    [business.config, business.location.country],
  );
  const problems = useMemo(() => ({ problems: ui.problems, refusal: ui.refusal }), [ui.problems, ui.refusal]);
  const { blocker, answerLeavePrompt } = useLeaveGuard({
    menuId: menu?.id ?? null,
    businessId: business.id,
    isMenuActive:
      dashboard.menus.find((candidate) => candidate.id === menu?.id)?.active ?? menu?.active ?? false,
    isPublished: business.published,
    isGone: ui.isGone,
    leavePrompt: ui.leavePrompt,
    autosaveRef,
    stateRef,
    isLeavingRef,
    uiDispatch,
  });
  const removeThisMenu = useRemoveMenu({
    menu,
    businessId: business.id,
    name: state.name,
    isLeavingRef,
    uiDispatch,
  });

  const modalItem =
    ui.modal && "itemId" in ui.modal ? findItem(state.nodes, ui.modal.itemId)?.item : undefined;
  const itemCount = countAllItems(state.nodes);
  const openImport = () => uiDispatch({ type: "open-modal", modal: { kind: "import" } });
  const closeModal = () => uiDispatch({ type: "close-modal" });
  // issue 17 item 3: with languages in Settings, the editor shows a translation column instead of the tree.
  const languages = readConfig(business.config).languages ?? [];
  const isMultilingual = languages.length > 1;
  const [view, setView] = useState<"menu" | "translations">("menu");
  const missing = isMultilingual
    ? languages.slice(1).reduce((sum, lang) => sum + countMissing(state, lang), 0)
    : 0;

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
      <EditorSettingsContext.Provider value={settings}>
        <EditorProblemsContext.Provider value={problems}>
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
          {isMultilingual ? (
            <SegmentedControl
              aria-label="Editor view"
              value={view}
              onChange={(next) => setView(next === "translations" ? "translations" : "menu")}
              data={[
                { value: "menu", label: "Menu" },
                {
                  value: "translations",
                  label: missing ? `Translations · ${missing} missing` : "Translations",
                },
              ]}
              mb="lg"
            />
          ) : null}
          {isMultilingual && view === "translations" ? (
            <TranslationPanel state={state} languages={languages} dispatch={dispatch} />
          ) : (
            <>
              <GroupList nodes={state.nodes} expandedItemId={ui.expandedItemId} dispatch={dispatch} />
              <AddGroupBar
                groupCount={state.nodes.length}
                itemCount={itemCount}
                onAddGroup={() => addGroup(dispatch)}
                onImport={openImport}
              />
            </>
          )}

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
          <ConflictModal conflict={ui.conflict} isBusy={ui.isResolving} onChoose={newer.resolveConflict} />
          <RemoveMenuModal
            opened={ui.modal?.kind === "delete"}
            name={state.name || menu?.name || ""}
            itemCount={itemCount}
            onCancel={closeModal}
            onRemove={removeThisMenu}
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
            blocker={blocker}
            status={autosave.status}
            hasLeavePrompt={ui.leavePrompt !== null}
          />
        </EditorProblemsContext.Provider>
      </EditorSettingsContext.Provider>
    </EditorActionsContext.Provider>
  );
}
