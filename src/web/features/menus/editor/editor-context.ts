import { createContext, useContext } from "react";
import { type Currency, US_DOLLAR } from "../../../../shared/common/money.ts";
import type { MenuGroup } from "../../../../shared/menus/menu.ts";
import type { ItemChange } from "./editor-state.ts";
import type { EditorUiState, FieldProblem } from "./editor-ui-state.ts";

/** Stable callbacks the rows call; they never change identity, so memoized rows skip re-rendering. */
export interface EditorActions {
  updateItem: (itemId: string, change: ItemChange) => void;
  removeItem: (itemId: string) => void;
  expandItem: (itemId: string) => void;
  collapseItem: () => void;
  moveItemToGroup: (itemId: string, groupId: string) => void;
  /** Move up / Move down: the item to `toIndex` in its own group, the group to `toIndex` among groups. */
  moveItemTo: (itemId: string, groupId: string, toIndex: number) => void;
  moveGroupTo: (groupId: string, toIndex: number) => void;
  addItem: (groupId: string) => void;
  updateGroup: (groupId: string, patch: Partial<MenuGroup>) => void;
  removeGroup: (groupId: string) => void;
  openImageChooser: (itemId: string) => void;
  openAltText: (itemId: string) => void;
  openIconPicker: (itemId: string) => void;
  getGroups: () => { id: string; name: string; itemIds: string[] }[];
  /** A field's refused text, or null once it is accepted or the field is gone. */
  reportProblem: (fieldId: string, problem: FieldProblem | null) => void;
}

export interface EditorSettings {
  currency: Currency;
  businessId: string;
  /** Null until a new menu is first saved. */
  menuId: string | null;
  /** Guests order from the published menu: the price fields say when a new price reaches them. */
  isOrderingOn: boolean;
}

export const EditorActionsContext = createContext<EditorActions | null>(null);
export const EditorSettingsContext = createContext<EditorSettings>({
  currency: US_DOLLAR,
  businessId: "",
  menuId: null,
  isOrderingOn: false,
});

export function useEditorActions(): EditorActions {
  const actions = useContext(EditorActionsContext);
  if (!actions) throw new Error("useEditorActions is used outside the menu editor");
  return actions;
}

export const useEditorSettings = () => useContext(EditorSettingsContext);

/** The item whose form a field is in; null outside item forms (the menu's name and note, group cards). */
export const ItemScopeContext = createContext<string | null>(null);

/** Fields with refused text and the last refused close: read by the open item's form only. */
export const EditorProblemsContext = createContext<Pick<EditorUiState, "problems" | "refusal">>({
  problems: {},
  refusal: null,
});
