import type { Conflict } from "./conflict-modal.tsx";
import type { LeavePrompt } from "./leave-prompts.tsx";

// What the editor shows around the menu itself: the open item, the open modal, a conflict, a leave prompt.
// The menu's content lives in editor-state.ts; this is kept apart so autosave never sees it.

export type EditorModal =
  | { kind: "image"; itemId: string }
  | { kind: "alt"; itemId: string; imageId: string | null }
  | { kind: "icons"; itemId: string }
  | { kind: "import" }
  | { kind: "delete" }
  | { kind: "last-menu" }
  | null;

export interface EditorUiState {
  /** seed 001 §4 "Item display": at most one item is open (edit), the others show as lines (view). */
  expandedItemId: string | null;
  modal: EditorModal;
  /** A save met a newer version (409): the owner chooses (conflict-modal.tsx). */
  conflict: Conflict | null;
  isResolving: boolean;
  /** seed 001 §4 "Menu not found!": the menu was removed elsewhere. */
  isGone: boolean;
  /** seed 001 §5 "Please add a menu name." */
  nameError: string | null;
  leavePrompt: LeavePrompt | null;
}

export type EditorUiAction =
  | { type: "expand-item"; itemId: string }
  /** Closes the open item; with an id, only when that item is the open one (it was removed, say). */
  | { type: "collapse-item"; itemId?: string }
  | { type: "open-modal"; modal: NonNullable<EditorModal> }
  | { type: "close-modal" }
  | { type: "conflict"; conflict: Conflict }
  | { type: "resolving" }
  | { type: "resolved" }
  | { type: "resolve-failed" }
  | { type: "gone" }
  | { type: "name-error"; message: string | null }
  | { type: "leave-prompt"; prompt: LeavePrompt | null };

export const INITIAL_UI_STATE: EditorUiState = {
  expandedItemId: null,
  modal: null,
  conflict: null,
  isResolving: false,
  isGone: false,
  nameError: null,
  leavePrompt: null,
};

export function editorUiReducer(state: EditorUiState, action: EditorUiAction): EditorUiState {
  switch (action.type) {
    case "expand-item":
      return state.expandedItemId === action.itemId ? state : { ...state, expandedItemId: action.itemId };
    case "collapse-item": {
      if (state.expandedItemId === null) return state;
      if (action.itemId !== undefined && action.itemId !== state.expandedItemId) return state;
      return { ...state, expandedItemId: null };
    }
    case "open-modal":
      return { ...state, modal: action.modal };
    case "close-modal":
      return state.modal === null ? state : { ...state, modal: null };
    case "conflict":
      return { ...state, conflict: action.conflict, isResolving: false };
    case "resolving":
      return { ...state, isResolving: true };
    case "resolved":
      return { ...state, conflict: null, isResolving: false };
    case "resolve-failed":
      // The dialog stays, so the owner can choose again.
      return { ...state, isResolving: false };
    case "gone":
      // Nothing is left to edit: no open item, modal or conflict stays over the "Menu not found!" notice.
      return { ...INITIAL_UI_STATE, isGone: true };
    case "name-error":
      return state.nameError === action.message ? state : { ...state, nameError: action.message };
    case "leave-prompt":
      return { ...state, leavePrompt: action.prompt };
  }
}
