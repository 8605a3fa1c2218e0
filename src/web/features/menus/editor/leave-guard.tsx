import { type RefObject, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { countAllItems } from "../../../../shared/menus/menu-tree.ts";
import type { EditorState } from "./editor-state.ts";
import type { EditorUiAction } from "./editor-ui-state.ts";
import { chooseLeavePrompt, type LeavePrompt, rememberLeavePrompt } from "./leave-prompts.tsx";
import type { Autosave } from "./use-autosave.ts";

interface LeaveGuardOptions {
  menuId: string | null;
  businessId: string;
  isMenuActive: boolean;
  isPublished: boolean;
  isGone: boolean;
  leavePrompt: LeavePrompt | null;
  autosaveRef: RefObject<Autosave | null>;
  stateRef: RefObject<EditorState>;
  /** Set when the editor itself navigates away (after creating or removing the menu): never blocked. */
  isLeavingRef: RefObject<boolean>;
  uiDispatch: React.Dispatch<EditorUiAction>;
}

/**
 * Leaving the editor waits for a pending save (the "Unsaved changes" confirmation while it can't),
 * then may ask once about an empty menu or about publishing (leave-prompts.tsx).
 */
export function useLeaveGuard(options: LeaveGuardOptions) {
  const { autosaveRef, uiDispatch } = options;
  const promptNow = () =>
    chooseLeavePrompt({
      menuId: options.menuId,
      businessId: options.businessId,
      isMenuActive: options.isMenuActive,
      isPublished: options.isPublished,
      itemCount: countAllItems(options.stateRef.current.nodes),
    });
  const promptNowRef = useRef(promptNow);
  promptNowRef.current = promptNow;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !options.isLeavingRef.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !options.isGone &&
      (Boolean(autosaveRef.current?.isDirty() || autosaveRef.current?.isHeld()) ||
        promptNowRef.current() !== null),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    const saver = autosaveRef.current;
    if (!saver) return;
    let isCurrent = true;
    void saver.saveNow().then(() => {
      if (!isCurrent || blocker.state !== "blocked") return;
      // The conflict dialog is open: it must be answered first, so stay.
      if (saver.isPaused()) {
        blocker.reset();
        return;
      }
      // Unsaved, or a field with refused text that leaving would throw away: the modal below asks.
      if (saver.isDirty() || saver.isHeld()) return;
      const prompt = promptNowRef.current();
      if (prompt) uiDispatch({ type: "leave-prompt", prompt });
      else blocker.proceed();
    });
    return () => {
      isCurrent = false;
    };
  }, [blocker, autosaveRef, uiDispatch]);

  /** Closes a leave prompt: go on to where the owner was going, or stay in the editor. */
  const answerLeavePrompt = (choice: "leave" | "stay") => {
    if (options.leavePrompt) {
      rememberLeavePrompt(options.leavePrompt, { menuId: options.menuId, businessId: options.businessId });
    }
    uiDispatch({ type: "leave-prompt", prompt: null });
    if (blocker.state !== "blocked") return;
    if (choice === "leave") blocker.proceed();
    else blocker.reset();
  };

  return { blocker, answerLeavePrompt };
}
