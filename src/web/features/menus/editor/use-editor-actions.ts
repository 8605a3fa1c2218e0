import { type RefObject, useMemo } from "react";
import { UNNAMED_GROUP } from "../../../../shared/common/constants.ts";
import type { MenuItem, MenuNodes } from "../../../../shared/menus/menu.ts";
import {
  createGroup,
  createItem,
  insertGroup,
  insertItem,
  moveGroup,
  moveItem,
  removeGroup,
  removeItem,
  updateGroup,
  updateItem,
} from "../../../../shared/menus/menu-tree.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { showUndoNotice } from "../undo-notice.tsx";
import type { EditorActions } from "./editor-context.ts";
import type { EditorAction, EditorState } from "./editor-state.ts";
import type { EditorUiAction } from "./editor-ui-state.ts";

/**
 * The edits rows and cards call. They never change, so memoized rows and cards do not re-render on every
 * keystroke, which keeps typing fast on a 500-item menu. Removals offer Undo.
 */
export function useEditorActions(
  dispatch: React.Dispatch<EditorAction>,
  uiDispatch: React.Dispatch<EditorUiAction>,
  stateRef: RefObject<EditorState>,
): EditorActions {
  return useMemo<EditorActions>(() => {
    const nodesUpdate = (update: (nodes: MenuNodes) => MenuNodes) => dispatch({ type: "nodes", update });
    return {
      updateItem: (itemId, change) => nodesUpdate((nodes) => updateItem(nodes, itemId, change)),
      removeItem: (itemId) => {
        const { removed } = removeItem(stateRef.current.nodes, itemId);
        if (!removed) return;
        nodesUpdate((nodes) => removeItem(nodes, itemId).nodes);
        uiDispatch({ type: "collapse-item", itemId });
        showUndoNotice(`"${removed.item.name || "Untitled item"}" removed`, () =>
          nodesUpdate((nodes) =>
            nodes.some((group) => group.id === removed.groupId)
              ? insertItem(nodes, removed.groupId, removed.item, removed.index)
              : nodes,
          ),
        );
      },
      expandItem: (itemId) => uiDispatch({ type: "expand-item", itemId }),
      collapseItem: () => uiDispatch({ type: "collapse-item" }),
      moveItemToGroup: (itemId, groupId) =>
        nodesUpdate((nodes) => moveItem(nodes, itemId, groupId, Number.MAX_SAFE_INTEGER)),
      moveItemTo: (itemId, groupId, toIndex) =>
        nodesUpdate((nodes) => moveItem(nodes, itemId, groupId, toIndex)),
      moveGroupTo: (groupId, toIndex) => nodesUpdate((nodes) => moveGroup(nodes, groupId, toIndex)),
      addItem: (groupId) => {
        const item = createItem();
        nodesUpdate((nodes) => insertItem(nodes, groupId, item));
        uiDispatch({ type: "expand-item", itemId: item.id });
      },
      updateGroup: (groupId, patch) => nodesUpdate((nodes) => updateGroup(nodes, groupId, patch)),
      removeGroup: (groupId) => {
        const { index } = removeGroup(stateRef.current.nodes, groupId);
        const group = stateRef.current.nodes[index];
        if (!group) return;
        nodesUpdate((nodes) => removeGroup(nodes, groupId).nodes);
        showUndoNotice(`Group "${group.name || UNNAMED_GROUP}" removed`, () =>
          nodesUpdate((nodes) => insertGroup(nodes, group, index)),
        );
      },
      openImageChooser: (itemId) => uiDispatch({ type: "open-modal", modal: { kind: "image", itemId } }),
      openAltText: (itemId) =>
        uiDispatch({ type: "open-modal", modal: { kind: "alt", itemId, imageId: null } }),
      openIconPicker: (itemId) => uiDispatch({ type: "open-modal", modal: { kind: "icons", itemId } }),
      getGroups: () =>
        stateRef.current.nodes.map((group) => ({
          id: group.id,
          name: group.name || UNNAMED_GROUP,
          itemIds: group.nodes.map((item) => item.id),
        })),
      reportProblem: (fieldId, problem) => uiDispatch({ type: "problem", fieldId, problem }),
    };
  }, [dispatch, uiDispatch, stateRef]);
}

/** A new, empty group at the end, with its name ready to type. */
export function addGroup(dispatch: React.Dispatch<EditorAction>) {
  const group = createGroup();
  dispatch({ type: "nodes", update: (nodes) => [...nodes, group] });
  requestAnimationFrame(() => {
    const input = document.querySelector<HTMLTextAreaElement>(
      `section[aria-label="Group ${UNNAMED_GROUP}"] textarea[aria-label="Group name"]`,
    );
    const all = document.querySelectorAll<HTMLTextAreaElement>('textarea[aria-label="Group name"]');
    (all[all.length - 1] ?? input)?.focus();
  });
}

/** Imported items go to the end of the chosen group, or of a new group. */
export function importItems(
  dispatch: React.Dispatch<EditorAction>,
  request: { items: MenuItem[]; groupId: string | null; newGroupName: string },
) {
  const { items, groupId, newGroupName } = request;
  dispatch({
    type: "nodes",
    update: (nodes) => {
      if (groupId && nodes.some((group) => group.id === groupId)) {
        return nodes.map((group) =>
          group.id === groupId ? { ...group, nodes: [...group.nodes, ...items] } : group,
        );
      }
      return [...nodes, createGroup({ name: newGroupName || UNNAMED_GROUP, nodes: items })];
    },
  });
  notifySuccess(`${items.length} ${items.length === 1 ? "item" : "items"} added to your menu`);
}
