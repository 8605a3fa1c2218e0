import { useMemo, useReducer, useRef } from "react";
import { useNavigate } from "react-router";
import { currencyOf } from "../../../../shared/common/money.ts";
import type { Menu } from "../../../../shared/menus/menus.ts";
import { useDashboard } from "../../../api/dashboard-context.tsx";
import { useRefreshMenus } from "../../../api/menus.ts";
import { menuPath } from "../../../widgets/menus/menus-model.ts";
import type { EditorSettings } from "./editor-context.ts";
import { type EditorState, editorReducer, handOffDraft } from "./editor-state.ts";
import { editorUiReducer, hasProblems, INITIAL_UI_STATE } from "./editor-ui-state.ts";
import { useLeaveGuard } from "./leave-guard.tsx";
import { useRemoveMenu } from "./remove-menu.tsx";
import { type Autosave, useAutosave } from "./use-autosave.ts";
import { useEditorActions } from "./use-editor-actions.ts";
import { useNewerVersion } from "./use-newer-version.ts";

export interface MenuEditorProps {
  /** null on the new-menu route: the first edit creates the menu. */
  menu: Menu | null;
  initialState: EditorState;
  isInitiallyDirty?: boolean;
}

/**
 * The menu editor's state and what keeps it saved: the menu's content and the editor's UI (two reducers), autosave,
 * another tab's newer version, leaving the page and removing the menu. What it draws is menu-editor.tsx's.
 */
export function useMenuEditor({ menu, initialState, isInitiallyDirty = false }: MenuEditorProps) {
  const { dashboard } = useDashboard();
  const business = dashboard.business;
  const navigate = useNavigate();
  const refreshMenus = useRefreshMenus();
  const [state, dispatch] = useReducer(editorReducer, initialState);
  const [ui, uiDispatch] = useReducer(editorUiReducer, INITIAL_UI_STATE);
  const stateRef = useRef(state);
  stateRef.current = state;
  const isLeavingRef = useRef(false);
  const isRemovingRef = useRef(false);
  const autosaveRef = useRef<Autosave | null>(null);

  const newer = useNewerVersion({
    menu,
    businessId: business.id,
    autosaveRef,
    stateRef,
    ui,
    dispatch,
    uiDispatch,
    refreshMenus,
    isRemovingRef,
  });
  const autosave = useAutosave({
    businessId: business.id,
    menuId: menu?.id ?? null,
    initialVersion: menu?.version ?? 0,
    isInitiallyDirty,
    isHeld: hasProblems(ui),
    state,
    onCreated: (created, latest) => {
      // Created before a name was typed: the server named it ("Menu 2"), and the name field shows that name
      // rather than staying empty under a heading that says another.
      handOffDraft(created, () => {
        const draft = latest();
        return draft.state.name.trim() ? draft : { ...draft, state: { ...draft.state, name: created.name } };
      });
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
      businessId: business.id,
      menuId: menu?.id ?? null,
      isOrderingOn: business.orderingEnabled,
    }),
    [business.config, business.location.country, business.id, menu?.id, business.orderingEnabled],
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
    isRemovingRef,
    uiDispatch,
  });

  return {
    dashboard,
    business,
    state,
    dispatch,
    stateRef,
    ui,
    uiDispatch,
    autosave,
    newer,
    actions,
    settings,
    problems,
    blocker,
    answerLeavePrompt,
    removeThisMenu,
  };
}
