import { describe, expect, it } from "vitest";
import { createGroup, createItem, updateItem } from "../../../../shared/menus/menu-tree.ts";
import type { Menu } from "../../../../shared/menus/menus.ts";
import {
  type EditorState,
  editorReducer,
  forgetDraft,
  handOffDraft,
  peekDraft,
  stateFromMenu,
} from "./editor-state.ts";

function sampleState(): EditorState {
  return stateFromMenu({
    name: "Dinner",
    details: "From 6pm",
    nodes: [createGroup({ id: "g", name: "Soups", nodes: [createItem({ id: "i", name: "Soup" })] })],
  });
}

describe("the editor's content reducer", () => {
  it("starts from a menu with no edits counted", () => {
    const state = sampleState();
    expect(state.changeCount).toBe(0);
    expect(state.name).toBe("Dinner");
  });

  it("counts each edit of the name, the note and the tree", () => {
    let state = sampleState();
    state = editorReducer(state, { type: "name", name: "Supper" });
    state = editorReducer(state, { type: "details", details: "" });
    state = editorReducer(state, {
      type: "nodes",
      update: (nodes) => updateItem(nodes, "i", { name: "Broth" }),
    });
    expect(state.changeCount).toBe(3);
    expect(state.name).toBe("Supper");
    expect(state.details).toBe("");
    expect(state.nodes[0]?.nodes[0]?.name).toBe("Broth");
  });

  it("counts nothing when a tree update changes nothing (same tree back)", () => {
    const state = sampleState();
    const next = editorReducer(state, { type: "nodes", update: (nodes) => nodes });
    expect(next).toBe(state);
    // An update of an item that is gone returns the same tree too.
    expect(editorReducer(state, { type: "nodes", update: (nodes) => updateItem(nodes, "nope", {}) })).toBe(
      state,
    );
  });

  it("loads another version without counting it as an edit, unless told it is one", () => {
    const state = editorReducer(sampleState(), { type: "name", name: "Mine" });
    const theirs = { name: "Theirs", details: "x", nodes: [] };
    const loaded = editorReducer(state, { type: "load", state: theirs });
    expect(loaded).toMatchObject({ ...theirs, changeCount: 1 });
    expect(editorReducer(state, { type: "load", state: theirs, isEdit: true }).changeCount).toBe(2);
  });

  it("hands a draft from the new-menu route to the menu route once", () => {
    const menu = { id: "m-handoff", version: 1 } as Menu;
    const state = sampleState();
    handOffDraft(menu, () => ({ state, isDirty: true }));
    expect(peekDraft("m-handoff")).toEqual({ menu, state, isDirty: true });
    forgetDraft("m-handoff");
    expect(peekDraft("m-handoff")).toBeNull();
  });
});
