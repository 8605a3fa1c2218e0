import { createContext, useContext } from "react";
import type { MenuGroup } from "../../../../shared/menu.ts";
import { type Currency, US_DOLLAR } from "../../../../shared/money.ts";
import type { ItemChange } from "./editor-state.ts";

/** Stable callbacks the rows call; they never change identity, so memoized rows skip re-rendering. */
export interface EditorActions {
  updateItem: (itemId: string, change: ItemChange) => void;
  removeItem: (itemId: string) => void;
  expandItem: (itemId: string) => void;
  collapseItem: () => void;
  moveItemToGroup: (itemId: string, groupId: string) => void;
  addItem: (groupId: string) => void;
  updateGroup: (groupId: string, patch: Partial<MenuGroup>) => void;
  removeGroup: (groupId: string) => void;
  openImageChooser: (itemId: string) => void;
  openAltText: (itemId: string) => void;
  openIconPicker: (itemId: string) => void;
  getGroups: () => { id: string; name: string }[];
}

export interface EditorSettings {
  currency: Currency;
  /** seed 001 §5: prices are editable only while online ordering is off. */
  canEditPrices: boolean;
}

export const EditorActionsContext = createContext<EditorActions | null>(null);
export const EditorSettingsContext = createContext<EditorSettings>({
  currency: US_DOLLAR,
  canEditPrices: true,
});

export function useEditorActions(): EditorActions {
  const actions = useContext(EditorActionsContext);
  if (!actions) throw new Error("useEditorActions is used outside the menu editor");
  return actions;
}

export const useEditorSettings = () => useContext(EditorSettingsContext);
