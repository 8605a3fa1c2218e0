import { notifications } from "@mantine/notifications";
import { type RefObject, useEffect, useRef } from "react";
import { TOAST_MS } from "../../../../shared/common/constants.ts";
import { MESSAGES } from "../../../../shared/common/messages.ts";
import { NAME_MAX } from "../../../../shared/menus/menu.ts";
import type { Menu } from "../../../../shared/menus/menus.ts";
import { ApiRequestError } from "../../../api/client.ts";
import { createMenu, fetchMenu } from "../../../api/menus.ts";
import { MENU_CHANGED, type MenuChanged } from "../../../api/use-live-menus.ts";
import { notifyError, notifySuccess } from "../../../ui/notify.ts";
import type { ConflictChoice } from "./conflict-modal.tsx";
import type { EditorAction, EditorState } from "./editor-state.ts";
import type { EditorUiAction, EditorUiState } from "./editor-ui-state.ts";
import type { Autosave } from "./use-autosave.ts";

/** What a save would change: flags set from the menu list (Show/Hide) are left out. */
export const contentOf = (
  state: Pick<EditorState, "name" | "details" | "nodes"> & {
    schedule?: EditorState["schedule"];
    translations?: EditorState["translations"];
  },
) =>
  JSON.stringify([state.name, state.details, state.nodes, state.schedule ?? null, state.translations ?? {}]);

const stateOf = (menu: Menu) => ({
  name: menu.name,
  details: menu.details,
  nodes: menu.nodes,
  schedule: menu.schedule ?? null,
  translations: menu.translations ?? {},
});

interface NewerVersionOptions {
  menu: Menu | null;
  businessId: string;
  /** Set once the autosave exists (it takes this hook's handlers, so it comes after). */
  autosaveRef: RefObject<Autosave | null>;
  stateRef: RefObject<EditorState>;
  ui: EditorUiState;
  dispatch: React.Dispatch<EditorAction>;
  uiDispatch: React.Dispatch<EditorUiAction>;
  refreshMenus: () => Promise<unknown>;
  /** Set while this editor removes its own menu: the 404s that follow are its own doing, not news. */
  isRemovingRef: RefObject<boolean>;
}

/**
 * Another tab, device or person saved this menu: take up their version, so tabs stay in step.
 * Heard live, or noticed on coming back to this window, it loads when nothing of ours is unsaved; with edits of
 * our own, saving them lets the newer version answer 409 and the owner choose (conflict-modal.tsx).
 */
export function useNewerVersion(options: NewerVersionOptions) {
  const { menu, businessId, autosaveRef, stateRef, dispatch, uiDispatch } = options;
  /** The content of the version the editor is based on. */
  const lastSavedRef = useRef(menu ? contentOf(menu) : "");

  const menuGone = () => {
    // Removed from here: the list and its "removed / Undo" notice already say so.
    if (options.isRemovingRef.current) return;
    uiDispatch({ type: "gone" });
    notifications.show({ color: "red", message: MESSAGES.menuNotFound, autoClose: TOAST_MS });
  };

  const menuId = menu?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: dispatchers are stable; the rest is read through refs
  useEffect(() => {
    if (!menuId) return;
    let isChecking = false;
    let isRecheckDue = false;
    const takeUpNewer = async (heard: MenuChanged | null): Promise<void> => {
      const saver = autosaveRef.current;
      if (!saver || saver.isPaused()) return;
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
        lastSavedRef.current = contentOf(current);
        dispatch({ type: "load", state: stateOf(current) });
        saver.resume(current.version, { isDirty: false });
        notifications.show({ message: "This menu was updated in another window.", autoClose: TOAST_MS });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) menuGone();
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

  /** A save of ours went through. */
  const onSaved = (saved: Menu) => {
    lastSavedRef.current = contentOf(saved);
  };

  /** A save of ours met a newer version (409). */
  const onConflict = (current: Menu, mine: EditorState) => {
    // Only flags (Show/Hide in the list) changed elsewhere: nothing of theirs would be lost by saving ours.
    if (contentOf(current) === lastSavedRef.current) {
      autosaveRef.current?.resume(current.version, { isDirty: true });
      return;
    }
    uiDispatch({ type: "conflict", conflict: { current, mine } });
  };

  /** The owner's answer to the conflict dialog. */
  const resolveConflict = async (choice: ConflictChoice) => {
    const conflict = options.ui.conflict;
    if (!conflict) return;
    const { current } = conflict;
    uiDispatch({ type: "resolving" });
    try {
      if (choice === "both") {
        const copy = await createMenu({
          businessId,
          name: `${stateRef.current.name || current.name} (my copy)`.slice(0, NAME_MAX),
          details: stateRef.current.details,
          nodes: stateRef.current.nodes,
          schedule: stateRef.current.schedule,
          translations: stateRef.current.translations,
        });
        notifySuccess(`Your version was saved as "${copy.name}".`);
        void options.refreshMenus();
      }
      if (choice === "mine") {
        autosaveRef.current?.resume(current.version, { isDirty: true });
      } else {
        lastSavedRef.current = contentOf(current);
        dispatch({ type: "load", state: stateOf(current) });
        autosaveRef.current?.resume(current.version, { isDirty: false });
      }
      uiDispatch({ type: "resolved" });
    } catch (error) {
      notifyError(error);
      uiDispatch({ type: "resolve-failed" });
    }
  };

  return { onSaved, onConflict, resolveConflict, menuGone };
}
