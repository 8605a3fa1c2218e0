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

/** A field whose text the shared schema refuses ("abc" as a price, a description past its limit). */
export interface FieldProblem {
  /** The item the field belongs to; null for the menu's and groups' own fields. */
  itemId: string | null;
  message: string;
}

export interface EditorUiState {
  /** At most one item is open (edit), the others show as lines (view). */
  expandedItemId: string | null;
  modal: EditorModal;
  /** A save met a newer version (409): the owner chooses (conflict-modal.tsx). */
  conflict: Conflict | null;
  isResolving: boolean;
  /** The menu was removed elsewhere: the editor says "Menu not found!". */
  isGone: boolean;
  /** The menu name's message ("Please add a menu name."), or null. */
  nameError: string | null;
  leavePrompt: LeavePrompt | null;
  /**
   * Fields holding text the shared schema refuses, by field. Their text never reaches the
   * menu, saving waits while any is left, and the item they are in stays open.
   */
  problems: Readonly<Record<string, FieldProblem>>;
  /** The last refused attempt to close an item with a problem; `count` grows with each, so the form can say so. */
  refusal: { itemId: string; count: number } | null;
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
  | { type: "leave-prompt"; prompt: LeavePrompt | null }
  /** A field reports its problem, or null once its text is accepted again (or the field is gone). */
  | { type: "problem"; fieldId: string; problem: FieldProblem | null };

export const INITIAL_UI_STATE: EditorUiState = {
  expandedItemId: null,
  modal: null,
  conflict: null,
  isResolving: false,
  isGone: false,
  nameError: null,
  leavePrompt: null,
  problems: {},
  refusal: null,
};

export const hasProblems = (state: EditorUiState) => Object.keys(state.problems).length > 0;

export function problemsOfItem(state: Pick<EditorUiState, "problems">, itemId: string): string[] {
  return Object.values(state.problems)
    .filter((problem) => problem.itemId === itemId)
    .map((problem) => problem.message);
}

/** The open item cannot close while one of its fields holds refused text: that text would be lost unsaid. */
function refuseClosing(state: EditorUiState): EditorUiState | null {
  const open = state.expandedItemId;
  if (open === null || problemsOfItem(state, open).length === 0) return null;
  const count = state.refusal?.itemId === open ? state.refusal.count + 1 : 1;
  return { ...state, refusal: { itemId: open, count } };
}

export function editorUiReducer(state: EditorUiState, action: EditorUiAction): EditorUiState {
  switch (action.type) {
    case "expand-item":
      if (state.expandedItemId === action.itemId) return state;
      return refuseClosing(state) ?? { ...state, expandedItemId: action.itemId, refusal: null };
    case "collapse-item": {
      if (state.expandedItemId === null) return state;
      if (action.itemId !== undefined) {
        // The item was removed: nothing of it is left to lose.
        if (action.itemId !== state.expandedItemId) return state;
        return { ...state, expandedItemId: null, refusal: null };
      }
      return refuseClosing(state) ?? { ...state, expandedItemId: null, refusal: null };
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
    case "problem": {
      const { fieldId, problem } = action;
      const current = state.problems[fieldId];
      if (problem === null) {
        if (!current) return state;
        const { [fieldId]: _gone, ...problems } = state.problems;
        return { ...state, problems };
      }
      if (current?.itemId === problem.itemId && current.message === problem.message) return state;
      return { ...state, problems: { ...state.problems, [fieldId]: problem } };
    }
  }
}
