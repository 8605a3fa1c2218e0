import { describe, expect, it } from "vitest";
import type { Menu } from "../../../../shared/menus/menus.ts";
import { stateFromMenu } from "./editor-state.ts";
import {
  type EditorUiAction,
  type EditorUiState,
  editorUiReducer,
  hasProblems,
  INITIAL_UI_STATE,
  problemsOfItem,
} from "./editor-ui-state.ts";

const run = (actions: EditorUiAction[], from: EditorUiState = INITIAL_UI_STATE) =>
  actions.reduce(editorUiReducer, from);

const conflict = {
  current: { id: "m", name: "Theirs", details: "", nodes: [], version: 3 } as unknown as Menu,
  mine: stateFromMenu({ name: "Mine", details: "", nodes: [] }),
};

describe("the editor's UI reducer", () => {
  it("keeps one item open at a time", () => {
    const state = run([
      { type: "expand-item", itemId: "a" },
      { type: "expand-item", itemId: "b" },
    ]);
    expect(state.expandedItemId).toBe("b");
    expect(run([{ type: "collapse-item" }], state).expandedItemId).toBeNull();
  });

  it("closes the open item when that item is removed, and only then", () => {
    const open = run([{ type: "expand-item", itemId: "a" }]);
    expect(run([{ type: "collapse-item", itemId: "b" }], open)).toBe(open);
    expect(run([{ type: "collapse-item", itemId: "a" }], open).expandedItemId).toBeNull();
  });

  it("returns the same state for actions that change nothing, so nothing re-renders", () => {
    expect(run([{ type: "collapse-item" }])).toBe(INITIAL_UI_STATE);
    expect(run([{ type: "close-modal" }])).toBe(INITIAL_UI_STATE);
    expect(run([{ type: "name-error", message: null }])).toBe(INITIAL_UI_STATE);
    const open = run([{ type: "expand-item", itemId: "a" }]);
    expect(run([{ type: "expand-item", itemId: "a" }], open)).toBe(open);
  });

  it("opens one modal at a time; a chosen photo goes on to its alt text", () => {
    const state = run([
      { type: "open-modal", modal: { kind: "image", itemId: "a" } },
      { type: "open-modal", modal: { kind: "alt", itemId: "a", imageId: "img" } },
    ]);
    expect(state.modal).toEqual({ kind: "alt", itemId: "a", imageId: "img" });
    expect(run([{ type: "close-modal" }], state).modal).toBeNull();
  });

  it("keeps the conflict dialog while resolving fails, and closes it once resolved", () => {
    const resolving = run([{ type: "conflict", conflict }, { type: "resolving" }]);
    expect(resolving).toMatchObject({ conflict, isResolving: true });
    expect(run([{ type: "resolve-failed" }], resolving)).toMatchObject({ conflict, isResolving: false });
    expect(run([{ type: "resolved" }], resolving)).toMatchObject({ conflict: null, isResolving: false });
  });

  it("leaves nothing open over a menu removed elsewhere", () => {
    const state = run([
      { type: "expand-item", itemId: "a" },
      { type: "open-modal", modal: { kind: "import" } },
      { type: "conflict", conflict },
      { type: "gone" },
    ]);
    expect(state).toEqual({ ...INITIAL_UI_STATE, isGone: true });
  });

  it("shows and clears the menu name's message and the leave prompt", () => {
    const state = run([
      { type: "name-error", message: "Please add a menu name." },
      { type: "leave-prompt", prompt: "empty-items" },
    ]);
    expect(state).toMatchObject({ nameError: "Please add a menu name.", leavePrompt: "empty-items" });
    expect(
      run(
        [
          { type: "name-error", message: null },
          { type: "leave-prompt", prompt: null },
        ],
        state,
      ),
    ).toEqual(INITIAL_UI_STATE);
  });
});

describe("fields with refused text", () => {
  const price = {
    type: "problem",
    fieldId: "price",
    problem: { itemId: "a", message: "Price is too large." },
  } as const;

  it("keeps the item open while one of its fields is refused, and counts each refused close", () => {
    const state = run([{ type: "expand-item", itemId: "a" }, price, { type: "collapse-item" }]);
    expect(state.expandedItemId).toBe("a");
    expect(state.refusal).toEqual({ itemId: "a", count: 1 });
    // Opening another item would close this one: refused as well.
    const again = run([{ type: "expand-item", itemId: "b" }], state);
    expect(again.expandedItemId).toBe("a");
    expect(again.refusal).toEqual({ itemId: "a", count: 2 });
    expect(hasProblems(again)).toBe(true);
  });

  it("closes once the field is fixed, and forgets the refusal", () => {
    const state = run([
      { type: "expand-item", itemId: "a" },
      price,
      { type: "collapse-item" },
      { type: "problem", fieldId: "price", problem: null },
      { type: "collapse-item" },
    ]);
    expect(state).toEqual(INITIAL_UI_STATE);
  });

  it("lets a removed item go, and does not hold items for the menu's own fields", () => {
    const removed = run([
      { type: "expand-item", itemId: "a" },
      price,
      { type: "collapse-item", itemId: "a" },
    ]);
    expect(removed.expandedItemId).toBeNull();
    const note = run([
      { type: "expand-item", itemId: "a" },
      {
        type: "problem",
        fieldId: "note",
        problem: { itemId: null, message: "Descriptions can have at most 1000 characters." },
      },
      { type: "collapse-item" },
    ]);
    expect(note.expandedItemId).toBeNull();
    expect(hasProblems(note)).toBe(true);
    expect(problemsOfItem(note, "a")).toEqual([]);
  });

  it("returns the same state for a problem reported twice or cleared twice", () => {
    const state = run([price]);
    expect(run([price], state)).toBe(state);
    expect(run([{ type: "problem", fieldId: "other", problem: null }], state)).toBe(state);
  });
});
