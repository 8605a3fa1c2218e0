import type { MenuItem, MenuNodes, MenuTranslations } from "../../../../shared/menus/menu.ts";
import type { MenuSchedule } from "../../../../shared/menus/menu-schedule.ts";
import type { Menu } from "../../../../shared/menus/menus.ts";

// The editor's local copy of one menu. Every edit goes here first; autosave sends it to the server later.

export interface EditorState {
  name: string;
  details: string;
  nodes: MenuNodes;
  /** When the menu is served; null means always. */
  schedule: MenuSchedule;
  /** The menu's name and note in other languages (the tree's texts carry their own). */
  translations: MenuTranslations;
  /** Counts edits; autosave compares it with the last count the server has acknowledged. */
  changeCount: number;
}

export type EditorAction =
  | { type: "name"; name: string }
  | { type: "details"; details: string }
  | { type: "schedule"; schedule: MenuSchedule }
  | { type: "translations"; update: (translations: MenuTranslations) => MenuTranslations }
  | { type: "nodes"; update: (nodes: MenuNodes) => MenuNodes }
  /** Loads another version (the server's, after a conflict) without counting it as an edit. */
  | {
      type: "load";
      state: Pick<EditorState, "name" | "details" | "nodes"> & {
        schedule?: MenuSchedule;
        translations?: MenuTranslations;
      };
      isEdit?: boolean;
    };

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "name":
      return { ...state, name: action.name, changeCount: state.changeCount + 1 };
    case "details":
      return { ...state, details: action.details, changeCount: state.changeCount + 1 };
    case "schedule":
      return { ...state, schedule: action.schedule, changeCount: state.changeCount + 1 };
    case "translations":
      return {
        ...state,
        translations: action.update(state.translations),
        changeCount: state.changeCount + 1,
      };
    case "nodes": {
      const nodes = action.update(state.nodes);
      if (nodes === state.nodes) return state;
      return { ...state, nodes, changeCount: state.changeCount + 1 };
    }
    case "load":
      return {
        ...state,
        ...action.state,
        schedule: action.state.schedule ?? null,
        translations: action.state.translations ?? {},
        changeCount: state.changeCount + (action.isEdit ? 1 : 0),
      };
  }
}

export function stateFromMenu(
  menu: Pick<Menu, "name" | "details" | "nodes"> & {
    schedule?: MenuSchedule;
    translations?: MenuTranslations;
  },
): EditorState {
  return {
    name: menu.name,
    details: menu.details,
    nodes: menu.nodes,
    schedule: menu.schedule ?? null,
    translations: menu.translations ?? {},
    changeCount: 0,
  };
}

/** The edits an item row sends up: a patch, or a function of the item for changes that depend on it. */
export type ItemChange = Partial<MenuItem> | ((item: MenuItem) => MenuItem);

/** The new-menu editor's state as it is now, and whether the server has yet to hear of it. */
export type LatestDraft = () => { state: EditorState; isDirty: boolean };

/**
 * A hand-off from the new-menu route to the menu route: the state the owner built before the menu existed,
 * so nothing typed while the menu was being created is lost on the way. It is read when the menu route opens,
 * not when the menu is created: until the route's code arrives (a while on a phone) the owner edits on in the
 * new-menu editor, which no longer saves, so the menu's one editor sends those edits too.
 */
const handoffs = new Map<string, { menu: Menu; latest: LatestDraft }>();

export function handOffDraft(menu: Menu, latest: LatestDraft) {
  handoffs.set(menu.id, { menu, latest });
}

export function peekDraft(menuId: string) {
  const handoff = handoffs.get(menuId);
  return handoff ? { menu: handoff.menu, ...handoff.latest() } : null;
}

export function forgetDraft(menuId: string) {
  handoffs.delete(menuId);
}
